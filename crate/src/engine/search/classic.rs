//! The textbook algorithms, exactly as written in the books: plain minimax
//! and plain alpha-beta (both in negamax form, moves in generator order,
//! no other enhancement), and a random mover. They count nodes so the
//! difference alpha-beta makes can be measured, and they honour node and
//! time limits and the stop signal: an aborted search unwinds at once.
//! They search positions ([`Position`]), so Chess960 castling is played at
//! every depth (the castles after the generator's moves), as perft plays it.

use std::iter::Chain;
use std::ops::ControlFlow;
use std::vec;

use chess::{ChessMove, MoveGen, EMPTY};

use super::budget::Budget;
use super::score::{INFINITY, MATE};
use crate::engine::eval::Evaluator;
use crate::rules::position::Position;

/// A node's legal moves in generator order, then Chess960's castles (none
/// in standard chess, where the generator has castling).
type Moves = Chain<MoveGen, vec::IntoIter<ChessMove>>;

/// Counts nodes and evaluates leaves for the classic algorithms.
pub(crate) struct Classic<'a> {
    pub evaluator: Evaluator,
    pub budget: Budget<'a>,
}

impl Classic<'_> {
    /// Counts the node and returns its legal moves, or its score when the
    /// search ends here: mate or stalemate, a leaf at depth 0, or an
    /// aborted search (whose scores are meaningless and get discarded).
    fn expand(&mut self, pos: &Position, depth: u32, ply: i32) -> ControlFlow<i32, Moves> {
        if self.budget.should_abort() {
            return ControlFlow::Break(0);
        }
        self.budget.nodes += 1;
        let board = pos.board();
        let moves = MoveGen::new_legal(board);
        let castles: Vec<ChessMove> = pos.castles().moves(board).collect();
        if moves.len() == 0 && castles.is_empty() {
            let in_check = *board.checkers() != EMPTY;
            return ControlFlow::Break(if in_check { -MATE + ply } else { 0 });
        }
        if depth == 0 {
            return ControlFlow::Break(self.evaluator.evaluate_relative(pos));
        }
        ControlFlow::Continue(moves.chain(castles))
    }

    /// Plain minimax to `depth` plies; the score is for the side to move.
    pub fn minimax(&mut self, pos: &Position, depth: u32, ply: i32) -> i32 {
        let moves = match self.expand(pos, depth, ply) {
            ControlFlow::Continue(moves) => moves,
            ControlFlow::Break(score) => return score,
        };
        let mut best = -INFINITY;
        for mv in moves {
            let score = -self.minimax(&pos.play_unchecked(mv), depth - 1, ply + 1);
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
        pos: &Position,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let moves = match self.expand(pos, depth, ply) {
            ControlFlow::Continue(moves) => moves,
            ControlFlow::Break(score) => return score,
        };
        for mv in moves {
            let score = -self.alphabeta(&pos.play_unchecked(mv), depth - 1, ply + 1, -beta, -alpha);
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

#[cfg(test)]
mod tests {
    use crate::engine::eval::Evaluator;
    use crate::engine::search::{Algorithm, Engine, Limits, SearchOptions};
    use crate::rules::fen;
    use crate::rules::game::Game;
    use crate::rules::perft::perft;

    /// Minimax visits every position down to its depth once, so its node
    /// count is perft's summed over the plies (the root once): with
    /// Chess960's castles at every depth, as perft plays them. Alpha-beta
    /// finds minimax's score.
    #[test]
    fn minimax_visits_what_perft_counts_in_chess960() {
        // Both sides may castle: White at the root, Black below it.
        for (fen, depth) in [
            (
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                3,
            ),
            (
                "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
                3,
            ),
            (
                "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
                3,
            ),
        ] {
            let start = fen::parse_chess960(fen).unwrap();
            let game = Game::from_position(start);
            let search = |algorithm| {
                let options = SearchOptions {
                    algorithm,
                    evaluator: Evaluator::Material,
                    limits: Limits::depth(depth),
                    ..SearchOptions::default()
                };
                Engine::new().search(&game, &options, |_| {})
            };
            let minimax = search(Algorithm::Minimax);
            let expected: u64 = (0..=depth).map(|d| perft(&start, d)).sum();
            assert_eq!(minimax.nodes, expected, "{fen}");
            assert_eq!(search(Algorithm::AlphaBeta).score, minimax.score, "{fen}");
        }
    }
}
