//! A position's castling, one value for standard chess and Chess960.
//!
//! [`Castles`] is what a position knows of castling beyond its pieces:
//! which rooks may still castle, and by which rules the game castles.
//! Everything that generates, plays or hashes a castling goes through it,
//! so the position, the search at every depth (the classic searches
//! included) and perft play one game: a move is played by
//! [`Castles::play`], a position's extra castling moves come from
//! [`Castles::moves`], and its key from [`Castles::key`].
//!
//! Where the rights live is the one difference between the two modes. In
//! standard chess the `chess` crate's board holds them: its move
//! generator makes castling (a king moving two files) and its moves update
//! them, at its speed and in the order the engine's `bench` signature
//! pins. In Chess960 the board holds none (the crate knows only rooks on
//! the a- and h-files) and this value carries the rooks that may castle,
//! castling written as the king moving onto its own rook.
//!
//! ```
//! use ferrochess::rules::castling::Castles;
//! use ferrochess::chess::{ChessMove, Square};
//! use ferrochess::{rules::fen, Position};
//!
//! let pos = fen::parse_chess960("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1").unwrap();
//! let castles = pos.castles();
//! assert!(castles.is_chess960());
//! // The generator's moves lack castling; Castles adds both, king onto rook.
//! let extra: Vec<ChessMove> = castles.moves(pos.board()).collect();
//! assert_eq!(extra.len(), 2);
//! let (board, after) = castles.play(pos.board(), ChessMove::new(Square::E1, Square::G1, None));
//! assert_eq!(board.king_square(ferrochess::chess::Color::White), Square::G1);
//! assert!(after.rights(&board).is_empty());
//! assert_eq!(Position::startpos().castles(), Castles::Standard);
//! ```

use chess::{Board, CastleRights, ChessMove, Color};

use super::{Castle, CastlingRights};
use crate::rules::zobrist;

/// A position's castling: standard chess (the board holds the rights) or
/// Chess960 with the rooks that may castle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Castles {
    /// Standard chess: the `chess` board holds the rights, generates
    /// castling and plays it.
    Standard,
    /// Chess960: the rooks that may castle (the board holds no rights).
    Chess960(CastlingRights),
}

impl Castles {
    /// The castles of a position whose rooks `rights` may castle, by
    /// Chess960's rules or standard chess's, with the rights its board must
    /// carry (none in Chess960).
    pub fn new(rights: CastlingRights, chess960: bool) -> (Castles, [CastleRights; 2]) {
        match chess960 {
            true => (Castles::Chess960(rights), [CastleRights::NoRights; 2]),
            false => (Castles::Standard, rights.sides()),
        }
    }

    /// Whether castling follows Chess960's rules.
    pub fn is_chess960(&self) -> bool {
        matches!(self, Castles::Chess960(_))
    }

    /// The rooks that may castle on `board` (the position's board).
    pub fn rights(&self, board: &Board) -> CastlingRights {
        match self {
            Castles::Standard => CastlingRights::from_standard([
                board.castle_rights(Color::White),
                board.castle_rights(Color::Black),
            ]),
            Castles::Chess960(rights) => *rights,
        }
    }

    /// The legal castling moves the `chess` crate's generator does not make
    /// on `board`: Chess960's, written king onto rook; none in standard
    /// chess, whose castling the generator makes itself.
    #[inline]
    pub fn moves(&self, board: &Board) -> impl Iterator<Item = ChessMove> {
        let chess960 = match self {
            Castles::Standard => None,
            Castles::Chess960(rights) => Some(super::chess960_moves(board, rights)),
        };
        chess960.into_iter().flatten()
    }

    /// Adds [`Castles::moves`] to `moves` (the generator's): nothing to do
    /// in standard chess.
    #[inline]
    pub fn add_moves(&self, board: &Board, moves: &mut Vec<ChessMove>) {
        if let Castles::Chess960(rights) = self {
            moves.extend(super::chess960_moves(board, rights));
        }
    }

