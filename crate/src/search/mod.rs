//! Search: from a game to its best move, with selectable algorithms.
//!
//! | algorithm | what it is |
//! |---|---|
//! | `random` | a uniformly random legal move |
//! | `minimax` | plain depth-limited minimax, counting nodes |
//! | `alphabeta` | plain alpha-beta: minimax's score with far fewer nodes |
//! | `default` | PVS with iterative deepening, aspiration, TT, quiescence, killers, counter moves, history and continuation history, null move, LMR, singular extensions |
//!
//! ```
//! use ferrochess::search::{Engine, Limits, SearchOptions, Score};
//! use ferrochess::Game;
//!
//! // Mate in one: Qxf7#.
//! let game = Game::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4").unwrap();
//! let mut engine = Engine::new();
//! let result = engine.search(&game, &SearchOptions { limits: Limits::depth(3), ..Default::default() }, |_| {});
//! assert_eq!(result.best_move_uci().as_deref(), Some("f3f7"));
//! assert_eq!(result.score, Score::Mate(1));
//! ```

mod budget;
pub mod check;
mod classic;
mod engine;
pub mod history;
pub mod levels;
pub mod limits;
mod ordering;
pub mod ratings;
mod request;
pub mod score;
pub mod see;
mod smp;
pub mod strength;
pub mod tt;
pub mod wasm_threads;

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use chess::ChessMove;

pub use budget::PROGRESS_INTERVAL_MS;
pub use limits::{Clock, Limits, StopSignal, MAX_DEPTH};
pub use request::{
    RequestError, SearchRequest, DEFAULT_NODES, MAX_MOVETIME, MAX_NODES, MAX_RANDOMNESS,
};
pub use score::Score;
pub use tt::{TranspositionTable, DEFAULT_HASH_MB, MAX_HASH_MB};

use crate::eval::Evaluator;
use crate::game::Game;
use crate::position::Position;
use crate::random::XorShift;
use budget::Budget;
use limits::Deadline;
use score::INFINITY;

/// A selectable search algorithm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// A random legal move.
    Random,
    /// Plain minimax.
    Minimax,
    /// Plain alpha-beta.
    AlphaBeta,
    /// The full engine.
    #[default]
    Default,
}

impl Algorithm {
    /// Every algorithm.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Random,
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Default,
    ];

    /// The name `FromStr` accepts.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Random => "random",
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Default => "default",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An algorithm name that is not one of [`Algorithm::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAlgorithm(pub String);

impl fmt::Display for UnknownAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown algorithm {:?}: expected one of random, minimax, alphabeta, default",
            self.0.chars().take(32).collect::<String>()
        )
    }
}

impl std::error::Error for UnknownAlgorithm {}

impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| UnknownAlgorithm(s.to_string()))
    }
}

/// How to search.
#[derive(Clone, Debug, Default)]
pub struct SearchOptions {
    pub algorithm: Algorithm,
    pub evaluator: Evaluator,
    pub limits: Limits,
    /// Pick at random among root moves scoring within this many centipawns
    /// of the best (0: always the best move).
    pub randomness: u32,
    /// Choose among all root moves at random, a move `d` centipawns below
    /// the best with weight `exp(-d / temperature)`, as weaker players do
    /// (0: off). Used by [`strength::Skill`]; overrides `randomness`.
    pub temperature: u32,
    /// Play a move from the opening book when the position is in it.
    pub book: bool,
    /// How many lines to search and report (MultiPV): the best move's,
    /// then the best of the other moves', and so on, up to
    /// [`MAX_MULTI_PV`]; 0 and 1 both mean one. Only the `default`
    /// algorithm searches more than one; extra lines cost time.
    pub multi_pv: u32,
}

/// The most lines a MultiPV search reports.
pub const MAX_MULTI_PV: u32 = 32;

/// How many of its best moves a weakened search (a temperature or a
/// randomness margin) scores fully, as MultiPV lines, to choose among.
pub const CANDIDATE_LINES: u32 = 3;

/// How many lines each iteration of a search with `multi_pv` reports in a
/// position with `legal_moves` legal moves: one per line asked for (at
/// least one, at most [`MAX_MULTI_PV`]), but never more than the moves.
///
/// ```
/// use ferrochess::search::line_count;
///
/// assert_eq!(line_count(3, 20), 3);
/// assert_eq!(line_count(0, 20), 1);
/// assert_eq!(line_count(5, 2), 2);
/// ```
pub fn line_count(multi_pv: u32, legal_moves: usize) -> usize {
    (multi_pv.clamp(1, MAX_MULTI_PV) as usize)
        .min(legal_moves)
        .max(1)
}

/// Progress of a search, reported after each completed iteration (once
/// per line in a MultiPV search).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Which line this is, from 1 (the best).
    pub multipv: u32,
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub nps: u64,
    pub pv: Vec<ChessMove>,
}

