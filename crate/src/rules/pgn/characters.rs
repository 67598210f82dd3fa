//! PGN's text byte by byte: its spaces (ASCII's and Unicode's, which the
//! reader takes between words alike) and the lengths of its UTF-8
//! characters, as the one-game reader (`syntax`) and the database cutter
//! (`split`) both read them, so that the two cut words and lines alike.

/// Whether `b` is an ASCII space of PGN's text: a space, a tab, a line
/// break (`\n`, `\r`), a vertical tab or a form feed.
pub(crate) fn is_ascii_space(b: u8) -> bool {
    is_space_within_line(b) || b == b'\n' || b == b'\r'
}

/// Whether `b` is an ASCII space that does not break a line: a space, a
/// tab, a vertical tab or a form feed.
pub(crate) fn is_space_within_line(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | 0x0b | 0x0c)
}

/// The length in bytes of the character `bytes` starts with when it is a
/// space beyond ASCII (Unicode's White_Space: a no-break space, an em
/// space, …), which the reader takes as a space between words like the
/// ASCII ones; `None` for anything else, an incomplete or invalid character
/// included.
pub(crate) fn unicode_space_len(bytes: &[u8]) -> Option<usize> {
    let length = utf8_len(*bytes.first()?);
    let text = std::str::from_utf8(bytes.get(..length)?).ok()?;
    text.chars()
        .next()
        .filter(|c| c.is_whitespace())
        .map(|_| length)
}

/// The length of the character `bytes` starts with: its UTF-8 length when
/// it is whole and valid, else 1 (a bad byte is read alone).
pub(crate) fn char_len(bytes: &[u8]) -> usize {
    let Some(&lead) = bytes.first() else {
        return 0;
    };
    let length = utf8_len(lead);
    match bytes.get(..length) {
        Some(character) if length > 1 && std::str::from_utf8(character).is_ok() => length,
        _ => 1,
    }
}

/// How many bytes the UTF-8 character that starts with byte `lead` has (1
/// for an ASCII byte and for a byte no character starts with).
pub(crate) fn utf8_len(lead: u8) -> usize {
    match lead {
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => 1,
    }
}

/// How many bytes at the end of `bytes` begin a UTF-8 character that does
/// not end there (0 to 3): a chunk cut inside a character holds them back.
pub(crate) fn incomplete_tail(bytes: &[u8]) -> usize {
    for back in 1..=bytes.len().min(3) {
        let b = bytes[bytes.len() - back];
        if b & 0xc0 != 0x80 {
            // The last byte that is no continuation: does its character fit?
            return if utf8_len(b) > back { back } else { 0 };
        }
    }
    0
}
