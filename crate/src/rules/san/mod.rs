//! Standard Algebraic Notation: writing and reading moves like `Nbd7`,
//! `exd6`, `e8=Q+`, `O-O#`.
//!
//! Writing uses the minimal disambiguation: only legal moves count, so a
//! pinned knight never forces `Nbd2`.
//!
//! Reading comes in two modes. **Strict** accepts exactly the SAN ferrochess
//! would write (a trailing `+`, `#` and `!?`-style annotations may be present
//! or not). **Permissive** also accepts what chess.js accepts: long algebraic
//! `e2e4`, `e7-e5`, `Pf2-f4`, `Ng1-f3`, over-disambiguation `Ngf3`, a missing
//! `x`, promotions without `=` (`e8Q`, `e7e8q`) and castling with zeros.
//! Both modes reject ambiguous moves, null moves and malformed promotions
//! rather than guess.
//!
//! ```
//! use ferrochess::{rules::san, Position};
//!
//! let pos = Position::startpos();
//! let mv = san::parse(&pos, "Nf3", true).unwrap();
//! assert_eq!(san::format(&pos, mv), "Nf3");
//! assert_eq!(san::parse(&pos, "g1f3", false).unwrap(), mv);
//! assert!(san::parse(&pos, "g1f3", true).is_err());
//! ```

use std::fmt;

use chess::{ChessMove, File, MoveGen, Piece, Rank, Square};

use crate::rules::castling::CastleSide;

use crate::rules::position::Position;
use crate::rules::uci::{promotion_piece, square_from_bytes};

mod text;

use text::SanOut;
pub use text::{code, SanText, CODE_SYMBOLS};

/// The longest move text [`parse`] looks at.
pub const MAX_SAN_LENGTH: usize = 32;

/// Why a move text was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Nothing to parse.
    Empty,
    /// Not a move in any notation ferrochess reads.
    Malformed(String),
    /// A null move (`--`, `Z0`, `0000`, `@@@@`).
    NullMove(String),
    /// A null move while in check.
    NullMoveInCheck,
    /// Well formed, but no legal move matches.
    Illegal(String),
    /// Several legal moves match; the candidates are listed in SAN.
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
    /// A pawn reaching the last rank with no promotion piece given.
    PromotionMissing(String),
    /// A promotion to a king or pawn, or an unknown piece letter.
    BadPromotionPiece(String),
    /// A promotion piece on a move that is not a promotion.
    UnexpectedPromotion(String),
    /// Strict mode: a legal move, but not written in standard SAN.
    NotStandard { text: String, standard: String },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Empty => f.write_str("invalid move: empty string"),
            SanError::Malformed(s) => write!(f, "invalid move {s:?}: not SAN (like \"Nf3\", \"exd5\", \"e8=Q\", \"O-O\") or a from-to move (like \"e2e4\")"),
            SanError::NullMove(s) => write!(f, "invalid move {s:?}: null moves are not allowed"),
            SanError::NullMoveInCheck => f.write_str(
                "Null move not allowed when in check (the side to move must answer the check)",
            ),
            SanError::Illegal(s) => write!(f, "illegal move {s:?}"),
            SanError::Ambiguous { text, candidates } => write!(
                f,
                "ambiguous move {text:?}: it could be {}",
                candidates.join(" or ")
            ),
            SanError::PromotionMissing(s) => write!(
                f,
                "invalid move {s:?}: a pawn reaching the last rank must name its promotion piece (=Q, =R, =B or =N)"
            ),
            SanError::BadPromotionPiece(s) => write!(
                f,
                "invalid move {s:?}: pawns promote only to a queen, rook, bishop or knight"
            ),
            SanError::UnexpectedPromotion(s) => {
                write!(f, "invalid move {s:?}: names a promotion piece but is not a promotion")
            }
            SanError::NotStandard { text, standard } => write!(
                f,
                "invalid move {text:?} in strict mode: standard SAN for this move is {standard:?}"
            ),
        }
    }
}

impl std::error::Error for SanError {}

