//! The JavaScript boundary: converts types and errors, holds no chess logic.
//!
//! Every entry point validates its input and returns a JS `Error` with a
//! clear message instead of panicking, so one bad call never kills the wasm
//! instance. Lists and verbose moves cross as compact text that the thin JS
//! layer (`js/chess.js`) turns into chess.js-shaped objects: one string per
//! call is much cheaper than one JS object per field. The move tree crosses
//! as JSON that serde writes (search results and the rating table do too,
//! from `wasm_engine`).
//!
//! Verbose move encoding: fields separated by `\t`, in the order
//! `color from to piece captured promotion flags san lan before after`
//! (empty field = absent), moves separated by `\n`.

use wasm_bindgen::prelude::*;

use crate::board_text;
use crate::castling::CastleSide;
use crate::editable::{EditableGame, FenReading};
use crate::fen;
use crate::game::{Game, Ply};
use crate::move_info::{describe, describe_with, filtered_moves, MoveInfo};
use crate::notation;
use crate::perft;
use crate::pgn::{self, WriteOptions};
use crate::position::{Position, STARTING_FEN};
use crate::position_error::PositionError;
use crate::tree::{Node, NodeId};
use crate::uci;

/// The deepest perft the boundary runs (depth 7 from the start is 3.2
/// billion nodes, a minute or so in a browser).
const MAX_PERFT_DEPTH: u32 = 7;

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

/// `"wp"`-style text for a piece.
fn piece_text((color, piece): (chess::Color, chess::Piece)) -> String {
    format!(
        "{}{}",
        notation::color_char(color),
        notation::piece_char(piece)
    )
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

/// The move tree as `tree()` lists it.
#[derive(serde::Serialize)]
struct Tree {
    current: NodeId,
    nodes: Vec<TreeNode>,
}

/// What changed in the tree, as `tree_changes` lists it.
#[derive(serde::Serialize)]
struct TreeChanges {
    revision: u64,
    replaced: bool,
    changed: Vec<NodeId>,
    removed: Vec<NodeId>,
}

/// A node of the move tree as `tree()` lists it.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct TreeNode {
    id: NodeId,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
    /// SAN (`null` for the root).
    san: Option<String>,
    /// UCI (`null` for the root).
    uci: Option<String>,
    /// The FEN after the move.
    fen: String,
    ply: usize,
    /// The side to move after the move (`'w'` or `'b'`).
    turn: char,
    /// The fullmove number after the move, as the FEN says.
    move_number: u32,
    nags: Vec<u8>,
    comment: Option<String>,
    starting_comment: Option<String>,
}

impl TreeNode {
    /// The root of a board that holds no legal position.
    fn root(board: &EditableGame) -> TreeNode {
        let setup = board.setup();
        let game = board.game();
        TreeNode {
            id: 0,
            parent: None,
            children: Vec::new(),
            san: None,
            uci: None,
            fen: board.fen(),
            ply: 0,
            turn: notation::color_char(setup.turn),
            move_number: setup.fullmove_number,
            nags: Vec::new(),
            comment: game.initial_comment().map(str::to_string),
            starting_comment: None,
        }
    }

    /// Node `id`, whose move is played from `before` at ply `ply`, with the
    /// position after it.
    fn of(node: &Node, id: NodeId, before: Position, ply: usize) -> (TreeNode, Position) {
        let (san, uci, after) = match node.mv {
            Some(mv) => (
                Some(crate::san::format(&before, mv)),
                // UCI writes a null move `0000`.
                Some(if crate::position::is_null(mv) {
                    "0000".to_string()
                } else {
                    uci::format_move(mv)
                }),
                before.play_recorded(mv),
            ),
            None => (None, None, before),
        };
        let out = TreeNode {
            id,
            parent: node.parent,
            children: node.children.clone(),
            san,
            uci,
            fen: after.to_fen(),
            ply,
            turn: notation::color_char(after.turn()),
            move_number: after.fullmove_number,
            nags: node.nags.clone(),
            comment: node.comment.clone(),
            starting_comment: node.starting_comment.clone(),
        };
        (out, after)
    }

    /// Every node of `game`'s tree, in id order, walked without recursion.
    fn all(game: &Game, start: Position) -> Vec<TreeNode> {
        let tree = game.tree();
        let mut out = Vec::new();
        // (node, the position its move is played from, its ply)
        let mut todo = vec![(tree.root(), start, 0usize)];
        while let Some((id, before, ply)) = todo.pop() {
            let Some(node) = tree.node(id) else { continue };
            let (listed, after) = TreeNode::of(node, id, before, ply);
            for &child in node.children.iter().rev() {
                todo.push((child, after, ply + 1));
            }
            out.push(listed);
        }
        out.sort_by_key(|n| n.id);
        out
    }

