//! Matching a new net's score scale to an earlier one's.
//!
//! Each generation's net learns from search scores of the engine before
//! it, which run larger than that engine's static scores, so a new net
//! tends to score every position a little more extreme (about ×1.1 from
//! generation 2's data). The search's margins (futility, reverse futility,
//! late-move pruning by static score, aspiration windows) are in
//! centipawns of the net they were tuned with, and a stretched net plays
//! worse under them:
//! the same net with its output layer multiplied by 0.9, back to
//! generation 2's scale, won +46 Elo (+19 to +74) at 25,000 nodes a move.
//! So `train --scale-to NET` fits the new net's scores to `NET`'s.
//!
//! ```
//! use ferrochess::engine::eval::nnue::network::Network;
//! use ferrochess::Position;
//! use ferrochess_train::scale::{scale_output, slope};
//!
//! let net = Network::embedded();
//! // A knight up, a knight down.
//! let boards = ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
//!               "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
//!     .map(|fen| *Position::from_fen(fen).unwrap().board());
//! assert!((slope(net, net, &boards) - 1.0).abs() < 1e-6);
//! let mut half = net.clone();
//! scale_output(&mut half, 0.5);
//! assert!((slope(&half, net, &boards) - 0.5).abs() < 0.05);
//! ```

use ferrochess::chess::Board;
use ferrochess::engine::eval::nnue::network::{Network, OUTPUT_WEIGHT_LIMIT};
use ferrochess::engine::eval::nnue::score_fresh;

/// Scores past this (centipawns, by the reference) are left out of the
/// fit: won positions would outweigh everything else.
const FIT_LIMIT: i32 = 1500;

fn score(net: &Network, board: &Board) -> f64 {
    f64::from(score_fresh(net, board))
}

/// The least-squares slope (through the origin) of `net`'s scores against
/// `reference`'s over `boards`: 1.1 means `net` scores 10% more extreme.
/// 1 when no board is inside the fit's range.
pub fn slope(net: &Network, reference: &Network, boards: &[Board]) -> f64 {
    let (mut xy, mut yy) = (0.0, 0.0);
    for board in boards {
        let y = score(reference, board);
        if y.abs() < f64::from(FIT_LIMIT) {
            xy += score(net, board) * y;
            yy += y * y;
        }
    }
    if yy > 0.0 {
        xy / yy
    } else {
        1.0
    }
}

/// Multiplies the output layer (every bucket's weights and bias) by
/// `factor`, so every score scales by about `factor`. Weights stay within
/// the [`OUTPUT_WEIGHT_LIMIT`] the SIMD output layer needs.
pub fn scale_output(net: &mut Network, factor: f64) {
    let limit = f64::from(OUTPUT_WEIGHT_LIMIT);
    for w in net.output_weights.iter_mut().flatten() {
        *w = (f64::from(*w) * factor).round().clamp(-limit, limit) as i16;
    }
    for b in net.output_bias.iter_mut() {
        *b = (f64::from(*b) * factor).round() as i32;
    }
}
