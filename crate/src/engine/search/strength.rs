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
//!   ([`crate::engine::eval::Evaluator::pawn_value`]), so a net whose scores are
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
//! use ferrochess::engine::search::strength::Skill;
//!
//! let weakest = Skill::new(0.0).unwrap();
//! assert_eq!(weakest.nodes(), Some(16));
//! assert_eq!(weakest.temperature(), 400);
//! let full = Skill::new(100.0).unwrap();
//! assert_eq!((full.nodes(), full.temperature()), (None, 0));
//! assert!(Skill::new(101.0).is_none());
//! ```

use std::fmt;

use chess::ChessMove;

use super::budget::Budget;
use super::history::History;
use super::limits::Deadline;
use super::ratings::{Rated, CALIBRATION};
use super::searcher::Searcher;
use super::{Algorithm, Limits, Progress, SearchOptions, StopSignal, TranspositionTable};
use crate::engine::eval::Evaluator;
use crate::engine::random::XorShift;
use crate::rules::position::Position;

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
    /// use ferrochess::engine::search::strength::{elo_range, Skill};
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

/// How deep a weakened choice scores the moves outside its searched lines
/// (at most; one ply less than the main search, at least one).
const SCORING_MAX_DEPTH: u32 = 3;

/// The move a weakened search plays in `root` (its `legal` moves), from
/// the lines its main search scored (`searched`: each line's first move
/// and score, at `depth`): every other move is scored by a shallow search
/// (cheap next to the main one) and capped just below the last searched
/// line, which the main search found better; then one is drawn by the
/// options' temperature (in hundredths of a pawn as the evaluator values
/// one, [`Evaluator::pawn_value`], so that a rescaled net plays at the
/// same strength) or, without one, within its randomness margin.
#[allow(clippy::too_many_arguments)]
pub(super) fn weakened_choice(
    root: &Position,
    legal: &[ChessMove],
    searched: &[(ChessMove, i32)],
    depth: u32,
    options: &SearchOptions,
    tt: &TranspositionTable,
    path: Vec<u64>,
    rng: &mut XorShift,
) -> Option<ChessMove> {
    let cap = searched.iter().map(|&(_, s)| s).min().unwrap_or(0) - 1;
    let scoring_depth = depth.saturating_sub(1).clamp(1, SCORING_MAX_DEPTH) as i32;
    let mut no_progress = |_: &Progress| {};
    let unbounded = Budget::new(
        Deadline::new(&Limits::depth(scoring_depth as u32), true),
        StopSignal::new(),
        &mut no_progress,
    );
    let mut scorer = Searcher::new(options.evaluator, tt, unbounded, path, History::new());
    let mut scored = searched.to_vec();
    for &mv in legal
        .iter()
        .filter(|mv| !searched.iter().any(|(m, _)| m == *mv))
    {
        let child = Position {
            halfmove_clock: 0,
            fullmove_number: 1,
            ..root.play_unchecked(mv)
        };
        scored.push((
            mv,
            (-scorer.score_position(&child, scoring_depth - 1)).min(cap),
        ));
    }
    if options.temperature > 0 {
        let pawn = f64::from(options.evaluator.pawn_value());
        pick_softmax(&scored, f64::from(options.temperature) * pawn / 100.0, rng)
    } else {
        pick(&scored, options.randomness, rng)
    }
}

/// The best-scoring move, or a random one among those within `margin`.
pub(super) fn pick(
    scored: &[(ChessMove, i32)],
    margin: u32,
    rng: &mut XorShift,
) -> Option<ChessMove> {
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let candidates: Vec<ChessMove> = scored
        .iter()
        .filter(|&&(_, s)| s >= best.saturating_sub(margin as i32))
        .map(|&(mv, _)| mv)
        .collect();
    if margin == 0 {
        return candidates.first().copied();
    }
    Some(candidates[rng.below(candidates.len())])
}

/// A move drawn with weight `exp(-(best - score) / temperature)`.
fn pick_softmax(
    scored: &[(ChessMove, i32)],
    temperature: f64,
    rng: &mut XorShift,
) -> Option<ChessMove> {
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let weight = |score: i32| (-f64::from(best - score) / temperature.max(1.0)).exp();
    let total: f64 = scored.iter().map(|&(_, s)| weight(s)).sum();
    let mut target = rng.unit() * total;
    for &(mv, score) in scored {
        target -= weight(score);
        if target < 0.0 {
            return Some(mv);
        }
    }
    scored.last().map(|&(mv, _)| mv)
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

    fn moves(uci: &[&str]) -> Vec<ChessMove> {
        uci.iter().map(|m| m.parse().unwrap()).collect()
    }

    #[test]
    fn softmax_choice_follows_the_score_gaps() {
        // Scores 0, -100, -300 at temperature 100: weights 1, e^-1, e^-3.
        let mv = moves(&["e2e4", "d2d4", "g1h3"]);
        let scored = [(mv[0], 0), (mv[1], -100), (mv[2], -300)];
        let mut rng = XorShift::new(0x1234_5678_9ABC_DEF1);
        let mut counts = [0u32; 3];
        let draws = 20_000;
        for _ in 0..draws {
            let chosen = pick_softmax(&scored, 100.0, &mut rng).unwrap();
            counts[mv.iter().position(|&m| m == chosen).unwrap()] += 1;
        }
        let total = 1.0 + (-1f64).exp() + (-3f64).exp();
        let expected = [1.0 / total, (-1f64).exp() / total, (-3f64).exp() / total];
        for (count, p) in counts.iter().zip(expected) {
            let share = f64::from(*count) / f64::from(draws);
            assert!((share - p).abs() < 0.015, "{counts:?} vs {expected:?}");
        }
    }

    #[test]
    fn a_cold_softmax_plays_the_best_move() {
        let mv = moves(&["e2e4", "d2d4"]);
        let mut rng = XorShift::new(99);
        for _ in 0..1000 {
            let chosen = pick_softmax(&[(mv[0], -40), (mv[1], 0)], 1.0, &mut rng);
            assert_eq!(chosen, Some(mv[1]));
        }
    }
}
