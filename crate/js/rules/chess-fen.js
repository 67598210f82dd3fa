// FEN and PGN at the door: a Chess960 start position by number, a FEN
// checked without a game, and chess.js's own messages for a FEN or PGN it
// would refuse (its words first, ferrochess's reason beside them).

import { validate_fen, chess960_fen } from '../../pkg-rules/ferrochess_rules.js';
import { describe } from './check.js';
import {
  chessJsError, fenError, padFen, pgnMoveError, SETUP_WITHOUT_FEN,
} from './chessjs-errors.js';

/**
 * The FEN of Chess960 start position `n` (0 to 959 in the standard
 * numbering, 518 being the classical array); a random one when `n` is
 * left out. Castling is written as X-FEN (`KQkq`).
 *
 *   const chess = new Chess(chess960Fen(0), { chess960: true });
 */
export function chess960Fen(n) {
  if (n === undefined) n = Math.floor(Math.random() * 960);
  if (!Number.isInteger(n)) {
    throw new TypeError(`chess960Fen needs a start number from 0 to 959, got ${describe(n)}`);
  }
  return chess960_fen(n);
}

/**
 * Checks a FEN without creating a game.
 * @returns {{ok: true} | {ok: false, error: string, reason?: string}}
 */
export function validateFen(fen) {
  if (typeof fen !== 'string') {
    return { ok: false, error: `invalid FEN: must be a string, got ${describe(fen)}` };
  }
  // chess.js's checks first, in its order and words; then ferrochess's own (positions no game reaches).
  const reason = validate_fen(fen);
  const error = fenError(fen);
  if (error) return reason === '' ? { ok: false, error } : { ok: false, error, reason };
  return reason === '' ? { ok: true } : { ok: false, error: reason };
}

/**
 * Runs `load` (which reads `fen`) unless chess.js would refuse `fen`: then
 * throws chess.js's message, ferrochess's own words in `reason`. (Chess960
 * and skipValidation read FENs chess.js has no rules for: only ferrochess's
 * checks apply there.)
 */
export function loadingFen(fen, { skipValidation, chess960 }, load) {
  if (typeof fen === 'string' && !skipValidation && !chess960) {
    const message = fenError(padFen(fen));
    if (message) throw chessJsError(message, { message: validate_fen(fen) || message });
  }
  return load();
}

/**
 * chess.js's message for a PGN that does not load, where it has one for the
 * same fault: a move it cannot play, a SetUp tag without a FEN (strict), a
 * FEN tag it refuses. Null otherwise (a syntax error: chess.js's parser
 * words those its own way; see docs/chessjs.md).
 */
export function pgnErrorMessage(message, text, strict) {
  if (/SetUp/.test(message) && /FEN/.test(message) && strict) return SETUP_WITHOUT_FEN;
  const fen = /^Invalid PGN: .*FEN/i.test(message) ? /\[\s*FEN\s+"([^"]*)"\s*\]/i.exec(text)?.[1] : undefined;
  if (fen !== undefined) return fenError(padFen(fen));
  return pgnMoveError(message);
}
