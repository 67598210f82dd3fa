//! Search scores: centipawns or a distance to mate.

use std::fmt;

/// A score this large (or more) means mate; the distance is `MATE - score`
/// plies.
pub const MATE: i32 = 32_000;
/// Scores beyond this bound are mate scores.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Larger than any score.
pub const INFINITY: i32 = 32_500;

/// A score for the side to move: centipawns, or mate in N moves (negative
/// when the side to move is being mated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (full moves, not plies); negative: mated.
    Mate(i32),
}

impl Score {
    /// Converts an internal search score.
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-((MATE + score + 1) / 2))
        } else {
            Score::Cp(score)
        }
    }

    /// The score in UCI syntax: `cp 34` or `mate -3`.
    pub fn to_uci(self) -> String {
        match self {
            Score::Cp(cp) => format!("cp {cp}"),
            Score::Mate(n) => format!("mate {n}"),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "{:+.2}", *cp as f64 / 100.0),
            Score::Mate(n) if *n >= 0 => write!(f, "#{n}"),
            Score::Mate(n) => write!(f, "#-{}", -n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distances() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE), Score::Mate(0));
        assert_eq!(Score::from_internal(57), Score::Cp(57));
        assert_eq!(Score::Mate(-2).to_string(), "#-2");
    }
}
