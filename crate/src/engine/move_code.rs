//! A move in 16 bits, as the transposition table stores it and the
//! training tools write whole games: the from square (a1 = 0 … h8 = 63),
//! the to square shifted by 6, and the promotion shifted by 12 (0 none;
//! 1 knight, 2 bishop, 3 rook, 4 queen).
//!
//! ```
//! use ferrochess::chess::{ChessMove, Piece, Square};
//! use ferrochess::engine::move_code::{pack, unpack};
//!
//! let mv = ChessMove::new(Square::A7, Square::B8, Some(Piece::Knight));
//! assert_eq!(pack(mv), 48 | 57 << 6 | 1 << 12);
//! assert_eq!(unpack(pack(mv)), Some(mv));
//! assert_eq!(unpack(5 << 12), None);
//! ```

use chess::{ChessMove, Piece, ALL_SQUARES};

/// `mv` in 16 bits.
pub fn pack(mv: ChessMove) -> u16 {
    let promotion = match mv.get_promotion() {
        None => 0,
        Some(Piece::Knight) => 1,
        Some(Piece::Bishop) => 2,
        Some(Piece::Rook) => 3,
        Some(_) => 4,
    };
    (mv.get_source().to_index() as u16)
        | ((mv.get_dest().to_index() as u16) << 6)
        | (promotion << 12)
}

/// The move [`pack`] wrote as `bits`, or `None` when the promotion code is
/// not one it writes (above 4).
pub fn unpack(bits: u16) -> Option<ChessMove> {
    let promotion = match bits >> 12 {
        0 => None,
        1 => Some(Piece::Knight),
        2 => Some(Piece::Bishop),
        3 => Some(Piece::Rook),
        4 => Some(Piece::Queen),
        _ => return None,
    };
    Some(ChessMove::new(
        ALL_SQUARES[usize::from(bits & 63)],
        ALL_SQUARES[usize::from((bits >> 6) & 63)],
        promotion,
    ))
}
