//! A game whose board can also be edited like a board editor's: pieces put
//! and removed, the side to move and castling rights set, even into
//! positions that are not (yet) chess.
//!
//! [`EditableGame`] is what chess.js's `Chess` object is: a [`Game`] while
//! the position is legal, and a [`Setup`] while it is not (no kings, a pawn
//! on the last rank, …). A setup can be read and edited but not played:
//! every move is refused with the reason, until edits make it legal again.
//! An edit starts a new game from the edited position (the moves before it
//! no longer lead there); the headers stay.
//!
//! ```
//! use ferrochess::chess::{Color, Piece, Square};
//! use ferrochess::rules::editable::EditableGame;
//!
//! let mut board = EditableGame::new();
//! board.remove(Square::E1);
//! assert!(board.playable().is_err()); // white has no king
//! assert_eq!(board.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1");
//! board.put(Color::White, Piece::King, Square::E1);
//! assert_eq!(board.playable().unwrap().position().legal_moves().len(), 20);
//! ```

use chess::{CastleRights, Color, File, Piece, Square};

use crate::rules::castling::{CastleSide, CastlingRights};
use crate::rules::fen::{self, FenError};
use crate::rules::game::Game;
use crate::rules::position::Position;
use crate::rules::position::PositionError;
use crate::rules::setup::Setup;

/// How [`EditableGame::from_fen`] reads a FEN.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FenReading {
    /// Take any FEN that is good notation, as written (a board editor's).
    pub skip_validation: bool,
    /// Chess960: X-FEN or Shredder-FEN castling, castling by Chess960's rules.
    pub chess960: bool,
}

/// A game, or a setup that is not a legal position (see the module docs).
#[derive(Clone, Debug, Default)]
pub struct EditableGame {
    /// The game: its headers always; its moves and position while `setup`
    /// is `None`.
    game: Game,
    /// The position on the board while it is not legal chess.
    setup: Option<Box<Setup>>,
    /// Whether the board was cleared and not edited since.
    just_cleared: bool,
    /// Whether FEN is written with Shredder-FEN castling (`HAha`): a
    /// Chess960 FEN read in that style is written back in it.
    shredder_fen: bool,
}

impl EditableGame {
    /// A game from the standard starting position.
    pub fn new() -> Self {
        Self::default()
    }

    /// A game from `game`.
    pub fn from_game(game: Game) -> Self {
        EditableGame {
            game,
            setup: None,
            just_cleared: false,
            shredder_fen: false,
        }
    }

    /// A game from a FEN read as chess.js reads it ([`fen::read_lenient`]);
    /// a position that passes that but is no legal position (the side not
    /// to move in check) gives a setup. With `skip_validation`, any FEN that
    /// is good notation reads, as written.
    ///
    /// ```
    /// use ferrochess::rules::editable::{EditableGame, FenReading};
    /// let chess960 = FenReading { chess960: true, ..FenReading::default() };
    /// let board = EditableGame::from_fen("nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1", chess960).unwrap();
    /// assert_eq!(board.fen(), "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1");
    /// ```
    pub fn from_fen(text: &str, reading: FenReading) -> Result<Self, FenError> {
        if text == crate::rules::position::STARTING_FEN && !reading.chess960 {
            // The standard start (every `new Chess()`), without reading it.
            return Ok(Self::new());
        }
        let setup = match (reading.skip_validation, reading.chess960) {
            (true, false) => fen::read(text)?,
            (true, true) => fen::read_chess960(text)?,
            (false, chess960) => fen::read_lenient_as(text, chess960)?,
        };
        let mut board = Self::new();
        board.shredder_fen = reading.chess960 && is_shredder_field(text);
        match setup.validate() {
            Ok(position) => board.game = Game::from_position(position),
            Err(_) => board.setup = Some(Box::new(setup)),
        }
        Ok(board)
    }

    /// The game, its headers and comments; while the board holds a setup,
    /// its position is not the board's (use [`EditableGame::setup`]).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game when the position is legal chess, else why it is not.
    pub fn playable(&self) -> Result<&Game, PositionError> {
        match &self.setup {
            None => Ok(&self.game),
            Some(setup) => Err(setup.validate().expect_err("a kept setup is not legal")),
        }
    }

