//! FEN (Forsyth–Edwards Notation): parsing with validation, and formatting.
//!
//! Parsing accepts the six standard fields; like chess.js, the last four may
//! be left out (they default to `- - 0 1`). Every way a FEN can be wrong has
//! its own [`FenError`] with a message that says what and where.
//!
//! Formatting names the en-passant square only when a legal en-passant
//! capture exists, as chess.js and python-chess do.
//!
//! ```
//! use ferrochess::{rules::fen, FenError};
//!
//! let pos = fen::parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
//! assert_eq!(fen::format(&pos), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
//!
//! // Trailing fields may be omitted.
//! assert_eq!(fen::parse("4k3/8/8/8/8/8/8/4K3 b").unwrap().to_fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
//!
//! let err = fen::parse("4k3/8/8/8/8/8/8/4K3 w - - 5x 1").unwrap_err();
//! assert_eq!(err, FenError::HalfmoveClock("5x".into()));
//! assert_eq!(err.to_string(), "invalid FEN: halfmove clock must be a non-negative integer, found \"5x\"");
//! ```

use std::fmt;

use chess::{CastleRights, Color, Piece, ALL_FILES};

use crate::rules::castling::{CastleSide, CastlingRights};
pub use crate::rules::notation::{piece_from_letter, piece_letter};
use crate::rules::position::Position;
use crate::rules::position::PositionError;
use crate::rules::setup::Setup;

#[cfg(test)]
mod tests;
mod write;

pub use write::{format, placement_text, write, write_shredder};

/// The longest text [`parse`] looks at; real FENs are under 100 characters.
pub const MAX_FEN_LENGTH: usize = 256;

/// Why a FEN was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty or only whitespace.
    Empty,
    /// The text is longer than [`MAX_FEN_LENGTH`].
    TooLong(usize),
    /// Not between 2 and 6 space-separated fields.
    FieldCount(usize),
    /// The placement does not have 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank (1–8) does not describe exactly 8 squares.
    RankLength { rank: u8, squares: usize },
    /// A character that is neither a piece letter nor a digit 1–8.
    PieceLetter { rank: u8, found: char },
    /// Two digits in a row inside a rank, like `44`.
    ConsecutiveDigits { rank: u8 },
    /// The side to move is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not `-` or a subset of `KQkq`.
    Castling(String),
    /// A Chess960 castling field that is not `-`, X-FEN (`KQkq` and rook
    /// files) or Shredder-FEN (`HAha`), or names two rooks for one side.
    Chess960Castling(String),
    /// The en-passant field is not `-` or a square.
    EnPassantSquare(String),
    /// The halfmove clock is not a non-negative integer.
    HalfmoveClock(String),
    /// The fullmove number is not a positive integer.
    FullmoveNumber(String),
    /// The text is a FEN, but its position is not legal chess.
    Position(PositionError),
}

