//! The engine's front end: a transposition table, the quiet-move history
//! and a stop signal kept across searches, the threads, and one search from
//! a game to its move (the opening book, the classic algorithms, or the
//! `default` search with Lazy SMP helpers and, below full strength, a
//! weakened choice among its best lines).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use chess::ChessMove;

use super::budget::Budget;
use super::limits::{root_moves, Deadline};
use super::score::{self, INFINITY};
use super::{
    classic, history, line_count, searcher, smp, strength, wasm_threads, Algorithm, Progress,
    PvLine, Score, SearchInfo, SearchOptions, SearchResult, StopSignal, TranspositionTable,
    CANDIDATE_LINES, DEFAULT_HASH_MB,
};
use crate::engine::random::XorShift;
use crate::rules::game::Game;
use crate::rules::position::Position;

/// The engine: a transposition table, the quiet-move history and a stop
/// signal kept across searches, and how many threads search.
pub struct Engine {
    tt: TranspositionTable,
    /// The main thread's quiet-move history, kept across searches (`None`
    /// until the first search of a game).
    history: Option<history::History>,
    stop: StopSignal,
    threads: usize,
}

/// The most search threads this build can run: the machine's cores
/// natively; in wasm 1, plus the helper pool of the threaded build once it
/// is started (threads there need a cross-origin-isolated page).
pub fn max_threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        wasm_threads::pool_threads() + 1
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}

impl Default for Engine {
    fn default() -> Self {
        Self::new()
    }
}

/// Nodes a second, from `nodes` searched in `ms` milliseconds.
pub(super) fn nps(nodes: u64, ms: u64) -> u64 {
    nodes * 1000 / ms.max(1)
}

impl Engine {
    /// An engine with a [`DEFAULT_HASH_MB`] transposition table.
    pub fn new() -> Self {
        Self::with_hash(DEFAULT_HASH_MB)
    }

    /// An engine with a transposition table of `megabytes` MiB.
    pub fn with_hash(megabytes: usize) -> Self {
        Engine {
            tt: TranspositionTable::new(megabytes),
            history: None,
            stop: StopSignal::new(),
            threads: 1,
        }
    }

