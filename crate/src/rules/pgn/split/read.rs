//! The cutter handing each game that lies whole in its chunk to the syntax
//! layer: at the game's first byte, the reader (`pgn::read`) reads it, or
//! for a headers-only listing scans it (its tag pairs and its main line's
//! words, no move played), by the cutter's rule for where headers end;
//! when the game is whole there (up to its result, or to the next game's
//! `[` first on its line), its tag pairs and ply count are the syntax
//! layer's and the cutter goes on from its end, having read none of its
//! bytes itself. Anywhere else (a game cut by a chunk, bytes that are not
//! UTF-8, a game that does not read, a result at the chunk's very end, a
//! game over the byte limit) the cutter cuts byte by byte, and a game to be
//! read is read from its bytes afterwards: the games are the same either
//! way (the fuzz target `pgn_split` checks it).

use super::{Splitter, MAX_TAGS, MAX_TAG_BYTES};
use crate::rules::pgn::read::{read_prefix, scan_prefix, Cut, Ending};

/// What the cutter hands the syntax layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ahead {
    /// Nothing: every byte is cut by the cutter.
    Nothing,
    /// Each game, to scan ([`Splitter::scan_games`]).
    Scan,
    /// Each game, to read by these rules ([`Splitter::read_games`]).
    Read { strict: bool, chess960: bool },
}

impl Splitter {
    /// Reads each game as it is cut, as `pgn::read_as(text, strict,
    /// chess960)` reads its text: a game read whole comes out with
    /// [`super::SplitGame::game`] set (and no bytes kept).
    ///
    /// ```
    /// use ferrochess::rules::pgn::split::Splitter;
    ///
    /// let mut splitter = Splitter::new(1 << 20, true);
    /// splitter.read_games(false, false);
    /// splitter.push(b"[White \"A\"]\n\n1. e4 e5 1-0\n\n[White \"B\"]\n\n1. d4 *\n");
    /// splitter.end();
    /// let first = splitter.next_game().unwrap();
    /// assert_eq!(first.game.unwrap().header("White"), Some("A"));
    /// assert_eq!((first.plies, first.bytes), (2, None));
    /// assert_eq!(first.headers.iter().collect::<Vec<_>>(), [("White", "A")]);
    /// ```
    pub fn read_games(&mut self, strict: bool, chess960: bool) {
        self.ahead = Ahead::Read { strict, chess960 };
    }

    /// Scans each game whole in its chunk with the reader's syntax layer
    /// (its tag pairs, and its main line's words counted), not byte by
    /// byte: the same games, for a headers-only listing (`readHeaders`).
    ///
    /// ```
    /// use ferrochess::rules::pgn::split::Splitter;
    ///
    /// let mut splitter = Splitter::new(1 << 20, false);
    /// splitter.scan_games();
    /// splitter.push(b"[White \"A\"]\n\n1. e4 (1. d4) e5 1-0\n\n[White \"B\"]\n\n1. d4 *\n");
    /// splitter.end();
    /// let first = splitter.next_game().unwrap();
    /// assert_eq!((first.plies, first.length), (2, 33));
    /// assert_eq!(first.headers.iter().collect::<Vec<_>>(), [("White", "A")]);
    /// ```
    pub fn scan_games(&mut self) {
        self.ahead = Ahead::Scan;
    }

    /// At byte `from` of `text` (the chunk being cut), a game's first:
    /// reads or scans the game, and says where it ends and how, when it is
    /// whole there (its game, plies and tag pairs then set); `None` when
    /// the cutter cuts it byte by byte.
    pub(super) fn read_ahead(&mut self, text: &str, from: usize) -> Option<(usize, Ending)> {
        let mut cut = Cut {
            max_tags: MAX_TAGS,
            max_tag_bytes: MAX_TAG_BYTES,
            tags: std::mem::take(&mut self.headers),
            fits: false,
        };
        let rest = text.get(from..);
        let (end, ending, plies, game) = match self.ahead {
            Ahead::Nothing => None,
            Ahead::Scan => rest
                .and_then(|rest| scan_prefix(rest, &mut cut))
                .map(|scan| (scan.end, scan.ending, scan.plies, None)),
            Ahead::Read { strict, chess960 } => {
                let room = usize::try_from(self.last_length)
                    .unwrap_or(usize::MAX)
                    .div_ceil(16)
                    .max(64);
                rest.and_then(|rest| read_prefix(rest, strict, chess960, room, Some(&mut cut)).ok())
                    .map(|read| {
                        let plies = read.game.plies().len();
                        (read.end, read.ending, plies, Some(read.game))
                    })
            }
        }
        // A result at the chunk's end may go on in the next one (`1-0` of
        // `1-0x`); a game over the limit is the cutter's to drop.
        .filter(|&(end, ending, _, _)| {
            cut.fits
                && ending != Ending::TextEnd
                && from + end < text.len()
                && end <= self.max_game_bytes
        })
        .or_else(|| {
            // The cutter's own tags start empty, with the room they had.
            self.headers = cut.tags.with_room_alike();
            None
        })?;
        self.plies = u32::try_from(plies).unwrap_or(u32::MAX);
        self.headers = cut.tags;
        self.game = game;
        Some((from + end, ending))
    }
}
