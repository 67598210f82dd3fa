//! A PGN database cut into games, chunk by chunk, by PGN's syntax alone
//! (comments, `;` and `%` lines, variations, tag strings): the streaming
//! layer under `readGames` and `readHeaders`, so that a file of any size is
//! read with one game and one chunk in memory. Each game's tag pairs and
//! main-line length are read on the way; its moves are not played.
//!
//! A game that lies whole in its chunk is handed to the reader's syntax
//! layer at its first byte (read, or scanned for its tags and ply count:
//! see `read.rs`); the rest of this module cuts the others byte by byte.
//! Words, spaces and lines are the reader's (`syntax`): a space is ASCII's
//! or Unicode's (a character is never cut between two chunks), a NAG is `$`
//! and its digits, `{}[]` end a word, an escape line is a `%` first on its
//! line, a `;` comment and a line end at `\n` or `\r`. So the ply count
//! and tags of a game are the ones the reader finds when it reads the game
//! (the fuzz target `pgn_split` checks both).
//!
//! Where a game ends: after its result at the top level of its movetext; or
//! where a line starts with `[` after its movetext (a game with no result);
//! or, once it has a move, at White's first move number (`1.`, not `1...`)
//! first on its line after a blank line (the next game has no tags: an
//! indented one, as chessops reads it);
//! or where a header block is followed, after a blank line, by another
//! header block that repeats one of its tags: the first is then a game with
//! no moves (python-chess and chessops merge such blocks into one game with
//! the last block's headers; here each block keeps its own). A block that
//! repeats none of them is more of the same headers (ChessBase writes a
//! blank line after the Event tag).
//!
//! ```
//! use ferrochess::rules::pgn::split::Splitter;
//!
//! let mut splitter = Splitter::new(1 << 20, true);
//! // Chunks may cut a game anywhere, here inside a comment.
//! splitter.push(b"[White \"A\"]\n\n1. e4 { a comm");
//! splitter.push(b"ent } e5 1-0\n\n[White \"B\"]\n\n1. d4 *\n");
//! splitter.end();
//! let first = splitter.next_game().unwrap();
//! assert_eq!((first.offset, first.plies), (0, 2));
//! assert_eq!(first.headers.iter().collect::<Vec<_>>(), [("White", "A")]);
//! assert!(first.bytes.unwrap().ends_with(b"e5 1-0"));
//! let second = splitter.next_game().unwrap();
//! assert_eq!((second.index, second.plies), (1, 1));
//! assert!(splitter.next_game().is_none());
//! ```

use std::collections::VecDeque;

use super::read::Ending;
use super::syntax;
use super::tag_pairs::TagPairs;
use crate::rules::game::Game;

mod characters;
mod read;
mod tags;
mod words;

/// A tag's name or value is cut at this many bytes (hostile files).
const MAX_TAG_BYTES: usize = 1 << 16;
/// A game keeps at most this many tags (hostile files).
const MAX_TAGS: usize = 1000;

/// One game cut from the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitGame {
    /// The game read, when the splitter reads the games it cuts
    /// ([`Splitter::read_games`]) and read this one whole as it cut it
    /// (its bytes are then not kept); otherwise read it from its bytes.
    pub game: Option<Game>,
    /// Its place among the source's games, from 0.
    pub index: u64,
    /// Its first byte's offset in the source.
    pub offset: u64,
    /// Its length in bytes.
    pub length: u64,
    /// Its bytes, when kept and not over the limit.
    pub bytes: Option<Vec<u8>>,
    /// Its tag pairs in order (names and values as UTF-8, bad bytes replaced).
    pub headers: TagPairs,
    /// The main line's moves (`--` included).
    pub plies: u32,
    /// Whether it was longer than the limit (its bytes are then dropped).
    pub too_long: bool,
}

/// Where the splitter is between two bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tag {
    /// Not in a tag pair.
    Outside,
    /// In its name.
    Name,
    /// Between its name and its value.
    BeforeValue,
    /// In its quoted value.
    Value,
    /// After its value, before `]`.
    AfterValue,
}