    /// Sets how many threads search (clamped to 1..=[`max_threads`]).
    ///
    /// With more than one, the default algorithm runs Lazy SMP: helper
    /// threads search the same position, sharing the transposition table,
    /// and the main thread's result is played. Searches with a node limit
    /// (levels and ratings below full strength) always run on one thread,
    /// so they play the same everywhere.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, max_threads());
    }

    /// How many threads search.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash(&mut self, megabytes: usize) {
        self.tt = TranspositionTable::new(megabytes);
    }

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history = None;
    }

    /// A handle that stops the running search from another thread.
    pub fn stop_signal(&self) -> StopSignal {
        self.stop.clone()
    }

    /// Searches the game's current position. `on_info` is called after each
    /// completed iteration of the default algorithm.
    pub fn search(
        &mut self,
        game: &Game,
        options: &SearchOptions,
        on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_with_progress(game, options, on_info, |_| {})
    }

    /// [`Engine::search`], also calling `on_progress` every
    /// [`super::PROGRESS_INTERVAL_MS`] while the search runs (any algorithm).
    ///
    /// ```
    /// use ferrochess::engine::search::{Engine, Limits, SearchOptions};
    /// use ferrochess::Game;
    ///
    /// let mut reports = 0;
    /// let options = SearchOptions { limits: Limits::movetime(1200), ..Default::default() };
    /// Engine::new().search_with_progress(&Game::new(), &options, |_| {}, |_| reports += 1);
    /// assert!(reports >= 1);
    /// ```
    pub fn search_with_progress(
        &mut self,
        game: &Game,
        options: &SearchOptions,
        on_info: impl FnMut(&SearchInfo),
        on_progress: impl FnMut(&Progress),
    ) -> SearchResult {
        self.search_until(game, options, on_info, on_progress, &|| false)
    }

    /// [`Engine::search_with_progress`], also asking `stop_requested`
    /// about once a millisecond (every 1024 nodes) whether to stop: when
    /// it answers true, the search ends as after [`StopSignal::stop`], with
    /// the last completed iteration's move. The thread that called
    /// `search_until` is the only one that asks.
    ///
    /// ```
    /// use std::cell::Cell;
    /// use ferrochess::engine::search::{Engine, Limits, SearchOptions};
    /// use ferrochess::Game;
    ///
    /// let asked = Cell::new(0);
    /// let options = SearchOptions { limits: Limits::movetime(60_000), ..Default::default() };
    /// let result = Engine::new().search_until(&Game::new(), &options, |_| {}, |_| {}, &|| {
    ///     asked.set(asked.get() + 1);
    ///     asked.get() > 200
    /// });
    /// assert!(result.best_move.is_some() && result.time_ms < 60_000);
    /// ```
    pub fn search_until(
        &mut self,
        game: &Game,
        options: &SearchOptions,
        mut on_info: impl FnMut(&SearchInfo),
        mut on_progress: impl FnMut(&Progress),
        stop_requested: &dyn Fn() -> bool,
    ) -> SearchResult {
        let mut result = self.search_once(
            game,
            options,
            &mut on_info,
            &mut on_progress,
            stop_requested,
        );
        if result.lines.is_empty() && !result.pv.is_empty() {
            result.lines.push(PvLine {
                score: result.score,
                pv: result.pv.clone(),
            });
        }
        result
    }

    fn search_once(
        &mut self,
        game: &Game,
        options: &SearchOptions,
        on_info: &mut impl FnMut(&SearchInfo),
        mut on_progress: impl FnMut(&Progress),
        stop_requested: &dyn Fn() -> bool,
    ) -> SearchResult {
        self.stop.reset();
        let root = *game.position();
        let deadline = Deadline::new(&options.limits, root.turn() == chess::Color::White);
        let mut rng = XorShift::from_system();
        // The book's moves are standard chess's (its castling e1g1); a
        // search told which root moves to choose from does not open it.
        if options.book && !root.is_chess960() && options.limits.search_moves.is_empty() {
            if let Some(mv) = crate::engine::book::pick(&root, rng.next_u64()) {
                return SearchResult {
                    best_move: Some(mv),
                    score: Score::Cp(0),
                    depth: 0,
                    seldepth: 0,
                    nodes: 0,
                    time_ms: deadline.elapsed().as_millis() as u64,
                    nps: 0,
                    pv: vec![mv],
                    lines: Vec::new(),
                    from_book: true,
                };
            }
        }
        match options.algorithm {
            Algorithm::Random => {
                let moves = root_moves(&root, &options.limits);
                let best_move = (!moves.is_empty()).then(|| moves[rng.below(moves.len())]);
                SearchResult {
                    best_move,
                    score: Score::Cp(0),
                    depth: 0,
                    seldepth: 0,
                    nodes: 1,
                    time_ms: deadline.elapsed().as_millis() as u64,
                    nps: 0,
                    pv: best_move.into_iter().collect(),
                    lines: Vec::new(),
                    from_book: false,
                }
            }
            Algorithm::Minimax | Algorithm::AlphaBeta => {
                let depth = options.limits.depth.unwrap_or(3).clamp(1, 8);
                let mut budget = Budget::new(deadline, self.stop.clone(), &mut on_progress);
                budget.stop_requested = Some(stop_requested);
                Self::classic(&root, options, depth, &mut rng, budget)
            }
            Algorithm::Default => {
                let mut budget = Budget::new(deadline, self.stop.clone(), &mut on_progress);
                budget.stop_requested = Some(stop_requested);
                self.principal_variation_search(game, options, budget, &mut rng, on_info)
            }
        }
    }

    /// Minimax or alpha-beta to a fixed depth. If a limit or the stop
    /// signal cuts it short, it chooses among the root moves it finished
    /// (the first legal move if none).
    fn classic(
        root: &Position,
        options: &SearchOptions,
        depth: u32,
        rng: &mut XorShift,
        mut budget: Budget,
    ) -> SearchResult {
        let start = budget.deadline.start;
        budget.nodes = 1; // the root
        let mut classic = classic::Classic {
            evaluator: options.evaluator,
            budget,
        };
        let legal = root_moves(root, &options.limits);
        let mut scored = Vec::new();
        let mut best = -INFINITY;
        for &mv in &legal {
            let child = root.play_unchecked(mv);
            let score = match options.algorithm {
                Algorithm::Minimax => -classic.minimax(&child, depth - 1, 1),
                // Scores of moves worse than the best are bounds, which is
                // all that choosing the best needs; randomness needs exact
                // scores within its margin, hence the widened window.
                _ => {
                    let alpha = best
                        .saturating_sub(options.randomness as i32 + 1)
                        .max(-INFINITY);
                    -classic.alphabeta(&child, depth - 1, 1, -INFINITY, -alpha)
                }
            };
            if classic.budget.aborted() {
                break;
            }
            best = best.max(score);
            scored.push((mv, score));
        }
        let best_move = strength::pick(&scored, options.randomness, rng).or(legal.first().copied());
        let score = if scored.is_empty() && !legal.is_empty() {
            0
        } else {
            best.max(-score::MATE)
        };
        let nodes = classic.budget.nodes;
        let time_ms = start.elapsed().as_millis() as u64;
        SearchResult {
            best_move,
            score: Score::from_internal(score),
            depth,
            seldepth: depth,
            nodes,
            time_ms,
            nps: nps(nodes, time_ms),
            pv: best_move.into_iter().collect(),
            lines: Vec::new(),
            from_book: false,
        }
    }

    fn principal_variation_search(
        &mut self,
        game: &Game,
        options: &SearchOptions,
        budget: Budget,
        rng: &mut XorShift,
        on_info: &mut impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let root = *game.position();
        // Hashes of the game so far, for repetitions across the root.
        let mut history: Vec<u64> = game.plies().iter().map(|p| p.before.search_key()).collect();
        history.push(root.search_key());
        let start = budget.deadline.start;
        // A weakened choice (a temperature or a randomness margin) draws
        // from the best CANDIDATE_LINES moves as the search itself scores
        // them (MultiPV), so that a small temperature plays the search's
        // move nearly always; the lines beyond those asked for are not
        // reported.
        let choosing = options.randomness > 0 || options.temperature > 0;
        // The moves to choose from: every legal one, or those `searchmoves` named.
        let legal = root_moves(&root, &options.limits);
        let root_only = if legal.len() < root.legal_moves().len() {
            legal.clone()
        } else {
            Vec::new()
        };
        let reported = line_count(options.multi_pv, legal.len());
        let searched_lines = if choosing {
            options.multi_pv.max(CANDIDATE_LINES)
        } else {
            options.multi_pv
        };
        let helpers = if options.limits.nodes.is_none() && options.limits.soft_nodes.is_none() {
            self.threads - 1
        } else {
            0
        };
        // Nodes the Lazy SMP helpers search, added to the main thread's.
        let helper_nodes = Arc::new(AtomicU64::new(0));
        let mut budget = budget;
        budget.others = Some(helper_nodes.clone());
        let (last, main_nodes, seldepth) = smp::with_helpers(
            helpers,
            &smp::Helper {
                evaluator: options.evaluator,
                tt: &self.tt,
                root: &root,
                history: &history,
                max_depth: budget.deadline.max_depth,
                root_only: &root_only,
                nodes: &helper_nodes,
            },
            || {
                let mut learnt = self.history.take().unwrap_or_default();
                learnt.age();
                let mut searcher = searcher::Searcher::new(
                    options.evaluator,
                    &self.tt,
                    budget,
                    history.clone(),
                    learnt,
                );
                searcher.multi_pv = searched_lines;
                searcher.root_only = root_only.clone();
                let last = searcher.iterate(&root, |iteration, s| {
                    let time_ms = start.elapsed().as_millis() as u64;
                    let nodes = s.budget.nodes + helper_nodes.load(Ordering::Relaxed);
                    for (index, line) in iteration.lines.iter().take(reported).enumerate() {
                        on_info(&SearchInfo {
                            multipv: index as u32 + 1,
                            depth: iteration.depth,
                            seldepth: s.seldepth as u32,
                            score: Score::from_internal(line.score),
                            nodes,
                            time_ms,
                            nps: nps(nodes, time_ms),
                            pv: line.pv.clone(),
                        });
                    }
                });
                let (nodes, seldepth) = (searcher.budget.nodes, searcher.seldepth as u32);
                self.history = Some(searcher.into_history());
                (last, nodes, seldepth)
            },
        );
        let nodes = main_nodes + helper_nodes.load(Ordering::Relaxed);
        let time_ms = start.elapsed().as_millis() as u64;
        let lines: Vec<PvLine> = last.as_ref().map_or(Vec::new(), |it| {
            it.lines
                .iter()
                .take(reported)
                .map(|line| PvLine {
                    score: Score::from_internal(line.score),
                    pv: line.pv.clone(),
                })
                .collect()
        });
        // Every searched line's move and score: a weakened choice's candidates.
        let searched: Vec<(ChessMove, i32)> = last
            .as_ref()
            .map(|it| {
                it.lines
                    .iter()
                    .filter_map(|line| Some((*line.pv.first()?, line.score)))
                    .collect()
            })
            .unwrap_or_default();
        let (best_move, score, depth, pv) = match last {
            Some(it) => (it.pv.first().copied(), it.score, it.depth, it.pv),
            // Stopped before depth 1 finished (cannot happen: depth 1 is not
            // abortable), or no legal move at all.
            None => (
                legal.first().copied(),
                0,
                0,
                legal.first().copied().into_iter().collect(),
            ),
        };
        let best_move = if choosing && depth > 0 && legal.len() > 1 {
            strength::weakened_choice(
                &root, &legal, &searched, depth, options, &self.tt, history, rng,
            )
            .or(best_move)
        } else {
            best_move
        };
        SearchResult {
            best_move,
            score: Score::from_internal(score),
            depth,
            seldepth,
            nodes,
            time_ms,
            nps: nps(nodes, time_ms),
            pv,
            lines,
            from_book: false,
        }
    }
}
