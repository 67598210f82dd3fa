//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 1942 games at
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
    commit: "c1e53a5",
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
        elo: -344.0,
        low: -653.0,
        high: -35.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -98.0,
        low: -387.0,
        high: 191.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: 105.0,
        low: -166.0,
        high: 375.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 189.0,
        low: -66.0,
        high: 444.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 389.0,
        low: 155.0,
        high: 624.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 614.0,
        low: 404.0,
        high: 824.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 838.0,
        low: 655.0,
        high: 1021.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 1089.0,
        low: 942.0,
        high: 1235.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1312.0,
        low: 1210.0,
        high: 1414.0,
        games: 120,
    },
    Rated {
        skill: 65.0,
        elo: 1456.0,
        low: 1399.0,
        high: 1513.0,
        games: 120,
    },
    Rated {
        skill: 70.0,
        elo: 1659.0,
        low: 1609.0,
        high: 1709.0,
        games: 100,
    },
    Rated {
        skill: 75.0,
        elo: 1872.0,
        low: 1814.0,
        high: 1929.0,
        games: 30,
    },
    Rated {
        skill: 80.0,
        elo: 1975.0,
        low: 1913.0,
        high: 2037.0,
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
        high: 2323.0,
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
