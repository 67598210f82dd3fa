//! A position: the board plus the two clocks FEN carries.
//!
//! [`Position`] wraps the `chess` crate's [`Board`] (placement, side to move,
//! castling rights, en passant) and adds what that crate lacks: the halfmove
//! clock, the fullmove number, a FIDE-correct en-passant square, insufficient
//! material and a repetition key.
//!
//! ```
//! use ferrochess::Position;
//!
//! let pos = Position::startpos().play_uci("e2e4").unwrap();
//! // No black pawn can take on e3, so FEN names no en-passant square.
//! assert_eq!(pos.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
//! assert_eq!(pos.legal_moves().len(), 20);
//! ```

use chess::{BitBoard, Board, ChessMove, Color, MoveGen, Piece, Square, EMPTY};

use crate::rules::castling::{self, Castle, Castles, CastlingRights};
use crate::rules::move_effect::en_passant_victim;
use crate::rules::moves_to::MovesTo;

use crate::rules::zobrist;

pub mod error;
mod from_setup;
pub use error::PositionError;

/// The standard starting position in FEN.
pub const STARTING_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The move a game records for a null move (`--`): from a square to
/// itself, which no real move does. Only [`is_null`] should look at it.
pub fn null_move() -> ChessMove {
    ChessMove::new(Square::A1, Square::A1, None)
}

/// Whether `mv` is the [`null_move`] that a game records for a pass.
pub fn is_null(mv: ChessMove) -> bool {
    mv.get_source() == mv.get_dest()
}

/// A legal chess position with its halfmove clock and fullmove number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    /// How this position castles and, in Chess960, which rooks may.
    pub(crate) castles: Castles,
}

impl Default for Position {
    fn default() -> Self {
        Self::startpos()
    }
}

impl Position {
    /// The standard starting position.
    pub fn startpos() -> Self {
        // The chess crate makes its start board from a FEN each time: made
        // once here (a game read from PGN, a new Chess, starts from it).
        static START: std::sync::OnceLock<Board> = std::sync::OnceLock::new();
        Position {
            board: *START.get_or_init(Board::default),
            halfmove_clock: 0,
            fullmove_number: 1,
            castles: Castles::Standard,
        }
    }

    /// A position of `board` (standard chess) with its two clocks.
    pub fn from_board(board: Board, halfmove_clock: u32, fullmove_number: u32) -> Self {
        Position {
            board,
            halfmove_clock,
            fullmove_number,
            castles: Castles::Standard,
        }
    }

    /// Chess960 start position `n` (0–959, the classical array is 518).
    ///
    /// ```
    /// use ferrochess::Position;
    /// let pos = Position::chess960(0).unwrap();
    /// assert_eq!(pos.to_fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert_eq!(pos.legal_moves().len(), 20);
    /// assert!(Position::chess960(960).is_none());
    /// ```
    pub fn chess960(n: u32) -> Option<Self> {
        let rank = castling::chess960_back_rank(n)?;
        let mut setup = crate::rules::setup::Setup::empty();
        setup.chess960 = true;
        for (file, piece) in chess::ALL_FILES.into_iter().zip(rank) {
            setup.put(
                Color::White,
                piece,
                Square::make_square(chess::Rank::First, file),
            );
            setup.put(
                Color::Black,
                piece,
                Square::make_square(chess::Rank::Eighth, file),
            );
            setup.put(
                Color::White,
                Piece::Pawn,
                Square::make_square(chess::Rank::Second, file),
            );
            setup.put(
                Color::Black,
                Piece::Pawn,
                Square::make_square(chess::Rank::Seventh, file),
            );
        }
        for color in [Color::White, Color::Black] {
            for (file, piece) in chess::ALL_FILES.into_iter().zip(rank) {
                if piece == Piece::Rook {
                    let king = rank.iter().position(|&p| p == Piece::King)?;
                    let side = castling::CastleSide::of_rook(chess::ALL_FILES[king], file);
                    setup.castling.set(color, side, Some(file));
                }
            }
        }
        setup.validate().ok()
    }

    /// Whether this is a Chess960 position (castling as Chess960 plays it).
    pub fn is_chess960(&self) -> bool {
        self.castles.is_chess960()
    }

    /// How this position castles (see [`Castles`]).
    pub fn castles(&self) -> Castles {
        self.castles
    }

    /// The castling rights, as rooks.
    pub fn castling_rights(&self) -> CastlingRights {
        self.castles.rights(&self.board)
    }

    /// The underlying `chess` crate board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.board.side_to_move()
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The fullmove number: starts at 1, incremented after each black move.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The piece and its colour on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<(Color, Piece)> {
        let piece = self.board.piece_on(square)?;
        let color = self.board.color_on(square)?;
        Some((color, piece))
    }

