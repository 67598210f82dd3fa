//! The JavaScript boundary: converts types and errors, holds no chess logic.
//!
//! Every entry point validates its input and returns a JS `Error` with a
//! clear message instead of panicking, so one bad call never kills the wasm
//! instance. Lists and verbose moves cross as compact text that the thin JS
//! layer (`js/chess.js`) turns into chess.js-shaped objects: one string per
//! call is much cheaper than one JS object per field. The move tree crosses
//! as JSON that serde writes (search results and the rating table do too,
//! from `wasm::engine`).
//!
//! `WasmGame`'s methods are grouped by what they serve: this file the
//! game and its moves, `board` the squares and their editing, `pgn_text` the
//! PGN text, headers and comments, `tree` the move tree.
//!
//! Verbose move encoding: fields separated by `\t`, in the order
//! `color from to piece captured promotion flags san lan before after`
//! (empty field = absent), moves separated by `\n`.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

mod board;
/// The engine's side of the boundary (search, evaluation, opening names, UCI, ratings).
#[cfg(feature = "engine")]
pub mod engine;
mod pgn_stream;
mod pgn_text;
mod tree;

use crate::rules::board_text;
use crate::rules::castling::CastleSide;
use crate::rules::editable::{EditableGame, FenReading};
use crate::rules::fen;
use crate::rules::game::{Game, Ply};
use crate::rules::move_info::{describe, describe_with, filtered_moves, MoveInfo};
use crate::rules::notation;
use crate::rules::perft;
use crate::rules::pgn::{self, WriteOptions};
use crate::rules::position::PositionError;
use crate::rules::position::{Position, STARTING_FEN};
use crate::rules::san;
use crate::rules::tree::{Node, NodeId};
use crate::rules::uci;

/// The deepest perft the boundary runs (depth 7 from the start is 3.2
/// billion nodes, a minute or so in a browser).
const MAX_PERFT_DEPTH: u32 = 7;

thread_local! {
    /// Where [`WasmGame::history_codes`] writes (kept: its room is reused).
    static HISTORY_CODES: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

fn encode(info: &MoveInfo, out: &mut String) {
    use std::fmt::Write;
    let opt = |c: Option<char>| c.map(String::from).unwrap_or_default();
    let _ = write!(
        out,
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        info.color,
        info.from,
        info.to,
        info.piece,
        opt(info.captured),
        opt(info.promotion),
        info.flags,
        info.san,
        info.lan,
        info.before,
        info.after
    );
}

fn parse_square(text: &str) -> Result<chess::Square, JsError> {
    uci::parse_square(text).ok_or_else(|| {
        let shown: String = text.chars().take(16).collect();
        JsError::new(&format!(
            "invalid square {shown:?}: expected a file a-h and a rank 1-8, like \"e4\""
        ))
    })
}

fn parse_piece(text: &str) -> Result<chess::Piece, JsError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => match fen::piece_from_letter(c) {
            Some((_, piece)) => Ok(piece),
            None => Err(JsError::new(&format!(
                "invalid piece {c:?}: expected one of p, n, b, r, q, k"
            ))),
        },
        _ => Err(JsError::new(&format!(
            "invalid piece {:?}: expected one of p, n, b, r, q, k",
            text.chars().take(16).collect::<String>()
        ))),
    }
}

/// JSON text of `value` (serialising these plain structs cannot fail).
pub(crate) fn to_json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A game as seen from JavaScript (wrapped by the `Chess` class).
#[wasm_bindgen]
pub struct WasmGame {
    board: EditableGame,
}

/// Appends the verbose encoding of a played move.
fn encode_ply(ply: &Ply, out: &mut String) {
    encode(
        &describe(&ply.before, ply.mv, &ply.before.legal_moves()),
        out,
    );
}

/// The error of a call that needs a legal position on a board that holds
/// a setup that is not one.
fn not_playable(error: PositionError) -> JsError {
    let reason = error.to_string();
    JsError::new(&format!(
        "the position is not legal chess ({reason}): edit it with put, remove or load until it is"
    ))
}

