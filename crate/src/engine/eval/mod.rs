//! Evaluators: functions from a position to a score in centipawns from
//! White's point of view, selectable by name.
//!
//! | name | what it counts |
//! |---|---|
//! | `material` | rchess-style material (1/3/3/5/9), −1 pawn for the side in check |
//! | `pst` | piece values + Michniewski's simplified piece-square tables |
//! | `shannon` | Shannon (1949): material, pawn-structure faults, mobility |
//! | `turing` | Turing's (1948) values and position-play terms |
//! | `berliner` | Berliner's piece values |
//! | `upcraft` | material, piece safety, pawn advancement |
//! | `handcrafted` | ferrochess's tapered evaluation: pawns, mobility, king safety, mop-up |
//! | `nnue` | the learned evaluation: a net trained on ferrochess's self-play ([`nnue`]) |
//!
//! The name `default` selects [`Evaluator::DEFAULT`], the strongest.
//!
//! ```
//! use ferrochess::engine::eval::Evaluator;
//! use ferrochess::Position;
//!
//! let pos = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
//! for evaluator in Evaluator::ALL {
//!     assert!(evaluator.evaluate(&pos) > 500, "{}", evaluator.name());
//! }
//! assert_eq!("shannon".parse::<Evaluator>(), Ok(Evaluator::Shannon));
//! assert_eq!("default".parse::<Evaluator>(), Ok(Evaluator::DEFAULT));
//! ```

mod classic;
pub mod features;
pub mod nnue;
pub mod tables;
mod tapered;

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

pub use tapered::{explain, Term};

use crate::rules::position::Position;

/// A selectable evaluator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evaluator {
    /// Material only, ±1 pawn for check.
    Material,
    /// Piece values plus piece-square tables.
    Pst,
    /// Claude Shannon's function.
    Shannon,
    /// Alan Turing's values and position-play terms.
    Turing,
    /// Hans Berliner's piece values.
    Berliner,
    /// Material, piece safety and pawn advancement.
    Upcraft,
    /// ferrochess's hand-written tapered evaluation.
    Handcrafted,
    /// The learned evaluation ([`nnue`]).
    Nnue,
}

impl Evaluator {
    /// Every evaluator, weakest idea first.
    pub const ALL: [Evaluator; 8] = [
        Evaluator::Material,
        Evaluator::Pst,
        Evaluator::Shannon,
        Evaluator::Turing,
        Evaluator::Berliner,
        Evaluator::Upcraft,
        Evaluator::Handcrafted,
        Evaluator::Nnue,
    ];

    /// The evaluator the engine plays with unless told otherwise, and the
    /// one the name `default` selects.
    pub const DEFAULT: Evaluator = Evaluator::Nnue;

    /// The evaluator's name, as accepted by `FromStr`.
    pub fn name(self) -> &'static str {
        match self {
            Evaluator::Material => "material",
            Evaluator::Pst => "pst",
            Evaluator::Shannon => "shannon",
            Evaluator::Turing => "turing",
            Evaluator::Berliner => "berliner",
            Evaluator::Upcraft => "upcraft",
            Evaluator::Handcrafted => "handcrafted",
            Evaluator::Nnue => "nnue",
        }
    }

    /// Scores `pos` in centipawns from White's point of view.
    pub fn evaluate(self, pos: &Position) -> i32 {
        match self {
            Evaluator::Material => classic::material(pos),
            Evaluator::Pst => classic::pst(pos),
            Evaluator::Shannon => classic::shannon(pos),
            Evaluator::Turing => classic::turing(pos),
            Evaluator::Berliner => classic::berliner(pos),
            Evaluator::Upcraft => classic::upcraft(pos),
            Evaluator::Handcrafted => tapered::evaluate(pos),
            Evaluator::Nnue => nnue::evaluate(pos),
        }
    }

    /// What this evaluator says a pawn is worth, in its centipawns: the mean
    /// change of its score when one of the sixteen pawns leaves the start
    /// position (at least 1). A net's scores carry whatever scale training
    /// and rescaling gave them (generation 4's net is scaled by 0.9), so
    /// amounts meant in pawns, like the weakened move choice's temperature
    /// ([`crate::engine::search::strength`]), are converted with this measured
    /// value instead of assuming 100.
    ///
    /// ```
    /// use ferrochess::engine::eval::Evaluator;
    ///
    /// assert_eq!(Evaluator::Material.pawn_value(), 100);
    /// assert!((50..200).contains(&Evaluator::Nnue.pawn_value()));
    /// ```
    ///
    /// Measured once per evaluator and kept: every weakened move choice
    /// asks for it.
    pub fn pawn_value(self) -> i32 {
        static MEASURED: [OnceLock<i32>; Evaluator::ALL.len()] =
            [const { OnceLock::new() }; Evaluator::ALL.len()];
        *MEASURED[self as usize].get_or_init(|| self.measure_pawn_value())
    }

    /// [`Self::pawn_value`], measured.
    fn measure_pawn_value(self) -> i32 {
        let without = |rank: usize, file: usize| {
            let pawn = if rank == 1 { "P" } else { "p" };
            let row = format!("{}1{}", pawn.repeat(file), pawn.repeat(7 - file));
            let (white, black) = if rank == 1 {
                (row.as_str(), "pppppppp")
            } else {
                ("PPPPPPPP", row.as_str())
            };
            let fen = format!("rnbqkbnr/{black}/8/8/8/8/{white}/RNBQKBNR w KQkq - 0 1");
            self.evaluate(&Position::from_fen(&fen).expect("a start position less one pawn"))
        };
        let start = self.evaluate(&Position::startpos());
        let total: i32 = (0..8)
            .map(|file| (start - without(1, file)) + (without(6, file) - start))
            .sum();
        (total / 16).max(1)
    }

    /// Scores a bare board (no clocks) from the side to move's point of view,
    /// as the search needs at its leaves.
    pub fn evaluate_board_relative(self, board: &chess::Board) -> i32 {
        self.evaluate_relative(&Position::from_board(*board, 0, 1))
    }

    /// Scores `pos` from the side to move's point of view.
    pub fn evaluate_relative(self, pos: &Position) -> i32 {
        let score = self.evaluate(pos);
        match pos.turn() {
            chess::Color::White => score,
            chess::Color::Black => -score,
        }
    }
}

