//! A game: a starting position, the tree of moves played from it (the
//! main line and its variations), and what PGN keeps around them (headers,
//! comments, NAGs).
//!
//! [`Game`] is the rules layer's centre: it plays and takes back moves,
//! counts repetitions the FIDE way, and decides when the game is over. It
//! stands on one node of its [`MoveTree`] (the current position); the
//! moves from the root to it are its [`Game::plies`]. Playing a move adds
//! it there (a new variation when that node already has a continuation),
//! [`Game::go_to`] moves to another node, and [`Game::undo`] takes the last
//! move out of the tree, as chess.js's `undo` does.
//!
//! ```
//! use ferrochess::Game;
//!
//! let mut game = Game::new();
//! for _ in 0..2 {
//!     for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
//!         game.play_san(san, true).unwrap();
//!     }
//! }
//! assert_eq!(game.repetition_count(), 3);
//! assert!(game.is_threefold_repetition());
//! game.undo();
//! assert!(!game.is_threefold_repetition());
//! ```

use chess::{ChessMove, Color};

use crate::rules::fen::FenError;
use crate::rules::outcome::Outcome;
use crate::rules::position::{null_move, Position};
use crate::rules::san::{self, SanError, SanText};
use crate::rules::tree::{MoveTree, Node, NodeId};
use crate::rules::uci::{self, UciMoveError};

mod annotations;
#[cfg(test)]
mod tests;

pub use annotations::HeaderError;

/// The move played at one ply of the current line, with the position
/// before it and its node in the tree (for its comment and NAGs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The move.
    pub mv: ChessMove,
    /// The position the move was played in.
    pub before: Position,
    /// The move's node in [`Game::tree`].
    pub node: NodeId,
}

/// Where a variation being read opened ([`Game::open_variation`]): the
/// move it replaces, the position after it, and the line's length before it.
#[derive(Clone, Debug)]
pub(crate) struct VariationStart {
    ply: Ply,
    after: Position,
    depth: usize,
}

/// The move `text` names in `position`: SAN (strict) or any accepted
/// notation (permissive), or a null move (`--`; unless strict also `Z0`,
/// `0000`, …), which is refused in check.
pub fn parse_move_at(position: &Position, text: &str, strict: bool) -> Result<ChessMove, SanError> {
    parse_move_without_check_sign(position, text, strict).map(|(mv, _)| mv)
}

/// Like [`parse_move_at`], with the move's standard SAN but for its check
/// sign (see [`san::parse_without_check_sign`]; [`signed`] adds it from the
/// position the move reaches); a null move's is whole (`--`).
fn parse_move_without_check_sign(
    position: &Position,
    text: &str,
    strict: bool,
) -> Result<(ChessMove, SanText), SanError> {
    let trimmed = san::trim(text);
    if trimmed == "--" || (!strict && san::is_null_move(trimmed)) {
        return if position.play_null().is_some() {
            Ok((null_move(), SanText::new("--")))
        } else {
            Err(SanError::NullMoveInCheck)
        };
    }
    san::parse_without_check_sign(position, trimmed, strict)
}

/// Adds `mv`'s check sign to `san` from the position the move reached (a
/// null move gives none: `--` is whole).
fn signed(mut san: SanText, mv: ChessMove, after: &Position) -> SanText {
    if !crate::rules::position::is_null(mv) {
        san.add_check_sign(after.board());
    }
    san
}

/// Why [`Game::add_line`] added nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddLineError {
    /// There is no node with this number.
    NoNode(NodeId),
    /// The move at `index` (from 0) is not legal or does not parse.
    Move {
        /// Its place in the line, from 0.
        index: usize,
        /// Its text (at most 40 characters of it).
        text: String,
        /// What is wrong with it.
        error: SanError,
    },
}

impl std::fmt::Display for AddLineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AddLineError::NoNode(id) => write!(f, "no node numbered {id} in the game's tree"),
            AddLineError::Move { index, text, error } => {
                write!(f, "move {} of the line, {text:?}: {error}", index + 1)
            }
        }
    }
}

impl std::error::Error for AddLineError {}

/// A header's name or value, kept inline up to 24 bytes: a lichess game's
/// names and most of its values (its Site and Opening are longer), so that a
/// game read from a database makes no allocation for most of its headers.
pub type HeaderText = smallstr::SmallString<[u8; 24]>;

/// A chess game with history, undo, repetition tracking and PGN metadata.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    plies: Vec<Ply>,
    headers: Vec<(HeaderText, HeaderText)>,
    tree: MoveTree,
    /// The node of the current position.
    cursor: NodeId,
}

impl Game {
    /// A game from the standard starting position.
    pub fn new() -> Self {
        Self::from_position(Position::startpos())
    }

