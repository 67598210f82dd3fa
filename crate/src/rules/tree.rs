//! The tree of a game's moves: the main line and its variations, nested to
//! any depth, with comments and NAGs on every node.
//!
//! [`MoveTree`] is an arena: nodes are numbered ([`NodeId`]) and refer to
//! their parent and children by number, so that walking, editing and
//! writing never recurse (a hostile PGN nested ten thousand deep cannot
//! overflow the stack). Node 0 is the root, the starting position; each
//! other node is a move from its parent's position. A node's first child
//! continues its line (the main line, from the root); the others are
//! variations. A removed node's number stays unused while nodes made after
//! it remain; when the removed nodes are the newest (a move taken back), the
//! arena shrinks and their numbers are given again, so that playing and
//! taking back a move a million times does not grow the tree.
//!
//! Every change is stamped with a revision (one counter for every tree, so a
//! tree made later starts later): [`MoveTree::changes`] says which nodes
//! changed or went since a revision, so that a UI redraws those alone.
//!
//! ```
//! use ferrochess::chess::ChessMove;
//! use ferrochess::rules::tree::MoveTree;
//! use std::str::FromStr;
//!
//! let mut tree = MoveTree::new();
//! let e4 = tree.add_child(tree.root(), ChessMove::from_str("e2e4").unwrap());
//! let d4 = tree.add_child(tree.root(), ChessMove::from_str("d2d4").unwrap());
//! assert_eq!(tree.node(tree.root()).unwrap().children[..], [e4, d4]);
//! tree.promote(d4);
//! assert_eq!(tree.node(tree.root()).unwrap().children[..], [d4, e4]);
//! tree.remove(e4);
//! assert!(tree.node(e4).is_none());
//! ```

use std::sync::atomic::{AtomicU64, Ordering};

use chess::ChessMove;

use crate::rules::san::SanText;
use smallvec::SmallVec;

/// The last revision given to any tree's change.
static REVISION: AtomicU64 = AtomicU64::new(0);

/// A new revision, later than every one given before.
fn next_revision() -> u64 {
    REVISION.fetch_add(1, Ordering::Relaxed) + 1
}

/// The most removals a tree remembers for [`MoveTree::changes`].
const MAX_REMOVED_LOG: usize = 4096;

/// What changed in a tree since a revision ([`MoveTree::changes`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// The nodes made or changed since (their move list, comments, NAGs or
    /// data), in number order.
    pub changed: Vec<NodeId>,
    /// The nodes removed since (a number may be given again: apply these
    /// before `changed`).
    pub removed: Vec<NodeId>,
    /// The nodes not in `changed` whose only change since is their list of
    /// children (a move added after them, one removed, one promoted): a
    /// reader that keeps the tree takes their new children and reads
    /// nothing else of them.
    pub relinked: Vec<NodeId>,
}

/// When a node last changed: its content (move, comment, NAGs, data) and
/// its list of children.
#[derive(Clone, Copy, Debug, Default)]
struct Stamps {
    content: u64,
    children: u64,
}

/// The number of a node in a [`MoveTree`].
pub type NodeId = usize;

/// A comment's text: up to 32 bytes kept in the node itself, longer ones
/// on the heap. A lichess export has a comment on every move, a clock and
/// often an eval (`[%eval -0.57] [%clk 0:02:54]`, 28 bytes), so reading one
/// allocates no comment.
///
/// ```
/// use ferrochess::rules::tree::Comment;
/// let comment = Comment::from("[%clk 0:03:00]");
/// assert!(!comment.spilled());
/// assert_eq!(&*comment, "[%clk 0:03:00]");
/// ```
pub type Comment = smallstr::SmallString<[u8; 32]>;

/// A node's children, in order (a slice: `children[0]` continues the line).
pub type Children = SmallVec<[NodeId; 1]>;

