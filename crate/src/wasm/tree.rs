//! `WasmGame`: the move tree as JSON, its nodes' data, NAGs and lines,
//! and going to a node.

use wasm_bindgen::prelude::*;

use super::*;

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
    /// `[id, children]` of each node whose only change is its children.
    relinked: Vec<(NodeId, Vec<NodeId>)>,
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
                Some(match node.san.as_str() {
                    Some(text) => text.to_string(),
                    None => crate::rules::san::format(&before, mv),
                }),
                // UCI writes a null move `0000`.
                Some(if crate::rules::position::is_null(mv) {
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
            children: node.children.to_vec(),
            san,
            uci,
            fen: after.to_fen(),
            ply,
            turn: notation::color_char(after.turn()),
            move_number: after.fullmove_number,
            nags: node.nags.clone(),
            comment: node.comment.as_deref().map(str::to_string),
            starting_comment: node.starting_comment.as_deref().map(str::to_string),
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

#[wasm_bindgen]
impl WasmGame {
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
    /// lists it and its stored data; it costs a move per ply of its path
    /// past where it leaves the current line (none on the current line).
    pub fn node(&self, id: u32) -> Result<String, JsError> {
        let game = self.board.game();
        let id = id as usize;
        let Some(node) = game.tree().node(id) else {
            return Err(no_node(id));
        };
        let listed = match self.legal() {
            Some(legal) => {
                let (before, ply) = legal
                    .position_before(id)
                    .unwrap_or((*legal.start_position(), 0));
                TreeNode::of(node, id, before, ply).0
            }
            None => TreeNode::root(&self.board),
        };
        // `[node, data]`: serde's `flatten` would cost kilobytes of wasm.
        Ok(to_json(&(listed, &node.data)))
    }

    /// What changed in the tree after revision `since`, as JSON
    /// `{"revision":r,"replaced":b,"changed":[ids],"removed":[ids],
    /// "relinked":[[id,[children]]]}` (see [`crate::rules::tree::Changes`]):
    /// `replaced` (and no lists) when the tree is newer than `since` (a
    /// game loaded since) or `since` is absent.
    pub fn tree_changes(&self, since: Option<f64>) -> String {
        let tree = self.board.game().tree();
        let changes = since.and_then(|since| tree.changes(since as u64));
        let replaced = changes.is_none();
        let changes = changes.unwrap_or_default();
        let relinked = changes
            .relinked
            .iter()
            .filter_map(|&id| Some((id, tree.node(id)?.children.to_vec())))
            .collect();
        to_json(&TreeChanges {
            revision: tree.revision(),
            replaced,
            changed: changes.changed,
            removed: changes.removed,
            relinked,
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
            if crate::rules::position::is_null(mv) {
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
}
