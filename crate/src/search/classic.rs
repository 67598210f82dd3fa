//! The textbook algorithms, exactly as written in the books: plain minimax
//! and plain alpha-beta (both in negamax form, moves in generator order,
//! no other enhancement), and a random mover. They count nodes so the
//! difference alpha-beta makes can be measured, and they honour node and
//! time limits and the stop signal: an aborted search unwinds at once.

use std::ops::ControlFlow;

use chess::{Board, MoveGen, EMPTY};

use super::budget::Budget;
use super::score::{INFINITY, MATE};
use crate::eval::Evaluator;

/// Counts nodes and evaluates leaves for the classic algorithms.
pub(crate) struct Classic<'a> {
    pub evaluator: Evaluator,
    pub budget: Budget<'a>,
}

impl Classic<'_> {
    /// Counts the node and returns its legal moves, or its score when the
    /// search ends here: mate or stalemate, a leaf at depth 0, or an
    /// aborted search (whose scores are meaningless and get discarded).
    fn expand(&mut self, board: &Board, depth: u32, ply: i32) -> ControlFlow<i32, MoveGen> {
        if self.budget.should_abort() {
            return ControlFlow::Break(0);
        }
        self.budget.nodes += 1;
        let moves = MoveGen::new_legal(board);
        if moves.len() == 0 {
            let in_check = *board.checkers() != EMPTY;
            return ControlFlow::Break(if in_check { -MATE + ply } else { 0 });
        }
        if depth == 0 {
            return ControlFlow::Break(self.evaluator.evaluate_board_relative(board));
        }
        ControlFlow::Continue(moves)
    }

    /// Plain minimax to `depth` plies; the score is for the side to move.
    pub fn minimax(&mut self, board: &Board, depth: u32, ply: i32) -> i32 {
        let moves = match self.expand(board, depth, ply) {
            ControlFlow::Continue(moves) => moves,
            ControlFlow::Break(score) => return score,
        };
        let mut best = -INFINITY;
        for mv in moves {
            let score = -self.minimax(&board.make_move_new(mv), depth - 1, ply + 1);
            if self.budget.aborted() {
                return 0;
            }
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
        let moves = match self.expand(board, depth, ply) {
            ControlFlow::Continue(moves) => moves,
            ControlFlow::Break(score) => return score,
        };
        for mv in moves {
            let score =
                -self.alphabeta(&board.make_move_new(mv), depth - 1, ply + 1, -beta, -alpha);
            if self.budget.aborted() {
                return 0;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}
