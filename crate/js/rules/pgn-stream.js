// Many games from one PGN source, read as a stream: readGames() yields each
// game as a Chess (the Rust reader checks every move, as loadPgn does),
// readHeaders() only each game's headers, place and length, without
// building one. The source is cut into games in the rules module, chunk by
// chunk, by PGN's syntax (comments, `;` and `%` lines, variations, tag
// strings: crate/src/rules/pgn/split/mod.rs says where a game ends), so a file of
// any size is read with one chunk (1 MB at most: larger ones are sliced) and
// one game in memory. For readGames the cutter reads each game as it cuts
// it (split/read.rs): most games' moves are read once, not cut and then
// read, and the games a chunk completes wait, read, for the caller to take
// them (bench/pgn-memory.mjs measures the whole).
//
//   for await (const game of readGames(file.stream(), { onError: console.warn })) {
//     console.log(game.getHeaders().White, game.history().length);
//   }
// The rules module instantiated before this module runs (a bundler that
// skips a re-exporting module, as package.json's sideEffects allows, keeps
// this edge).
import './wasm.js';
import { WasmPgnStream } from '../../pkg-rules/ferrochess_rules.js';
import { Chess, chessOfSplitGame } from './chess.js';
import { describe } from './check.js';

/** A game longer than this many bytes is reported and skipped, not kept in memory (10 MB by default). */
export const DEFAULT_MAX_GAME_BYTES = 10_000_000;
const CHUNK = 1 << 20;

const decoder = () => new TextDecoder('utf-8');
const encoder = new TextEncoder();

/** The source's bytes, chunk by chunk: a string, bytes, a Blob, a ReadableStream or an (async) iterable of strings or bytes. */
async function* byteChunks(source) {
  if (typeof source === 'string') {
    yield* slices(encoder.encode(source));
  } else if (source instanceof Uint8Array) {
    yield* slices(source);
  } else if (source instanceof ArrayBuffer) {
    yield* slices(new Uint8Array(source));
  } else if (typeof Blob !== 'undefined' && source instanceof Blob) {
    yield* byteChunks(source.stream());
  } else if (source && typeof source.getReader === 'function') {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield* byteChunks([value]);
      }
    } finally {
      reader.releaseLock();
    }
  } else if (source && (typeof source[Symbol.asyncIterator] === 'function' || typeof source[Symbol.iterator] === 'function')) {
    for await (const chunk of source) {
      if (typeof chunk === 'string') yield* slices(encoder.encode(chunk));
      else if (chunk instanceof Uint8Array) yield* slices(chunk);
      else if (chunk instanceof ArrayBuffer) yield* slices(new Uint8Array(chunk));
      else throw new TypeError(`a PGN source's chunks must be strings or bytes, got ${describe(chunk)}`);
    }
  } else {
    throw new TypeError(`a PGN source must be a string, bytes, a Blob, a ReadableStream or an iterable of chunks, got ${describe(source)}`);
  }
}

function* slices(bytes) {
  for (let i = 0; i < bytes.length; i += CHUNK) yield bytes.subarray(i, Math.min(bytes.length, i + CHUNK));
}

/** The tag pairs WasmPgnStream#headers lists (each name and value as `length:text`) as an object. */
function headerObject(text) {
  const headers = {};
  let at = 0;
  const field = () => {
    const colon = text.indexOf(':', at);
    const end = colon + 1 + Number(text.slice(at, colon));
    const value = text.slice(colon + 1, end);
    at = end;
    return value;
  };
  while (at < text.length) {
    const name = field();
    headers[name] = field();
  }
  return headers;
}

/**
 * Cuts a source into games in the rules module: yields the stream after
 * each chunk it read (and once at the end), holding the games that chunk
 * completed: take them with `stream.next()` (and read each one's place,
 * headers and length, or load it, before the next). One step a chunk, not
 * one a game: each step of an async generator costs the caller a promise.
 * The stream is freed at the end.
 *
 * @param {unknown} source
 * @param {{ maxGameBytes?: number, keepBytes?: boolean, read?: { strict: boolean, chess960: boolean } | null }} [opts]
 */
async function* cutChunks(source, { maxGameBytes = DEFAULT_MAX_GAME_BYTES, keepBytes = true, read = null } = {}) {
  const stream = new WasmPgnStream(maxGameBytes, keepBytes);
  if (read) stream.read_games(read.strict, read.chess960);
  try {
    for await (const chunk of byteChunks(source)) {
      stream.push(chunk);
      yield stream;
    }
    stream.end();
    yield stream;
  } finally {
    stream.free();
  }
}

