//! Castling, in standard chess and in Chess960: the one module for it.
//!
//! [`Castles`] (in `castles.rs`) is a position's castling, one value for
//! both modes; the rest of this module is what it is made of.
//!
//! The `chess` crate knows one castling: the king from the e-file two
//! squares towards an a- or h-file rook. Chess960 (Fischer random chess)
//! starts king and rooks on other files; castling still puts the king on
//! the c- or g-file and the rook beside it on the d- or f-file. This module
//! holds what ferrochess adds on top of the crate for that:
//!
//! - [`CastlingRights`]: the rights as rooks (for each colour and side, the
//!   file of the rook that may still castle), which standard FEN's `KQkq`,
//!   X-FEN and Shredder-FEN (`HAha`) all read into;
//! - [`Castle`]: the squares of a castling move, whichever way it is
//!   written: a king moving two files (standard) or a king moving onto its
//!   own rook (Chess960, as UCI_Chess960 and python-chess write it);
//! - [`chess960_moves`] and [`play_chess960`]: Chess960 castling moves
//!   generated and played over a `chess` board that carries no castling
//!   rights itself (a position reaches them through [`Castles`]).
//!
//! ```
//! use std::str::FromStr;
//! use ferrochess::rules::castling::{Castle, CastleSide};
//! use ferrochess::chess::{Board, ChessMove, Square};
//!
//! let board = Board::from_str("4k3/8/8/8/8/8/8/1R2K1R1 w - - 0 1").unwrap();
//! // A king onto its own rook: Chess960 castling, king to g1, rook to f1.
//! let castle = Castle::of(&board, ChessMove::new(Square::E1, Square::G1, None)).unwrap();
//! assert_eq!(castle.side, CastleSide::King);
//! assert_eq!((castle.king_to, castle.rook_to), (Square::G1, Square::F1));
//! ```

use chess::{
    BitBoard, Board, BoardBuilder, CastleRights, ChessMove, Color, File, Piece, Square,
    ALL_SQUARES, EMPTY,
};

use crate::rules::attacks::attackers;

mod castles;
pub use castles::Castles;

/// The side a king castles to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastleSide {
    /// Towards the h-file: `O-O`, the king on g, the rook on f.
    King,
    /// Towards the a-file: `O-O-O`, the king on c, the rook on d.
    Queen,
}

impl CastleSide {
    /// Both sides, kingside first.
    pub const BOTH: [CastleSide; 2] = [CastleSide::King, CastleSide::Queen];

    /// The file the king ends on.
    pub fn king_file(self) -> File {
        match self {
            CastleSide::King => File::G,
            CastleSide::Queen => File::C,
        }
    }

    /// The file the rook ends on.
    pub fn rook_file(self) -> File {
        match self {
            CastleSide::King => File::F,
            CastleSide::Queen => File::D,
        }
    }

    /// The file a rook castling to this side starts on in standard chess.
    pub fn standard_rook_file(self) -> File {
        match self {
            CastleSide::King => File::H,
            CastleSide::Queen => File::A,
        }
    }

    /// The side of `king_file` that a rook on `rook_file` castles to.
    pub fn of_rook(king_file: File, rook_file: File) -> CastleSide {
        if rook_file.to_index() > king_file.to_index() {
            CastleSide::King
        } else {
            CastleSide::Queen
        }
    }

