//! PGN (Portable Game Notation): export and import of one game.
//!
//! Export writes the Seven Tag Roster first (with `?` defaults), then
//! `SetUp`/`FEN` when the game did not start from the standard position,
//! then the other headers, the movetext with comments and NAGs, and the
//! result, laid out as chess.js lays it out (so that its users get the
//! same text), wrapped at a maximum line width when one is given.
//!
//! Import reads headers, `{}` and `;` comments, `%` escape lines, NAGs and
//! `!`/`?` suffixes, move numbers, variations nested to any depth up to
//! [`MAX_VARIATION_DEPTH`] (into the game's [`crate::rules::tree::MoveTree`]; their
//! moves are checked like the main line's) and the result. Headers,
//! comments, NAGs and variations are kept, so an imported game exports back
//! the same.
//!
//! ```
//! use ferrochess::rules::pgn;
//!
//! let game = pgn::read("[White \"Morphy\"]\n\n1. e4 {King's pawn} e5 (1... c5) 2. Nf3 *").unwrap();
//! assert_eq!(game.header("White"), Some("Morphy"));
//! let text = pgn::write(&game, &pgn::WriteOptions::default());
//! assert!(text.ends_with("1. e4 {King's pawn} e5 (1... c5) 2. Nf3 *"));
//! assert_eq!(pgn::write(&pgn::read(&text).unwrap(), &pgn::WriteOptions::default()), text);
//! ```
//!
//! The reader is in two layers: `syntax` cuts the text into tag pairs and
//! movetext tokens (comments, NAGs, variations, the result) and `read`
//! plays them into a [`crate::rules::game::Game`]; `write` lays a game out again.

use std::fmt;

use crate::rules::fen::FenError;
use crate::rules::san::SanError;

mod characters;
pub(crate) mod read;
pub mod split;
mod syntax;
pub mod tag_pairs;
mod write;

pub use read::{read, read_as, read_with};
pub use write::{result_of, write, write_setup, WriteOptions};

/// How deep variations may nest in a PGN that [`read`] takes (real games
/// rarely pass 10; a deeper one is hostile or broken).
pub const MAX_VARIATION_DEPTH: usize = 256;

/// The Seven Tag Roster and its defaults, in export order.
pub const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The supplemental tags of the PGN standard (section 9), in the order
/// the writer puts them after the Seven Tag Roster (chess.js's order too);
/// other tags follow in the order they were set.
pub const SUPPLEMENTAL_TAGS: [&str; 30] = [
    "WhiteTitle",
    "BlackTitle",
    "WhiteElo",
    "BlackElo",
    "WhiteUSCF",
    "BlackUSCF",
    "WhiteNA",
    "BlackNA",
    "WhiteType",
    "BlackType",
    "EventDate",
    "EventSponsor",
    "Section",
    "Stage",
    "Board",
    "Opening",
    "Variation",
    "SubVariation",
    "ECO",
    "NIC",
    "Time",
    "UTCTime",
    "UTCDate",
    "TimeControl",
    "SetUp",
    "FEN",
    "Termination",
    "Annotator",
    "Mode",
    "PlyCount",
];

/// Whether `name` is the `SetUp` or `FEN` tag in any letter case (a
/// permissive reader takes `[fen "…"]` for the FEN tag, as chess.js does).
pub fn is_setup_tag(name: &str) -> bool {
    name.eq_ignore_ascii_case("SetUp") || name.eq_ignore_ascii_case("FEN")
}

/// Why a PGN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The `FEN` header is not a valid position.
    Fen(FenError),
    /// A `(` before any move, or variations nested deeper than
    /// [`MAX_VARIATION_DEPTH`].
    Variation { line: usize, reason: &'static str },
    /// Strict mode: `[SetUp "1"]` without a `FEN` tag.
    SetUpWithoutFen,
    /// A header line is not `[Name "value"]`.
    Header { line: usize },
    /// A `{` comment is never closed.
    UnclosedComment { line: usize },
    /// A `(` variation is never closed, or a `)` has no `(`.
    UnbalancedVariation { line: usize },
    /// A move that cannot be played; `ply` counts from 1.
    Move {
        line: usize,
        ply: usize,
        error: SanError,
    },
    /// The `Variant` tag names rules other than standard chess and Chess960
    /// (crazyhouse, antichess, …): the game's moves would be read by the
    /// wrong rules.
    Variant(String),
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Invalid PGN: ")?;
        match self {
            PgnError::Fen(e) => write!(f, "FEN header: {e}"),
            PgnError::Variation { line, reason } => write!(f, "line {line}: {reason}"),
            PgnError::SetUpWithoutFen => f.write_str("FEN tag must be supplied with SetUp tag"),
            PgnError::Header { line } => {
                write!(
                    f,
                    "line {line}: malformed header, expected [Name \"value\"]"
                )
            }
            PgnError::UnclosedComment { line } => {
                write!(f, "line {line}: comment opened with '{{' is never closed")
            }
            PgnError::UnbalancedVariation { line } => {
                write!(f, "line {line}: unbalanced parentheses in a variation")
            }
            PgnError::Move { line, ply, error } => {
                let number = ply.div_ceil(2);
                let dots = if ply % 2 == 1 { "." } else { "..." };
                write!(f, "line {line}, move {number}{dots}: {error}")
            }
            PgnError::Variant(name) => write!(
                f,
                "the game is {name:?} (its Variant tag), and ferrochess plays standard chess and Chess960 only"
            ),
        }
    }
}

