//! PGN's syntax: a game's tag pairs and its movetext cut into tokens
//! (moves, NAGs and suffixes, comments, variations, the result), with the
//! line an error is on. It knows nothing of chess: `read` plays the moves.

use std::borrow::Cow;

pub(super) use super::characters::{
    char_len, incomplete_tail, is_ascii_space, is_space_within_line, unicode_space_len, utf8_len,
};

use super::PgnError;

/// A lexical piece of PGN movetext.
#[derive(Debug, PartialEq)]
pub(super) enum Token<'a> {
    Move(&'a str),
    Nag(u8),
    Comment(Cow<'a, str>),
    /// `(`: a variation of the last move opens.
    Open,
    /// `)`: the variation closes.
    Close,
    Result(&'a str),
}

pub(super) struct Lexer<'a> {
    pub(super) text: &'a str,
    /// The byte the next token starts at (or the space before it).
    pub(super) pos: usize,
    /// Whether a move has been read (the game's movetext has begun: a
    /// blank line and a first move number after it start the next game).
    pub(super) moved: bool,
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
    pub(super) fn line_at(&self, pos: usize) -> usize {
        1 + self.text.as_bytes()[..pos.min(self.text.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    /// The line the lexer is on (see [`Lexer::line_at`]).
    pub(super) fn line(&self) -> usize {
        self.line_at(self.pos)
    }

    /// Skips whitespace and `%` escape lines.
    // Inlined: called before every token, which nearly always follows one
    // ASCII space.
    #[inline(always)]
    fn skip_space(&mut self) {
        // ASCII spaces byte by byte (nearly all of them).
        let bytes = self.text.as_bytes();
        while bytes.get(self.pos).is_some_and(|&b| is_ascii_space(b)) {
            self.pos += 1;
        }
        if bytes.get(self.pos).is_some_and(|&b| b >= 0x80 || b == b'%') {
            self.skip_other_space();
        }
    }

    /// Skips what [`Lexer::skip_space`] leaves to it: Unicode's spaces (as
    /// `trim_start` knows them), `%` escape lines and the ASCII spaces after them.
    #[inline(never)]
    fn skip_other_space(&mut self) {
        loop {
            // ASCII spaces byte by byte (nearly all of them); any other
            // Unicode space as `trim_start` knows it.
            let bytes = self.text.as_bytes();
            while bytes.get(self.pos).is_some_and(|&b| is_ascii_space(b)) {
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
            // An escape line: `%` first on its line (or first in the text).
            if self.at_line_start() && rest.starts_with('%') {
                let end = memchr::memchr2(b'\n', b'\r', rest.as_bytes()).unwrap_or(rest.len());
                self.advance(end);
            } else {
                return;
            }
        }
    }

    /// Whether the lexer is at a line's first byte: the text's, or one
    /// after a line break (`\n` or `\r`).
    fn at_line_start(&self) -> bool {
        self.pos == 0 || matches!(self.text.as_bytes()[self.pos - 1], b'\n' | b'\r')
    }

    /// Whether the spaces just before the lexer hold a blank line: two line
    /// breaks with nothing but spaces (Unicode's) around them (CR LF is one
    /// break), as the database cutter finds one between two tokens.
    fn blank_line_before(&self) -> bool {
        let mut breaks = 0;
        let mut after = None;
        for c in self.text[..self.pos].chars().rev() {
            if !c.is_whitespace() {
                break;
            }
            match c {
                '\n' => breaks += 1,
                '\r' if after != Some('\n') => breaks += 1,
                _ => {}
            }
            if breaks >= 2 {
                return true;
            }
            after = Some(c);
        }
        false
    }

    /// Whether only spaces stand between the lexer and its line's start.
    fn first_on_line(&self) -> bool {
        let before = &self.text[..self.pos];
        let line = before
            .rfind(['\n', '\r'])
            .map_or(before, |at| &before[at + 1..]);
        line.chars().all(char::is_whitespace)
    }

    /// Reads the tag pairs at the lexer into `game_headers`, up to the
    /// first byte that starts none. With `split: Some(n)` (a database's
    /// rule, as its cutter keeps it), a tag pair after a blank line whose
    /// name is among the first `n` read already starts the next game: the
    /// lexer stops before its `[`.
    pub(super) fn read_headers(
        &mut self,
        game_headers: &mut Vec<(&'a str, Cow<'a, str>)>,
        split: Option<usize>,
    ) -> Result<(), PgnError> {
        // Where the last tag pair ended.
        let mut after_tag = None;
        loop {
            self.skip_space();
            if !self.rest().starts_with('[') {
                return Ok(());
            }
            // The line is counted only if the header is bad.
            let start = self.pos;
            let bad = |lexer: &Self| PgnError::Header {
                line: lexer.line_at(start),
            };
            self.advance(1);
            let spaces = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
            self.advance(spaces);
            // Names are letters, digits and `_` by the standard; like chess.js,
            // take anything up to the space or quote before the value.
            let name_len = self
                .rest()
                .find(|c: char| c.is_whitespace() || "\"[]".contains(c))
                .unwrap_or(self.rest().len());
            let name = self.advance(name_len);
            if name.is_empty() {
                return Err(bad(self));
            }
            let spaces = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
            self.advance(spaces);
            if !self.rest().starts_with('"') {
                return Err(bad(self));
            }
            self.advance(1);
            // Nearly every value is one plain run, borrowed from the text;
            // an escape makes it a string of its own.
            let mut value = Cow::Borrowed("");
            loop {
                // Up to the next quote, escape or line break (`\n` or `\r`) at once.
                let plain = self
                    .rest()
                    .bytes()
                    .position(|b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                    .unwrap_or(self.rest().len());
                let run = self.advance(plain);
                if value.is_empty() {
                    value = Cow::Borrowed(run);
                } else {
                    value.to_mut().push_str(run);
                }
                let mut chars = self.rest().chars();
                match chars.next() {
                    None | Some('\n' | '\r') => return Err(bad(self)),
                    Some('\\') => match chars.next() {
                        Some(c @ ('\\' | '"')) => {
                            value.to_mut().push(c);
                            self.advance(2);
                        }
                        _ => {
                            value.to_mut().push('\\');
                            self.advance(1);
                        }
                    },
                    Some('"') => {
                        self.advance(1);
                        break;
                    }
                    Some(c) => {
                        value.to_mut().push(c);
                        self.advance(c.len_utf8());
                    }
                }
            }
            let spaces = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
            self.advance(spaces);
            if !self.rest().starts_with(']') {
                return Err(bad(self));
            }
            self.advance(1);
            if let (Some(known), Some(after)) = (split, after_tag) {
                let between = &self.text.as_bytes()[after..start];
                if holds_blank_line(between)
                    && game_headers.iter().take(known).any(|(n, _)| *n == name)
                {
                    self.pos = start;
                    return Ok(());
                }
            }
            game_headers.push((name, value));
            after_tag = Some(self.pos);
        }
    }

    /// The next movetext token, skipping move numbers and variations.
    #[inline(always)]
    pub(super) fn next_token(&mut self) -> Result<Option<Token<'a>>, PgnError> {
        loop {
            self.skip_space();
            let rest = self.rest();
            let Some(&first) = rest.as_bytes().first() else {
                return Ok(None);
            };
            match first {
                b'0'..=b'9' => {
                    // A move number (`12.`, `12...`) at once, the word after
                    // it nearly always; anything else as any word.
                    let bytes = rest.as_bytes();
                    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
                    let dots = bytes[digits..].iter().take_while(|&&b| b == b'.').count();
                    // The next game, with no tags: White's first move number
                    // (`1.`, not `1...`) after a blank line, once this game has
                    // a move (a game without a result, then an indented one:
                    // as chessops reads them).
                    if self.moved
                        && digits == 1
                        && bytes[0] == b'1'
                        && dots == 1
                        && self.blank_line_before()
                    {
                        return Ok(None);
                    }
                    let number = digits + dots;
                    if dots > 0
                        && bytes
                            .get(number)
                            .is_none_or(|&b| b < 0x80 && WORD_BREAKS[usize::from(b)])
                    {
                        self.pos += number;
                        continue;
                    }
                    if let Some(token) = self.word(rest) {
                        return Ok(Some(token));
                    }
                }
                b'{' => {
                    // Its end, or a line break before it, in one pass (nearly
                    // every comment is on one line).
                    let bytes = rest.as_bytes();
                    let (end, one_line) = match memchr::memchr3(b'}', b'\n', b'\r', bytes) {
                        Some(at) if bytes[at] == b'}' => (Some(at), true),
                        Some(at) => (
                            memchr::memchr(b'}', &bytes[at..]).map(|end| at + end),
                            false,
                        ),
                        None => (None, true),
                    };
                    let end = end.ok_or_else(|| PgnError::UnclosedComment { line: self.line() })?;
                    let body = &self.advance(end + 1)[1..end];
                    return Ok(Some(Token::Comment(if one_line {
                        Cow::Borrowed(body)
                    } else {
                        on_one_line(body)
                    })));
                }
                b';' => {
                    // To the line's end, at `\n` or `\r` (as the database cutter ends it).
                    let end = memchr::memchr2(b'\n', b'\r', rest.as_bytes()).unwrap_or(rest.len());
                    let body = self.advance(end);
                    return Ok(Some(Token::Comment(Cow::Borrowed(body[1..].trim()))));
                }
                b'(' => {
                    self.pos += 1;
                    return Ok(Some(Token::Open));
                }
                b')' => {
                    self.pos += 1;
                    return Ok(Some(Token::Close));
                }
                // The next game's headers, first on their line: this game's
                // movetext has ended. (Elsewhere a `[` is no movetext: it is
                // read as a word, which no move is.)
                b'[' if self.first_on_line() => return Ok(None),
                b'$' => {
                    let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
                    let text = self.advance(1 + digits);
                    // NAGs are 0-255; anything else is skipped.
                    if let Ok(nag) = text[1..].parse::<u8>() {
                        return Ok(Some(Token::Nag(nag)));
                    }
                }
                _ => {
                    if let Some(token) = self.word(rest) {
                        return Ok(Some(token));
                    }
                }
            }
        }
    }

    /// Reads the word `rest` starts with: a token, or `None` for a move number.
    #[inline(always)]
    fn word(&mut self, rest: &'a str) -> Option<Token<'a>> {
        let len = word_length(rest);
        let first_len = rest.chars().next().map_or(1, char::len_utf8);
        let word = self.advance(len.max(first_len));
        match classify(word.as_bytes(), word.len()) {
            Word::Result => Some(Token::Result(word)),
            Word::Glyph(nag) => Some(Token::Nag(nag)),
            Word::Number => None,
            Word::Move { start } => {
                self.moved = true;
                Some(Token::Move(&word[start..]))
            }
        }
    }
}

/// Whether the text between two tag pairs (spaces, line breaks and `%`
/// lines, as [`Lexer::skip_space`] skips them) holds a blank line: a line
/// break after a line of nothing but spaces, a `%` line's own break
/// excepted (CR LF is one break).
fn holds_blank_line(between: &[u8]) -> bool {
    // The first line is the tag pair's own: not blank.
    let mut line_start = false;
    let mut i = 0;
    while i < between.len() {
        match between[i] {
            b'\n' if i > 0 && between[i - 1] == b'\r' => {}
            b'\n' | b'\r' if line_start => return true,
            b'\n' | b'\r' => line_start = true,
            b'%' => {
                // An escape line, up to and with its break.
                let rest = &between[i..];
                let end = memchr::memchr2(b'\n', b'\r', rest).unwrap_or(rest.len());
                i += end;
                if between.get(i) == Some(&b'\r') && between.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                line_start = true;
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// Whether a movetext word is a game's termination marker: `1-0`, `0-1`,
/// `1/2-1/2` or `*` (the reader, the writer's Result tag and the database
/// splitter all ask).
pub(super) fn is_result(word: &[u8]) -> bool {
    matches!(word, b"1-0" | b"0-1" | b"1/2-1/2" | b"*")
}

/// What a movetext word is (see [`classify`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Word {
    /// The game's termination marker.
    Result,
    /// An annotation glyph written apart from its move (`!?`, `+-`, `=`),
    /// as the NAG it stands for.
    Glyph(u8),
    /// A move number (`12.`, `12...`, `12`) or dots alone (`...`, as in
    /// chess.js's `12. ... Nf6`): no move.
    Number,
    /// A move, from byte `start` on (after a move number glued to it: `12.e4`).
    Move { start: usize },
}

/// What the movetext word `word` is: the one rule for the reader, which
/// plays its moves, and the database splitter ([`super::split`]), which
/// counts them. `word` may be only the first bytes of a word `length`
/// bytes long (the splitter keeps eight): every result and glyph is
/// shorter, and a word of digits and dots that goes on is taken for a move.
// Inlined: the reader's hottest test, a word at a time.
#[inline(always)]
pub(super) fn classify(word: &[u8], length: usize) -> Word {
    let whole = word.len() == length;
    let Some(&first) = word.first() else {
        return Word::Number;
    };
    // A move starts with a letter (nearly every word of a game).
    if first.is_ascii_alphabetic() {
        return Word::Move { start: 0 };
    }
    if whole && is_result(word) {
        return Word::Result;
    }
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
    let number = digits + dots;
    if number == word.len() {
        // Digits and dots past what was kept are read as a move.
        return if whole {
            Word::Number
        } else {
            Word::Move { start: 0 }
        };
    }
    // An annotation glyph written apart from its move (none starts with a digit).
    if whole && digits == 0 {
        if let Some(nag) = std::str::from_utf8(word).ok().and_then(glyph_nag) {
            return Word::Glyph(nag);
        }
    }
    // A move number glued to its move: `12.e4`, `12...Nf6`.
    Word::Move {
        start: if digits > 0 && dots > 0 { number } else { 0 },
    }
}

/// The length of the movetext word `rest` starts with: up to a space (any
/// Unicode space) or one of `{};()$[]`. ASCII bytes are tested one by one
/// (nearly every word is ASCII), other characters whole.
fn word_length(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let mut len = 0;
    while let Some(&b) = bytes.get(len) {
        if !WORD_BREAKS[usize::from(b)] {
            len += 1;
        } else if b < 0x80 {
            break;
        } else {
            match rest[len..].chars().next() {
                Some(c) if !c.is_whitespace() => len += c.len_utf8(),
                _ => break,
            }
        }
    }
    len
}

/// The bytes that end a movetext word (ASCII's spaces and `{};()$[]`), and
/// every byte beyond ASCII (its character decides: a space ends the word),
/// as a table: one look a byte in the reader's and the cutter's word loops.
pub(super) static WORD_BREAKS: [bool; 256] = word_breaks(false);

/// [`WORD_BREAKS`] and `*`, after which the database cutter ends a word
/// (a result may follow a move with no space between).
pub(super) static WORD_BREAKS_OR_STAR: [bool; 256] = word_breaks(true);

const fn word_breaks(star: bool) -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = matches!(
            b as u8,
            b' ' | b'\t'..=b'\r' | b'{' | b'}' | b';' | b'(' | b')' | b'$' | b'[' | b']' | 0x80..
        ) || (star && b as u8 == b'*');
        b += 1;
    }
    table
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
pub(super) fn suffix_nag(suffix: &str) -> Option<u8> {
    if suffix.is_empty() {
        return None;
    }
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

/// A brace comment's text with its line breaks (`\r\n`, `\n` or `\r`) as
/// single spaces; borrowed when it has none (nearly every comment).
pub(super) fn on_one_line(body: &str) -> Cow<'_, str> {
    if memchr::memchr2(b'\n', b'\r', body.as_bytes()).is_none() {
        return Cow::Borrowed(body);
    }
    Cow::Owned(body.replace("\r\n", " ").replace(['\n', '\r'], " "))
}

#[cfg(test)]
mod tests {
    use super::{classify, word_length, Word};

    #[test]
    fn a_word_is_a_result_a_glyph_a_move_number_or_a_move() {
        let whole = |word: &str| classify(word.as_bytes(), word.len());
        assert_eq!(whole("1-0"), Word::Result);
        assert_eq!(whole("1/2-1/2"), Word::Result);
        assert_eq!(whole("!?"), Word::Glyph(5));
        assert_eq!(whole("+-"), Word::Glyph(18));
        assert_eq!(whole("±"), Word::Glyph(16));
        for number in ["12.", "12...", "12", "...", "."] {
            assert_eq!(whole(number), Word::Number, "{number}");
        }
        assert_eq!(whole("Nf3"), Word::Move { start: 0 });
        assert_eq!(whole("0-0-0"), Word::Move { start: 0 });
        assert_eq!(whole("12.e4"), Word::Move { start: 3 });
        assert_eq!(whole("12...Nf6"), Word::Move { start: 5 });
        assert_eq!(whole("--"), Word::Move { start: 0 });
        // The splitter's first eight bytes of a longer word.
        assert_eq!(classify(b"12345678", 12), Word::Move { start: 0 });
        assert_eq!(classify(b"1/2-1/2x", 9), Word::Move { start: 0 });
    }

    #[test]
    fn a_word_ends_at_any_space_or_movetext_mark() {
        assert_eq!(word_length("e4 e5"), 2);
        assert_eq!(word_length("Nf3{comment}"), 3);
        assert_eq!(word_length("e4$1"), 2);
        assert_eq!(word_length("O-O-O)"), 5);
        assert_eq!(word_length("d4\u{0b}"), 2);
        // Unicode spaces end a word; other characters belong to it.
        assert_eq!(word_length("e4\u{a0}e5"), 2);
        assert_eq!(word_length("e4\u{3000}"), 2);
        assert_eq!(word_length("Ф3 e5"), "Ф3".len());
        assert_eq!(word_length("+−"), "+−".len());
        assert_eq!(word_length("e8=Q"), 4);
    }
}
