//! Win, draw and loss chances from a score: the engine's own score model,
//! what `UCI_ShowWDL` reports (`info … score cp 35 wdl 127 826 47`).
//!
//! The model is Stockfish's shape: with `x` the score in centipawns for
//! the side to move, `win = 1 / (1 + e^((a − x) / b))` and
//! `loss = 1 / (1 + e^((a + x) / b))`; a draw is the rest (at least zero
//! whenever `a ≥ 0`). `a` is where a win becomes as likely as not, `b`
//! how quickly it gets there. [`MODEL`]'s `a` and `b` were fitted by
//! maximum likelihood to the results of the engine's own self-play games
//! (`fit-wdl` in `ferrochess-train`; the commands are at [`MODEL`]), so
//! they describe this engine's scores.
//!
//! ```
//! use ferrochess::engine::search::wdl::{Wdl, MODEL};
//! use ferrochess::engine::search::Score;
//!
//! let level = MODEL.per_mille(Score::Cp(0));
//! assert_eq!(level.win, level.loss);
//! assert_eq!(level.win + level.draw + level.loss, 1000);
//! let ahead = MODEL.per_mille(Score::Cp(300));
//! assert!(ahead.win > ahead.loss && ahead.win > level.win);
//! assert_eq!(MODEL.per_mille(Score::Mate(3)), Wdl { win: 1000, draw: 0, loss: 0 });
//! assert_eq!(MODEL.per_mille(Score::Mate(-2)), Wdl { win: 0, draw: 0, loss: 1000 });
//! ```

use super::Score;

/// The model's two parameters, in centipawns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WdlModel {
    /// The score at which a win is as likely as not.
    pub a: f64,
    /// The spread: how many centipawns the odds take to change by e.
    pub b: f64,
}

/// Chances per mille, summing to 1000.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wdl {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
}

/// The engine's model, fitted to its self-play games: 800 games at 5,000
/// nodes a move, 72,276 positions (`datagen --games 800 --threads 1 --seed
/// 20261204 --nodes 5000`, then `fit-wdl`), which gave a 210.7 and b 123.4.
/// The same fit over 1,500 games at 1,500 nodes gives a 168.1, b 125.4:
/// a deeper search draws more, so `a` is a floor for slower games.
pub const MODEL: WdlModel = WdlModel { a: 211.0, b: 123.0 };

impl WdlModel {
    /// Win, draw and loss chances (0 to 1) at `cp` centipawns for the side
    /// to move.
    pub fn probabilities(&self, cp: f64) -> (f64, f64, f64) {
        let win = 1.0 / (1.0 + ((self.a - cp) / self.b).exp());
        let loss = 1.0 / (1.0 + ((self.a + cp) / self.b).exp());
        (win, (1.0 - win - loss).max(0.0), loss)
    }

    /// The chances of `score` per mille: a mate found is a win (or a
    /// loss) outright.
    pub fn per_mille(&self, score: Score) -> Wdl {
        match score {
            Score::Mate(n) if n > 0 => Wdl {
                win: 1000,
                draw: 0,
                loss: 0,
            },
            Score::Mate(_) => Wdl {
                win: 0,
                draw: 0,
                loss: 1000,
            },
            Score::Cp(cp) => {
                let (win, _, loss) = self.probabilities(f64::from(cp));
                let win = (win * 1000.0).round() as u32;
                let loss = ((loss * 1000.0).round() as u32).min(1000 - win);
                Wdl {
                    win,
                    draw: 1000 - win - loss,
                    loss,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_are_symmetric_and_sum_to_a_thousand() {
        for cp in (-3000..=3000).step_by(7) {
            let us = MODEL.per_mille(Score::Cp(cp));
            let them = MODEL.per_mille(Score::Cp(-cp));
            assert_eq!(us.win + us.draw + us.loss, 1000, "{cp}");
            assert_eq!((us.win, us.loss), (them.loss, them.win), "{cp}");
        }
    }

    #[test]
    fn a_better_score_never_lowers_the_win_chance() {
        let mut last = 0;
        for cp in -2000..=2000 {
            let win = MODEL.per_mille(Score::Cp(cp)).win;
            assert!(win >= last, "{cp}");
            last = win;
        }
    }
}