impl Default for Evaluator {
    fn default() -> Self {
        Evaluator::DEFAULT
    }
}

impl fmt::Display for Evaluator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An evaluator name that is not one of [`Evaluator::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEvaluator(pub String);

impl fmt::Display for UnknownEvaluator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Evaluator::ALL.iter().map(|e| e.name()).collect();
        write!(
            f,
            "unknown evaluator {:?}: expected default or one of {}",
            self.0.chars().take(32).collect::<String>(),
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownEvaluator {}

impl FromStr for Evaluator {
    type Err = UnknownEvaluator;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "default" {
            return Ok(Evaluator::DEFAULT);
        }
        Evaluator::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownEvaluator(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_evaluator_keeps_its_own_measured_pawn() {
        // pawn_value's cache is indexed by the variant's discriminant.
        for (index, evaluator) in Evaluator::ALL.into_iter().enumerate() {
            assert_eq!(evaluator as usize, index);
            assert_eq!(evaluator.pawn_value(), evaluator.measure_pawn_value());
        }
    }

    /// The bench's first six positions, a bare king and rook with Black to
    /// move, and an en-passant capture to be had.
    fn positions() -> impl Iterator<Item = &'static str> {
        crate::engine::uci_protocol::BENCH_POSITIONS[..6]
            .iter()
            .copied()
            .chain([
                "8/8/8/4k3/8/8/8/R3K3 b - - 0 1",
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            ])
    }
    #[test]
    fn every_evaluator_is_colour_symmetric() {
        for fen in positions() {
            let pos = Position::from_fen(fen).unwrap();
            let mirror = pos.mirrored();
            for evaluator in Evaluator::ALL {
                assert_eq!(
                    evaluator.evaluate(&pos),
                    -evaluator.evaluate(&mirror),
                    "{evaluator} on {fen}"
                );
            }
        }
    }

    #[test]
    fn start_position_is_balanced_apart_from_tempo() {
        let start = Position::startpos();
        for evaluator in Evaluator::ALL {
            // The net learnt the first move's worth from self-play results
            // (about half a pawn); the hand-written ones give 10 cp or less.
            let bound = if evaluator == Evaluator::Nnue { 75 } else { 10 };
            assert!(evaluator.evaluate(&start).abs() <= bound, "{evaluator}");
        }
    }

    #[test]
    fn explain_sums_to_the_evaluation() {
        for fen in positions() {
            let pos = Position::from_fen(fen).unwrap();
            let sum: i32 = explain(&pos).iter().map(|t| t.cp).sum();
            assert_eq!(sum, Evaluator::Handcrafted.evaluate(&pos));
        }
    }

    #[test]
    fn unknown_names_are_rejected_with_the_list() {
        let err = "alphazero".parse::<Evaluator>().unwrap_err();
        assert!(err.to_string().contains("material, pst, shannon"));
    }
}
