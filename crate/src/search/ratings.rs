//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 3638 games at
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
    commit: "6e6d544",
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
        elo: -457.0,
        low: -718.0,
        high: -196.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -211.0,
        low: -447.0,
        high: 26.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: -9.0,
        low: -222.0,
        high: 205.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 76.0,
        low: -118.0,
        high: 270.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 276.0,
        low: 111.0,
        high: 441.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 483.0,
        low: 335.0,
        high: 632.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 750.0,
        low: 620.0,
        high: 881.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 945.0,
        low: 834.0,
        high: 1056.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1239.0,
        low: 1160.0,
        high: 1319.0,
        games: 120,
    },
    Rated {
        skill: 65.0,
        elo: 1441.0,
        low: 1395.0,
        high: 1488.0,
        games: 120,
    },
    Rated {
        skill: 70.0,
        elo: 1648.0,
        low: 1604.0,
        high: 1692.0,
        games: 100,
    },
    Rated {
        skill: 75.0,
        elo: 1865.0,
        low: 1813.0,
        high: 1917.0,
        games: 30,
    },
    Rated {
        skill: 80.0,
        elo: 1970.0,
        low: 1908.0,
        high: 2031.0,
        games: 70,
    },
    Rated {
        skill: 85.0,
        elo: 2160.0,
        low: 2077.0,
        high: 2244.0,
        games: 30,
    },
    Rated {
        skill: 90.0,
        elo: 2231.0,
        low: 2140.0,
        high: 2322.0,
        games: 30,
    },
    Rated {
        skill: 95.0,
        elo: 2330.0,
        low: 2266.0,
        high: 2395.0,
        games: 50,
    },
    Rated {
        skill: 98.0,
        elo: 2395.0,
        low: 2316.0,
        high: 2475.0,
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
