//! PGN: never panics; an accepted game writes out, reads back, and writes
//! out the same text again.
#![no_main]

use ferrochess::rules::pgn;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(game) = pgn::read(text) {
        let options = pgn::WriteOptions::default();
        let written = pgn::write(&game, &options);
        let again = pgn::read(&written).expect("written PGN reads back");
        assert_eq!(pgn::write(&again, &options), written);
        assert_eq!(again.position(), game.position());
    }
});
