//! The net's inputs: 768 features, one per (colour, piece, square), seen
//! from each side. From White's side a white knight on g1 is "own knight on
//! g1"; from Black's side the board is flipped vertically and colours are
//! swapped, so the same piece is "their knight on g8". One set of weights
//! serves both sides.
//!
//! ```
//! use ferrochess::chess::{Color, Piece, Square};
//! use ferrochess::engine::eval::nnue::features::index;
//!
//! // White's king on e1 seen by White equals Black's king on e8 seen by Black.
//! assert_eq!(
//!     index(Color::White, Color::White, Piece::King, Square::E1),
//!     index(Color::Black, Color::Black, Piece::King, Square::E8),
//! );
//! assert!(index(Color::Black, Color::White, Piece::Pawn, Square::A2) < 768);
//! ```

use chess::{Board, Color, Piece, Square, ALL_SQUARES};

/// The number of input features.
pub const INPUTS: usize = 768;

/// The feature of `piece` of colour `color` on `square`, from
/// `perspective`'s side: own pieces first (0..384), then theirs, each by
/// piece (pawn..king) then square.
#[inline]
pub fn index(perspective: Color, color: Color, piece: Piece, square: Square) -> usize {
    let (relative_square, theirs) = match perspective {
        Color::White => (square.to_index(), color != Color::White),
        Color::Black => (square.to_index() ^ 56, color != Color::Black),
    };
    theirs as usize * 384 + piece.to_index() * 64 + relative_square
}

/// Every feature active on `board` from `perspective`'s side.
pub fn active(board: &Board, perspective: Color) -> impl Iterator<Item = usize> + '_ {
    ALL_SQUARES.into_iter().filter_map(move |square| {
        let piece = board.piece_on(square)?;
        let color = board.color_on(square)?;
        Some(index(perspective, color, piece, square))
    })
}
