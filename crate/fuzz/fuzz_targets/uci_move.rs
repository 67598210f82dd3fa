//! UCI move strings: never panic; an accepted move is legal and prints
//! back to the same text.
#![no_main]

mod common;

use ferrochess::rules::uci;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((pos, text)) = common::position_and_text(data) else {
        return;
    };
    if let Ok(mv) = uci::parse_move(&pos, text) {
        assert!(pos.is_legal(mv));
        assert_eq!(uci::format_move(mv), text);
    }
});
