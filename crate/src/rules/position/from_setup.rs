//! From a setup to a position: [`Setup::validate`] checks the rules a
//! [`Setup`] must keep to be a [`Position`] (one king a side, no pawn on a
//! back rank, castling rights with their pieces at home, an en-passant
//! square a double step explains, no impossible check) and builds it;
//! [`Setup::from_position`] writes a position back as a setup. It lives
//! with the position it builds, so that `setup` depends on neither
//! `position` nor `fen`.
//!
//! ```
//! use ferrochess::rules::setup::Setup;
//! let setup = Setup::default();
//! assert_eq!(setup.validate().unwrap().to_fen(), ferrochess::STARTING_FEN);
//! ```

use chess::{Board, BoardBuilder, Color, ALL_SQUARES};

use super::{Position, PositionError};
use crate::rules::castling::Castles;
use crate::rules::setup::Setup;

impl Default for Setup {
    fn default() -> Self {
        Self::from_position(&Position::startpos())
    }
}

impl Setup {
    /// The setup of a legal position (its en-passant square only when a
    /// legal capture exists, as FEN writes it).
    pub fn from_position(pos: &Position) -> Self {
        let board = pos.board();
        let mut squares = [None; 64];
        // Kind by kind and colour by colour: a bitboard each, not a lookup a square.
        for color in [Color::White, Color::Black] {
            for piece in chess::ALL_PIECES {
                for square in *board.pieces(piece) & *board.color_combined(color) {
                    squares[square.to_index()] = Some((color, piece));
                }
            }
        }
        Setup {
            squares,
            turn: board.side_to_move(),
            castling: pos.castling_rights(),
            chess960: pos.is_chess960(),
            en_passant: pos.en_passant_target(),
            halfmove_clock: pos.halfmove_clock(),
            fullmove_number: pos.fullmove_number(),
        }
    }

    /// Checks that this is a position of chess and returns it, or the first
    /// reason it is not: one king a side, no pawn on a back rank, castling
    /// rights with their king and rook
    /// at home, an en-passant square a double step explains, the side that
    /// just moved not in check, and a check that some move could give.
    pub fn validate(&self) -> Result<Position, PositionError> {
        let (pieces, occupied) = self.bitboards();
        Self::check_pieces_of(&pieces)?;
        if let Some((color, side, file)) = self.impossible_rights().next() {
            let letter = self.castling_letter(color, side, file);
            return Err(PositionError::CastlingWithoutPieces(letter));
        }
        if let Some(target) = self.en_passant {
            if target.get_rank() != self.en_passant_rank() {
                return Err(PositionError::EnPassantRank(target.to_string()));
            }
            if !self.double_step_explains(target) {
                return Err(PositionError::EnPassantNoPawn(target.to_string()));
            }
        }
        self.validate_checks_in(&pieces, occupied)?;

        let mut builder = BoardBuilder::new();
        for (i, slot) in self.squares.iter().enumerate() {
            if let Some((color, piece)) = slot {
                builder.piece(ALL_SQUARES[i], *piece, *color);
            }
        }
        // In Chess960 the board carries no rights: the castles keep them.
        let (castles, board_rights) = Castles::new(self.castling, self.chess960);
        builder
            .side_to_move(self.turn)
            .castle_rights(Color::White, board_rights[0])
            .castle_rights(Color::Black, board_rights[1])
            .en_passant(self.en_passant.map(|sq| sq.get_file()));
        // Every condition `chess` checks was checked above with a precise
        // error, so this conversion cannot fail; map it to the closest error
        // regardless.
        let board = Board::try_from(&builder).map_err(|_| PositionError::ImpossibleCheck)?;
        Ok(Position {
            board,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            castles,
        })
    }
}