/// One node: a move (none for the root) and what PGN says about it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The move from the parent's position (`None` for the root).
    pub mv: Option<ChessMove>,
    /// The node this move was played from (`None` for the root).
    pub parent: Option<NodeId>,
    /// The moves played from here: the first continues the line, the
    /// others are variations (the first is kept in the node itself).
    pub children: Children,
    /// Numeric annotation glyphs (`$1` = `!`, …).
    pub nags: Vec<u8>,
    /// The comment after the move (on the root: before the first move).
    pub comment: Option<Comment>,
    /// A comment before the move, where a variation opens with one (rare:
    /// kept off the node, which a [`Comment`] kept inline would make 32
    /// bytes larger; a leaner node read lichess games 2–4% faster in wasm).
    pub starting_comment: Option<Box<str>>,
    /// A program's own values on this node (scores, review marks, clocks)
    /// as (key, value), each key once, in the order they were first set;
    /// PGN does not read or write them. (A list, not a map: a node holds a
    /// few, and a map's code would cost the wasm module kilobytes.)
    pub data: Vec<(String, String)>,
    /// The move's SAN, where a reader or a player wrote it (see [`SanText`]).
    pub san: SanText,
    live: bool,
}

/// A game's moves as a tree (see the module docs). Two trees are equal when
/// their nodes are, whatever their revisions.
#[derive(Clone, Debug)]
pub struct MoveTree {
    nodes: Vec<Node>,
    /// The revisions of each node's last change and of its children's last
    /// change (see [`Changes::relinked`]), by number (one list: a game
    /// read from a database makes one allocation for both).
    stamps: Vec<Stamps>,
    /// The nodes removed, with the revision that removed them, oldest first.
    removed: Vec<(u64, NodeId)>,
    /// The revision before which changes are no longer known: when it was
    /// made, or the last removal the bounded `removed` log forgot.
    made: u64,
    /// The revision of its last change (`made` before any).
    revision: u64,
    /// Whether changes go unstamped: the tree is being made whole (a game
    /// read), and nothing can have seen it yet ([`MoveTree::make_quietly`]).
    quiet: bool,
}

impl PartialEq for MoveTree {
    fn eq(&self, other: &Self) -> bool {
        self.nodes == other.nodes
    }
}

impl Eq for MoveTree {}

impl Default for MoveTree {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveTree {
    /// A tree with only its root.
    pub fn new() -> Self {
        let made = next_revision();
        MoveTree {
            nodes: vec![Node {
                live: true,
                ..Node::default()
            }],
            // No stamps yet: a node without one is as old as the tree, which
            // `changes` never lists (it answers only from `made` on).
            stamps: Vec::new(),
            removed: Vec::new(),
            made,
            revision: made,
            quiet: false,
        }
    }

    /// Stops stamping changes until [`MoveTree::made_now`]: a tree being made
    /// whole (a game read), which nothing has seen yet, costs no stamps.
    pub fn make_quietly(&mut self) {
        self.quiet = true;
    }

    /// Ends [`MoveTree::make_quietly`]: the tree counts as made now, so that
    /// whoever asks what changed since an earlier revision reads it whole.
    ///
    /// ```
    /// use ferrochess::chess::ChessMove;
    /// use ferrochess::rules::tree::MoveTree;
    /// use std::str::FromStr;
    ///
    /// let mut tree = MoveTree::new();
    /// let seen = tree.revision();
    /// tree.make_quietly();
    /// let e4 = tree.add_child(tree.root(), ChessMove::from_str("e2e4").unwrap());
    /// tree.made_now();
    /// assert!(tree.changes(seen).is_none(), "read it whole");
    /// let now = tree.revision();
    /// assert_eq!(tree.changes(now).unwrap().changed, Vec::<usize>::new());
    /// tree.node_mut(e4).unwrap().nags.push(1);
    /// assert_eq!(tree.changes(now).unwrap().changed, vec![e4]);
    /// ```
    pub fn made_now(&mut self) {
        self.quiet = false;
        self.stamps = Vec::new();
        self.made = next_revision();
        self.revision = self.made;
    }

    /// Makes room for `additional` more nodes without growing again (a
    /// reader that knows about how many moves are coming).
    pub fn reserve(&mut self, additional: usize) {
        self.nodes.reserve(additional);
        if !self.quiet {
            self.stamps.reserve(additional);
        }
    }

    /// Gives back the room [`MoveTree::reserve`] made and no node took.
    pub fn shrink_to_fit(&mut self) {
        self.nodes.shrink_to_fit();
        self.stamps.shrink_to_fit();
    }

