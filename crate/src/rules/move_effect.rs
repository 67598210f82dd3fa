//! What a move does to the board: the piece that moves and where it lands,
//! what it takes and on which square, and the rook's move when it castles.
//!
//! Castling and en passant are the two moves whose effect is not just
//! "a piece from one square to another": castling moves a rook too (and in
//! Chess960 names the rook's square as the king's destination), en passant
//! takes a pawn beside the destination. [`MoveEffect::of`] works that out
//! once; the position's clocks and the net's feature update read it.
//!
//! ```
//! use std::str::FromStr;
//! use ferrochess::chess::{Board, ChessMove, Piece, Square};
//! use ferrochess::rules::move_effect::MoveEffect;
//!
//! let board = Board::from_str("4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 1").unwrap();
//! let en_passant = MoveEffect::of(&board, ChessMove::from_str("e5d6").unwrap());
//! assert_eq!(en_passant.captured, Some((Piece::Pawn, Square::D5)));
//! let long = MoveEffect::of(&board, ChessMove::from_str("e1c1").unwrap());
//! assert_eq!(long.castle.map(|c| (c.rook_from, c.rook_to)), Some((Square::A1, Square::D1)));
//! ```

use chess::{BitBoard, Board, ChessMove, Color, Piece, Square, EMPTY};

use crate::rules::castling::Castle;

/// The square of the pawn that `mv` takes en passant on `board` (beside
/// the capturing pawn's origin), or `None` when `mv` is no en-passant
/// capture (a pawn moving diagonally to an empty square).
///
/// ```
/// use std::str::FromStr;
/// use ferrochess::chess::{Board, ChessMove, Square};
/// use ferrochess::rules::move_effect::en_passant_victim;
///
/// let board = Board::from_str("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
/// let capture = ChessMove::from_str("e5d6").unwrap();
/// assert_eq!(en_passant_victim(&board, capture), Some(Square::D5));
/// assert_eq!(en_passant_victim(&board, ChessMove::from_str("e5e6").unwrap()), None);
/// ```
pub fn en_passant_victim(board: &Board, mv: ChessMove) -> Option<Square> {
    let (from, to) = (mv.get_source(), mv.get_dest());
    // Plain bitboard tests, cheapest first: the search asks this of every move.
    (from.get_file() != to.get_file()
        && *board.pieces(Piece::Pawn) & BitBoard::from_square(from) != EMPTY
        && *board.combined() & BitBoard::from_square(to) == EMPTY)
        .then(|| Square::make_square(from.get_rank(), to.get_file()))
}

/// The squares and pieces a move changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    /// The side that moves.
    pub color: Color,
    /// The piece that moves (the king, when castling).
    pub piece: Piece,
    /// Where it starts.
    pub from: Square,
    /// Where it lands: the move's destination, but for a Chess960 castling
    /// (written as the king onto its own rook) the king's square.
    pub to: Square,
    /// The piece that lands there: the promotion's, or the one that moved.
    pub placed: Piece,
    /// The piece taken and its square (beside the destination en passant).
    pub captured: Option<(Piece, Square)>,
    /// The castling, when the move castles (its rook's move).
    pub castle: Option<Castle>,
}

impl MoveEffect {
    /// The effect of `mv`, a move of the side to move on `board` (pseudo-legal
    /// at least: a piece of that side stands on its origin).
    #[inline(always)]
    pub fn of(board: &Board, mv: ChessMove) -> MoveEffect {
        let (from, to) = (mv.get_source(), mv.get_dest());
        let color = board.side_to_move();
        let piece = board.piece_on(from).unwrap_or(Piece::Pawn);
        let mut effect = MoveEffect {
            color,
            piece,
            from,
            to,
            placed: mv.get_promotion().unwrap_or(piece),
            captured: None,
            castle: None,
        };
        // The cheapest tests first: the search asks this of every move.
        if board.color_on(to) == Some(color) {
            // Chess960 castling, written as the king moving onto its rook.
            effect.castle = Castle::of(board, mv);
            if let Some(castle) = effect.castle {
                effect.to = castle.king_to;
            }
        } else if let Some(captured) = board.piece_on(to) {
            effect.captured = Some((captured, to));
        } else if let Some(victim) = en_passant_victim(board, mv) {
            effect.captured = Some((Piece::Pawn, victim));
        } else if piece == Piece::King {
            effect.castle = Castle::of(board, mv);
        }
        effect
    }

