//! The classic evaluators from the writings ferrochess grew from. Each
//! returns centipawns from White's point of view.

use chess::{Board, Color, Piece, EMPTY};

use super::features::{attacked_by, count, mobility, pawn_structure, pieces, relative_rank, sign};
use super::tables::{pst_index, simplified};
use crate::rules::position::Position;

use super::features::NON_KING_PIECES as PIECES;

/// Material with the given values for P, N, B, R, Q; White minus Black.
pub fn material_balance(board: &Board, values: [i32; 5]) -> i32 {
    PIECES
        .iter()
        .zip(values)
        .map(|(&piece, value)| {
            value * (count(board, Color::White, piece) - count(board, Color::Black, piece))
        })
        .sum()
}

/// `material`: the rchess-style evaluator. Pawn 1, knight and bishop 3,
/// rook 5, queen 9 (in centipawns), and one pawn against the side in check.
/// Mate (±1000 pawns in the original) is scored by the search.
pub fn material(pos: &Position) -> i32 {
    let mut score = material_balance(pos.board(), [100, 300, 300, 500, 900]);
    if pos.is_check() {
        score -= 100 * sign(pos.turn());
    }
    score
}

/// `pst`: piece values plus Michniewski's "simplified evaluation function"
/// piece-square tables; the king switches to its endgame table once both
/// sides have no queens, or a queen and at most one minor piece.
pub fn pst(pos: &Position) -> i32 {
    let board = pos.board();
    let endgame = [Color::White, Color::Black].iter().all(|&c| {
        let queens = count(board, c, Piece::Queen);
        let minors = count(board, c, Piece::Knight) + count(board, c, Piece::Bishop);
        let rooks = count(board, c, Piece::Rook);
        queens == 0 || (rooks == 0 && minors <= 1)
    });
    let mut score = 0;
    for color in [Color::White, Color::Black] {
        let mut side = 0;
        for (i, &piece) in PIECES.iter().enumerate() {
            for square in pieces(board, color, piece) {
                side += simplified::VALUES[i] + simplified::TABLES[i][pst_index(color, square)];
            }
        }
        let king = board.king_square(color);
        let table = if endgame {
            &simplified::KING_ENDGAME
        } else {
            &simplified::KING_MIDDLEGAME
        };
        side += table[pst_index(color, king)];
        score += sign(color) * side;
    }
    score
}

/// `shannon`: Claude Shannon's 1949 function. 9Q + 5R + 3(B+N) + P,
/// −0.5 per doubled, backward and isolated pawn, +0.1 per legal move
/// (counted pseudo-legally for both sides), in centipawns.
pub fn shannon(pos: &Position) -> i32 {
    let board = pos.board();
    let mut score = material_balance(board, [100, 300, 300, 500, 900]);
    for color in [Color::White, Color::Black] {
        let s = pawn_structure(board, color);
        score -= sign(color) * 50 * (s.doubled + s.backward + s.isolated);
        score += sign(color) * 10 * mobility(board, color);
    }
    score
}

/// `turing`: Alan Turing's 1948 values (P 1, N 3, B 3.5, R 5, Q 10) with a
/// simplified version of his position-play terms: the square root of each
/// piece's mobility (×10), +20 per rank a pawn has advanced, +30 per pawn
/// defended by a pawn.
pub fn turing(pos: &Position) -> i32 {
    let board = pos.board();
    let mut score = material_balance(board, [100, 300, 350, 500, 1000]);
    let own_of = |c: Color| *board.color_combined(c);
    for color in [Color::White, Color::Black] {
        let mut play = 0.0f64;
        for piece in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen] {
            for square in pieces(board, color, piece) {
                let moves = (super::features::attacks(board, square, piece, color)
                    & !own_of(color))
                .popcnt();
                play += 10.0 * f64::from(moves).sqrt();
            }
        }
        let pawns = pieces(board, color, Piece::Pawn);
        let pawn_guard = super::features::pawn_attacks(board, color);
        for square in pawns {
            play += 20.0 * (relative_rank(square, color) as f64 - 1.0);
            if pawn_guard & chess::BitBoard::from_square(square) != EMPTY {
                play += 30.0;
            }
        }
        score += sign(color) * play.round() as i32;
    }
    score
}

/// `berliner`: Hans Berliner's piece values (P 1, N 3.2, B 3.33, R 5.1,
/// Q 8.8), material only.
pub fn berliner(pos: &Position) -> i32 {
    material_balance(pos.board(), [100, 320, 333, 510, 880])
}

/// `upcraft`: material (1/3/3/5/9) plus piece safety, +1/30 of a piece's
/// value when no enemy piece attacks it, and pawn advancement, +4 per rank.
pub fn upcraft(pos: &Position) -> i32 {
    let board = pos.board();
    let values = [100, 300, 300, 500, 900];
    let mut score = material_balance(board, values);
    for color in [Color::White, Color::Black] {
        let enemy_attacks = attacked_by(board, !color);
        let mut bonus = 0;
        for (i, &piece) in PIECES.iter().enumerate() {
            for square in pieces(board, color, piece) {
                if enemy_attacks & chess::BitBoard::from_square(square) == EMPTY {
                    bonus += values[i] / 30;
                }
                if piece == Piece::Pawn {
                    bonus += 4 * (relative_rank(square, color) as i32 - 1);
                }
            }
        }
        score += sign(color) * bonus;
    }
    score
}
