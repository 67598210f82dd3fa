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
//! use ferrochess::eval::nnue;
//! use ferrochess::Position;
//!
//! let up_a_queen = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
//! assert!(nnue::evaluate(&up_a_queen) > 500);
//! ```

pub mod accumulator;
pub mod features;
pub mod network;
pub mod output;

use chess::Color;

use crate::position::Position;
use accumulator::Accumulator;
use network::Network;

/// The embedded net's score of `pos`, centipawns from White's point of
/// view, computed from scratch (the search updates accumulators instead).
pub fn evaluate(pos: &Position) -> i32 {
    let net = Network::embedded();
    let acc = Accumulator::refresh(net, pos.board());
    let score = output::evaluate(net, &acc, pos.turn());
    match pos.turn() {
        Color::White => score,
        Color::Black => -score,
    }
}
