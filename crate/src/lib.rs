//! # ferrochess
//!
//! A chess rules library and engine over the `chess` crate's move
//! generator, built to run natively and in WebAssembly, in three layers:
//!
//! - [`rules`]: the rules of chess and its notations (positions, FEN, SAN,
//!   UCI moves, games and their trees, PGN);
//! - [`engine`] (the default feature `engine`): search, evaluation, the
//!   opening book, the UCI protocol; without the feature the crate is the
//!   rules alone, the small wasm module of `import { Chess } from 'ferrochess'`;
//! - `wasm` (wasm32 only): the JavaScript boundary of both, which holds no
//!   chess logic.
//!
//! The rules layer adds what `chess` lacks: clocks, validated FEN with
//! precise errors, SAN in and out, game history with undo, FIDE repetition
//! counting, game-end detection as chess.js defines it, and PGN.
//!
//! ```
//! use ferrochess::{Game, Outcome};
//!
//! let mut game = Game::new();
//! for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
//!     game.play_san(san, true).unwrap();
//! }
//! assert!(game.position().is_checkmate());
//! assert_eq!(game.outcome().unwrap().result(), "1-0");
//! game.undo();
//! assert_eq!(game.outcome(), None);
//! ```
//!
pub mod rules;

#[cfg(feature = "engine")]
pub mod engine;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use chess;
pub use rules::editable::EditableGame;
pub use rules::fen::FenError;
pub use rules::game::{Game, Ply};
pub use rules::outcome::Outcome;
pub use rules::pgn::PgnError;
pub use rules::position::{Position, STARTING_FEN};
pub use rules::san::SanError;
pub use rules::setup::Setup;
pub use rules::tree::MoveTree;
pub use rules::uci::UciMoveError;

/// The rules module allocates with talc: reading a lichess export through
/// `readGames` (a comment a move, a game's nodes freed with it) ran 3-4%
/// faster than with Rust's default dlmalloc (86.6-89.0 against 90.5-91.5
/// MB/s, alternating runs), and the module is 1.2 KB smaller gzipped. The
/// engine modules keep the default: the engine made 2.2 KB larger, its search
/// hardly allocating, and talc's wasm allocator takes no lock (the threaded
/// build shares its memory).
#[cfg(all(target_arch = "wasm32", not(feature = "engine")))]
#[global_allocator]
static ALLOCATOR: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };
