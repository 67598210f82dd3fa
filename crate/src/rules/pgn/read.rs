//! PGN import: a game's tokens (see `syntax`) played into a
//! [`Game`], every move checked, variations into its tree.

use std::borrow::Cow;

use chess::Color;

use super::syntax::{suffix_nag, Lexer, Token};
use super::tag_pairs::TagPairs;
use super::{PgnError, MAX_VARIATION_DEPTH};
use crate::rules::game::{Game, VariationStart};
use crate::rules::position::Position;
use crate::rules::san;

/// The most moves [`read_as`] makes room for ahead (a longer game grows as usual).
const MAX_RESERVED_PLIES: usize = 1024;

/// Reads the first game of a PGN text, playing its moves permissively.
pub fn read(text: &str) -> Result<Game, PgnError> {
    read_with(text, false)
}

/// Reads the first game of a PGN text; `strict` demands standard SAN.
pub fn read_with(text: &str, strict: bool) -> Result<Game, PgnError> {
    read_as(text, strict, false)
}

/// Whether a `Variant` tag names rules other than standard chess and
/// Chess960, by the names lichess, python-chess and other tools write (an
/// unknown name is read as standard chess, as chess.js reads every game).
fn names_other_rules(variant: &str) -> bool {
    let name: String = variant
        .to_ascii_lowercase()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect();
    [
        "antichess",
        "suicide",
        "giveaway",
        "losers",
        "atomic",
        "crazyhouse",
        "zh",
        "horde",
        "kingofthehill",
        "koth",
        "racingkings",
        "threecheck",
        "3check",
        "fivecheck",
        "5check",
        "bughouse",
        "placement",
        "seirawan",
        "shogi",
        "xiangqi",
    ]
    .contains(&name.as_str())
}

/// Whether a `Variant` tag names Chess960 (`Chess960`, `Fischerandom`, …).
fn names_chess960(variant: &str) -> bool {
    let variant = variant.to_ascii_lowercase();
    variant.contains("960") || variant.contains("fischer")
}

/// Reads the first game of a PGN text as [`read_with`] does; the game is
/// Chess960 when `chess960` is set or a `Variant` tag names it (its FEN
/// tag then read as X-FEN or Shredder-FEN).
///
/// ```
/// use ferrochess::rules::pgn;
/// let text = "[Variant \"Chess960\"]\n[FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1\"]\n\n1. O-O *";
/// let game = pgn::read_as(text, false, false).unwrap();
/// assert_eq!(game.position().to_fen(), "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1");
/// // Written back with its rules named.
/// let written = pgn::write(&game, &pgn::WriteOptions::default());
/// assert!(written.contains("[Variant \"Chess960\"]") && written.contains("[SetUp \"1\"]"));
/// assert!(written.ends_with("1. O-O *"));
/// ```
pub fn read_as(text: &str, strict: bool, chess960: bool) -> Result<Game, PgnError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // Room for the moves ahead, so the tree does not grow again and again
    // (what no move took is given back at the end). A lichess game takes
    // about 45 bytes a move with its clock and eval, bare movetext 6 to 10:
    // a move every 16 bytes over-counts the first and under-counts the
    // second, whose tree then grows as before.
    let room = text.len().div_ceil(16);
    read_prefix(text, strict, chess960, room, None).map(|read| read.game)
}

/// How a database's cutter reads a game ahead ([`read_prefix`]'s `cut`):
/// where it says a game's headers end, and the tag pairs it keeps.
#[derive(Debug)]
pub(crate) struct Cut {
    /// How many tag pairs it keeps (and looks through for a repeated name).
    pub(crate) max_tags: usize,
    /// The longest name or value it keeps whole.
    pub(crate) max_tag_bytes: usize,
    /// The game's tag pairs, as the cutter keeps them (when they fit).
    pub(crate) tags: TagPairs,
    /// Whether every name and value fit in `max_tag_bytes`.
    pub(crate) fits: bool,
}

/// Where [`read_prefix`] stopped reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// Just after the game's result (at the top level of its movetext).
    Result,
    /// At the next game's start: a `[` first on its line after the
    /// movetext (its headers), or White's first move number first on its
    /// line after a blank line (a game with no tags).
    NextGame,
    /// At the end of the text, with no result.
    TextEnd,
}

/// A game read from the start of a text ([`read_prefix`]).
#[derive(Debug)]
pub(crate) struct Prefix {
    pub(crate) game: Game,
    /// Where it stopped: just after its result, at the next game's `[`, or
    /// at the text's end.
    pub(crate) end: usize,
    pub(crate) ending: Ending,
}