    /// All legal moves, in the move generator's order.
    pub fn legal_moves(&self) -> Vec<ChessMove> {
        let mut moves: Vec<ChessMove> = MoveGen::new_legal(&self.board).collect();
        self.castles.add_moves(&self.board, &mut moves);
        moves
    }

    /// The legal moves arriving on `to` (Chess960 castling: the king onto
    /// its rook's square), generated for that square alone: what a SAN
    /// names is one of them.
    pub fn legal_moves_to(&self, to: Square) -> Vec<ChessMove> {
        self.legal_moves_of_to(None, to).to_vec()
    }

    /// The legal moves of a `piece` (every piece for `None`) arriving on
    /// `to`, as [`Position::legal_moves_to`] lists them: a SAN's candidates.
    pub fn legal_moves_of_to(&self, piece: Option<Piece>, to: Square) -> MovesTo {
        let mut moves = crate::rules::moves_to::legal_moves_of_to(&self.board, piece, to);
        if self.is_chess960() && piece.is_none_or(|p| p == Piece::King) {
            moves.extend(
                self.castles
                    .moves(&self.board)
                    .filter(|m| m.get_dest() == to),
            );
        }
        moves
    }

    /// The legal moves leaving `from`.
    pub fn legal_moves_from(&self, from: Square) -> Vec<ChessMove> {
        let mut moves: Vec<ChessMove> = MoveGen::new_legal(&self.board)
            .filter(|m| m.get_source() == from)
            .collect();
        moves.extend(
            self.castles
                .moves(&self.board)
                .filter(|m| m.get_source() == from),
        );
        moves
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: ChessMove) -> bool {
        // Cheap pre-check so that garbage moves never reach the generator.
        if self.board.color_on(mv.get_source()) != Some(self.turn()) {
            return false;
        }
        match self.is_chess960() && self.board.color_on(mv.get_dest()) == Some(self.turn()) {
            true => self.castles.is_extra_move(&self.board, mv),
            false => self.board.legal(mv),
        }
    }

    /// Plays `mv` if it is legal.
    pub fn play(&self, mv: ChessMove) -> Option<Position> {
        self.is_legal(mv).then(|| self.play_unchecked(mv))
    }

    /// Plays `mv`, which the caller guarantees is legal (for example because it
    /// came from [`Position::legal_moves`]); updates both clocks.
    pub fn play_unchecked(&self, mv: ChessMove) -> Position {
        // A pawn's move (en passant included) or a capture sets the clock
        // back: asked of the squares' bitboards, not of the move's whole
        // effect (move_effect.rs; a Chess960 castling lands on its own rook).
        let board = &self.board;
        let resets_clock = *board.pieces(Piece::Pawn) & BitBoard::from_square(mv.get_source())
            != EMPTY
            || *board.color_combined(!board.side_to_move()) & BitBoard::from_square(mv.get_dest())
                != EMPTY;
        let fullmove_number = match self.turn() {
            Color::White => self.fullmove_number,
            Color::Black => self.fullmove_number.saturating_add(1),
        };
        let (board, castles) = self.castles.play(&self.board, mv);
        Position {
            board,
            halfmove_clock: if resets_clock {
                0
            } else {
                self.halfmove_clock.saturating_add(1)
            },
            fullmove_number,
            castles,
        }
    }

    /// The board after `mv` (legal here), without the clocks: what SAN's
    /// check and mate suffix needs, cheaper than [`Position::play_unchecked`].
    #[inline]
    pub fn board_after(&self, mv: ChessMove) -> Board {
        self.castles.board_after(&self.board, mv)
    }

    /// Passes the move to the other side (a null move, as PGN's `--`
    /// writes it): no en-passant square, the halfmove clock and, after
    /// black, the fullmove number go on. `None` when the side to move is in
    /// check (passing would leave its king to be taken).
    ///
    /// ```
    /// use ferrochess::Position;
    /// let pos = Position::startpos().play_null().unwrap();
    /// assert_eq!(pos.to_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1");
    /// ```
    pub fn play_null(&self) -> Option<Position> {
        let board = self.board.null_move()?;
        let fullmove_number = match self.turn() {
            Color::White => self.fullmove_number,
            Color::Black => self.fullmove_number.saturating_add(1),
        };
        Some(Position {
            board,
            halfmove_clock: self.halfmove_clock.saturating_add(1),
            fullmove_number,
            castles: self.castles,
        })
    }

    /// The square a pawn that just moved two squares passed over, when a
    /// pawn of the side to move stands beside it (whether or not taking en
    /// passant is legal).
    pub fn double_step_target(&self) -> Option<Square> {
        let pawn = self.board.en_passant()?;
        pawn.forward(self.turn())
    }