/// A colour letter `w` or `b`.
fn parse_color(text: &str) -> Result<chess::Color, JsError> {
    let mut chars = text.chars();
    match (
        chars.next().and_then(notation::color_from_char),
        chars.next(),
    ) {
        (Some(color), None) => Ok(color),
        _ => Err(JsError::new(&format!(
            "invalid color {:?}: expected \"w\" or \"b\"",
            text.chars().take(16).collect::<String>()
        ))),
    }
}

/// One side's castling rights as the JavaScript side reads them: bit 1
/// kingside, bit 2 queenside.
fn rights_bits(rights: chess::CastleRights) -> u32 {
    u32::from(rights.has_kingside()) | (u32::from(rights.has_queenside()) << 1)
}

/// Squares in chess.js's order (a8, b8, … h1), space-separated.
fn squares_text(squares: chess::BitBoard) -> String {
    let mut list: Vec<chess::Square> = squares.collect();
    list.sort_by_key(|sq| (7 - sq.get_rank().to_index(), sq.get_file().to_index()));
    list.iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The error for a node number the tree does not hold.
fn no_node(id: NodeId) -> JsError {
    JsError::new(&format!(
        "no node numbered {id} in the game's tree (tree() and mainline() list them)"
    ))
}

impl WasmGame {
    /// The node of the position with FEN `fen` in the current line (the
    /// current node when `fen` is absent).
    fn node_at(&self, fen: Option<&str>) -> Result<NodeId, JsError> {
        let game = self.board.game();
        let Some(fen) = fen else {
            return Ok(game.current_node());
        };
        let found = self
            .game()?
            .line()
            .find(|(_, position)| position.to_fen() == fen);
        found.map(|(node, _)| node).ok_or_else(|| {
            JsError::new(&format!(
                "no position with FEN {:?} in the current line",
                fen.chars().take(100).collect::<String>()
            ))
        })
    }

    fn describe_last(&self) -> String {
        let mut out = String::new();
        if let Some(ply) = self.board.game().plies().last() {
            encode_ply(ply, &mut out);
        }
        out
    }

    pub(crate) fn game(&self) -> Result<&Game, JsError> {
        self.board.playable().map_err(not_playable)
    }

    fn game_mut(&mut self) -> Result<&mut Game, JsError> {
        self.board.playable_mut().map_err(not_playable)
    }

    /// The legal game, or `None` on a setup (whose lists are empty).
    pub(crate) fn legal(&self) -> Option<&Game> {
        self.board.playable().ok()
    }

    /// The FEN the game started from.
    fn start_fen(&self) -> String {
        match self.legal() {
            Some(game) => game.start_position().to_fen(),
            None => self.board.fen(),
        }
    }

    /// The position and filters of a move list; `None` when the list is
    /// empty anyway (a setup, or a square or piece that does not exist).
    fn move_filter(
        &self,
        square: Option<String>,
        piece: Option<String>,
    ) -> Option<(&Position, Option<chess::Square>, Option<chess::Piece>)> {
        let pos = self.legal()?.position();
        let from = match square {
            Some(text) => Some(notation::parse_square(&text)?),
            None => None,
        };
        let piece = match piece {
            Some(text) => Some(parse_piece(&text).ok()?),
            None => None,
        };
        Some((pos, from, piece))
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// A game from `fen`, or from the standard start when `fen` is absent;
    /// with `skip_validation`, a FEN that is no legal position gives a board
    /// to edit; with `chess960`, castling by Chess960's rules (X-FEN or
    /// Shredder-FEN).
    #[wasm_bindgen(constructor)]
    pub fn new(
        fen: Option<String>,
        skip_validation: Option<bool>,
        chess960: Option<bool>,
    ) -> Result<WasmGame, JsError> {
        let reading = FenReading {
            skip_validation: skip_validation.unwrap_or(false),
            chess960: chess960.unwrap_or(false),
        };
        let board = EditableGame::from_fen(fen.as_deref().unwrap_or(STARTING_FEN), reading)?;
        Ok(WasmGame { board })
    }

    /// Nothing when the board is legal chess, else the rule its position
    /// breaks (a board editor's setup, loaded with `skipValidation`).
    pub fn position_problem(&self) -> Option<String> {
        self.board.playable().err().map(|error| error.to_string())
    }

    /// Nothing when the board is legal chess, else the reason, as an error
    /// (the JS layer checks before handing the game to the engine module).
    pub fn check_playable(&self) -> Result<(), JsError> {
        self.game().map(|_| ())
    }

    /// Replaces the game with a new one from `fen` (see the constructor);
    /// headers are kept when `preserve_headers` is set. On error the game is
    /// unchanged.
    pub fn load(
        &mut self,
        fen: &str,
        preserve_headers: bool,
        skip_validation: bool,
        chess960: bool,
    ) -> Result<(), JsError> {
        let reading = FenReading {
            skip_validation,
            chess960,
        };
        let mut board = EditableGame::from_fen(fen, reading)?;
        if preserve_headers {
            for (name, value) in self.board.game().headers() {
                let _ = board.game_mut().set_header(name, value);
            }
        }
        self.board = board;
        Ok(())
    }

    /// Back to the standard starting position, no headers; a Chess960
    /// game stays one (the classical array is its start 518).
    pub fn reset(&mut self) {
        self.board = match self.board.is_chess960() {
            false => EditableGame::new(),
            true => EditableGame::from_game(Game::from_position(
                Position::chess960(518).unwrap_or_default(),
            )),
        };
    }

    /// Whether castling follows Chess960's rules.
    pub fn is_chess960(&self) -> bool {
        self.board.is_chess960()
    }

    /// The current FEN; with `force_en_passant`, the en-passant square
    /// after any double step that a pawn stands beside, even when the
    /// capture is not legal (chess.js's `forceEnpassantSquare`).
    pub fn fen(&self, force_en_passant: Option<bool>) -> String {
        let fen = self.board.fen();
        let forced = match (force_en_passant, self.legal()) {
            (Some(true), Some(game)) => game.position().double_step_target(),
            _ => None,
        };
        match forced {
            Some(target) => {
                let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
                fields[3] = target.to_string();
                fields.join(" ")
            }
            None => fen,
        }
    }

    /// `"w"` or `"b"`.
    pub fn turn(&self) -> String {
        notation::color_char(self.board.turn()).to_string()
    }

    /// Legal moves in SAN separated by spaces, optionally filtered (a square
    /// or piece that does not exist filters out every move, as in chess.js).
    pub fn moves(&self, square: Option<String>, piece: Option<String>) -> String {
        let Some((pos, from, piece)) = self.move_filter(square, piece) else {
            return String::new();
        };
        let legal = pos.legal_moves();
        let mut out = String::with_capacity(legal.len() * 6);
        for mv in filtered_moves(pos, &legal, from, piece) {
            if !out.is_empty() {
                out.push(' ');
            }
            crate::rules::san::write_with(pos, mv, &legal, &mut out);
        }
        out
    }

    /// Legal moves, verbose-encoded (see the module docs), optionally filtered.
    pub fn moves_verbose(&self, square: Option<String>, piece: Option<String>) -> String {
        let Some((pos, from, piece)) = self.move_filter(square, piece) else {
            return String::new();
        };
        let legal = pos.legal_moves();
        let before = pos.to_fen();
        let mut out = String::with_capacity(legal.len() * 120);
        for mv in filtered_moves(pos, &legal, from, piece) {
            if !out.is_empty() {
                out.push('\n');
            }
            encode(&describe_with(pos, mv, &legal, &before), &mut out);
        }
        out
    }

    /// Plays a move given as SAN (or, unless `strict`, any form chess.js
    /// accepts; `--` passes); returns it verbose-encoded.
    pub fn move_san(&mut self, text: &str, strict: bool) -> Result<String, JsError> {
        self.game_mut()?.play_san(text, strict)?;
        Ok(self.describe_last())
    }

    /// Why `move_san(text, strict)` refuses `text` here, as
    /// [`crate::rules::san::SanError::code_number`] (0 when it would not; asked
    /// after a refusal, so the position is the one that refused it: the
    /// JavaScript side names the kind, which a JS Error made here would
    /// cost the module kilobytes).
    pub fn move_error_code(&self, text: &str, strict: bool) -> u8 {
        self.legal()
            .and_then(|game| crate::rules::game::parse_move_at(game.position(), text, strict).err())
            .map_or(0, |error| error.code_number() as u8)
    }

    /// Passes the move to the other side (chess.js's `move(null)`).
    pub fn move_null(&mut self) -> Result<String, JsError> {
        self.game_mut()?.play_null()?;
        Ok(self.describe_last())
    }

    /// Plays the move `from`-`to` (with `promotion`, a piece letter, which a
    /// move that is not a promotion ignores, as chess.js does); returns it
    /// verbose-encoded.
    pub fn move_from_to(
        &mut self,
        from: &str,
        to: &str,
        promotion: Option<String>,
    ) -> Result<String, JsError> {
        let from_sq = parse_square(from)?;
        let to_sq = parse_square(to)?;
        let game = self.game_mut()?;
        let promotes = game
            .position()
            .legal_moves_from(from_sq)
            .iter()
            .any(|m| m.get_dest() == to_sq && m.get_promotion().is_some());
        let promotion = match promotion.as_deref() {
            None | Some("") => None,
            Some(_) if !promotes => None,
            Some(text) => {
                let piece = parse_piece(text)?;
                if matches!(piece, chess::Piece::King | chess::Piece::Pawn) {
                    return Err(JsError::new(&format!(
                        "invalid promotion {text:?}: pawns promote only to q, r, b or n"
                    )));
                }
                Some(piece)
            }
        };
        let name = format!("{from}{to}");
        let mv = uci::resolve(game.position(), from_sq, to_sq, promotion, &name)?;
        game.play_unchecked(mv);
        Ok(self.describe_last())
    }

    /// Takes back the last move; returns it verbose-encoded, or `undefined`.
    pub fn undo(&mut self) -> Option<String> {
        let encoded = self.describe_last();
        let game = self.board.playable_mut().ok()?;
        game.undo().map(|_| encoded)
    }

    /// The moves played, in SAN, separated by spaces.
    pub fn history(&self) -> String {
        let game = self.board.game();
        // The SAN the nodes kept, as bytes, checked once as a whole (not once a move).
        let mut out = Vec::with_capacity(game.plies().len() * 5);
        for ply in game.plies() {
            if !out.is_empty() {
                out.push(b' ');
            }
            match game
                .tree()
                .node(ply.node)
                .and_then(|node| node.san.as_bytes())
            {
                Some(san) => out.extend_from_slice(san),
                None => out.extend_from_slice(game.san_of(ply).as_bytes()),
            }
        }
        String::from_utf8(out)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
    }

    /// The moves played, each SAN as its [`san::code`], written where the
    /// returned address says: the count, then the codes, as 32-bit words
    /// that JavaScript reads in place (no array made to cross over, whose
    /// buffer cost more than the list); 0 when a SAN has no code
    /// (JavaScript then reads [`WasmGame::history`]). The words stay until
    /// the next call.
    pub fn history_codes(&self) -> usize {
        let game = self.board.game();
        HISTORY_CODES.with_borrow_mut(|words| {
            words.clear();
            words.push(game.plies().len() as u32);
            for ply in game.plies() {
                // The SAN the node kept (written anew where it kept none).
                match san::code(game.san_of(ply).as_bytes()) {
                    Some(code) => words.push(code),
                    None => return 0,
                }
            }
            words.as_ptr() as usize
        })
    }

    /// The moves played, verbose-encoded.
    pub fn history_verbose(&self) -> String {
        let mut out = String::new();
        for ply in self.board.game().plies() {
            if !out.is_empty() {
                out.push('\n');
            }
            encode_ply(ply, &mut out);
        }
        out
    }

    /// Game state flags: 1 check, 2 checkmate, 4 stalemate, 8 insufficient
    /// material, 16 threefold repetition, 32 fifty moves, 64 draw, 128 over.
    /// A setup that is not legal chess is at most in check.
    pub fn status(&self) -> u32 {
        let Some(game) = self.legal() else {
            return u32::from(self.board.setup().is_check());
        };
        let pos = game.position();
        let outcome = game.outcome();
        let mut bits = 0;
        let mut set = |cond: bool, bit: u32| {
            if cond {
                bits |= bit;
            }
        };
        set(pos.is_check(), 1);
        set(pos.is_checkmate(), 2);
        set(pos.is_stalemate(), 4);
        set(pos.is_insufficient_material(), 8);
        set(game.is_threefold_repetition(), 16);
        set(game.is_fifty_moves(), 32);
        set(outcome.is_some_and(|o| o.is_draw()), 64);
        set(outcome.is_some(), 128);
        bits
    }

    /// The position's small facts in one number, which the JavaScript
    /// mirror refreshes after every change: bit 0 Black to move; bits 1
    /// and 2 White's kingside and queenside castling rights, bits 3 and 4
    /// Black's; bit 5 the fifty-move rule (as [`WasmGame::status`]'s 32);
    /// and 64 times the fullmove number.
    pub fn facts(&self) -> f64 {
        let [white, black] = self.board.castling().sides();
        let bits = u32::from(self.board.turn() == chess::Color::Black)
            | (rights_bits(white) << 1)
            | (rights_bits(black) << 3)
            | (u32::from(self.legal().is_some_and(|game| game.is_fifty_moves())) << 5);
        f64::from(bits) + 64.0 * f64::from(self.board.fullmove_number())
    }

    /// How the game ended (`checkmate`, `stalemate`, …) or `undefined`.
    pub fn outcome(&self) -> Option<String> {
        self.legal()?.outcome().map(|o| o.reason().to_string())
    }

    /// Leaf nodes at `depth` (0 to 7).
    pub fn perft(&self, depth: u32) -> Result<f64, JsError> {
        if depth > MAX_PERFT_DEPTH {
            return Err(JsError::new(&format!(
                "perft depth {depth} is too deep (at most {MAX_PERFT_DEPTH})"
            )));
        }
        Ok(perft::perft(self.game()?.position(), depth) as f64)
    }

    /// The position's Zobrist key as 16 hex digits.
    pub fn hash(&self) -> String {
        format!("{:016x}", self.board.zobrist_key())
    }
}

/// `""` if `fen` is valid, with all six fields, else the reason it is not.
#[wasm_bindgen]
pub fn validate_fen(fen: &str) -> String {
    let fields = fen.split_whitespace().count();
    if (2..6).contains(&fields) {
        return fen::FenError::FieldCount(fields).to_string();
    }
    match Position::from_fen(fen) {
        Ok(_) => String::new(),
        Err(e) => e.to_string(),
    }
}

/// The FEN (X-FEN) of Chess960 start position `n`, 0 to 959 (518 is the
/// classical array).
#[wasm_bindgen]
pub fn chess960_fen(n: f64) -> Result<String, JsError> {
    let start = (n.fract() == 0.0 && (0.0..960.0).contains(&n))
        .then(|| Position::chess960(n as u32))
        .flatten()
        .ok_or_else(|| {
            // Whole numbers are written as integers: formatting a float
            // would link Rust's float printer (about 5 KB gzipped) into the
            // rules module for this one message.
            let got = if n.fract() == 0.0 && n.abs() < 1e15 {
                (n as i64).to_string()
            } else {
                "a number that is not a whole number".to_string()
            };
            JsError::new(&format!(
                "Chess960 start positions are numbered 0 to 959, got {got}"
            ))
        })?;
    Ok(start.to_fen())
}