impl SanError {
    /// The kind of error as a short stable name, for a program to tell
    /// them apart (the page keeps a premove that is only illegal now, and
    /// refuses at once a text that is no move in any position):
    /// `empty`, `malformed`, `null-move`, `null-move-in-check`, `illegal`,
    /// `ambiguous`, `promotion-missing`, `bad-promotion-piece`,
    /// `unexpected-promotion`, `not-standard`.
    ///
    /// ```
    /// use ferrochess::{rules::san, Position};
    ///
    /// let pos = Position::startpos();
    /// assert_eq!(san::parse(&pos, "Qxx9", false).unwrap_err().code(), "malformed");
    /// assert_eq!(san::parse(&pos, "Qh5", false).unwrap_err().code(), "illegal");
    /// ```
    pub fn code(&self) -> &'static str {
        Self::CODES[self.code_number() - 1]
    }

    /// Every [`SanError::code`], in the order [`SanError::code_number`]
    /// counts them from 1 (the package's JavaScript holds the same list).
    pub const CODES: [&'static str; 10] = [
        "empty",
        "malformed",
        "null-move",
        "null-move-in-check",
        "illegal",
        "ambiguous",
        "promotion-missing",
        "bad-promotion-piece",
        "unexpected-promotion",
        "not-standard",
    ];

    /// The kind of error as a number from 1 ([`SanError::CODES`]'s place + 1).
    pub fn code_number(&self) -> usize {
        match self {
            SanError::Empty => 1,
            SanError::Malformed(_) => 2,
            SanError::NullMove(_) => 3,
            SanError::NullMoveInCheck => 4,
            SanError::Illegal(_) => 5,
            SanError::Ambiguous { .. } => 6,
            SanError::PromotionMissing(_) => 7,
            SanError::BadPromotionPiece(_) => 8,
            SanError::UnexpectedPromotion(_) => 9,
            SanError::NotStandard { .. } => 10,
        }
    }
}

/// The SAN letter of a piece (`""` for pawns).
pub fn piece_san_letter(piece: Piece) -> &'static str {
    match piece {
        Piece::Pawn => "",
        Piece::Knight => "N",
        Piece::Bishop => "B",
        Piece::Rook => "R",
        Piece::Queen => "Q",
        Piece::King => "K",
    }
}

/// Formats `mv` (which must be legal in `pos`) in SAN, with `+` or `#`.
pub fn format(pos: &Position, mv: ChessMove) -> String {
    format_with(pos, mv, &pos.legal_moves())
}

/// Like [`format()`], reusing an already generated list of `pos`'s legal moves.
pub fn format_with(pos: &Position, mv: ChessMove, legal: &[ChessMove]) -> String {
    let mut out = String::with_capacity(8);
    write_with(pos, mv, legal, &mut out);
    out
}

/// Appends the SAN of `mv` to `out` (a move list builds one string this
/// way, without a string a move).
pub fn write_with(pos: &Position, mv: ChessMove, legal: &[ChessMove], out: &mut String) {
    if crate::rules::position::is_null(mv) {
        out.push_str("--");
        return;
    }
    write_without_suffix(pos, mv, legal, out);
    if let Some(suffix) = check_suffix(&pos.board_after(mv)) {
        out.push(suffix);
    }
}

/// The sign SAN writes after a move that leaves `after`: `#` for mate, `+`
/// for check, none otherwise.
pub fn check_suffix(after: &chess::Board) -> Option<char> {
    if *after.checkers() == chess::EMPTY {
        None
    } else if crate::rules::moves_to::king_can_step(after) || MoveGen::new_legal(after).len() > 0 {
        // A king step out of check is found without generating every move.
        Some('+')
    } else {
        Some('#')
    }
}

