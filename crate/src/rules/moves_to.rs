//! The legal moves that land on one square, found from that square: the
//! pieces that reach it by their attack patterns, then the pin and check
//! rules, instead of generating every move of the position and keeping
//! those that end there. A SAN names its destination, so this is what the
//! PGN reader asks once a move.
//!
//! The moves come in the order the `chess` crate's generator gives them
//! (pawns, knights, bishops, rooks, queens, king; by origin square within a
//! kind; promotions to queen, knight, rook, bishop), so that a SAN's
//! candidates read the same whichever way they were found.
//!
//! ```
//! use std::str::FromStr;
//! use ferrochess::chess::{Board, Square};
//! use ferrochess::rules::moves_to::legal_moves_to;
//!
//! let board = Board::default();
//! let moves: Vec<String> = legal_moves_to(&board, Square::F3).iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["f2f3", "g1f3"]);
//! // The bishop on b4 pins the knight on d2: it may not go to f3.
//! let pinned = Board::from_str("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").unwrap();
//! assert!(legal_moves_to(&pinned, Square::F3).is_empty());
//! ```

use chess::{
    between, get_bishop_rays, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_rays,
    line, BitBoard, Board, ChessMove, Color, Piece, Rank, Square, EMPTY, PROMOTION_PIECES,
};

use smallvec::SmallVec;

use crate::rules::attacks::attackers;

/// Every legal move of `board` that ends on `to`, standard castling
/// included (the king's two-square move), in the generator's order.
pub fn legal_moves_to(board: &Board, to: Square) -> Vec<ChessMove> {
    legal_moves_of_to(board, None, to).to_vec()
}

/// The legal moves to one square, kept on the stack up to eight (a SAN
/// read a move allocates no list): a square is reached by a few moves
/// nearly always, and by at most 66 (16 pieces, four promotions a pawn,
/// two castlings). Neither filled nor copied beyond the moves it holds: an
/// array of 66 cleared and returned on every call cost the native PGN
/// reader about 7% of its time.
#[derive(Clone, Debug)]
pub struct MovesTo {
    moves: SmallVec<[ChessMove; 8]>,
}

impl MovesTo {
    /// No move yet.
    pub fn new() -> Self {
        MovesTo {
            moves: SmallVec::new(),
        }
    }

    /// Adds `mv`.
    pub fn push(&mut self, mv: ChessMove) {
        self.moves.push(mv);
    }
}

impl Default for MovesTo {
    fn default() -> Self {
        Self::new()
    }
}

impl std::ops::Deref for MovesTo {
    type Target = [ChessMove];

    fn deref(&self) -> &[ChessMove] {
        &self.moves
    }
}

impl Extend<ChessMove> for MovesTo {
    fn extend<I: IntoIterator<Item = ChessMove>>(&mut self, moves: I) {
        for mv in moves {
            self.push(mv);
        }
    }
}

/// The legal moves of `board` that end on `to` made by a `piece` (every
/// piece for `None`), in the generator's order: a SAN names its piece, so
/// its rivals are moves of that piece alone.
pub fn legal_moves_of_to(board: &Board, piece: Option<Piece>, to: Square) -> MovesTo {
    let wanted = |kind: Piece| piece.is_none_or(|piece| piece == kind);
    let mut moves = MovesTo::new();
    let us = board.side_to_move();
    let ours = *board.color_combined(us);
    let target = BitBoard::from_square(to);
    if ours & target != EMPTY {
        return moves;
    }
    let checkers = *board.checkers();
    let king = board.king_square(us);
    // Where a piece other than the king may land: anywhere, on the one
    // checker or between it and the king, or nowhere (double check).
    let allowed = match checkers.popcnt() {
        0 => !EMPTY,
        1 => checkers | between(checkers.to_square(), king),
        _ => EMPTY,
    };
    if allowed & target != EMPTY {
        if wanted(Piece::Pawn) {
            pawn_moves(board, to, &mut moves);
        }
        match piece {
            // A SAN names one kind: its moves alone, without a loop over the others.
            Some(kind @ (Piece::Knight | Piece::Bishop | Piece::Rook | Piece::Queen)) => {
                pieces_to(board, kind, ours, to, &mut moves);
            }
            Some(_) => {}
            None => {
                for kind in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen] {
                    pieces_to(board, kind, ours, to, &mut moves);
                }
            }
        }
    } else if wanted(Piece::Pawn) {
        en_passant(board, to, &mut moves);
    }
    if wanted(Piece::King) {
        king_moves(board, to, &mut moves);
    }
    moves
}

/// The moves to `to` of our pieces of `kind` (a knight, bishop, rook or
/// queen), in the generator's order.
#[inline(always)]
fn pieces_to(board: &Board, kind: Piece, ours: BitBoard, to: Square, moves: &mut MovesTo) {
    let ours_of_kind = *board.pieces(kind) & ours;
    if ours_of_kind == EMPTY {
        return;
    }
    let reaching = match kind {
        Piece::Knight => get_knight_moves(to) & ours_of_kind,
        _ => sliders_reaching(kind, to, ours_of_kind, *board.combined()),
    };
    for from in in_generator_order(board, reaching) {
        push_unpinned(board, from, to, None, moves);
    }
}

