//! Fitting the engine's win/draw/loss model ([`ferrochess::engine::search::wdl`])
//! to self-play results: every kept position's search score against its
//! game's result, by maximum likelihood.
//!
//! Scores are counted per centipawn first, so a fit over millions of
//! positions costs a pass over the records and a search over a few
//! thousand counts.
//!
//! ```
//! use ferrochess::engine::search::wdl::WdlModel;
//! use ferrochess_train::wdl_fit::{fit, Counts};
//!
//! // Results drawn from a known model are fitted back to it.
//! let truth = WdlModel { a: 150.0, b: 60.0 };
//! let mut counts = Counts::default();
//! for cp in (-600..=600).step_by(5) {
//!     let (win, draw, loss) = truth.probabilities(f64::from(cp));
//!     counts.add_many(cp, [(win * 1e4) as u64, (draw * 1e4) as u64, (loss * 1e4) as u64]);
//! }
//! let fitted = fit(&counts);
//! assert!((fitted.a - 150.0).abs() < 2.0 && (fitted.b - 60.0).abs() < 2.0, "{fitted:?}");
//! ```

use ferrochess::engine::search::wdl::WdlModel;

use crate::record::Record;

/// Scores beyond this many centipawns are left out: they are (near) mate
/// scores, and the game is decided.
pub const SCORE_LIMIT: i32 = 2_000;

/// Results counted per score: `[wins, draws, losses]` of the side the
/// score is for, at each centipawn from `-SCORE_LIMIT` to `SCORE_LIMIT`.
#[derive(Clone, Debug)]
pub struct Counts {
    bins: Vec<[u64; 3]>,
}

impl Default for Counts {
    fn default() -> Self {
        Counts {
            bins: vec![[0; 3]; (2 * SCORE_LIMIT + 1) as usize],
        }
    }
}

impl Counts {
    /// Adds `[wins, draws, losses]` at score `cp` (left out beyond the limit).
    pub fn add_many(&mut self, cp: i32, results: [u64; 3]) {
        if cp.abs() > SCORE_LIMIT {
            return;
        }
        let bin = &mut self.bins[(cp + SCORE_LIMIT) as usize];
        for (count, more) in bin.iter_mut().zip(results) {
            *count += more;
        }
    }

    /// Adds a record: its score and result, both from White's side.
    pub fn add(&mut self, record: &Record) {
        let result = match record.result {
            2 => [1, 0, 0],
            1 => [0, 1, 0],
            _ => [0, 0, 1],
        };
        self.add_many(i32::from(record.score_white), result);
    }

    /// How many results are counted.
    pub fn total(&self) -> u64 {
        self.bins.iter().flatten().sum()
    }

    /// The log-likelihood of every counted result under `model`.
    pub fn log_likelihood(&self, model: &WdlModel) -> f64 {
        let mut sum = 0.0;
        for (i, counts) in self.bins.iter().enumerate() {
            if counts.iter().all(|&c| c == 0) {
                continue;
            }
            let cp = i as f64 - f64::from(SCORE_LIMIT);
            let (win, draw, loss) = model.probabilities(cp);
            for (count, p) in counts.iter().zip([win, draw, loss]) {
                if *count > 0 {
                    sum += *count as f64 * p.max(1e-12).ln();
                }
            }
        }
        sum
    }
}

/// The model that makes the counted results likeliest: a grid over `a`
/// (0 to 600 cp) and `b` (5 to 600 cp), then ever finer grids around the
/// best point, to a hundredth of a centipawn.
pub fn fit(counts: &Counts) -> WdlModel {
    let mut best = WdlModel { a: 100.0, b: 100.0 };
    let mut best_ll = counts.log_likelihood(&best);
    let (mut a_range, mut b_range) = ((0.0, 600.0), (5.0, 600.0));
    for _ in 0..8 {
        let steps = 24;
        for i in 0..=steps {
            for j in 0..=steps {
                let model = WdlModel {
                    a: a_range.0 + (a_range.1 - a_range.0) * f64::from(i) / f64::from(steps),
                    b: b_range.0 + (b_range.1 - b_range.0) * f64::from(j) / f64::from(steps),
                };
                let ll = counts.log_likelihood(&model);
                if ll > best_ll {
                    best_ll = ll;
                    best = model;
                }
            }
        }
        let a_step = (a_range.1 - a_range.0) / f64::from(steps);
        let b_step = (b_range.1 - b_range.0) / f64::from(steps);
        a_range = ((best.a - 2.0 * a_step).max(0.0), best.a + 2.0 * a_step);
        b_range = ((best.b - 2.0 * b_step).max(1.0), best.b + 2.0 * b_step);
    }
    best
}