    /// The game to play moves in when the position is legal chess, else why
    /// it is not.
    pub fn playable_mut(&mut self) -> Result<&mut Game, PositionError> {
        match &self.setup {
            None => Ok(&mut self.game),
            Some(setup) => Err(setup.validate().expect_err("a kept setup is not legal")),
        }
    }

    /// The game mutably for its headers and comments, whatever the board holds.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// Whether the board holds a setup that is not legal chess.
    pub fn is_setup(&self) -> bool {
        self.setup.is_some()
    }

    /// The position on the board as a setup.
    pub fn setup(&self) -> Setup {
        match &self.setup {
            Some(setup) => (**setup).clone(),
            None => Setup::from_position(self.game.position()),
        }
    }

    /// The castling rights on the board (without building its setup).
    pub fn castling(&self) -> CastlingRights {
        match &self.setup {
            Some(setup) => setup.castling,
            None => self.game.position().castling_rights(),
        }
    }

    /// The position on the board as FEN (Chess960 castling in the style
    /// the FEN it was loaded from used).
    pub fn fen(&self) -> String {
        match (&self.setup, self.shredder_fen) {
            (Some(setup), false) => fen::write(setup),
            (Some(setup), true) => fen::write_shredder(setup),
            (None, false) => self.game.position().to_fen(),
            (None, true) => fen::write_shredder(&Setup::from_position(self.game.position())),
        }
    }

    /// Whether castling follows Chess960's rules.
    pub fn is_chess960(&self) -> bool {
        match &self.setup {
            Some(setup) => setup.chess960,
            None => self.game.position().is_chess960(),
        }
    }

