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
//! use ferrochess::{fen, FenError};
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

use chess::{Board, CastleRights, Color, Piece, Square, ALL_FILES, ALL_SQUARES};

use crate::castling::{self, CastleSide, CastlingRights};
pub use crate::notation::{piece_from_letter, piece_letter};
use crate::position::Position;
use crate::position_error::PositionError;
use crate::setup::Setup;

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
/// use ferrochess::fen;
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
            crate::notation::parse_square(square)
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
/// use ferrochess::fen;
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
/// use ferrochess::fen;
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

/// Writes a setup as FEN, its en-passant square as it stands; Chess960
/// castling as X-FEN (`KQkq` for the outermost rooks, file letters for
/// inner ones).
pub fn write(setup: &Setup) -> String {
    write_styled(setup, false)
}

/// Writes a setup as FEN with Chess960 castling as Shredder-FEN (the
/// rooks' files, `HAha`); standard castling stays `KQkq`.
pub fn write_shredder(setup: &Setup) -> String {
    write_styled(setup, true)
}

fn write_styled(setup: &Setup, shredder: bool) -> String {
    let mut out = placement_of(|sq| setup.piece_at(sq));
    out.push(' ');
    out.push(crate::notation::color_char(setup.turn));
    out.push(' ');
    out.push_str(&castling_field(
        &setup.castling,
        setup.chess960.then_some(shredder),
        |sq| setup.piece_at(sq),
    ));
    out.push(' ');
    match setup.en_passant {
        Some(sq) => out.push_str(&sq.to_string()),
        None => out.push('-'),
    }
    out.push_str(&format!(
        " {} {}",
        setup.halfmove_clock, setup.fullmove_number
    ));
    out
}

/// Formats `pos` as FEN.
pub fn format(pos: &Position) -> String {
    let mut out = String::with_capacity(90);
    out.push_str(&placement_text(&pos.board));
    out.push(' ');
    out.push(if pos.turn() == Color::White { 'w' } else { 'b' });
    out.push(' ');
    let board = &pos.board;
    out.push_str(&castling_field(
        &pos.castling_rights(),
        pos.is_chess960().then_some(false),
        |sq| Some((board.color_on(sq)?, board.piece_on(sq)?)),
    ));
    out.push(' ');
    match pos.en_passant_target() {
        Some(sq) => out.push_str(&sq.to_string()),
        None => out.push('-'),
    }
    out.push(' ');
    out.push_str(&pos.halfmove_clock.to_string());
    out.push(' ');
    out.push_str(&pos.fullmove_number.to_string());
    out
}

/// The placement field of a FEN (`rnbqkbnr/pppppppp/8/…`).
pub fn placement_text(board: &Board) -> String {
    placement_of(|sq| Some((board.color_on(sq)?, board.piece_on(sq)?)))
}

