//! Board features shared by the evaluators: attacks, mobility and pawn
//! structure, computed from bitboards.

use chess::{
    get_bishop_moves, get_file, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves,
    BitBoard, Board, Color, File, Piece, Rank, Square, EMPTY,
};

/// Every piece but the king, in value order.
pub const NON_KING_PIECES: [Piece; 5] = [
    Piece::Pawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
];

/// +1 for White, -1 for Black: turns a side's score into White's view.
pub fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The pieces of one kind and colour.
pub fn pieces(board: &Board, color: Color, piece: Piece) -> BitBoard {
    *board.pieces(piece) & *board.color_combined(color)
}

/// How many pieces of one kind and colour.
pub fn count(board: &Board, color: Color, piece: Piece) -> i32 {
    pieces(board, color, piece).popcnt() as i32
}

/// Squares a piece on `square` attacks, given the board's occupancy.
pub fn attacks(board: &Board, square: Square, piece: Piece, color: Color) -> BitBoard {
    let occupied = *board.combined();
    match piece {
        Piece::Pawn => get_pawn_attacks(square, color, !EMPTY),
        Piece::Knight => get_knight_moves(square),
        Piece::Bishop => get_bishop_moves(square, occupied),
        Piece::Rook => get_rook_moves(square, occupied),
        Piece::Queen => get_bishop_moves(square, occupied) | get_rook_moves(square, occupied),
        Piece::King => get_king_moves(square),
    }
}

/// Every square `color` attacks.
pub fn attacked_by(board: &Board, color: Color) -> BitBoard {
    let mut all = EMPTY;
    for piece in chess::ALL_PIECES {
        for square in pieces(board, color, piece) {
            all |= attacks(board, square, piece, color);
        }
    }
    all
}

/// Squares attacked by `color`'s pawns.
pub fn pawn_attacks(board: &Board, color: Color) -> BitBoard {
    let mut all = EMPTY;
    for square in pieces(board, color, Piece::Pawn) {
        all |= get_pawn_attacks(square, color, !EMPTY);
    }
    all
}

/// Pseudo-legal move count for `color` (Shannon's mobility): piece moves to
/// squares not holding an own piece, pawn pushes and pawn captures.
pub fn mobility(board: &Board, color: Color) -> i32 {
    let own = *board.color_combined(color);
    let enemy = *board.color_combined(!color);
    let empty = !*board.combined();
    let mut moves = 0;
    for piece in [
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ] {
        for square in pieces(board, color, piece) {
            moves += (attacks(board, square, piece, color) & !own).popcnt() as i32;
        }
    }
    for square in pieces(board, color, Piece::Pawn) {
        moves += (get_pawn_attacks(square, color, enemy)).popcnt() as i32;
        if let Some(one) = square.forward(color) {
            if empty & BitBoard::from_square(one) != EMPTY {
                moves += 1;
                let start = match color {
                    Color::White => Rank::Second,
                    Color::Black => Rank::Seventh,
                };
                if square.get_rank() == start {
                    if let Some(two) = one.forward(color) {
                        if empty & BitBoard::from_square(two) != EMPTY {
                            moves += 1;
                        }
                    }
                }
            }
        }
    }
    moves
}

/// Files adjacent to `file`.
pub fn adjacent_files(file: File) -> BitBoard {
    chess::get_adjacent_files(file)
}

/// Squares strictly in front of `square` from `color`'s side, on its file
/// and both adjacent files (the span a passed pawn must find free of enemy
/// pawns).
pub fn front_span(square: Square, color: Color) -> BitBoard {
    let files = get_file(square.get_file()) | adjacent_files(square.get_file());
    files & ranks_ahead(square.get_rank(), color)
}

/// All squares on ranks strictly ahead of `rank` for `color`.
pub fn ranks_ahead(rank: Rank, color: Color) -> BitBoard {
    let r = rank.to_index() as u32;
    match color {
        Color::White if r >= 7 => EMPTY,
        Color::White => BitBoard::new(!0u64 << (8 * (r + 1))),
        Color::Black if r == 0 => EMPTY,
        Color::Black => BitBoard::new(!0u64 >> (8 * (8 - r))),
    }
}

/// The rank from `color`'s side: 0 for its back rank, 7 for the far one.
pub fn relative_rank(square: Square, color: Color) -> usize {
    match color {
        Color::White => square.get_rank().to_index(),
        Color::Black => 7 - square.get_rank().to_index(),
    }
}

/// Pawn-structure counts for one side.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PawnStructure {
    /// Pawns beyond the first on a file.
    pub doubled: i32,
    /// Pawns with no friendly pawn on an adjacent file.
    pub isolated: i32,
    /// Pawns behind all friendly pawns on adjacent files whose advance
    /// square is attacked by an enemy pawn.
    pub backward: i32,
}

/// Counts doubled, isolated and backward pawns for `color`.
pub fn pawn_structure(board: &Board, color: Color) -> PawnStructure {
    let own = pieces(board, color, Piece::Pawn);
    let enemy_attacks = pawn_attacks(board, !color);
    let mut out = PawnStructure::default();
    for file_index in 0..8 {
        let on_file = (own & get_file(File::from_index(file_index))).popcnt() as i32;
        if on_file > 1 {
            out.doubled += on_file - 1;
        }
    }
    for square in own {
        let neighbours = own & adjacent_files(square.get_file());
        if neighbours == EMPTY {
            out.isolated += 1;
            continue;
        }
        // Backward: every neighbour is ahead, and the stop square is hit.
        let behind_or_level = !ranks_ahead(square.get_rank(), color);
        let supported_possible = neighbours & behind_or_level != EMPTY;
        let stop_attacked = square
            .forward(color)
            .is_some_and(|stop| enemy_attacks & BitBoard::from_square(stop) != EMPTY);
        if !supported_possible && stop_attacked {
            out.backward += 1;
        }
    }
    out
}

/// `color`'s passed pawns: no enemy pawn ahead on its file or adjacent files.
pub fn passed_pawns(board: &Board, color: Color) -> impl Iterator<Item = Square> + '_ {
    let enemy = pieces(board, !color, Piece::Pawn);
    pieces(board, color, Piece::Pawn).filter(move |&sq| front_span(sq, color) & enemy == EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn start_position_features() {
        let board = Board::default();
        assert_eq!(mobility(&board, Color::White), 20);
        assert_eq!(mobility(&board, Color::Black), 20);
        assert_eq!(
            pawn_structure(&board, Color::White),
            PawnStructure::default()
        );
        assert_eq!(passed_pawns(&board, Color::White).count(), 0);
    }

    #[test]
    fn pawn_structure_counts() {
        // White: doubled c-pawns, isolated a-pawn, passed a-pawn.
        let board = Board::from_str("4k3/8/8/8/P7/2P5/2P5/4K3 w - - 0 1").unwrap();
        let s = pawn_structure(&board, Color::White);
        assert_eq!(s.doubled, 1);
        assert_eq!(s.isolated, 3);
        assert_eq!(passed_pawns(&board, Color::White).count(), 3);
        // The d3 pawn's neighbours are both ahead; it is backward once an
        // enemy pawn hits its stop square d4.
        let board = Board::from_str("4k3/8/8/8/2P1P3/3P4/8/4K3 w - - 0 1").unwrap();
        assert_eq!(pawn_structure(&board, Color::White).backward, 0);
        let board = Board::from_str("4k3/8/8/4p3/2P1P3/3P4/8/4K3 w - - 0 1").unwrap();
        assert_eq!(pawn_structure(&board, Color::White).backward, 1);
    }
}
