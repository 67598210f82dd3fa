//! PGN export: the headers and the movetext laid out as chess.js lays them out.

use std::borrow::Cow;

use chess::Color;

use super::{is_setup_tag, SEVEN_TAG_ROSTER, SUPPLEMENTAL_TAGS};
use crate::rules::game::Game;
use crate::rules::position::{Position, STARTING_FEN};
use crate::rules::san;
use crate::rules::tree::NodeId;

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

/// Escapes a header value for a PGN tag.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The result token for `game`: its `Result` header when that is a valid
/// result, otherwise what the position says (`*` while undecided).
pub fn result_of(game: &Game) -> String {
    match game.header("Result") {
        Some(r) if super::syntax::is_result(r.as_bytes()) => r.to_string(),
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
        let listed = SEVEN_TAG_ROSTER.iter().any(|(n, _)| *n == name.as_str())
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
        let mv = node.mv.unwrap_or_else(crate::rules::position::null_move);
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