/// Which of `sliders` (bishops, rooks or queens, as `kind` says) reach `to`
/// over `occupied`: those on one of its lines with nothing between. A side
/// has one or two of a kind, so this looks at the small ray and between
/// tables, not at the large sliding-move table, whose lookups miss the
/// cache (the SAN reader's slowest step when it looked there).
fn sliders_reaching(kind: Piece, to: Square, sliders: BitBoard, occupied: BitBoard) -> BitBoard {
    let rays = match kind {
        Piece::Bishop => get_bishop_rays(to),
        Piece::Rook => get_rook_rays(to),
        _ => get_bishop_rays(to) | get_rook_rays(to),
    };
    let mut reaching = EMPTY;
    for from in sliders & rays {
        if between(from, to) & occupied == EMPTY {
            reaching |= BitBoard::from_square(from);
        }
    }
    reaching
}

/// Adds the move unless its piece is pinned off the line it moves along.
fn push_unpinned(
    board: &Board,
    from: Square,
    to: Square,
    promotion: Option<Piece>,
    moves: &mut MovesTo,
) {
    let pinned = board.pinned() & BitBoard::from_square(from) != EMPTY;
    let king = board.king_square(board.side_to_move());
    if !pinned || line(from, king) & BitBoard::from_square(to) != EMPTY {
        moves.push(ChessMove::new(from, to, promotion));
    }
}

/// The pawns' moves to `to`: pushes, captures, promotions and en passant,
/// by origin square.
fn pawn_moves(board: &Board, to: Square, moves: &mut MovesTo) {
    let us = board.side_to_move();
    let pawns = *board.pieces(Piece::Pawn) & *board.color_combined(us);
    let occupied = *board.combined();
    let target = BitBoard::from_square(to);
    let mut from = EMPTY;
    if occupied & target != EMPTY {
        // A capture: the pawns that a pawn of the other side on `to` would attack.
        from = get_pawn_attacks(to, !us, pawns);
    } else if let Some(behind) = to.backward(us) {
        let behind_bb = BitBoard::from_square(behind);
        if pawns & behind_bb != EMPTY {
            from = behind_bb;
        } else if occupied & behind_bb == EMPTY && to.get_rank() == double_push_rank(us) {
            from = to
                .backward(us)
                .and_then(|square| square.backward(us))
                .map_or(EMPTY, BitBoard::from_square)
                & pawns;
        }
    }
    let last_rank = to.get_rank() == Rank::from_index(if us == Color::White { 7 } else { 0 });
    for from in in_generator_order(board, from) {
        if last_rank {
            for piece in PROMOTION_PIECES {
                push_unpinned(board, from, to, Some(piece), moves);
            }
        } else {
            push_unpinned(board, from, to, None, moves);
        }
    }
    en_passant(board, to, moves);
}

/// The squares of `pieces`, unpinned ones first, each group by square, as
/// the generator lists them.
fn in_generator_order(board: &Board, pieces: BitBoard) -> impl Iterator<Item = Square> {
    let pinned = *board.pinned();
    (pieces & !pinned).chain(pieces & pinned)
}

/// The en-passant captures to `to` when no other move may land there (the
/// pawn taken en passant may be the checker while `to` blocks nothing).
fn en_passant(board: &Board, to: Square, moves: &mut MovesTo) {
    for from in en_passant_capturers(board, to) {
        let mv = ChessMove::new(from, to, None);
        if board.legal(mv) {
            moves.push(mv);
        }
    }
}

/// Our pawns that could take en passant onto `to` (legality not checked).
fn en_passant_capturers(board: &Board, to: Square) -> BitBoard {
    let us = board.side_to_move();
    match board.en_passant() {
        Some(victim) if victim.forward(us) == Some(to) => get_pawn_attacks(
            to,
            !us,
            *board.pieces(Piece::Pawn) & *board.color_combined(us),
        ),
        _ => EMPTY,
    }
}

/// The rank a pawn of `color` reaches with its two-square move.
fn double_push_rank(color: Color) -> Rank {
    Rank::from_index(if color == Color::White { 3 } else { 4 })
}

/// The king's move to `to`, castling (standard chess) included, if legal.
fn king_moves(board: &Board, to: Square, moves: &mut MovesTo) {
    let us = board.side_to_move();
    let king = board.king_square(us);
    if get_king_moves(king) & BitBoard::from_square(to) != EMPTY {
        if !attacked_without_king(board, to) {
            moves.push(ChessMove::new(king, to, None));
        }
    } else if king.get_rank() == to.get_rank()
        && king
            .get_file()
            .to_index()
            .abs_diff(to.get_file().to_index())
            == 2
        && board.castle_rights(us) != chess::CastleRights::NoRights
    {
        let mv = ChessMove::new(king, to, None);
        if board.legal(mv) {
            moves.push(mv);
        }
    }
}