/// Progress of a running search, reported every
/// [`PROGRESS_INTERVAL_MS`] while it runs (between iterations, or within a
/// long one), so a caller can show it is alive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub nodes: u64,
    pub time_ms: u64,
    pub nps: u64,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move.
    pub best_move: Option<ChessMove>,
    pub score: Score,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time_ms: u64,
    pub nps: u64,
    pub pv: Vec<ChessMove>,
    /// Every line of the last completed iteration, best first (more than
    /// one in a MultiPV search); the first is `score` and `pv`.
    pub lines: Vec<PvLine>,
    /// Whether the move came from the opening book (no search was run).
    pub from_book: bool,
}

/// One line of a search: a root move's score and principal variation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PvLine {
    pub score: Score,
    pub pv: Vec<ChessMove>,
}

impl SearchResult {
    /// The best move in UCI notation.
    pub fn best_move_uci(&self) -> Option<String> {
        self.best_move.map(crate::uci::format_move)
    }
}

/// Calls `visit` with each position, and each of its legal moves, along
/// `games` random games of at most `plies` plies from each FEN of
/// `starts`, the moves drawn by a [`XorShift`] started at `seed`: the same
/// games every run. For property tests of move-level shortcuts.
#[cfg(test)]
fn every_move_along_random_games(
    starts: &[&str],
    games: usize,
    plies: usize,
    seed: u64,
    mut visit: impl FnMut(&chess::Board, ChessMove),
) {
    let mut rng = XorShift::new(seed);
    for fen in starts {
        for _game in 0..games {
            let mut board = chess::Board::from_str(fen).expect("a valid FEN");
            for _ply in 0..plies {
                let moves: Vec<ChessMove> = chess::MoveGen::new_legal(&board).collect();
                if moves.is_empty() {
                    break;
                }
                for &mv in &moves {
                    visit(&board, mv);
                }
                board = board.make_move_new(moves[rng.below(moves.len())]);
            }
        }
    }
}

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

