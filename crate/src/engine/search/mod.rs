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
//! use ferrochess::engine::search::{Engine, Limits, SearchOptions, Score};
//! use ferrochess::Game;
//!
//! // Mate in one: Qxf7#.
//! let game = Game::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4").unwrap();
//! let mut engine = Engine::new();
//! let result = engine.search(&game, &SearchOptions { limits: Limits::depth(3), ..Default::default() }, |_| {});
//! assert_eq!(result.best_move_uci().as_deref(), Some("f3f7"));
//! assert_eq!(result.score, Score::Mate(1));
//! ```
//!
//! The files, as in Stockfish's: [`Engine`], the front end (`engine.rs`);
//! the searcher behind it (`searcher.rs`, with its node searches in
//! `searcher/`); every tuned search number ([`params`]); weakened play
//! ([`strength`]); the time policy ([`limits`]); what a search is asked and
//! answers ([`SearchOptions`], [`SearchResult`]: `options.rs`).

mod budget;
pub mod check;
mod classic;
mod engine;
pub mod history;
pub mod levels;
pub mod limits;
mod options;
mod ordering;
pub mod params;
pub mod ratings;
mod request;
pub mod score;
mod searcher;
pub mod see;
mod smp;
pub mod strength;
pub mod tt;
pub mod wasm_threads;
pub mod wdl;

pub use budget::PROGRESS_INTERVAL_MS;
use engine::nps;
pub use engine::{max_threads, Engine};
pub use limits::{Clock, Limits, StopSignal, MAX_DEPTH};
pub use options::{
    line_count, Algorithm, Progress, PvLine, SearchInfo, SearchOptions, SearchResult,
    UnknownAlgorithm, CANDIDATE_LINES, MAX_MULTI_PV,
};
pub use request::{
    RequestError, SearchRequest, DEFAULT_NODES, MAX_MOVETIME, MAX_NODES, MAX_RANDOMNESS,
    MAX_THREADS,
};
pub use score::Score;
pub use tt::{TranspositionTable, DEFAULT_HASH_MB, MAX_HASH_MB};

#[cfg(test)]
use std::str::FromStr;

#[cfg(test)]
use chess::ChessMove;

#[cfg(test)]
use crate::engine::random::XorShift;

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