/// Whether the side to move has a king step to a square the other side does
/// not attack (castling aside): the usual way out of a check, and the first
/// thing [`check_suffix`](crate::rules::san::check_suffix) asks before it
/// generates every move to tell a check from a mate.
///
/// ```
/// use std::str::FromStr;
/// use ferrochess::chess::Board;
/// use ferrochess::rules::moves_to::king_can_step;
///
/// assert!(king_can_step(&Board::from_str("4k3/8/8/8/8/8/8/R3K3 b - - 0 1").unwrap()));
/// // Back-rank mate: the king's squares are its own pawns' or attacked.
/// assert!(!king_can_step(&Board::from_str("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").unwrap()));
/// ```
pub fn king_can_step(board: &Board) -> bool {
    let us = board.side_to_move();
    let free = get_king_moves(board.king_square(us)) & !*board.color_combined(us);
    free.into_iter()
        .any(|square| !attacked_without_king(board, square))
}

/// Whether the other side attacks `square` once our king has left its square.
fn attacked_without_king(board: &Board, square: Square) -> bool {
    let us = board.side_to_move();
    let theirs = *board.color_combined(!us);
    let occupied = *board.combined() ^ BitBoard::from_square(board.king_square(us));
    attackers(square, !us, occupied, |piece| *board.pieces(piece) & theirs) != EMPTY
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess::{MoveGen, ALL_SQUARES};
    use std::str::FromStr;

    /// The masked generator's answer, the reference.
    fn reference(board: &Board, to: Square) -> Vec<ChessMove> {
        let mut generator = MoveGen::new_legal(board);
        generator.set_iterator_mask(BitBoard::from_square(to));
        generator.collect()
    }

    /// Every square of every position reached by walking `plies` pseudo-random
    /// legal moves from each of `fens`.
    /// Returns how many (position, square) pairs were compared and how
    /// many of the moves found were promotions, en-passant captures and castlings.
    fn agree_on_walks(fens: &[&str], plies: usize, seed: u64) -> (usize, [usize; 3]) {
        let mut state = seed;
        let mut checked = 0;
        let mut special = [0; 3];
        for fen in fens {
            let mut board = Board::from_str(fen).unwrap();
            for _ in 0..plies {
                for to in ALL_SQUARES {
                    let found = legal_moves_to(&board, to);
                    assert_eq!(found, reference(&board, to), "{board} to {to}");
                    // Each piece's own moves are those of the piece in the list.
                    for piece in chess::ALL_PIECES {
                        let of_piece: Vec<ChessMove> = found
                            .iter()
                            .copied()
                            .filter(|mv| board.piece_on(mv.get_source()) == Some(piece))
                            .collect();
                        assert_eq!(legal_moves_of_to(&board, Some(piece), to)[..], of_piece);
                    }
                    checked += 1;
                    for mv in found {
                        let from = mv.get_source();
                        let pawn = board.piece_on(from) == Some(Piece::Pawn);
                        let files = from
                            .get_file()
                            .to_index()
                            .abs_diff(to.get_file().to_index());
                        special[0] += usize::from(mv.get_promotion().is_some());
                        special[1] +=
                            usize::from(pawn && files == 1 && board.piece_on(to).is_none());
                        special[2] +=
                            usize::from(board.piece_on(from) == Some(Piece::King) && files == 2);
                    }
                }
                let moves: Vec<ChessMove> = MoveGen::new_legal(&board).collect();
                if moves.is_empty() {
                    break;
                }
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                board = board.make_move_new(moves[(state >> 33) as usize % moves.len()]);
            }
        }
        (checked, special)
    }

    #[test]
    fn agrees_with_the_generator_on_every_square_of_many_positions() {
        let fens = [
            chess::Board::default().to_string(),
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".to_string(),
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1".to_string(),
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1".to_string(),
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8".to_string(),
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10".to_string(),
            // En passant that would expose the king along the rank, and one that answers a check.
            "8/8/8/KPp4r/8/8/8/7k w - c6 0 2".to_string(),
            "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1".to_string(),
        ];
        let fens: Vec<&str> = fens.iter().map(String::as_str).collect();
        let mut checked = 0;
        let mut special = [0; 3];
        for seed in [7, 99, 2026] {
            let (pairs, kinds) = agree_on_walks(&fens, 120, seed);
            checked += pairs;
            special = [0, 1, 2].map(|i| special[i] + kinds[i]);
        }
        assert!(checked > 50_000, "{checked}");
        // Promotions, en-passant captures and castlings were among the moves compared.
        assert!(special.iter().all(|&n| n > 0), "{special:?}");
    }
}
