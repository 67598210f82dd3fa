//! A move described the way chess.js describes it: squares, piece letters,
//! flags, SAN, long algebraic notation and the FEN before and after.
//!
//! ```
//! use ferrochess::{rules::move_info::describe, rules::uci, Position};
//!
//! let pos = Position::startpos();
//! let mv = uci::parse_move(&pos, "e2e4").unwrap();
//! let info = describe(&pos, mv, &pos.legal_moves());
//! assert_eq!((info.san.as_str(), info.flags.as_str(), info.piece), ("e4", "b", 'p'));
//! assert_eq!(info.after, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! ```

use chess::{ChessMove, Piece, Square};

use crate::rules::castling::CastleSide;

use crate::rules::position::Position;
use crate::rules::san;
use crate::rules::uci::{self, piece_char};

/// chess.js's verbose move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// `'w'` or `'b'`.
    pub color: char,
    /// The from-square.
    pub from: Square,
    /// The to-square.
    pub to: Square,
    /// The moving piece, lowercase (`'p'`, `'n'`, …).
    pub piece: char,
    /// The captured piece, lowercase (a pawn for en passant).
    pub captured: Option<char>,
    /// The promotion piece, lowercase.
    pub promotion: Option<char>,
    /// chess.js flags in its order: `n` normal, `c` capture, `b` big pawn
    /// (double step), `e` en passant, `p` promotion, `k`/`q` castling.
    pub flags: String,
    /// Standard algebraic notation.
    pub san: String,
    /// Long algebraic notation (`e2e4`, `e7e8q`).
    pub lan: String,
    /// FEN before the move.
    pub before: String,
    /// FEN after the move.
    pub after: String,
}

pub use crate::rules::notation::color_char;

/// The chess.js flags of `mv` in `pos`.
pub fn flags(pos: &Position, mv: ChessMove) -> String {
    let board = pos.board();
    let piece = board.piece_on(mv.get_source());
    let en_passant = pos.is_en_passant(mv);
    let captured = pos.is_capture(mv) && !en_passant;
    let big_pawn = piece == Some(Piece::Pawn)
        && mv
            .get_source()
            .get_rank()
            .to_index()
            .abs_diff(mv.get_dest().get_rank().to_index())
            == 2;
    let castle = pos.castle(mv).map(|c| c.side);
    let mut out = String::with_capacity(2);
    if !captured && !big_pawn && !en_passant && castle.is_none() {
        out.push('n');
    }
    if captured {
        out.push('c');
    }
    if big_pawn {
        out.push('b');
    }
    if en_passant {
        out.push('e');
    }
    if mv.get_promotion().is_some() {
        out.push('p');
    }
    match castle {
        Some(CastleSide::King) => out.push('k'),
        Some(CastleSide::Queen) => out.push('q'),
        None => {}
    }
    out
}

/// Describes `mv`, legal in `pos`; `legal` is `pos`'s legal move list (for
/// SAN disambiguation) and `before` its FEN, computed once by the caller.
pub fn describe_with(pos: &Position, mv: ChessMove, legal: &[ChessMove], before: &str) -> MoveInfo {
    if crate::rules::position::is_null(mv) {
        return describe_null(pos, before);
    }
    let board = pos.board();
    let piece = board.piece_on(mv.get_source()).map_or('?', piece_char);
    let captured = if pos.is_en_passant(mv) {
        Some('p')
    } else if pos.is_capture(mv) {
        board.piece_on(mv.get_dest()).map(piece_char)
    } else {
        None
    };
    MoveInfo {
        color: color_char(pos.turn()),
        from: mv.get_source(),
        to: mv.get_dest(),
        piece,
        captured,
        promotion: mv.get_promotion().map(piece_char),
        flags: flags(pos, mv),
        san: san::format_with(pos, mv, legal),
        lan: uci::format_move(mv),
        before: before.to_string(),
        after: pos.play_unchecked(mv).to_fen(),
    }
}

/// A null move described as chess.js describes it: from and to `a8`, a
/// king, flags `-`, SAN `--`.
fn describe_null(pos: &Position, before: &str) -> MoveInfo {
    MoveInfo {
        color: color_char(pos.turn()),
        from: Square::A8,
        to: Square::A8,
        piece: 'k',
        captured: None,
        promotion: None,
        flags: String::from("-"),
        san: String::from("--"),
        lan: String::from("a8a8"),
        before: before.to_string(),
        after: pos
            .play_null()
            .map_or_else(|| before.to_string(), |after| after.to_fen()),
    }
}

/// Describes `mv`, legal in `pos`.
pub fn describe(pos: &Position, mv: ChessMove, legal: &[ChessMove]) -> MoveInfo {
    describe_with(pos, mv, legal, &pos.to_fen())
}

