//! Move ordering: the transposition-table move, then captures that do not
//! lose material (by static exchange) ordered by MVV-LVA (most valuable
//! victim, least valuable attacker) and promotions, then killer moves, then
//! the counter move, then quiet moves by history (butterfly and
//! continuation), then losing captures.

use chess::{Board, ChessMove, Piece};

use super::history::{History, Previous};
use super::see::{piece_value, see_ge};
use crate::rules::move_effect::en_passant_victim;

/// Whether `mv` captures (en passant included) or promotes.
pub fn is_tactical(board: &Board, mv: ChessMove) -> bool {
    // The other side's piece: a king onto its own rook castles (Chess960).
    board.color_on(mv.get_dest()) == Some(!board.side_to_move())
        || mv.get_promotion().is_some()
        || en_passant_victim(board, mv).is_some()
}

/// MVV-LVA score of a capture or promotion (higher first).
pub fn mvv_lva(board: &Board, mv: ChessMove) -> i32 {
    let victim = match board.piece_on(mv.get_dest()) {
        Some(piece) => piece_value(piece),
        None if en_passant_victim(board, mv).is_some() => piece_value(Piece::Pawn),
        None => 0,
    };
    let attacker = board.piece_on(mv.get_source()).map_or(0, piece_value);
    let promotion = mv.get_promotion().map_or(0, piece_value);
    victim * 16 + promotion * 16 - attacker / 16
}

const TT_MOVE: i32 = 1 << 30;
const TACTICAL: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
const COUNTER: i32 = KILLER - 1;
/// Below every quiet move's history score (at most three tables of
/// ±`MAX_HISTORY`): a capture that loses material is tried last.
const LOSING_CAPTURE: i32 = -(1 << 26);

/// Sorts `moves` in place, best candidates first.
pub fn order(
    board: &Board,
    moves: &mut [ChessMove],
    tt_move: Option<ChessMove>,
    killers: &[Option<ChessMove>; 2],
    history: &History,
    previous: Previous,
    scratch: &mut Vec<(i32, ChessMove)>,
) {
    let counter = history.counter_move(previous[0]);
    let score = |mv: ChessMove| -> i32 {
        if Some(mv) == tt_move {
            TT_MOVE
        } else if is_tactical(board, mv) {
            let base = if see_ge(board, mv, 0) {
                TACTICAL
            } else {
                LOSING_CAPTURE
            };
            base + mvv_lva(board, mv)
        } else if Some(mv) == killers[0] {
            KILLER + 1
        } else if Some(mv) == killers[1] {
            KILLER
        } else if Some(mv) == counter {
            COUNTER
        } else {
            history.quiet_score(board, mv, previous)
        }
    };
    sort_by_score(moves, scratch, score);
}

/// Sorts `moves` by `score`, highest first, keeping the order of equal
/// scores (as `sort_by_cached_key` would), by insertion into `scratch`:
/// faster for the few dozen moves of a node, and no allocation once
/// `scratch` has grown.
pub fn sort_by_score(
    moves: &mut [ChessMove],
    scratch: &mut Vec<(i32, ChessMove)>,
    mut score: impl FnMut(ChessMove) -> i32,
) {
    scratch.clear();
    for &mv in moves.iter() {
        let entry = (score(mv), mv);
        // Shift the lower-scored entries up one by one rather than with
        // `Vec::insert`: its block move is a call out of wasm into the
        // host's memmove under Node 20, dear for a few entries.
        scratch.push(entry);
        let mut at = scratch.len() - 1;
        while at > 0 && scratch[at - 1].0 < entry.0 {
            scratch[at] = scratch[at - 1];
            at -= 1;
        }
        scratch[at] = entry;
    }
    for (slot, &(_, mv)) in moves.iter_mut().zip(scratch.iter()) {
        *slot = mv;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess::{Board, MoveGen};

    #[test]
    fn sorting_by_score_matches_a_stable_sort() {
        let board = Board::default();
        let moves: Vec<ChessMove> = MoveGen::new_legal(&board).collect();
        // Few distinct scores, so ties are many.
        let score = |mv: ChessMove| (mv.get_dest().to_index() % 5) as i32;
        let mut sorted = moves.clone();
        sort_by_score(&mut sorted, &mut Vec::new(), score);
        let mut expected = moves;
        expected.sort_by_key(|&mv| std::cmp::Reverse(score(mv)));
        assert_eq!(sorted, expected);
    }
}
