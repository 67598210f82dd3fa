//! The source's bytes into the cutter: a UTF-8 byte order mark skipped,
//! and whole characters only (one a chunk ends inside of is held back
//! until the next chunk completes it).

use super::Splitter;
use crate::rules::pgn::syntax;

impl Splitter {
    /// Reads one more chunk of the source.
    pub fn push(&mut self, chunk: &[u8]) {
        const BOM: [u8; 3] = [0xef, 0xbb, 0xbf];
        let Some(head) = self.head.as_mut() else {
            self.scan_characters(chunk);
            return;
        };
        // A byte order mark is skipped, wherever the chunks cut it.
        let taken = (BOM.len() - head.len()).min(chunk.len());
        head.extend_from_slice(&chunk[..taken]);
        if head.len() < BOM.len() && BOM.starts_with(head) {
            return;
        }
        let head = self.head.take().unwrap_or_default();
        if head == BOM {
            self.offset += BOM.len() as u64;
        } else if head.len() == taken {
            // All of it from this chunk: cut as one (a game read ahead
            // must start in the chunk it is read from).
            return self.scan_characters(chunk);
        } else {
            self.scan_characters(&head);
        }
        self.scan_characters(&chunk[taken..]);
    }

    /// Reads `chunk` in whole characters: a character it ends inside of is
    /// held back until the next chunk completes it (so that a space beyond
    /// ASCII is seen whole, wherever the chunks cut it).
    pub(super) fn scan_characters(&mut self, mut chunk: &[u8]) {
        if let Some(&lead) = self.carry.first() {
            // The character's continuation bytes (a byte that is none ends it
            // early: it was a bad one, read byte by byte as a whole chunk would be).
            let wanted = syntax::utf8_len(lead) - self.carry.len();
            let taken = chunk
                .iter()
                .take(wanted)
                .take_while(|&&b| b & 0xc0 == 0x80)
                .count();
            self.carry.extend_from_slice(&chunk[..taken]);
            chunk = &chunk[taken..];
            if taken < wanted && chunk.is_empty() {
                return;
            }
            let character = std::mem::take(&mut self.carry);
            self.scan(&character);
        }
        let whole = chunk.len() - syntax::incomplete_tail(chunk);
        self.scan(&chunk[..whole]);
        self.carry.extend_from_slice(&chunk[whole..]);
    }
}
