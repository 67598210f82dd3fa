//! The cutter's movetext words: each one's first bytes kept, and what it
//! is when it ends (a move counted, the result, a move number or a NAG,
//! or the next game's first: see the module docs), by the reader's own
//! rules ([`syntax::classify`]).

use super::Splitter;
use crate::rules::pgn::syntax::{self, Word};

/// A word that is not a move number (see [`number_phase`]).
const NOT_A_NUMBER: u8 = 2;

/// Where a move number (`12`, `12.`, `12...`, digits then dots) stands
/// after `bytes`, from `phase`: 0 in its digits, 1 in its dots, or
/// [`NOT_A_NUMBER`].
fn number_phase(phase: u8, bytes: &[u8]) -> u8 {
    bytes.iter().fold(phase, |phase, &b| match (phase, b) {
        (0, b'0'..=b'9') => 0,
        (0 | 1, b'.') => 1,
        _ => NOT_A_NUMBER,
    })
}

impl Splitter {
    /// Ends the word being read, which ends before byte `end` of this
    /// chunk: true when it was the game's result. A word that starts the
    /// next game (see the module docs) ends the current game before it
    /// first, and is the next game's first.
    pub(super) fn end_word(&mut self, chunk: &[u8], from: &mut Option<usize>, end: usize) -> bool {
        if self.word_after_blank && self.moved && self.starts_game() {
            let start = self.offset + end as u64 - self.word_length as u64;
            self.cut_before_word(chunk, from, start);
        }
        self.word_after_blank = false;
        self.finish_word()
    }

    /// Whether the word being read is White's first move number (`1.`,
    /// `1.e4`; not `1...`).
    fn starts_game(&self) -> bool {
        self.word_length >= 2
            && self.word[0] == b'1'
            && self.word[1] == b'.'
            && (self.word_length == 2 || self.word[2] != b'.')
    }

    /// Ends the current game before the word being read, which starts at
    /// source offset `start`, and starts the next game with it (the word
    /// goes on being read, in the new game).
    fn cut_before_word(&mut self, chunk: &[u8], from: &mut Option<usize>, start: u64) {
        let (word, word_length, phase) = (self.word, self.word_length, self.word_number_phase);
        let spill = std::mem::take(&mut self.word_spill);
        if start >= self.offset {
            let at = (start - self.offset) as usize;
            self.end_game(chunk, from, at);
            *from = Some(at);
        } else {
            // The word began in an earlier chunk: the game ends there, and
            // the word's bytes from there are the next game's first.
            let carried = (self.offset - start) as usize;
            let kept = self.bytes.len().saturating_sub(carried);
            self.bytes.truncate(kept);
            self.finish(start);
            let mut first: Vec<u8> = word[..word_length.min(word.len())].to_vec();
            first.extend_from_slice(&spill);
            first.truncate(carried);
            self.take(&first);
            *from = Some(0);
        }
        self.game_start = Some(start);
        self.word = word;
        self.word_length = word_length;
        self.word_number_phase = phase;
        self.word_spill = spill;
    }

    /// Ends the word being read: true when it was the game's result; a move
    /// of the main line counts as a ply (by the reader's own rule,
    /// [`syntax::classify`]: move numbers, glyphs and NAGs do not).
    pub(super) fn finish_word(&mut self) -> bool {
        let length = self.word_length;
        if length == 0 {
            return false;
        }
        self.word_length = 0;
        // A word starting with a letter is a move (nearly every word).
        if self.word[0].is_ascii_alphabetic() {
            self.plies += u32::from(self.depth == 0);
            self.moved = true;
            return false;
        }
        // A NAG (`$` and its digits) is no move.
        if self.word[0] == b'$' {
            return false;
        }
        let kept = &self.word[..length.min(self.word.len())];
        // A long word of digits, then dots, is a move number all the same.
        if length > kept.len() && self.word_number_phase != NOT_A_NUMBER {
            return false;
        }
        match syntax::classify(kept, length) {
            Word::Result => self.depth == 0,
            Word::Move { .. } => {
                if self.depth == 0 {
                    self.plies += 1;
                }
                self.moved = true;
                false
            }
            _ => false,
        }
    }

    /// Whether the word being read is a NAG (`$` and digits).
    pub(super) fn in_nag(&self) -> bool {
        self.word_length > 0 && self.word[0] == b'$'
    }

    pub(super) fn push_word_byte(&mut self, b: u8) {
        self.push_word_bytes(&[b]);
    }

    /// Adds `bytes` to the word being read (its first 8 bytes are kept;
    /// all of a word that may start the next game, `1.`…).
    pub(super) fn push_word_bytes(&mut self, bytes: &[u8]) {
        if self.word_length == 0 {
            self.word_spill.clear();
        }
        let at = self.word_length.min(self.word.len());
        let kept = bytes.len().min(self.word.len() - at);
        self.word[at..at + kept].copy_from_slice(&bytes[..kept]);
        if kept < bytes.len() {
            if self.word[0] == b'1' && self.word[1] == b'.' {
                self.word_spill.extend_from_slice(&bytes[kept..]);
            }
            // Past the bytes kept: whether the whole word is a move number.
            if self.word_length <= self.word.len() {
                self.word_number_phase = number_phase(0, &self.word);
            }
            self.word_number_phase = number_phase(self.word_number_phase, &bytes[kept..]);
        }
        self.word_length += bytes.len();
    }
}
