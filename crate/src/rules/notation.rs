//! Names of squares, pieces and colours as FEN, SAN, UCI and chess.js write
//! them. A leaf module: the parsers and writers of every notation use it,
//! and it uses none of them.
//!
//! ```
//! use ferrochess::chess::{Color, Piece, Square};
//! use ferrochess::rules::notation;
//!
//! assert_eq!(notation::parse_square("e4"), Some(Square::E4));
//! assert_eq!(notation::parse_square("e9"), None);
//! assert_eq!(notation::piece_from_letter('N'), Some((Color::White, Piece::Knight)));
//! assert_eq!(notation::piece_letter(Color::Black, Piece::Queen), 'q');
//! ```

use chess::{Color, File, Piece, Rank, Square};

/// Parses a square name such as `e4` (lowercase file, as every notation writes it).
pub fn parse_square(text: &str) -> Option<Square> {
    let bytes = text.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    square_from_bytes(bytes[0], bytes[1])
}

/// The square at file byte `b'a'..=b'h'` and rank byte `b'1'..=b'8'`.
pub(crate) fn square_from_bytes(file: u8, rank: u8) -> Option<Square> {
    if !(b'a'..=b'h').contains(&file) || !(b'1'..=b'8').contains(&rank) {
        return None;
    }
    Some(Square::make_square(
        Rank::from_index((rank - b'1') as usize),
        File::from_index((file - b'a') as usize),
    ))
}

/// The piece named by a lowercase or uppercase promotion letter (`n b r q`).
pub(crate) fn promotion_piece(letter: u8) -> Option<Piece> {
    match letter.to_ascii_lowercase() {
        b'n' => Some(Piece::Knight),
        b'b' => Some(Piece::Bishop),
        b'r' => Some(Piece::Rook),
        b'q' => Some(Piece::Queen),
        _ => None,
    }
}

/// Lowercase letter of a piece, as UCI, chess.js and long algebraic notation write it.
pub fn piece_char(piece: Piece) -> char {
    match piece {
        Piece::Pawn => 'p',
        Piece::Knight => 'n',
        Piece::Bishop => 'b',
        Piece::Rook => 'r',
        Piece::Queen => 'q',
        Piece::King => 'k',
    }
}

/// The piece a lowercase letter `p n b r q k` names.
pub fn piece_from_char(ch: char) -> Option<Piece> {
    match ch {
        'p' => Some(Piece::Pawn),
        'n' => Some(Piece::Knight),
        'b' => Some(Piece::Bishop),
        'r' => Some(Piece::Rook),
        'q' => Some(Piece::Queen),
        'k' => Some(Piece::King),
        _ => None,
    }
}

/// The colour and piece named by a FEN letter (`P` white pawn, `k` black king).
pub fn piece_from_letter(ch: char) -> Option<(Color, Piece)> {
    let color = if ch.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some((color, piece_from_char(ch.to_ascii_lowercase())?))
}

/// The FEN letter of a piece: uppercase for white.
pub fn piece_letter(color: Color, piece: Piece) -> char {
    let letter = piece_char(piece);
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    }
}

/// The colour letter FEN and chess.js use: `w` or `b`.
pub fn color_char(color: Color) -> char {
    match color {
        Color::White => 'w',
        Color::Black => 'b',
    }
}

/// The colour a letter `w` or `b` names.
pub fn color_from_char(ch: char) -> Option<Color> {
    match ch {
        'w' => Some(Color::White),
        'b' => Some(Color::Black),
        _ => None,
    }
}
