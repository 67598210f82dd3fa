//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 2747 games at
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
    commit: "6cf51bd",
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
        elo: -446.0,
        low: -725.0,
        high: -167.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -200.0,
        low: -456.0,
        high: 57.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: 3.0,
        low: -233.0,
        high: 238.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 87.0,
        low: -131.0,
        high: 305.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 287.0,
        low: 94.0,
        high: 479.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 480.0,
        low: 303.0,
        high: 656.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 751.0,
        low: 597.0,
        high: 905.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 960.0,
        low: 830.0,
        high: 1091.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1262.0,
        low: 1169.0,
        high: 1356.0,
        games: 120,
    },
    Rated {
        skill: 65.0,
        elo: 1454.0,
        low: 1398.0,
        high: 1510.0,
        games: 120,
    },
    Rated {
        skill: 70.0,
        elo: 1665.0,
        low: 1617.0,
        high: 1712.0,
        games: 100,
    },
    Rated {
        skill: 75.0,
        elo: 1875.0,
        low: 1820.0,
        high: 1929.0,
        games: 30,
    },
    Rated {
        skill: 80.0,
        elo: 1974.0,
        low: 1912.0,
        high: 2036.0,
        games: 70,
    },
    Rated {
        skill: 85.0,
        elo: 2159.0,
        low: 2075.0,
        high: 2243.0,
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
