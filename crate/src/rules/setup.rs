//! A setup: what a FEN says, before anyone has checked that it is chess.
//!
//! [`Setup`] holds a placement, the side to move, castling rights, an
//! en-passant square and the two clocks, with nothing checked: no kings,
//! pawns on the back rank, the side not to move in check are all
//! representable. It is what FEN text reads into ([`crate::rules::fen::read`]),
//! what a board editor changes ([`Setup::put`], [`Setup::remove`]), and what
//! [`Setup::validate`] (in [`crate::rules::position`]) turns into a
//! [`crate::rules::position::Position`] that can be played, or into a
//! [`PositionError`] that says which rule it breaks. It depends on no
//! other module of the rules but castling rights and that error.
//!
//! ```
//! use ferrochess::chess::{Color, Piece, Square};
//! use ferrochess::rules::setup::Setup;
//!
//! let mut setup = Setup::empty();
//! assert!(setup.put(Color::White, Piece::King, Square::E1));
//! assert!(!setup.put(Color::White, Piece::King, Square::D1)); // one king a side
//! assert!(setup.validate().is_err()); // black has no king yet
//! setup.put(Color::Black, Piece::King, Square::E8);
//! assert_eq!(setup.validate().unwrap().to_fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
//! ```

use chess::{get_pawn_attacks, BitBoard, Color, File, Piece, Rank, Square, ALL_SQUARES, EMPTY};

use crate::rules::castling::{CastleSide, CastlingRights};
use crate::rules::position::error::PositionError;

/// A position as written, not yet checked to be legal chess.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square, indexed a1 = 0 … h8 = 63.
    pub squares: [Option<(Color, Piece)>; 64],
    /// The side to move.
    pub turn: Color,
    /// Castling rights, as the rooks that may castle.
    pub castling: CastlingRights,
    /// Whether castling follows Chess960's rules (king and rooks start on
    /// any files; castling is written king onto rook).
    pub chess960: bool,
    /// The en-passant target square as written (`e3`), if any.
    pub en_passant: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The fullmove number.
    pub fullmove_number: u32,
}

