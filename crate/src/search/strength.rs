//! Playing strength as one number: a *skill* from 0 (weakest) to 100
//! (full strength), and the rating it plays at.
//!
//! Below 100, a skill sets two things, both smooth in it:
//! - a **node budget**, 16 nodes at skill 0 doubling every 6.25 points to
//!   about a million at 100: how far ahead the engine looks. Budgets are
//!   in nodes, not seconds, so a skill plays the same on every device.
//! - a **temperature** for choosing the move. The search finds its three
//!   best lines (MultiPV, [`super::CANDIDATE_LINES`]) with their scores;
//!   every other move is scored by a shallow search and capped just below
//!   the third line; a move `d` below the best is played with probability
//!   proportional to `exp(-d / temperature)`. The temperature is in
//!   hundredths of a pawn *as the evaluator values one*
//!   ([`crate::eval::Evaluator::pawn_value`]), so a net whose scores are
//!   rescaled keeps its strength. At skill 0 it is 400 (four pawns: a move
//!   dropping a pawn is still often played, one dropping a queen
//!   sometimes); it falls with the square of the distance to 100, and is
//!   at least 1 below full strength, so even the strongest weakened skill
//!   sometimes plays its second or third line.
//!
//! Skill 100 is the engine at full strength: no node budget (the clock or
//! the caller's limits decide) and always the best move.
//!
//! Weak play comes from looking less far and from preferring moves that
//! merely look reasonable, not from strong moves mixed with deliberate
//! blunders.
//!
//! Ratings map to skills through a table measured by
//! `scripts/calibrate.py` (games against Stockfish's `UCI_Elo` anchors
//! and between neighbouring skills): see [`super::ratings`].
//!
//! ```
//! use ferrochess::search::strength::Skill;
//!
//! let weakest = Skill::new(0.0).unwrap();
//! assert_eq!(weakest.nodes(), Some(16));
//! assert_eq!(weakest.temperature(), 400);
//! let full = Skill::new(100.0).unwrap();
//! assert_eq!((full.nodes(), full.temperature()), (None, 0));
//! assert!(Skill::new(101.0).is_none());
//! ```

use std::fmt;

use super::ratings::{Rated, CALIBRATION};
use super::{Algorithm, Limits, SearchOptions};
use crate::eval::Evaluator;

/// The highest skill.
pub const MAX_SKILL: f64 = 100.0;

/// Nodes searched at skill 0.
const BASE_NODES: f64 = 16.0;
/// Skill points per doubling of the node budget.
const POINTS_PER_DOUBLING: f64 = 6.25;
/// The choice temperature at skill 0, in centipawns.
const BASE_TEMPERATURE: f64 = 400.0;

/// A skill from 0 to [`MAX_SKILL`] (full strength).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill(f64);

impl Skill {
    /// Full strength.
    pub const FULL: Skill = Skill(MAX_SKILL);

    /// The skill `value`, if it is a number from 0 to [`MAX_SKILL`].
    pub fn new(value: f64) -> Option<Skill> {
        (0.0..=MAX_SKILL).contains(&value).then_some(Skill(value))
    }

    /// The skill as a number.
    pub fn value(self) -> f64 {
        self.0
    }

    /// Whether this is full strength.
    pub fn is_full(self) -> bool {
        self.0 >= MAX_SKILL
    }

    /// The node budget of one move (`None` at full strength).
    pub fn nodes(self) -> Option<u64> {
        (!self.is_full())
            .then(|| (BASE_NODES * (self.0 / POINTS_PER_DOUBLING).exp2()).round() as u64)
    }

    /// The move-choice temperature in hundredths of the evaluator's pawn:
    /// 0 at full strength (always the search's move), at least 1 below it,
    /// so that every skill below full strength chooses the same way, among
    /// its search's best lines (a temperature that rounded to 0 near the
    /// top searched one line instead of three: skill 95 scored 7/20 against
    /// skill 98 with it, 9/20 without, 2026-11-26).
    pub fn temperature(self) -> u32 {
        if self.is_full() {
            return 0;
        }
        let distance = 1.0 - self.0 / MAX_SKILL;
        ((BASE_TEMPERATURE * distance * distance).round() as u32).max(1)
    }

    /// Search options that play at this skill, with the opening book on.
    /// Below full strength the node budget decides the search, and the
    /// clock or movetime in `limits` only bounds it (a skill never loses on
    /// time); at full strength `limits` apply as given.
    pub fn options(self, limits: &Limits) -> SearchOptions {
        let limits = match self.nodes() {
            Some(nodes) => Limits {
                nodes: Some(nodes),
                clock: limits.clock,
                movetime: limits.movetime,
                ..Limits::default()
            },
            None => limits.clone(),
        };
        SearchOptions {
            algorithm: Algorithm::Default,
            evaluator: Evaluator::DEFAULT,
            limits,
            randomness: 0,
            temperature: self.temperature(),
            book: true,
            multi_pv: 1,
        }
    }
}

