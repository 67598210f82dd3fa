//! Named playing levels: presets on the rating scale of
//! [`super::strength`], from "beatable by a beginner" to full strength.
//!
//! A level is a rating; it plays exactly as `elo` at that rating does (a
//! node budget and a move-choice temperature, see [`super::strength`]), so
//! levels are evenly spaced and measured, not guessed. Ratings outside the
//! measured range are moved to its nearest end.
//!
//! ```
//! use ferrochess::engine::search::levels::{level, LEVELS};
//! use ferrochess::engine::search::strength::elo_range;
//!
//! assert_eq!(LEVELS.len(), 8);
//! assert_eq!(level(8).unwrap().elo(), elo_range().1); // full strength
//! assert!(level(1).unwrap().elo() < level(2).unwrap().elo());
//! ```

use super::strength::{elo_range, Skill};
use super::{Limits, SearchOptions};

/// A playing level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to 8 (full strength).
    pub number: u8,
    /// A short name for menus.
    pub name: &'static str,
    /// The rating it plays at (`None`: full strength).
    pub rating: Option<u32>,
}

/// The levels, weakest first: 300 rating points apart up to club level,
/// then 200, below full strength.
pub const LEVELS: [Level; 8] = [
    Level {
        number: 1,
        name: "novice",
        rating: Some(600),
    },
    Level {
        number: 2,
        name: "beginner",
        rating: Some(900),
    },
    Level {
        number: 3,
        name: "casual",
        rating: Some(1200),
    },
    Level {
        number: 4,
        name: "intermediate",
        rating: Some(1500),
    },
    Level {
        number: 5,
        name: "club",
        rating: Some(1800),
    },
    Level {
        number: 6,
        name: "strong club",
        rating: Some(2000),
    },
    Level {
        number: 7,
        name: "expert",
        rating: Some(2200),
    },
    Level {
        number: 8,
        name: "full strength",
        rating: None,
    },
];

/// The level numbered `number` (1 to 8).
pub fn level(number: u32) -> Option<&'static Level> {
    LEVELS.iter().find(|l| u32::from(l.number) == number)
}

impl Level {
    /// The rating this level plays at, within the measured range.
    pub fn elo(&self) -> u32 {
        let (low, high) = elo_range();
        self.rating.map_or(high, |r| r.clamp(low, high))
    }

    /// The skill this level plays at.
    pub fn skill(&self) -> Skill {
        Skill::for_elo(self.elo()).unwrap_or(Skill::FULL)
    }

    /// Search options for this level, with the opening book on. `limits`
    /// bound the search (at full strength they decide it).
    pub fn options(&self, limits: Limits) -> SearchOptions {
        self.skill().options(&limits)
    }
}

/// What decides how strongly the engine plays, however it was asked (the
/// UCI options, the JS API's search options): a rating, a level, a skill,
/// or none of them (full strength, the caller's own algorithm and
/// evaluator). The one place a strength becomes search options.
///
/// ```
/// use ferrochess::engine::search::levels::Strength;
/// use ferrochess::engine::search::strength::elo_range;
/// use ferrochess::engine::search::SearchOptions;
///
/// let (low, _) = elo_range();
/// let weak = Strength::Rating(low).options(SearchOptions::default()).unwrap();
/// assert!(weak.limits.nodes.is_some() && weak.temperature > 0);
/// assert!(Strength::Rating(low - 1).options(SearchOptions::default()).is_err());
/// assert!(Strength::Level(9).options(SearchOptions::default()).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strength {
    /// Play at this rating ([`elo_range`]).
    Rating(u32),
    /// Play at this level (1 to [`LEVELS`]'s length).
    Level(u32),
    /// Play at this skill.
    Skill(Skill),
    /// Full strength, as the caller asks.
    Unlimited,
}

impl Strength {
    /// The search options that play at this strength, from those `asked`.
    /// A rating's, a level's or a skill's node budget decides the search
    /// and `asked.limits` only bound it; [`Strength::Unlimited`] searches
    /// as asked. Either way the book and the lines reported are `asked`'s.
    /// Refuses a rating outside the range or an unknown level.
    pub fn options(self, asked: SearchOptions) -> Result<SearchOptions, String> {
        let options = match self {
            Strength::Rating(elo) => Skill::for_elo(elo)
                .map_err(|e| e.to_string())?
                .options(&asked.limits),
            Strength::Level(number) => level(number)
                .ok_or_else(|| {
                    format!(
                        "level must be an integer from 1 to {}, got {number}",
                        LEVELS.len()
                    )
                })?
                .options(asked.limits.clone()),
            Strength::Skill(skill) => skill.options(&asked.limits),
            Strength::Unlimited => return Ok(asked),
        };
        Ok(SearchOptions {
            book: asked.book,
            multi_pv: asked.multi_pv,
            ..options
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_rise_and_end_at_full_strength() {
        for pair in LEVELS.windows(2) {
            assert!(pair[0].elo() <= pair[1].elo(), "{pair:?}");
            assert!(pair[0].skill().value() <= pair[1].skill().value());
        }
        assert!(LEVELS[7].skill().is_full());
        assert!(!LEVELS[6].skill().is_full());
    }
}