/// The game cutter (see the module docs): bytes go in with
/// [`Splitter::push`], whole games come out of [`Splitter::next_game`].
#[derive(Debug)]
pub struct Splitter {
    max_game_bytes: usize,
    keep_bytes: bool,
    /// Bytes before the current chunk.
    offset: u64,
    /// The current game's first byte, `None` between games.
    game_start: Option<u64>,
    /// The current game's bytes so far (while kept).
    bytes: Vec<u8>,
    too_long: bool,
    index: u64,
    headers: TagPairs,
    plies: u32,
    /// In the game's header block (no movetext yet).
    in_headers: bool,
    /// A blank line since the last header.
    blank_after_headers: bool,
    /// Inside `{ }`.
    comment: bool,
    /// Inside a `;` or `%` line.
    line_comment: bool,
    tag: Tag,
    escaped: bool,
    tag_name: Vec<u8>,
    tag_value: Vec<u8>,
    /// Variation depth.
    depth: u32,
    /// The movetext word being read: its first 8 bytes and its length.
    word: [u8; 8],
    word_length: usize,
    /// A word that may start the next game (`1.`…): its bytes past the first 8.
    word_spill: Vec<u8>,
    /// Whether a blank line came before the word being read (since the token before it).
    word_after_blank: bool,
    /// A blank line since the last token of the movetext.
    blank_line: bool,
    /// Whether the game has a move (any line's).
    moved: bool,
    /// How a word over 8 bytes long reads as a move number: see [`number_phase`].
    word_number_phase: u8,
    /// Only spaces since the last newline.
    line_start: bool,
    /// The source's first bytes while they may be a UTF-8 byte order
    /// mark (held back until three came or one differed), `None` after.
    head: Option<Vec<u8>>,
    /// The byte before, across chunks (CR LF is one newline); a newline
    /// before the source's first byte.
    previous: u8,
    /// The first bytes of a character the last chunk ended inside of.
    carry: Vec<u8>,
    /// Between games: in a `{ }` comment, or in a `;` or `%` line.
    skipping: Skip,
    /// Where a header after a blank line in the headers starts (it may start the next game).
    pending_split: Option<u64>,
    done: VecDeque<SplitGame>,
    /// What the cutter hands the syntax layer (see [`Splitter::read_games`]
    /// and [`Splitter::scan_games`]).
    ahead: read::Ahead,
    /// The current game, read ahead of the cutter.
    game: Option<Game>,
    /// The last game's length in bytes (to make room for the next one's moves).
    last_length: u64,
}

/// What the splitter skips between games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Skip {
    Nothing,
    Comment,
    Line,
}

impl Splitter {
    /// A splitter that keeps each game's bytes (`keep_bytes`) up to
    /// `max_game_bytes` (a longer game comes out with `too_long` and no bytes).
    pub fn new(max_game_bytes: usize, keep_bytes: bool) -> Self {
        Splitter {
            max_game_bytes,
            keep_bytes,
            offset: 0,
            game_start: None,
            bytes: Vec::new(),
            too_long: false,
            index: 0,
            headers: TagPairs::default(),
            plies: 0,
            in_headers: false,
            blank_after_headers: false,
            comment: false,
            line_comment: false,
            tag: Tag::Outside,
            escaped: false,
            tag_name: Vec::new(),
            tag_value: Vec::new(),
            depth: 0,
            word: [0; 8],
            word_length: 0,
            word_spill: Vec::new(),
            word_after_blank: false,
            blank_line: false,
            moved: false,
            word_number_phase: 0,
            line_start: true,
            head: Some(Vec::new()),
            previous: b'\n',
            carry: Vec::new(),
            skipping: Skip::Nothing,
            pending_split: None,
            done: VecDeque::new(),
            ahead: read::Ahead::Nothing,
            game: None,
            last_length: 0,
        }
    }

    /// The next whole game, oldest first.
    pub fn next_game(&mut self) -> Option<SplitGame> {
        self.done.pop_front()
    }