    /// Whether the move takes a piece (en passant included).
    pub fn is_capture(&self) -> bool {
        self.captured.is_some()
    }

    /// Whether the move sets the halfmove clock back to zero: a pawn's
    /// move or a capture.
    pub fn resets_clock(&self) -> bool {
        self.piece == Piece::Pawn || self.captured.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;
    use crate::Position;
    use std::str::FromStr;

    fn effect(board: &Board, uci: &str) -> MoveEffect {
        MoveEffect::of(board, ChessMove::from_str(uci).unwrap())
    }

    #[test]
    fn plain_moves_captures_and_promotions() {
        let board = Board::from_str("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let push = effect(&board, "e1e2");
        assert_eq!(
            (push.piece, push.to, push.captured, push.castle),
            (Piece::King, Square::E2, None, None)
        );
        let promotion = effect(&board, "b7a8q");
        assert_eq!(promotion.placed, Piece::Queen);
        assert_eq!(promotion.captured, Some((Piece::Rook, Square::A8)));
        assert!(promotion.resets_clock());
        let short = effect(&board, "e1g1").castle.unwrap();
        assert_eq!((short.rook_from, short.rook_to), (Square::H1, Square::F1));
    }

    #[test]
    fn chess960_castling_lands_the_king_on_its_square() {
        let pos = fen::parse_chess960("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1").unwrap();
        let short = effect(pos.board(), "e1g1");
        assert_eq!((short.to, short.captured), (Square::G1, None));
        let castle = short.castle.unwrap();
        assert_eq!((castle.rook_from, castle.rook_to), (Square::G1, Square::F1));
        let long = effect(pos.board(), "e1b1");
        assert_eq!(long.to, Square::C1);
        assert!(!long.is_capture() && !long.resets_clock());
    }

    /// Every move along random games, standard and Chess960: the board
    /// after the move holds the placed piece on `to`, nothing on a square
    /// taken beside it, king and rook on their castling squares, and one
    /// piece fewer exactly when the effect says it captures.
    #[test]
    fn the_board_after_agrees_with_the_effect() {
        let mut rng = crate::engine::random::XorShift::new(70);
        let starts = [
            Position::startpos(),
            Position::chess960(0).unwrap(),
            Position::chess960(771).unwrap(),
        ];
        for start in starts {
            for _game in 0..20 {
                let mut pos = start;
                for _ply in 0..120 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for &mv in &moves {
                        let e = MoveEffect::of(pos.board(), mv);
                        let after = pos.play_unchecked(mv);
                        let board = after.board();
                        assert_eq!(
                            board.piece_on(e.to),
                            Some(e.placed),
                            "{mv} {}",
                            pos.to_fen()
                        );
                        assert_eq!(board.color_on(e.to), Some(e.color));
                        if let Some((_, square)) = e.captured.filter(|&(_, sq)| sq != e.to) {
                            assert_eq!(board.piece_on(square), None);
                        }
                        if let Some(c) = e.castle {
                            assert_eq!(board.piece_on(c.rook_to), Some(Piece::Rook));
                            assert_eq!(board.piece_on(c.king_to), Some(Piece::King));
                        }
                        let fewer = board.combined().popcnt() < pos.board().combined().popcnt();
                        assert_eq!(e.is_capture(), fewer, "{mv} {}", pos.to_fen());
                    }
                    pos = pos.play_unchecked(moves[rng.below(moves.len())]);
                }
            }
        }
    }
}
