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
//! [`MAX_VARIATION_DEPTH`] (into the game's [`crate::tree::MoveTree`]; their
//! moves are checked like the main line's) and the result. Headers,
//! comments, NAGs and variations are kept, so an imported game exports back
//! the same.
//!
//! ```
//! use ferrochess::pgn;
//!
//! let game = pgn::read("[White \"Morphy\"]\n\n1. e4 {King's pawn} e5 (1... c5) 2. Nf3 *").unwrap();
//! assert_eq!(game.header("White"), Some("Morphy"));
//! let text = pgn::write(&game, &pgn::WriteOptions::default());
//! assert!(text.ends_with("1. e4 {King's pawn} e5 (1... c5) 2. Nf3 *"));
//! assert_eq!(pgn::write(&pgn::read(&text).unwrap(), &pgn::WriteOptions::default()), text);
//! ```

use std::borrow::Cow;
use std::fmt;

use chess::Color;

use crate::fen::FenError;
use crate::game::Game;
use crate::position::{Position, STARTING_FEN};
use crate::san::{self, SanError};
use crate::tree::NodeId;

/// How deep variations may nest in a PGN that [`read`] takes (real games
/// rarely pass 10; a deeper one is hostile or broken).
pub const MAX_VARIATION_DEPTH: usize = 256;

/// The most moves [`read_as`] makes room for ahead (a longer game grows as usual).
const MAX_RESERVED_PLIES: usize = 1024;

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
    /// Leave out the moves after the current position (the game as
    /// chess.js writes it, its history), keeping the variations beside it.
    pub end_at_current: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            max_width: 0,
            newline: String::from("\n"),
            end_at_current: false,
        }
    }
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
    let end = options.end_at_current.then(|| game.current_node());
    let units = movetext_units(game, &result, end);
    let root = game.tree().root();
    let moves = end != Some(root)
        && game
            .tree()
            .node(root)
            .is_some_and(|r| !r.children.is_empty());
    write_parts(
        game,
        &game.start_position().to_fen(),
        &units,
        moves,
        options,
    )
}

/// Writes the headers of `game` for a board that holds `fen`, a setup that
/// is not legal chess (so no moves), and the result `*`.
pub fn write_setup(game: &Game, fen: &str, options: &WriteOptions) -> String {
    write_parts(game, fen, &movetext_units(game, "*", None), false, options)
}

