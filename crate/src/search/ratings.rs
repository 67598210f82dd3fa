//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 4780 games at
//! 10 s + 0.1 s a game; do not edit by hand, re-run the script
//! when the engine changes. Ratings are on Stockfish 15.1's `UCI_Elo`
//! scale (anchors: 1400, 1450, 1500, 1600, 1700, 1750, 1800, 1900, 2000, 2050, 2100, 2150, 2200, 2250, 2300, 2350, 2400, 2450, 2550); `low` and
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

/// The engine the table was measured with. Its bench signature must be the
/// engine's own (`crate/tests/bench_signature.rs` pins the engine's and
/// fails when this one differs): a changed engine cannot ship a table
/// measured with another one.
pub const MEASURED_WITH: Measurement = Measurement {
    date: "2026-11-26",
    commit: "a2a482b",
    bench: 564828,
};

/// When and with what engine a table was measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measurement {
    /// The day the fit was written.
    pub date: &'static str,
    /// The commit the calibration's engine was built from.
    pub commit: &'static str,
    /// That engine's `bench` node count (the default evaluator).
    pub bench: u64,
}

/// Measured skills, weakest first; the last is full strength.
pub const CALIBRATION: &[Rated] = &[
    Rated {
        skill: 0.0,
        elo: -495.0,
        low: -747.0,
        high: -244.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -249.0,
        low: -475.0,
        high: -23.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: -47.0,
        low: -249.0,
        high: 154.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 37.0,
        low: -144.0,
        high: 217.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 237.0,
        low: 88.0,
        high: 386.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 438.0,
        low: 305.0,
        high: 570.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 711.0,
        low: 594.0,
        high: 828.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 925.0,
        low: 826.0,
        high: 1025.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1241.0,
        low: 1170.0,
        high: 1311.0,
        games: 120,
    },
    Rated {
        skill: 65.0,
        elo: 1432.0,
        low: 1391.0,
        high: 1472.0,
        games: 120,
    },
    Rated {
        skill: 70.0,
        elo: 1657.0,
        low: 1618.0,
        high: 1697.0,
        games: 100,
    },
    Rated {
        skill: 75.0,
        elo: 1850.0,
        low: 1803.0,
        high: 1896.0,
        games: 30,
    },
    Rated {
        skill: 80.0,
        elo: 1941.0,
        low: 1886.0,
        high: 1996.0,
        games: 70,
    },
    Rated {
        skill: 85.0,
        elo: 2159.0,
        low: 2075.0,
        high: 2242.0,
        games: 30,
    },
    Rated {
        skill: 90.0,
        elo: 2237.0,
        low: 2148.0,
        high: 2326.0,
        games: 30,
    },
    Rated {
        skill: 95.0,
        elo: 2339.0,
        low: 2280.0,
        high: 2398.0,
        games: 50,
    },
    Rated {
        skill: 98.0,
        elo: 2398.0,
        low: 2319.0,
        high: 2476.0,
        games: 50,
    },
    Rated {
        skill: 100.0,
        elo: 2478.0,
        low: 2382.0,
        high: 2573.0,
        games: 51,
    },
];
