//! The cutter reading each game as it cuts it (`readGames`): at the first
//! byte of a game's movetext, the reader (`pgn::read`) reads the game from
//! its first byte, and when it reads it whole (up to its result, or to the
//! next game's `[` first on its line) and agrees on where its headers
//! end, the cutter goes on from the game's end instead of reading its
//! movetext byte by byte a second time. Anywhere else (a game cut by a
//! chunk, bytes that are not UTF-8, a game that does not read) the cutter
//! cuts as ever and the game is read from its bytes afterwards: the games
//! are the same either way (the fuzz target `pgn_split` checks it).

use super::Splitter;
use crate::pgn::read::{read_prefix, Ending};

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
    /// ```
    pub fn read_games(&mut self, strict: bool, chess960: bool) {
        self.reading = Some(Rules { strict, chess960 });
    }

    /// At byte `at` of `text` (the chunk being cut), the first of the
    /// current game's movetext: reads the game, which starts at `from` in
    /// the chunk, and says where it ends and how, when the reader read it
    /// whole; `None` when the cutter goes on byte by byte.
    pub(super) fn read_ahead(
        &mut self,
        text: &str,
        from: Option<usize>,
        at: usize,
    ) -> Option<(usize, Ending)> {
        let rules = self.reading?;
        let from = from?;
        // Only a game whose every byte so far is in this chunk.
        if !self.bytes.is_empty() || self.game_start != Some(self.offset + from as u64) {
            return None;
        }
        let room = usize::try_from(self.last_length)
            .unwrap_or(usize::MAX)
            .div_ceil(16)
            .max(64);
        let read = read_prefix(text.get(from..)?, rules.strict, rules.chess960, room).ok()?;
        let end = from + read.end;
        // A result at the chunk's end may go on in the next one (`1-0` of `1-0x`).
        if read.movetext_start != at - from || read.ending == Ending::TextEnd || end == text.len() {
            return None;
        }
        self.plies = u32::try_from(read.game.plies().len()).unwrap_or(u32::MAX);
        self.game = Some(read.game);
        Some((end, read.ending))
    }
}