/** Why the stream's game was not read, when it is over the byte limit. */
function tooLongError(stream, maxGameBytes) {
  return stream.too_long() ? `the game is over ${maxGameBytes} bytes long (maxGameBytes)` : null;
}

function readOptions(options, what) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') throw new TypeError(`${what} options must be an object, got ${describe(options)}`);
  const known = ['strict', 'chess960', 'onError', 'maxGameBytes', ...(what === 'readGames' ? ['places'] : [])];
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new TypeError(`${what}: unknown option ${describe(key)} (known: ${known.join(', ')})`);
  }
  if (options.onError !== undefined && typeof options.onError !== 'function') {
    throw new TypeError(`${what}: onError must be a function, got ${describe(options.onError)}`);
  }
  if (options.maxGameBytes !== undefined && !(Number.isInteger(options.maxGameBytes) && options.maxGameBytes > 0)) {
    throw new RangeError(`${what}: maxGameBytes must be a positive integer, got ${describe(options.maxGameBytes)}`);
  }
  return options;
}

/** What readGames and readHeaders report of the stream's game, which they could not read. */
function report(stream, error) {
  return {
    index: stream.index(), offset: stream.offset(), length: stream.length(), headers: headerObject(stream.headers()), error,
  };
}

/**
 * The games of a PGN source, one `Chess` each, in order. A game that does
 * not read (an illegal move, broken syntax, over `maxGameBytes`) goes to
 * `onError({ index, offset, length, headers, error })` and reading goes on.
 * With `{ places: true }` each comes as `{ chess, index, offset, length }`:
 * where it sits in the source, for openGame() or a GameIndex.
 */
export async function* readGames(source, options) {
  const {
    strict = false, chess960 = false, onError, maxGameBytes = DEFAULT_MAX_GAME_BYTES, places = false,
  } = readOptions(options, 'readGames');
  const read = { strict: Boolean(strict), chess960: Boolean(chess960) };
  for await (const stream of cutChunks(source, { maxGameBytes, read })) {
    while (stream.next()) {
      const tooLong = tooLongError(stream, maxGameBytes);
      if (tooLong) {
        onError?.(report(stream, tooLong));
        continue;
      }
      let chess;
      try {
        chess = chessOfSplitGame(stream, read.strict, read.chess960);
      } catch (error) {
        onError?.(report(stream, error.message));
        continue;
      }
      yield places ? {
        chess, index: stream.index(), offset: stream.offset(), length: stream.length(),
      } : chess;
    }
  }
}

/**
 * Each game's headers, without reading its moves: `{ index, offset,
 * length, headers, plies }`, `offset` and `length` in bytes of the source
 * (its UTF-8), `plies` the main line's length. Open one with openGame().
 */
export async function* readHeaders(source, options) {
  const { onError, maxGameBytes = DEFAULT_MAX_GAME_BYTES } = readOptions(options, 'readHeaders');
  for await (const stream of cutChunks(source, { maxGameBytes, keepBytes: false })) {
    while (stream.next()) {
      const tooLong = tooLongError(stream, maxGameBytes);
      if (tooLong) onError?.(report(stream, tooLong));
      yield {
        index: stream.index(), offset: stream.offset(), length: stream.length(), headers: headerObject(stream.headers()), plies: stream.plies(),
      };
    }
  }
}

/**
 * The game readHeaders listed as `entry` (its `offset` and `length`), read
 * from the same source: a string, bytes or a Blob.
 */
export async function openGame(source, entry, options) {
  const { strict = false, chess960 = false } = readOptions(options, 'openGame');
  if (!entry || !Number.isInteger(entry.offset) || !Number.isInteger(entry.length) || entry.offset < 0 || entry.length < 0) {
    throw new TypeError(`openGame needs an entry { offset, length } from readHeaders, got ${describe(entry)}`);
  }
  let bytes;
  if (typeof source === 'string') bytes = encoder.encode(source).subarray(entry.offset, entry.offset + entry.length);
  else if (source instanceof Uint8Array) bytes = source.subarray(entry.offset, entry.offset + entry.length);
  else if (typeof Blob !== 'undefined' && source instanceof Blob) bytes = new Uint8Array(await source.slice(entry.offset, entry.offset + entry.length).arrayBuffer());
  else throw new TypeError(`openGame reads a string, bytes or a Blob, got ${describe(source)}`);
  const chess = new Chess();
  try {
    chess.loadPgn(decoder().decode(bytes), { strict, chess960 });
  } catch (error) {
    chess.free();
    throw error;
  }
  return chess;
}
