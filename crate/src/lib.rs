//! # ferrochess
//!
//! A chess rules library and engine over the `chess` crate's move
//! generator, built to run natively and in WebAssembly. The engine
//! ([`search`], [`eval`], [`book`], [`uci_protocol`]) is the default
//! feature `engine`; without it the crate is the rules alone, the small
//! wasm module of `import { Chess } from 'ferrochess'`.
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
//! Modules, one concept each: [`notation`], [`setup`], [`attacks`], [`castling`], [`castles`], [`move_effect`], [`position`], [`validate`], [`fen`], [`san`], [`uci`],
//! [`zobrist`], [`tree`], [`game`], [`move_info`], [`outcome`], [`pgn`], [`perft`], [`board_text`];
//! `wasm` is the JavaScript boundary (wasm32 only) and holds no chess logic;
//! `wasm_engine` is the engine's side of it.

pub mod attacks;
pub mod board_text;
#[cfg(feature = "engine")]
pub mod book;
pub mod castles;
pub mod castling;
pub mod editable;
#[cfg(feature = "engine")]
pub mod eval;
pub mod fen;
pub mod game;
#[cfg(feature = "engine")]
pub mod move_code;
pub mod move_effect;
pub mod move_info;
pub mod moves_to;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod position_error;
pub mod random;
pub mod san;
#[cfg(feature = "engine")]
pub mod search;
pub mod setup;
pub mod tree;
pub mod uci;
#[cfg(feature = "engine")]
pub mod uci_options;
#[cfg(feature = "engine")]
pub mod uci_protocol;
pub mod validate;
pub mod zobrist;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
#[cfg(all(target_arch = "wasm32", feature = "engine"))]
pub mod wasm_engine;

pub use chess;
pub use editable::EditableGame;
pub use fen::FenError;
pub use game::{Game, Ply};
pub use outcome::Outcome;
pub use pgn::PgnError;
pub use position::{Position, STARTING_FEN};
pub use san::SanError;
pub use setup::Setup;
pub use tree::MoveTree;
pub use uci::UciMoveError;

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
