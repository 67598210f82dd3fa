//! The board as text: chess.js's ASCII diagram, and a Unicode variant.
//!
//! ```
//! use ferrochess::{rules::board_text, Setup};
//! let text = board_text::ascii(&Setup::default());
//! assert!(text.starts_with("   +------------------------+\n 8 | r  n  b  q  k  b  n  r |\n"));
//! ```

use chess::{Color, Piece, ALL_SQUARES};

use crate::rules::fen::piece_letter;
use crate::rules::setup::Setup;

fn diagram(setup: &Setup, glyph: impl Fn(Color, Piece) -> char) -> String {
    let mut out = String::from("   +------------------------+\n");
    for rank in (0..8).rev() {
        out.push_str(&format!(" {} |", rank + 1));
        for file in 0..8 {
            let square = ALL_SQUARES[rank * 8 + file];
            let c = setup
                .piece_at(square)
                .map_or('.', |(color, piece)| glyph(color, piece));
            out.push(' ');
            out.push(c);
            out.push(' ');
        }
        out.push_str("|\n");
    }
    out.push_str("   +------------------------+\n");
    out.push_str("     a  b  c  d  e  f  g  h");
    out
}

/// chess.js's `ascii()` diagram: letters, `.` for empty squares.
pub fn ascii(setup: &Setup) -> String {
    diagram(setup, piece_letter)
}

/// The same diagram with Unicode chess symbols (♔ white king … ♟ black pawn).
pub fn unicode(setup: &Setup) -> String {
    diagram(setup, |color, piece| {
        let index = match piece {
            Piece::King => 0,
            Piece::Queen => 1,
            Piece::Rook => 2,
            Piece::Bishop => 3,
            Piece::Knight => 4,
            Piece::Pawn => 5,
        };
        let base = if color == Color::White {
            0x2654
        } else {
            0x265A
        };
        char::from_u32(base + index).unwrap_or('?')
    })
}