impl Setup {
    /// An empty board, white to move, no rights, clocks `0 1` (chess.js's `clear()`).
    pub fn empty() -> Self {
        Setup {
            squares: [None; 64],
            turn: Color::White,
            castling: CastlingRights::NONE,
            chess960: false,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The piece on `square`.
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        self.squares[square.to_index()]
    }

    /// The squares of `color`'s pieces of kind `piece`.
    pub fn pieces(&self, color: Color, piece: Piece) -> BitBoard {
        self.matching(|slot| slot == Some((color, piece)))
    }

    /// Every occupied square.
    pub fn occupied(&self) -> BitBoard {
        self.matching(|slot| slot.is_some())
    }

    fn matching(&self, wanted: impl Fn(Option<(Color, Piece)>) -> bool) -> BitBoard {
        let mut bb = EMPTY;
        for (i, slot) in self.squares.iter().enumerate() {
            if wanted(*slot) {
                bb |= BitBoard::from_square(ALL_SQUARES[i]);
            }
        }
        bb
    }

    /// How many pieces `color` has (of kind `piece`, or all).
    pub fn count(&self, color: Color, piece: Option<Piece>) -> u32 {
        self.squares
            .iter()
            .filter(|slot| match slot {
                Some((c, p)) => *c == color && piece.is_none_or(|want| want == *p),
                None => false,
            })
            .count() as u32
    }

    /// The pieces of `by` that attack `target` (pinned ones too, as chess.js
    /// counts them), whatever stands on `target`.
    pub fn attackers(&self, target: Square, by: Color) -> BitBoard {
        let (pieces, occupied) = self.bitboards();
        Self::attackers_in(&pieces, occupied, target, by)
    }

    /// [`Setup::attackers`] among `pieces` (by colour and kind) on `occupied`.
    fn attackers_in(
        pieces: &[[BitBoard; 6]; 2],
        occupied: BitBoard,
        target: Square,
        by: Color,
    ) -> BitBoard {
        let mine = &pieces[by.to_index()];
        crate::rules::attacks::attackers(target, by, occupied, |piece| mine[piece.to_index()])
    }

    /// Each colour's pieces by kind (`[color][piece]`, the `chess` crate's
    /// indices) and every occupied square, in one pass over the squares.
    pub(crate) fn bitboards(&self) -> ([[BitBoard; 6]; 2], BitBoard) {
        let mut pieces = [[EMPTY; 6]; 2];
        let mut occupied = EMPTY;
        for (i, slot) in self.squares.iter().enumerate() {
            if let Some((color, piece)) = slot {
                let square = BitBoard::from_square(ALL_SQUARES[i]);
                pieces[color.to_index()][piece.to_index()] |= square;
                occupied |= square;
            }
        }
        (pieces, occupied)
    }

    /// The square of `color`'s king when it has exactly one.
    pub fn king(&self, color: Color) -> Option<Square> {
        let kings = self.pieces(color, Piece::King);
        (kings.popcnt() == 1).then(|| kings.to_square())
    }

    /// Whether the side to move has a king and it is attacked.
    pub fn is_check(&self) -> bool {
        self.king(self.turn)
            .is_some_and(|king| self.attackers(king, !self.turn) != EMPTY)
    }

    /// Places a piece on `square`, replacing what stood there. Refuses (and
    /// returns false) a second king of one colour. Castling rights and the
    /// en-passant square that the change makes impossible are dropped.
    pub fn put(&mut self, color: Color, piece: Piece, square: Square) -> bool {
        if piece == Piece::King {
            let kings = self.pieces(color, Piece::King);
            if kings & !BitBoard::from_square(square) != EMPTY {
                return false;
            }
        }
        self.squares[square.to_index()] = Some((color, piece));
        self.drop_impossible_rights();
        true
    }

    /// Empties `square`; returns what stood there. Castling rights and the
    /// en-passant square that the change makes impossible are dropped.
    pub fn remove(&mut self, square: Square) -> Option<(Color, Piece)> {
        let removed = self.squares[square.to_index()].take();
        self.drop_impossible_rights();
        removed
    }

    /// Whether `color` could castle to `side` with the rook on `rook_file`
    /// as far as the pieces go: in standard chess its king on e and the
    /// rook on a or h; in Chess960 its king on the back rank and the rook
    /// there on that side of it.
    pub fn castling_possible(&self, color: Color, side: CastleSide, rook_file: File) -> bool {
        let back = color.to_my_backrank();
        let Some(king) = self.king(color).filter(|k| k.get_rank() == back) else {
            return false;
        };
        let rook_there =
            self.piece_at(Square::make_square(back, rook_file)) == Some((color, Piece::Rook));
        if self.chess960 {
            rook_there && CastleSide::of_rook(king.get_file(), rook_file) == side
        } else {
            rook_there && king.get_file() == File::E && rook_file == side.standard_rook_file()
        }
    }

    /// The rook a new right for `color` to castle to `side` goes to: the
    /// a- or h-file one in standard chess; in Chess960 the outermost rook
    /// on that side of a king on the back rank (X-FEN's `K`/`Q`).
    pub fn outermost_rook(&self, color: Color, side: CastleSide) -> Option<File> {
        if !self.chess960 {
            return Some(side.standard_rook_file());
        }
        let back = color.to_my_backrank();
        let king = self.king(color).filter(|k| k.get_rank() == back)?;
        let mut rooks = chess::ALL_FILES.into_iter().filter(|&file| {
            self.piece_at(Square::make_square(back, file)) == Some((color, Piece::Rook))
                && CastleSide::of_rook(king.get_file(), file) == side
        });
        match side {
            CastleSide::King => rooks.next_back(),
            CastleSide::Queen => rooks.next(),
        }
    }

    /// The rights that the pieces make impossible, as their FEN letters.
    pub(crate) fn impossible_rights(&self) -> impl Iterator<Item = (Color, CastleSide, File)> + '_ {
        self.castling
            .iter()
            .filter(|&(color, side, file)| !self.castling_possible(color, side, file))
    }

