//! FEN: never panics; an accepted FEN prints back and re-parses to the
//! same position, as standard FEN and as Chess960's (X-FEN and
//! Shredder-FEN), whose castling moves play without panicking.
#![no_main]

use ferrochess::{rules::fen, Position, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(pos) = Position::from_fen(text) {
        let fen = pos.to_fen();
        let again = Position::from_fen(&fen).expect("a printed FEN parses");
        assert_eq!(again.to_fen(), fen);
        assert_eq!(again.zobrist_key(), pos.zobrist_key());
        let _ = pos.legal_moves();
    }
    if let Ok(pos) = fen::parse_chess960(text) {
        let setup = Setup::from_position(&pos);
        for written in [fen::write(&setup), fen::write_shredder(&setup)] {
            let again = fen::parse_chess960(&written).expect("a printed Chess960 FEN parses");
            assert_eq!(again.to_fen(), pos.to_fen(), "{written}");
            assert_eq!(again.zobrist_key(), pos.zobrist_key(), "{written}");
            assert_eq!(again.legal_moves(), pos.legal_moves(), "{written}");
        }
        for mv in pos.legal_moves() {
            let _ = pos.play_unchecked(mv).to_fen();
        }
    }
});
