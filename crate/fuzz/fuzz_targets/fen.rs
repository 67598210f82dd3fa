//! FEN: never panics; an accepted FEN prints back and re-parses to the
//! same position.
#![no_main]

use ferrochess::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(pos) = Position::from_fen(text) {
        let fen = pos.to_fen();
        let again = Position::from_fen(&fen).expect("a printed FEN parses");
        assert_eq!(again.to_fen(), fen);
        assert_eq!(again.zobrist_key(), pos.zobrist_key());
        let _ = pos.legal_moves();
    }
});
