// chess.js 1.4's error messages, so that code written against chess.js's
// errors keeps working: a refused FEN, move or PGN throws the message
// chess.js throws for the same input, and ferrochess's own, more precise
// reason follows in the Error's `reason` (its `code` stays, where it had
// one). The FEN checks run in chess.js's order, so that the first one a FEN
// fails names the same fault; they are written from chess.js's documented
// behaviour, not its code.
//
//   fenError('8/8/8/8/8/8/8/k7 w - - 0 1'); // 'Invalid FEN: missing white king'
//   moveError('e5');                       // 'Invalid move: e5'
import { ferroError } from './check.js';

/** Inputs longer than this are cut in a message (chess.js would echo a megabyte). */
const MAX_ECHO = 200;

const echo = (text) => (text.length > MAX_ECHO ? `${text.slice(0, MAX_ECHO)}…` : text);

/** The fields chess.js's load() adds to a FEN of two to five fields ('-', '-', '0', '1' from the end). */
export function padFen(fen) {
  const fields = fen.split(/\s+/);
  if (fields.length < 2 || fields.length >= 6) return fen;
  return fields.concat(['-', '-', '0', '1'].slice(-(6 - fields.length))).join(' ');
}

/** The placement's faults, in chess.js's order: rows, then each row's characters and width. */
function placementError(placement) {
  const rows = placement.split('/');
  if (rows.length !== 8) return "Invalid FEN: piece data does not contain 8 '/'-delimited rows";
  for (const row of rows) {
    let width = 0;
    let afterDigit = false;
    for (const char of row) {
      if (/[0-9]/.test(char)) {
        if (afterDigit) return 'Invalid FEN: piece data is invalid (consecutive number)';
        width += Number(char);
        afterDigit = true;
      } else {
        if (!/^[prnbqkPRNBQK]$/.test(char)) return 'Invalid FEN: piece data is invalid (invalid piece)';
        width += 1;
        afterDigit = false;
      }
    }
    if (width !== 8) return 'Invalid FEN: piece data is invalid (too many squares in rank)';
  }
  return null;
}

/**
 * The message chess.js's validateFen gives `fen` (no fields added), or
 * null when chess.js takes it.
 */
export function fenError(fen) {
  const fields = fen.split(/\s+/);
  if (fields.length !== 6) return 'Invalid FEN: must contain six space-delimited fields';
  const [placement, turn, castling, enPassant, halfmoves, fullmoves] = fields;
  const fullmove = Number.parseInt(fullmoves, 10);
  if (Number.isNaN(fullmove) || fullmove <= 0) return 'Invalid FEN: move number must be a positive integer';
  const halfmove = Number.parseInt(halfmoves, 10);
  if (Number.isNaN(halfmove) || halfmove < 0) return 'Invalid FEN: half move counter number must be a non-negative integer';
  if (!/^(-|[abcdefgh][36])$/.test(enPassant)) return 'Invalid FEN: en-passant square is invalid';
  if (/[^kKqQ-]/.test(castling)) return 'Invalid FEN: castling availability is invalid';
  if (!/^(w|b)$/.test(turn)) return 'Invalid FEN: side-to-move is invalid';
  const placementFault = placementError(placement);
  if (placementFault) return placementFault;
  if ((enPassant[1] === '3' && turn === 'w') || (enPassant[1] === '6' && turn === 'b')) return 'Invalid FEN: illegal en-passant square';
  for (const [king, color] of [['K', 'white'], ['k', 'black']]) {
    const kings = placement.split(king).length - 1;
    if (kings === 0) return `Invalid FEN: missing ${color} king`;
    if (kings > 1) return `Invalid FEN: too many ${color} kings`;
  }
  const rows = placement.split('/');
  if (/[Pp]/.test(rows[0] + rows[7])) return 'Invalid FEN: some pawns are on the edge rows';
  return null;
}

/** chess.js's message for a move it cannot play: the text as given, or the object as JSON. */
export function moveError(move) {
  return `Invalid move: ${echo(typeof move === 'string' ? move : String(JSON.stringify(move)))}`;
}

/** chess.js's message for a null move played in check. */
export const NULL_MOVE_IN_CHECK = 'Null move not allowed when in check';

/** chess.js's message for a PGN whose SetUp tag has no FEN (its strict reader). */
export const SETUP_WITHOUT_FEN = 'Invalid PGN: FEN tag must be supplied with SetUp tag';

/**
 * chess.js's message for a PGN move it cannot play, `Invalid move in PGN:
 * Ke3`, from ferrochess's message for it (which quotes the move as written,
 * its check sign kept and its '!' or '?' dropped, as chess.js gives it);
 * null when the message names no move.
 */
export function pgnMoveError(message) {
  const match = /^Invalid PGN: line \d+, move \d+\.(?:\.\.)?: (?:illegal|invalid|ambiguous) move "((?:[^"\\]|\\.)*)"/.exec(message);
  return match ? `Invalid move in PGN: ${echo(match[1].replace(/\\(.)/g, '$1').replace(/[!?]+$/, ''))}` : null;
}

/** An Error with chess.js's `message` and ferrochess's own `reason` (and its `code`, where `error` had one). */
export function chessJsError(message, error) {
  const out = ferroError(new Error(message));
  out.reason = error.message;
  const { code } = ferroError(error);
  if (code !== undefined) out.code = code;
  return out;
}
