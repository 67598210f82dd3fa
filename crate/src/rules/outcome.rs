//! How a game ends, exactly as chess.js defines it.
//!
//! ```
//! use ferrochess::{Game, Outcome};
//! use chess::Color;
//!
//! let mut game = Game::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san, true).unwrap();
//! }
//! assert_eq!(game.outcome(), Some(Outcome::Checkmate { winner: Color::Black }));
//! assert_eq!(game.outcome().unwrap().result(), "0-1");
//! ```

use std::fmt;

use chess::Color;

/// The reason a game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The side to move is checkmated.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can possibly mate (see
    /// [`crate::Position::is_insufficient_material`]).
    InsufficientMaterial,
    /// The current position has occurred three times.
    ThreefoldRepetition,
    /// 100 plies without a capture or pawn move.
    FiftyMoves,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self {
            Outcome::Checkmate {
                winner: Color::White,
            } => "1-0",
            Outcome::Checkmate {
                winner: Color::Black,
            } => "0-1",
            _ => "1/2-1/2",
        }
    }

    /// Whether the game is drawn.
    pub fn is_draw(&self) -> bool {
        !matches!(self, Outcome::Checkmate { .. })
    }

    /// A stable machine-readable name: `checkmate`, `stalemate`,
    /// `insufficient_material`, `threefold_repetition`, `fifty_moves`.
    pub fn reason(&self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::InsufficientMaterial => "insufficient_material",
            Outcome::ThreefoldRepetition => "threefold_repetition",
            Outcome::FiftyMoves => "fifty_moves",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Checkmate {
                winner: Color::White,
            } => f.write_str("white wins by checkmate"),
            Outcome::Checkmate {
                winner: Color::Black,
            } => f.write_str("black wins by checkmate"),
            Outcome::Stalemate => f.write_str("draw by stalemate"),
            Outcome::InsufficientMaterial => f.write_str("draw by insufficient material"),
            Outcome::ThreefoldRepetition => f.write_str("draw by threefold repetition"),
            Outcome::FiftyMoves => f.write_str("draw by the fifty-move rule"),
        }
    }
}