impl From<PositionError> for FenError {
    fn from(error: PositionError) -> Self {
        FenError::Position(error)
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid FEN: ")?;
        match self {
            FenError::Empty => f.write_str("empty string"),
            FenError::TooLong(len) => {
                write!(f, "{len} characters is too long (at most {MAX_FEN_LENGTH})")
            }
            FenError::FieldCount(n) => write!(
                f,
                "expected 6 space-separated fields (at least placement and side to move), found {n}"
            ),
            FenError::RankCount(n) => {
                write!(f, "piece placement must have 8 ranks separated by '/', found {n}")
            }
            FenError::RankLength { rank, squares } => {
                write!(f, "rank {rank} describes {squares} squares instead of 8")
            }
            FenError::PieceLetter { rank, found } => write!(
                f,
                "invalid character {found:?} in rank {rank} (expected one of pnbrqkPNBRQK or 1-8)"
            ),
            FenError::ConsecutiveDigits { rank } => {
                write!(f, "rank {rank} has two digits in a row")
            }
            FenError::SideToMove(s) => write!(f, "side to move must be 'w' or 'b', found {s:?}"),
            FenError::Castling(s) => {
                write!(f, "castling field must be '-' or a subset of \"KQkq\", found {s:?}")
            }
            FenError::Chess960Castling(s) => write!(
                f,
                "Chess960 castling field must be '-', letters of \"KQkq\" or rook files (\"HAha\"), at most one rook per side and colour, found {s:?}"
            ),
            FenError::EnPassantSquare(s) => {
                write!(f, "en-passant field must be '-' or a square, found {s:?}")
            }
            FenError::HalfmoveClock(s) => {
                write!(f, "halfmove clock must be a non-negative integer, found {s:?}")
            }
            FenError::FullmoveNumber(s) => {
                write!(f, "fullmove number must be a positive integer, found {s:?}")
            }
            FenError::Position(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for FenError {}

fn parse_placement(field: &str) -> Result<[Option<(Color, Piece)>; 64], FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut squares = [None; 64];
    for (row, text) in ranks.iter().enumerate() {
        let rank = 8 - row as u8;
        let mut file = 0usize;
        let mut previous_was_digit = false;
        for ch in text.chars() {
            if let Some(run) = ch.to_digit(10).filter(|d| (1..=8).contains(d)) {
                if previous_was_digit {
                    return Err(FenError::ConsecutiveDigits { rank });
                }
                previous_was_digit = true;
                file += run as usize;
            } else {
                previous_was_digit = false;
                let piece =
                    piece_from_letter(ch).ok_or(FenError::PieceLetter { rank, found: ch })?;
                if file < 8 {
                    squares[(rank as usize - 1) * 8 + file] = Some(piece);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank,
                squares: file,
            });
        }
    }
    Ok(squares)
}

fn parse_castling(field: &str) -> Result<CastlingRights, FenError> {
    let mut rights = [CastleRights::NoRights; 2];
    if field == "-" {
        return Ok(CastlingRights::NONE);
    }
    for ch in field.chars() {
        let (color, side) = match ch {
            'K' => (Color::White, CastleRights::KingSide),
            'Q' => (Color::White, CastleRights::QueenSide),
            'k' => (Color::Black, CastleRights::KingSide),
            'q' => (Color::Black, CastleRights::QueenSide),
            _ => return Err(FenError::Castling(field.to_string())),
        };
        let current = &mut rights[color.to_index()];
        if current.add(side) == *current {
            return Err(FenError::Castling(field.to_string())); // duplicate letter
        }
        *current = current.add(side);
    }
    Ok(CastlingRights::from_standard(rights))
}

/// Reads a Chess960 castling field: X-FEN (`K`/`Q` the outermost rook on
/// that side of the king, a file letter an inner one) or Shredder-FEN (file
/// letters only). A letter with no such king and rook is an error, or when
/// `drop_impossible` is set, left out.
fn parse_chess960_castling(
    field: &str,
    setup: &Setup,
    drop_impossible: bool,
) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if field == "-" {
        return Ok(rights);
    }
    let bad_field = || FenError::Chess960Castling(field.to_string());
    for ch in field.chars() {
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let named_file = match ch.to_ascii_lowercase() {
            'k' | 'q' => None,
            f @ 'a'..='h' => Some(ALL_FILES[(f as u8 - b'a') as usize]),
            _ => return Err(bad_field()),
        };
        let resolved = match (ch.to_ascii_lowercase(), named_file) {
            ('k', _) => setup
                .outermost_rook(color, CastleSide::King)
                .map(|file| (CastleSide::King, file)),
            ('q', _) => setup
                .outermost_rook(color, CastleSide::Queen)
                .map(|file| (CastleSide::Queen, file)),
            (_, file) => file.and_then(|file| {
                let king = setup.king(color)?.get_file();
                let side = CastleSide::of_rook(king, file);
                (file != king && setup.castling_possible(color, side, file)).then_some((side, file))
            }),
        };
        match resolved {
            Some((side, file)) => {
                if rights.has(color, side) {
                    return Err(bad_field());
                }
                rights.set(color, side, Some(file));
            }
            None if drop_impossible => {}
            None => return Err(PositionError::CastlingWithoutPieces(ch).into()),
        }
    }
    Ok(rights)
}

fn parse_counter(text: &str, min: u32) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u32>().ok().filter(|n| *n >= min)
}

/// Reads FEN text into a [`Setup`], checking the notation only: a board
/// with no kings or a pawn on the last rank reads; `8/8/9/…` does not.
/// [`Setup::validate`] checks that the result is a position of chess.
pub fn read(text: &str) -> Result<Setup, FenError> {
    read_as(text, false, false)
}

/// Reads Chess960 FEN text (X-FEN or Shredder-FEN castling) into a
/// [`Setup`], as [`read`] reads standard FEN; a castling letter must name
/// a king and rook on the back rank.
///
/// ```
/// use ferrochess::rules::fen;
/// let setup = fen::read_chess960("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1").unwrap();
/// assert_eq!(fen::write(&setup), "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
/// assert_eq!(fen::write_shredder(&setup), "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
/// ```
pub fn read_chess960(text: &str) -> Result<Setup, FenError> {
    read_as(text, true, false)
}

fn read_as(text: &str, chess960: bool, drop_impossible: bool) -> Result<Setup, FenError> {
    if text.len() > MAX_FEN_LENGTH {
        return Err(FenError::TooLong(text.chars().count()));
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(FenError::Empty);
    }
    if !(2..=6).contains(&fields.len()) {
        return Err(FenError::FieldCount(fields.len()));
    }
    let field = |i: usize, default: &'static str| fields.get(i).copied().unwrap_or(default);

    let squares = parse_placement(fields[0])?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::SideToMove(other.to_string())),
    };
    let castling = if chess960 {
        CastlingRights::NONE // read below, against the pieces
    } else {
        parse_castling(field(2, "-"))?
    };
    let en_passant = match field(3, "-") {
        "-" => None,
        square => Some(
            crate::rules::notation::parse_square(square)
                .ok_or_else(|| FenError::EnPassantSquare(square.to_string()))?,
        ),
    };
    let halfmove_clock = parse_counter(field(4, "0"), 0)
        .ok_or_else(|| FenError::HalfmoveClock(field(4, "0").to_string()))?;
    let fullmove_number = parse_counter(field(5, "1"), 1)
        .ok_or_else(|| FenError::FullmoveNumber(field(5, "1").to_string()))?;
    let mut setup = Setup {
        squares,
        turn,
        castling,
        chess960,
        en_passant,
        halfmove_clock,
        fullmove_number,
    };
    if chess960 {
        setup.castling = parse_chess960_castling(field(2, "-"), &setup, drop_impossible)?;
    }
    Ok(setup)
}