    /// The nodes of `ids`, a line from the root's first move on (as
    /// [`MoveTree::path`] or [`MoveTree::main_line`] give it).
    fn line(game: &Game, ids: &[NodeId]) -> Vec<TreeNode> {
        let tree = game.tree();
        let mut before = *game.start_position();
        let mut out = Vec::with_capacity(ids.len());
        for (index, &id) in ids.iter().enumerate() {
            let Some(node) = tree.node(id) else { break };
            let (listed, after) = TreeNode::of(node, id, before, index + 1);
            out.push(listed);
            before = after;
        }
        out
    }
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
            crate::san::write_with(pos, mv, &legal, &mut out);
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
        self.board.game().san_history().join(" ")
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

    /// The piece on `square` as `"wp"`-style text, or `""` when the square
    /// is empty or no square.
    pub fn get(&self, square: &str) -> String {
        notation::parse_square(square)
            .and_then(|sq| self.board.piece_at(sq))
            .map(piece_text)
            .unwrap_or_default()
    }

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

    /// Empties `square`; returns what stood there as `"wp"`-style text, `""`
    /// when nothing (or no square).
    pub fn remove(&mut self, square: &str) -> String {
        notation::parse_square(square)
            .and_then(|sq| self.board.remove(sq))
            .map(piece_text)
            .unwrap_or_default()
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
        let rights = self.board.setup().castling.sides()[parse_color(color)?.to_index()];
        Ok(u32::from(rights.has_kingside()) | (u32::from(rights.has_queenside()) << 1))
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

    /// The squares holding `color`'s pieces of kind `kind`, space-separated
    /// (none for a kind or colour that does not exist, as in chess.js).
    pub fn find_piece(&self, kind: &str, color: &str) -> String {
        match (parse_piece(kind), parse_color(color)) {
            (Ok(piece), Ok(color)) => squares_text(self.board.setup().pieces(color, piece)),
            _ => String::new(),
        }
    }

    /// The FEN placement field, for building `board()`.
    pub fn placement(&self) -> String {
        let fen = self.board.fen();
        fen.split(' ').next().unwrap_or_default().to_string()
    }

    /// chess.js's ASCII diagram.
    pub fn ascii(&self) -> String {
        board_text::ascii(&self.board.setup())
    }

    /// The Unicode diagram.
    pub fn unicode(&self) -> String {
        board_text::unicode(&self.board.setup())
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

    /// How the game ended (`checkmate`, `stalemate`, …) or `undefined`.
    pub fn outcome(&self) -> Option<String> {
        self.legal()?.outcome().map(|o| o.reason().to_string())
    }

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
        let start = self.start_fen();
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
            out.push_str(&value.replace(['\t', '\n'], " "));
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

    /// The tree of moves as JSON: `{"current":id,"nodes":[…]}`, every live
    /// node with its id, parent, children (the first continues the line),
    /// move in SAN and UCI, FEN after it, ply, NAGs and comments.
    pub fn tree(&self) -> String {
        let game = self.board.game();
        let tree = match self.legal() {
            Some(legal) => Tree {
                current: game.current_node(),
                nodes: TreeNode::all(game, *legal.start_position()),
            },
            None => Tree {
                current: 0,
                nodes: vec![TreeNode::root(&self.board)],
            },
        };
        to_json(&tree)
    }

    /// Node `id` of the tree as JSON `[node, data]`: the node as `tree()`
    /// lists it and its stored data; it costs one move per ply of its path.
    pub fn node(&self, id: u32) -> Result<String, JsError> {
        let game = self.board.game();
        let id = id as usize;
        let Some(node) = game.tree().node(id) else {
            return Err(no_node(id));
        };
        let listed = match self.legal() {
            Some(legal) => {
                let parent = node.parent.and_then(|p| legal.position_at(p));
                let before = parent.unwrap_or(*legal.start_position());
                let ply = legal.tree().path(id).map_or(0, |path| path.len());
                TreeNode::of(node, id, before, ply).0
            }
            None => TreeNode::root(&self.board),
        };
        // `[node, data]`: serde's `flatten` would cost kilobytes of wasm.
        Ok(to_json(&(listed, &node.data)))
    }

    /// What changed in the tree after revision `since`, as JSON
    /// `{"revision":r,"replaced":b,"changed":[ids],"removed":[ids]}`:
    /// `replaced` (and no lists) when the tree is newer than `since` (a
    /// game loaded since) or `since` is absent.
    pub fn tree_changes(&self, since: Option<f64>) -> String {
        let tree = self.board.game().tree();
        let changes = since.and_then(|since| tree.changes(since as u64));
        let replaced = changes.is_none();
        let changes = changes.unwrap_or_default();
        to_json(&TreeChanges {
            revision: tree.revision(),
            replaced,
            changed: changes.changed,
            removed: changes.removed,
        })
    }

    /// The id of the current position's node (0 on a board that holds no
    /// legal position).
    pub fn current_node(&self) -> u32 {
        self.legal().map_or(0, |game| game.current_node() as u32)
    }

    /// The main line's length and its first `max_plies` moves with the
    /// position each was played in, for an opening index: first the main
    /// line's length in plies (null moves included), then two numbers a
    /// ply, the position's Zobrist key cut to its top 52 bits (exact in a
    /// JavaScript number, the first 13 hex digits of [`WasmGame::hash`]) and
    /// the move, `from + 64 * to + 4096 * promotion` (squares a1 = 0 to h8 =
    /// 63, as UCI writes the move; promotion 0 none, 1 to 4 knight to
    /// queen). A null move ends the moves. Empty on a board that holds no
    /// legal position.
    pub fn mainline_keys(&self, max_plies: u32) -> Vec<f64> {
        let Some(game) = self.legal() else {
            return Vec::new();
        };
        let tree = game.tree();
        let line = tree.main_line();
        let mut position = *game.start_position();
        let mut out = vec![line.len() as f64];
        for id in line.into_iter().take(max_plies as usize) {
            let Some(mv) = tree.node(id).and_then(|node| node.mv) else {
                break;
            };
            if crate::position::is_null(mv) {
                break;
            }
            let promotion = match mv.get_promotion() {
                Some(chess::Piece::Knight) => 1,
                Some(chess::Piece::Bishop) => 2,
                Some(chess::Piece::Rook) => 3,
                Some(chess::Piece::Queen) => 4,
                _ => 0,
            };
            out.push((position.zobrist_key() >> 12) as f64);
            out.push(
                (mv.get_source().to_index() + 64 * mv.get_dest().to_index() + 4096 * promotion)
                    as f64,
            );
            position = position.play_recorded(mv);
        }
        out
    }

    /// The main line as JSON: its nodes from the first move on, as `tree()`
    /// lists them (none on a board that holds no legal position).
    pub fn mainline(&self) -> String {
        let nodes = match self.legal() {
            Some(game) => TreeNode::line(game, &game.tree().main_line()),
            None => Vec::new(),
        };
        to_json(&nodes)
    }

    /// Adds `moves` as a line from node `from` without moving the game (see
    /// [`Game::add_line`]); returns the id of its last node.
    pub fn add_line(
        &mut self,
        from: u32,
        moves: Vec<String>,
        strict: bool,
    ) -> Result<u32, JsError> {
        let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
        let id = self
            .game_mut()?
            .add_line(from as usize, &texts, strict)
            .map_err(|error| JsError::new(&error.to_string()))?;
        Ok(id as u32)
    }

    /// The data stored on node `id` under `key`; `undefined` when none.
    pub fn node_data(&self, id: u32, key: &str) -> Result<Option<String>, JsError> {
        let tree = self.board.game().tree();
        tree.node(id as usize).ok_or_else(|| no_node(id as usize))?;
        Ok(tree.data(id as usize, key).map(str::to_string))
    }

    /// Stores `value` on node `id` under `key` (removes it when absent).
    pub fn set_node_data(
        &mut self,
        id: u32,
        key: &str,
        value: Option<String>,
    ) -> Result<(), JsError> {
        if key.is_empty() || key.chars().count() > 255 {
            return Err(JsError::new("a node data key has 1 to 255 characters"));
        }
        if self
            .board
            .game_mut()
            .set_node_data(id as usize, key, value.as_deref())
        {
            Ok(())
        } else {
            Err(no_node(id as usize))
        }
    }

    /// Moves to node `id` of the tree: its line becomes the history.
    pub fn go_to(&mut self, id: u32) -> Result<(), JsError> {
        let game = self.game_mut()?;
        if game.go_to(id as usize) {
            Ok(())
        } else {
            Err(JsError::new(&format!(
                "no move numbered {id} in the game's tree (tree() lists them)"
            )))
        }
    }

    /// Makes node `id`'s line the continuation at its branch point.
    pub fn promote_variation(&mut self, id: u32) -> bool {
        self.board
            .playable_mut()
            .is_ok_and(|game| game.promote_variation(id as usize))
    }

    /// Removes node `id` and what follows it.
    pub fn delete_variation(&mut self, id: u32) -> bool {
        self.board
            .playable_mut()
            .is_ok_and(|game| game.remove_variation(id as usize))
    }

    /// The NAGs of the node after the current move, or of the position with
    /// FEN `fen` in the current line.
    pub fn nags(&self, fen: Option<String>) -> Result<Vec<u8>, JsError> {
        let node = self.node_at(fen.as_deref())?;
        Ok(self
            .board
            .game()
            .tree()
            .node(node)
            .map(|n| n.nags.clone())
            .unwrap_or_default())
    }

    /// Replaces the NAGs of that node (see [`WasmGame::nags`]).
    pub fn set_nags(&mut self, nags: Vec<u8>, fen: Option<String>) -> Result<(), JsError> {
        let node = self.node_at(fen.as_deref())?;
        self.game_mut()?.set_nags(node, &nags);
        Ok(())
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

    /// The fullmove number.
    pub fn fullmove_number(&self) -> u32 {
        match self.legal() {
            Some(game) => game.position().fullmove_number(),
            None => self.board.setup().fullmove_number,
        }
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

