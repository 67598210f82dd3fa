//! Who attacks a square: the one rule that the setup's checks, castling's
//! crossed squares and the king moves of a SAN's candidates all ask. The
//! pieces are given by kind (`of`), so that each caller says which pieces
//! count (a side's, on an occupancy with some square emptied) without
//! building anything.
//!
//! ```
//! use ferrochess::rules::attacks::attackers;
//! use ferrochess::chess::{Board, Color, Square};
//! let board = Board::default();
//! let white = *board.color_combined(Color::White);
//! // f3 is attacked by the g1 knight and the e2 and g2 pawns.
//! let found = attackers(Square::F3, Color::White, *board.combined(), |piece| *board.pieces(piece) & white);
//! assert_eq!(found.popcnt(), 3);
//! ```

use chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, BitBoard,
    Color, Piece, Square,
};

/// The squares of the pieces of colour `by` that attack `target`, `of(kind)`
/// giving where those pieces of each kind stand and `occupied` every piece
/// that blocks a slider (pinned pieces attack too, as chess.js counts them).
#[inline]
pub fn attackers(
    target: Square,
    by: Color,
    occupied: BitBoard,
    of: impl Fn(Piece) -> BitBoard,
) -> BitBoard {
    let queens = of(Piece::Queen);
    (get_knight_moves(target) & of(Piece::Knight))
        | (get_king_moves(target) & of(Piece::King))
        | get_pawn_attacks(target, !by, of(Piece::Pawn))
        | (get_bishop_moves(target, occupied) & (of(Piece::Bishop) | queens))
        | (get_rook_moves(target, occupied) & (of(Piece::Rook) | queens))
}
