//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 991 games at
//! 10 s + 0.1 s a game; do not edit by hand, re-run the script
//! when the engine changes. Ratings are on Stockfish 15.1's `UCI_Elo`
//! scale (anchors: 1450, 1750, 1900, 2050, 2150, 2250, 2350, 2450, 2550); `low` and
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
    commit: "c8cbd4f",
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
        elo: -419.0,
        low: -763.0,
        high: -75.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -173.0,
        low: -499.0,
        high: 153.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: 29.0,
        low: -281.0,
        high: 339.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 113.0,
        low: -184.0,
        high: 411.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 313.0,
        low: 33.0,
        high: 593.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 537.0,
        low: 277.0,
        high: 797.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 761.0,
        low: 522.0,
        high: 999.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 1010.0,
        low: 798.0,
        high: 1222.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1232.0,
        low: 1047.0,
        high: 1417.0,
        games: 120,
    },
    Rated {
        skill: 65.0,
        elo: 1378.0,
        low: 1219.0,
        high: 1538.0,
        games: 120,
    },
    Rated {
        skill: 70.0,
        elo: 1609.0,
        low: 1491.0,
        high: 1728.0,
        games: 100,
    },
    Rated {
        skill: 75.0,
        elo: 1792.0,
        low: 1662.0,
        high: 1922.0,
        games: 30,
    },
    Rated {
        skill: 80.0,
        elo: 1991.0,
        low: 1899.0,
        high: 2083.0,
        games: 70,
    },
    Rated {
        skill: 85.0,
        elo: 2149.0,
        low: 2025.0,
        high: 2274.0,
        games: 30,
    },
    Rated {
        skill: 90.0,
        elo: 2226.0,
        low: 2102.0,
        high: 2351.0,
        games: 30,
    },
    Rated {
        skill: 95.0,
        elo: 2308.0,
        low: 2201.0,
        high: 2414.0,
        games: 50,
    },
    Rated {
        skill: 98.0,
        elo: 2386.0,
        low: 2279.0,
        high: 2492.0,
        games: 50,
    },
    Rated {
        skill: 100.0,
        elo: 2478.0,
        low: 2382.0,
        high: 2574.0,
        games: 51,
    },
];
