//! Why a position is not legal chess: the rule a [`crate::rules::setup::Setup`]
//! breaks (a board editor's, or a FEN's once it has read as a FEN), apart
//! from [`crate::rules::fen::FenError`], which says why a text is not a FEN.
//!
//! ```
//! use ferrochess::chess::{Color, Piece, Square};
//! use ferrochess::rules::position::PositionError;
//! use ferrochess::rules::setup::Setup;
//!
//! let mut setup = Setup::empty();
//! setup.put(Color::White, Piece::King, Square::E1);
//! let error = setup.validate().unwrap_err();
//! assert_eq!(error, PositionError::KingCount { color: Color::Black, count: 0 });
//! assert_eq!(error.to_string(), "black has 0 kings, must have exactly one");
//! ```

use std::fmt;

use chess::{Color, Square};

/// The rule of chess a position breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A castling right whose king or rook is not on its home square.
    CastlingWithoutPieces(char),
    /// The en-passant square is on the wrong rank for the side to move.
    EnPassantRank(String),
    /// No pawn can just have made a double step past the en-passant square.
    EnPassantNoPawn(String),
    /// A side does not have exactly one king.
    KingCount { color: Color, count: u32 },
    /// A pawn on the first or last rank.
    PawnOnBackRank(Square),
    /// More than 8 pawns for one side.
    TooManyPawns { color: Color, count: u32 },
    /// More than 16 pieces for one side.
    TooManyPieces { color: Color, count: u32 },
    /// The side that just moved is in check.
    OpponentInCheck(Color),
    /// Three or more pieces give check at once.
    TooManyCheckers(u32),
    /// Two checkers that no single move could have produced (neither of them
    /// a bishop, rook or queen that the last move could have uncovered).
    ImpossibleCheck,
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::CastlingWithoutPieces(c) => write!(
                f,
                "castling right '{c}' but the king or rook is not on its starting square"
            ),
            PositionError::EnPassantRank(s) => write!(
                f,
                "en-passant square {s} is on the wrong rank (rank 6 when white is to move, rank 3 when black is)"
            ),
            PositionError::EnPassantNoPawn(s) => write!(
                f,
                "en-passant square {s} but no pawn can just have moved two squares past it"
            ),
            PositionError::KingCount { color, count } => write!(
                f,
                "{} has {count} kings, must have exactly one",
                color_name(*color)
            ),
            PositionError::PawnOnBackRank(sq) => {
                write!(f, "pawn on {sq}, pawns cannot stand on the first or last rank")
            }
            PositionError::TooManyPawns { color, count } => {
                write!(f, "{} has {count} pawns (at most 8)", color_name(*color))
            }
            PositionError::TooManyPieces { color, count } => {
                write!(f, "{} has {count} pieces (at most 16)", color_name(*color))
            }
            PositionError::OpponentInCheck(color) => write!(
                f,
                "{} is in check but it is not their move",
                color_name(*color)
            ),
            PositionError::TooManyCheckers(n) => {
                write!(f, "the king is attacked by {n} pieces (at most 2 is possible)")
            }
            PositionError::ImpossibleCheck => {
                f.write_str("the king is in a double check that no move could produce")
            }
        }
    }
}

impl std::error::Error for PositionError {}
