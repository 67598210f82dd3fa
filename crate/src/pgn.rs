//! PGN (Portable Game Notation): export and import of one game.
//!
//! Export writes the Seven Tag Roster first (with `?` defaults), then
//! `SetUp`/`FEN` when the game did not start from the standard position,
//! then the other headers, the movetext with comments and NAGs, and the
//! result, laid out as chess.js lays it out (so that its users get the
//! same text), wrapped at a maximum line width when one is given.
//!
//! Import reads headers, `{}` and `;` comments, `%` escape lines, NAGs and
//! `!`/`?` suffixes, move numbers and the result. Variations are skipped,
//! never executed. Headers and comments are kept, so an imported game
//! exports back the same.
//!
//! ```
//! use ferrochess::pgn;
//!
//! let game = pgn::read("[White \"Morphy\"]\n\n1. e4 {King's pawn} e5 (1... c5) 2. Nf3 *").unwrap();
//! assert_eq!(game.header("White"), Some("Morphy"));
//! let text = pgn::write(&game, &pgn::WriteOptions::default());
//! assert!(text.ends_with("1. e4 {King's pawn} e5 2. Nf3 *"));
//! assert_eq!(pgn::write(&pgn::read(&text).unwrap(), &pgn::WriteOptions::default()), text);
//! ```

use std::borrow::Cow;
use std::fmt;

use chess::Color;

use crate::fen::FenError;
use crate::game::Game;
use crate::position::{Position, STARTING_FEN};
use crate::san::{self, SanError};

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

/// How [`write()`] lays out the text.
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// Break lines before they exceed this many characters; 0 never breaks.
    pub max_width: usize,
    /// The line separator.
    pub newline: String,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            max_width: 0,
            newline: String::from("\n"),
        }
    }
}

/// Why a PGN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The `FEN` header is not a valid position.
    Fen(FenError),
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
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Invalid PGN: ")?;
        match self {
            PgnError::Fen(e) => write!(f, "FEN header: {e}"),
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
        }
    }
}

impl std::error::Error for PgnError {}

/// Escapes a header value for a PGN tag.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The result token for `game`: its `Result` header when that is a valid
/// result, otherwise what the position says (`*` while undecided).
pub fn result_of(game: &Game) -> String {
    match game.header("Result") {
        Some(r @ ("1-0" | "0-1" | "1/2-1/2" | "*")) => r.to_string(),
        _ => game.outcome().map_or("*", |o| o.result()).to_string(),
    }
}

/// Writes `game` as PGN, laid out as chess.js lays it out: the headers,
/// a blank line when there are moves, then the movetext in units of a
/// move number and its moves (`1. e4 e5`), so that a line never breaks
/// between a number and its move, and no newline at the end.
pub fn write(game: &Game, options: &WriteOptions) -> String {
    let result = result_of(game);
    let units = movetext_units(game, &result);
    write_parts(game, &game.start_position().to_fen(), &units, options)
}

/// Writes the headers of `game` for a board that holds `fen`, a setup that
/// is not legal chess (so no moves), and the result `*`.
pub fn write_setup(game: &Game, fen: &str, options: &WriteOptions) -> String {
    let comment = game.initial_comment().map(|c| format!("{{{c}}}"));
    let units = vec![comment.unwrap_or_default(), String::from("*")];
    write_parts(game, fen, &units, options)
}

fn write_parts(game: &Game, start_fen: &str, units: &[String], options: &WriteOptions) -> String {
    let nl = options.newline.as_str();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]{nl}", escape(value)));
    };
    let result = units.last().map_or("*", String::as_str);
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result
        } else {
            game.header(name).unwrap_or(default)
        };
        tag(name, value);
    }
    // SetUp and FEN describe the start, so they come from it, not from
    // what a header said.
    let custom_start = start_fen != STARTING_FEN;
    for name in SUPPLEMENTAL_TAGS {
        match name {
            "SetUp" if custom_start => tag(name, "1"),
            "FEN" if custom_start => tag(name, start_fen),
            "SetUp" | "FEN" => {}
            _ => {
                if let Some(value) = game.header(name) {
                    tag(name, value);
                }
            }
        }
    }
    for (name, value) in game.headers() {
        let listed = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name)
            || SUPPLEMENTAL_TAGS.contains(&name.as_str())
            || is_setup_tag(name);
        if !listed {
            tag(name, value);
        }
    }
    if !game.plies().is_empty() {
        out.push_str(nl);
    }
    wrap(&mut out, units, options.max_width, nl);
    out
}

/// The movetext as chess.js groups it: a comment before the first move,
/// then one unit per move number (`12. Nf3 $1 {comment} Nc6`), then the
/// result. Without moves: the comment (or nothing) and the result.
fn movetext_units(game: &Game, result: &str) -> Vec<String> {
    let mut units = Vec::new();
    let with_comment = |unit: String, comment: Option<&str>| match comment {
        Some(c) if unit.is_empty() => format!("{{{c}}}"),
        Some(c) => format!("{unit} {{{c}}}"),
        None => unit,
    };
    let mut unit = with_comment(String::new(), game.initial_comment());
    if game.plies().is_empty() {
        units.push(std::mem::take(&mut unit));
    }
    for (i, ply) in game.plies().iter().enumerate() {
        let before = &ply.before;
        let number = before.fullmove_number();
        if i == 0 && before.turn() == Color::Black {
            let prefix = format!("{number}. ...");
            unit = if unit.is_empty() {
                prefix
            } else {
                format!("{unit} {prefix}")
            };
        } else if before.turn() == Color::White {
            if !unit.is_empty() {
                units.push(unit);
            }
            unit = format!("{number}.");
        }
        unit.push(' ');
        unit.push_str(&san::format(before, ply.mv));
        for nag in &ply.nags {
            unit.push_str(&format!(" ${nag}"));
        }
        unit = with_comment(unit, ply.comment.as_deref());
    }
    if !game.plies().is_empty() && !unit.is_empty() {
        units.push(unit);
    }
    units.push(result.to_string());
    units
}

/// Joins `units` with spaces, breaking lines where a unit would pass
/// `max_width` (0: never), and inside a unit with a comment word by word:
/// chess.js's layout, so that its users get the same text.
fn wrap(out: &mut String, units: &[String], max_width: usize, nl: &str) {
    if max_width == 0 {
        out.push_str(&units.join(" "));
        return;
    }
    let mut pieces: Vec<&str> = Vec::new();
    let strip = |pieces: &mut Vec<&str>| {
        let trailing_space = pieces.last() == Some(&" ");
        if trailing_space {
            pieces.pop();
        }
        trailing_space
    };
    let mut width = 0usize;
    for (i, unit) in units.iter().enumerate() {
        let len = unit.chars().count();
        if width + len > max_width && unit.contains('{') {
            for word in unit.split(' ').filter(|w| !w.is_empty()) {
                let word_len = word.chars().count();
                if width + word_len > max_width {
                    while strip(&mut pieces) {
                        width = width.saturating_sub(1);
                    }
                    pieces.push(nl);
                    width = 0;
                }
                pieces.push(word);
                pieces.push(" ");
                width += word_len + 1;
            }
            if strip(&mut pieces) {
                width = width.saturating_sub(1);
            }
            continue;
        }
        if width + len > max_width && i != 0 {
            strip(&mut pieces);
            pieces.push(nl);
            width = 0;
        } else if i != 0 {
            pieces.push(" ");
            width += 1;
        }
        pieces.push(unit);
        width += len;
    }
    out.extend(pieces);
}

/// A lexical piece of PGN movetext.
#[derive(Debug, PartialEq)]
enum Token<'a> {
    Move(&'a str),
    Nag(u8),
    Comment(Cow<'a, str>),
    Result(&'a str),
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl<'a> Lexer<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn advance(&mut self, n: usize) -> &'a str {
        let taken = &self.text[self.pos..self.pos + n];
        self.line += taken.bytes().filter(|&b| b == b'\n').count();
        self.pos += n;
        taken
    }

    /// Skips whitespace and `%` escape lines.
    fn skip_space(&mut self) {
        loop {
            let rest = self.rest();
            let trimmed = rest.trim_start();
            self.advance(rest.len() - trimmed.len());
            let at_line_start = self.pos == 0 || self.text.as_bytes()[self.pos - 1] == b'\n';
            if at_line_start && self.rest().starts_with('%') {
                let end = self.rest().find('\n').unwrap_or(self.rest().len());
                self.advance(end);
            } else {
                return;
            }
        }
    }

    fn read_headers(&mut self, game_headers: &mut Vec<(String, String)>) -> Result<(), PgnError> {
        loop {
            self.skip_space();
            if !self.rest().starts_with('[') {
                return Ok(());
            }
            let line = self.line + 1;
            let bad = || PgnError::Header { line };
            self.advance(1);
            let spaces = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
            self.advance(spaces);
            // Names are letters, digits and `_` by the standard; like chess.js,
            // take anything up to the space or quote before the value.
            let name_len = self
                .rest()
                .find(|c: char| c.is_whitespace() || "\"[]".contains(c))
                .unwrap_or(self.rest().len());
            let name = self.advance(name_len).to_string();
            if name.is_empty() {
                return Err(bad());
            }
            let spaces = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
            self.advance(spaces);
            if !self.rest().starts_with('"') {
                return Err(bad());
            }
            self.advance(1);
            let mut value = String::new();
            loop {
                let mut chars = self.rest().chars();
                match chars.next() {
                    None | Some('\n') => return Err(bad()),
                    Some('\\') => match chars.next() {
                        Some(c @ ('\\' | '"')) => {
                            value.push(c);
                            self.advance(2);
                        }
                        _ => {
                            value.push('\\');
                            self.advance(1);
                        }
                    },
                    Some('"') => {
                        self.advance(1);
                        break;
                    }
                    Some(c) => {
                        value.push(c);
                        self.advance(c.len_utf8());
                    }
                }
            }
            let spaces = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
            self.advance(spaces);
            if !self.rest().starts_with(']') {
                return Err(bad());
            }
            self.advance(1);
            game_headers.push((name, value));
        }
    }

    /// The next movetext token, skipping move numbers and variations.
    fn next_token(&mut self) -> Result<Option<Token<'a>>, PgnError> {
        loop {
            self.skip_space();
            let rest = self.rest();
            let Some(first) = rest.chars().next() else {
                return Ok(None);
            };
            match first {
                '{' => {
                    let line = self.line + 1;
                    let end = rest.find('}').ok_or(PgnError::UnclosedComment { line })?;
                    let body = self.advance(end + 1);
                    return Ok(Some(Token::Comment(Cow::Owned(
                        body[1..body.len() - 1]
                            .replace("\r\n", " ")
                            .replace(['\n', '\r'], " "),
                    ))));
                }
                ';' => {
                    let end = rest.find('\n').unwrap_or(rest.len());
                    let body = self.advance(end);
                    return Ok(Some(Token::Comment(Cow::Borrowed(body[1..].trim()))));
                }
                '(' => self.skip_variation()?,
                ')' => {
                    return Err(PgnError::UnbalancedVariation {
                        line: self.line + 1,
                    })
                }
                // The next game's headers: this game's movetext has ended.
                '[' => return Ok(None),
                '$' => {
                    let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
                    let text = self.advance(1 + digits);
                    // NAGs are 0-255; anything else is skipped.
                    if let Ok(nag) = text[1..].parse::<u8>() {
                        return Ok(Some(Token::Nag(nag)));
                    }
                }
                _ => {
                    let len = rest
                        .find(|c: char| c.is_whitespace() || "{};()$[]".contains(c))
                        .unwrap_or(rest.len());
                    let word = self.advance(len.max(first.len_utf8()));
                    if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                        return Ok(Some(Token::Result(word)));
                    }
                    // `...` alone, as in chess.js's `12. ... Nf6`.
                    if word.bytes().all(|b| b == b'.') {
                        continue;
                    }
                    // Move numbers: `12.`, `12...`, or glued to the move: `12.e4`.
                    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                    let after_digits = &word[digits..];
                    let move_text = if digits > 0 && after_digits.starts_with('.') {
                        after_digits.trim_start_matches('.')
                    } else if digits > 0 && after_digits.is_empty() {
                        ""
                    } else {
                        word
                    };
                    if !move_text.is_empty() {
                        return Ok(Some(Token::Move(move_text)));
                    }
                }
            }
        }
    }

    /// Skips a `( … )` variation, nested variations and comments included.
    fn skip_variation(&mut self) -> Result<(), PgnError> {
        let line = self.line + 1;
        let mut depth = 0usize;
        loop {
            let rest = self.rest();
            let Some(c) = rest.chars().next() else {
                return Err(PgnError::UnbalancedVariation { line });
            };
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        self.advance(1);
                        return Ok(());
                    }
                }
                '{' => {
                    let end = rest.find('}').ok_or(PgnError::UnclosedComment {
                        line: self.line + 1,
                    })?;
                    self.advance(end);
                }
                ';' => {
                    let end = rest.find('\n').unwrap_or(rest.len());
                    self.advance(end);
                    continue;
                }
                _ => {}
            }
            self.advance(c.len_utf8());
        }
    }
}