/// Parses and validates a FEN into a [`Position`]: [`read`], then the
/// pieces ([`Setup::check_pieces`], [`Setup::check_counts`]), then
/// [`Setup::validate`]. The strictest reading: what `validateFen` answers.
pub fn parse(text: &str) -> Result<Position, FenError> {
    let setup = read(text)?;
    setup.check_pieces()?;
    setup.check_counts()?;
    Ok(setup.validate()?)
}

/// Parses and validates a Chess960 FEN (X-FEN or Shredder-FEN castling)
/// as [`parse`] does a standard one.
///
/// ```
/// use ferrochess::rules::fen;
/// let pos = fen::parse_chess960("nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1").unwrap();
/// assert_eq!(pos.to_fen(), "nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w KQkq - 0 1");
/// ```
pub fn parse_chess960(text: &str) -> Result<Position, FenError> {
    let setup = read_chess960(text)?;
    setup.check_pieces()?;
    setup.check_counts()?;
    Ok(setup.validate()?)
}

/// Reads FEN text as chess.js's `Chess` constructor does: the notation,
/// one king a side, no pawn on a back rank, an en-passant square on the
/// rank the side to move takes on; castling rights whose king or rook is
/// not at home, and an en-passant square no pawn can take, are dropped
/// instead of refused. The result may still not be legal (the side not to
/// move in check): [`Setup::validate`] says.
///
/// ```
/// use ferrochess::rules::fen;
/// let setup = fen::read_lenient("7k/5K2/4R3/8/8/8/8/8 w KQkq - 0 1").unwrap();
/// assert_eq!(fen::write(&setup), "7k/5K2/4R3/8/8/8/8/8 w - - 0 1");
/// assert!(fen::read_lenient("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
/// ```
pub fn read_lenient(text: &str) -> Result<Setup, FenError> {
    read_lenient_as(text, false)
}

/// [`read_lenient`] for standard (`chess960` false) or Chess960 FEN.
pub fn read_lenient_as(text: &str, chess960: bool) -> Result<Setup, FenError> {
    let mut setup = read_as(text, chess960, true)?;
    setup.check_pieces()?;
    if let Some(target) = setup.en_passant {
        if target.get_rank() != setup.en_passant_rank() {
            return Err(PositionError::EnPassantRank(target.to_string()).into());
        }
    }
    setup.drop_impossible_rights();
    Ok(setup)
}

// The position's FEN methods live here, so that `position` does not
// depend on `fen` (fen reads into a Setup and validates it into a Position).
impl Position {
    /// Parses and validates a FEN. See [`crate::rules::fen`] for what is checked.
    pub fn from_fen(text: &str) -> Result<Self, FenError> {
        parse(text)
    }

    /// Formats the position as FEN (en-passant square only when a legal
    /// en-passant capture exists).
    pub fn to_fen(&self) -> String {
        format(self)
    }
}
