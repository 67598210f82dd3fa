//! Whether a move gives check, without making it.
//!
//! The search decides to skip many moves (late-move, futility and SEE
//! pruning) on condition that they do not give check. Making a move to
//! find out costs a whole new board (hash, pins, checkers); this looks only
//! at which of the mover's pieces attack the other king once the move's
//! pieces have moved, which is what the new board's checkers would be.

use chess::{
    get_bishop_moves, get_bishop_rays, get_knight_moves, get_pawn_attacks, get_rook_moves,
    get_rook_rays, BitBoard, Board, ChessMove, Piece, EMPTY,
};

use crate::rules::castling::Castle;
use crate::rules::move_effect::en_passant_victim;

/// Whether `mv`, legal on `board`, leaves the opponent in check: the same
/// answer as `*board.make_move_new(mv).checkers() != EMPTY`.
///
/// ```
/// use std::str::FromStr;
/// use ferrochess::chess::{Board, ChessMove};
/// use ferrochess::engine::search::check::gives_check;
///
/// let board = Board::from_str("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
/// assert!(gives_check(&board, ChessMove::from_str("a1a8").unwrap()));
/// assert!(!gives_check(&board, ChessMove::from_str("a1a7").unwrap()));
/// ```
pub fn gives_check(board: &Board, mv: ChessMove) -> bool {
    let us = board.side_to_move();
    let (from, to) = (mv.get_source(), mv.get_dest());
    let Some(piece) = board.piece_on(from) else {
        return false;
    };
    let king = board.king_square(!us);
    let (from_bb, to_bb) = (BitBoard::from_square(from), BitBoard::from_square(to));
    let mine = |p: Piece| *board.pieces(p) & *board.color_combined(us);

    // The mover's pieces that attack the king, or could along a line,
    // after the move: the moved piece leaves its origin and stands on the
    // destination (as the promoted piece).
    let mut occupied = (*board.combined() ^ from_bb) | to_bb;
    let mut diagonal = mine(Piece::Bishop) | mine(Piece::Queen);
    let mut straight = mine(Piece::Rook) | mine(Piece::Queen);
    let mut steppers = (get_knight_moves(king) & mine(Piece::Knight))
        | get_pawn_attacks(king, !us, mine(Piece::Pawn));
    match piece {
        Piece::Bishop => diagonal ^= from_bb,
        Piece::Rook => straight ^= from_bb,
        Piece::Queen => {
            diagonal ^= from_bb;
            straight ^= from_bb;
        }
        Piece::King => {}
        Piece::Pawn | Piece::Knight => steppers &= !from_bb,
    }
    match mv.get_promotion().unwrap_or(piece) {
        Piece::Bishop => diagonal |= to_bb,
        Piece::Rook => straight |= to_bb,
        Piece::Queen => {
            diagonal |= to_bb;
            straight |= to_bb;
        }
        Piece::King => {}
        Piece::Knight => steppers |= get_knight_moves(king) & to_bb,
        Piece::Pawn => steppers |= get_pawn_attacks(king, !us, to_bb),
    }

    if let Some(victim) = en_passant_victim(board, mv) {
        // The captured pawn leaves its square beside the origin.
        occupied ^= BitBoard::from_square(victim);
    } else if let Some(castle) = Castle::of(board, mv) {
        // King and rook leave their squares and land on theirs (in Chess960
        // the move's destination is the rook's origin).
        let rook_to = BitBoard::from_square(castle.rook_to);
        straight = (straight & !BitBoard::from_square(castle.rook_from)) | rook_to;
        occupied = (*board.combined() ^ from_bb ^ BitBoard::from_square(castle.rook_from))
            | BitBoard::from_square(castle.king_to)
            | rook_to;
    }

    // A king never attacks the other king after a legal move; sliders are
    // looked up only when one stands on a line through the king.
    steppers != EMPTY
        || (get_bishop_rays(king) & diagonal != EMPTY
            && get_bishop_moves(king, occupied) & diagonal != EMPTY)
        || (get_rook_rays(king) & straight != EMPTY
            && get_rook_moves(king, occupied) & straight != EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::every_move_along_random_games;
    use std::str::FromStr;

    /// On every legal move of positions along random games (castling, en
    /// passant, promotions and discovered checks among them), the answer
    /// is the new board's.
    #[test]
    fn agrees_with_the_board_after_the_move() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            // Castling gives check with the rook; en passant uncovers a check.
            "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            "8/8/8/1k1pP2R/8/8/8/4K3 w - d6 0 1",
        ];
        let (mut checked, mut checks) = (0, 0);
        every_move_along_random_games(&starts, 40, 100, 0x9E37_79B9_7F4A_7C15, |board, mv| {
            let expected = *board.make_move_new(mv).checkers() != EMPTY;
            assert_eq!(gives_check(board, mv), expected, "{board} {mv}");
            checked += 1;
            checks += expected as usize;
        });
        assert!(
            checked > 50_000 && checks > 1_000,
            "{checked} moves, {checks} checks"
        );
    }

    #[test]
    fn castling_and_en_passant_checks() {
        let board = Board::from_str("5k2/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        assert!(gives_check(&board, ChessMove::from_str("e1g1").unwrap()));
        // exd6 e.p. opens the fifth rank from h5 to the king on b5.
        let board = Board::from_str("8/8/8/1k1pP2R/8/8/8/4K3 w - d6 0 1").unwrap();
        assert!(gives_check(&board, ChessMove::from_str("e5d6").unwrap()));
        assert!(!gives_check(&board, ChessMove::from_str("e1e2").unwrap()));
    }
}