/// Appends SAN without the check or mate suffix to `out`.
fn write_without_suffix(pos: &Position, mv: ChessMove, legal: &[ChessMove], out: &mut impl SanOut) {
    let board = pos.board();
    let from = mv.get_source();
    let to = mv.get_dest();
    let Some(piece) = board.piece_on(from) else {
        out.push_str("--");
        return;
    };
    // Only a king castles (asked first: most moves are no king's).
    if let Some(castle) = (piece == Piece::King).then(|| pos.castle(mv)).flatten() {
        out.push_str(match castle.side {
            CastleSide::King => "O-O",
            CastleSide::Queen => "O-O-O",
        });
        return;
    }
    let capture = pos.is_capture(mv);
    if piece == Piece::Pawn {
        if capture {
            out.push(file_char(from.get_file()));
        }
    } else {
        out.push_str(piece_san_letter(piece));
        let rivals = legal.iter().filter(|other| {
            other.get_dest() == to
                && other.get_source() != from
                && board.piece_on(other.get_source()) == Some(piece)
        });
        let (mut any, mut same_file, mut same_rank) = (false, false, false);
        for rival in rivals {
            any = true;
            same_file |= rival.get_source().get_file() == from.get_file();
            same_rank |= rival.get_source().get_rank() == from.get_rank();
        }
        if any {
            if !same_file {
                out.push(file_char(from.get_file()));
            } else if !same_rank {
                out.push(rank_char(from.get_rank()));
            } else {
                out.push(file_char(from.get_file()));
                out.push(rank_char(from.get_rank()));
            }
        }
    }
    if capture {
        out.push('x');
    }
    out.push(file_char(to.get_file()));
    out.push(rank_char(to.get_rank()));
    if let Some(promotion) = mv.get_promotion() {
        out.push('=');
        out.push_str(piece_san_letter(promotion));
    }
}

fn file_char(file: File) -> char {
    char::from(b'a' + file.to_index() as u8)
}

fn rank_char(rank: Rank) -> char {
    char::from(b'1' + rank.to_index() as u8)
}

/// What a move text says, before it is matched against the legal moves.
#[derive(Debug, Default)]
struct Pattern {
    piece: Option<Piece>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Option<Square>,
    capture: bool,
    promotion: Option<Piece>,
    castle: Option<CastleSide>,
}

/// Removes trailing `!`/`?` annotations, then a `+` or `#`: annotations
/// follow the check sign (`Nf3+!`), as chess.js reads them, so `e4!+` is
/// no move.
fn strip_suffixes(text: &str) -> &str {
    let text = text.trim_end_matches(['!', '?']);
    text.strip_suffix(['+', '#']).unwrap_or(text)
}

/// `text` without white space around it (Unicode's). A move read from PGN
/// has none: the whole text is returned at once when it starts and ends
/// with a visible ASCII character.
pub(crate) fn trim(text: &str) -> &str {
    let bytes = text.as_bytes();
    if bytes.first().is_some_and(u8::is_ascii_graphic)
        && bytes.last().is_some_and(u8::is_ascii_graphic)
    {
        text
    } else {
        text.trim()
    }
}

/// Whether `text` is a null move in one of the spellings PGN tools use (`--`, `Z0`, `0000`, `@@@@`, `null`).
pub fn is_null_move(text: &str) -> bool {
    // Most words are moves: one byte tells nearly all of them apart.
    matches!(
        text.as_bytes().first(),
        Some(b'-' | b'Z' | b'0' | b'@' | b'n')
    ) && matches!(text, "--" | "Z0" | "0000" | "@@@@" | "null")
}

