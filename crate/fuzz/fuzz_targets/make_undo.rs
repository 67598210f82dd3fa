//! Make and undo: bytes pick moves in a game; every move's SAN and UCI
//! parse back to it, and undoing everything restores the exact start.
#![no_main]

use ferrochess::{rules::san, rules::uci, Game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut game = Game::new();
    let mut states = Vec::new();
    for &byte in data.iter().take(400) {
        let pos = *game.position();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[byte as usize % moves.len()];
        assert_eq!(san::parse(&pos, &san::format(&pos, mv), true), Ok(mv));
        assert_eq!(uci::parse_move(&pos, &uci::format_move(mv)), Ok(mv));
        states.push((pos.to_fen(), pos.zobrist_key(), game.repetition_count()));
        game.play_unchecked(mv);
    }
    while let Some(expected) = states.pop() {
        game.undo().expect("a move to undo");
        let pos = game.position();
        assert_eq!(
            (pos.to_fen(), pos.zobrist_key(), game.repetition_count()),
            expected
        );
    }
});
