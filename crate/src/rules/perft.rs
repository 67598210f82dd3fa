//! Perft: counting the leaf nodes of the legal move tree, the standard test
//! of a move generator.
//!
//! ```
//! use ferrochess::{rules::perft, Position};
//! assert_eq!(perft::perft(&Position::startpos(), 3), 8_902);
//! // Chess960 start 0 (bbqnnrkr), castling by Chess960's rules.
//! assert_eq!(perft::perft(&Position::chess960(0).unwrap(), 3), 9_006);
//! ```

use chess::{Board, MoveGen};

use crate::rules::position::Position;

/// The number of leaf nodes `depth` plies below `pos` (1 at depth 0).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match pos.is_chess960() {
        false => perft_board(pos.board(), depth),
        true => perft_position(pos, depth),
    }
}

fn perft_board(board: &Board, depth: u32) -> u64 {
    let moves = MoveGen::new_legal(board);
    match depth {
        0 => 1,
        1 => moves.len() as u64,
        _ => moves
            .map(|mv| perft_board(&board.make_move_new(mv), depth - 1))
            .sum(),
    }
}

/// Perft through [`Position`], whose moves include Chess960 castling.
fn perft_position(pos: &Position, depth: u32) -> u64 {
    let moves = pos.legal_moves();
    match depth {
        0 => 1,
        1 => moves.len() as u64,
        _ => moves
            .into_iter()
            .map(|mv| perft_position(&pos.play_unchecked(mv), depth - 1))
            .sum(),
    }
}

/// Perft split by root move: `(uci, count)` pairs, as `go perft` prints.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let count = perft(&pos.play_unchecked(mv), depth - 1);
            (crate::rules::uci::format_move(mv), count)
        })
        .collect()
}
