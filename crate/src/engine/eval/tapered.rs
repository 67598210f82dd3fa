//! `handcrafted`: ferrochess's hand-written evaluator. A tapered evaluation: every term
//! has a middlegame and an endgame value, blended by the material left.
//!
//! Terms: material, piece-square tables, pawn structure (doubled, isolated,
//! backward, passed), mobility, king safety (pawn shield and attackers near
//! the king), bishop pair, rooks on open files and the seventh rank, and
//! mop-up knowledge that drives a lone king to the edge so that K+Q v K and
//! K+R v K are always mated.

use chess::{get_file, get_king_moves, BitBoard, Board, Color, Piece, Square, EMPTY};

use super::features::{
    adjacent_files, attacks, count, passed_pawns, pawn_attacks, pawn_structure, pieces,
    relative_rank, sign,
};
use super::tables::{endgame, pst_index, simplified};
use crate::rules::position::Position;

/// A middlegame and an endgame value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Pair(i32, i32);

impl std::ops::Add for Pair {
    type Output = Pair;
    fn add(self, other: Pair) -> Pair {
        Pair(self.0 + other.0, self.1 + other.1)
    }
}

impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, other: Pair) {
        *self = *self + other;
    }
}

impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair(self.0 * k, self.1 * k)
    }
}

use super::features::NON_KING_PIECES as PIECES;
const VALUE: [Pair; 5] = [
    Pair(100, 125),
    Pair(320, 300),
    Pair(330, 320),
    Pair(500, 540),
    Pair(950, 980),
];
/// Game phase weight of each piece; 24 with all pieces on the board.
const PHASE: [i32; 5] = [0, 1, 1, 2, 4];
const MAX_PHASE: i32 = 24;

const DOUBLED: Pair = Pair(-10, -20);
const ISOLATED: Pair = Pair(-12, -18);
const BACKWARD: Pair = Pair(-8, -10);
/// Passed pawn bonus by rank from its own side (0 = back rank).
const PASSED: [Pair; 8] = [
    Pair(0, 0),
    Pair(0, 10),
    Pair(5, 15),
    Pair(10, 25),
    Pair(20, 45),
    Pair(35, 75),
    Pair(60, 120),
    Pair(0, 0),
];
/// Mobility per attacked square not covered by enemy pawns, beyond a baseline.
const MOBILITY: [(Pair, i32); 4] = [
    (Pair(4, 4), 4),  // knight, baseline 4 squares
    (Pair(5, 5), 6),  // bishop
    (Pair(2, 4), 7),  // rook
    (Pair(1, 2), 13), // queen
];
const BISHOP_PAIR: Pair = Pair(30, 50);
const ROOK_OPEN_FILE: Pair = Pair(25, 10);
const ROOK_SEMI_OPEN_FILE: Pair = Pair(12, 6);
const ROOK_SEVENTH: Pair = Pair(10, 20);
const SHIELD_PAWN: i32 = 12;
const KING_OPEN_FILE: i32 = -20;
/// Middlegame penalty by the weighted number of attacks on the king zone.
const KING_ATTACK: [i32; 12] = [0, 0, 8, 20, 36, 56, 80, 108, 140, 176, 216, 260];
const TEMPO: i32 = 10;

/// One evaluation term, from White's point of view, blended by phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// The term's name (`material`, `pawns`, …).
    pub name: &'static str,
    /// Its contribution in centipawns, White's point of view.
    pub cp: i32,
}

fn material_and_pst(board: &Board, color: Color) -> (Pair, Pair) {
    let mut material = Pair::default();
    let mut pst = Pair::default();
    for (i, &piece) in PIECES.iter().enumerate() {
        let eg_table: &[i32; 64] = match piece {
            Piece::Pawn => &endgame::PAWN,
            Piece::Knight | Piece::Bishop => &endgame::MINOR,
            Piece::Rook => &endgame::ROOK,
            _ => &endgame::QUEEN,
        };
        for square in pieces(board, color, piece) {
            let index = pst_index(color, square);
            material += VALUE[i];
            pst += Pair(simplified::TABLES[i][index], eg_table[index]);
        }
    }
    let king = pst_index(color, board.king_square(color));
    pst += Pair(
        simplified::KING_MIDDLEGAME[king],
        simplified::KING_ENDGAME[king],
    );
    (material, pst)
}

