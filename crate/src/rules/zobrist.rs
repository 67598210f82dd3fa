//! Zobrist hashing of positions.
//!
//! The key covers exactly what makes two positions "the same" under the FIDE
//! repetition rule: piece placement, side to move, castling rights, and the
//! en-passant file **only when an en-passant capture is actually legal**.
//! Clocks are not part of it.
//!
//! The keys are generated at compile time by a fixed SplitMix64 sequence, so a
//! hash is the same on every platform and in every build (native and wasm).
//!
//! ```
//! use ferrochess::Position;
//!
//! let start = Position::startpos();
//! let after_knight_dance = ["g1f3", "g8f6", "f3g1", "f6g8"]
//!     .iter()
//!     .fold(start, |pos, uci| pos.play_uci(uci).unwrap());
//! assert_eq!(start.zobrist_key(), after_knight_dance.zobrist_key());
//! ```

use chess::{Board, CastleRights, Color, File, Piece};

/// One SplitMix64 step: returns the next state and its output.
pub(crate) const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const PIECE_KEYS: usize = 2 * 6 * 64;
const CASTLE_KEYS: usize = 4;
const EP_KEYS: usize = 8;
const TOTAL_KEYS: usize = PIECE_KEYS + CASTLE_KEYS + EP_KEYS + 1;

const KEYS: [u64; TOTAL_KEYS] = {
    let mut keys = [0u64; TOTAL_KEYS];
    let mut state = 0x6665_7272_6F63_6865; // "ferroche"
    let mut i = 0;
    while i < TOTAL_KEYS {
        let (next, value) = splitmix64(state);
        state = next;
        keys[i] = value;
        i += 1;
    }
    keys
};

const fn piece_key(color: Color, piece: Piece, square_index: usize) -> u64 {
    let color_index = match color {
        Color::White => 0,
        Color::Black => 1,
    };
    let piece_index = match piece {
        Piece::Pawn => 0,
        Piece::Knight => 1,
        Piece::Bishop => 2,
        Piece::Rook => 3,
        Piece::Queen => 4,
        Piece::King => 5,
    };
    KEYS[(color_index * 6 + piece_index) * 64 + square_index]
}

fn castle_key(color: Color, rights: CastleRights) -> u64 {
    let base = PIECE_KEYS + 2 * color.to_index();
    let mut key = 0;
    if rights.has_kingside() {
        key ^= KEYS[base];
    }
    if rights.has_queenside() {
        key ^= KEYS[base + 1];
    }
    key
}

/// The key of both colours' castling rights, as [`key`] mixes it in.
pub(crate) fn castling_key(sides: [CastleRights; 2]) -> u64 {
    castle_key(Color::White, sides[0]) ^ castle_key(Color::Black, sides[1])
}

const SIDE_KEY: u64 = KEYS[PIECE_KEYS + CASTLE_KEYS + EP_KEYS];

/// The key of a position given by parts (pieces as colour, kind and
/// square index), for setups that are not (yet) legal positions; the same
/// value [`key`] gives for a legal one.
pub(crate) fn key_of(
    pieces: impl Iterator<Item = (Color, Piece, usize)>,
    castling: [CastleRights; 2],
    ep_file: Option<File>,
    turn: Color,
) -> u64 {
    let mut key = 0;
    for (color, piece, square_index) in pieces {
        key ^= piece_key(color, piece, square_index);
    }
    key ^= castle_key(Color::White, castling[0]);
    key ^= castle_key(Color::Black, castling[1]);
    if let Some(file) = ep_file {
        key ^= KEYS[PIECE_KEYS + CASTLE_KEYS + file.to_index()];
    }
    if turn == Color::Black {
        key ^= SIDE_KEY;
    }
    key
}

/// Computes the Zobrist key of `board`, counting `legal_ep_file` (the file of
/// a legal en-passant capture, if any) instead of the board's own en-passant
/// state.
pub(crate) fn key(board: &Board, legal_ep_file: Option<File>) -> u64 {
    let mut key = 0;
    for square in *board.combined() {
        // Both lookups succeed: `square` is occupied.
        if let (Some(piece), Some(color)) = (board.piece_on(square), board.color_on(square)) {
            key ^= piece_key(color, piece, square.to_index());
        }
    }
    key ^= castle_key(Color::White, board.castle_rights(Color::White));
    key ^= castle_key(Color::Black, board.castle_rights(Color::Black));
    if let Some(file) = legal_ep_file {
        key ^= KEYS[PIECE_KEYS + CASTLE_KEYS + file.to_index()];
    }
    if board.side_to_move() == Color::Black {
        key ^= SIDE_KEY;
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess::ALL_SQUARES;

    #[test]
    fn keys_are_distinct() {
        let mut sorted = KEYS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), TOTAL_KEYS);
        assert!(!KEYS.contains(&0));
    }

    #[test]
    fn piece_keys_depend_on_square_colour_and_piece() {
        let a = piece_key(Color::White, Piece::Knight, ALL_SQUARES[6].to_index());
        let b = piece_key(Color::Black, Piece::Knight, ALL_SQUARES[6].to_index());
        let c = piece_key(Color::White, Piece::Bishop, ALL_SQUARES[6].to_index());
        let d = piece_key(Color::White, Piece::Knight, ALL_SQUARES[7].to_index());
        assert!(a != b && a != c && a != d);
    }
}
