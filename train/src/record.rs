//! The training record: one position in 32 bytes, little-endian.
//!
//! | bytes | field |
//! |---|---|
//! | 0..8 | occupancy: bit `s` set when square `s` (a1 = 0, h8 = 63) holds a piece |
//! | 8..24 | one nibble per occupied square, in square order, low nibble first: `colour * 6 + piece` (white 0, black 1; pawn, knight, bishop, rook, queen, king = 0..5) |
//! | 24..26 | the search score, centipawns, **White's** point of view (`i16`) |
//! | 26 | the game's result: 0 Black won, 1 draw, 2 White won |
//! | 27 | side to move: 0 White, 1 Black |
//! | 28..30 | the ply of the game the position was reached at (`u16`) |
//! | 30..32 | reserved, zero |
//!
//! Castling rights, the en-passant square and the clocks are not kept: the
//! net does not see them.
//!
//! ```
//! use ferrochess::Position;
//! use ferrochess_train::record::Record;
//!
//! let pos = Position::startpos();
//! let record = Record::from_position(&pos, 35, 2, 0);
//! let bytes = record.to_bytes();
//! let back = Record::from_bytes(&bytes).unwrap();
//! assert_eq!(back, record);
//! assert_eq!(back.pieces().count(), 32);
//! assert_eq!(back.score_white, 35);
//! ```

use ferrochess::chess::{Color, Piece, Square, ALL_PIECES, ALL_SQUARES};
use ferrochess::Position;

/// The size of one record in bytes.
pub const RECORD_BYTES: usize = 32;

