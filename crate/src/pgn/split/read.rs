//! The cutter reading each game as it cuts it (`readGames`): at a game's
//! first byte, the reader (`pgn::read`) reads the game, headers and
//! movetext, by the cutter's rule for where headers end; when it reads it
//! whole (up to its result, or to the next game's `[` first on its line),
//! the game's tag pairs are the reader's and the cutter goes on from the
//! game's end, having read none of its bytes itself. Anywhere else (a game
//! cut by a chunk, bytes that are not UTF-8, a game that does not read, a
//! result at the chunk's very end, a game over the byte limit) the cutter
//! cuts as ever and the game is read from its bytes afterwards: the games
//! are the same either way (the fuzz target `pgn_split` checks it).

use super::{Splitter, MAX_TAGS, MAX_TAG_BYTES};
use crate::pgn::read::{read_prefix, Cut, Ending};

/// How the games are read ([`Splitter::read_games`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Rules {
    strict: bool,
    chess960: bool,
}

impl Splitter {
    /// Reads each game as it is cut, as `pgn::read_as(text, strict,
    /// chess960)` reads its text: a game read whole comes out with
    /// [`super::SplitGame::game`] set (and no bytes kept).
    ///
    /// ```
    /// use ferrochess::pgn::split::Splitter;
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
        self.reading = Some(Rules { strict, chess960 });
    }

    /// At byte `from` of `text` (the chunk being cut), a game's first:
    /// reads the game, and says where it ends and how, when the reader
    /// read it whole (its game, plies and tag pairs then set); `None` when
    /// the cutter cuts it byte by byte.
    pub(super) fn read_ahead(&mut self, text: &str, from: usize) -> Option<(usize, Ending)> {
        let rules = self.reading?;
        let room = usize::try_from(self.last_length)
            .unwrap_or(usize::MAX)
            .div_ceil(16)
            .max(64);
        let mut cut = Cut {
            max_tags: MAX_TAGS,
            max_tag_bytes: MAX_TAG_BYTES,
            tags: std::mem::take(&mut self.headers),
            fits: false,
        };
        let read = text
            .get(from..)
            .and_then(|rest| {
                read_prefix(rest, rules.strict, rules.chess960, room, Some(&mut cut)).ok()
            })
            // A result at the chunk's end may go on in the next one (`1-0`
            // of `1-0x`); a game over the limit is the cutter's to drop.
            .filter(|read| {
                cut.fits
                    && read.ending != Ending::TextEnd
                    && from + read.end < text.len()
                    && read.end <= self.max_game_bytes
            });
        let Some(read) = read else {
            // The cutter's own tags start empty, with the room they had.
            self.headers = cut.tags.with_room_alike();
            return None;
        };
        let end = from + read.end;
        self.plies = u32::try_from(read.game.plies().len()).unwrap_or(u32::MAX);
        self.headers = cut.tags;
        self.game = Some(read.game);
        Some((end, read.ending))
    }
}
