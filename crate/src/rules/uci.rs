//! UCI move strings: `e2e4`, `e7e8q`, castling as the king's move `e1g1`
//! (in Chess960, as UCI_Chess960 writes it: the king onto its rook, `e1h1`).
//!
//! ```
//! use ferrochess::{rules::uci, Position};
//!
//! let pos = Position::startpos();
//! let mv = uci::parse_move(&pos, "g1f3").unwrap();
//! assert_eq!(uci::format_move(mv), "g1f3");
//! assert!(uci::parse_move(&pos, "e2e5").is_err());
//! assert!(uci::parse_move(&pos, "0000").is_err());
//! ```

use std::fmt;

use chess::{ChessMove, Piece, Square};

use crate::rules::position::Position;

/// Why a UCI move string was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciMoveError {
    /// Not of the form `<from><to>[nbrq]`.
    Syntax(String),
    /// `0000`: null moves are not moves.
    NullMove,
    /// Well formed, but not a legal move in the position.
    Illegal(String),
    /// A pawn reaching the last rank without a promotion piece.
    PromotionMissing(String),
    /// A promotion piece on a move that is not a promotion.
    UnexpectedPromotion(String),
}

impl fmt::Display for UciMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciMoveError::Syntax(s) => write!(
                f,
                "invalid UCI move {s:?}: expected a from-square, a to-square and an optional promotion piece (n, b, r, q), like \"e2e4\" or \"e7e8q\""
            ),
            UciMoveError::NullMove => f.write_str("null moves (\"0000\") are not allowed"),
            UciMoveError::Illegal(s) => write!(f, "illegal move {s:?}"),
            UciMoveError::PromotionMissing(s) => {
                write!(f, "move {s:?} reaches the last rank and needs a promotion piece (q, r, b or n)")
            }
            UciMoveError::UnexpectedPromotion(s) => {
                write!(f, "move {s:?} is not a promotion but names a promotion piece")
            }
        }
    }
}

impl std::error::Error for UciMoveError {}

pub use crate::rules::notation::parse_square;
pub(crate) use crate::rules::notation::{piece_char, promotion_piece, square_from_bytes};

/// Parses a UCI move and checks that it is legal in `pos`.
pub fn parse_move(pos: &Position, text: &str) -> Result<ChessMove, UciMoveError> {
    if text == "0000" {
        return Err(UciMoveError::NullMove);
    }
    let syntax = || UciMoveError::Syntax(text.chars().take(16).collect());
    let bytes = text.as_bytes();
    if !(4..=5).contains(&bytes.len()) {
        return Err(syntax());
    }
    let from = square_from_bytes(bytes[0], bytes[1]).ok_or_else(syntax)?;
    let to = square_from_bytes(bytes[2], bytes[3]).ok_or_else(syntax)?;
    let promotion = match bytes.get(4) {
        // UCI writes promotion pieces in lowercase only.
        Some(&letter) if letter.is_ascii_lowercase() => {
            Some(promotion_piece(letter).ok_or_else(syntax)?)
        }
        Some(_) => return Err(syntax()),
        None => None,
    };
    resolve(pos, from, to, promotion, text)
}

/// Finds the legal move `from`-`to` (with `promotion`), with a precise error
/// when there is none. `text` names the move in error messages.
pub fn resolve(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Piece>,
    text: &str,
) -> Result<ChessMove, UciMoveError> {
    let legal = pos.legal_moves_from(from);
    let mut candidates: Vec<ChessMove> = legal
        .iter()
        .copied()
        .filter(|m| m.get_dest() == to)
        .collect();
    if candidates.is_empty() && pos.is_chess960() && promotion.is_none() {
        // A Chess960 castling given as the king's move to its square
        // (`b1g1`) when the king has no other move there.
        candidates.extend(legal.iter().copied().filter(|&m| {
            pos.castle(m)
                .is_some_and(|c| c.king_to == to && c.king_from != to)
        }));
        if let [castle] = candidates[..] {
            return Ok(castle);
        }
    }
    let name = || text.chars().take(16).collect::<String>();
    if candidates.is_empty() {
        return Err(UciMoveError::Illegal(name()));
    }
    let is_promotion = candidates[0].get_promotion().is_some();
    match (is_promotion, promotion) {
        (true, None) => Err(UciMoveError::PromotionMissing(name())),
        (false, Some(_)) => Err(UciMoveError::UnexpectedPromotion(name())),
        _ => Ok(ChessMove::new(from, to, promotion)),
    }
}

/// Formats a move in UCI notation.
pub fn format_move(mv: ChessMove) -> String {
    let mut out = format!("{}{}", mv.get_source(), mv.get_dest());
    if let Some(piece) = mv.get_promotion() {
        out.push(piece_char(piece));
    }
    out
}

// Here rather than in `position`, so that `position` does not depend on `uci`.
impl Position {
    /// Parses a UCI move (`e2e4`, `e7e8q`) and plays it.
    pub fn play_uci(&self, text: &str) -> Result<Position, UciMoveError> {
        let mv = parse_move(self, text)?;
        Ok(self.play_unchecked(mv))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejections() {
        let promo = Position::from_fen("8/4P3/8/8/8/k7/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            parse_move(&promo, "e7e8"),
            Err(UciMoveError::PromotionMissing("e7e8".into()))
        );
        assert_eq!(
            parse_move(&promo, "e7e8k"),
            Err(UciMoveError::Syntax("e7e8k".into()))
        );
        assert_eq!(
            parse_move(&promo, "e1e2q"),
            Err(UciMoveError::UnexpectedPromotion("e1e2q".into()))
        );
        assert!(parse_move(&promo, "e7e8n").is_ok());
        // Found by fuzzing: UCI promotion letters are lowercase only.
        assert_eq!(
            parse_move(&promo, "e7e8N"),
            Err(UciMoveError::Syntax("e7e8N".into()))
        );
        let start = Position::startpos();
        assert_eq!(
            parse_move(&start, "e2"),
            Err(UciMoveError::Syntax("e2".into()))
        );
        assert_eq!(
            parse_move(&start, "e7e5"),
            Err(UciMoveError::Illegal("e7e5".into()))
        );
        assert_eq!(
            parse_move(&start, "i2i4"),
            Err(UciMoveError::Syntax("i2i4".into()))
        );
        assert_eq!(parse_move(&start, "0000"), Err(UciMoveError::NullMove));
    }
}