/// The lowest rating offered. The scale below it is measured (the chain
/// of weak skills down to the random mover), but numbers under a
/// beginner's first rating mean nothing to a player.
pub const MIN_ELO: u32 = 400;

/// The ratings [`Skill::for_elo`] accepts: from [`MIN_ELO`] (or the weakest
/// skill's measured rating, if higher) to full strength's, rounded inwards.
pub fn elo_range() -> (u32, u32) {
    let first = CALIBRATION.first().map_or(0.0, |r| r.elo);
    let last = CALIBRATION.last().map_or(0.0, |r| r.elo);
    (
        (first.ceil().max(0.0) as u32).max(MIN_ELO),
        last.floor().max(0.0) as u32,
    )
}

/// A rating outside [`elo_range`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EloOutOfRange(pub String);

impl fmt::Display for EloOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (low, high) = elo_range();
        write!(
            f,
            "elo must be an integer from {low} to {high} (full strength), got {}",
            self.0
        )
    }
}

impl std::error::Error for EloOutOfRange {}

impl Skill {
    /// The skill that plays at `elo`, interpolated in the measured table
    /// ([`super::ratings::CALIBRATION`]) between the two skills whose
    /// ratings enclose it.
    ///
    /// ```
    /// use ferrochess::search::strength::{elo_range, Skill};
    ///
    /// let (low, high) = elo_range();
    /// assert!(Skill::for_elo(low).unwrap().value() < Skill::for_elo(low + 100).unwrap().value());
    /// assert!(Skill::for_elo(high).unwrap().is_full());
    /// assert!(Skill::for_elo(high + 1).is_err());
    /// ```
    pub fn for_elo(elo: u32) -> Result<Skill, EloOutOfRange> {
        let (low, high) = elo_range();
        if !(low..=high).contains(&elo) {
            return Err(EloOutOfRange(elo.to_string()));
        }
        if elo == high {
            return Ok(Skill::FULL);
        }
        let elo = f64::from(elo);
        let upper = CALIBRATION
            .iter()
            .position(|r| r.elo >= elo)
            .unwrap_or(CALIBRATION.len() - 1)
            .max(1);
        let (a, b): (&Rated, &Rated) = (&CALIBRATION[upper - 1], &CALIBRATION[upper]);
        let t = ((elo - a.elo) / (b.elo - a.elo)).clamp(0.0, 1.0);
        Ok(Skill(
            (a.skill + t * (b.skill - a.skill)).clamp(0.0, MAX_SKILL),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_grow_and_temperatures_fall_with_skill() {
        let skills: Vec<Skill> = (0..=100)
            .map(|s| Skill::new(f64::from(s)).unwrap())
            .collect();
        for pair in skills[..100].windows(2) {
            assert!(pair[0].nodes() <= pair[1].nodes());
            assert!(pair[0].temperature() >= pair[1].temperature());
        }
        assert_eq!(skills[50].nodes(), Some(4096)); // 16 * 2^(50 / 6.25)
        assert_eq!(skills[100].nodes(), None);
        assert_eq!(skills[50].temperature(), 100);
    }

    #[test]
    fn the_calibration_table_is_usable() {
        assert!(CALIBRATION.len() >= 2);
        assert_eq!(CALIBRATION[0].skill, 0.0);
        assert_eq!(CALIBRATION.last().unwrap().skill, MAX_SKILL);
        for pair in CALIBRATION.windows(2) {
            assert!(pair[0].skill < pair[1].skill, "{pair:?}");
            assert!(
                pair[0].elo < pair[1].elo,
                "ratings must rise with skill: {pair:?}"
            );
        }
        for rated in CALIBRATION {
            assert!(
                rated.low <= rated.elo && rated.elo <= rated.high,
                "{rated:?}"
            );
        }
    }

    #[test]
    fn ratings_map_to_rising_skills_and_back_onto_the_table() {
        let (low, high) = elo_range();
        let mut previous = -1.0;
        for elo in low..=high {
            let skill = Skill::for_elo(elo).unwrap().value();
            assert!(skill >= previous, "{elo}: {skill} < {previous}");
            previous = skill;
        }
        let offered = |r: &&Rated| (f64::from(low)..f64::from(high)).contains(&r.elo);
        for rated in CALIBRATION[1..CALIBRATION.len() - 1].iter().filter(offered) {
            let elo = rated.elo.round() as u32;
            let skill = Skill::for_elo(elo).unwrap().value();
            assert!(
                (skill - rated.skill).abs() < 1.0,
                "{elo}: {skill} vs {rated:?}"
            );
        }
        assert_eq!(
            Skill::for_elo(low.saturating_sub(1))
                .unwrap_err()
                .to_string(),
            format!(
                "elo must be an integer from {low} to {high} (full strength), got {}",
                low - 1
            )
        );
    }

    #[test]
    fn out_of_range_skills_are_refused() {
        for bad in [-0.1, 100.5, f64::NAN, f64::INFINITY] {
            assert!(Skill::new(bad).is_none(), "{bad}");
        }
    }
}
