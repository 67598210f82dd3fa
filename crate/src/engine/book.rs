//! The opening book and opening names, built from the lichess opening names
//! data set (CC0; see `crate/data/openings/README.md`).
//!
//! Every named line is replayed once, on first use. The book then knows, for
//! each position on those lines, which moves continue it and how many named
//! lines pass through each: popular main lines have many named
//! sub-variations, so choosing a move with that weight plays mainstream
//! openings with variety. Positions are matched by their repetition key, so
//! transpositions are found too.
//!
//! ```
//! use ferrochess::{engine::book, Game};
//!
//! let mut game = Game::new();
//! for san in ["e4", "c5", "Nf3", "d6"] {
//!     game.play_san(san, true).unwrap();
//! }
//! let opening = book::opening(&game).unwrap();
//! assert_eq!(opening.eco, "B50");
//! assert!(opening.name.starts_with("Sicilian Defense"));
//! assert!(!book::moves(game.position()).is_empty());
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use chess::ChessMove;

use crate::rules::game::Game;
use crate::rules::position::Position;
use crate::rules::san;

const DATA: [&str; 5] = [
    include_str!("../../data/openings/a.tsv"),
    include_str!("../../data/openings/b.tsv"),
    include_str!("../../data/openings/c.tsv"),
    include_str!("../../data/openings/d.tsv"),
    include_str!("../../data/openings/e.tsv"),
];

/// A named opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The ECO code, like `B50`.
    pub eco: &'static str,
    /// The name, like `Sicilian Defense: Modern Variations`.
    pub name: &'static str,
}

/// A book move with its weight (how many named lines continue with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub mv: ChessMove,
    pub weight: u32,
}

struct Book {
    names: HashMap<u64, Opening>,
    moves: HashMap<u64, Vec<BookMove>>,
}

fn build() -> Book {
    let mut names = HashMap::new();
    let mut moves: HashMap<u64, Vec<BookMove>> = HashMap::new();
    for file in DATA {
        for line in file.lines().skip(1) {
            let mut fields = line.split('\t');
            let (Some(eco), Some(name), Some(pgn)) = (fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            let mut pos = Position::startpos();
            let mut ok = true;
            for token in pgn.split_whitespace().filter(|t| !t.ends_with('.')) {
                let Ok(mv) = san::parse(&pos, token, false) else {
                    ok = false;
                    break;
                };
                let entry = moves.entry(pos.zobrist_key()).or_default();
                match entry.iter_mut().find(|b| b.mv == mv) {
                    Some(book_move) => book_move.weight += 1,
                    None => entry.push(BookMove { mv, weight: 1 }),
                }
                pos = pos.play_unchecked(mv);
            }
            if ok {
                names
                    .entry(pos.zobrist_key())
                    .or_insert(Opening { eco, name });
            }
        }
    }
    Book { names, moves }
}

fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(build)
}

/// The book moves for `pos`, heaviest first (empty when out of book).
pub fn moves(pos: &Position) -> Vec<BookMove> {
    let mut found = book()
        .moves
        .get(&pos.zobrist_key())
        .cloned()
        .unwrap_or_default();
    found.sort_by_key(|b| std::cmp::Reverse(b.weight));
    found
}

/// A book move chosen at random with probability proportional to its
/// weight; `random` is any number (e.g. from an RNG).
pub fn pick(pos: &Position, random: u64) -> Option<ChessMove> {
    let candidates = moves(pos);
    let total: u64 = candidates.iter().map(|b| u64::from(b.weight)).sum();
    if total == 0 {
        return None;
    }
    let mut ticket = random % total;
    for candidate in candidates {
        if ticket < u64::from(candidate.weight) {
            return Some(candidate.mv);
        }
        ticket -= u64::from(candidate.weight);
    }
    None
}

/// The name of a position, if it ends a named line.
pub fn name(pos: &Position) -> Option<Opening> {
    book().names.get(&pos.zobrist_key()).cloned()
}

/// The opening of a game: the most recent named position along the game.
pub fn opening(game: &Game) -> Option<Opening> {
    std::iter::once(game.position())
        .chain(game.plies().iter().rev().map(|p| &p.before))
        .find_map(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_the_data_set_is_read() {
        let lines: usize = DATA.iter().map(|f| f.lines().count() - 1).sum();
        assert!(lines > 3000);
        // Some lines share their final position; most have their own name.
        assert!(
            book().names.len() * 10 > lines * 8,
            "{} names of {lines}",
            book().names.len()
        );
    }

    #[test]
    fn the_start_position_offers_the_main_first_moves() {
        let first: Vec<String> = moves(&Position::startpos())
            .iter()
            .take(4)
            .map(|b| crate::rules::uci::format_move(b.mv))
            .collect();
        assert!(
            first.contains(&"e2e4".to_string()) && first.contains(&"d2d4".to_string()),
            "{first:?}"
        );
        for random in 0..50 {
            let mv = pick(&Position::startpos(), random * 7919).unwrap();
            assert!(Position::startpos().is_legal(mv));
        }
    }

    #[test]
    fn transpositions_find_the_name() {
        // The Queen's Gambit Declined reached by 1. c4 e6 2. d4 d5.
        let mut game = Game::new();
        for san in ["c4", "e6", "d4", "d5"] {
            game.play_san(san, true).unwrap();
        }
        let opening = opening(&game).unwrap();
        assert!(
            opening.name.contains("Queen's Gambit Declined"),
            "{opening:?}"
        );
    }

    #[test]
    fn out_of_book_keeps_the_last_name() {
        let mut game = Game::new();
        for san in [
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
            "d6", "c3", "O-O", "h3", "h6",
        ] {
            game.play_san(san, true).unwrap();
        }
        assert!(moves(game.position()).is_empty());
        assert!(opening(&game).unwrap().name.starts_with("Ruy Lopez"));
    }
}
