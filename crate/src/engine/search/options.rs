//! What a search is asked (the algorithm, the evaluator, the limits, the
//! weakening, MultiPV) and what it answers (the move, its score and line,
//! progress along the way).

use std::fmt;
use std::str::FromStr;

use chess::ChessMove;

use super::{Limits, Score};
use crate::engine::eval::Evaluator;

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
    /// (0: off). Used by [`super::strength::Skill`]; overrides `randomness`.
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
/// use ferrochess::engine::search::line_count;
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
/// [`super::PROGRESS_INTERVAL_MS`] while it runs (between iterations, or within a
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
        self.best_move.map(crate::rules::uci::format_move)
    }
}