/// The tag pairs at `lexer`, by a database cutter's rule with `cut` (see
/// [`read_prefix`]), which then holds them too.
fn read_tags<'a>(
    lexer: &mut Lexer<'a>,
    cut: Option<&mut Cut>,
) -> Result<Vec<(&'a str, Cow<'a, str>)>, PgnError> {
    // Room for a lichess export's tags (a game has 10 to 20).
    let mut headers = Vec::with_capacity(20);
    lexer.read_headers(&mut headers, cut.as_ref().map(|cut| cut.max_tags))?;
    if let Some(cut) = cut {
        let limit = cut.max_tag_bytes;
        cut.fits = headers
            .iter()
            .all(|(name, value)| name.len() <= limit && value.len() <= limit);
        if cut.fits {
            for (name, value) in headers.iter().take(cut.max_tags) {
                cut.tags.push_str(name, value);
            }
        }
    }
    Ok(headers)
}

/// A game scanned from the start of a text ([`scan_prefix`]).
#[derive(Debug)]
pub(crate) struct Scan {
    /// Its main line's moves (`--` included), as words: none is played.
    pub(crate) plies: usize,
    /// Where it stopped, as [`Prefix::end`].
    pub(crate) end: usize,
    pub(crate) ending: Ending,
}

/// Scans the game `text` starts with by a database cutter's rule (`cut`
/// then holds its tag pairs) without playing its moves: where it ends, and
/// how many moves its main line has (a database's headers-only listing).
/// The tokens are [`read_prefix`]'s; a variation closed that never opened
/// is let pass, as the cutter lets it. `None` where the cutter would cut
/// otherwise: the lexer fails (an unclosed comment, a broken tag pair), or a
/// word holds a `*` before its end (the cutter ends a word at a `*`: `**`
/// is a result, then another).
pub(crate) fn scan_prefix(text: &str, cut: &mut Cut) -> Option<Scan> {
    let mut lexer = Lexer {
        text,
        pos: 0,
        moved: false,
    };
    read_tags(&mut lexer, Some(cut)).ok()?;
    let (mut plies, mut depth) = (0, 0usize);
    let mut ended = false;
    while let Some(token) = lexer.next_token().ok()? {
        match token {
            Token::Move(word) => {
                if memchr::memchr(b'*', word.as_bytes()).is_some_and(|at| at + 1 < word.len()) {
                    return None;
                }
                plies += usize::from(depth == 0);
            }
            Token::Open => depth += 1,
            Token::Close => depth = depth.saturating_sub(1),
            Token::Result(_) if depth == 0 => {
                ended = true;
                break;
            }
            _ => {}
        }
    }
    Some(Scan {
        plies,
        end: lexer.pos,
        ending: ending(ended, &lexer),
    })
}

/// Where the lexer stopped a game's movetext: after its result (`ended`
/// there), else at the next game's start (see [`Ending::NextGame`]), else
/// at the text's end (it stops before the end only there).
fn ending(ended: bool, lexer: &Lexer) -> Ending {
    match ended {
        true => Ending::Result,
        false if lexer.pos < lexer.text.len() => Ending::NextGame,
        false => Ending::TextEnd,
    }
}