    /// Stamps node `id` as changed now (kept out of line: it is called from
    /// every change, and inlined copies would cost the wasm module bytes).
    #[inline(never)]
    fn touch(&mut self, id: NodeId) {
        if self.quiet {
            return;
        }
        self.revision = next_revision();
        self.stamps_of(id).content = self.revision;
    }

    /// Stamps node `id`'s children as changed now (see [`Changes::relinked`]).
    #[inline(never)]
    fn touch_links(&mut self, id: NodeId) {
        if self.quiet {
            return;
        }
        self.revision = next_revision();
        self.stamps_of(id).children = self.revision;
    }

    /// Node `id`'s stamps, made when it has none yet.
    fn stamps_of(&mut self, id: NodeId) -> &mut Stamps {
        if self.stamps.len() <= id {
            self.stamps.resize(id + 1, Stamps::default());
        }
        &mut self.stamps[id]
    }

    /// The revision of the tree's last change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// What changed after revision `since`: the live nodes made or changed
    /// and the nodes removed; `None` when the tree itself is newer (a game
    /// loaded since) or has forgotten that far back: read it whole.
    ///
    /// ```
    /// use ferrochess::chess::ChessMove;
    /// use ferrochess::rules::tree::MoveTree;
    /// use std::str::FromStr;
    ///
    /// let mut tree = MoveTree::new();
    /// let seen = tree.revision();
    /// let e4 = tree.add_child(tree.root(), ChessMove::from_str("e2e4").unwrap());
    /// let changes = tree.changes(seen).unwrap();
    /// assert_eq!(changes.changed, vec![e4]);
    /// assert_eq!(changes.relinked, vec![tree.root()]);
    /// assert!(tree.changes(seen - 1).is_none());
    /// ```
    pub fn changes(&self, since: u64) -> Option<Changes> {
        if since < self.made {
            return None;
        }
        let stamps = |id: NodeId| self.stamps.get(id).copied().unwrap_or_default();
        let (changed, relinked) = self
            .nodes()
            .map(|(id, _)| id)
            .filter(|&id| stamps(id).content > since || stamps(id).children > since)
            .partition(|&id| stamps(id).content > since);
        let removed = self
            .removed
            .iter()
            .filter(|&&(at, _)| at > since)
            .map(|&(_, id)| id)
            .collect();
        Some(Changes {
            changed,
            removed,
            relinked,
        })
    }

    /// The root: the starting position.
    pub fn root(&self) -> NodeId {
        0
    }

