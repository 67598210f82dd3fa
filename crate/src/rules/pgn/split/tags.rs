//! The cutter's tag pairs: each byte of one, and a header block that
//! turns out to start the next game.

use super::{Splitter, Tag, MAX_TAGS, MAX_TAG_BYTES};

impl Splitter {
    /// One byte of a tag pair.
    pub(super) fn tag_byte(&mut self, b: u8, chunk: &[u8], from: &mut Option<usize>) {
        match self.tag {
            Tag::Value => {
                if self.escaped {
                    self.escaped = false;
                    if b != b'"' && b != b'\\' && self.tag_value.len() < MAX_TAG_BYTES {
                        self.tag_value.push(b'\\');
                    }
                    if self.tag_value.len() < MAX_TAG_BYTES {
                        self.tag_value.push(b);
                    }
                } else if b == b'\\' {
                    self.escaped = true;
                } else if b == b'"' {
                    self.tag = Tag::AfterValue;
                } else if self.tag_value.len() < MAX_TAG_BYTES {
                    self.tag_value.push(b);
                }
                if b == b'\n' || b == b'\r' {
                    // An unclosed string: the reader will say so.
                    self.tag = Tag::AfterValue;
                }
            }
            _ if b == b']' || b == b'\n' || b == b'\r' => {
                let named = !self.tag_name.is_empty();
                if let Some(at) = self.pending_split.take() {
                    if named
                        && !self.too_long
                        && self
                            .headers
                            .has_name(&String::from_utf8_lossy(&self.tag_name))
                    {
                        self.split_at(at, chunk, from);
                    }
                }
                if named && self.headers.len() < MAX_TAGS {
                    self.headers.push(&self.tag_name, &self.tag_value);
                }
                self.tag = Tag::Outside;
                self.line_start = b != b']';
            }
            Tag::Name => {
                if b == b' ' || b == b'\t' {
                    // Spaces before the name are skipped, as the reader skips them.
                    if !self.tag_name.is_empty() {
                        self.tag = Tag::BeforeValue;
                    }
                } else if b == b'"' {
                    self.tag = Tag::Value;
                } else if self.tag_name.len() < MAX_TAG_BYTES {
                    self.tag_name.push(b);
                }
            }
            Tag::BeforeValue if b == b'"' => self.tag = Tag::Value,
            _ => {}
        }
    }

    /// Ends the current game (still in its headers) before source offset
    /// `at`, which may lie in an earlier chunk: the bytes from `at` on start
    /// the next game, in its headers.
    fn split_at(&mut self, at: u64, chunk: &[u8], from: &mut Option<usize>) {
        if at >= self.offset {
            let end = (at - self.offset) as usize;
            self.end_game(chunk, from, end);
            *from = Some(end);
        } else {
            // The next game began in an earlier chunk: part of what this game holds is the next one's.
            let start = self.game_start.unwrap_or(at);
            let keep = (at - start) as usize;
            let rest = self.bytes.split_off(keep.min(self.bytes.len()));
            self.finish(at);
            self.bytes = rest;
        }
        self.game_start = Some(at);
        self.in_headers = true;
    }
}
