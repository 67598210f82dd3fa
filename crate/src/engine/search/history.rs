//! What one search learns about quiet moves, for ordering and reducing
//! them: the butterfly history (by side to move, from and to square), the
//! continuation history (a move scored by the moves one and two plies
//! before it), and the counter-move table (the move that last refuted each
//! move).
//!
//! Both kinds of table use "gravity": a bonus moves a value toward
//! [`MAX_HISTORY`] by a fraction of the gap, a malus toward its negative,
//! so values stay bounded and recent results weigh more.
//!
//! ```
//! use chess::{Board, ChessMove, Square};
//! use ferrochess::engine::search::history::{History, MoveKey};
//!
//! let board = Board::default();
//! let mut history = History::new();
//! let e4 = ChessMove::new(Square::E2, Square::E4, None);
//! let d4 = ChessMove::new(Square::D2, Square::D4, None);
//! let previous = [None, None];
//! history.reward(&board, e4, &[d4], 6, previous);
//! assert!(history.quiet_score(&board, e4, previous) > history.quiet_score(&board, d4, previous));
//! assert!(MoveKey::of(&board, e4).is_some());
//! ```

use chess::{Board, ChessMove, Color};

/// The bound of every continuation-history value.
pub const MAX_HISTORY: i32 = 16_384;

/// A moved piece (colour and kind) and its destination square: what a
/// continuation-history entry is indexed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveKey(u16);

impl MoveKey {
    /// The key of `mv`, about to be played on `board` (`None` if no piece
    /// stands on its source square).
    #[inline]
    pub fn of(board: &Board, mv: ChessMove) -> Option<MoveKey> {
        let piece = board.piece_on(mv.get_source())?;
        let colour = (board.side_to_move() == Color::Black) as usize;
        let index = (colour * 6 + piece.to_index()) * 64 + mv.get_dest().to_index();
        Some(MoveKey(index as u16))
    }

    #[inline]
    fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// How many different [`MoveKey`]s there are.
const KEYS: usize = 12 * 64;

/// The moves played one and two plies before a node, where known.
pub type Previous = [Option<MoveKey>; 2];

/// The quiet-move memory of a game's searches (the [`super::Engine`]
/// keeps it from one search to the next).
pub struct History {
    /// By side to move, from and to square; a cutoff's move gains and the
    /// quiet moves tried before it lose, by gravity.
    butterfly: Box<[[[i16; 64]; 64]; 2]>,
    /// `continuation[previous * KEYS + current]`.
    continuation: Vec<i16>,
    /// The quiet move that last refuted each move.
    counter: Vec<Option<ChessMove>>,
}

impl Default for History {
    fn default() -> Self {
        Self::new()
    }
}

/// Moves `value` toward ±[`MAX_HISTORY`] by `bonus` (gravity).
#[inline]
fn nudge(value: &mut i16, bonus: i32) {
    let v = i32::from(*value);
    let next = v + bonus - v * bonus.abs() / MAX_HISTORY;
    *value = next.clamp(-MAX_HISTORY, MAX_HISTORY) as i16;
}

/// Where the butterfly table keeps `mv`, about to be played on `board`:
/// side to move, from square, to square.
#[inline]
fn butterfly_slot(board: &Board, mv: ChessMove) -> (usize, usize, usize) {
    (
        board.side_to_move().to_index(),
        mv.get_source().to_index(),
        mv.get_dest().to_index(),
    )
}

/// The bonus of a cutoff at `depth`.
#[inline]
fn bonus(depth: i32) -> i32 {
    (32 * depth * depth).min(1_600)
}

impl History {
    /// Empty tables.
    pub fn new() -> Self {
        History {
            butterfly: Box::new([[[0; 64]; 64]; 2]),
            continuation: vec![0; KEYS * KEYS],
            counter: vec![None; KEYS],
        }
    }

    /// Readies the tables for the next search of the same game: the
    /// butterfly values are halved, so the new search's cutoffs soon
    /// outweigh the old ones (the continuation tables age by gravity alone).
    pub fn age(&mut self) {
        for cell in self.butterfly.iter_mut().flatten().flatten() {
            *cell /= 2;
        }
    }

    fn butterfly_cell(&mut self, board: &Board, mv: ChessMove) -> &mut i16 {
        let (side, from, to) = butterfly_slot(board, mv);
        &mut self.butterfly[side][from][to]
    }

