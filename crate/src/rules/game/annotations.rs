//! A game's annotations: its PGN headers, each node's comments, NAGs and
//! a program's own data.

use std::borrow::Cow;

use super::{Game, HeaderText};
use crate::rules::tree::{Comment, NodeId};

/// A comment as a PGN comment can hold it: `{` and `}` become `[` and `]`
/// (the text is kept, not copied, when it has neither: nearly every one).
fn without_braces(comment: &str) -> Cow<'_, str> {
    if memchr::memchr2(b'{', b'}', comment.as_bytes()).is_none() {
        return Cow::Borrowed(comment);
    }
    Cow::Owned(comment.replace('{', "[").replace('}', "]"))
}

/// A comment after a move, braces replaced ([`without_braces`]).
fn comment_of(text: &str) -> Comment {
    Comment::from(&*without_braces(text))
}

/// Why a header could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeaderError(pub String);

impl std::fmt::Display for HeaderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "invalid PGN header name {:?}: use 1 to 255 characters, none of them a space, quote or bracket",
            self.0
        )
    }
}

impl std::error::Error for HeaderError {}

impl Game {
    /// Stores `value` on node `id` under `key`, or removes it (`None`);
    /// false when there is no such node (see [`crate::rules::tree::MoveTree::set_data`]).
    pub fn set_node_data(&mut self, id: NodeId, key: &str, value: Option<&str>) -> bool {
        self.tree.set_data(id, key, value)
    }

    /// The headers set so far, in the order they were first set.
    pub fn headers(&self) -> &[(HeaderText, HeaderText)] {
        &self.headers
    }

    /// The value of header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.as_str() == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets header `name` (letters, digits, `_`) to `value`. Line breaks in
    /// the value become spaces, since a PGN tag is one line.
    pub fn set_header(&mut self, name: &str, value: &str) -> Result<(), HeaderError> {
        self.set_header_text(name, value)
    }

    /// Sets a header as [`Game::set_header`] does (a reader's texts, kept
    /// inline where they are short: see [`HeaderText`]).
    pub(crate) fn set_header_text(&mut self, name: &str, value: &str) -> Result<(), HeaderError> {
        let valid_name = !name.is_empty()
            && name.len() <= 255
            && !name
                .chars()
                .any(|c| c.is_whitespace() || matches!(c, '"' | '[' | ']'));
        if !valid_name {
            return Err(HeaderError(name.chars().take(64).collect()));
        }
        let value = if memchr::memchr2(b'\n', b'\r', value.as_bytes()).is_some() {
            HeaderText::from(value.replace(['\n', '\r'], " ").as_str())
        } else {
            HeaderText::from(value)
        };
        match self.headers.iter_mut().find(|(k, _)| k.as_str() == name) {
            Some(entry) => entry.1 = value,
            None => self.headers.push((HeaderText::from(name), value)),
        }
        Ok(())
    }

    /// Removes header `name`; returns whether it was set.
    pub fn remove_header(&mut self, name: &str) -> bool {
        let before = self.headers.len();
        self.headers.retain(|(k, _)| k.as_str() != name);
        self.headers.len() != before
    }

    /// The comment on the current position (after the last move, or before
    /// the first move at the start).
    pub fn comment(&self) -> Option<&str> {
        self.tree.node(self.cursor)?.comment.as_deref()
    }

    /// Sets (or with `None` clears) the comment on the current position, as
    /// written but for `{` and `}` (which would end a PGN comment), which
    /// become `[` and `]` as chess.js writes them.
    pub fn set_comment(&mut self, comment: Option<&str>) {
        self.current().comment = comment.map(comment_of);
    }

    /// Sets (or with `None` clears) the comment after node `id`'s move (on
    /// the root: before the first move), braces replaced as in
    /// [`Game::set_comment`]; false when the tree has no such node.
    ///
    /// ```
    /// let mut game = ferrochess::rules::game::Game::new();
    /// game.play_san("e4", true).unwrap();
    /// game.play_san("e5", true).unwrap();
    /// assert!(game.set_node_comment(1, Some("[%clk 0:03:00]")));
    /// assert_eq!(game.tree().node(1).unwrap().comment.as_deref(), Some("[%clk 0:03:00]"));
    /// assert!(!game.set_node_comment(9, None));
    /// ```
    pub fn set_node_comment(&mut self, id: NodeId, comment: Option<&str>) -> bool {
        match self.tree.node_mut(id) {
            Some(node) => {
                node.comment = comment.map(comment_of);
                true
            }
            None => false,
        }
    }

    /// Sets the comment before the current move (where a variation opens
    /// with one), braces replaced as in [`Game::set_comment`].
    pub fn set_starting_comment(&mut self, comment: Option<&str>) {
        self.current().starting_comment = comment.map(|text| without_braces(text).into());
    }

    /// The comment before the first move.
    pub fn initial_comment(&self) -> Option<&str> {
        self.tree.node(self.tree.root())?.comment.as_deref()
    }

    /// The NAGs of the last move (at the start: of the starting position, as
    /// `$10 1. e4` writes them).
    pub fn nags(&self) -> &[u8] {
        self.tree
            .node(self.cursor)
            .map_or(&[], |n| n.nags.as_slice())
    }

    /// Attaches a NAG to the last move, or at the start to the starting
    /// position (ignored when it has it already).
    pub fn add_nag(&mut self, nag: u8) {
        if !self.nags().contains(&nag) {
            self.current().nags.push(nag);
        }
    }

    /// Replaces the NAGs of node `id` (the root's: of the starting
    /// position); false when there is no such node.
    pub fn set_nags(&mut self, id: NodeId, nags: &[u8]) -> bool {
        self.tree
            .node_mut(id)
            .map(|node| node.nags = nags.to_vec())
            .is_some()
    }

    /// Removes every comment (before the first move and after each move).
    pub fn clear_comments(&mut self) {
        self.tree.clear_comments();
    }

    /// Clears headers, comments and NAGs, keeping the moves.
    pub fn clear_metadata(&mut self) {
        self.headers.clear();
        self.tree.clear_annotations();
    }
}