    /// The piece on `square`.
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        match &self.setup {
            Some(setup) => setup.piece_at(square),
            None => self.game.position().piece_at(square),
        }
    }

    /// The fullmove number (the FEN's last field).
    pub fn fullmove_number(&self) -> u32 {
        match &self.setup {
            Some(setup) => setup.fullmove_number,
            None => self.game.position().fullmove_number(),
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        match &self.setup {
            Some(setup) => setup.turn,
            None => self.game.turn(),
        }
    }

    /// Starts over from `setup`: a new game when it is legal chess, the setup
    /// itself when not. Headers are kept; moves and comments are not.
    pub fn restart_from(&mut self, setup: Setup) {
        match setup.validate() {
            Ok(position) => self.restart_at(position),
            Err(_) => {
                self.restart_game(Game::new());
                self.setup = Some(Box::new(setup));
            }
        }
    }

    /// Starts over from `position`, a new game (headers kept).
    fn restart_at(&mut self, position: Position) {
        self.restart_game(Game::from_position(position));
        self.setup = None;
    }

    /// Replaces the game with `game`, keeping the headers.
    fn restart_game(&mut self, game: Game) {
        self.just_cleared = false;
        let old = std::mem::replace(&mut self.game, game);
        for (name, value) in old.headers() {
            // Names came from a game, where they were checked.
            let _ = self.game.set_header(name, value);
        }
    }

    /// Places a piece (see [`Setup::put`]); false, and nothing changes,
    /// when it would be a second king of its colour.
    pub fn put(&mut self, color: Color, piece: Piece, square: Square) -> bool {
        let mut setup = self.setup();
        if !setup.put(color, piece, square) {
            return false;
        }
        self.restart_from(setup);
        true
    }

    /// Empties `square`; returns what stood there (nothing changes when it
    /// was empty).
    pub fn remove(&mut self, square: Square) -> Option<(Color, Piece)> {
        let mut setup = self.setup();
        let removed = setup.remove(square)?;
        self.restart_from(setup);
        Some(removed)
    }

    /// An empty board, white to move (chess.js's `clear()`); headers are kept
    /// only with `preserve_headers`.
    pub fn clear(&mut self, preserve_headers: bool) {
        let chess960 = self.is_chess960();
        if !preserve_headers {
            self.game = Game::new();
        }
        self.restart_from(Setup {
            chess960,
            ..Setup::empty()
        });
        self.just_cleared = true;
    }

    /// Whether the board was cleared and nothing was put on it since.
    pub fn is_just_cleared(&self) -> bool {
        self.just_cleared
    }

    /// Gives or takes castling rights of `color`: `kingside` / `queenside`
    /// `Some(true)` to give, `Some(false)` to take, `None` to leave. A right
    /// whose king or rook is not at home is not given (in Chess960 the
    /// right goes to the outermost rook on that side of the king). Returns
    /// whether the rights are now as asked.
    pub fn set_castling_rights(
        &mut self,
        color: Color,
        kingside: Option<bool>,
        queenside: Option<bool>,
    ) -> bool {
        if self.setup.is_none() && !self.game.position().is_chess960() {
            return self.set_standard_castling_rights(color, kingside, queenside);
        }
        self.set_castling_rights_of_setup(color, kingside, queenside)
    }

    /// [`EditableGame::set_castling_rights`] by way of a setup, validated
    /// again: for a setup, and for Chess960's rights (which name their rook).
    fn set_castling_rights_of_setup(
        &mut self,
        color: Color,
        kingside: Option<bool>,
        queenside: Option<bool>,
    ) -> bool {
        let mut setup = self.setup();
        let before = setup.castling;
        for (side, wanted) in [(CastleSide::King, kingside), (CastleSide::Queen, queenside)] {
            match wanted {
                Some(true) if !setup.castling.has(color, side) => {
                    let rook = setup.outermost_rook(color, side);
                    setup.castling.set(color, side, rook);
                }
                Some(false) => setup.castling.set(color, side, None),
                _ => {}
            }
        }
        setup.drop_impossible_rights();
        let now = setup.castling;
        let granted = kingside.is_none_or(|k| now.has(color, CastleSide::King) == k)
            && queenside.is_none_or(|q| now.has(color, CastleSide::Queen) == q);
        if setup.castling != before {
            self.restart_from(setup);
        }
        granted
    }

    /// [`EditableGame::set_castling_rights`] in a game of standard chess:
    /// the rights changed on its board, with no setup made and validated
    /// again (a board editor sets them one at a time). A legal position stays
    /// legal: a right is given only with king and rook at home.
    fn set_standard_castling_rights(
        &mut self,
        color: Color,
        kingside: Option<bool>,
        queenside: Option<bool>,
    ) -> bool {
        let position = *self.game.position();
        let board = position.board();
        let back = color.to_my_backrank();
        let at_home = |file: File, piece: Piece| {
            let square = Square::make_square(back, file);
            board.piece_on(square) == Some(piece) && board.color_on(square) == Some(color)
        };
        let king_home = at_home(File::E, Piece::King);
        let before = board.castle_rights(color);
        let right = |has: bool, wanted: Option<bool>, side: CastleSide| match wanted {
            Some(true) => has || king_home && at_home(side.standard_rook_file(), Piece::Rook),
            Some(false) => false,
            None => has,
        };
        let king = right(before.has_kingside(), kingside, CastleSide::King);
        let queen = right(before.has_queenside(), queenside, CastleSide::Queen);
        let after = match (king, queen) {
            (true, true) => CastleRights::Both,
            (true, false) => CastleRights::KingSide,
            (false, true) => CastleRights::QueenSide,
            (false, false) => CastleRights::NoRights,
        };
        if after != before {
            let mut board = *board;
            // Sound here: the rights are possible on this board, and the
            // board's hash reads its rights when asked (Board::get_hash).
            #[allow(deprecated)]
            {
                board.remove_castle_rights(color, before);
                board.add_castle_rights(color, after);
            }
            self.restart_at(Position { board, ..position });
        }
        kingside.is_none_or(|k| k == king) && queenside.is_none_or(|q| q == queen)
    }

    /// Hands the move to `color`: a null move in a game (refused in check,
    /// as chess.js refuses it), a plain change of turn on a setup. Returns
    /// false when `color` is already to move.
    pub fn set_turn(&mut self, color: Color) -> Result<bool, crate::rules::san::SanError> {
        if self.turn() == color {
            return Ok(false);
        }
        match &mut self.setup {
            None => self.game.play_null()?,
            Some(setup) => {
                // The same counters as a null move in a game.
                if setup.turn == Color::Black {
                    setup.fullmove_number = setup.fullmove_number.saturating_add(1);
                }
                setup.halfmove_clock = setup.halfmove_clock.saturating_add(1);
                setup.turn = color;
                setup.en_passant = None;
                let setup = (**setup).clone();
                self.restart_from(setup);
            }
        }
        Ok(true)
    }

    /// Whether `color` could be given the right to castle to `side` as the
    /// pieces stand: its king on the back rank (on e in standard chess) and
    /// a rook beyond it on that side (in the corner in standard chess).
    ///
    /// ```
    /// use ferrochess::rules::castling::CastleSide;
    /// use ferrochess::chess::Color;
    /// use ferrochess::rules::editable::{EditableGame, FenReading};
    /// let edit = FenReading { skip_validation: true, ..FenReading::default() };
    /// let board = EditableGame::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", edit).unwrap();
    /// assert!(board.castling_possible(Color::White, CastleSide::Queen));
    /// assert!(!board.castling_possible(Color::White, CastleSide::King));
    /// ```
    pub fn castling_possible(&self, color: Color, side: CastleSide) -> bool {
        let setup = self.setup();
        setup
            .outermost_rook(color, side)
            .is_some_and(|file| setup.castling_possible(color, side, file))
    }

    /// The en-passant square on the board, if any (only one that a pawn of
    /// the side to move could take is kept).
    pub fn en_passant(&self) -> Option<Square> {
        match &self.setup {
            Some(setup) => setup.en_passant,
            None => self.game.position().en_passant_target(),
        }
    }

    /// Sets the en-passant square (`None` clears it), as a board editor
    /// does; false, and nothing changes, for a square that
    /// [`Setup::en_passant_possible`] refuses.
    pub fn set_en_passant(&mut self, target: Option<Square>) -> bool {
        let mut setup = self.setup();
        if target.is_some_and(|square| !setup.en_passant_possible(square)) {
            return false;
        }
        if setup.en_passant != target {
            setup.en_passant = target;
            self.restart_from(setup);
        }
        true
    }

    /// Hands the move to `color` as a board editor does: the position is
    /// edited, not played (any position, even one where the side not to
    /// move is in check; the clocks stay; en passant is cleared). Returns
    /// false when `color` is already to move.
    pub fn edit_turn(&mut self, color: Color) -> bool {
        let mut setup = self.setup();
        if setup.turn == color {
            return false;
        }
        setup.turn = color;
        setup.en_passant = None;
        self.restart_from(setup);
        true
    }

    /// A Zobrist key of the position on the board.
    pub fn zobrist_key(&self) -> u64 {
        match &self.setup {
            Some(setup) => setup.zobrist_key(),
            None => self.game.position().zobrist_key(),
        }
    }
}