/// Where chess.js lists `mv` among the legal moves of `pos`: by origin
/// square from a8 to h1, then by direction in chess.js's order of each
/// piece's directions, then by distance and promotion piece (n b r q);
/// castling last, kingside first. Lists in this order read the same as
/// chess.js's.
pub fn chess_js_order(pos: &Position, mv: ChessMove) -> u32 {
    const KNIGHT: [(i32, i32); 8] = [
        (1, -2),
        (2, -1),
        (2, 1),
        (1, 2),
        (-1, 2),
        (-2, 1),
        (-2, -1),
        (-1, -2),
    ];
    const BISHOP: [(i32, i32); 4] = [(1, -1), (1, 1), (-1, 1), (-1, -1)];
    const ROOK: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
    const QUEEN: [(i32, i32); 8] = [
        (1, -1),
        (1, 0),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
        (-1, -1),
        (0, -1),
    ];
    if let Some(castle) = pos.castle(mv) {
        return u32::MAX - u32::from(castle.side == CastleSide::King);
    }
    let (from, to) = (mv.get_source(), mv.get_dest());
    let rank_of = |sq: Square| sq.get_rank().to_index() as i32;
    let file_of = |sq: Square| sq.get_file().to_index() as i32;
    let (dr, df) = (rank_of(to) - rank_of(from), file_of(to) - file_of(from));
    let index_in = |list: &[(i32, i32)], step: (i32, i32)| {
        list.iter().position(|&d| d == step).unwrap_or(0) as u32
    };
    let step = (dr.signum(), df.signum());
    let (direction, distance) = match pos.board().piece_on(from) {
        Some(Piece::Pawn) => {
            let white = pos.turn() == chess::Color::White;
            let direction = match (df, dr.abs()) {
                (0, 1) => 0,
                (0, _) => 1,
                // White takes towards the a-file first, black towards the h-file.
                (-1, _) => {
                    if white {
                        2
                    } else {
                        3
                    }
                }
                _ => {
                    if white {
                        3
                    } else {
                        2
                    }
                }
            };
            (direction, 0)
        }
        Some(Piece::Knight) => (index_in(&KNIGHT, (dr, df)), 0),
        Some(Piece::Bishop) => (index_in(&BISHOP, step), dr.unsigned_abs()),
        Some(Piece::Rook) => (
            index_in(&ROOK, step),
            dr.unsigned_abs().max(df.unsigned_abs()),
        ),
        _ => (
            index_in(&QUEEN, step),
            dr.unsigned_abs().max(df.unsigned_abs()),
        ),
    };
    let promotion = match mv.get_promotion() {
        Some(Piece::Knight) => 0,
        Some(Piece::Bishop) => 1,
        Some(Piece::Rook) => 2,
        _ => 3,
    };
    let square = ((7 - rank_of(from)) * 8 + file_of(from)) as u32;
    (square << 16) | (direction << 8) | (distance << 3) | promotion
}

/// The moves of `legal` (the legal moves of `pos`), optionally only those
/// from `from` and of piece `piece`, in the order chess.js lists them
/// ([`chess_js_order`]).
pub fn filtered_moves(
    pos: &Position,
    legal: &[ChessMove],
    from: Option<Square>,
    piece: Option<Piece>,
) -> Vec<ChessMove> {
    let board = pos.board();
    // Keys are unique per move, so an unstable sort of (key, move) pairs
    // orders them with one allocation.
    let mut keyed: Vec<(u32, ChessMove)> = legal
        .iter()
        .copied()
        .filter(|m| from.is_none_or(|sq| m.get_source() == sq))
        .filter(|m| piece.is_none_or(|p| board.piece_on(m.get_source()) == Some(p)))
        .map(|mv| (chess_js_order(pos, mv), mv))
        .collect();
    keyed.sort_unstable_by_key(|&(key, _)| key);
    keyed.into_iter().map(|(_, mv)| mv).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags_of(fen: &str, uci_text: &str) -> String {
        let pos = Position::from_fen(fen).unwrap();
        flags(&pos, uci::parse_move(&pos, uci_text).unwrap())
    }

    #[test]
    fn flags_match_chess_js() {
        assert_eq!(flags_of(crate::STARTING_FEN, "g1f3"), "n");
        assert_eq!(flags_of(crate::STARTING_FEN, "e2e4"), "b");
        assert_eq!(flags_of(crate::STARTING_FEN, "e2e3"), "n");
        assert_eq!(
            flags_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"),
            "k"
        );
        assert_eq!(
            flags_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1"),
            "q"
        );
        assert_eq!(
            flags_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8"),
            "c"
        );
        assert_eq!(flags_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "e");
        assert_eq!(flags_of("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"), "np");
        assert_eq!(flags_of("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8r"), "cp");
    }
}
