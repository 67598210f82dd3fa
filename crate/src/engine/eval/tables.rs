//! Piece values and piece-square tables, as plain data.
//!
//! Tables are written as a board diagram from White's side: the first row is
//! rank 8, the first column file a. [`pst_index`] maps a square to its entry
//! for either colour (Black reads the table mirrored top to bottom).

use chess::{Color, Square};

/// The table entry index for a piece of `color` on `square`.
pub fn pst_index(color: Color, square: Square) -> usize {
    let rank = square.get_rank().to_index();
    let file = square.get_file().to_index();
    match color {
        Color::White => (7 - rank) * 8 + file,
        Color::Black => rank * 8 + file,
    }
}

/// Tomasz Michniewski's "Simplified Evaluation Function" (chessprogramming
/// wiki): piece values P 100, N 320, B 330, R 500, Q 900.
pub mod simplified {
    /// Values of pawn, knight, bishop, rook, queen, king.
    pub const VALUES: [i32; 6] = [100, 320, 330, 500, 900, 0];

    #[rustfmt::skip]
    pub const PAWN: [i32; 64] = [
         0,  0,  0,  0,  0,  0,  0,  0,
        50, 50, 50, 50, 50, 50, 50, 50,
        10, 10, 20, 30, 30, 20, 10, 10,
         5,  5, 10, 25, 25, 10,  5,  5,
         0,  0,  0, 20, 20,  0,  0,  0,
         5, -5,-10,  0,  0,-10, -5,  5,
         5, 10, 10,-20,-20, 10, 10,  5,
         0,  0,  0,  0,  0,  0,  0,  0,
    ];

    #[rustfmt::skip]
    pub const KNIGHT: [i32; 64] = [
        -50,-40,-30,-30,-30,-30,-40,-50,
        -40,-20,  0,  0,  0,  0,-20,-40,
        -30,  0, 10, 15, 15, 10,  0,-30,
        -30,  5, 15, 20, 20, 15,  5,-30,
        -30,  0, 15, 20, 20, 15,  0,-30,
        -30,  5, 10, 15, 15, 10,  5,-30,
        -40,-20,  0,  5,  5,  0,-20,-40,
        -50,-40,-30,-30,-30,-30,-40,-50,
    ];

    #[rustfmt::skip]
    pub const BISHOP: [i32; 64] = [
        -20,-10,-10,-10,-10,-10,-10,-20,
        -10,  0,  0,  0,  0,  0,  0,-10,
        -10,  0,  5, 10, 10,  5,  0,-10,
        -10,  5,  5, 10, 10,  5,  5,-10,
        -10,  0, 10, 10, 10, 10,  0,-10,
        -10, 10, 10, 10, 10, 10, 10,-10,
        -10,  5,  0,  0,  0,  0,  5,-10,
        -20,-10,-10,-10,-10,-10,-10,-20,
    ];

    #[rustfmt::skip]
    pub const ROOK: [i32; 64] = [
         0,  0,  0,  0,  0,  0,  0,  0,
         5, 10, 10, 10, 10, 10, 10,  5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
        -5,  0,  0,  0,  0,  0,  0, -5,
         0,  0,  0,  5,  5,  0,  0,  0,
    ];

    #[rustfmt::skip]
    pub const QUEEN: [i32; 64] = [
        -20,-10,-10, -5, -5,-10,-10,-20,
        -10,  0,  0,  0,  0,  0,  0,-10,
        -10,  0,  5,  5,  5,  5,  0,-10,
         -5,  0,  5,  5,  5,  5,  0, -5,
          0,  0,  5,  5,  5,  5,  0, -5,
        -10,  5,  5,  5,  5,  5,  0,-10,
        -10,  0,  5,  0,  0,  0,  0,-10,
        -20,-10,-10, -5, -5,-10,-10,-20,
    ];

    #[rustfmt::skip]
    pub const KING_MIDDLEGAME: [i32; 64] = [
        -30,-40,-40,-50,-50,-40,-40,-30,
        -30,-40,-40,-50,-50,-40,-40,-30,
        -30,-40,-40,-50,-50,-40,-40,-30,
        -30,-40,-40,-50,-50,-40,-40,-30,
        -20,-30,-30,-40,-40,-30,-30,-20,
        -10,-20,-20,-20,-20,-20,-20,-10,
         20, 20,  0,  0,  0,  0, 20, 20,
         20, 30, 10,  0,  0, 10, 30, 20,
    ];

    #[rustfmt::skip]
    pub const KING_ENDGAME: [i32; 64] = [
        -50,-40,-30,-20,-20,-30,-40,-50,
        -30,-20,-10,  0,  0,-10,-20,-30,
        -30,-10, 20, 30, 30, 20,-10,-30,
        -30,-10, 30, 40, 40, 30,-10,-30,
        -30,-10, 30, 40, 40, 30,-10,-30,
        -30,-10, 20, 30, 30, 20,-10,-30,
        -30,-30,  0,  0,  0,  0,-30,-30,
        -50,-30,-30,-30,-30,-30,-30,-50,
    ];

    /// Tables in piece order (pawn … queen); the king's depends on the phase.
    pub const TABLES: [&[i32; 64]; 5] = [&PAWN, &KNIGHT, &BISHOP, &ROOK, &QUEEN];
}

/// Endgame tables for the default evaluator (ferrochess's own): pawns gain
/// as they advance, pieces like the centre a little, the king a lot.
pub mod endgame {
    #[rustfmt::skip]
    pub const PAWN: [i32; 64] = [
          0,  0,  0,  0,  0,  0,  0,  0,
         90, 90, 85, 80, 80, 85, 90, 90,
         50, 50, 45, 40, 40, 45, 50, 50,
         25, 25, 20, 15, 15, 20, 25, 25,
         10, 10,  5,  5,  5,  5, 10, 10,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
    ];

    #[rustfmt::skip]
    pub const MINOR: [i32; 64] = [
        -30,-20,-10,-10,-10,-10,-20,-30,
        -20,-10,  0,  0,  0,  0,-10,-20,
        -10,  0, 10, 10, 10, 10,  0,-10,
        -10,  0, 10, 15, 15, 10,  0,-10,
        -10,  0, 10, 15, 15, 10,  0,-10,
        -10,  0, 10, 10, 10, 10,  0,-10,
        -20,-10,  0,  0,  0,  0,-10,-20,
        -30,-20,-10,-10,-10,-10,-20,-30,
    ];

    #[rustfmt::skip]
    pub const ROOK: [i32; 64] = [
         10, 10, 10, 10, 10, 10, 10, 10,
         15, 15, 15, 15, 15, 15, 15, 15,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
          0,  0,  0,  0,  0,  0,  0,  0,
    ];

    #[rustfmt::skip]
    pub const QUEEN: [i32; 64] = [
        -20,-10,-10, -5, -5,-10,-10,-20,
        -10,  0,  5,  5,  5,  5,  0,-10,
        -10,  5, 10, 10, 10, 10,  5,-10,
         -5,  5, 10, 15, 15, 10,  5, -5,
         -5,  5, 10, 15, 15, 10,  5, -5,
        -10,  5, 10, 10, 10, 10,  5,-10,
        -10,  0,  5,  5,  5,  5,  0,-10,
        -20,-10,-10, -5, -5,-10,-10,-20,
    ];
}