    /// Drops castling rights whose king or rook has left its square, and an
    /// en-passant square that no pawn's double step explains or that no
    /// pawn of the side to move can take.
    pub fn drop_impossible_rights(&mut self) {
        let impossible: Vec<_> = self.impossible_rights().collect();
        for (color, side, _) in impossible {
            self.castling.set(color, side, None);
        }
        if let Some(target) = self.en_passant {
            if !self.en_passant_possible(target) {
                self.en_passant = None;
            }
        }
    }

    /// Whether `target` could be the en-passant square: a double step of
    /// the other side's pawn explains it, and a pawn of the side to move
    /// stands beside that pawn to take it.
    pub fn en_passant_possible(&self, target: Square) -> bool {
        let pawns = self.pieces(self.turn, Piece::Pawn);
        self.double_step_explains(target) && get_pawn_attacks(target, !self.turn, pawns) != EMPTY
    }

    /// Every square [`Setup::en_passant_possible`] allows.
    ///
    /// ```
    /// use ferrochess::chess::{BitBoard, Square};
    /// use ferrochess::rules::fen;
    /// let setup = fen::read("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1").unwrap();
    /// assert_eq!(setup.en_passant_squares(), BitBoard::from_square(Square::D6));
    /// ```
    pub fn en_passant_squares(&self) -> BitBoard {
        chess::ALL_FILES
            .iter()
            .map(|&file| Square::make_square(self.en_passant_rank(), file))
            .filter(|&target| self.en_passant_possible(target))
            .fold(EMPTY, |squares, target| {
                squares | BitBoard::from_square(target)
            })
    }

    /// The rank an en-passant square lies on with this side to move: the
    /// sixth when white is to move, the third when black is.
    pub fn en_passant_rank(&self) -> Rank {
        match self.turn {
            Color::White => Rank::Sixth,
            Color::Black => Rank::Third,
        }
    }

    /// Whether `target` is on the right rank and a pawn of the side that
    /// just moved stands past it, with `target` and the square behind empty.
    pub(crate) fn double_step_explains(&self, target: Square) -> bool {
        let at = |sq: Option<Square>| sq.and_then(|s| self.piece_at(s));
        target.get_rank() == self.en_passant_rank()
            && at(target.backward(self.turn)) == Some((!self.turn, Piece::Pawn))
            && at(Some(target)).is_none()
            && at(target.forward(self.turn)).is_none()
    }

    /// The letter FEN writes for `color`'s right to castle to `side` with
    /// the rook on `file` (see [`crate::rules::castling::right_letter`]; X-FEN in
    /// Chess960).
    pub fn castling_letter(&self, color: Color, side: CastleSide, file: File) -> char {
        crate::rules::castling::right_letter(
            color,
            side,
            file,
            self.chess960.then_some(false),
            |sq| self.piece_at(sq),
        )
    }

    /// What every position of chess has, and what chess.js checks: one
    /// king a side and no pawn on the first or last rank.
    pub fn check_pieces(&self) -> Result<(), PositionError> {
        Self::check_pieces_of(&self.bitboards().0)
    }

    /// [`Setup::check_pieces`] of the pieces by colour and kind.
    pub(crate) fn check_pieces_of(pieces: &[[BitBoard; 6]; 2]) -> Result<(), PositionError> {
        for color in [Color::White, Color::Black] {
            let kings = pieces[color.to_index()][Piece::King.to_index()].popcnt();
            if kings != 1 {
                return Err(PositionError::KingCount {
                    color,
                    count: kings,
                });
            }
        }
        // The first pawn on the first or last rank, a1 to h8.
        let pawns = pieces[0][Piece::Pawn.to_index()] | pieces[1][Piece::Pawn.to_index()];
        let back_ranks = BitBoard(0xFF00_0000_0000_00FF);
        match pawns & back_ranks {
            EMPTY => Ok(()),
            on_back_rank => Err(PositionError::PawnOnBackRank(on_back_rank.to_square())),
        }
    }