fn parse_pattern(text: &str, original: &str) -> Result<Pattern, SanError> {
    let malformed = || SanError::Malformed(original.to_string());
    // (Its first byte first: most moves are no castling.)
    let castle = match text {
        _ if !matches!(text.as_bytes().first(), Some(b'O' | b'0')) => None,
        "O-O" | "0-0" => Some(CastleSide::King),
        "O-O-O" | "0-0-0" => Some(CastleSide::Queen),
        _ => None,
    };
    if castle.is_some() {
        return Ok(Pattern {
            castle,
            ..Pattern::default()
        });
    }
    let mut bytes = text.as_bytes();
    let mut pattern = Pattern::default();

    // Leading piece letter.
    if let Some(&first) = bytes.first() {
        pattern.piece = match first {
            b'N' => Some(Piece::Knight),
            b'B' => Some(Piece::Bishop),
            b'R' => Some(Piece::Rook),
            b'Q' => Some(Piece::Queen),
            b'K' => Some(Piece::King),
            b'P' => Some(Piece::Pawn),
            _ => None,
        };
        if pattern.piece.is_some() {
            bytes = &bytes[1..];
        }
    }

    // Trailing promotion: `=Q`, `Q`, `q` after the destination rank.
    if bytes.len() >= 3 {
        let last = bytes[bytes.len() - 1];
        let before = bytes[bytes.len() - 2];
        let piece_letter = b"nbrqkpNBRQKP".contains(&last);
        if piece_letter && (before == b'=' || before.is_ascii_digit()) {
            pattern.promotion = Some(
                promotion_piece(last)
                    .ok_or_else(|| SanError::BadPromotionPiece(original.to_string()))?,
            );
            bytes = &bytes[..bytes.len() - if before == b'=' { 2 } else { 1 }];
        } else if before == b'=' {
            return Err(SanError::BadPromotionPiece(original.to_string()));
        }
    }

    // Destination: the last two characters.
    if bytes.len() < 2 {
        return Err(malformed());
    }
    let (rest, dest) = bytes.split_at(bytes.len() - 2);
    pattern.to = Some(square_from_bytes(dest[0], dest[1]).ok_or_else(malformed)?);

    // What is left: [file][rank][x or -].
    let mut rest = rest;
    if let Some((&last, init)) = rest.split_last() {
        if last == b'x' {
            pattern.capture = true;
            rest = init;
        } else if last == b'-' {
            rest = init;
        }
    }
    match rest {
        [] => {}
        [f @ b'a'..=b'h'] => pattern.from_file = Some(File::from_index((f - b'a') as usize)),
        [r @ b'1'..=b'8'] => pattern.from_rank = Some(Rank::from_index((r - b'1') as usize)),
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
            pattern.from_file = Some(File::from_index((f - b'a') as usize));
            pattern.from_rank = Some(Rank::from_index((r - b'1') as usize));
        }
        _ => return Err(malformed()),
    }
    Ok(pattern)
}

fn matches(pos: &Position, mv: ChessMove, pattern: &Pattern) -> bool {
    let board = pos.board();
    let from = mv.get_source();
    if let Some(side) = pattern.castle {
        return pos.castle(mv).is_some_and(|c| c.side == side);
    }
    let piece = board.piece_on(from);
    // A from-square written in full (`g1f3`, `e1g1`) names the piece by
    // itself; otherwise no letter means a pawn.
    let full_from = pattern.from_file.is_some() && pattern.from_rank.is_some();
    let piece_ok = match pattern.piece {
        Some(wanted) => piece == Some(wanted),
        None => full_from || piece == Some(Piece::Pawn),
    };
    // Castling is written O-O, or as the king's from-to move (only a king castles).
    piece_ok
        && (full_from || piece != Some(Piece::King) || !pos.is_castling(mv))
        && Some(mv.get_dest()) == pattern.to
        && fits_origin_and_promotion(mv, pattern)
}

/// Whether `mv`'s from-file and rank and its promotion are those `pattern`
/// names (when it names them).
fn fits_origin_and_promotion(mv: ChessMove, pattern: &Pattern) -> bool {
    let from = mv.get_source();
    pattern.from_file.is_none_or(|f| f == from.get_file())
        && pattern.from_rank.is_none_or(|r| r == from.get_rank())
        && (mv.get_promotion().is_none()
            || pattern.promotion.is_none()
            || mv.get_promotion() == pattern.promotion)
}

/// Whether `mv`, one of the legal moves of `piece` to the SAN's square,
/// fits the rest of `pattern` ([`matches`] less what the search for the
/// piece's moves already settled): its origin and promotion, and no
/// castling by the king's letter (castling is written O-O or as a from-to
/// move).
fn fits_named_piece(pos: &Position, mv: ChessMove, pattern: &Pattern, piece: Piece) -> bool {
    fits_origin_and_promotion(mv, pattern) && (piece != Piece::King || !pos.is_castling(mv))
}

