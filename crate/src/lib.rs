//! # ferrochess
//!
//! A chess rules library (and, in later layers, engine) over the `chess`
//! crate's move generator, built to run natively and in WebAssembly.
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
//! Modules, one concept each: [`notation`], [`setup`], [`castling`], [`position`], [`fen`], [`san`], [`uci`],
//! [`zobrist`], [`tree`], [`game`], [`move_info`], [`outcome`], [`pgn`], [`perft`], [`board_text`];
//! `wasm` is the JavaScript boundary (wasm32 only) and holds no chess logic.

pub mod board_text;
pub mod book;
pub mod castling;
pub mod editable;
pub mod eval;
pub mod fen;
pub mod game;
pub mod move_info;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod random;
pub mod san;
pub mod search;
pub mod setup;
pub mod tree;
pub mod uci;
pub mod uci_protocol;
pub mod zobrist;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

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
