//! ProbCut: before a node's moves, the captures that win enough by
//! exchange are tried in a shallower search against a raised beta; one
//! that beats it cuts the node off (the full search would very likely fail
//! high too). The depths and margin are in [`crate::engine::search::params`].

use chess::{Board, MoveGen};

use super::Searcher;
use crate::engine::search::ordering::{mvv_lva, sort_by_score};
use crate::engine::search::see::see_ge;
use crate::engine::search::tt::{Bound, Entry};

impl Searcher<'_, '_> {
    /// ProbCut's search of the captures of `board` (at `ply`, its table key
    /// `key`) that win at least `probcut_beta - static_eval` by exchange:
    /// each is answered by quiescence, then, if it still beats
    /// `probcut_beta`, by a search to `depth - 1`. Returns the score of the first that beats it (and
    /// stores it as a lower bound), or `None`.
    pub(super) fn probcut(
        &mut self,
        board: &Board,
        key: u64,
        ply: usize,
        probcut_beta: i32,
        depth: i32,
        static_eval: i32,
    ) -> Option<i32> {
        let mut captures = std::mem::take(&mut self.move_lists[ply]);
        captures.clear();
        let mut generator = MoveGen::new_legal(board);
        generator.set_iterator_mask(*board.color_combined(!board.side_to_move()));
        captures.extend(generator);
        sort_by_score(&mut captures, &mut self.scratch, |mv| mvv_lva(board, mv));
        let mut found = None;
        for &mv in captures.iter() {
            if !see_ge(board, mv, probcut_beta - static_eval) {
                continue;
            }
            let child = self.enter_child(board, mv, ply);
            let mut score = -self.quiesce(&child, ply + 1, -probcut_beta, -probcut_beta + 1);
            if score >= probcut_beta {
                score = -self.negamax(
                    &child,
                    0,
                    depth - 1,
                    ply + 1,
                    -probcut_beta,
                    -probcut_beta + 1,
                    true,
                );
            }
            self.path.pop();
            if self.budget.aborted() {
                break;
            }
            if score >= probcut_beta {
                self.tt.store(
                    key,
                    ply,
                    Entry {
                        mv: Some(mv),
                        score,
                        depth,
                        bound: Bound::Lower,
                        pv: false,
                    },
                );
                found = Some(score);
                break;
            }
        }
        self.move_lists[ply] = captures;
        found
    }
}
