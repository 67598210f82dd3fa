//! Named playing levels, from "beatable by a beginner" to full strength.
//!
//! A level fixes the algorithm, the evaluator, a node or depth budget and a
//! randomness margin. Budgets are in nodes rather than seconds, so a level
//! plays the same on a phone and on a desktop. The strength of each level
//! is measured by matches (`scripts/match.py`); the README lists the results.

use super::{Algorithm, Limits, SearchOptions};
use crate::eval::Evaluator;

/// A playing level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to 8 (full strength).
    pub number: u8,
    /// A short name for menus.
    pub name: &'static str,
    pub algorithm: Algorithm,
    pub evaluator: Evaluator,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Centipawn margin within which moves are picked at random.
    pub randomness: u32,
}

/// The levels, weakest first.
pub const LEVELS: [Level; 8] = [
    Level {
        number: 1,
        name: "novice",
        algorithm: Algorithm::AlphaBeta,
        evaluator: Evaluator::Material,
        depth: Some(1),
        nodes: None,
        randomness: 300,
    },
    Level {
        number: 2,
        name: "beginner",
        algorithm: Algorithm::AlphaBeta,
        evaluator: Evaluator::Pst,
        depth: Some(2),
        nodes: None,
        randomness: 120,
    },
    Level {
        number: 3,
        name: "casual",
        algorithm: Algorithm::Default,
        evaluator: Evaluator::Pst,
        depth: Some(3),
        nodes: None,
        randomness: 60,
    },
    Level {
        number: 4,
        name: "intermediate",
        algorithm: Algorithm::Default,
        evaluator: Evaluator::DEFAULT,
        depth: None,
        nodes: Some(5_000),
        randomness: 30,
    },
    Level {
        number: 5,
        name: "club",
        algorithm: Algorithm::Default,
        evaluator: Evaluator::DEFAULT,
        depth: None,
        nodes: Some(30_000),
        randomness: 10,
    },
    Level {
        number: 6,
        name: "strong club",
        algorithm: Algorithm::Default,
        evaluator: Evaluator::DEFAULT,
        depth: None,
        nodes: Some(150_000),
        randomness: 0,
    },
    Level {
        number: 7,
        name: "expert",
        algorithm: Algorithm::Default,
        evaluator: Evaluator::DEFAULT,
        depth: None,
        nodes: Some(800_000),
        randomness: 0,
    },
    Level {
        number: 8,
        name: "full strength",
        algorithm: Algorithm::Default,
        evaluator: Evaluator::DEFAULT,
        depth: None,
        nodes: None,
        randomness: 0,
    },
];

/// The level numbered `number` (1 to 8).
pub fn level(number: u32) -> Option<&'static Level> {
    LEVELS.iter().find(|l| u32::from(l.number) == number)
}

impl Level {
    /// Search options for this level, with the opening book on. `limits`
    /// applies where the level sets no budget (full strength uses the
    /// caller's time).
    pub fn options(&self, limits: Limits) -> SearchOptions {
        let limits = if self.depth.is_some() || self.nodes.is_some() {
            Limits {
                depth: self.depth,
                nodes: self.nodes,
                ..Limits::default()
            }
        } else {
            limits
        };
        SearchOptions {
            algorithm: self.algorithm,
            evaluator: self.evaluator,
            limits,
            randomness: self.randomness,
            book: true,
        }
    }
}