    /// What a game from the standard start can reach: at most 8 pawns and
    /// 16 pieces a side. Positions beyond it (composed problems, a board
    /// editor's nine queens) can still be played.
    pub fn check_counts(&self) -> Result<(), PositionError> {
        for color in [Color::White, Color::Black] {
            let pawns = self.count(color, Some(Piece::Pawn));
            if pawns > 8 {
                return Err(PositionError::TooManyPawns {
                    color,
                    count: pawns,
                });
            }
            let pieces = self.count(color, None);
            if pieces > 16 {
                return Err(PositionError::TooManyPieces {
                    color,
                    count: pieces,
                });
            }
        }
        Ok(())
    }

    /// Kings exist (checked before): the side that just moved is not in
    /// check, and the side to move is in at most a double check that a
    /// move could have given. `pieces` and `occupied` are
    /// [`Setup::bitboards`]'s, worked out once by the caller.
    pub(crate) fn validate_checks_in(
        &self,
        pieces: &[[BitBoard; 6]; 2],
        occupied: BitBoard,
    ) -> Result<(), PositionError> {
        let king_of = |color: Color| pieces[color.to_index()][Piece::King.to_index()].to_square();
        let attackers = |target, by| Self::attackers_in(pieces, occupied, target, by);
        if attackers(king_of(!self.turn), self.turn) != EMPTY {
            return Err(PositionError::OpponentInCheck(!self.turn));
        }
        let checkers = attackers(king_of(self.turn), !self.turn);
        match checkers.popcnt() {
            0 | 1 => Ok(()),
            2 => {
                // One of two checkers must have been uncovered, so it slides.
                let them = pieces[(!self.turn).to_index()];
                let sliders = them[Piece::Bishop.to_index()]
                    | them[Piece::Rook.to_index()]
                    | them[Piece::Queen.to_index()];
                if checkers & sliders == EMPTY {
                    Err(PositionError::ImpossibleCheck)
                } else {
                    Ok(())
                }
            }
            n => Err(PositionError::TooManyCheckers(n)),
        }
    }

    /// A Zobrist key of the setup, equal to [`crate::rules::position::Position::zobrist_key`] for a
    /// legal position whose en-passant square (if any) can be taken.
    pub fn zobrist_key(&self) -> u64 {
        crate::rules::zobrist::key_of(
            self.squares
                .iter()
                .enumerate()
                .filter_map(|(i, slot)| slot.map(|(c, p)| (c, p, i))),
            self.castling.sides(),
            self.en_passant.map(|sq| sq.get_file()),
            self.turn,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;
    use crate::rules::position::Position;
    use chess::CastleRights;

    #[test]
    fn editing_drops_rights_the_pieces_no_longer_allow() {
        let mut setup = fen::read("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        setup.put(Color::White, Piece::Knight, Square::H1);
        assert_eq!(
            setup.castling.sides(),
            [CastleRights::QueenSide, CastleRights::Both]
        );
        setup.remove(Square::E8);
        assert_eq!(setup.castling.sides()[1], CastleRights::NoRights);
        assert_eq!(fen::write(&setup), "r6r/8/8/8/8/8/8/R3K2N w Q - 0 1");

        let mut setup =
            fen::read("rnbqkbnr/pppppp1p/8/8/3PPPp1/8/PPP3PP/RNBQKBNR b KQkq f3 0 3").unwrap();
        setup.put(Color::White, Piece::Knight, Square::F2);
        assert_eq!(setup.en_passant, None);
    }

    #[test]
    fn a_legal_setup_keys_like_its_position() {
        for text in [
            crate::STARTING_FEN,
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1",
        ] {
            let pos = Position::from_fen(text).unwrap();
            let setup = Setup::from_position(&pos);
            assert_eq!(setup.zobrist_key(), pos.zobrist_key(), "{text}");
            assert_eq!(setup.validate().unwrap(), pos);
        }
    }

    #[test]
    fn kingless_boards_are_not_in_check() {
        let setup = fen::read("8/8/8/8/8/8/8/q7 w - - 0 1").unwrap();
        assert!(!setup.is_check());
        assert_eq!(
            setup.validate().unwrap_err(),
            PositionError::KingCount {
                color: Color::White,
                count: 0
            }
        );
    }
}