/// The headers, a blank line when the movetext has `moves`, and the movetext.
fn write_parts(
    game: &Game,
    start_fen: &str,
    units: &[String],
    moves: bool,
    options: &WriteOptions,
) -> String {
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
    // what a header said; a Chess960 game always names its start, and its
    // rules in a Variant tag unless one is set.
    let chess960 = game.start_position().is_chess960();
    let custom_start = chess960 || start_fen != STARTING_FEN;
    for name in SUPPLEMENTAL_TAGS {
        match name {
            "SetUp" if custom_start => {
                if chess960 && game.header("Variant").is_none() {
                    tag("Variant", "Chess960");
                }
                tag(name, "1")
            }
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
    if moves {
        out.push_str(nl);
    }
    wrap(&mut out, units, options.max_width, nl);
    out
}

/// The glyph a NAG from 1 to 6 is written as after its move (`!`, `?`, …).
fn suffix_glyph(nag: u8) -> Option<&'static str> {
    ["!", "?", "!!", "??", "!?", "?!"]
        .get(usize::from(nag).checked_sub(1)?)
        .copied()
}

/// Groups movetext tokens into the units that lines break between.
#[derive(Default)]
struct Units {
    units: Vec<String>,
    unit: String,
    /// The last token was `(`: the next one joins it without a space.
    glue: bool,
}

impl Units {
    fn push(&mut self, token: &str) {
        if !self.glue && !self.unit.is_empty() {
            self.unit.push(' ');
        }
        self.unit.push_str(token);
        self.glue = false;
    }

    fn start(&mut self) {
        if !self.glue && !self.unit.is_empty() {
            self.units.push(std::mem::take(&mut self.unit));
        }
    }

    fn open(&mut self) {
        self.start();
        self.unit.push('(');
        self.glue = true;
    }

    fn close(&mut self) {
        match self.units.last_mut() {
            // Right after another `)`: join it, `(… (…))`.
            Some(last) if self.unit.is_empty() => last.push(')'),
            _ => self.unit.push(')'),
        }
        self.start();
    }
}

/// What is left to write of the movetext.
enum Task {
    /// The move of `node`, played from `before`, and the rest of its line.
    Move {
        node: NodeId,
        before: Position,
        /// A black move that needs its number (after a variation).
        numbered: bool,
    },
    Open,
    Close,
}

/// The movetext in units: as chess.js groups it for a game without
/// variations (a comment before the first move, one unit per move number
/// `12. Nf3 {comment} Nc6`, the result), with each variation after the move
/// it replaces, `(` glued to its first move and `)` to its last, and the
/// move after it numbered (`1. e4 (1. d4 d5) 1... e5`). The tree is walked
/// with a stack of tasks, so that no depth of nesting can overflow. With
/// `end`, the line that reaches that node stops there.
fn movetext_units(game: &Game, result: &str, end: Option<NodeId>) -> Vec<String> {
    let tree = game.tree();
    let root = tree.node(tree.root()).expect("the root is always there");
    let mut out = Units::default();
    for nag in &root.nags {
        out.push(&format!("${nag}"));
    }
    if let Some(comment) = &root.comment {
        out.push(&format!("{{{comment}}}"));
    }
    let first = root.children.first().filter(|_| end != Some(tree.root()));
    let Some(&first) = first else {
        out.units.push(std::mem::take(&mut out.unit));
        out.units.push(result.to_string());
        return out.units;
    };
    let mut tasks = vec![Task::Move {
        node: first,
        before: *game.start_position(),
        numbered: false,
    }];
    while let Some(task) = tasks.pop() {
        let (id, before, numbered) = match task {
            Task::Open => {
                out.open();
                continue;
            }
            Task::Close => {
                out.close();
                continue;
            }
            Task::Move {
                node,
                before,
                numbered,
            } => (node, before, numbered),
        };
        let Some(node) = tree.node(id) else { continue };
        let mv = node.mv.unwrap_or_else(crate::position::null_move);
        if let Some(comment) = &node.starting_comment {
            out.push(&format!("{{{comment}}}"));
        }
        let number = before.fullmove_number();
        let parent = node.parent.unwrap_or(0);
        if before.turn() == Color::White {
            out.start();
            out.push(&format!("{number}."));
        } else if parent == tree.root() && id == first {
            out.push(&format!("{number}. ..."));
        } else if numbered {
            out.start();
            out.push(&format!("{number}..."));
        }
        let mut san = san::format(&before, mv);
        let suffix = node
            .nags
            .iter()
            .copied()
            .find(|&n| suffix_glyph(n).is_some());
        if let Some(glyph) = suffix.and_then(suffix_glyph) {
            san.push_str(glyph);
        }
        out.push(&san);
        for &nag in node.nags.iter().filter(|&&n| Some(n) != suffix) {
            out.push(&format!("${nag}"));
        }
        if let Some(comment) = &node.comment {
            out.push(&format!("{{{comment}}}"));
        }
        let after = before.play_recorded(mv);
        let siblings = &tree.node(parent).expect("a parent is live").children;
        let variations: &[NodeId] = if siblings.first() == Some(&id) {
            &siblings[1..]
        } else {
            &[]
        };
        if let Some(&next) = node.children.first().filter(|_| end != Some(id)) {
            tasks.push(Task::Move {
                node: next,
                before: after,
                numbered: !variations.is_empty(),
            });
        }
        for &variation in variations.iter().rev() {
            tasks.push(Task::Close);
            tasks.push(Task::Move {
                node: variation,
                before,
                numbered: true,
            });
            tasks.push(Task::Open);
        }
    }
    out.start();
    out.units.push(result.to_string());
    out.units
}

/// The words of a unit for breaking it inside, a move number kept with
/// the move after it (`12. Nf3`, `(12... Nf6`) where the two fit in
/// `max_width`, so that no line ends in a number.
fn words_keeping_numbers(unit: &str, max_width: usize) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in unit.split(' ').filter(|w| !w.is_empty()) {
        match words.last_mut() {
            Some(last)
                if last.ends_with('.')
                    && last.chars().count() + 1 + word.chars().count() <= max_width =>
            {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
    }
    words
}

/// Joins `units` with spaces, breaking lines where a unit would pass
/// `max_width` (0: never), and inside a unit with a comment word by word:
/// chess.js's layout, so that its users get the same text.
fn wrap(out: &mut String, units: &[String], max_width: usize, nl: &str) {
    if max_width == 0 {
        out.push_str(&units.join(" "));
        return;
    }
    let mut pieces: Vec<Cow<str>> = Vec::new();
    let strip = |pieces: &mut Vec<Cow<str>>| {
        let trailing_space = pieces.last().is_some_and(|p| p == " ");
        if trailing_space {
            pieces.pop();
        }
        trailing_space
    };
    let mut width = 0usize;
    for (i, unit) in units.iter().enumerate() {
        let len = unit.chars().count();
        if width + len > max_width && unit.contains('{') {
            if width > 0 {
                // chess.js glues such a unit to the one before when its
                // first word fits; a space keeps the moves apart.
                pieces.push(Cow::Borrowed(" "));
                width += 1;
            }
            for word in words_keeping_numbers(unit, max_width) {
                let word_len = word.chars().count();
                if width + word_len > max_width {
                    while strip(&mut pieces) {
                        width = width.saturating_sub(1);
                    }
                    pieces.push(Cow::Borrowed(nl));
                    width = 0;
                }
                pieces.push(Cow::Owned(word));
                pieces.push(Cow::Borrowed(" "));
                width += word_len + 1;
            }
            if strip(&mut pieces) {
                width = width.saturating_sub(1);
            }
            continue;
        }
        if width + len > max_width && i != 0 {
            strip(&mut pieces);
            pieces.push(Cow::Borrowed(nl));
            width = 0;
        } else if i != 0 {
            pieces.push(Cow::Borrowed(" "));
            width += 1;
        }
        pieces.push(Cow::Borrowed(unit));
        width += len;
    }
    out.extend(pieces.iter().map(|p| p.as_ref()));
}

/// A lexical piece of PGN movetext.
#[derive(Debug, PartialEq)]
enum Token<'a> {
    Move(&'a str),
    Nag(u8),
    Comment(Cow<'a, str>),
    /// `(`: a variation of the last move opens.
    Open,
    /// `)`: the variation closes.
    Close,
    Result(&'a str),
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Lexer<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn advance(&mut self, n: usize) -> &'a str {
        let taken = &self.text[self.pos..self.pos + n];
        self.pos += n;
        taken
    }

    /// The line (from 1) byte `pos` is on, for an error's message: counted
    /// when one is reported, not on the way.
    fn line_at(&self, pos: usize) -> usize {
        1 + self.text.as_bytes()[..pos.min(self.text.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    /// The line the lexer is on (see [`Lexer::line_at`]).
    fn line(&self) -> usize {
        self.line_at(self.pos)
    }

    /// Skips whitespace and `%` escape lines.
    fn skip_space(&mut self) {
        loop {
            // ASCII spaces byte by byte (nearly all of them); any other
            // Unicode space as `trim_start` knows it.
            let bytes = self.text.as_bytes();
            while bytes
                .get(self.pos)
                .is_some_and(|&b| matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0b | 0x0c))
            {
                self.pos += 1;
            }
            let rest = self.rest();
            if rest.as_bytes().first().is_some_and(|&b| b >= 0x80) {
                let trimmed = rest.trim_start();
                if trimmed.len() < rest.len() {
                    self.advance(rest.len() - trimmed.len());
                    continue;
                }
            }
            let at_line_start = self.pos == 0 || bytes[self.pos - 1] == b'\n';
            if at_line_start && rest.starts_with('%') {
                let end = rest.find('\n').unwrap_or(rest.len());
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
            let line = self.line();
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
                    let end = rest
                        .find('}')
                        .ok_or_else(|| PgnError::UnclosedComment { line: self.line() })?;
                    let body = self.advance(end + 1);
                    return Ok(Some(Token::Comment(on_one_line(&body[1..body.len() - 1]))));
                }
                ';' => {
                    let end = rest.find('\n').unwrap_or(rest.len());
                    let body = self.advance(end);
                    let body = body[1..].trim();
                    // A lone carriage return does not end the line, but the
                    // comment is written back between braces, where it is
                    // read as a space.
                    return Ok(Some(Token::Comment(if body.contains('\r') {
                        Cow::Owned(body.replace('\r', " "))
                    } else {
                        Cow::Borrowed(body)
                    })));
                }
                '(' => {
                    self.advance(1);
                    return Ok(Some(Token::Open));
                }
                ')' => {
                    self.advance(1);
                    return Ok(Some(Token::Close));
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
                    // An annotation glyph written apart from its move.
                    if let Some(nag) = glyph_nag(word) {
                        return Ok(Some(Token::Nag(nag)));
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
}

/// The NAG an annotation glyph written as a word of its own stands for:
/// a move suffix (`!?` after a space) or an evaluation symbol that
/// annotators write instead of its NAG (`+-` for `$18`, `=` for `$10`, …),
/// by the meanings the PGN standard gives NAGs 1–19.
fn glyph_nag(word: &str) -> Option<u8> {
    suffix_nag(word).or(match word {
        "=" => Some(10),
        "∞" => Some(13),
        "+=" | "⩲" | "+/=" => Some(14),
        "=+" | "⩱" | "=/+" => Some(15),
        "±" | "+/-" => Some(16),
        "∓" | "-/+" => Some(17),
        "+-" | "+−" => Some(18),
        "-+" | "−+" => Some(19),
        _ => None,
    })
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
    read_as(text, strict, false)
}

/// A brace comment's text with its line breaks (`\r\n`, `\n` or `\r`) as
/// single spaces; borrowed when it has none (nearly every comment).
fn on_one_line(body: &str) -> Cow<'_, str> {
    if !body.bytes().any(|b| b == b'\n' || b == b'\r') {
        return Cow::Borrowed(body);
    }
    Cow::Owned(body.replace("\r\n", " ").replace(['\n', '\r'], " "))
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
/// use ferrochess::pgn;
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
    let mut lexer = Lexer { text, pos: 0 };
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
    let variant = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("Variant"))
        .map(|(_, v)| v.as_str());
    if let Some(name) = variant.filter(|name| names_other_rules(name)) {
        return Err(PgnError::Variant(name.chars().take(100).collect()));
    }
    let chess960 = chess960 || variant.is_some_and(names_chess960);
    let start = match (fen, chess960) {
        (Some(fen), _) => crate::fen::read_lenient_as(fen, chess960)
            .and_then(|setup| Ok(setup.validate()?))
            .map_err(PgnError::Fen)?,
        (None, false) => Position::startpos(),
        (None, true) => Position::chess960(518).unwrap_or_default(),
    };
    let mut game = Game::from_position(start);
    // Room for the moves ahead, so the tree does not grow again and again
    // (what no move took is given back at the end). A lichess game takes
    // about 45 bytes a move with its clock and eval, bare movetext 6 to 10:
    // a move every 16 bytes over-counts the first and under-counts the
    // second, whose tree then grows as before.
    game.reserve(
        (text.len() - lexer.pos)
            .div_ceil(16)
            .min(MAX_RESERVED_PLIES),
    );
    for (name, value) in &headers {
        // Names were lexed without spaces, quotes or brackets, as
        // set_header wants them; one over 255 characters is dropped.
        let _ = game.set_header(name, value);
    }

    // Comments after a move belong to it; a comment before a move that
    // follows none (at a variation's start) is that move's starting comment;
    // at the very start it is the game's initial comment.
    let mut after_move = false;
    // The next move opens a variation: a new node even if it repeats a move.
    let mut variation_starts = false;
    let mut starting_comment: Option<String> = None;
    // The node to come back to when each open variation closes, and the
    // byte it opened at (its line, should it never close).
    let mut open: Vec<(NodeId, usize)> = Vec::new();
    let white_starts = start.turn() == Color::White;
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
                    let joined = match game.comment() {
                        Some(existing) => format!("{existing} {body}"),
                        None => body.into_owned(),
                    };
                    game.set_comment(Some(&joined));
                } else {
                    starting_comment = Some(match starting_comment.take() {
                        Some(existing) => format!("{existing} {body}"),
                        None => body.into_owned(),
                    });
                }
            }
            Token::Open => {
                let at = lexer.pos;
                let here = game.current_node();
                let Some(parent) = game.tree().node(here).and_then(|n| n.parent) else {
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
                open.push((here, at));
                game.go_to(parent);
                variation_starts = true;
                after_move = false;
                starting_comment = None;
            }
            Token::Close => {
                let Some((back, _)) = open.pop() else {
                    return Err(PgnError::UnbalancedVariation { line: lexer.line() });
                };
                game.go_to(back);
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
                break;
            }
        }
    }
    if let Some(&(_, at)) = open.first() {
        return Err(PgnError::UnbalancedVariation {
            line: lexer.line_at(at),
        });
    }
    game.shrink_to_fit();
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

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