    /// Readies the splitter for the next game (its headers, already empty,
    /// came from [`Splitter::finish`] with room for the last game's).
    fn reset(&mut self) {
        self.game_start = None;
        self.bytes = Vec::new();
        self.too_long = false;
        self.plies = 0;
        self.in_headers = false;
        self.blank_after_headers = false;
        self.comment = false;
        self.line_comment = false;
        self.tag = Tag::Outside;
        self.depth = 0;
        self.word_length = 0;
        self.word_after_blank = false;
        self.blank_line = false;
        self.moved = false;
        self.pending_split = None;
    }

    /// Adds `part` to the current game's bytes.
    pub(super) fn take(&mut self, part: &[u8]) {
        if !self.keep_bytes || self.too_long || self.game.is_some() {
            return;
        }
        if self.bytes.len() + part.len() > self.max_game_bytes {
            // Over the limit: none of it is kept (its length comes from offsets).
            self.too_long = true;
            self.bytes = Vec::new();
        } else {
            self.bytes.extend_from_slice(part);
        }
    }

    /// Ends the current game before source offset `end`.
    pub(super) fn finish(&mut self, end: u64) {
        let start = self.game_start.unwrap_or(end);
        // Without its bytes kept, a game is over the limit by its length alone.
        let too_long = self.too_long || end - start > self.max_game_bytes as u64;
        // A game read ahead needs no bytes (one over the limit is dropped).
        let game = self.game.take().filter(|_| !too_long);
        let kept = self.keep_bytes && !too_long && game.is_none();
        self.last_length = end - start;
        // The next game's tags get room for as many as this one's.
        let next_headers = self.headers.with_room_alike();
        let game = SplitGame {
            game,
            index: self.index,
            offset: start,
            length: end - start,
            bytes: kept.then(|| std::mem::take(&mut self.bytes)),
            headers: std::mem::replace(&mut self.headers, next_headers),
            plies: self.plies,
            too_long,
        };
        self.index += 1;
        self.reset();
        self.done.push_back(game);
    }

