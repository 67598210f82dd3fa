//! Static exchange evaluation: the material a capture wins or loses once
//! both sides have made every profitable recapture on its square, the least
//! valuable attacker first, sliders behind sliders (x-rays) included.

use chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, BitBoard,
    Board, ChessMove, Color, Piece, Square, EMPTY,
};

use crate::rules::move_effect::en_passant_victim;

/// A piece's value for move ordering (MVV-LVA, in `ordering`) and, but
/// for the king, for exchanges.
pub fn piece_value(piece: Piece) -> i32 {
    match piece {
        Piece::Pawn => 100,
        Piece::Knight => 320,
        Piece::Bishop => 330,
        Piece::Rook => 500,
        Piece::Queen => 900,
        Piece::King => 2_000,
    }
}

/// Piece values for exchanges: the ordering values, except that the king
/// is worth more than anything it could win, so it never captures onto a
/// defended square.
fn value(piece: Piece) -> i32 {
    match piece {
        Piece::King => 20_000,
        other => piece_value(other),
    }
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
///
/// The search asks only whether this reaches a threshold, and asks
/// [`see_ge`], which answers the same faster; this is its reference.
pub fn see(board: &Board, mv: ChessMove) -> i32 {
    let Some(exchange) = Exchange::start(board, mv) else {
        return 0;
    };
    exchange.value(board)
}

/// Whether [`see`]`(board, mv) >= threshold`, usually without playing
/// the exchange out: its value is at most what the move itself captures,
/// and at least that minus the moving piece.
///
/// ```
/// use std::str::FromStr;
/// use ferrochess::chess::{Board, ChessMove};
/// use ferrochess::engine::search::see::{see, see_ge};
///
/// // A rook takes a pawn that a pawn defends: 100 − 500 = −400.
/// let board = Board::from_str("4k3/8/5p2/4p3/8/8/8/4RK2 w - - 0 1").unwrap();
/// let mv = ChessMove::from_str("e1e5").unwrap();
/// assert_eq!(see(&board, mv), -400);
/// assert!(see_ge(&board, mv, -400));
/// assert!(!see_ge(&board, mv, -399));
/// ```
pub fn see_ge(board: &Board, mv: ChessMove, threshold: i32) -> bool {
    let Some(exchange) = Exchange::start(board, mv) else {
        return 0 >= threshold;
    };
    let captured = exchange.gain;
    if captured < threshold {
        return false;
    }
    if captured - value(exchange.attacker) >= threshold {
        return true;
    }
    exchange.value(board) >= threshold
}

/// An exchange on a move's destination after the move itself.
struct Exchange {
    to: Square,
    /// What the move captures (a promotion adds the new piece's value
    /// over the pawn's).
    gain: i32,
    /// The piece now standing on `to`, the next one to be captured.
    attacker: Piece,
    occupied: BitBoard,
}

impl Exchange {
    /// The exchange `mv` starts; `None` when no piece stands on its origin.
    fn start(board: &Board, mv: ChessMove) -> Option<Exchange> {
        let from = mv.get_source();
        let to = mv.get_dest();
        let mut attacker = board.piece_on(from)?;
        if board.color_on(to) == board.color_on(from) {
            return None; // Chess960 castling (king onto rook): no exchange
        }
        let mut occupied = *board.combined() ^ BitBoard::from_square(from);
        let mut gain = match board.piece_on(to) {
            Some(victim) => value(victim),
            None => match en_passant_victim(board, mv) {
                // The captured pawn stands beside the destination.
                Some(captured) => {
                    occupied ^= BitBoard::from_square(captured);
                    value(Piece::Pawn)
                }
                None => 0,
            },
        };
        if let Some(promotion) = mv.get_promotion() {
            gain += value(promotion) - value(Piece::Pawn);
            attacker = promotion;
        }
        Some(Exchange {
            to,
            gain,
            attacker,
            occupied,
        })
    }

    /// The exchange's value once both sides have recaptured while it pays,
    /// the least valuable attacker first.
    fn value(self, board: &Board) -> i32 {
        let Exchange {
            to,
            gain: captured,
            attacker: mut on_square,
            mut occupied,
        } = self;
        let diagonal = *board.pieces(Piece::Bishop) | *board.pieces(Piece::Queen);
        let straight = *board.pieces(Piece::Rook) | *board.pieces(Piece::Queen);
        // Pawns, knights and kings attack the square whatever else moves;
        // sliders only along lines that captures may open (x-rays).
        let pawns = *board.pieces(Piece::Pawn);
        let steppers = (get_pawn_attacks(to, Color::White, pawns)
            & *board.color_combined(Color::Black))
            | (get_pawn_attacks(to, Color::Black, pawns) & *board.color_combined(Color::White))
            | (get_knight_moves(to) & *board.pieces(Piece::Knight))
            | (get_king_moves(to) & *board.pieces(Piece::King));
        let attackers_given = |occupied: BitBoard| {
            (steppers
                | (get_bishop_moves(to, occupied) & diagonal)
                | (get_rook_moves(to, occupied) & straight))
                & occupied
        };
        let mut gain = [0i32; 34];
        gain[0] = captured;
        let mut side = !board.side_to_move();
        let mut attackers = attackers_given(occupied);
        // gain[d]: the balance for the side making the d-th capture, if it
        // is the last one.
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
            gain[depth] = value(on_square) - gain[depth - 1];
            occupied ^= BitBoard::from_square(square);
            // Removing the piece may uncover a slider behind it.
            attackers = attackers_given(occupied);
            on_square = piece;
            side = !side;
        }
        // Each side captures only when that beats stopping.
        while depth > 0 {
            gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
            depth -= 1;
        }
        gain[0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::every_move_along_random_games;
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

    /// `see_ge` answers exactly `see(..) >= threshold`, on every legal move
    /// of positions along random games, at thresholds around the exact
    /// value and across the range the search uses.
    #[test]
    fn see_ge_agrees_with_see_on_random_games() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ];
        let mut checked = 0;
        every_move_along_random_games(&starts, 40, 80, 0x2545_F491_4F6C_DD1D, |board, mv| {
            let exact = see(board, mv);
            let thresholds = [exact - 1, exact, exact + 1, 0, -1, 1]
                .into_iter()
                .chain((-7..=7).map(|k| k * 130));
            for threshold in thresholds {
                assert_eq!(
                    see_ge(board, mv, threshold),
                    exact >= threshold,
                    "{board} {mv} at {threshold} (see {exact})"
                );
            }
            checked += 1;
        });
        assert!(checked > 50_000, "only {checked} moves checked");
    }
}
