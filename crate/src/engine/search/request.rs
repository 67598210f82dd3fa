//! A search request as an API caller gives it (the JS `bestMove` options),
//! checked and turned into [`SearchOptions`]. Kept apart from the wasm
//! boundary so that it is tested and fuzzed natively.

use std::fmt;

use super::levels::Strength;
use super::limits::{Limits, MAX_DEPTH};
use super::{Algorithm, SearchOptions, UnknownAlgorithm, MAX_MULTI_PV};
use crate::engine::eval::{Evaluator, UnknownEvaluator};

/// The largest node limit a request accepts.
pub const MAX_NODES: f64 = 1e10;
/// The longest movetime a request accepts, in milliseconds (one hour).
pub const MAX_MOVETIME: u32 = 3_600_000;
/// The largest randomness margin, in centipawns.
pub const MAX_RANDOMNESS: u32 = 1_000;
/// The most threads a request may name (a build runs at most its pool's,
/// checked when it searches).
pub const MAX_THREADS: u32 = 256;
/// The node limit of a request that gives no limit at all, so that a
/// synchronous call always ends (and is deterministic).
pub const DEFAULT_NODES: u64 = 1_000_000;

/// Unchecked search options, as the JS API receives them.
///
/// ```
/// use ferrochess::engine::search::SearchRequest;
///
/// let request = SearchRequest { depth: Some(5), ..SearchRequest::default() };
/// assert_eq!(request.check().unwrap().limits.depth, Some(5));
///
/// let bad = SearchRequest { depth: Some(0), ..SearchRequest::default() };
/// assert_eq!(bad.check().unwrap_err().to_string(), "depth must be an integer from 1 to 64, got 0");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct SearchRequest<'a> {
    /// 1 to 8; when given, the level decides the search.
    pub level: Option<u32>,
    /// A rating (see [`crate::engine::search::strength::elo_range`]); when given, the skill that
    /// plays at it decides the search.
    pub elo: Option<u32>,
    pub algorithm: &'a str,
    pub evaluator: &'a str,
    pub depth: Option<u32>,
    /// A JS number: it must be a whole number of nodes.
    pub nodes: Option<f64>,
    pub movetime: Option<u32>,
    pub randomness: u32,
    pub book: bool,
    /// Lines to search and report, 1 to [`MAX_MULTI_PV`] (MultiPV).
    pub multi_pv: Option<u32>,
}

impl Default for SearchRequest<'_> {
    fn default() -> Self {
        SearchRequest {
            level: None,
            elo: None,
            algorithm: "default",
            evaluator: "default",
            depth: None,
            nodes: None,
            movetime: None,
            randomness: 0,
            book: false,
            multi_pv: None,
        }
    }
}

/// Why a search request was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestError(String);

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RequestError {}