    /// The `chess` crate's name for this side.
    pub fn rights(self) -> CastleRights {
        match self {
            CastleSide::King => CastleRights::KingSide,
            CastleSide::Queen => CastleRights::QueenSide,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Castling rights as rooks: for each colour and side, the file of the
/// rook on the back rank that may still castle.
///
/// ```
/// use ferrochess::rules::castling::{CastleSide, CastlingRights};
/// use ferrochess::chess::{CastleRights, Color, File};
///
/// let rights = CastlingRights::from_standard([CastleRights::Both, CastleRights::KingSide]);
/// assert_eq!(rights.rook_file(Color::White, CastleSide::Queen), Some(File::A));
/// assert_eq!(rights.rook_file(Color::Black, CastleSide::Queen), None);
/// assert!(rights.is_standard());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights {
    rooks: [[Option<File>; 2]; 2],
}

impl CastlingRights {
    /// No rights at all.
    pub const NONE: CastlingRights = CastlingRights {
        rooks: [[None; 2]; 2],
    };

    /// The standard rights the `chess` crate names, rooks on a and h.
    pub fn from_standard(rights: [CastleRights; 2]) -> Self {
        let mut out = Self::NONE;
        for color in [Color::White, Color::Black] {
            let have = rights[color.to_index()];
            for side in CastleSide::BOTH {
                if have.add(side.rights()) == have {
                    out.set(color, side, Some(side.standard_rook_file()));
                }
            }
        }
        out
    }

    /// The sides each colour may castle to, in the `chess` crate's words.
    pub fn sides(&self) -> [CastleRights; 2] {
        [Color::White, Color::Black].map(|color| {
            CastleSide::BOTH
                .into_iter()
                .filter(|&side| self.has(color, side))
                .fold(CastleRights::NoRights, |acc, side| acc.add(side.rights()))
        })
    }

    /// Whether every right's rook is on the a- or h-file of its side.
    pub fn is_standard(&self) -> bool {
        self.iter()
            .all(|(_, side, file)| file == side.standard_rook_file())
    }

    /// The file of `color`'s rook that may castle to `side`.
    pub fn rook_file(&self, color: Color, side: CastleSide) -> Option<File> {
        self.rooks[color.to_index()][side.index()]
    }

    /// The square of `color`'s rook that may castle to `side`.
    pub fn rook(&self, color: Color, side: CastleSide) -> Option<Square> {
        self.rook_file(color, side)
            .map(|file| Square::make_square(color.to_my_backrank(), file))
    }

    /// Whether `color` may castle to `side`.
    pub fn has(&self, color: Color, side: CastleSide) -> bool {
        self.rook_file(color, side).is_some()
    }

    /// Gives (`Some(file)`) or takes (`None`) a right.
    pub fn set(&mut self, color: Color, side: CastleSide, rook: Option<File>) {
        self.rooks[color.to_index()][side.index()] = rook;
    }

    /// Takes both of `color`'s rights (its king moved).
    pub fn remove_color(&mut self, color: Color) {
        self.rooks[color.to_index()] = [None; 2];
    }

    /// Takes the right of a rook standing on `square` (it moved or was taken).
    pub fn remove_rook_on(&mut self, square: Square) {
        let rank = square.get_rank();
        for color in [Color::White, Color::Black] {
            if color.to_my_backrank() != rank {
                continue;
            }
            for slot in &mut self.rooks[color.to_index()] {
                if *slot == Some(square.get_file()) {
                    *slot = None;
                }
            }
        }
    }

    /// Whether no right is left.
    pub fn is_empty(&self) -> bool {
        self.rooks == [[None; 2]; 2]
    }

    /// Every right as (colour, side, rook file), white first, kingside first.
    pub fn iter(&self) -> impl Iterator<Item = (Color, CastleSide, File)> + '_ {
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(move |color| {
                CastleSide::BOTH
                    .into_iter()
                    .filter_map(move |side| Some((color, side, self.rook_file(color, side)?)))
            })
    }

    /// The rights left after `mv` on `board`: a king that moves (castling
    /// included) gives up both, a rook that leaves its square or is taken
    /// on it gives up its own.
    pub fn after(&self, board: &Board, mv: ChessMove) -> CastlingRights {
        let mut rights = *self;
        if rights.is_empty() {
            return rights;
        }
        if board.piece_on(mv.get_source()) == Some(Piece::King) {
            rights.remove_color(board.side_to_move());
        }
        rights.remove_rook_on(mv.get_source());
        rights.remove_rook_on(mv.get_dest());
        rights
    }
}

/// The squares of a castling move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castle {
    /// The side castled to.
    pub side: CastleSide,
    /// Where the king starts.
    pub king_from: Square,
    /// Where the king ends: c or g.
    pub king_to: Square,
    /// Where the rook starts.
    pub rook_from: Square,
    /// Where the rook ends: d or f.
    pub rook_to: Square,
}

impl Castle {
    /// `color`'s castling with the king on `king_from` and the rook on `rook_from`.
    pub fn new(color: Color, king_from: Square, rook_from: Square) -> Castle {
        let side = CastleSide::of_rook(king_from.get_file(), rook_from.get_file());
        let rank = color.to_my_backrank();
        Castle {
            side,
            king_from,
            king_to: Square::make_square(rank, side.king_file()),
            rook_from,
            rook_to: Square::make_square(rank, side.rook_file()),
        }
    }

