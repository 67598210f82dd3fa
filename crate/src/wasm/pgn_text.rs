//! `WasmGame`: the game as PGN, its headers and comments.

use wasm_bindgen::prelude::*;

use super::*;

#[wasm_bindgen]
impl WasmGame {
    /// The PGN of the game.
    pub fn pgn(&self, max_width: u32, newline: String, end_at_current: bool) -> String {
        let options = WriteOptions {
            max_width: max_width as usize,
            newline,
            end_at_current,
        };
        match self.legal() {
            Some(game) => pgn::write(game, &options),
            None => pgn::write_setup(self.board.game(), &self.board.fen(), &options),
        }
    }

    /// Replaces the game with the first game of a PGN text. On error the game
    /// is unchanged.
    pub fn load_pgn(&mut self, text: &str, strict: bool, chess960: bool) -> Result<(), JsError> {
        self.board = EditableGame::from_game(pgn::read_as(text, strict, chess960)?);
        Ok(())
    }

    /// Sets a PGN header.
    pub fn set_header(&mut self, name: &str, value: &str) -> Result<(), JsError> {
        Ok(self.board.game_mut().set_header(name, value)?)
    }

    /// Removes a PGN header; returns whether it was set.
    pub fn remove_header(&mut self, name: &str) -> bool {
        self.board.game_mut().remove_header(name)
    }

    /// Headers as `name\tvalue` lines, with `SetUp` and `FEN` for a game that
    /// did not start from the standard position (as chess.js lists them).
    pub fn headers(&self) -> String {
        let game = self.board.game();
        // The standard start (nearly every game) needs no FEN written.
        let standard = self
            .legal()
            .is_some_and(|game| *game.start_position() == Position::startpos());
        let start = if standard {
            String::from(crate::STARTING_FEN)
        } else {
            self.start_fen()
        };
        let mut headers: Vec<(&str, &str)> = game
            .headers()
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        // SetUp and FEN describe the start, so they come from it; chess.js
        // names no FEN for a board just cleared, until a piece is put.
        headers.retain(|(name, _)| !pgn::is_setup_tag(name));
        if start != crate::STARTING_FEN && !self.board.is_just_cleared() {
            headers.push(("SetUp", "1"));
            headers.push(("FEN", &start));
        }
        let mut out = String::new();
        for (name, value) in headers {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(name);
            out.push('\t');
            if value.contains(['\t', '\n']) {
                out.push_str(&value.replace(['\t', '\n'], " "));
            } else {
                out.push_str(value);
            }
        }
        out
    }

    /// The comment on the current position.
    pub fn comment(&self) -> Option<String> {
        self.board.game().comment().map(str::to_string)
    }

    /// Sets (or with `undefined` removes) the comment on the current position.
    pub fn set_comment(&mut self, comment: Option<String>) {
        self.board.game_mut().set_comment(comment.as_deref());
    }

    /// Sets (or with `undefined` removes) the comment after node `id`'s move.
    pub fn set_node_comment(&mut self, id: u32, comment: Option<String>) -> Result<(), JsError> {
        if self
            .board
            .game_mut()
            .set_node_comment(id as usize, comment.as_deref())
        {
            Ok(())
        } else {
            Err(no_node(id as usize))
        }
    }

    /// Every comment of the game, in game order, as `fen\tcomment` lines
    /// (the FEN of the position it follows).
    pub fn comments(&self) -> String {
        let Some(game) = self.legal() else {
            // A setup has no moves: only the comment on the board.
            let comment = self.board.game().initial_comment();
            return comment.map_or_else(String::new, |c| format!("{}\t{c}", self.board.fen()));
        };
        let tree = game.tree();
        game.line()
            .filter_map(|(node, position)| {
                let comment = tree.node(node)?.comment.as_ref()?;
                Some(format!("{}\t{comment}", position.to_fen()))
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Removes every comment; returns them as [`WasmGame::comments`] does.
    pub fn remove_comments(&mut self) -> String {
        let all = self.comments();
        self.board.game_mut().clear_comments();
        all
    }
}
