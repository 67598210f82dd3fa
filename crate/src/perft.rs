//! Perft: counting the leaf nodes of the legal move tree, the standard test
//! of a move generator.
//!
//! ```
//! use ferrochess::{perft, Position};
//! assert_eq!(perft::perft(&Position::startpos(), 3), 8_902);
//! ```

use chess::{Board, MoveGen};

use crate::position::Position;

/// The number of leaf nodes `depth` plies below `pos` (1 at depth 0).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_board(pos.board(), depth)
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

/// Perft split by root move: `(uci, count)` pairs, as `go perft` prints.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    MoveGen::new_legal(pos.board())
        .map(|mv| {
            let count = perft_board(&pos.board().make_move_new(mv), depth - 1);
            (crate::uci::format_move(mv), count)
        })
        .collect()
}