fn pawns(board: &Board, color: Color) -> Pair {
    let s = pawn_structure(board, color);
    let mut score = DOUBLED * s.doubled + ISOLATED * s.isolated + BACKWARD * s.backward;
    let occupied = *board.combined();
    for square in passed_pawns(board, color) {
        let bonus = PASSED[relative_rank(square, color)];
        let blocked = square
            .forward(color)
            .is_some_and(|stop| occupied & BitBoard::from_square(stop) != EMPTY);
        score += if blocked {
            Pair(bonus.0 / 2, bonus.1 / 2)
        } else {
            bonus
        };
    }
    score
}

fn mobility(board: &Board, color: Color) -> Pair {
    let own = *board.color_combined(color);
    let unsafe_squares = pawn_attacks(board, !color);
    let mut score = Pair::default();
    for (i, piece) in [Piece::Knight, Piece::Bishop, Piece::Rook, Piece::Queen]
        .into_iter()
        .enumerate()
    {
        let (weight, baseline) = MOBILITY[i];
        for square in pieces(board, color, piece) {
            let squares =
                (attacks(board, square, piece, color) & !own & !unsafe_squares).popcnt() as i32;
            score += weight * (squares - baseline);
        }
    }
    score
}

fn pieces_bonus(board: &Board, color: Color) -> Pair {
    let mut score = Pair::default();
    if count(board, color, Piece::Bishop) >= 2 {
        score += BISHOP_PAIR;
    }
    let own_pawns = pieces(board, color, Piece::Pawn);
    let enemy_pawns = pieces(board, !color, Piece::Pawn);
    for rook in pieces(board, color, Piece::Rook) {
        let file = get_file(rook.get_file());
        if file & own_pawns == EMPTY {
            score += if file & enemy_pawns == EMPTY {
                ROOK_OPEN_FILE
            } else {
                ROOK_SEMI_OPEN_FILE
            };
        }
        if relative_rank(rook, color) == 6 {
            score += ROOK_SEVENTH;
        }
    }
    score
}

/// Middlegame-only king safety: pawn shield, open files, attackers.
fn king_safety(board: &Board, color: Color) -> Pair {
    let king = board.king_square(color);
    let own_pawns = pieces(board, color, Piece::Pawn);
    let files = get_file(king.get_file()) | adjacent_files(king.get_file());
    let mut score = 0;
    // Shield: own pawns one or two ranks in front of a king on its back ranks.
    if relative_rank(king, color) <= 1 {
        let front = front_ranks(king, color, 2);
        score += SHIELD_PAWN * (own_pawns & files & front).popcnt() as i32;
    }
    for file_index in [
        king.get_file().to_index() as i32 - 1,
        king.get_file().to_index() as i32,
        king.get_file().to_index() as i32 + 1,
    ] {
        if (0..8).contains(&file_index) {
            let file = get_file(chess::File::from_index(file_index as usize));
            if file & own_pawns == EMPTY {
                score += KING_OPEN_FILE;
            }
        }
    }
    // Attacks on the squares around the king, weighted by attacker.
    let zone = get_king_moves(king) | BitBoard::from_square(king);
    let mut units = 0;
    for (piece, weight) in [
        (Piece::Knight, 2),
        (Piece::Bishop, 2),
        (Piece::Rook, 3),
        (Piece::Queen, 5),
    ] {
        for square in pieces(board, !color, piece) {
            units += weight * (attacks(board, square, piece, !color) & zone).popcnt() as i32;
        }
    }
    score -= KING_ATTACK[(units as usize / 2).min(KING_ATTACK.len() - 1)];
    Pair(score, 0)
}