impl SearchRequest<'_> {
    /// Checks every field; the options returned always bound the search
    /// (by depth, nodes or time).
    pub fn check(&self) -> Result<SearchOptions, RequestError> {
        let fail = |message: String| Err(RequestError(message));
        let algorithm: Algorithm = self
            .algorithm
            .parse()
            .map_err(|e: UnknownAlgorithm| RequestError(e.to_string()))?;
        let evaluator: Evaluator = self
            .evaluator
            .parse()
            .map_err(|e: UnknownEvaluator| RequestError(e.to_string()))?;
        if let Some(d) = self.depth {
            if !(1..=MAX_DEPTH).contains(&d) {
                return fail(format!(
                    "depth must be an integer from 1 to {MAX_DEPTH}, got {d}"
                ));
            }
        }
        let nodes = match self.nodes {
            Some(n) if !((1.0..=MAX_NODES).contains(&n) && n.fract() == 0.0) => {
                return fail(format!(
                    "nodes must be an integer from 1 to {MAX_NODES:e}, got {n}"
                ));
            }
            Some(n) => Some(n as u64),
            None => None,
        };
        if let Some(ms) = self.movetime {
            if !(1..=MAX_MOVETIME).contains(&ms) {
                return fail(format!(
                    "movetime must be 1 to {MAX_MOVETIME} milliseconds, got {ms}"
                ));
            }
        }
        if self.randomness > MAX_RANDOMNESS {
            return fail(format!(
                "randomness must be 0 to {MAX_RANDOMNESS} centipawns, got {}",
                self.randomness
            ));
        }
        let multi_pv = match self.multi_pv {
            Some(n) if !(1..=MAX_MULTI_PV).contains(&n) => {
                return fail(format!(
                    "multiPv must be an integer from 1 to {MAX_MULTI_PV}, got {n}"
                ));
            }
            n => n.unwrap_or(1),
        };
        let mut limits = Limits {
            depth: self.depth,
            nodes,
            movetime: self.movetime.map(u64::from),
            ..Limits::default()
        };
        if limits.depth.is_none() && limits.nodes.is_none() && limits.movetime.is_none() {
            limits.nodes = Some(DEFAULT_NODES);
        }
        let strength = match (self.elo, self.level) {
            (Some(_), Some(_)) => return fail("give elo or level, not both".into()),
            (Some(elo), None) => Strength::Rating(elo),
            (None, Some(number)) => Strength::Level(number),
            (None, None) => Strength::Unlimited,
        };
        // A rating or a level decides the search; explicit limits only bound it.
        let asked = SearchOptions {
            algorithm,
            evaluator,
            limits,
            randomness: self.randomness,
            temperature: 0,
            book: self.book,
            multi_pv,
        };
        strength.options(asked).map_err(RequestError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::strength::Skill;

    fn refused(request: SearchRequest) -> String {
        request.check().unwrap_err().to_string()
    }

    #[test]
    fn out_of_range_values_are_refused_with_the_value() {
        // Each case changes one field of a valid request.
        type Change = fn(&mut SearchRequest<'static>);
        let cases: [(Change, &str); 13] = [
            (
                |r| r.multi_pv = Some(0),
                "multiPv must be an integer from 1 to 32, got 0",
            ),
            (|r| r.multi_pv = Some(33), "got 33"),
            (|r| r.elo = Some(99_999), "elo must be an integer from"),
            (|r| (r.elo, r.level) = (Some(1500), Some(3)), "not both"),
            (|r| r.depth = Some(65), "got 65"),
            (|r| r.nodes = Some(0.5), "got 0.5"),
            (|r| r.nodes = Some(f64::NAN), "NaN"),
            (|r| r.nodes = Some(2e10), "nodes"),
            (|r| r.movetime = Some(0), "movetime"),
            (|r| r.randomness = 1001, "1001"),
            (|r| r.level = Some(9), "got 9"),
            (|r| r.algorithm = "deep", "\"deep\""),
            (|r| r.evaluator = "", "evaluator"),
        ];
        for (change, expected) in cases {
            let mut request = SearchRequest::default();
            change(&mut request);
            let message = refused(request);
            assert!(message.contains(expected), "{message:?} lacks {expected:?}");
        }
    }

    #[test]
    fn a_request_without_limits_is_bounded_by_nodes() {
        let options = SearchRequest::default().check().unwrap();
        assert_eq!(options.limits.nodes, Some(DEFAULT_NODES));
        let level = SearchRequest {
            level: Some(8),
            ..SearchRequest::default()
        };
        let options = level.check().unwrap();
        assert!(options.limits.nodes.is_some() || options.limits.depth.is_some());
        let full_strength = SearchRequest {
            elo: Some(super::super::strength::elo_range().1),
            ..SearchRequest::default()
        };
        let options = full_strength.check().unwrap();
        assert_eq!(options.limits.nodes, Some(DEFAULT_NODES));
        assert_eq!(options.temperature, 0);
    }

    #[test]
    fn a_rating_below_full_strength_sets_a_budget_and_a_temperature() {
        let weakest = SearchRequest {
            elo: Some(super::super::strength::elo_range().0),
            movetime: Some(2000),
            ..SearchRequest::default()
        };
        let options = weakest.check().unwrap();
        let lowest = Skill::for_elo(super::super::strength::elo_range().0).unwrap();
        assert_eq!(options.limits.nodes, lowest.nodes());
        assert!(lowest.nodes().is_some());
        assert_eq!(options.limits.movetime, Some(2000));
        assert!(options.temperature > 0);
    }
}
