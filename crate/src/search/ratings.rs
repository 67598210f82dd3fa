//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 600 games at
//! 10 s + 0.1 s a game; do not edit by hand, re-run the script
//! when the engine changes. Ratings are on Stockfish 15.1's `UCI_Elo`
//! scale (anchors: 1350, 1600, 1750, 1800, 2000, 2100, 2400); `low` and
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
        elo: -617.0,
        low: -1150.0,
        high: -84.0,
        games: 40,
    },
    Rated {
        skill: 15.0,
        elo: -479.0,
        low: -988.0,
        high: 30.0,
        games: 40,
    },
    Rated {
        skill: 30.0,
        elo: 71.0,
        low: -275.0,
        high: 418.0,
        games: 40,
    },
    Rated {
        skill: 35.0,
        elo: 129.0,
        low: -184.0,
        high: 441.0,
        games: 40,
    },
    Rated {
        skill: 40.0,
        elo: 279.0,
        low: 11.0,
        high: 546.0,
        games: 40,
    },
    Rated {
        skill: 45.0,
        elo: 494.0,
        low: 296.0,
        high: 693.0,
        games: 80,
    },
    Rated {
        skill: 50.0,
        elo: 744.0,
        low: 578.0,
        high: 910.0,
        games: 160,
    },
    Rated {
        skill: 55.0,
        elo: 946.0,
        low: 795.0,
        high: 1097.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1164.0,
        low: 1047.0,
        high: 1281.0,
        games: 180,
    },
    Rated {
        skill: 65.0,
        elo: 1333.0,
        low: 1226.0,
        high: 1439.0,
        games: 100,
    },
    Rated {
        skill: 70.0,
        elo: 1573.0,
        low: 1469.0,
        high: 1678.0,
        games: 60,
    },
    Rated {
        skill: 80.0,
        elo: 1784.0,
        low: 1632.0,
        high: 1937.0,
        games: 20,
    },
    Rated {
        skill: 90.0,
        elo: 1892.0,
        low: 1732.0,
        high: 2051.0,
        games: 20,
    },
    Rated {
        skill: 100.0,
        elo: 2332.0,
        low: 2237.0,
        high: 2427.0,
        games: 60,
    },
];
