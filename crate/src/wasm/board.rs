//! `WasmGame`: the squares, the pieces on them and their editing (chess.js's
//! get, put, remove, castling and en-passant setters, attackers, ascii).

use wasm_bindgen::prelude::*;

use super::*;

#[wasm_bindgen]
impl WasmGame {
    /// Places a piece (`kind` p n b r q k, `color` w b) on `square`; false
    /// when any of them is not one, or when it would be a second king.
    pub fn put(&mut self, kind: &str, color: &str, square: &str) -> bool {
        let mut chars = kind.chars();
        let piece = match (chars.next(), chars.next()) {
            (Some(c), None) => notation::piece_from_char(c.to_ascii_lowercase()),
            _ => None,
        };
        let color = parse_color(color).ok();
        match (piece, color, notation::parse_square(square)) {
            (Some(piece), Some(color), Some(sq)) => self.board.put(color, piece, sq),
            _ => false,
        }
    }

    /// Empties `square`; returns what stood there as a number (a number
    /// crosses without a string to decode): 0 for nothing (or no square),
    /// else 1 + 6 × colour + piece, by the `chess` crate's indices (white 0,
    /// pawn 0 … king 5).
    pub fn remove(&mut self, square: &str) -> u32 {
        notation::parse_square(square)
            .and_then(|sq| self.board.remove(sq))
            .map_or(0, |(color, piece)| {
                1 + 6 * color.to_index() as u32 + piece.to_index() as u32
            })
    }

    /// An empty board, white to move; headers kept with `preserve_headers`.
    pub fn clear(&mut self, preserve_headers: bool) {
        self.board.clear(preserve_headers);
    }

    /// Hands the move to `color` (a null move in a game; with `edit`, an
    /// edit of the position, as a board editor makes it); false when that
    /// side is already to move.
    pub fn set_turn(&mut self, color: &str, edit: bool) -> Result<bool, JsError> {
        let color = parse_color(color)?;
        if edit {
            return Ok(self.board.edit_turn(color));
        }
        Ok(self.board.set_turn(color)?)
    }

    /// Whether `color` cannot checkmate by any series of legal moves (see
    /// [`Position::has_insufficient_material`]); false on a board that holds
    /// no legal position.
    pub fn has_insufficient_material(&self, color: &str) -> Result<bool, JsError> {
        let color = parse_color(color)?;
        Ok(self
            .legal()
            .is_some_and(|game| game.position().has_insufficient_material(color)))
    }

    /// Which castling rights `color`'s pieces allow: bit 1 kingside, bit 2
    /// queenside.
    pub fn castling_possible(&self, color: &str) -> Result<u32, JsError> {
        let color = parse_color(color)?;
        let possible = |side| u32::from(self.board.castling_possible(color, side));
        Ok(possible(CastleSide::King) | (possible(CastleSide::Queen) << 1))
    }

    /// The en-passant square, if any.
    pub fn en_passant_square(&self) -> Option<String> {
        self.board.en_passant().map(|square| square.to_string())
    }

    /// The squares the side to move could be given as its en-passant
    /// square, space-separated.
    pub fn en_passant_squares(&self) -> String {
        squares_text(self.board.setup().en_passant_squares())
    }

    /// Sets the en-passant square (none clears it); false for a square no
    /// double step explains or no pawn could take.
    pub fn set_en_passant_square(&mut self, square: Option<String>) -> Result<bool, JsError> {
        let target = match square.as_deref() {
            Some(text) => Some(parse_square(text)?),
            None => None,
        };
        Ok(self.board.set_en_passant(target))
    }

    /// `color`'s castling rights: bit 1 kingside, bit 2 queenside.
    pub fn castling_rights(&self, color: &str) -> Result<u32, JsError> {
        Ok(rights_bits(
            self.board.castling().sides()[parse_color(color)?.to_index()],
        ))
    }

    /// Gives (`true`) or takes (`false`) castling rights; returns whether the
    /// rights are now as asked (a right without its king and rook at home
    /// is not given).
    pub fn set_castling_rights(
        &mut self,
        color: &str,
        kingside: Option<bool>,
        queenside: Option<bool>,
    ) -> Result<bool, JsError> {
        let color = parse_color(color)?;
        Ok(self.board.set_castling_rights(color, kingside, queenside))
    }

    /// [`WasmGame::set_castling_rights`] of White or (`black`) Black, the
    /// colour passed as a flag, not as text: a board editor's call.
    pub fn set_castling_rights_of(
        &mut self,
        black: bool,
        kingside: Option<bool>,
        queenside: Option<bool>,
    ) -> bool {
        let color = if black {
            chess::Color::Black
        } else {
            chess::Color::White
        };
        self.board.set_castling_rights(color, kingside, queenside)
    }

    /// The squares of `color`'s pieces that attack `square` (by default the
    /// side to move's), space-separated; `""` for no square.
    pub fn attackers(&self, square: &str, color: Option<String>) -> Result<String, JsError> {
        let by = match color.as_deref() {
            Some(text) => parse_color(text)?,
            None => self.board.turn(),
        };
        Ok(notation::parse_square(square)
            .map(|sq| squares_text(self.board.setup().attackers(sq, by)))
            .unwrap_or_default())
    }

    /// Every square's attackers by each side, for the JavaScript mirror of
    /// the position: 256 numbers, White's 64 squares then Black's (a1 = 0 to
    /// h8 = 63), each square's attacker bitboard as two 32-bit halves, low
    /// first. One call answers a position's every `attackers` and
    /// `isAttacked`.
    pub fn attack_table(&self) -> Vec<u32> {
        let setup = self.board.setup();
        let mut table = Vec::with_capacity(256);
        for color in [chess::Color::White, chess::Color::Black] {
            for square in chess::ALL_SQUARES {
                let bits = setup.attackers(square, color).0;
                table.push(bits as u32);
                table.push((bits >> 32) as u32);
            }
        }
        table
    }

    /// chess.js's ASCII diagram.
    pub fn ascii(&self) -> String {
        board_text::ascii(&self.board.setup())
    }

    /// The Unicode diagram.
    pub fn unicode(&self) -> String {
        board_text::unicode(&self.board.setup())
    }
}
