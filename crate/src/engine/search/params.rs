//! Every number the `default` search is tuned by, named in one place: the
//! pruning margins and depths, the reductions, the aspiration window and
//! the time scaling between iterations. Scores are in the evaluator's
//! centipawns, depths in plies. A change to any of them changes the
//! search's trees, so the bench signature (`crate/tests/bench_signature.rs`)
//! and games against the build before it decide whether it is kept
//! (docs/dev/engine-log.md).

use std::sync::OnceLock;

// ---------------------------------------------------------------- time
/// How much of the soft time limit an iteration may start within, by how
/// many iterations in a row kept the same best move (0, 1, 2, 3, 4 or
/// more): more while the best move keeps changing, less once it holds.
pub const TIME_SCALE_BY_STABILITY: [f64; 5] = [2.0, 1.4, 1.1, 0.9, 0.75];
/// A score that fell by more than this since the last iteration...
pub const SCORE_DROP_FOR_MORE_TIME: i32 = 25;
/// ...multiplies the time scale by this.
pub const SCORE_DROP_TIME_SCALE: f64 = 1.3;

// ---------------------------------------------------------------- aspiration
/// Iterations from this depth on search a window around the last score.
pub const ASPIRATION_MIN_DEPTH: i32 = 4;
/// The window's first half-width; it grows by half on each failure.
pub const ASPIRATION_DELTA: i32 = 20;
/// Past this half-width the window opens fully.
pub const ASPIRATION_MAX_DELTA: i32 = 1000;

// ---------------------------------------------------------------- pruning before the moves
/// Reverse futility: at most this depth...
pub const REVERSE_FUTILITY_MAX_DEPTH: i32 = 3;
/// ...a static evaluation this far above beta a ply (a ply less when
/// improving) returns at once.
pub const REVERSE_FUTILITY_MARGIN: i32 = 120;
/// Null move: from this depth on.
pub const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// The null move's search is this many plies shallower...
pub const NULL_MOVE_REDUCTION: i32 = 2;
/// ...plus one more every this many plies of depth.
pub const NULL_MOVE_DEPTH_DIVISOR: i32 = 4;
/// ProbCut: from this depth on...
pub const PROBCUT_MIN_DEPTH: i32 = 5;
/// ...a capture that beats beta plus this margin...
pub const PROBCUT_MARGIN: i32 = 150;
/// ...in a search this many plies shallower than the node's children cuts
/// the node off.
pub const PROBCUT_REDUCTION: i32 = 3;
/// Internal iterative reduction: a node with no stored move, from this
/// depth on, is searched a ply shallower.
pub const IIR_MIN_DEPTH: i32 = 4;

// ---------------------------------------------------------------- singular extension
/// From this depth on, a stored move may be extended...
pub const SINGULAR_MIN_DEPTH: i32 = 7;
/// ...if it was stored at most this many plies shallower...
pub const SINGULAR_TT_DEPTH_MARGIN: i32 = 3;
/// ...and every other move fails low by this margin a ply of depth, in a
/// search of the node without it to `(depth - 1) / SINGULAR_DEPTH_DIVISOR`.
pub const SINGULAR_MARGIN_PER_DEPTH: i32 = 2;
pub const SINGULAR_DEPTH_DIVISOR: i32 = 2;
/// Extensions stop at this many times the iteration's depth in plies.
pub const EXTENSION_PLY_LIMIT: i32 = 2;

// ---------------------------------------------------------------- pruning among the moves
/// Late-move pruning: at most this depth...
pub const LATE_MOVE_PRUNING_MAX_DEPTH: i32 = 3;
/// ...quiet moves after the first `LATE_MOVE_PRUNING_BASE + depth²`
/// (`LATE_MOVE_PRUNING_IMPROVING` times the square when improving) are
/// skipped.
pub const LATE_MOVE_PRUNING_BASE: i32 = 3;
pub const LATE_MOVE_PRUNING_IMPROVING: i32 = 2;
/// Futility pruning: at most this depth...
pub const FUTILITY_MAX_DEPTH: i32 = 2;
/// ...a quiet move is skipped when the static evaluation plus
/// `FUTILITY_BASE + FUTILITY_PER_DEPTH · depth` is at most alpha.
pub const FUTILITY_BASE: i32 = 100;
pub const FUTILITY_PER_DEPTH: i32 = 120;
/// SEE pruning: at most this depth, a move that loses more than...
pub const SEE_PRUNING_MAX_DEPTH: i32 = 6;
/// ...this much a ply of depth (captures and promotions)...
pub const SEE_TACTICAL_MARGIN: i32 = 100;
/// ...or this much a ply of depth squared (quiet moves) is skipped.
pub const SEE_QUIET_MARGIN: i32 = 30;
/// How many of a node's quiet moves are remembered for the history's
/// malus when a later quiet move cuts off.
pub const QUIETS_REMEMBERED: usize = 64;

// ---------------------------------------------------------------- late-move reductions
/// Reductions start at this depth...
pub const LMR_MIN_DEPTH: i32 = 3;
/// ...with the move at this index in the ordering.
pub const LMR_MIN_INDEX: usize = 3;
/// A reduction is `LMR_BASE + ln(depth) · ln(index) / LMR_DIVISOR`.
pub const LMR_BASE: f32 = 0.75;
pub const LMR_DIVISOR: f32 = 2.25;

// ---------------------------------------------------------------- quiescence
/// Delta pruning: a capture is skipped when even winning the captured
/// piece and this margin cannot reach alpha.
pub const DELTA_MARGIN: i32 = 200;
/// What an en passant capture is counted to win (its target square is
/// empty): a pawn.
pub const EN_PASSANT_GAIN: i32 = 100;

/// How many plies to reduce the `index`-th move at `depth`: grows with the
/// logarithm of both. Read from a table filled once by the same formula
/// (two logarithms a move were 0.5–1% of a search's time).
pub fn late_move_reduction(depth: i32, index: usize) -> i32 {
    const DEPTHS: usize = 64;
    const INDICES: usize = 256;
    static TABLE: OnceLock<[[u8; INDICES]; DEPTHS]> = OnceLock::new();
    let formula =
        |depth: f32, index: f32| (LMR_BASE + depth.ln() * index.ln() / LMR_DIVISOR) as i32;
    match (usize::try_from(depth), index) {
        (Ok(d), i) if d < DEPTHS && i < INDICES => {
            let table = TABLE.get_or_init(|| {
                let mut table = [[0; INDICES]; DEPTHS];
                for (d, row) in table.iter_mut().enumerate() {
                    for (i, r) in row.iter_mut().enumerate() {
                        // At most 0.75 + ln 63 · ln 255 / 2.25 < 12.
                        *r = formula(d as f32, i as f32).clamp(0, u8::MAX.into()) as u8;
                    }
                }
                table
            });
            i32::from(table[d][i])
        }
        _ => formula(depth as f32, index as f32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table holds the formula's value wherever the search reads it
    /// (depth and index from 3 up), inside the table and past its edges.
    #[test]
    fn late_move_reductions_follow_the_formula() {
        for depth in 3..100 {
            for index in 3..300 {
                let expected = (0.75 + (depth as f32).ln() * (index as f32).ln() / 2.25) as i32;
                assert_eq!(
                    late_move_reduction(depth, index),
                    expected,
                    "depth {depth}, index {index}"
                );
            }
        }
    }
}