    /// The castling that `mv` on `board` is, if it is one: a king moving
    /// two files along its rank (standard chess) or a king moving onto a
    /// rook of its own colour (Chess960). Legality is not checked.
    pub fn of(board: &Board, mv: ChessMove) -> Option<Castle> {
        let (from, to) = (mv.get_source(), mv.get_dest());
        if *board.pieces(Piece::King) & BitBoard::from_square(from) == EMPTY {
            return None;
        }
        let color = board.color_on(from)?;
        if board.color_on(to) == Some(color) {
            return Some(Castle::new(color, from, to));
        }
        let (from_file, to_file) = (from.get_file().to_index(), to.get_file().to_index());
        if from_file.abs_diff(to_file) != 2 || from.get_rank() != to.get_rank() {
            return None;
        }
        let side = CastleSide::of_rook(from.get_file(), to.get_file());
        let rook_from = Square::make_square(from.get_rank(), side.standard_rook_file());
        Some(Castle::new(color, from, rook_from))
    }

    /// The move as a Chess960 game records it: the king onto its rook.
    pub fn chess960_move(&self) -> ChessMove {
        ChessMove::new(self.king_from, self.rook_from, None)
    }

    /// The squares that must be empty (but for this king and rook): those
    /// the king and the rook cross and land on.
    fn path(&self) -> BitBoard {
        (span(self.king_from, self.king_to) | span(self.rook_from, self.rook_to))
            & !BitBoard::from_square(self.king_from)
            & !BitBoard::from_square(self.rook_from)
    }
}

/// The squares of one rank from `a` to `b`, both included.
fn span(a: Square, b: Square) -> BitBoard {
    let (lo, hi) = if a.to_index() <= b.to_index() {
        (a.to_index(), b.to_index())
    } else {
        (b.to_index(), a.to_index())
    };
    (lo..=hi).fold(EMPTY, |bb, i| bb | BitBoard::from_square(ALL_SQUARES[i]))
}

/// Whether a piece of `by` attacks `target` with `occupied` as the board's
/// occupancy (a piece of theirs off it counts for nothing).
fn attacked(board: &Board, target: Square, by: Color, occupied: BitBoard) -> bool {
    let theirs = *board.color_combined(by) & occupied;
    attackers(target, by, occupied, |piece| *board.pieces(piece) & theirs) != EMPTY
}

/// Whether `castle` is legal on `board` for the side to move: not in
/// check, the squares the king and rook cross empty, and no square the
/// king crosses or lands on attacked once king and rook have left their
/// squares.
pub fn is_legal(board: &Board, castle: &Castle) -> bool {
    let us = board.side_to_move();
    if *board.checkers() != EMPTY
        || board.piece_on(castle.rook_from) != Some(Piece::Rook)
        || board.color_on(castle.rook_from) != Some(us)
        || *board.combined() & castle.path() != EMPTY
    {
        return false;
    }
    let occupied = *board.combined()
        & !BitBoard::from_square(castle.king_from)
        & !BitBoard::from_square(castle.rook_from);
    let landed = occupied | BitBoard::from_square(castle.rook_to);
    let crossed = span(castle.king_from, castle.king_to);
    crossed
        .into_iter()
        .all(|square| !attacked(board, square, !us, occupied))
        && !attacked(board, castle.king_to, !us, landed)
}

/// The Chess960 castling moves of the side to move, written king onto rook.
pub fn chess960_moves(board: &Board, rights: &CastlingRights) -> impl Iterator<Item = ChessMove> {
    let us = board.side_to_move();
    let king = board.king_square(us);
    let candidates = CastleSide::BOTH.map(|side| {
        let rook = rights.rook(us, side)?;
        let castle = Castle::new(us, king, rook);
        (king.get_rank() == us.to_my_backrank() && castle.side == side && is_legal(board, &castle))
            .then(|| castle.chess960_move())
    });
    candidates.into_iter().flatten()
}

/// The board after `castle`, the other side to move, no en-passant square
/// and no castling rights (Chess960 keeps them beside the board).
pub fn play_chess960(board: &Board, castle: &Castle) -> Board {
    let mut builder = BoardBuilder::from(*board);
    let us = board.side_to_move();
    builder.clear_square(castle.king_from);
    builder.clear_square(castle.rook_from);
    builder.piece(castle.king_to, Piece::King, us);
    builder.piece(castle.rook_to, Piece::Rook, us);
    builder
        .side_to_move(!us)
        .en_passant(None)
        .castle_rights(Color::White, CastleRights::NoRights)
        .castle_rights(Color::Black, CastleRights::NoRights);
    // A legal castling leaves a legal board; fall back to the board before
    // rather than panic should a caller pass an illegal one.
    Board::try_from(&builder).unwrap_or(*board)
}

