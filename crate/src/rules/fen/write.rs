//! FEN writing: one writer for a setup (as it stands) and a position
//! (its en-passant square only where a capture is legal).

use chess::{Board, Color, Piece, Square, ALL_SQUARES};

use crate::rules::castling::{self, CastlingRights};
use crate::rules::notation::piece_letter;
use crate::rules::position::Position;
use crate::rules::setup::Setup;

/// Writes a setup as FEN, its en-passant square as it stands; Chess960
/// castling as X-FEN (`KQkq` for the outermost rooks, file letters for
/// inner ones).
pub fn write(setup: &Setup) -> String {
    write_styled(setup, false)
}

/// Writes a setup as FEN with Chess960 castling as Shredder-FEN (the
/// rooks' files, `HAha`); standard castling stays `KQkq`.
pub fn write_shredder(setup: &Setup) -> String {
    write_styled(setup, true)
}

fn write_styled(setup: &Setup, shredder: bool) -> String {
    write_fields(
        |sq| setup.piece_at(sq),
        setup.turn,
        &setup.castling,
        setup.chess960.then_some(shredder),
        setup.en_passant,
        (setup.halfmove_clock, setup.fullmove_number),
    )
}

/// Formats `pos` as FEN.
pub fn format(pos: &Position) -> String {
    let board = &pos.board;
    write_fields(
        |sq| Some((board.color_on(sq)?, board.piece_on(sq)?)),
        pos.turn(),
        &pos.castling_rights(),
        pos.is_chess960().then_some(false),
        pos.en_passant_target(),
        (pos.halfmove_clock, pos.fullmove_number),
    )
}

/// The one FEN writer, for a setup and a position alike: the placement
/// `piece_at` reads, the side to move, the castling field (`chess960`:
/// `None` for standard chess, `Some(shredder)`), the en-passant square and
/// the (halfmove, fullmove) clocks.
fn write_fields(
    piece_at: impl Fn(Square) -> Option<(Color, Piece)>,
    turn: Color,
    castling: &CastlingRights,
    chess960: Option<bool>,
    en_passant: Option<Square>,
    (halfmove, fullmove): (u32, u32),
) -> String {
    let mut out = placement_of(&piece_at);
    out.push(' ');
    out.push(crate::rules::notation::color_char(turn));
    out.push(' ');
    out.push_str(&castling_field(castling, chess960, &piece_at));
    out.push(' ');
    match en_passant {
        Some(sq) => out.push_str(&sq.to_string()),
        None => out.push('-'),
    }
    out.push_str(&format!(" {halfmove} {fullmove}"));
    out
}

/// The placement field of a FEN (`rnbqkbnr/pppppppp/8/…`).
pub fn placement_text(board: &Board) -> String {
    placement_of(|sq| Some((board.color_on(sq)?, board.piece_on(sq)?)))
}

/// The placement field of the pieces `piece_at` names.
fn placement_of(piece_at: impl Fn(Square) -> Option<(Color, Piece)>) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match piece_at(ALL_SQUARES[rank * 8 + file]) {
                Some((color, piece)) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(piece_letter(color, piece));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// The castling field of `rights` (`-` when there are none).
fn castling_field(
    rights: &CastlingRights,
    chess960: Option<bool>,
    piece_at: impl Fn(Square) -> Option<(Color, Piece)>,
) -> String {
    let out: String = rights
        .iter()
        .map(|(color, side, file)| castling::right_letter(color, side, file, chess960, &piece_at))
        .collect();
    if out.is_empty() {
        String::from("-")
    } else {
        out
    }
}
