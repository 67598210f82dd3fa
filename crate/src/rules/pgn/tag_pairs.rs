//! A game's tag pairs as the database splitter ([`super::split`]) keeps
//! them: in one text, so that a game's headers cost one allocation, not two
//! a tag (a lichess export has about 17 tags a game).
//!
//! ```
//! use ferrochess::rules::pgn::tag_pairs::TagPairs;
//!
//! let mut tags = TagPairs::default();
//! tags.push(b"White", b"Carlsen");
//! tags.push(b"Site", b"Oslo \xff");
//! assert_eq!(tags.iter().collect::<Vec<_>>(), [("White", "Carlsen"), ("Site", "Oslo \u{fffd}")]);
//! assert!(tags.has_name("Site") && !tags.has_name("Black"));
//! ```

/// Tag pairs in order, each name and value as UTF-8 (bad bytes replaced).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TagPairs {
    text: String,
    /// Where each pair's name and value end in `text`.
    ends: Vec<(usize, usize)>,
}

impl TagPairs {
    /// Adds a pair after the others, its bytes read as UTF-8 (bad bytes
    /// replaced).
    pub fn push(&mut self, name: &[u8], value: &[u8]) {
        // Borrowed where the bytes are UTF-8 already: no copy but the pair's own.
        self.push_str(
            &String::from_utf8_lossy(name),
            &String::from_utf8_lossy(value),
        );
    }

    /// Adds a pair of strings after the others (as [`TagPairs::push`], with
    /// no check of text that is UTF-8 already).
    ///
    /// ```
    /// use ferrochess::rules::pgn::tag_pairs::TagPairs;
    ///
    /// let mut tags = TagPairs::default();
    /// tags.push_str("Event", "Tata Steel");
    /// assert_eq!(tags.iter().collect::<Vec<_>>(), [("Event", "Tata Steel")]);
    /// ```
    pub fn push_str(&mut self, name: &str, value: &str) {
        self.text.push_str(name);
        let name_end = self.text.len();
        self.text.push_str(value);
        self.ends.push((name_end, self.text.len()));
    }

    /// No pairs, with room for as many as these (a file's games carry
    /// much the same tags, so the next game's need not grow its lists).
    pub fn with_room_alike(&self) -> Self {
        TagPairs {
            text: String::with_capacity(self.text.len()),
            ends: Vec::with_capacity(self.ends.len()),
        }
    }

    /// How many pairs there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The pairs in order, as (name, value).
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        let mut start = 0;
        self.ends.iter().map(move |&(name_end, value_end)| {
            let pair = (&self.text[start..name_end], &self.text[name_end..value_end]);
            start = value_end;
            pair
        })
    }

    /// Whether a pair has this name.
    pub fn has_name(&self, name: &str) -> bool {
        self.iter().any(|(known, _)| known == name)
    }
}