/// The NAG a move suffix like `!` or `?!` stands for.
fn suffix_nag(suffix: &str) -> Option<u8> {
    match suffix {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    }
}

/// Reads the first game of a PGN text, playing its moves permissively.
pub fn read(text: &str) -> Result<Game, PgnError> {
    read_with(text, false)
}

/// Reads the first game of a PGN text; `strict` demands standard SAN.
pub fn read_with(text: &str, strict: bool) -> Result<Game, PgnError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lexer = Lexer {
        text,
        pos: 0,
        line: 0,
    };
    let mut headers = Vec::new();
    lexer.read_headers(&mut headers)?;

    let fen = if strict {
        // The standard: a FEN tag with [SetUp "1"], and only then.
        let header = |name: &str| {
            headers
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.as_str())
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
            .map(|(_, v)| v.as_str())
    };
    let start = match fen {
        Some(fen) => crate::fen::read_lenient(fen)
            .and_then(|setup| setup.validate())
            .map_err(PgnError::Fen)?,
        None => Position::startpos(),
    };
    let mut game = Game::from_position(start);
    for (name, value) in &headers {
        // Names were lexed as letters, digits and `_`, so this cannot fail.
        let _ = game.set_header(name, value);
    }

    let mut pending_comment: Vec<Cow<str>> = Vec::new();
    let flush = |game: &mut Game, pending: &mut Vec<Cow<str>>| {
        if !pending.is_empty() {
            let joined = pending.join(" ");
            game.set_comment(Some(&joined));
            pending.clear();
        }
    };
    while let Some(token) = lexer.next_token()? {
        match token {
            Token::Move(word) => {
                flush(&mut game, &mut pending_comment);
                let core = word.trim_end_matches(['!', '?']);
                let suffix = &word[core.len()..];
                let ply = game.plies().len() + 1;
                game.play_san(word, strict)
                    .map_err(|error| PgnError::Move {
                        line: lexer.line + 1,
                        ply: ply + usize::from(start.turn() == Color::Black),
                        error,
                    })?;
                if let Some(nag) = suffix_nag(suffix) {
                    game.add_nag(nag);
                }
            }
            Token::Nag(nag) => game.add_nag(nag),
            Token::Comment(body) => {
                let existing = game.comment().map(str::to_string);
                if pending_comment.is_empty() {
                    if let Some(existing) = existing {
                        // A second comment on the same move: append.
                        let joined = format!("{existing} {body}");
                        game.set_comment(Some(&joined));
                        continue;
                    }
                }
                pending_comment.push(body);
            }
            Token::Result(result) => {
                // The termination marker decides the Result tag (PGN 8.2.6).
                if game.header("Result") != Some(result) {
                    let _ = game.set_header("Result", result);
                }
                break;
            }
        }
    }
    flush(&mut game, &mut pending_comment);
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

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
            },
        );
        let movetext = text.split("\n\n").nth(1).unwrap();
        assert!(movetext.lines().count() > 3);
        // As in chess.js, the space before a unit is not counted: a line
        // may pass the width by that one space.
        assert!(movetext.lines().all(|l| l.len() <= 31), "{movetext}");
        assert!(movetext.lines().all(|l| !l.ends_with('.')), "{movetext}");
        assert_eq!(read(&text).unwrap().san_history(), game.san_history());
    }

    #[test]
    fn reads_comments_nags_variations_and_escapes() {
        let text = "% escape line\n[Event \"Test\"]\n[Site \"x\"]\n\n{Start} 1.e4 $1 ; rest of line\n e5!? (1... c5 {Sicilian (open)} 2. Nf3 (2. c3)) 2. Nf3 {a} {b} Nc6 1-0\n[Event \"Next\"]\n1. d4";
        let game = read(text).unwrap();
        assert_eq!(game.san_history(), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(game.initial_comment(), Some("Start"));
        assert_eq!(game.plies()[0].nags, vec![1]);
        assert_eq!(game.plies()[0].comment.as_deref(), Some("rest of line"));
        assert_eq!(game.plies()[1].nags, vec![5]);
        assert_eq!(game.plies()[2].comment.as_deref(), Some("a b"));
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
    fn variations_are_never_executed() {
        // The variation move Qxf7 would be illegal here if it were executed.
        let game = read("1. e4 (1. Qxf7 Kxf7) e5 *").unwrap();
        assert_eq!(game.san_history(), ["e4", "e5"]);
    }
}
