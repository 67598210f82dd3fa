//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 5 games at
//! 10 s + 0.1 s a game; do not edit by hand, re-run the script
//! when the engine changes. Ratings are on Stockfish 15.1's `UCI_Elo`
//! scale (anchors: 2400); `low` and
//! `high` bound the 95% interval.

/// One measured skill.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    pub skill: f64,
    pub elo: f64,
    pub low: f64,
    pub high: f64,
    /// Games the skill played in the calibration.
    pub games: u32,
}

/// Measured skills, weakest first; the last is full strength.
pub const CALIBRATION: &[Rated] = &[
    Rated {
        skill: 0.0,
        elo: 450.0,
        low: 300.0,
        high: 600.0,
        games: 4,
    },
    Rated {
        skill: 50.0,
        elo: 1400.0,
        low: 1300.0,
        high: 1500.0,
        games: 4,
    },
    Rated {
        skill: 100.0,
        elo: 2450.0,
        low: 2300.0,
        high: 2600.0,
        games: 3,
    },
];
