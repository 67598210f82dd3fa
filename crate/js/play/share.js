// A game as a code for a link (ferrochess/play): its PGN, variations,
// comments and headers included, packed (codes.js) after the prefix 'g1'.
// The site puts it in the address's fragment (#/analysis/game/<code>),
// which a browser never sends to a server. A code from a link is
// untrusted: read back, it is only text (at most MAX_GAME_BYTES) that the
// caller gives to the rules' PGN reader, which checks every move.
import { pack, unpack } from './codes.js';

/** The longest game code read, in characters. */
export const MAX_GAME_CODE_CHARS = 65536;

/** The most a game code may inflate to, in bytes (PGN text). */
export const MAX_GAME_BYTES = 1_048_576;

const PREFIX = 'g1';

/** The code of the game whose PGN is `pgn`. */
export async function gameCode(pgn) {
  if (typeof pgn !== 'string') throw new TypeError(`a game's PGN must be text, got ${pgn === null ? 'null' : typeof pgn}`);
  return `${PREFIX}${await pack(pgn)}`;
}

/** The PGN a game code holds (untrusted: read it with Chess#loadPgn); throws an Error saying what is wrong. */
export async function readGameCode(code) {
  if (typeof code !== 'string') throw new TypeError('a game code must be text');
  const trimmed = code.trim();
  if (trimmed.length > MAX_GAME_CODE_CHARS) throw new Error(`this is not a game's code: it is ${trimmed.length} characters long, over ${MAX_GAME_CODE_CHARS}`);
  if (!trimmed.startsWith(PREFIX)) throw new Error('this is not a game\'s code');
  try {
    return await unpack(trimmed.slice(PREFIX.length), MAX_GAME_BYTES);
  } catch (error) {
    throw new Error(`this is not a game's code: ${error.message}`);
  }
}