/// Parses a move in SAN (strict) or any notation chess.js accepts
/// (permissive), returning the legal move it names in `pos`.
pub fn parse(pos: &Position, text: &str, strict: bool) -> Result<ChessMove, SanError> {
    // The SAN is not wanted here: no position after the move is made to sign it.
    parse_without_check_sign(pos, text, strict).map(|(mv, _)| mv)
}

/// Like [`parse()`], with the move's standard SAN (check sign included),
/// written from the moves the parse already generated: a reader keeps it
/// at the cost of a few bytes, where [`format()`] would generate them again.
pub fn parse_with_text(
    pos: &Position,
    text: &str,
    strict: bool,
) -> Result<(ChessMove, SanText), SanError> {
    let (mv, mut standard) = parse_without_check_sign(pos, text, strict)?;
    standard.add_check_sign(&pos.board_after(mv));
    Ok((mv, standard))
}

/// Like [`parse_with_text`], but the SAN kept has no check sign yet: a
/// caller that plays the move anyway adds it from the position it reaches
/// ([`SanText::add_check_sign`]), which spares making that position twice.
pub fn parse_without_check_sign(
    pos: &Position,
    text: &str,
    strict: bool,
) -> Result<(ChessMove, SanText), SanError> {
    let trimmed = trim(text);
    if trimmed.is_empty() {
        return Err(SanError::Empty);
    }
    let shown = || trimmed.chars().take(MAX_SAN_LENGTH).collect::<String>();
    if trimmed.len() > MAX_SAN_LENGTH {
        return Err(SanError::Malformed(shown()));
    }
    if is_null_move(trimmed) {
        return Err(SanError::NullMove(shown()));
    }
    let core = strip_suffixes(trimmed);
    let pattern = parse_pattern(core, trimmed)?;
    // A move to a named square is one of that square's moves (and so are its
    // rivals for disambiguation); only castling needs the whole list.
    // The piece's own moves when the SAN names it (no letter is a pawn),
    // every piece's when a from-square written in full names it.
    let full_from = pattern.from_file.is_some() && pattern.from_rank.is_some();
    let piece = if full_from {
        None
    } else {
        Some(pattern.piece.unwrap_or(Piece::Pawn))
    };
    // (`found_by`: the piece whose moves to the square were found; they are
    // that piece's and land there, so what is left to match is the rest.)
    let (to_square, every_move);
    let (legal, found_by): (&[ChessMove], Option<Piece>) = match pattern.to {
        Some(to) if pattern.castle.is_none() => {
            to_square = pos.legal_moves_of_to(piece, to);
            (&to_square, piece)
        }
        _ => {
            every_move = pos.legal_moves();
            (&every_move, None)
        }
    };
    let mut candidates = legal.iter().copied().filter(|&mv| match found_by {
        Some(piece) => fits_named_piece(pos, mv, &pattern, piece),
        None => matches(pos, mv, &pattern),
    });
    let Some(first) = candidates.next() else {
        return Err(SanError::Illegal(shown()));
    };
    // Promotions to different pieces are one move for the purpose of
    // ambiguity: the promotion letter decides among them.
    let others: Vec<ChessMove> = candidates
        .filter(|mv| mv.get_source() != first.get_source() || mv.get_dest() != first.get_dest())
        .collect();
    if !others.is_empty() {
        let mut names: Vec<String> = std::iter::once(first)
            .chain(others)
            .map(|mv| format_with(pos, mv, legal))
            .collect();
        names.dedup();
        return Err(SanError::Ambiguous {
            text: shown(),
            candidates: names,
        });
    }
    let mv = match (first.get_promotion(), pattern.promotion) {
        (Some(_), None) => return Err(SanError::PromotionMissing(shown())),
        (None, Some(_)) => return Err(SanError::UnexpectedPromotion(shown())),
        (Some(_), Some(piece)) => ChessMove::new(first.get_source(), first.get_dest(), Some(piece)),
        (None, None) => first,
    };
    let mut standard = SanText::default();
    write_without_suffix(pos, mv, legal, &mut standard);
    if strict && standard.as_str() != Some(core) {
        return Err(SanError::NotStandard {
            text: shown(),
            standard: format_with(pos, mv, legal),
        });
    }
    Ok((mv, standard))
}

#[cfg(test)]
mod tests;
