//! [`SanText`]: a move's SAN kept inline, and where SAN is written.

/// Where SAN is written: a `String`, or a [`SanText`] kept inline.
pub(crate) trait SanOut {
    fn push(&mut self, c: char);
    fn push_str(&mut self, text: &str);
}

impl SanOut for String {
    fn push(&mut self, c: char) {
        String::push(self, c);
    }
    fn push_str(&mut self, text: &str) {
        String::push_str(self, text);
    }
}

/// A move's SAN kept inline, with its check sign (at most 7 bytes:
/// `exd8=Q+`, `Qh4xe1#`, `O-O-O+`): what a node of a game's tree remembers
/// of its move once a reader or a player has written it, so that listing
/// the moves again writes nothing. Empty when not known.
///
/// It is a cache: two values compare equal whatever they hold, so two
/// trees with the same moves are equal whether or not their SAN was kept.
///
/// ```
/// use ferrochess::{rules::san, Position};
///
/// let pos = Position::startpos();
/// let (mv, text) = san::parse_with_text(&pos, "g1f3", false).unwrap();
/// assert_eq!(text.as_str(), Some("Nf3"));
/// assert_eq!(san::format(&pos, mv), "Nf3");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SanText {
    bytes: [u8; 7],
    /// How many bytes hold the SAN: 0 when not known, past 7 when it did not fit.
    len: u8,
}

impl SanText {
    /// `text` kept inline, or an empty value when it is longer than 7 bytes.
    pub fn new(text: &str) -> SanText {
        let mut out = SanText::default();
        SanOut::push_str(&mut out, text);
        out
    }

    /// Adds the check sign of a move that leaves `after` (see
    /// [`super::check_suffix`]).
    pub fn add_check_sign(&mut self, after: &chess::Board) {
        if let Some(sign) = super::check_suffix(after) {
            SanOut::push(self, sign);
        }
    }

    /// The SAN, when known.
    pub fn as_str(&self) -> Option<&str> {
        std::str::from_utf8(self.as_bytes()?).ok()
    }

    /// The SAN's bytes (ASCII), when known: for a writer of many moves that
    /// checks the text once, not once a move.
    ///
    /// ```
    /// assert_eq!(ferrochess::rules::san::SanText::new("Nf3").as_bytes(), Some(&b"Nf3"[..]));
    /// assert_eq!(ferrochess::rules::san::SanText::default().as_bytes(), None);
    /// ```
    pub fn as_bytes(&self) -> Option<&[u8]> {
        let len = usize::from(self.len);
        (len > 0 && len <= self.bytes.len()).then(|| &self.bytes[..len])
    }
}

/// The characters a SAN is written with, in the order [`code`] numbers
/// them from 1 (0 ends the text); the package's JavaScript reads codes with
/// the same list (`crate/js/rules/san-codes.js`).
pub const CODE_SYMBOLS: &[u8; 25] = b"abcdefgh12345678NBRQKx=O-";

/// A SAN (`exd8=Q+`, `O-O-O`, `--`) as one number, so that a list of moves
/// crosses to JavaScript as numbers and each SAN's string is made once, not
/// once a move: up to six characters before the check sign, five bits each
/// (their places in [`CODE_SYMBOLS`] from 1, the first lowest), then the
/// sign in the top two bits (1 for `+`, 2 for `#`). `None` for a text that
/// is no SAN ferrochess writes (longer, or other characters).
///
/// ```
/// use ferrochess::rules::san::code;
///
/// assert_eq!(code(b"e4"), Some(5 | 12 << 5)); // e is 5th, 4 is 12th
/// assert_eq!(code(b"Qh4xe1#").map(|c| c >> 30), Some(2));
/// assert_eq!(code(b"Nf3!"), None);
/// ```
pub fn code(san: &[u8]) -> Option<u32> {
    let (core, sign) = match san.split_last()? {
        (b'+', core) => (core, 1),
        (b'#', core) => (core, 2),
        _ => (san, 0),
    };
    if core.is_empty() || core.len() > 6 {
        return None;
    }
    let mut packed = 0;
    for (place, &byte) in core.iter().enumerate() {
        let symbol = SYMBOL_OF_BYTE.get(usize::from(byte)).copied().unwrap_or(0);
        if symbol == 0 {
            return None;
        }
        packed |= u32::from(symbol) << (5 * place);
    }
    Some(packed | sign << 30)
}

/// Each ASCII byte's place in [`CODE_SYMBOLS`] from 1, 0 for the others.
const SYMBOL_OF_BYTE: [u8; 128] = {
    let mut table = [0; 128];
    let mut place = 0;
    while place < CODE_SYMBOLS.len() {
        table[CODE_SYMBOLS[place] as usize] = place as u8 + 1;
        place += 1;
    }
    table
};

impl PartialEq for SanText {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for SanText {}

/// SAN is ASCII: written a byte at a time, without a copy whose length is
/// known only when it runs (a `memory.copy` in wasm: a call in V8).
impl SanOut for SanText {
    #[inline]
    fn push(&mut self, c: char) {
        match u8::try_from(c) {
            Ok(byte) if byte.is_ascii() => self.push_byte(byte),
            _ => self.len = u8::MAX,
        }
    }
    #[inline]
    fn push_str(&mut self, text: &str) {
        for &byte in text.as_bytes() {
            self.push_byte(byte);
        }
    }
}

impl SanText {
    #[inline]
    fn push_byte(&mut self, byte: u8) {
        match self.bytes.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = byte;
                self.len += 1;
            }
            None => self.len = u8::MAX,
        }
    }
}