/// The placement field of the pieces `piece_at` names.
fn placement_of(piece_at: impl Fn(Square) -> Option<(Color, Piece)>) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match piece_at(ALL_SQUARES[rank * 8 + file]) {
                Some((color, piece)) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(piece_letter(color, piece));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// The castling field of `rights` (`-` when there are none).
fn castling_field(
    rights: &CastlingRights,
    chess960: Option<bool>,
    piece_at: impl Fn(Square) -> Option<(Color, Piece)>,
) -> String {
    let out: String = rights
        .iter()
        .map(|(color, side, file)| castling::right_letter(color, side, file, chess960, &piece_at))
        .collect();
    if out.is_empty() {
        String::from("-")
    } else {
        out
    }
}

// The position's FEN methods live here, so that `position` does not
// depend on `fen` (fen reads into a Setup and validates it into a Position).
impl Position {
    /// Parses and validates a FEN. See [`crate::fen`] for what is checked.
    pub fn from_fen(text: &str) -> Result<Self, FenError> {
        parse(text)
    }

    /// Formats the position as FEN (en-passant square only when a legal
    /// en-passant capture exists).
    pub fn to_fen(&self) -> String {
        format(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(fen: &str) -> FenError {
        parse(fen).expect_err(fen)
    }

    #[test]
    fn round_trips() {
        for fen in [
            crate::STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "4k3/8/8/8/8/8/8/4K3 b - - 99 120",
        ] {
            assert_eq!(parse(fen).unwrap().to_fen(), fen);
        }
    }

    #[test]
    fn en_passant_square_without_legal_capture_is_dropped() {
        let pos = parse("rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1");
        // e6 with a black pawn on e4 is not a double step: rejected.
        assert_eq!(
            pos.unwrap_err(),
            FenError::Position(PositionError::EnPassantNoPawn("e6".into()))
        );
        let pos = parse("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2").unwrap();
        assert_eq!(
            pos.to_fen(),
            "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 2"
        );
    }

    #[test]
    fn every_error_kind_has_its_message() {
        let cases: Vec<(&str, FenError, &str)> = vec![
            ("", FenError::Empty, "empty string"),
            ("   ", FenError::Empty, "empty string"),
            ("8/8/8/8/8/8/8/8", FenError::FieldCount(1), "found 1"),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x",
                FenError::FieldCount(7),
                "found 7",
            ),
            (
                "4k3/8/8/8/8/8/4K3 w - - 0 1",
                FenError::RankCount(7),
                "8 ranks",
            ),
            (
                "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
                FenError::RankLength {
                    rank: 1,
                    squares: 9,
                },
                "rank 1 describes 9",
            ),
            (
                "4k3/8/8/8/8/8/7/4K3 w - - 0 1",
                FenError::RankLength {
                    rank: 2,
                    squares: 7,
                },
                "rank 2 describes 7",
            ),
            (
                "4k3/8/8/8/8/8/8/4X3 w - - 0 1",
                FenError::PieceLetter {
                    rank: 1,
                    found: 'X',
                },
                "'X' in rank 1",
            ),
            (
                "4k3/8/8/8/8/8/8/4K0003 w - - 0 1",
                FenError::PieceLetter {
                    rank: 1,
                    found: '0',
                },
                "'0'",
            ),
            (
                "4k3/8/8/8/8/8/8/44K w - - 0 1",
                FenError::ConsecutiveDigits { rank: 1 },
                "two digits",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
                FenError::SideToMove("x".into()),
                "'w' or 'b'",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w KX - 0 1",
                FenError::Castling("KX".into()),
                "subset",
            ),
            (
                "4k3/8/8/8/8/8/8/4K2R w KK - 0 1",
                FenError::Castling("KK".into()),
                "subset",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
                FenError::Position(PositionError::CastlingWithoutPieces('K')),
                "'K'",
            ),
            (
                "4k3/8/8/8/8/8/8/R3K3 w Qk - 0 1",
                FenError::Position(PositionError::CastlingWithoutPieces('k')),
                "'k'",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
                FenError::EnPassantSquare("e9".into()),
                "a square",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
                FenError::Position(PositionError::EnPassantRank("e3".into())),
                "wrong rank",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
                FenError::Position(PositionError::EnPassantNoPawn("e6".into())),
                "no pawn",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 5x 1",
                FenError::HalfmoveClock("5x".into()),
                "non-negative",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 1.5 1",
                FenError::HalfmoveClock("1.5".into()),
                "non-negative",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
                FenError::HalfmoveClock("-1".into()),
                "non-negative",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1",
                FenError::HalfmoveClock("99999999999".into()),
                "non-negative",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
                FenError::FullmoveNumber("0".into()),
                "positive",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 x",
                FenError::FullmoveNumber("x".into()),
                "positive",
            ),
            (
                "8/8/8/8/8/8/8/4K3 w - - 0 1",
                FenError::Position(PositionError::KingCount {
                    color: Color::Black,
                    count: 0,
                }),
                "black has 0 kings",
            ),
            (
                "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
                FenError::Position(PositionError::KingCount {
                    color: Color::White,
                    count: 2,
                }),
                "white has 2 kings",
            ),
            (
                "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
                FenError::Position(PositionError::PawnOnBackRank(Square::H8)),
                "pawn on h8",
            ),
            (
                "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
                FenError::Position(PositionError::PawnOnBackRank(Square::A1)),
                "pawn on a1",
            ),
            (
                "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
                FenError::Position(PositionError::TooManyPawns {
                    color: Color::White,
                    count: 9,
                }),
                "9 pawns",
            ),
            (
                "4k3/8/8/8/NNNNNNNN/NNNNNNNN/8/4K3 w - - 0 1",
                FenError::Position(PositionError::TooManyPieces {
                    color: Color::White,
                    count: 17,
                }),
                "17 pieces",
            ),
            (
                "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
                FenError::Position(PositionError::OpponentInCheck(Color::White)),
                "white is in check",
            ),
            (
                "4k3/8/8/8/8/8/8/3kK3 w - - 0 1",
                FenError::Position(PositionError::KingCount {
                    color: Color::Black,
                    count: 2,
                }),
                "2 kings",
            ),
            (
                "4k3/8/8/8/8/8/8/3k1K2 w - - 0 1",
                FenError::Position(PositionError::KingCount {
                    color: Color::Black,
                    count: 2,
                }),
                "2 kings",
            ),
            (
                "8/8/8/8/8/8/8/3kK3 w - - 0 1",
                FenError::Position(PositionError::OpponentInCheck(Color::Black)),
                "black is in check",
            ),
            (
                "4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1",
                FenError::Position(PositionError::TooManyCheckers(3)),
                "3 pieces",
            ),
            (
                "4k3/8/8/8/8/3n4/2n5/4K3 w - - 0 1",
                FenError::Position(PositionError::ImpossibleCheck),
                "double check",
            ),
        ];
        for (fen, expected, fragment) in cases {
            let actual = err(fen);
            assert_eq!(actual, expected, "{fen}");
            let message = actual.to_string();
            assert!(message.starts_with("invalid FEN: "), "{message}");
            assert!(
                message.contains(fragment),
                "{fen}: {message} lacks {fragment:?}"
            );
        }
    }

    #[test]
    fn huge_input_is_rejected_quickly() {
        let huge = "8".repeat(1 << 20);
        assert_eq!(err(&huge), FenError::TooLong(1 << 20));
    }
}