impl std::error::Error for PgnError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Game;

    #[test]
    fn end_at_current_leaves_out_what_follows_the_current_position() {
        let mut game = read("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *").unwrap();
        let end = game.tree().main_line()[1]; // 1... e5
        assert!(game.go_to(end));
        let upto = WriteOptions {
            end_at_current: true,
            ..WriteOptions::default()
        };
        let text = write(&game, &upto);
        assert!(text.ends_with("1. e4 e5 (1... c5 2. Nf3) *"), "{text}");
        assert!(write(&game, &WriteOptions::default()).ends_with("2. Nf3 Nc6 *"));
        // At the root: no moves at all.
        assert!(game.go_to(game.tree().root()));
        let text = write(&game, &upto);
        assert!(text.ends_with('*') && !text.contains("1."), "{text}");
        assert_eq!(text, write(&Game::new(), &upto), "as a game without moves");
    }

    #[test]
    fn exports_seven_tag_roster_and_black_first_numbering() {
        let mut game =
            Game::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap();
        game.play_san("e5", true).unwrap();
        game.play_san("Nf3", true).unwrap();
        game.set_header("White", "A \"quoted\" name").unwrap();
        let text = write(&game, &WriteOptions::default());
        let expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
            [White \"A \\\"quoted\\\" name\"]\n[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
            [FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1. ... e5 2. Nf3 *";
        assert_eq!(text, expected);
        let back = read(&text).unwrap();
        assert_eq!(back.header("White"), Some("A \"quoted\" name"));
        assert_eq!(write(&back, &WriteOptions::default()), text);
    }

    #[test]
    fn wraps_lines() {
        let mut game = Game::new();
        for san in [
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
            "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
        ] {
            game.play_san(san, true).unwrap();
        }
        let text = write(
            &game,
            &WriteOptions {
                max_width: 30,
                newline: "\n".into(),
                ..WriteOptions::default()
            },
        );
        let movetext = text.split("\n\n").nth(1).unwrap();
        assert!(movetext.lines().count() > 3);
        // As in chess.js, the space before a unit is not counted: a line
        // may pass the width by that one space.
        assert!(movetext.lines().all(|l| l.len() <= 31), "{movetext}");
        assert!(movetext.lines().all(|l| !l.ends_with('.')), "{movetext}");
        // Inside a unit with a comment too.
        game.set_comment(Some("a comment long enough to break the unit"));
        game.play_san("Nbd2", true).unwrap();
        let text = write(
            &game,
            &WriteOptions {
                max_width: 20,
                newline: "\n".into(),
                ..WriteOptions::default()
            },
        );
        let movetext = text.split("\n\n").nth(1).unwrap();
        assert!(movetext.lines().all(|l| !l.ends_with('.')), "{movetext}");
        assert_eq!(read(&text).unwrap().san_history(), game.san_history());
        assert_eq!(read(&text).unwrap().san_history(), game.san_history());
    }

    #[test]
    fn reads_comments_nags_variations_and_escapes() {
        let text = "% escape line\n[Event \"Test\"]\n[Site \"x\"]\n\n{Start} 1.e4 $1 ; rest of line\n e5!? (1... c5 {Sicilian (open)} 2. Nf3 (2. c3)) 2. Nf3 {a} {b} Nc6 1-0\n[Event \"Next\"]\n1. d4";
        let game = read(text).unwrap();
        assert_eq!(game.san_history(), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(game.initial_comment(), Some("Start"));
        let node = |i: usize| game.tree().node(game.plies()[i].node).unwrap();
        assert_eq!(node(0).nags, vec![1]);
        assert_eq!(node(0).comment.as_deref(), Some("rest of line"));
        assert_eq!(node(1).nags, vec![5]);
        assert_eq!(node(2).comment.as_deref(), Some("a b"));
        assert_eq!(game.header("Event"), Some("Test"));
    }

    #[test]
    fn errors_name_the_line_and_move() {
        let err = read("[Event \"x\"]\n\n1. e4 e5\n2. Nf6 *").unwrap_err();
        assert_eq!(
            err.to_string(),
            "Invalid PGN: line 4, move 2.: illegal move \"Nf6\""
        );
        assert!(matches!(
            read("[Event x]\n1. e4"),
            Err(PgnError::Header { line: 1 })
        ));
        assert!(matches!(
            read("1. e4 {open"),
            Err(PgnError::UnclosedComment { line: 1 })
        ));
        assert!(matches!(
            read("1. e4 (1. d4"),
            Err(PgnError::UnbalancedVariation { .. })
        ));
        assert!(matches!(
            read("[FEN \"bad\"]\n1. e4"),
            Err(PgnError::Fen(_))
        ));
    }

    #[test]
    fn variations_nest_and_write_back_the_same() {
        let text = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n\
            {Start} 1. e4! $14 {best} (1. d4 d5 (1... Nf6 2. c4 {Indian} (2. Nc3 e6)) 2. c4) (1. c4 {English}) \
            1... e5 ({Sicilian:} 1... c5 2. Nf3) 2. Nf3 Nc6 *";
        let game = read(text).unwrap();
        assert_eq!(game.san_history(), ["e4", "e5", "Nf3", "Nc6"]);
        let tree = game.tree();
        let root = tree.node(tree.root()).unwrap();
        assert_eq!(root.children.len(), 3, "e4, d4 and c4");
        let e4 = tree.node(root.children[0]).unwrap();
        assert_eq!(
            (e4.nags.as_slice(), e4.comment.as_deref()),
            (&[1, 14][..], Some("best"))
        );
        let c5 = tree.node(e4.children[1]).unwrap();
        assert_eq!(c5.starting_comment.as_deref(), Some("Sicilian:"));
        assert_eq!(write(&game, &WriteOptions::default()), text);
        let wrapped = write(
            &game,
            &WriteOptions {
                max_width: 20,
                newline: "\n".into(),
                ..WriteOptions::default()
            },
        );
        assert_eq!(
            write(&read(&wrapped).unwrap(), &WriteOptions::default()),
            text
        );
    }

    #[test]
    fn other_rules_are_refused_by_name() {
        for name in [
            "Crazyhouse",
            "Antichess",
            "King of the Hill",
            "Three-check",
            "racingKings",
        ] {
            let text = format!("[Variant \"{name}\"]\n\n1. e4 e5 *");
            let err = read(&text).unwrap_err();
            assert!(matches!(err, PgnError::Variant(_)), "{name}: {err}");
            assert!(err.to_string().contains("standard chess and Chess960 only"));
        }
        // Standard chess by any name, and names nobody knows, read as standard chess.
        for name in ["Standard", "From Position", "chess", "?", "Normal"] {
            let text = format!("[Variant \"{name}\"]\n\n1. e4 e5 *");
            assert_eq!(read(&text).unwrap().plies().len(), 2, "{name}");
        }
    }

    #[test]
    fn variations_are_played_and_checked() {
        let err = read("1. e4 (1. Qxf7 Kxf7) e5 *").unwrap_err();
        assert!(err.to_string().contains("illegal move \"Qxf7\""), "{err}");
        assert!(matches!(
            read("(1. e4) 1. d4"),
            Err(PgnError::Variation { .. })
        ));
        assert!(matches!(
            read("1. e4 ) e5"),
            Err(PgnError::UnbalancedVariation { .. })
        ));
        assert!(matches!(
            read("1. e4 (1. d4 (1. c4"),
            Err(PgnError::UnbalancedVariation { line: 1 })
        ));
        // Glyphs written apart from their move are its NAGs.
        let glyphs = read("1. e4 !? e5 +- 2. Nf3 ± *").unwrap();
        let nags = |ply: usize| {
            glyphs
                .tree()
                .node(glyphs.plies()[ply].node)
                .unwrap()
                .nags
                .clone()
        };
        assert_eq!((nags(0), nags(1), nags(2)), (vec![5], vec![18], vec![16]));
        // A NAG before the first move describes the starting position.
        let drawish = read("$10 {quiet} 1. e4 *").unwrap();
        assert_eq!(drawish.tree().node(0).unwrap().nags, vec![10]);
        assert!(write(&drawish, &WriteOptions::default()).ends_with("\n\n$10 {quiet} 1. e4 *"));
        // A variation that repeats the move it replaces stays a variation.
        let repeated = read("1. e4 (1. e4 c5) e5 *").unwrap();
        assert_eq!(repeated.san_history(), ["e4", "e5"]);
        let text = write(&repeated, &WriteOptions::default());
        assert!(text.ends_with("1. e4 (1. e4 c5) 1... e5 *"), "{text}");
        let deep = format!("1. e4 e5 {}", "(1... c5 ".repeat(300));
        assert!(read(&deep)
            .unwrap_err()
            .to_string()
            .contains("nested more than 256 deep"));
    }
}
