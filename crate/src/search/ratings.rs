//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 400 games at
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
        elo: -815.0,
        low: -1428.0,
        high: -202.0,
        games: 40,
    },
    Rated {
        skill: 15.0,
        elo: -677.0,
        low: -1270.0,
        high: -85.0,
        games: 40,
    },
    Rated {
        skill: 30.0,
        elo: -133.0,
        low: -603.0,
        high: 338.0,
        games: 40,
    },
    Rated {
        skill: 35.0,
        elo: -77.0,
        low: -524.0,
        high: 371.0,
        games: 40,
    },
    Rated {
        skill: 40.0,
        elo: 72.0,
        low: -348.0,
        high: 491.0,
        games: 40,
    },
    Rated {
        skill: 45.0,
        elo: 285.0,
        low: -98.0,
        high: 668.0,
        games: 40,
    },
    Rated {
        skill: 50.0,
        elo: 580.0,
        low: 253.0,
        high: 908.0,
        games: 40,
    },
    Rated {
        skill: 55.0,
        elo: 950.0,
        low: 724.0,
        high: 1176.0,
        games: 40,
    },
    Rated {
        skill: 60.0,
        elo: 1183.0,
        low: 1052.0,
        high: 1314.0,
        games: 60,
    },
    Rated {
        skill: 65.0,
        elo: 1324.0,
        low: 1213.0,
        high: 1436.0,
        games: 60,
    },
    Rated {
        skill: 70.0,
        elo: 1571.0,
        low: 1466.0,
        high: 1676.0,
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
