//! `nnue`: ferrochess's learned evaluation, a small perspective net
//! (`768 → (128 × 2) → 1`, squared clipped ReLU) trained on positions from
//! the engine's own self-play (see `train/` in the workspace and the
//! README's generation table).
//!
//! - [`features`]: what the net sees (piece, colour, square, from each side);
//! - [`network`]: the quantised net, its file format and the embedded net;
//! - [`accumulator`]: the hidden layer, updated move by move in the search;
//! - [`output`]: the activation and output layer, plain and SIMD.
//!
//! ```
//! use ferrochess::engine::eval::nnue;
//! use ferrochess::Position;
//!
//! let up_a_queen = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
//! assert!(nnue::evaluate(&up_a_queen) > 500);
//! ```

pub mod accumulator;
pub mod features;
pub mod network;
pub mod output;

use chess::{Board, Color};

use crate::rules::position::Position;
use accumulator::Accumulator;
use network::Network;

/// Whether either side has a bare king, where the net hands over to the
/// hand-written evaluation. Self-play games are adjudicated long before
/// such endings, so the net never learnt them: it cannot drive a lone king
/// to the edge to mate it, and it does not know a bare minor piece cannot
/// win. The hand-written evaluation's mop-up term and material rules do.
///
/// ```
/// use ferrochess::engine::eval::nnue::defers_to_handcrafted;
/// use ferrochess::Position;
///
/// let krk = Position::from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").unwrap();
/// assert!(defers_to_handcrafted(krk.board()));
/// assert!(!defers_to_handcrafted(Position::startpos().board()));
/// ```
#[inline]
pub fn defers_to_handcrafted(board: &Board) -> bool {
    board.color_combined(Color::White).popcnt() == 1
        || board.color_combined(Color::Black).popcnt() == 1
}

/// The embedded net's score of `pos`, centipawns from White's point of
/// view, computed from scratch (the search updates accumulators instead);
/// the hand-written evaluation where [`defers_to_handcrafted`].
pub fn evaluate(pos: &Position) -> i32 {
    if defers_to_handcrafted(pos.board()) {
        return super::tapered::evaluate(pos);
    }
    let score = score_fresh(Network::embedded(), pos.board());
    match pos.turn() {
        Color::White => score,
        Color::Black => -score,
    }
}

/// `net`'s raw score of `board` for its side to move, in centipawns, from
/// an accumulator computed from scratch (no hand-written fallback: the
/// trainer compares nets with it).
///
/// ```
/// use ferrochess::chess::Board;
/// use ferrochess::engine::eval::nnue::{network::Network, score_fresh};
///
/// let start = score_fresh(Network::embedded(), &Board::default());
/// assert!(start.abs() < 100);
/// ```
pub fn score_fresh(net: &Network, board: &Board) -> i32 {
    output::evaluate(net, &Accumulator::refresh(net, board), board)
}