fn nps(nodes: u64, ms: u64) -> u64 {
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
    /// [`PROGRESS_INTERVAL_MS`] while the search runs (any algorithm).
    ///
    /// ```
    /// use ferrochess::search::{Engine, Limits, SearchOptions};
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
    /// use ferrochess::search::{Engine, Limits, SearchOptions};
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
        // The book's moves are standard chess's (its castling e1g1).
        if options.book && !root.is_chess960() {
            if let Some(mv) = crate::book::pick(&root, rng.next_u64()) {
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
                let moves = root.legal_moves();
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
        let legal = root.legal_moves();
        let mut scored = Vec::new();
        let mut best = -INFINITY;
        for &mv in &legal {
            // (Inside, these searches know no Chess960 castling.)
            let child = root.play_unchecked(mv).board;
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
        let best_move = pick(&scored, options.randomness, rng).or(legal.first().copied());
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
        let reported = line_count(options.multi_pv, root.legal_moves().len());
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
                nodes: &helper_nodes,
            },
            || {
                let mut learnt = self.history.take().unwrap_or_default();
                learnt.age();
                let mut searcher = engine::Searcher::new(
                    options.evaluator,
                    &self.tt,
                    budget,
                    history.clone(),
                    learnt,
                );
                searcher.multi_pv = searched_lines;
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
        let legal = root.legal_moves();
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
        let mut best_move = best_move;
        if choosing && depth > 0 && legal.len() > 1 {
            // The candidates: the searched lines with their scores, then
            // every other move scored by a shallow search (cheap next to
            // the main one) and capped just below the last searched line,
            // which the main search found better.
            let cap = searched.iter().map(|&(_, s)| s).min().unwrap_or(0) - 1;
            let scoring_depth = depth.saturating_sub(1).clamp(1, 3) as i32;
            let mut no_progress = |_: &Progress| {};
            let unbounded = Budget::new(
                Deadline::new(&Limits::depth(scoring_depth as u32), true),
                StopSignal::new(),
                &mut no_progress,
            );
            let mut scorer = engine::Searcher::new(
                options.evaluator,
                &self.tt,
                unbounded,
                history,
                history::History::new(),
            );
            let mut scored = searched.clone();
            for &mv in legal
                .iter()
                .filter(|mv| !searched.iter().any(|(m, _)| m == *mv))
            {
                let child = Position {
                    halfmove_clock: 0,
                    fullmove_number: 1,
                    ..root.play_unchecked(mv)
                };
                scored.push((
                    mv,
                    (-scorer.score_position(&child, scoring_depth - 1)).min(cap),
                ));
            }
            best_move = if options.temperature > 0 {
                // The temperature is in hundredths of a pawn as this
                // evaluator values one (Evaluator::pawn_value), so that
                // a rescaled net plays at the same strength.
                let pawn = f64::from(options.evaluator.pawn_value());
                pick_softmax(&scored, f64::from(options.temperature) * pawn / 100.0, rng)
            } else {
                pick(&scored, options.randomness, rng)
            }
            .or(best_move);
        }
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

/// The best-scoring move, or a random one among those within `margin`.
fn pick(scored: &[(ChessMove, i32)], margin: u32, rng: &mut XorShift) -> Option<ChessMove> {
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let candidates: Vec<ChessMove> = scored
        .iter()
        .filter(|&&(_, s)| s >= best.saturating_sub(margin as i32))
        .map(|&(mv, _)| mv)
        .collect();
    if margin == 0 {
        return candidates.first().copied();
    }
    Some(candidates[rng.below(candidates.len())])
}

/// A move drawn with weight `exp(-(best - score) / temperature)`.
fn pick_softmax(
    scored: &[(ChessMove, i32)],
    temperature: f64,
    rng: &mut XorShift,
) -> Option<ChessMove> {
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let weight = |score: i32| (-f64::from(best - score) / temperature.max(1.0)).exp();
    let total: f64 = scored.iter().map(|&(_, s)| weight(s)).sum();
    let mut target = rng.unit() * total;
    for &(mv, score) in scored {
        target -= weight(score);
        if target < 0.0 {
            return Some(mv);
        }
    }
    scored.last().map(|&(mv, _)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(uci: &[&str]) -> Vec<ChessMove> {
        uci.iter().map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn softmax_choice_follows_the_score_gaps() {
        // Scores 0, -100, -300 at temperature 100: weights 1, e^-1, e^-3.
        let mv = moves(&["e2e4", "d2d4", "g1h3"]);
        let scored = [(mv[0], 0), (mv[1], -100), (mv[2], -300)];
        let mut rng = XorShift::new(0x1234_5678_9ABC_DEF1);
        let mut counts = [0u32; 3];
        let draws = 20_000;
        for _ in 0..draws {
            let chosen = pick_softmax(&scored, 100.0, &mut rng).unwrap();
            counts[mv.iter().position(|&m| m == chosen).unwrap()] += 1;
        }
        let total = 1.0 + (-1f64).exp() + (-3f64).exp();
        let expected = [1.0 / total, (-1f64).exp() / total, (-3f64).exp() / total];
        for (count, p) in counts.iter().zip(expected) {
            let share = f64::from(*count) / f64::from(draws);
            assert!((share - p).abs() < 0.015, "{counts:?} vs {expected:?}");
        }
    }

    #[test]
    fn a_cold_softmax_plays_the_best_move() {
        let mv = moves(&["e2e4", "d2d4"]);
        let mut rng = XorShift::new(99);
        for _ in 0..1000 {
            let chosen = pick_softmax(&[(mv[0], -40), (mv[1], 0)], 1.0, &mut rng);
            assert_eq!(chosen, Some(mv[1]));
        }
    }
}