/// The `depth` ranks in front of `king` from `color`'s side.
fn front_ranks(king: Square, color: Color, depth: usize) -> BitBoard {
    let mut bb = EMPTY;
    let mut square = king;
    for _ in 0..depth {
        match square.forward(color) {
            Some(next) => {
                bb |= chess::get_rank(next.get_rank());
                square = next;
            }
            None => break,
        }
    }
    bb
}

/// Distance of a square from the centre (0 in the middle, 6 in a corner).
fn centre_distance(square: Square) -> i32 {
    let file = square.get_file().to_index() as i32;
    let rank = square.get_rank().to_index() as i32;
    (2 * file - 7).abs() / 2 + (2 * rank - 7).abs() / 2
}

fn king_distance(a: Square, b: Square) -> i32 {
    let df = (a.get_file().to_index() as i32 - b.get_file().to_index() as i32).abs();
    let dr = (a.get_rank().to_index() as i32 - b.get_rank().to_index() as i32).abs();
    df.max(dr)
}

/// Mop-up: with a lone enemy king and enough material to mate, push it to
/// the edge and bring our king close. White's point of view.
fn mop_up(board: &Board) -> i32 {
    for color in [Color::White, Color::Black] {
        let enemy = *board.color_combined(!color);
        let lone = enemy == BitBoard::from_square(board.king_square(!color));
        let heavy = count(board, color, Piece::Queen) + count(board, color, Piece::Rook);
        let bishops = count(board, color, Piece::Bishop);
        let knights = count(board, color, Piece::Knight);
        let can_mate = heavy > 0 || bishops >= 2 || (bishops >= 1 && knights >= 1);
        if lone && can_mate {
            let theirs = board.king_square(!color);
            let ours = board.king_square(color);
            let bonus =
                40 * centre_distance(theirs) + 20 * (14 - 2 * king_distance(ours, theirs)) + 500;
            return sign(color) * bonus;
        }
    }
    0
}

fn phase(board: &Board) -> i32 {
    let mut phase = 0;
    for (i, &piece) in PIECES.iter().enumerate() {
        phase += PHASE[i] * (board.pieces(piece).popcnt() as i32);
    }
    phase.min(MAX_PHASE)
}

fn blend(pair: Pair, phase: i32) -> i32 {
    (pair.0 * phase + pair.1 * (MAX_PHASE - phase)) / MAX_PHASE
}

/// The hand-written evaluation broken down by term, White's point of view.
/// The terms sum to [`crate::engine::eval::Evaluator::Handcrafted`]'s score. (The
/// learned evaluation has no terms to list: a net's weights are not
/// named ideas.)
pub fn explain(pos: &Position) -> Vec<Term> {
    let board = pos.board();
    let phase = phase(board);
    let mut material = Pair::default();
    let mut pst = Pair::default();
    let mut pawn_terms = Pair::default();
    let mut mobility_terms = Pair::default();
    let mut piece_terms = Pair::default();
    let mut king_terms = Pair::default();
    for color in [Color::White, Color::Black] {
        let s = sign(color);
        let (m, p) = material_and_pst(board, color);
        material += m * s;
        pst += p * s;
        pawn_terms += pawns(board, color) * s;
        mobility_terms += mobility(board, color) * s;
        piece_terms += pieces_bonus(board, color) * s;
        king_terms += king_safety(board, color) * s;
    }
    vec![
        Term {
            name: "material",
            cp: blend(material, phase),
        },
        Term {
            name: "piece_squares",
            cp: blend(pst, phase),
        },
        Term {
            name: "pawns",
            cp: blend(pawn_terms, phase),
        },
        Term {
            name: "mobility",
            cp: blend(mobility_terms, phase),
        },
        Term {
            name: "pieces",
            cp: blend(piece_terms, phase),
        },
        Term {
            name: "king_safety",
            cp: blend(king_terms, phase),
        },
        Term {
            name: "mop_up",
            cp: mop_up(board),
        },
        Term {
            name: "tempo",
            cp: TEMPO * sign(pos.turn()),
        },
    ]
}

/// The default evaluation in centipawns, White's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    explain(pos).iter().map(|t| t.cp).sum()
}