/// Chess960 start position `n` (0–959, the standard numbering that puts the
/// classical array at 518) as the placement of white's back rank, files a
/// to h; black mirrors it.
///
/// ```
/// use ferrochess::rules::castling::chess960_back_rank;
/// use ferrochess::chess::Piece::*;
/// assert_eq!(chess960_back_rank(518), Some([Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook]));
/// assert_eq!(chess960_back_rank(0), Some([Bishop, Bishop, Queen, Knight, Knight, Rook, King, Rook]));
/// assert_eq!(chess960_back_rank(960), None);
/// ```
pub fn chess960_back_rank(n: u32) -> Option<[Piece; 8]> {
    if n >= 960 {
        return None;
    }
    let mut rank: [Option<Piece>; 8] = [None; 8];
    let mut n = n as usize;
    // Light-squared bishop on b, d, f or h; dark-squared on a, c, e or g.
    rank[n % 4 * 2 + 1] = Some(Piece::Bishop);
    n /= 4;
    rank[n % 4 * 2] = Some(Piece::Bishop);
    n /= 4;
    // The queen on the (n % 6)-th empty square, then the knights by the
    // table of ten ways to place two on five squares.
    place_on_empty(&mut rank, n % 6, Piece::Queen);
    n /= 6;
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (first, second) = KNIGHTS[n];
    // Place the second first so the first's index still counts from the left.
    place_on_empty(&mut rank, second, Piece::Knight);
    place_on_empty(&mut rank, first, Piece::Knight);
    // Rook, king, rook on the three squares left.
    for piece in [Piece::Rook, Piece::King, Piece::Rook] {
        place_on_empty(&mut rank, 0, piece);
    }
    let mut out = [Piece::Pawn; 8];
    for (slot, piece) in out.iter_mut().zip(rank) {
        *slot = piece?;
    }
    Some(out)
}

fn place_on_empty(rank: &mut [Option<Piece>; 8], index: usize, piece: Piece) {
    if let Some(slot) = rank.iter_mut().filter(|s| s.is_none()).nth(index) {
        *slot = Some(piece);
    }
}

/// The letter FEN writes for `color`'s right to castle to `side` with the
/// rook on `file`: `K`/`Q` in standard chess (`chess960` is `None`); in
/// Chess960 (`Some(shredder)`) the rook's file in Shredder-FEN, and in X-FEN
/// `K`/`Q` when the rook is the outermost one on that side, else its file.
/// `piece_at` reads the board.
pub fn right_letter(
    color: Color,
    side: CastleSide,
    file: File,
    chess960: Option<bool>,
    piece_at: impl Fn(Square) -> Option<(Color, Piece)>,
) -> char {
    let named = |letter: char| match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    };
    let letter = match side {
        CastleSide::King => 'k',
        CastleSide::Queen => 'q',
    };
    let Some(shredder) = chess960 else {
        return named(letter);
    };
    let file_letter = named((b'a' + file.to_index() as u8) as char);
    if shredder {
        return file_letter;
    }
    // Outermost: no rook of this colour further out on the back rank.
    let rank = color.to_my_backrank();
    let further = |i: usize| {
        piece_at(Square::make_square(rank, chess::ALL_FILES[i])) == Some((color, Piece::Rook))
    };
    let outer = match side {
        CastleSide::King => (file.to_index() + 1..8).any(further),
        CastleSide::Queen => (0..file.to_index()).any(further),
    };
    if outer {
        file_letter
    } else {
        named(letter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn board(fen: &str) -> Board {
        Board::from_str(fen).unwrap()
    }

    #[test]
    fn numbering_covers_every_start_once() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let rank = chess960_back_rank(n).unwrap();
            let files = |p| (0..8).filter(move |&i| rank[i] == p);
            let bishops: Vec<usize> = files(Piece::Bishop).collect();
            assert_eq!(bishops.len(), 2);
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{n}: bishops on one colour");
            let rooks: Vec<usize> = files(Piece::Rook).collect();
            let king = files(Piece::King).next().unwrap();
            assert!(
                rooks[0] < king && king < rooks[1],
                "{n}: king not between rooks"
            );
            assert!(seen.insert(rank), "{n} repeats a start");
        }
        assert_eq!(seen.len(), 960);
    }

    #[test]
    fn castle_of_reads_both_notations() {
        let b = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let standard = Castle::of(&b, ChessMove::new(Square::E1, Square::C1, None)).unwrap();
        let chess960 = Castle::of(&b, ChessMove::new(Square::E1, Square::A1, None)).unwrap();
        assert_eq!(standard, chess960);
        assert_eq!(
            (standard.king_to, standard.rook_to),
            (Square::C1, Square::D1)
        );
        assert_eq!(
            Castle::of(&b, ChessMove::new(Square::E1, Square::F1, None)),
            None
        );
    }
}
