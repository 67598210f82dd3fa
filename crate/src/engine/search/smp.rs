//! Lazy SMP: helper threads search the same root as the main thread,
//! sharing its transposition table, so the main search finds more of its
//! tree already searched. Helpers differ a little (every other one searches
//! one ply deeper each iteration) so they do not all walk the same tree
//! in step. Only the main thread's result is played; helpers stop when it
//! ends.
//!
//! The table is safe to share without locks (see [`super::tt`]); all else
//! (history, killers, the net's accumulators) belongs to each thread.

use std::sync::atomic::AtomicU64;
use std::sync::Arc;

use chess::ChessMove;

use super::budget::Budget;
use super::history::History;
use super::limits::{Deadline, Limits, StopSignal};
use super::searcher::Searcher;
use super::tt::TranspositionTable;
use super::Progress;
use crate::engine::eval::Evaluator;
use crate::rules::position::Position;

/// What every helper needs to search the main thread's position.
pub(crate) struct Helper<'a> {
    pub evaluator: Evaluator,
    pub tt: &'a TranspositionTable,
    pub root: &'a Position,
    /// Hashes of the game so far, ending with the root.
    pub history: &'a [u64],
    pub max_depth: u32,
    /// The only root moves searched (empty: all).
    pub root_only: &'a [ChessMove],
    /// Where helpers add the nodes they search.
    pub nodes: &'a Arc<AtomicU64>,
}

impl Helper<'_> {
    /// Searches until `stop` is set or the depth limit is reached.
    fn search(&self, id: usize, stop: StopSignal) {
        let mut no_progress = |_: &Progress| {};
        let limits = Limits {
            depth: Some(self.max_depth),
            ..Limits::default()
        };
        let mut budget = Budget::new(Deadline::new(&limits, true), stop, &mut no_progress);
        budget.publish_to = Some(self.nodes.clone());
        let mut searcher = Searcher::new(
            self.evaluator,
            self.tt,
            budget,
            self.history.to_vec(),
            History::new(),
        );
        searcher.depth_offset = (id % 2) as u32;
        searcher.root_only = self.root_only.to_vec();
        searcher.iterate(self.root, |_, _| {});
        searcher.budget.publish_nodes();
    }
}

/// Runs `main` on this thread with `count` helpers searching beside it,
/// and stops them when `main` returns. Natively the helpers are scoped
/// threads; in the threaded wasm build they are tasks on the Web Worker
/// pool (see [`super::wasm_threads`]), while `main` stays on the calling
/// thread, which owns the JS callbacks.
pub(crate) fn with_helpers<R>(count: usize, helper: &Helper, main: impl FnOnce() -> R) -> R {
    if count == 0 {
        return main();
    }
    let stop = StopSignal::new();
    #[cfg(feature = "threads")]
    {
        rayon_core::in_place_scope(|scope| {
            for id in 1..=count {
                let stop = stop.clone();
                scope.spawn(move |_| helper.search(id, stop));
            }
            let result = main();
            stop.stop();
            result
        })
    }
    #[cfg(not(feature = "threads"))]
    std::thread::scope(|scope| {
        for id in 1..=count {
            let stop = stop.clone();
            scope.spawn(move || helper.search(id, stop));
        }
        let result = main();
        stop.stop();
        result
    })
}