/// One training position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    pub occupancy: u64,
    /// Piece codes, a nibble each, in square order.
    pub codes: [u8; 16],
    pub score_white: i16,
    /// 0 Black won, 1 draw, 2 White won.
    pub result: u8,
    pub white_to_move: bool,
    pub ply: u16,
}

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// More than 32 pieces on the board.
    TooManyPieces(u32),
    /// A piece code above 11.
    BadCode(u8),
    /// A result other than 0, 1 or 2.
    BadResult(u8),
    /// A side to move other than 0 or 1.
    BadSide(u8),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::TooManyPieces(n) => write!(f, "record has {n} pieces (at most 32)"),
            RecordError::BadCode(c) => write!(f, "record has piece code {c} (0..=11)"),
            RecordError::BadResult(r) => write!(f, "record has result {r} (0, 1 or 2)"),
            RecordError::BadSide(s) => write!(f, "record has side to move {s} (0 or 1)"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A record of `pos` with its search score (White's view), result and ply.
    pub fn from_position(pos: &Position, score_white: i16, result: u8, ply: u16) -> Self {
        let board = pos.board();
        let mut occupancy = 0u64;
        let mut codes = [0u8; 16];
        let mut count = 0;
        for square in ALL_SQUARES {
            if let (Some(piece), Some(color)) = (board.piece_on(square), board.color_on(square)) {
                occupancy |= 1 << square.to_index();
                let code = (color == Color::Black) as u8 * 6 + piece.to_index() as u8;
                codes[count / 2] |= code << (4 * (count % 2));
                count += 1;
            }
        }
        Record {
            occupancy,
            codes,
            score_white,
            result,
            white_to_move: pos.turn() == Color::White,
            ply,
        }
    }

    /// The 32 bytes of the record.
    pub fn to_bytes(&self) -> [u8; RECORD_BYTES] {
        let mut out = [0u8; RECORD_BYTES];
        out[0..8].copy_from_slice(&self.occupancy.to_le_bytes());
        out[8..24].copy_from_slice(&self.codes);
        out[24..26].copy_from_slice(&self.score_white.to_le_bytes());
        out[26] = self.result;
        out[27] = (!self.white_to_move) as u8;
        out[28..30].copy_from_slice(&self.ply.to_le_bytes());
        out
    }

    /// Reads a record, checking every field.
    pub fn from_bytes(bytes: &[u8; RECORD_BYTES]) -> Result<Self, RecordError> {
        let occupancy = u64::from_le_bytes(bytes[0..8].try_into().expect("8 bytes"));
        if occupancy.count_ones() > 32 {
            return Err(RecordError::TooManyPieces(occupancy.count_ones()));
        }
        let mut codes = [0u8; 16];
        codes.copy_from_slice(&bytes[8..24]);
        for i in 0..occupancy.count_ones() as usize {
            let code = (codes[i / 2] >> (4 * (i % 2))) & 15;
            if code > 11 {
                return Err(RecordError::BadCode(code));
            }
        }
        let result = bytes[26];
        if result > 2 {
            return Err(RecordError::BadResult(result));
        }
        if bytes[27] > 1 {
            return Err(RecordError::BadSide(bytes[27]));
        }
        Ok(Record {
            occupancy,
            codes,
            score_white: i16::from_le_bytes([bytes[24], bytes[25]]),
            result,
            white_to_move: bytes[27] == 0,
            ply: u16::from_le_bytes([bytes[28], bytes[29]]),
        })
    }

    /// The same position with files mirrored (a↔h): the game is the same
    /// but for castling, which records do not keep. Used to double data.
    ///
    /// ```
    /// use ferrochess::Position;
    /// use ferrochess_train::record::Record;
    ///
    /// let pos = Position::from_fen("4k3/8/8/8/8/8/1P6/4K2R w - - 0 1").unwrap();
    /// let mirrored = Record::from_position(&pos, 50, 1, 30).mirrored_files();
    /// let expected = Position::from_fen("3k4/8/8/8/8/8/6P1/R2K4 w - - 0 1").unwrap();
    /// assert_eq!(mirrored, Record::from_position(&expected, 50, 1, 30));
    /// assert_eq!(mirrored.mirrored_files(), Record::from_position(&pos, 50, 1, 30));
    /// ```
    pub fn mirrored_files(&self) -> Record {
        let mut pieces: Vec<(u8, u8)> = self
            .pieces()
            .map(|(color, piece, square)| {
                let code = (color == Color::Black) as u8 * 6 + piece.to_index() as u8;
                ((square.to_index() ^ 7) as u8, code)
            })
            .collect();
        pieces.sort_unstable();
        let mut out = Record {
            occupancy: 0,
            codes: [0; 16],
            ..*self
        };
        for (i, (square, code)) in pieces.into_iter().enumerate() {
            out.occupancy |= 1 << square;
            out.codes[i / 2] |= code << (4 * (i % 2));
        }
        out
    }

    /// The record's board (no castling rights or en passant), or `None`
    /// if the pieces do not make a legal position.
    pub fn board(&self) -> Option<ferrochess::chess::Board> {
        let mut builder = ferrochess::chess::BoardBuilder::new();
        for (color, piece, square) in self.pieces() {
            builder.piece(square, piece, color);
        }
        builder.side_to_move(if self.white_to_move {
            Color::White
        } else {
            Color::Black
        });
        ferrochess::chess::Board::try_from(&builder).ok()
    }

    /// Every piece: (colour, piece, square).
    pub fn pieces(&self) -> impl Iterator<Item = (Color, Piece, Square)> + '_ {
        let mut occupancy = self.occupancy;
        let mut index = 0;
        std::iter::from_fn(move || {
            if occupancy == 0 {
                return None;
            }
            let square = occupancy.trailing_zeros() as u8;
            occupancy &= occupancy - 1;
            let code = (self.codes[index / 2] >> (4 * (index % 2))) & 15;
            index += 1;
            let color = if code >= 6 {
                Color::Black
            } else {
                Color::White
            };
            // from_bytes checked code <= 11; squares are < 64.
            Some((color, ALL_PIECES[(code % 6) as usize], square_at(square)))
        })
    }
}

fn square_at(index: u8) -> Square {
    ALL_SQUARES[index as usize]
}

/// The records of every file in `paths`: 32-byte positions, or whole games
/// (a file that starts with `FCGAMES1`, replayed into positions). What
/// `train` and `fit-wdl` read.
pub fn load_files(paths: &[String]) -> Result<Vec<Record>, String> {
    use crate::game_record::{read_games, GAMES_MAGIC};
    let mut records = Vec::new();
    for path in paths {
        let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
        if bytes.starts_with(&GAMES_MAGIC) {
            for game in read_games(&bytes).map_err(|e| format!("{path}: {e}"))? {
                records.extend(game.records().map_err(|e| format!("{path}: {e}"))?);
            }
            continue;
        }
        let whole = bytes.len() / RECORD_BYTES * RECORD_BYTES;
        for (i, chunk) in bytes[..whole].chunks_exact(RECORD_BYTES).enumerate() {
            let record = Record::from_bytes(chunk.try_into().expect("record size"))
                .map_err(|e| format!("{path}, record {i}: {e}"))?;
            records.push(record);
        }
    }
    Ok(records)
}
