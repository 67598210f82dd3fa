// The match protocol's messages (ferrochess/play, docs/play.md): what each
// carries, and the check every message from the other side passes before it
// changes anything. A message is one JSON object of at most
// MAX_MESSAGE_CHARS characters whose `t` names its kind; each kind has
// exactly the fields listed here, each of its type and range. Anything else
// is refused with a ProtocolError saying what was wrong. Legality (is it the
// sender's turn, is the move legal, is the ply the current one) is the
// match's to check (match.js), against its own game.

/** The protocol's version: a peer speaking another is refused at hello. */
export const PROTOCOL_VERSION = 1;

/** The longest message accepted, in characters (a hello with two long names and a FEN fits in a tenth). */
export const MAX_MESSAGE_CHARS = 4096;

/** The longest name accepted, in characters (after trimming). */
export const MAX_NAME_CHARS = 40;

/** The longest clock accepted: a day, in milliseconds. */
export const MAX_CLOCK_MS = 86_400_000;

/** The most plies a game may have (a message for a later ply is refused). */
export const MAX_PLIES = 2000;

/** Why a message was refused: `reason` is a sentence an app can show. */
export class ProtocolError extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'ProtocolError';
  }
}

const GAME_ID = /^[A-Za-z0-9_-]{6,64}$/;
const UCI_MOVE = /^[a-h][1-8][a-h][1-8][qrbn]?$/;
const HASH = /^[0-9a-f]{16}$/;
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const isInteger = (min, max) => (value) => Number.isInteger(value) && value >= min && value <= max;
const oneOf = (...values) => (value) => values.includes(value);
const matching = (pattern) => (value) => typeof value === 'string' && pattern.test(value);
const ply = isInteger(0, MAX_PLIES);
const flag = oneOf(true, false);

/** A clock in a message: whole milliseconds up to a day, or null (no clock). */
export const isClock = (value) => value === null || isInteger(0, MAX_CLOCK_MS)(value);

/** A game id: 6 to 64 characters of [A-Za-z0-9_-]. */
export const isGameId = matching(GAME_ID);

/** A move in UCI (`e2e4`, `e7e8q`). */
export const isUciMove = matching(UCI_MOVE);

/** A position's hash as a move carries it: 16 lowercase hex digits. */
export const isHash = matching(HASH);

const clock = isClock;
const gameId = isGameId;

/** A player's name: text of 1 to MAX_NAME_CHARS characters, no control characters (any markup stays text). */
export function isName(value) {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed === value && trimmed.length >= 1 && [...trimmed].length <= MAX_NAME_CHARS && !CONTROL.test(trimmed);
}

/** A time control: { initial, increment } in milliseconds, or null (no clock). */
export function isTimeControl(value) {
  if (value === null) return true;
  return isPlainObject(value) && sameKeys(value, ['initial', 'increment'])
    && isInteger(1000, MAX_CLOCK_MS)(value.initial) && isInteger(0, 600_000)(value.increment);
}

/** Each kind's fields (besides `t`) and their checks. */
const FIELDS = {
  hello: {
    v: isInteger(0, 1e6), game: gameId, name: isName, time: isTimeControl,
    color: oneOf('w', 'b'), chess960: flag, fen: (value) => typeof value === 'string' && value.length <= 100,
  },
  welcome: { v: isInteger(0, 1e6), game: gameId, name: isName },
  move: { ply: isInteger(1, MAX_PLIES), uci: matching(UCI_MOVE), clock, hash: matching(HASH) },
  draw: { act: oneOf('offer', 'accept', 'decline'), ply },
  takeback: { act: oneOf('request', 'accept', 'decline'), ply },
  resign: { ply },
  abort: { ply },
  flag: { color: oneOf('w', 'b'), ply },
  rematch: { act: oneOf('offer', 'accept', 'decline'), game: gameId },
  // On a new transport after a lost connection: where the sender's game is
  // (ply, hash), its last move when the last ply was its own (uci and the
  // clock it reported, else null), its standing draw offer and takeback
  // request, and how it ended the game itself if it did (resigned, aborted,
  // accepted a draw, saw a flag fall), so that the side behind catches up.
  sync: {
    game: gameId, ply, hash: matching(HASH), uci: (value) => value === null || isUciMove(value), clock,
    draw: flag, takeback: flag, end: oneOf(null, 'resign', 'abort', 'draw', 'flag'),
  },
  ping: { id: isInteger(0, Number.MAX_SAFE_INTEGER) },
  pong: { id: isInteger(0, Number.MAX_SAFE_INTEGER) },
};

/** The kinds of message. */
export const MESSAGE_KINDS = Object.freeze(Object.keys(FIELDS));

/** A plain object (from JSON: no array, no class instance). */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && Object.getPrototypeOf(value) === Object.prototype;
}

/** Whether `object` has exactly the keys `keys`. */
export function sameKeys(object, keys) {
  const own = Object.keys(object);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(object, key));
}

/** A short, printable stand-in for a value in a reason (never the value's markup as such). */
function shown(value) {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? typeof value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * Reads one message from the other side: `text` must be a string of at most
 * MAX_MESSAGE_CHARS characters holding a JSON object of a known kind with
 * exactly its fields, each valid. Returns the message (a plain object);
 * throws a ProtocolError with the reason otherwise.
 */
export function readMessage(text) {
  if (typeof text !== 'string') throw new ProtocolError(`a message must be text, got ${text === null ? 'null' : typeof text}`);
  if (text.length > MAX_MESSAGE_CHARS) throw new ProtocolError(`a message of ${text.length} characters is over the limit of ${MAX_MESSAGE_CHARS}`);
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    throw new ProtocolError('a message is not valid JSON');
  }
  return checkMessage(message);
}

/** Checks a message already parsed (see readMessage); returns it or throws a ProtocolError. */
export function checkMessage(message) {
  if (!isPlainObject(message)) throw new ProtocolError('a message must be a JSON object');
  const kind = message.t;
  if (typeof kind !== 'string' || !Object.hasOwn(FIELDS, kind)) throw new ProtocolError(`unknown message kind ${shown(kind)}`);
  const fields = FIELDS[kind];
  const names = Object.keys(fields);
  for (const key of Object.keys(message)) {
    if (key !== 't' && !Object.hasOwn(fields, key)) throw new ProtocolError(`a ${kind} message has no field ${shown(key)}`);
  }
  for (const name of names) {
    if (!Object.hasOwn(message, name)) throw new ProtocolError(`a ${kind} message needs its field ${name}`);
    if (!fields[name](message[name])) throw new ProtocolError(`a ${kind} message's ${name} is not valid: ${shown(message[name])}`);
  }
  return message;
}

/** The text of a message (checked first: a match never sends what it would refuse). */
export function writeMessage(message) {
  return JSON.stringify(checkMessage(message));
}

/** A new game id: 16 characters of [A-Za-z0-9_-] from the platform's random source. */
export function newGameId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
}
