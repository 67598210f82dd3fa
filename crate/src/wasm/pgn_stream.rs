//! `WasmPgnStream`: a PGN database cut into games as its chunks arrive
//! ([`crate::rules::pgn::split`]), for `readGames` and `readHeaders`; and
//! `WasmGame::from_split_game`, which reads the game it holds.

use wasm_bindgen::prelude::*;

use super::*;
use crate::rules::pgn::split::{SplitGame, Splitter};

/// The games of a PGN source, cut as its chunks are pushed in.
#[wasm_bindgen]
pub struct WasmPgnStream {
    splitter: Splitter,
    /// The game [`WasmPgnStream::next`] took last.
    current: Option<SplitGame>,
}

/// `text` as the headers' string gives it: its length in UTF-16 units, a
/// colon, and the text (so that any character may be in a name or value).
fn push_counted(out: &mut String, text: &str) {
    let units = if text.is_ascii() {
        text.len()
    } else {
        text.encode_utf16().count()
    };
    out.push_str(&units.to_string());
    out.push(':');
    out.push_str(text);
}

#[wasm_bindgen]
impl WasmPgnStream {
    /// A stream that keeps each game's bytes (`keep_bytes`, to read it) up
    /// to `max_game_bytes`, each game whole in a chunk scanned with the
    /// syntax layer (see [`Splitter::scan_games`]; or read,
    /// [`WasmPgnStream::read_games`]).
    #[wasm_bindgen(constructor)]
    pub fn new(max_game_bytes: f64, keep_bytes: bool) -> WasmPgnStream {
        let mut splitter = Splitter::new(
            max_game_bytes.clamp(1.0, usize::MAX as f64) as usize,
            keep_bytes,
        );
        splitter.scan_games();
        WasmPgnStream {
            splitter,
            current: None,
        }
    }

    /// Reads each game as it cuts it (`readGames`), by `load_pgn`'s rules
    /// with these options (see [`Splitter::read_games`]).
    pub fn read_games(&mut self, strict: bool, chess960: bool) {
        self.splitter.read_games(strict, chess960);
    }

    /// Reads the next chunk of the source.
    pub fn push(&mut self, chunk: &[u8]) {
        self.splitter.push(chunk);
    }

    /// Ends the source (the last game is then whole).
    pub fn end(&mut self) {
        self.splitter.end();
    }

    /// Takes the next whole game; false when none is ready yet.
    pub fn next(&mut self) -> bool {
        self.current = self.splitter.next_game();
        self.current.is_some()
    }

    /// The game's place among the source's games, from 0.
    pub fn index(&self) -> f64 {
        self.current.as_ref().map_or(-1.0, |game| game.index as f64)
    }

    /// The game's first byte's offset in the source.
    pub fn offset(&self) -> f64 {
        self.current
            .as_ref()
            .map_or(-1.0, |game| game.offset as f64)
    }

    /// The game's length in bytes.
    pub fn length(&self) -> f64 {
        self.current.as_ref().map_or(0.0, |game| game.length as f64)
    }

    /// The game's main-line moves.
    pub fn plies(&self) -> u32 {
        self.current.as_ref().map_or(0, |game| game.plies)
    }

    /// Whether the game was over the byte limit (its moves then unread).
    pub fn too_long(&self) -> bool {
        self.current.as_ref().is_some_and(|game| game.too_long)
    }

    /// The game's tag pairs in one string: each name, then its value, as
    /// `length:text` with the length in UTF-16 units.
    pub fn headers(&self) -> String {
        let mut out = String::new();
        for (name, value) in self.current.iter().flat_map(|game| game.headers.iter()) {
            push_counted(&mut out, name);
            push_counted(&mut out, value);
        }
        out
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// The game `stream` took last, read as [`WasmGame::load_pgn`] reads
    /// a text (or as the stream read it already, [`WasmPgnStream::read_games`]).
    pub fn from_split_game(
        stream: &mut WasmPgnStream,
        strict: bool,
        chess960: bool,
    ) -> Result<WasmGame, JsError> {
        if let Some(game) = stream.current.as_mut().and_then(|game| game.game.take()) {
            return Ok(WasmGame {
                board: EditableGame::from_game(game),
            });
        }
        let Some(bytes) = stream.current.as_ref().and_then(|game| game.bytes.as_ref()) else {
            return Err(JsError::new("no game of the stream holds its bytes here"));
        };
        // Valid UTF-8 (nearly every file) is checked by the fast path alone.
        let text = match std::str::from_utf8(bytes) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(bytes),
        };
        Ok(WasmGame {
            board: EditableGame::from_game(pgn::read_as(&text, strict, chess960)?),
        })
    }
}