    /// Plays `mv` as a game's tree records it: [`null_move`] passes (see
    /// [`Position::play_null`]), any other move is played as
    /// [`Position::play_unchecked`] plays it.
    pub fn play_recorded(&self, mv: ChessMove) -> Position {
        if is_null(mv) {
            self.play_null().unwrap_or(*self)
        } else {
            self.play_unchecked(mv)
        }
    }

    /// The en-passant target square (e.g. `e3`), only when the side to move
    /// has a legal en-passant capture.
    pub fn en_passant_target(&self) -> Option<Square> {
        let pawn = self.board.en_passant()?;
        let target = pawn.forward(self.turn())?;
        let mut moves = MoveGen::new_legal(&self.board);
        moves.set_iterator_mask(BitBoard::from_square(target));
        // The target is empty and the square behind it holds the enemy pawn,
        // so a pawn move there can only be the en-passant capture.
        let has_capture = moves.any(|m| self.board.piece_on(m.get_source()) == Some(Piece::Pawn));
        has_capture.then_some(target)
    }

    /// Whether `mv` is an en-passant capture in this position.
    pub fn is_en_passant(&self, mv: ChessMove) -> bool {
        en_passant_victim(&self.board, mv).is_some()
    }

    /// Whether `mv` is castling (a king moving two files, or in Chess960
    /// onto its own rook).
    pub fn is_castling(&self, mv: ChessMove) -> bool {
        self.castle(mv).is_some()
    }

    /// The squares of castling `mv`, when it castles.
    pub fn castle(&self, mv: ChessMove) -> Option<Castle> {
        Castle::of(&self.board, mv)
    }

    /// Whether `mv` captures (including en passant).
    pub fn is_capture(&self, mv: ChessMove) -> bool {
        self.board.color_on(mv.get_dest()) == Some(!self.turn()) || self.is_en_passant(mv)
    }