    /// Reads the next bytes of the source.
    pub(super) fn scan(&mut self, chunk: &[u8]) {
        // The chunk as text, for the syntax layer when it reads or scans ahead.
        let text = (self.ahead != read::Ahead::Nothing)
            .then(|| std::str::from_utf8(chunk).ok())
            .flatten();
        let mut i = 0;
        // Where this chunk's part of the current game starts.
        let mut from: Option<usize> = self.game_start.map(|_| i);
        while i < chunk.len() {
            let b = chunk[i];
            let before = self.previous;
            let crlf = b == b'\n' && before == b'\r';
            self.previous = b;
            if crlf {
                i += 1;
                continue;
            }
            if self.game_start.is_none() {
                // Between games: white space and comments are skipped; anything else starts one.
                match self.skipping {
                    Skip::Comment => {
                        if b == b'}' {
                            self.skipping = Skip::Nothing;
                        }
                        i += 1;
                        continue;
                    }
                    _ if b == b'\n' || b == b'\r' => {
                        self.skipping = Skip::Nothing;
                        self.line_start = true;
                        i += 1;
                        continue;
                    }
                    Skip::Line => {
                        i += 1;
                        continue;
                    }
                    Skip::Nothing => {}
                }
                if syntax::is_space_within_line(b) {
                    i += 1;
                    continue;
                }
                // A space beyond ASCII, or a byte order mark (files joined end to end).
                if b >= 0x80 {
                    let rest = &chunk[i..];
                    if let Some(length) = syntax::unicode_space_len(rest)
                        .or_else(|| rest.starts_with("\u{feff}".as_bytes()).then_some(3))
                    {
                        self.previous = rest[length - 1];
                        i += length;
                        continue;
                    }
                }
                if b == b'{' || b == b';' || b == b'%' {
                    self.skipping = if b == b'{' { Skip::Comment } else { Skip::Line };
                    i += 1;
                    continue;
                }
                self.game_start = Some(self.offset + i as u64);
                from = Some(i);
                if let Some((end, ending)) = text.and_then(|text| self.read_ahead(text, i)) {
                    // The syntax layer took the game whole: go on from its end.
                    self.previous = chunk[end - 1];
                    self.end_game(chunk, &mut from, end);
                    // At the next game's `[`, first on its line.
                    self.line_start = ending == Ending::NextGame;
                    i = end;
                    continue;
                }
            }
            if self.line_comment {
                if b == b'\n' || b == b'\r' {
                    self.line_comment = false;
                    self.line_start = true;
                }
                i += 1;
                continue;
            }
            if self.comment {
                // Jump to the comment's end (lichess's clock and eval comments are most of a file).
                match memchr::memchr(b'}', &chunk[i..]) {
                    None => {
                        self.previous = chunk[chunk.len() - 1];
                        i = chunk.len();
                    }
                    Some(at) => {
                        self.previous = b'}';
                        self.comment = false;
                        i += at + 1;
                    }
                }
                continue;
            }
            if self.tag != Tag::Outside {
                if self.tag == Tag::Value && !self.escaped {
                    // A tag's value up to its quote, an escape or a line end at once.
                    let run = self.run(&chunk[i..], |c| matches!(c, b'"' | b'\\' | b'\n' | b'\r'));
                    if !run.is_empty() {
                        let room = MAX_TAG_BYTES.saturating_sub(self.tag_value.len());
                        self.tag_value
                            .extend_from_slice(&run[..run.len().min(room)]);
                        i += run.len();
                        continue;
                    }
                }
                self.tag_byte(b, chunk, &mut from);
                i += 1;
                continue;
            }
            if b == b'\n' || b == b'\r' {
                if self.end_word(chunk, &mut from, i) {
                    self.end_game(chunk, &mut from, i);
                    i += 1;
                    continue;
                }
                // A blank line: a newline after a line of only spaces.
                if self.line_start && self.in_headers {
                    self.blank_after_headers = true;
                }
                if self.line_start && !self.in_headers {
                    self.blank_line = true;
                }
                self.line_start = true;
                i += 1;
                continue;
            }
            // A space: ASCII's, or beyond it as the reader takes one.
            let space = match b {
                _ if syntax::is_space_within_line(b) => 1,
                0x80.. => syntax::unicode_space_len(&chunk[i..]).unwrap_or(0),
                _ => 0,
            };
            if space > 0 {
                self.previous = chunk[i + space - 1];
                if self.end_word(chunk, &mut from, i) {
                    self.end_game(chunk, &mut from, i);
                }
                i += space;
                continue;
            }
            // A NAG ends at its last digit (`$1e4` is a NAG, then a move).
            if self.in_nag() && !b.is_ascii_digit() {
                self.finish_word();
            }
            let at_line_start = self.line_start;
            self.line_start = false;
            // A token starts (a word goes on with no newline in it): whether a
            // blank line came before it.
            if self.word_length == 0 {
                self.word_after_blank = self.blank_line;
                self.blank_line = false;
            }
            let here = self.offset + i as u64;
            if b == b'['
                && (at_line_start || self.in_headers || Some(here) == self.game_start)
                && self.word_length == 0
            {
                // A header: of this game while no movetext came, else the next game's.
                if !self.in_headers && Some(here) != self.game_start {
                    self.end_game(chunk, &mut from, i);
                    self.game_start = Some(here);
                    from = Some(i);
                } else if self.in_headers && self.blank_after_headers {
                    // After a blank line in the headers: the next game's when its tag
                    // is one this game has already (lichess's broadcast rounds), else
                    // more of this game's (ChessBase writes a blank line after Event).
                    self.pending_split = Some(here);
                }
                self.in_headers = true;
                self.blank_after_headers = false;
                self.tag = Tag::Name;
                self.tag_name.clear();
                self.tag_value.clear();
                self.escaped = false;
                i += 1;
                continue;
            }
            // An escape line: `%` first on its line (or first in the game, as
            // the reader sees the game's text).
            if b == b'%' && (before == b'\n' || before == b'\r' || Some(here) == self.game_start) {
                self.line_comment = true;
                i += 1;
                continue;
            }
            self.in_headers = false;
            match b {
                b'$' => {
                    // A NAG: `$` and the digits after it, a word of its own.
                    if self.end_word(chunk, &mut from, i) {
                        self.end_game(chunk, &mut from, i);
                        continue;
                    }
                    self.push_word_byte(b);
                }
                b'}' | b'[' | b']' => {
                    // A word of its own, as the reader cuts it (and no move).
                    if self.end_word(chunk, &mut from, i) {
                        self.end_game(chunk, &mut from, i);
                        continue;
                    }
                    self.push_word_byte(b);
                    self.finish_word();
                }
                b'*' => {
                    // Ended as any word is (a `1.` word after a blank line starts the next game).
                    self.push_word_byte(b);
                    if self.end_word(chunk, &mut from, i + 1) {
                        self.end_game(chunk, &mut from, i + 1);
                    }
                }
                b'{' | b';' | b'(' | b')' => {
                    if self.end_word(chunk, &mut from, i) {
                        self.end_game(chunk, &mut from, i);
                        // Read this byte again, between games.
                        continue;
                    }
                    match b {
                        b'{' => self.comment = true,
                        b';' => self.line_comment = true,
                        b'(' => self.depth += 1,
                        _ => self.depth = self.depth.saturating_sub(1),
                    }
                }
                _ if self.in_nag() => {
                    // A NAG's digits.
                    let run = self.run(&chunk[i..], |c| !c.is_ascii_digit());
                    self.push_word_bytes(run);
                    i += run.len();
                    continue;
                }
                _ => {
                    // The rest of the word at once (inside one, only these end
                    // it), then each single space and word after it, as long
                    // as no other byte comes: most of a game's movetext.
                    let ends_word = |c: u8| syntax::WORD_BREAKS_OR_STAR[usize::from(c)];
                    loop {
                        let run = self.run(&chunk[i..], ends_word);
                        self.push_word_bytes(run);
                        i += run.len();
                        if chunk.get(i).is_some_and(|&c| c >= 0x80) {
                            // A character beyond ASCII: a space ends the word,
                            // any other is part of it.
                            if syntax::unicode_space_len(&chunk[i..]).is_some() {
                                break;
                            }
                            let length = syntax::char_len(&chunk[i..]);
                            self.push_word_bytes(&chunk[i..i + length]);
                            self.previous = chunk[i + length - 1];
                            i += length;
                            continue;
                        }
                        if chunk.get(i) != Some(&b' ') {
                            break;
                        }
                        self.previous = b' ';
                        if self.end_word(chunk, &mut from, i) {
                            self.end_game(chunk, &mut from, i);
                            i += 1;
                            break;
                        }
                        i += 1;
                        // Mid-line, out of the headers: any byte that does not
                        // end a word starts one.
                        if chunk.get(i).is_none_or(|&c| ends_word(c)) {
                            break;
                        }
                    }
                    continue;
                }
            }
            i += 1;
        }
        if self.game_start.is_some() {
            if let Some(start) = from {
                self.take(&chunk[start..]);
            }
        }
        self.offset += chunk.len() as u64;
    }

    /// The bytes `rest` starts with before one that `ends` says stops them,
    /// taken as read (the last of them becomes the byte before).
    fn run<'c>(&mut self, rest: &'c [u8], ends: impl Fn(u8) -> bool) -> &'c [u8] {
        let run = &rest[..rest.iter().position(|&c| ends(c)).unwrap_or(rest.len())];
        if let Some(&last) = run.last() {
            self.previous = last;
        }
        run
    }

    /// Ends the current game before byte `end` of this chunk.
    pub(super) fn end_game(&mut self, chunk: &[u8], from: &mut Option<usize>, end: usize) {
        if let Some(start) = *from {
            self.take(&chunk[start..end]);
        }
        self.finish(self.offset + end as u64);
        *from = None;
    }

    /// Ends the source: the game being read, if any, is whole.
    pub fn end(&mut self) {
        if let Some(head) = self.head.take() {
            self.scan_characters(&head);
        }
        // A character the source ends inside of.
        let carry = std::mem::take(&mut self.carry);
        self.scan(&carry);
        if self.game_start.is_some() {
            let mut from = None;
            self.end_word(&[], &mut from, 0);
            let end = self.offset;
            self.finish(end);
        }
    }
}
