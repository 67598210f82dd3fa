//! PGN (Portable Game Notation): export and import of one game.
//!
//! Export writes the Seven Tag Roster first (with `?` defaults), then the
//! other headers, `SetUp`/`FEN` when the game did not start from the
//! standard position, the movetext with comments and NAGs, and the result,
//! wrapped at a maximum line width.
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
//! assert!(text.ends_with("1. e4 {King's pawn} 1... e5 2. Nf3 *\n"));
//! assert_eq!(pgn::write(&pgn::read(&text).unwrap(), &pgn::WriteOptions::default()), text);
//! ```

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
            max_width: 80,
            newline: String::from("\n"),
        }
    }
}

/// Why a PGN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The `FEN` header is not a valid position.
    Fen(FenError),
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
        f.write_str("invalid PGN: ")?;
        match self {
            PgnError::Fen(e) => write!(f, "FEN header: {e}"),
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

/// Writes `game` as PGN.
pub fn write(game: &Game, options: &WriteOptions) -> String {
    let nl = options.newline.as_str();
    let result = result_of(game);
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]{nl}", escape(value)));
    };
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            game.header(name).unwrap_or(default)
        };
        tag(name, value);
    }
    let start_fen = game.start_position().to_fen();
    let custom_start = start_fen != STARTING_FEN;
    for (name, value) in game.headers() {
        let roster = SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name);
        let setup = name == "SetUp" || name == "FEN";
        if !(roster || setup && custom_start) {
            tag(name, value);
        }
    }
    if custom_start {
        tag("SetUp", "1");
        tag("FEN", &start_fen);
    }
    out.push_str(nl);

    let tokens = movetext_tokens(game, &result);
    wrap(&mut out, &tokens, options.max_width, nl);
    out.push_str(nl);
    out
}

fn movetext_tokens(game: &Game, result: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let push_comment = |tokens: &mut Vec<String>, comment: &str| {
        let words: Vec<&str> = comment.split(' ').collect();
        let last = words.len() - 1;
        for (i, word) in words.iter().enumerate() {
            let mut token = String::new();
            if i == 0 {
                token.push('{');
            }
            token.push_str(word);
            if i == last {
                token.push('}');
            }
            tokens.push(token);
        }
    };
    if let Some(comment) = game.initial_comment() {
        push_comment(&mut tokens, comment);
    }
    let mut need_number = true;
    for ply in game.plies() {
        let before = &ply.before;
        let number = before.fullmove_number();
        match before.turn() {
            Color::White => tokens.push(format!("{number}.")),
            Color::Black if need_number => tokens.push(format!("{number}...")),
            Color::Black => {}
        }
        tokens.push(san::format(before, ply.mv));
        need_number = false;
        for nag in &ply.nags {
            tokens.push(format!("${nag}"));
        }
        if let Some(comment) = &ply.comment {
            push_comment(&mut tokens, comment);
            need_number = true;
        }
    }
    tokens.push(result.to_string());
    tokens
}

fn wrap(out: &mut String, tokens: &[String], max_width: usize, nl: &str) {
    let mut line_len = 0;
    for token in tokens {
        let width = token.chars().count();
        if line_len > 0 {
            if max_width > 0 && line_len + 1 + width > max_width {
                out.push_str(nl);
                line_len = 0;
            } else {
                out.push(' ');
                line_len += 1;
            }
        }
        out.push_str(token);
        line_len += width;
    }
}

/// A lexical piece of PGN movetext.
#[derive(Debug, PartialEq)]
enum Token<'a> {
    Move(&'a str),
    Nag(u8),
    Comment(&'a str),
    Result,
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
            let name_len = self
                .rest()
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
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
                    return Ok(Some(Token::Comment(&body[1..body.len() - 1])));
                }
                ';' => {
                    let end = rest.find('\n').unwrap_or(rest.len());
                    let body = self.advance(end);
                    return Ok(Some(Token::Comment(&body[1..])));
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
                        return Ok(Some(Token::Result));
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

    let fen = headers
        .iter()
        .find(|(k, _)| k == "FEN")
        .map(|(_, v)| v.as_str());
    let start = match fen {
        Some(fen) => Position::from_fen(fen).map_err(PgnError::Fen)?,
        None => Position::startpos(),
    };
    let mut game = Game::from_position(start);
    for (name, value) in &headers {
        // Names were lexed as letters, digits and `_`, so this cannot fail.
        let _ = game.set_header(name, value);
    }

    let mut pending_comment: Vec<&str> = Vec::new();
    let flush = |game: &mut Game, pending: &mut Vec<&str>| {
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
            Token::Result => break,
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
            [FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 2. Nf3 *\n";
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
        assert!(movetext.lines().all(|l| l.len() <= 30), "{movetext}");
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
            "invalid PGN: line 4, move 2.: illegal move \"Nf6\""
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
