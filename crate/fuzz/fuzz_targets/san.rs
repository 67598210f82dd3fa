//! SAN: never panics; an accepted move is legal, and its SAN parses back to
//! the same move in strict mode.
#![no_main]

mod common;

use ferrochess::rules::san;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((pos, text)) = common::position_and_text(data) else {
        return;
    };
    for strict in [true, false] {
        if let Ok(mv) = san::parse(&pos, text, strict) {
            assert!(pos.is_legal(mv));
            let written = san::format(&pos, mv);
            assert_eq!(san::parse(&pos, &written, true), Ok(mv), "{written}");
        }
    }
});
