//! Quiescence search: captures and promotions (every evasion in check),
//! ordered by MVV-LVA, delta- and SEE-pruned, so that the main search's
//! leaves are quiet.

use chess::{Board, MoveGen, EMPTY};

use super::{Searcher, MAX_PLY};
use crate::engine::search::ordering::{is_tactical, mvv_lva, sort_by_score};
use crate::engine::search::params::{DELTA_MARGIN, EN_PASSANT_GAIN};
use crate::engine::search::score::{INFINITY, MATE};
use crate::engine::search::see::piece_value;
use crate::engine::search::see::see_ge;
use crate::engine::search::tt::{Bound, Entry};

impl Searcher<'_, '_> {
    /// Quiescence search: captures and promotions only (all evasions when
    /// in check), so that leaves are quiet.
    pub(super) fn quiesce(&mut self, board: &Board, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if !self.enter(ply) {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return self.evaluate(board, ply);
        }
        let key = self.key(board, ply);
        let entry = self.tt.probe(key, ply);
        if let Some(e) = entry.filter(|e| e.cuts_off(alpha, beta)) {
            return e.score;
        }
        let original_alpha = alpha;
        let in_check = *board.checkers() != EMPTY;
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.evaluate(board, ply)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);

        let mut generator = MoveGen::new_legal(board);
        let mut moves = std::mem::take(&mut self.move_lists[ply]);
        moves.clear();
        if in_check {
            moves.extend(generator);
        } else {
            let targets = *board.color_combined(!board.side_to_move());
            generator.set_iterator_mask(targets);
            moves.extend(generator.by_ref());
            // Then everything else that is tactical: promotions, en passant.
            generator.set_iterator_mask(!EMPTY);
            moves.extend(generator.filter(|&mv| is_tactical(board, mv)));
        }
        if in_check && moves.is_empty() {
            self.move_lists[ply] = moves;
            return -MATE + ply as i32;
        }
        sort_by_score(&mut moves, &mut self.scratch, |mv| mvv_lva(board, mv));
        let mut best = stand_pat;
        let mut best_move = None;
        for &mv in moves.iter() {
            if !in_check && mv.get_promotion().is_none() {
                // Delta pruning: even winning this piece cannot reach alpha.
                let gain = board
                    .piece_on(mv.get_dest())
                    .map_or(EN_PASSANT_GAIN, piece_value);
                if stand_pat + gain + DELTA_MARGIN < alpha {
                    continue;
                }
                // A capture that loses material in the exchange is skipped.
                if !see_ge(board, mv, 0) {
                    continue;
                }
            }
            let child = self.play(board, mv, ply);
            self.tt.prefetch(self.key(&child, ply + 1));
            self.make(ply, board, mv);
            let score = -self.quiesce(&child, ply + 1, -beta, -alpha);
            if self.budget.aborted() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                }
            }
            if alpha >= beta {
                break;
            }
        }
        self.move_lists[ply] = moves;
        let bound = Bound::of(best, original_alpha, beta);
        // A deeper search's entry for this position is worth more.
        if entry.is_none_or(|e| e.depth <= 0) {
            self.tt.store(
                key,
                ply,
                Entry {
                    mv: best_move,
                    score: best,
                    depth: 0,
                    bound,
                    pv: false,
                },
            );
        }
        best
    }
}