    /// The same position seen from the other side: ranks flipped, colours
    /// swapped, the other side to move. Evaluations must negate under it.
    ///
    /// ```
    /// use ferrochess::Position;
    /// let pos = Position::from_fen("4k3/8/8/8/4Pp2/8/8/4K2R b K e3 0 1").unwrap();
    /// assert_eq!(pos.mirrored().to_fen(), "4k2r/8/8/4pP2/8/8/8/4K3 w k e6 0 1");
    /// ```
    pub fn mirrored(&self) -> Position {
        let fen = self.to_fen();
        let fields: Vec<&str> = fen.split(' ').collect();
        let swap_case = |s: &str| -> String {
            s.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        let placement: Vec<String> = fields[0].split('/').rev().map(swap_case).collect();
        let turn = if fields[1] == "w" { "b" } else { "w" };
        let mut castling: Vec<char> = swap_case(fields[2]).chars().collect();
        castling.sort_by_key(|c| "KQkq-".find(*c));
        let castling: String = castling.into_iter().collect();
        let ep = match fields[3].as_bytes() {
            [file, rank] => format!("{}{}", *file as char, (b'1' + b'8' - rank) as char),
            _ => String::from("-"),
        };
        let text = format!(
            "{} {turn} {castling} {ep} {} {}",
            placement.join("/"),
            fields[4],
            fields[5]
        );
        // A legal position mirrors to a legal position.
        Position::from_fen(&text).unwrap_or(*self)
    }

    /// The repetition key: Zobrist hash of placement, side, castling rights and
    /// a *legal* en-passant file.
    pub fn zobrist_key(&self) -> u64 {
        let ep_file = self.en_passant_target().map(|sq| sq.get_file());
        zobrist::key(&self.board, ep_file) ^ self.castles.rights_key()
    }

    /// The key the search uses for this position in its table and its
    /// repetition checks: the board's hash, with Chess960's castling rights.
    pub fn search_key(&self) -> u64 {
        self.castles.key(&self.board)
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        *self.board.checkers() != EMPTY
    }

    /// Whether the side to move has no legal move.
    pub fn has_no_legal_moves(&self) -> bool {
        MoveGen::new_legal(&self.board).len() == 0
            && self.castles.moves(&self.board).next().is_none()
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.has_no_legal_moves()
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.has_no_legal_moves()
    }

    /// Insufficient material exactly as chess.js defines it: king against
    /// king, king and one minor piece against king, or only bishops besides
    /// the kings, all standing on squares of one colour.
    ///
    /// ```
    /// use ferrochess::Position;
    /// let kbk = Position::from_fen("8/8/8/8/8/2k5/8/2KB4 w - - 0 1").unwrap();
    /// assert!(kbk.is_insufficient_material());
    /// let kpk = Position::from_fen("8/8/8/8/8/2k5/4P3/2K5 w - - 0 1").unwrap();
    /// assert!(!kpk.is_insufficient_material());
    /// ```
    pub fn is_insufficient_material(&self) -> bool {
        let board = &self.board;
        let kings = *board.pieces(Piece::King);
        let others = *board.combined() & !kings;
        match others.popcnt() {
            0 => true,
            1 => (*board.pieces(Piece::Knight) | *board.pieces(Piece::Bishop)) & others != EMPTY,
            _ => {
                let bishops = *board.pieces(Piece::Bishop);
                if others != bishops {
                    return false;
                }
                const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;
                let on_dark = (bishops & BitBoard::new(DARK_SQUARES)).popcnt();
                on_dark == 0 || on_dark == bishops.popcnt()
            }
        }
    }

    /// Whether `color` cannot checkmate by any series of legal moves, even
    /// with the other side's help: what decides a game whose other side's
    /// flag fell (a draw then, not a win). Its pieces are a bare king; or a
    /// king and one knight, the other side having only a king and queens
    /// (anything else could block its own king in); or a king and bishops
    /// all on one colour, with no knight or pawn on the board and no bishop
    /// of the other colour (python-chess's `has_insufficient_material`).
    ///
    /// ```
    /// use ferrochess::chess::Color;
    /// use ferrochess::Position;
    /// let kn_k = Position::from_fen("8/8/8/8/8/2k5/8/2K1N3 w - - 0 1").unwrap();
    /// assert!(kn_k.has_insufficient_material(Color::White));
    /// let kn_kp = Position::from_fen("8/8/8/8/8/2k5/2p5/2K1N3 w - - 0 1").unwrap();
    /// assert!(!kn_kp.has_insufficient_material(Color::White)); // a black pawn could hem its king in
    /// ```
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let board = &self.board;
        let mine = *board.color_combined(color);
        let theirs = *board.color_combined(!color);
        let of = |piece| *board.pieces(piece);
        if mine & (of(Piece::Pawn) | of(Piece::Rook) | of(Piece::Queen)) != EMPTY {
            return false;
        }
        if mine & of(Piece::Knight) != EMPTY {
            let helpers = theirs & !(of(Piece::King) | of(Piece::Queen));
            return mine.popcnt() <= 2 && helpers == EMPTY;
        }
        let bishops = of(Piece::Bishop);
        if mine & bishops != EMPTY {
            const DARK_SQUARES: u64 = 0xAA55_AA55_AA55_AA55;
            let dark = bishops & BitBoard::new(DARK_SQUARES);
            let one_colour = dark == EMPTY || dark == bishops;
            return one_colour && (of(Piece::Pawn) | of(Piece::Knight)) == EMPTY;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap()
    }

    #[test]
    fn clocks_follow_moves() {
        let p = Position::startpos()
            .play_uci("g1f3")
            .unwrap()
            .play_uci("g8f6")
            .unwrap();
        assert_eq!((p.halfmove_clock(), p.fullmove_number()), (2, 2));
        let p = p.play_uci("e2e4").unwrap();
        assert_eq!((p.halfmove_clock(), p.fullmove_number()), (0, 2));
        let p = p.play_uci("f6e4").unwrap();
        assert_eq!((p.halfmove_clock(), p.fullmove_number()), (0, 3));
    }

    #[test]
    fn en_passant_target_requires_a_legal_capture() {
        // Black pawn on d4 can take e3 en passant.
        let p = pos("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
            .play_uci("e2e4")
            .unwrap();
        assert_eq!(p.en_passant_target(), Some(Square::E3));
        // Same capture, but the d4 pawn is pinned to its king along the rank.
        let p = pos("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1")
            .play_uci("e2e4")
            .unwrap();
        assert_eq!(p.en_passant_target(), None);
        // No pawn next to it at all.
        let p = Position::startpos().play_uci("e2e4").unwrap();
        assert_eq!(p.en_passant_target(), None);
    }

    #[test]
    fn insufficient_material_cases() {
        assert!(pos("8/8/8/8/8/2k5/8/2K5 w - - 0 1").is_insufficient_material());
        assert!(pos("7k/8/8/8/8/8/8/2KN4 w - - 0 1").is_insufficient_material());
        // Bishops on one colour (c1 and f4 are both dark squares).
        assert!(!pos("8/8/8/8/5b2/2k5/8/2KB4 w - - 0 1").is_insufficient_material());
        assert!(pos("8/8/8/8/5b2/2k5/8/2B1K3 w - - 0 1").is_insufficient_material());
        // Two knights are enough to mate with help: chess.js says sufficient.
        assert!(!pos("7k/8/8/8/8/8/8/1NKN4 w - - 0 1").is_insufficient_material());
        assert!(!pos("8/8/8/8/8/2k5/8/2KR4 w - - 0 1").is_insufficient_material());
    }

    #[test]
    fn checkmate_and_stalemate() {
        let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert!(mate.is_checkmate() && !mate.is_stalemate());
        let stale = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert!(stale.is_stalemate() && !stale.is_checkmate());
    }
}