    /// The ordering score of the quiet move `mv` on `board`.
    #[inline]
    pub fn quiet_score(&self, board: &Board, mv: ChessMove, previous: Previous) -> i32 {
        let (side, from, to) = butterfly_slot(board, mv);
        i32::from(self.butterfly[side][from][to]) + self.continuation_score(board, mv, previous)
    }

    /// The continuation-history part of [`History::quiet_score`] (the
    /// sum over the one and two plies before).
    #[inline]
    pub fn continuation_score(&self, board: &Board, mv: ChessMove, previous: Previous) -> i32 {
        let Some(key) = MoveKey::of(board, mv) else {
            return 0;
        };
        previous
            .iter()
            .flatten()
            .map(|p| i32::from(self.continuation[p.index() * KEYS + key.index()]))
            .sum()
    }

    /// The move that last refuted the move `previous`.
    #[inline]
    pub fn counter_move(&self, previous: Option<MoveKey>) -> Option<ChessMove> {
        previous.and_then(|p| self.counter[p.index()])
    }

    /// Records that the quiet move `best` caused a cutoff at `depth`
    /// after the quiet moves `tried` before it failed to.
    pub fn reward(
        &mut self,
        board: &Board,
        best: ChessMove,
        tried: &[ChessMove],
        depth: i32,
        previous: Previous,
    ) {
        if let Some(p) = previous[0] {
            self.counter[p.index()] = Some(best);
        }
        let bonus = bonus(depth);
        nudge(self.butterfly_cell(board, best), bonus);
        self.nudge_continuation(board, best, bonus, previous);
        for &mv in tried {
            nudge(self.butterfly_cell(board, mv), -bonus);
            self.nudge_continuation(board, mv, -bonus, previous);
        }
    }

    fn nudge_continuation(&mut self, board: &Board, mv: ChessMove, by: i32, previous: Previous) {
        let Some(key) = MoveKey::of(board, mv) else {
            return;
        };
        for p in previous.iter().flatten() {
            nudge(&mut self.continuation[p.index() * KEYS + key.index()], by);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess::Square;

    #[test]
    fn gravity_keeps_values_bounded() {
        let mut value = 0i16;
        for _ in 0..1_000 {
            nudge(&mut value, bonus(20));
        }
        assert!(i32::from(value) <= MAX_HISTORY && value > 15_000);
        for _ in 0..1_000 {
            nudge(&mut value, -bonus(20));
        }
        assert!(i32::from(value) >= -MAX_HISTORY && value < -15_000);
    }

    #[test]
    fn the_butterfly_history_is_kept_by_side_and_punishes_moves_tried_before() {
        let white = Board::default();
        let black = white.null_move().unwrap();
        let mut history = History::new();
        let nf3 = ChessMove::new(Square::G1, Square::F3, None);
        let nc3 = ChessMove::new(Square::B1, Square::C3, None);
        let none = [None, None];
        history.reward(&white, nf3, &[nc3], 8, none);
        assert!(history.quiet_score(&white, nf3, none) > 0);
        assert!(history.quiet_score(&white, nc3, none) < 0);
        // The same squares with the other side to move are another entry.
        assert_eq!(history.quiet_score(&black, nf3, none), 0);
        // Values stay within the bound however often a move cuts off.
        for _ in 0..1_000 {
            history.reward(&white, nf3, &[], 30, none);
        }
        assert!(history.quiet_score(&white, nf3, none) <= MAX_HISTORY);
        history.age();
        assert!(history.quiet_score(&white, nf3, none) <= MAX_HISTORY / 2);
    }

    #[test]
    fn a_refutation_is_remembered_after_the_move_it_refuted() {
        let board = Board::default();
        let mut history = History::new();
        let e4 = ChessMove::new(Square::E2, Square::E4, None);
        let after = board.make_move_new(e4);
        let e5 = ChessMove::new(Square::E7, Square::E5, None);
        let c5 = ChessMove::new(Square::C7, Square::C5, None);
        let previous = [MoveKey::of(&board, e4), None];
        history.reward(&after, c5, &[e5], 8, previous);
        assert_eq!(history.counter_move(previous[0]), Some(c5));
        assert!(history.continuation_score(&after, c5, previous) > 0);
        assert!(history.continuation_score(&after, e5, previous) < 0);
        // Another previous move has its own entries.
        let d4 = ChessMove::new(Square::D2, Square::D4, None);
        let other = [MoveKey::of(&board, d4), None];
        assert_eq!(history.continuation_score(&after, c5, other), 0);
    }
}