/// Reads the game `text` starts with as [`read_as`] does (`text` has no
/// byte order mark), making room for about `room` moves, and says where it
/// stopped: a text holding more games is read up to the first one's end.
/// With `cut` it reads as a database's cutter cuts: a tag pair after a
/// blank line that repeats a name starts the next game, and the tag pairs
/// are kept in `cut` too.
pub(crate) fn read_prefix(
    text: &str,
    strict: bool,
    chess960: bool,
    room: usize,
    cut: Option<&mut Cut>,
) -> Result<Prefix, PgnError> {
    let mut lexer = Lexer {
        text,
        pos: 0,
        moved: false,
    };
    let headers = read_tags(&mut lexer, cut)?;

    let fen = if strict {
        // The standard: a FEN tag with [SetUp "1"], and only then.
        let header = |name: &str| {
            headers
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.as_ref())
        };
        match (header("SetUp"), header("FEN")) {
            (Some("1"), None) => return Err(PgnError::SetUpWithoutFen),
            (Some("1"), fen) => fen,
            _ => None,
        }
    } else {
        // Any case of the name, with or without SetUp, as chess.js reads it.
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case("FEN"))
            .map(|(_, v)| v.as_ref())
    };
    let variant = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("Variant"))
        .map(|(_, v)| v.as_ref());
    if let Some(name) = variant.filter(|name| names_other_rules(name)) {
        return Err(PgnError::Variant(name.chars().take(100).collect()));
    }
    let chess960 = chess960 || variant.is_some_and(names_chess960);
    let start = match (fen, chess960) {
        (Some(fen), _) => crate::rules::fen::read_lenient_as(fen, chess960)
            .and_then(|setup| Ok(setup.validate()?))
            .map_err(PgnError::Fen)?,
        (None, false) => Position::startpos(),
        (None, true) => Position::chess960(518).unwrap_or_default(),
    };
    let mut game = Game::from_position(start);
    // Nothing has seen the game yet: its tree is made without stamps, and made now at the end.
    game.make_quietly();
    game.reserve(room.min(MAX_RESERVED_PLIES));
    game.reserve_headers(headers.len());
    for (name, value) in headers {
        // Names were lexed without spaces, quotes or brackets, as
        // set_header wants them; one over 255 characters is dropped.
        let _ = game.set_header_text(name, &value);
    }

    // Comments after a move belong to it; a comment before a move that
    // follows none (at a variation's start) is that move's starting comment;
    // at the very start it is the game's initial comment.
    let mut after_move = false;
    // The next move opens a variation: a new node even if it repeats a move.
    let mut variation_starts = false;
    let mut starting_comment: Option<String> = None;
    // Where each open variation started (to come back to when it closes),
    // and the byte it opened at (its line, should it never close).
    let mut open: Vec<(VariationStart, usize)> = Vec::new();
    let white_starts = start.turn() == Color::White;
    let mut ended = false;
    while let Some(token) = lexer.next_token()? {
        match token {
            Token::Move(word) => {
                let core = word.trim_end_matches(['!', '?']);
                let suffix = &word[core.len()..];
                let ply = game.plies().len() + 1 + usize::from(!white_starts);
                // `--!?`: a null move with a suffix annotation.
                let text = if san::is_null_move(core) { core } else { word };
                let played = if variation_starts {
                    game.play_san_as_variation(text, strict)
                } else {
                    game.play_san(text, strict)
                };
                variation_starts = false;
                played.map_err(|error| PgnError::Move {
                    line: lexer.line(),
                    ply,
                    error,
                })?;
                if let Some(nag) = suffix_nag(suffix) {
                    game.add_nag(nag);
                }
                if let Some(comment) = starting_comment.take() {
                    game.set_starting_comment(Some(&comment));
                }
                after_move = true;
            }
            Token::Nag(nag) => game.add_nag(nag),
            Token::Comment(body) => {
                if after_move || open.is_empty() && game.plies().is_empty() {
                    // A second comment on the same move is appended.
                    match game.comment() {
                        Some(existing) => {
                            let joined = format!("{existing} {body}");
                            game.set_comment(Some(&joined));
                        }
                        None => game.set_comment(Some(&body)),
                    }
                } else {
                    starting_comment = Some(match starting_comment.take() {
                        Some(existing) => format!("{existing} {body}"),
                        None => body.into_owned(),
                    });
                }
            }
            Token::Open => {
                let at = lexer.pos;
                // (An error leaves the game unread: stepping back first is harmless.)
                let Some(start) = game.open_variation() else {
                    return Err(PgnError::Variation {
                        line: lexer.line_at(at),
                        reason: "a variation '(' must follow the move it replaces",
                    });
                };
                if open.len() >= MAX_VARIATION_DEPTH {
                    return Err(PgnError::Variation {
                        line: lexer.line_at(at),
                        reason: "variations nested more than 256 deep",
                    });
                }
                open.push((start, at));
                variation_starts = true;
                after_move = false;
                starting_comment = None;
            }
            Token::Close => {
                let Some((start, _)) = open.pop() else {
                    return Err(PgnError::UnbalancedVariation { line: lexer.line() });
                };
                game.close_variation(start);
                variation_starts = false;
                after_move = true;
                starting_comment = None;
            }
            Token::Result(result) => {
                if !open.is_empty() {
                    continue;
                }
                // The termination marker decides the Result tag (PGN 8.2.6).
                if game.header("Result") != Some(result) {
                    let _ = game.set_header("Result", result);
                }
                ended = true;
                break;
            }
        }
    }
    if let Some((_, at)) = open.first() {
        return Err(PgnError::UnbalancedVariation {
            line: lexer.line_at(*at),
        });
    }
    game.shrink_to_fit();
    game.made_now();
    Ok(Prefix {
        game,
        end: lexer.pos,
        ending: ending(ended, &lexer),
    })
}
