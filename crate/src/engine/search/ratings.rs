//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from 5440 games at
//! 10 s + 0.1 s a game; do not edit by hand, re-run the script
//! when the engine changes. Ratings are on Stockfish 15.1's `UCI_Elo`
//! scale (anchors: 1350, 1400, 1450, 1500, 1600, 1650, 1700, 1750, 1800, 1850, 1900, 2000, 2050, 2100, 2150, 2200, 2250, 2300, 2350, 2400, 2450, 2550); `low` and
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
/// that was neither fitted nor checked with it.
pub const MEASURED_WITH: Measurement = Measurement {
    date: "2026-11-29",
    commit: "a45d9ae",
    bench: 457576,
    basis: "fitted from 5440 games at b2f2ee3, skills 70 and 75 re-fitted from 120 games at 98bced5, skills 65 and 70 re-fitted from 120 games at 8c88e2e, skills 60 and 75 and 80 and 85 and 90 and 95 and 98 and 100 re-fitted from 672 games at e2a9c04 (480 against anchors, and the 192 of their check as skills); checked: 1500, 1800, 2100, 2300 inside their intervals, 24 games each (calibrate.py check --stamp)",
};

/// When and with what engine a table was measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measurement {
    /// The day the fit (or the check) was written.
    pub date: &'static str,
    /// The commit the measured engine was built from.
    pub commit: &'static str,
    /// That engine's `bench` node count (the default evaluator).
    pub bench: u64,
    /// How: fitted from games, or a quick check that found every label
    /// played inside its interval (`scripts/calibrate.py check --stamp`).
    pub basis: &'static str,
}

/// Measured skills, weakest first; the last is full strength.
pub const CALIBRATION: &[Rated] = &[
    Rated {
        skill: 0.0,
        elo: -472.0,
        low: -718.0,
        high: -226.0,
        games: 120,
    },
    Rated {
        skill: 15.0,
        elo: -226.0,
        low: -446.0,
        high: -6.0,
        games: 120,
    },
    Rated {
        skill: 30.0,
        elo: -24.0,
        low: -219.0,
        high: 171.0,
        games: 120,
    },
    Rated {
        skill: 35.0,
        elo: 61.0,
        low: -113.0,
        high: 234.0,
        games: 120,
    },
    Rated {
        skill: 40.0,
        elo: 261.0,
        low: 121.0,
        high: 401.0,
        games: 120,
    },
    Rated {
        skill: 45.0,
        elo: 461.0,
        low: 337.0,
        high: 584.0,
        games: 120,
    },
    Rated {
        skill: 50.0,
        elo: 714.0,
        low: 604.0,
        high: 824.0,
        games: 120,
    },
    Rated {
        skill: 55.0,
        elo: 943.0,
        low: 847.0,
        high: 1039.0,
        games: 120,
    },
    Rated {
        skill: 60.0,
        elo: 1249.0,
        low: 1167.0,
        high: 1331.0,
        games: 60,
    },
    Rated {
        skill: 65.0,
        elo: 1448.0,
        low: 1359.0,
        high: 1536.0,
        games: 60,
    },
    Rated {
        skill: 70.0,
        elo: 1726.0,
        low: 1636.0,
        high: 1816.0,
        games: 60,
    },
    Rated {
        skill: 75.0,
        elo: 1824.0,
        low: 1750.0,
        high: 1898.0,
        games: 60,
    },
    Rated {
        skill: 80.0,
        elo: 1916.0,
        low: 1840.0,
        high: 1991.0,
        games: 60,
    },
    Rated {
        skill: 85.0,
        elo: 2131.0,
        low: 2055.0,
        high: 2208.0,
        games: 60,
    },
    Rated {
        skill: 90.0,
        elo: 2221.0,
        low: 2139.0,
        high: 2302.0,
        games: 60,
    },
    Rated {
        skill: 95.0,
        elo: 2317.0,
        low: 2236.0,
        high: 2398.0,
        games: 60,
    },
    Rated {
        skill: 98.0,
        elo: 2373.0,
        low: 2292.0,
        high: 2454.0,
        games: 60,
    },
    Rated {
        skill: 100.0,
        elo: 2491.0,
        low: 2403.0,
        high: 2579.0,
        games: 60,
    },
];
