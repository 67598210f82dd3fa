//! The textbook algorithms, exactly as written in the books: plain minimax
//! and plain alpha-beta (both in negamax form, moves in generator order,
//! no other enhancement), and a random mover. They count nodes so the
//! difference alpha-beta makes can be measured.

use chess::{Board, MoveGen, EMPTY};

use super::score::{INFINITY, MATE};
use crate::eval::Evaluator;

/// Counts nodes and evaluates leaves for the classic algorithms.
pub struct Classic {
    pub evaluator: Evaluator,
    pub nodes: u64,
}

impl Classic {
    fn leaf(&self, board: &Board) -> i32 {
        self.evaluator.evaluate_board_relative(board)
    }

    /// Plain minimax to `depth` plies; the score is for the side to move.
    pub fn minimax(&mut self, board: &Board, depth: u32, ply: i32) -> i32 {
        self.nodes += 1;
        let moves = MoveGen::new_legal(board);
        if moves.len() == 0 {
            return if *board.checkers() != EMPTY {
                -MATE + ply
            } else {
                0
            };
        }
        if depth == 0 {
            return self.leaf(board);
        }
        let mut best = -INFINITY;
        for mv in moves {
            let score = -self.minimax(&board.make_move_new(mv), depth - 1, ply + 1);
            best = best.max(score);
        }
        best
    }

    /// Plain alpha-beta to `depth` plies: the same score as minimax, found
    /// with fewer nodes.
    pub fn alphabeta(
        &mut self,
        board: &Board,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        let moves = MoveGen::new_legal(board);
        if moves.len() == 0 {
            return if *board.checkers() != EMPTY {
                -MATE + ply
            } else {
                0
            };
        }
        if depth == 0 {
            return self.leaf(board);
        }
        for mv in moves {
            let score =
                -self.alphabeta(&board.make_move_new(mv), depth - 1, ply + 1, -beta, -alpha);
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}
