//! Static exchange evaluation: the material a capture wins or loses once
//! both sides have made every profitable recapture on its square, the least
//! valuable attacker first, sliders behind sliders (x-rays) included.

use chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, BitBoard,
    Board, ChessMove, Color, Piece, Square, EMPTY,
};

use super::ordering::{is_en_passant, piece_value};

/// Piece values for exchanges: the ordering values, except that the king
/// is worth more than anything it could win, so it never captures onto a
/// defended square.
fn value(piece: Piece) -> i32 {
    match piece {
        Piece::King => 20_000,
        other => piece_value(other),
    }
}

/// Every piece of either colour attacking `square` given `occupied`.
fn attackers_to(board: &Board, square: Square, occupied: BitBoard) -> BitBoard {
    let diagonal = *board.pieces(Piece::Bishop) | *board.pieces(Piece::Queen);
    let straight = *board.pieces(Piece::Rook) | *board.pieces(Piece::Queen);
    let pawns = *board.pieces(Piece::Pawn);
    (get_pawn_attacks(square, Color::White, pawns) & *board.color_combined(Color::Black))
        | (get_pawn_attacks(square, Color::Black, pawns) & *board.color_combined(Color::White))
        | (get_knight_moves(square) & *board.pieces(Piece::Knight))
        | (get_king_moves(square) & *board.pieces(Piece::King))
        | (get_bishop_moves(square, occupied) & diagonal)
        | (get_rook_moves(square, occupied) & straight)
}

const ORDER: [Piece; 6] = [
    Piece::Pawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
    Piece::King,
];

/// The static exchange value of `mv` for the side making it, in
/// centipawns: positive wins material, negative loses it. For example,
/// a rook taking a pawn that a pawn defends scores 100 − 500 = −400.
pub fn see(board: &Board, mv: ChessMove) -> i32 {
    let from = mv.get_source();
    let to = mv.get_dest();
    let Some(mut attacker) = board.piece_on(from) else {
        return 0;
    };
    let mut occupied = *board.combined() ^ BitBoard::from_square(from);
    let mut gain = [0i32; 34];
    gain[0] = match board.piece_on(to) {
        Some(victim) => value(victim),
        None if is_en_passant(board, mv) => {
            // The captured pawn stands beside the destination.
            let captured = Square::make_square(from.get_rank(), to.get_file());
            occupied ^= BitBoard::from_square(captured);
            value(Piece::Pawn)
        }
        None => 0,
    };
    if let Some(promotion) = mv.get_promotion() {
        gain[0] += value(promotion) - value(Piece::Pawn);
        attacker = promotion;
    }
    let mut side = !board.side_to_move();
    let mut attackers = attackers_to(board, to, occupied) & occupied;
    // gain[d]: the balance for the side making the d-th capture, if it is
    // the last one.
    let mut depth = 0;
    while depth + 1 < gain.len() {
        let own = attackers & *board.color_combined(side);
        let Some((piece, square)) = ORDER.iter().find_map(|&piece| {
            let set = own & *board.pieces(piece);
            (set != EMPTY).then(|| (piece, set.to_square()))
        }) else {
            break;
        };
        depth += 1;
        gain[depth] = value(attacker) - gain[depth - 1];
        occupied ^= BitBoard::from_square(square);
        // Removing the piece may uncover a slider behind it.
        attackers = attackers_to(board, to, occupied) & occupied;
        attacker = piece;
        side = !side;
    }
    // Each side captures only when that beats stopping.
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let board = Board::from_str(fen).unwrap();
        let mv = ChessMove::from_str(uci).unwrap();
        see(&board, mv)
    }

    #[test]
    fn exchanges_are_valued_as_they_end() {
        // An undefended pawn: +100.
        assert_eq!(see_of("4k3/8/8/4p3/8/8/8/4RK2 w - - 0 1", "e1e5"), 100);
        // A pawn defended by a pawn, taken by the rook: 100 − 500.
        assert_eq!(see_of("4k3/8/5p2/4p3/8/8/8/4RK2 w - - 0 1", "e1e5"), -400);
        // Pawn takes a defended knight: +320 − 100.
        assert_eq!(see_of("4k3/8/5p2/4n3/3P4/8/8/5K2 w - - 0 1", "d4e5"), 220);
        // Doubled rooks (x-ray) against a pawn defended by a rook: the pawn, then the rook.
        assert_eq!(see_of("4r1k1/8/8/4p3/8/8/4R3/4RK2 w - - 0 1", "e2e5"), 100);
        // The king cannot recapture onto a defended square.
        assert_eq!(see_of("8/8/8/4k3/3p4/8/3R4/3RK3 w - - 0 1", "d2d4"), 100);
        // A quiet move to an attacked square loses the piece.
        assert_eq!(see_of("4k3/8/5p2/8/8/8/8/3N1K2 w - - 0 1", "d1e3"), 0);
        assert_eq!(see_of("4k3/8/5p2/8/8/3N4/8/5K2 w - - 0 1", "d3e5"), -320);
        // En passant: pawn for pawn, and the capturing pawn is safe.
        assert_eq!(see_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), 100);
    }
}