    /// A game starting from `start`.
    pub fn from_position(start: Position) -> Self {
        Game {
            start,
            position: start,
            plies: Vec::new(),
            headers: Vec::new(),
            tree: MoveTree::new(),
            cursor: 0,
        }
    }

    /// A game starting from a FEN.
    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        Ok(Self::from_position(Position::from_fen(fen)?))
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The plies played, oldest first.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The moves played, oldest first.
    pub fn moves(&self) -> impl Iterator<Item = ChessMove> + '_ {
        self.plies.iter().map(|p| p.mv)
    }

    /// Plays a move the caller knows is legal in the current position. When
    /// the tree already holds it here, the game follows it; otherwise it is
    /// added (a variation when this node has a continuation already).
    pub fn play_unchecked(&mut self, mv: ChessMove) {
        let before = self.position;
        self.position = before.play_unchecked(mv);
        self.step(mv, before);
    }

    /// Parses `text` like [`Game::play_san`] and plays it as a new
    /// variation, even where the tree holds the same move already (a PGN
    /// variation that repeats the move it replaces stays a variation).
    pub fn play_san_as_variation(
        &mut self,
        text: &str,
        strict: bool,
    ) -> Result<ChessMove, SanError> {
        let (mv, san) = parse_move_without_check_sign(&self.position, text, strict)?;
        let before = self.position;
        self.position = before.play_recorded(mv);
        let node = self.tree.add_child(self.cursor, mv);
        self.tree.keep_san(node, signed(san, mv, &self.position));
        self.record(mv, before, node);
        Ok(mv)
    }

    /// The position after node `id`'s move (the start for the root), or
    /// `None` when there is no such node. It costs one move per ply of the
    /// node's path, whatever the size of the tree.
    pub fn position_at(&self, id: NodeId) -> Option<Position> {
        let path = self.tree.path(id)?;
        let mut position = self.start;
        for node in path {
            let mv = self.tree.node(node)?.mv?;
            position = position.play_recorded(mv);
        }
        Some(position)
    }

    /// The position node `id`'s move is played from (the start for the
    /// root) and the node's ply, or `None` when there is no such node. The
    /// current line's positions are kept, so it costs one move per ply of
    /// the node's path past where it leaves the current line.
    ///
    /// ```
    /// use ferrochess::rules::game::Game;
    ///
    /// let mut game = Game::new();
    /// game.play_san("e4", true).unwrap();
    /// game.play_san("e5", true).unwrap();
    /// let c5 = game.add_line(1, &["c5"], true).unwrap();
    /// let (before, ply) = game.position_before(c5).unwrap();
    /// assert_eq!((before, ply), (game.position_at(1).unwrap(), 2));
    /// ```
    pub fn position_before(&self, id: NodeId) -> Option<(Position, usize)> {
        let path = self.tree.path(id)?;
        let Some((_, earlier)) = path.split_last() else {
            return Some((self.start, 0));
        };
        // How many of the path's first moves are the current line's.
        let shared = earlier
            .iter()
            .zip(&self.plies)
            .take_while(|(node, ply)| **node == ply.node)
            .count();
        let mut position = match self.plies.get(shared) {
            Some(ply) => ply.before,
            None => self.position,
        };
        for &node in &earlier[shared..] {
            position = position.play_recorded(self.tree.node(node)?.mv?);
        }
        Some((position, path.len()))
    }

    /// Adds the moves `moves` (SAN, or any accepted notation unless
    /// `strict`) as a line played from node `from`, without moving the game:
    /// where the tree holds a move already the line follows it, else it is
    /// added (a variation where the node has a continuation). Every move is
    /// checked before any is added, so a bad one leaves the tree as it was.
    /// Returns the node of the line's last move (`from` for no moves).
    ///
    /// ```
    /// use ferrochess::rules::game::Game;
    ///
    /// let mut game = Game::new();
    /// game.play_san("e4", true).unwrap();
    /// let root = game.tree().root();
    /// let d5 = game.add_line(root, &["d4", "d5"], true).unwrap();
    /// assert_eq!(game.position_at(d5).unwrap().to_fen(),
    ///     "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2");
    /// assert_eq!(game.san_history(), vec!["e4"]);
    /// assert!(game.add_line(root, &["d4", "Ke3"], true).is_err());
    /// ```
    pub fn add_line(
        &mut self,
        from: NodeId,
        moves: &[&str],
        strict: bool,
    ) -> Result<NodeId, AddLineError> {
        let mut position = self.position_at(from).ok_or(AddLineError::NoNode(from))?;
        let mut parsed = Vec::with_capacity(moves.len());
        for (index, text) in moves.iter().enumerate() {
            let (mv, san) =
                parse_move_without_check_sign(&position, text, strict).map_err(|error| {
                    AddLineError::Move {
                        index,
                        text: text.chars().take(40).collect(),
                        error,
                    }
                })?;
            position = position.play_recorded(mv);
            parsed.push((mv, signed(san, mv, &position)));
        }
        let mut at = from;
        for (mv, san) in parsed {
            at = self
                .tree
                .child_with(at, mv)
                .unwrap_or_else(|| self.tree.add_child(at, mv));
            self.tree.keep_san(at, san);
        }
        Ok(at)
    }

    /// Records the move just played from `before` in the tree (following
    /// the tree where it holds the move already) and the line.
    fn step(&mut self, mv: ChessMove, before: Position) {
        let node = self
            .tree
            .child_with(self.cursor, mv)
            .unwrap_or_else(|| self.tree.add_child(self.cursor, mv));
        self.record(mv, before, node);
    }

    /// Makes `node`, the move `mv` just played from `before`, the current one.
    fn record(&mut self, mv: ChessMove, before: Position, node: NodeId) {
        self.cursor = node;
        self.plies.push(Ply { mv, before, node });
    }

    /// Plays `mv` if it is legal; returns whether it was.
    pub fn play(&mut self, mv: ChessMove) -> bool {
        let legal = self.position.is_legal(mv);
        if legal {
            self.play_unchecked(mv);
        }
        legal
    }

    /// Makes room for about `plies` more moves in the tree and the current
    /// line, so that reading a game of known length does not grow them
    /// again and again.
    pub fn reserve(&mut self, plies: usize) {
        self.tree.reserve(plies);
        self.plies.reserve(plies);
    }

    /// Makes room for `count` more headers.
    pub(crate) fn reserve_headers(&mut self, count: usize) {
        self.headers.reserve(count);
    }

    /// Makes the game's tree without stamping its changes, until
    /// [`Game::made_now`] (see [`MoveTree::make_quietly`]): for a reader
    /// making a game no one has seen yet.
    pub(crate) fn make_quietly(&mut self) {
        self.tree.make_quietly();
    }

    /// Ends [`Game::make_quietly`]: the game's tree counts as made now.
    pub(crate) fn made_now(&mut self) {
        self.tree.made_now();
    }

    /// Gives back the room [`Game::reserve`] made and no move took.
    pub fn shrink_to_fit(&mut self) {
        self.tree.shrink_to_fit();
        self.plies.shrink_to_fit();
    }

    /// Passes the move to the other side (a null move, `--` in PGN); it is
    /// recorded as [`null_move`]. Refused when the side to move is in check.
    pub fn play_null(&mut self) -> Result<(), SanError> {
        let before = self.position;
        self.position = before.play_null().ok_or(SanError::NullMoveInCheck)?;
        self.step(null_move(), before);
        Ok(())
    }

    /// Parses `text` as SAN (strict) or any accepted notation (permissive)
    /// and plays it. A null move (`--`) is played as [`Game::play_null`].
    pub fn play_san(&mut self, text: &str, strict: bool) -> Result<ChessMove, SanError> {
        let (mv, san) = parse_move_without_check_sign(&self.position, text, strict)?;
        let before = self.position;
        self.position = before.play_recorded(mv);
        self.step(mv, before);
        self.tree
            .keep_san(self.cursor, signed(san, mv, &self.position));
        Ok(mv)
    }

    /// Parses `text` as a UCI move and plays it.
    pub fn play_uci(&mut self, text: &str) -> Result<ChessMove, UciMoveError> {
        let mv = uci::parse_move(&self.position, text)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Takes back the last move, restoring the exact previous state, and
    /// removes it from the tree with everything played after it (chess.js's
    /// `undo`; [`Game::go_to`] steps back and keeps the tree).
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        self.position = ply.before;
        self.cursor = self.tree.node(ply.node).and_then(|n| n.parent).unwrap_or(0);
        self.tree.remove(ply.node);
        Some(ply)
    }

    /// The tree of moves: the main line and its variations.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The node of the current position.
    pub fn current_node(&self) -> NodeId {
        self.cursor
    }

    /// The node of the current position, to read its comment and NAGs.
    fn current(&mut self) -> &mut Node {
        self.tree
            .node_mut(self.cursor)
            .expect("the current node is in the tree")
    }

    /// Moves to node `id` of the tree (its moves from the root become the
    /// current line); false, and nothing changes, when there is no such node.
    pub fn go_to(&mut self, id: NodeId) -> bool {
        let Some(path) = self.tree.path(id) else {
            return false;
        };
        // Keep the plies the current line shares with the target's (a
        // variation opens from its parent and closes back to where it
        // started: only the moves after the branch point are played again).
        let shared = self
            .plies
            .iter()
            .zip(&path)
            .take_while(|(ply, &node)| ply.node == node)
            .count();
        if shared < self.plies.len() {
            self.position = self.plies[shared].before;
            self.plies.truncate(shared);
        }
        self.cursor = self.plies.last().map_or(self.tree.root(), |ply| ply.node);
        for &node in &path[shared..] {
            let mv = self
                .tree
                .node(node)
                .and_then(|n| n.mv)
                .unwrap_or_else(null_move);
            let before = self.position;
            self.position = before.play_recorded(mv);
            self.record(mv, before, node);
        }
        true
    }

    /// Steps back over the last move, keeping it in the tree, so that a
    /// variation of it is played next (as `go_to` its parent, without
    /// working out a path from the root); `None` at the start of the line.
    /// [`Game::close_variation`] comes back.
    pub(crate) fn open_variation(&mut self) -> Option<VariationStart> {
        if self.plies.last()?.node != self.cursor {
            return None;
        }
        let ply = self.plies.pop()?;
        let after = self.position;
        self.position = ply.before;
        self.cursor = self.plies.last().map_or(self.tree.root(), |ply| ply.node);
        Some(VariationStart {
            depth: self.plies.len(),
            ply,
            after,
        })
    }

    /// Comes back from the variation `start` opened: to the move it
    /// replaces, on the line it stepped back from.
    pub(crate) fn close_variation(&mut self, start: VariationStart) {
        self.plies.truncate(start.depth);
        self.cursor = start.ply.node;
        self.position = start.after;
        self.plies.push(start.ply);
    }

    /// Makes node `id`'s line the continuation at its branch point (the main
    /// line there); false for the root or no such node.
    pub fn promote_variation(&mut self, id: NodeId) -> bool {
        self.tree.promote(id)
    }

    /// Removes node `id` and everything played after it; when the current
    /// position is among them, the game goes to the node before `id`. False
    /// for the root or no such node.
    pub fn remove_variation(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.tree.node(id).and_then(|n| n.parent) else {
            return false;
        };
        if self.tree.is_ancestor(id, self.cursor) {
            self.go_to(parent);
        }
        self.tree.remove(id)
    }

    /// How many times the current position has occurred (1 the first time).
    ///
    /// The keys are worked out when asked, not kept a move: only the
    /// positions since the last capture or pawn move can recur, and only
    /// those with the same side to move, so a game read and never asked
    /// (a PGN database) pays nothing for them.
    pub fn repetition_count(&self) -> usize {
        let current = self.position.zobrist_key();
        let turn = self.position.turn();
        let window = (self.position.halfmove_clock() as usize).min(self.plies.len());
        1 + self.plies[self.plies.len() - window..]
            .iter()
            .filter(|ply| ply.before.turn() == turn && ply.before.zobrist_key() == current)
            .count()
    }

    /// Whether the current position has occurred at least three times.
    pub fn is_threefold_repetition(&self) -> bool {
        self.repetition_count() >= 3
    }

    /// Whether 100 plies have passed without a capture or pawn move.
    pub fn is_fifty_moves(&self) -> bool {
        self.position.halfmove_clock() >= 100
    }

    /// Whether the game is drawn (chess.js's `isDraw`).
    pub fn is_draw(&self) -> bool {
        self.outcome().is_some_and(|o| o.is_draw())
    }

    /// How the game ended, or `None` while it goes on. Checkmate and
    /// stalemate come first, then insufficient material, fifty moves and
    /// threefold repetition.
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = &self.position;
        if pos.has_no_legal_moves() {
            return Some(if pos.is_check() {
                Outcome::Checkmate {
                    winner: !pos.turn(),
                }
            } else {
                Outcome::Stalemate
            });
        }
        if pos.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if self.is_fifty_moves() {
            Some(Outcome::FiftyMoves)
        } else if self.is_threefold_repetition() {
            Some(Outcome::ThreefoldRepetition)
        } else {
            None
        }
    }

    /// The SAN of every move played, oldest first.
    pub fn san_history(&self) -> Vec<String> {
        self.plies
            .iter()
            .map(|ply| self.san_of(ply).into_owned())
            .collect()
    }

    /// The SAN of `ply`'s move: as its node kept it when read or played
    /// from SAN, else written now.
    pub fn san_of(&self, ply: &Ply) -> std::borrow::Cow<'_, str> {
        match self.tree.node(ply.node).and_then(|node| node.san.as_str()) {
            Some(text) => std::borrow::Cow::Borrowed(text),
            None => std::borrow::Cow::Owned(san::format(&ply.before, ply.mv)),
        }
    }

    /// The current line: the root with the starting position, then each
    /// move's node with the position after it.
    pub fn line(&self) -> impl Iterator<Item = (NodeId, Position)> + '_ {
        let after = self.plies.iter().skip(1).map(|ply| ply.before);
        std::iter::once((self.tree.root(), self.start)).chain(
            self.plies
                .iter()
                .map(|ply| ply.node)
                .zip(after.chain(std::iter::once(self.position))),
        )
    }

    /// The side to move in the current position.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
}
