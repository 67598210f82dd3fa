//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 1589 games at
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
    commit: "81b4f75",
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
        elo: -357.0,
        low: -673.0,
        high: -42.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -111.0,
        low: -407.0,
        high: 185.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: 91.0,
        low: -187.0,
        high: 369.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 176.0,
        low: -87.0,
        high: 439.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 376.0,
        low: 133.0,
        high: 619.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 601.0,
        low: 381.0,
        high: 820.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 825.0,
        low: 631.0,
        high: 1018.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 1075.0,
        low: 915.0,
        high: 1235.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1298.0,
        low: 1177.0,
        high: 1419.0,
        games: 120,
    },
    Rated {
        skill: 65.0,
        elo: 1445.0,
        low: 1371.0,
        high: 1520.0,
        games: 120,
    },
    Rated {
        skill: 70.0,
        elo: 1634.0,
        low: 1574.0,
        high: 1693.0,
        games: 100,
    },
    Rated {
        skill: 75.0,
        elo: 1832.0,
        low: 1765.0,
        high: 1899.0,
        games: 30,
    },
    Rated {
        skill: 80.0,
        elo: 1973.0,
        low: 1906.0,
        high: 2040.0,
        games: 70,
    },
    Rated {
        skill: 85.0,
        elo: 2162.0,
        low: 2074.0,
        high: 2249.0,
        games: 30,
    },
    Rated {
        skill: 90.0,
        elo: 2235.0,
        low: 2135.0,
        high: 2335.0,
        games: 30,
    },
    Rated {
        skill: 95.0,
        elo: 2328.0,
        low: 2258.0,
        high: 2397.0,
        games: 50,
    },
    Rated {
        skill: 98.0,
        elo: 2395.0,
        low: 2315.0,
        high: 2474.0,
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