    /// The node numbered `id`, unless there is none or it was removed.
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id).filter(|n| n.live)
    }

    /// The node numbered `id`, mutably (see [`MoveTree::node`]); it counts
    /// as changed.
    pub fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        if self.node(id).is_some() {
            self.touch(id);
        }
        self.nodes.get_mut(id).filter(|n| n.live)
    }

    /// Every live node, the root first, in the order they were made.
    pub fn nodes(&self) -> impl Iterator<Item = (NodeId, &Node)> {
        self.nodes.iter().enumerate().filter(|(_, n)| n.live)
    }

    /// The child of `parent` that plays `mv`, if there is one.
    pub fn child_with(&self, parent: NodeId, mv: ChessMove) -> Option<NodeId> {
        let node = self.node(parent)?;
        node.children
            .iter()
            .copied()
            .find(|&child| self.nodes[child].mv == Some(mv))
    }

    /// Adds `mv` as the last child of `parent` (its line's continuation
    /// when it has none, else a variation); returns its number.
    pub fn add_child(&mut self, parent: NodeId, mv: ChessMove) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv: Some(mv),
            parent: Some(parent),
            live: true,
            ..Node::default()
        });
        self.nodes[parent].children.push(id);
        // One revision for both stamps: a game read makes a node a move.
        if !self.quiet {
            self.touch(id);
            let revision = self.revision;
            self.stamps_of(parent).children = revision;
        }
        id
    }

    /// Keeps `san` as node `id`'s SAN (a cache: not a change of the tree).
    pub fn keep_san(&mut self, id: NodeId, san: SanText) {
        if let Some(node) = self.nodes.get_mut(id) {
            node.san = san;
        }
    }

    /// Removes `id` and everything played after it; false for the root or a
    /// node that is not there.
    pub fn remove(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.node(id).and_then(|n| n.parent) else {
            return false;
        };
        self.nodes[parent].children.retain(|c| *c != id);
        self.touch_links(parent);
        let mut doomed = vec![id];
        while let Some(next) = doomed.pop() {
            let node = &mut self.nodes[next];
            node.live = false;
            node.data.clear();
            doomed.extend(node.children.drain(..));
            self.removed.push((self.revision, next));
        }
        // A bounded log: a thousand takebacks must not grow it without end.
        if self.removed.len() > MAX_REMOVED_LOG {
            let forgotten = self.removed.len() - MAX_REMOVED_LOG / 2;
            self.made = self.removed[forgotten - 1].0;
            self.removed.drain(..forgotten);
        }
        while self.nodes.len() > 1 && self.nodes.last().is_some_and(|n| !n.live) {
            self.nodes.pop();
        }
        true
    }

    /// Makes `id` the first child of its parent, so that its line becomes
    /// the continuation there (the main line, if its parent is on it);
    /// false for the root or a node that is not there.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.node(id).and_then(|n| n.parent) else {
            return false;
        };
        let children = &mut self.nodes[parent].children;
        children.retain(|c| *c != id);
        children.insert(0, id);
        self.touch_links(parent);
        true
    }

    /// The nodes from the root's first move down to `id` (empty for the
    /// root), or `None` when `id` is not there.
    pub fn path(&self, id: NodeId) -> Option<Vec<NodeId>> {
        self.node(id)?;
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.nodes[at].parent {
            path.push(at);
            at = parent;
        }
        path.reverse();
        Some(path)
    }

    /// Whether `ancestor` is `id` or lies on the way from the root to it.
    pub fn is_ancestor(&self, ancestor: NodeId, id: NodeId) -> bool {
        let mut at = Some(id);
        while let Some(node) = at {
            if node == ancestor {
                return true;
            }
            at = self.nodes[node].parent;
        }
        false
    }

    /// Removes every comment.
    pub fn clear_comments(&mut self) {
        for id in 0..self.nodes.len() {
            let node = &mut self.nodes[id];
            if node.comment.is_some() || node.starting_comment.is_some() {
                node.comment = None;
                node.starting_comment = None;
                self.touch(id);
            }
        }
    }

    /// Removes every comment and NAG.
    pub fn clear_annotations(&mut self) {
        self.clear_comments();
        for id in 0..self.nodes.len() {
            if !self.nodes[id].nags.is_empty() {
                self.nodes[id].nags.clear();
                self.touch(id);
            }
        }
    }

    /// The main line's last node (the root when there is no move).
    pub fn main_line_end(&self) -> NodeId {
        self.main_line().last().copied().unwrap_or(self.root())
    }

    /// The main line's moves: from the root, each node's first child.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = self.root();
        while let Some(&next) = self.nodes[at].children.first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The value a program stored on node `id` under `key`.
    pub fn data(&self, id: NodeId, key: &str) -> Option<&str> {
        let data = &self.node(id)?.data;
        data.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Stores `value` on node `id` under `key` (removes it when `None`);
    /// false when there is no such node.
    pub fn set_data(&mut self, id: NodeId, key: &str, value: Option<&str>) -> bool {
        let Some(node) = self.node_mut(id) else {
            return false;
        };
        let at = node.data.iter().position(|(k, _)| k == key);
        match (value, at) {
            (Some(value), Some(at)) => node.data[at].1 = value.to_string(),
            (Some(value), None) => node.data.push((key.to_string(), value.to_string())),
            (None, Some(at)) => {
                node.data.remove(at);
            }
            (None, None) => {}
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn mv(text: &str) -> ChessMove {
        ChessMove::from_str(text).unwrap()
    }

    #[test]
    fn removing_a_node_removes_its_line_and_keeps_numbers() {
        let mut tree = MoveTree::new();
        let e4 = tree.add_child(0, mv("e2e4"));
        let e5 = tree.add_child(e4, mv("e7e5"));
        let c5 = tree.add_child(e4, mv("c7c5"));
        let nf3 = tree.add_child(c5, mv("g1f3"));
        assert_eq!(tree.path(nf3), Some(vec![e4, c5, nf3]));
        assert!(tree.is_ancestor(e4, nf3));
        // e5 has newer nodes after it: its number stays unused.
        assert!(tree.remove(e5));
        assert!(tree.node(e5).is_none());
        assert_eq!(tree.node(e4).unwrap().children[..], [c5]);
        assert_eq!(tree.main_line_end(), nf3);
        assert!(!tree.remove(0));
        let d4 = tree.add_child(0, mv("d2d4"));
        assert_eq!(
            d4,
            nf3 + 1,
            "a removed number before live ones is not given again"
        );
        // Taking back the newest moves shrinks the arena.
        for _ in 0..1000 {
            let extra = tree.add_child(d4, mv("d7d5"));
            assert!(tree.remove(extra));
        }
        assert_eq!(tree.nodes.len(), d4 + 1);
        assert!(tree.remove(c5));
        assert!(tree.node(nf3).is_none());
    }

    #[test]
    fn changes_name_the_nodes_touched_since_a_revision() {
        let mut tree = MoveTree::new();
        let e4 = tree.add_child(0, mv("e2e4"));
        let e5 = tree.add_child(e4, mv("e7e5"));
        let seen = tree.revision();
        assert_eq!(tree.changes(seen), Some(Changes::default()));
        let c5 = tree.add_child(e4, mv("c7c5"));
        let changes = tree.changes(seen).unwrap();
        assert_eq!((changes.changed, changes.relinked), (vec![c5], vec![e4]));
        let seen = tree.revision();
        tree.set_data(e5, "eval", Some("0.2"));
        tree.promote(c5);
        let changes = tree.changes(seen).unwrap();
        assert_eq!((changes.changed, changes.relinked), (vec![e5], vec![e4]));
        // A node whose content and children both changed is listed once, as changed.
        let seen = tree.revision();
        tree.set_data(e4, "eval", Some("0.1"));
        tree.add_child(e4, mv("e7e6"));
        let changes = tree.changes(seen).unwrap();
        assert_eq!(changes.changed.len(), 2);
        assert!(changes.changed.contains(&e4) && changes.relinked.is_empty());
        let seen = tree.revision();
        tree.remove(e4);
        let changes = tree.changes(seen).unwrap();
        assert_eq!((changes.changed, changes.relinked), (vec![], vec![0]));
        let mut removed = changes.removed;
        removed.sort_unstable();
        assert_eq!(removed.len(), 4);
        assert!([e4, e5, c5].iter().all(|id| removed.contains(id)));
        // A number given again shows as removed, then changed.
        let d4 = tree.add_child(0, mv("d2d4"));
        assert_eq!(d4, e4);
        let changes = tree.changes(seen).unwrap();
        assert!(changes.changed.contains(&d4) && changes.removed.contains(&d4));
        // A newer tree cannot say what changed since before it was made.
        assert_eq!(MoveTree::new().changes(seen), None);
        // Nor one whose removals outgrew what it remembers.
        let seen = tree.revision();
        for _ in 0..MAX_REMOVED_LOG {
            let extra = tree.add_child(d4, mv("d7d5"));
            tree.remove(extra);
        }
        assert_eq!(tree.changes(seen), None);
        assert!(tree.changes(tree.revision()).is_some());
        // Revisions do not make trees unequal.
        assert_eq!(MoveTree::new(), MoveTree::new());
    }

    #[test]
    fn a_node_keeps_its_data_until_it_is_removed() {
        let mut tree = MoveTree::new();
        let e4 = tree.add_child(0, mv("e2e4"));
        let e5 = tree.add_child(e4, mv("e7e5"));
        let c5 = tree.add_child(e4, mv("c7c5"));
        assert_eq!(tree.main_line(), vec![e4, e5]);
        assert!(tree.set_data(c5, "eval", Some("0.3")));
        assert_eq!(tree.data(c5, "eval"), Some("0.3"));
        assert_eq!(tree.data(e5, "eval"), None);
        // Promoting the variation keeps its data with it.
        tree.promote(c5);
        assert_eq!(tree.main_line(), vec![e4, c5]);
        assert_eq!(tree.data(c5, "eval"), Some("0.3"));
        assert!(tree.set_data(c5, "eval", Some("0.4")));
        assert_eq!(tree.node(c5).unwrap().data.len(), 1);
        assert!(tree.set_data(c5, "eval", None));
        assert_eq!(tree.data(c5, "eval"), None);
        tree.remove(c5);
        assert!(!tree.set_data(c5, "eval", Some("1")));
    }
}