    /// Whether `mv` is one of [`Castles::moves`] (a Chess960 castling that
    /// is legal), without generating the others' list.
    pub fn is_extra_move(&self, board: &Board, mv: ChessMove) -> bool {
        mv.get_promotion().is_none() && self.moves(board).any(|castle| castle == mv)
    }

    /// Plays `mv` (legal on `board`): the board after it and the castles
    /// after it (a king that moves gives up its rights, a rook that leaves
    /// or is taken on its square its own). The one way a move is played,
    /// by positions and by the search.
    #[inline]
    pub fn play(&self, board: &Board, mv: ChessMove) -> (Board, Castles) {
        match self {
            Castles::Standard => (board.make_move_new(mv), Castles::Standard),
            Castles::Chess960(rights) => (
                Self::chess960_board_after(board, mv),
                Castles::Chess960(rights.after(board, mv)),
            ),
        }
    }

    /// The board after `mv` (legal on `board`), without the castles after
    /// it: [`Castles::play`]'s board, for a look one move ahead.
    #[inline]
    pub fn board_after(&self, board: &Board, mv: ChessMove) -> Board {
        match self {
            Castles::Standard => board.make_move_new(mv),
            Castles::Chess960(_) => Self::chess960_board_after(board, mv),
        }
    }

    /// A Chess960 move on a board that holds no rights: castling (the king
    /// onto its own rook) played here, any other move by the crate.
    fn chess960_board_after(board: &Board, mv: ChessMove) -> Board {
        if board.color_on(mv.get_dest()) == Some(board.side_to_move()) {
            if let Some(castle) = Castle::of(board, mv) {
                return super::play_chess960(board, &castle);
            }
        }
        board.make_move_new(mv)
    }

    /// The key of `board` with these castles, for the search's table and
    /// repetitions: the board's own hash (which covers standard chess's
    /// rights) with [`Castles::rights_key`].
    #[inline]
    pub fn key(&self, board: &Board) -> u64 {
        board.get_hash() ^ self.rights_key()
    }

    /// The key of the rights the board does not hold, to mix into a key of
    /// the board: Chess960's rights, nothing in standard chess.
    #[inline]
    pub fn rights_key(&self) -> u64 {
        match self {
            Castles::Standard => 0,
            Castles::Chess960(rights) => zobrist::castling_key(rights.sides()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;
    use crate::Position;

    /// A Chess960 position whose rooks stand on a and h plays the same
    /// game as standard chess but for how castling is written: the boards
    /// after every move agree, and so do the rights.
    #[test]
    fn chess960_on_standard_squares_plays_as_standard_chess() {
        let text = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let standard = Position::from_fen(text).unwrap();
        let fischer = fen::parse_chess960(text).unwrap();
        assert_eq!(standard.castles(), Castles::Standard);
        let rights = fischer.castles().rights(fischer.board());
        assert_eq!(rights, standard.castles().rights(standard.board()));
        for mv in standard.legal_moves() {
            let written = match standard.castle(mv) {
                Some(castle) => castle.chess960_move(),
                None => mv,
            };
            let (a, a_castles) = standard.castles().play(standard.board(), mv);
            let (b, b_castles) = fischer.castles().play(fischer.board(), written);
            assert_eq!(a.combined(), b.combined(), "{mv}");
            assert_eq!(a_castles.rights(&a), b_castles.rights(&b), "{mv}");
        }
    }

    #[test]
    fn keys_tell_chess960_rights_apart() {
        let with = fen::parse_chess960("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1").unwrap();
        let without = fen::parse_chess960("4k3/8/8/8/8/8/8/1R2K1R1 w G - 0 1").unwrap();
        assert_eq!(with.board(), without.board());
        assert_ne!(
            with.castles().key(with.board()),
            without.castles().key(without.board())
        );
    }
}