/// Whether a FEN's castling field names rooks by file only (Shredder-FEN,
/// `HAha`) rather than by `KQkq` (X-FEN).
fn is_shredder_field(text: &str) -> bool {
    let field = text.split_whitespace().nth(2).unwrap_or("-");
    field != "-"
        && field
            .chars()
            .all(|c| matches!(c.to_ascii_lowercase(), 'a'..='h'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editor_questions_follow_the_pieces() {
        let edit = FenReading {
            skip_validation: true,
            ..FenReading::default()
        };
        let mut board = EditableGame::from_fen("4k3/8/8/3pP3/8/8/7r/R3K3 w Q - 0 1", edit).unwrap();
        assert!(!board.castling_possible(Color::White, CastleSide::King));
        assert!(board.castling_possible(Color::White, CastleSide::Queen));
        assert!(!board.castling_possible(Color::Black, CastleSide::King));
        assert!(!board.set_en_passant(Some(Square::E6)));
        assert!(board.set_en_passant(Some(Square::D6)));
        assert_eq!(board.en_passant(), Some(Square::D6));
        assert_eq!(board.fen(), "4k3/8/8/3pP3/8/8/7r/R3K3 w Q d6 0 1");
        assert!(board.edit_turn(Color::Black));
        assert!(!board.edit_turn(Color::Black));
        assert_eq!(board.fen(), "4k3/8/8/3pP3/8/8/7r/R3K3 b Q - 0 1");
        // White in check with black to move: only an editor sets that up.
        let mut board = EditableGame::from_fen("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", edit).unwrap();
        assert!(board.edit_turn(Color::Black));
        assert!(board.is_setup());
        assert_eq!(board.fen(), "4k3/8/8/8/8/8/8/R3K2r b Q - 0 1");
    }

    #[test]
    fn castling_rights_set_on_the_board_as_through_a_setup() {
        // Positions with the kings and rooks at home or not, reached by play.
        let fens = [
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b - - 3 9",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "r3k3/8/8/8/8/8/8/4K2R w - - 0 1",
            "4k2r/8/8/8/8/8/8/R2K4 b k - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ];
        let wanted = [None, Some(true), Some(false)];
        let mut games: Vec<Game> = fens
            .iter()
            .map(|fen| Game::from_fen(fen).unwrap())
            .collect();
        // And a game with moves: a change of rights starts it again.
        let mut played = Game::new();
        for san in ["e4", "e5", "Nf3", "Nc6"] {
            played.play_san(san, true).unwrap();
        }
        games.push(played);
        let mut compared = 0;
        for start in games {
            let fen = start.position().to_fen();
            for color in [Color::White, Color::Black] {
                for kingside in wanted {
                    for queenside in wanted {
                        let mut fast = EditableGame::from_game(start.clone());
                        let mut slow = fast.clone();
                        fast.game_mut().set_header("White", "Tal").unwrap();
                        slow.game_mut().set_header("White", "Tal").unwrap();
                        let granted = fast.set_standard_castling_rights(color, kingside, queenside);
                        let expected =
                            slow.set_castling_rights_of_setup(color, kingside, queenside);
                        let case = format!("{fen} {color:?} {kingside:?} {queenside:?}");
                        assert_eq!(granted, expected, "{case}");
                        assert_eq!(fast.fen(), slow.fen(), "{case}");
                        assert_eq!(
                            fast.game().position().board().get_hash(),
                            slow.game().position().board().get_hash(),
                            "{case}"
                        );
                        assert_eq!(
                            fast.game().plies().len(),
                            slow.game().plies().len(),
                            "{case}"
                        );
                        assert_eq!(fast.game().header("White"), Some("Tal"), "{case}");
                        compared += 1;
                    }
                }
            }
        }
        assert_eq!(compared, 7 * 2 * 9);
    }

    #[test]
    fn a_refused_edit_changes_nothing() {
        let mut board = EditableGame::new();
        board.game_mut().play_san("e4", true).unwrap();
        assert!(!board.put(Color::White, Piece::King, Square::A3));
        assert_eq!(board.game().plies().len(), 1);
        assert_eq!(board.remove(Square::E5), None);
        assert_eq!(board.game().plies().len(), 1);
    }

    #[test]
    fn edits_keep_headers_and_restart_the_moves() {
        let mut board = EditableGame::new();
        board.game_mut().set_header("White", "Tal").unwrap();
        board.game_mut().play_san("e4", true).unwrap();
        assert_eq!(board.remove(Square::D1), Some((Color::White, Piece::Queen)));
        assert!(board.game().plies().is_empty());
        assert_eq!(board.game().header("White"), Some("Tal"));
        assert_eq!(
            board.fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 1"
        );
    }

    #[test]
    fn turn_and_castling_on_setups() {
        let mut board = EditableGame::from_fen(
            "8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            FenReading {
                skip_validation: true,
                chess960: false,
            },
        )
        .unwrap();
        assert!(board.is_setup());
        assert_eq!(board.set_turn(Color::Black), Ok(true));
        assert_eq!(board.fen(), "8/8/8/8/8/8/8/R3K2R b KQ - 1 1");
        assert!(!board.set_castling_rights(Color::Black, Some(true), None));
        assert!(board.set_castling_rights(Color::White, Some(false), None));
        assert_eq!(board.fen(), "8/8/8/8/8/8/8/R3K2R b Q - 1 1");
        board.put(Color::Black, Piece::King, Square::E8);
        assert!(!board.is_setup());
        assert!(board.playable().is_ok());
    }

    #[test]
    fn null_moves_are_refused_in_check() {
        let mut board =
            EditableGame::from_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", FenReading::default())
                .unwrap();
        assert!(board.set_turn(Color::Black).is_err());
        assert_eq!(board.turn(), Color::White);
    }
}
