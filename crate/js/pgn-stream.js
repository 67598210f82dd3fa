// Many games from one PGN source, read as a stream: readGames() yields each
// game as a Chess (the Rust reader checks every move, as loadPgn does),
// readHeaders() only each game's headers, place and length, without
// building one. The source is cut into games here, byte by byte, by PGN's
// syntax (comments, `;` and `%` lines, variations, tag strings), so a file
// of any size is read with one game and one chunk in memory.
//
//   for await (const game of readGames(file.stream(), { onError: console.warn })) {
//     console.log(game.getHeaders().White, game.history().length);
//   }
//
// Where a game ends: after its result at the top level of its movetext; or
// where a line starts with `[` after its movetext (a game with no result);
// or where a header block is followed, after a blank line, by another
// header block that repeats one of its tags: the first is then a game with
// no moves (python-chess and chessops merge such blocks into one game with
// the last block's headers; here each block keeps its own). A block that
// repeats none of them is more of the same headers (ChessBase writes a
// blank line after the Event tag).
import { Chess } from './chess.js';
import { describe } from './check.js';

/** A game longer than this many bytes is reported and skipped, not kept in memory (10 MB by default). */
export const DEFAULT_MAX_GAME_BYTES = 10_000_000;
const CHUNK = 1 << 20;
/** A tag's name or value is cut at this many bytes, and a game keeps at most MAX_TAGS tags (hostile files). */
const MAX_TAG_BYTES = 1 << 16;
const MAX_TAGS = 1000;

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;
const DOLLAR = 36;
const SLASH = 47;
const DASH = 45;

/** Whether the word's bytes (`length` of them, the first 8 in `word`) are a result: 1-0, 0-1, 1/2-1/2 or *. */
function isResult(word, length) {
  if (length === 1) return word[0] === STAR;
  if (length === 3) {
    return word[1] === DASH && ((word[0] === 49 && word[2] === 48) || (word[0] === 48 && word[2] === 49));
  }
  return length === 7 && word[0] === 49 && word[1] === SLASH && word[2] === 50 && word[3] === DASH
    && word[4] === 49 && word[5] === SLASH && word[6] === 50;
}

const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const SEMICOLON = 59;
const PERCENT = 37;
const STAR = 42;

const decoder = () => new TextDecoder('utf-8');
const encoder = new TextEncoder();
/** Decodes tag names and values (each whole: the decoder keeps nothing between calls). */
const tagDecoder = new TextDecoder('utf-8');

/** A tag's name or value from its bytes: ASCII (nearly every tag) without a decoder. */
function tagText(bytes) {
  let ascii = true;
  for (let i = 0; i < bytes.length && ascii; i += 1) ascii = bytes[i] < 0x80;
  if (ascii && bytes.length <= 4096) return String.fromCharCode.apply(null, bytes);
  return tagDecoder.decode(Uint8Array.from(bytes));
}

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
      else if (chunk instanceof Uint8Array) yield chunk;
      else if (chunk instanceof ArrayBuffer) yield new Uint8Array(chunk);
      else throw new TypeError(`a PGN source's chunks must be strings or bytes, got ${describe(chunk)}`);
    }
  } else {
    throw new TypeError(`a PGN source must be a string, bytes, a Blob, a ReadableStream or an iterable of chunks, got ${describe(source)}`);
  }
}

function* slices(bytes) {
  for (let i = 0; i < bytes.length; i += CHUNK) yield bytes.subarray(i, Math.min(bytes.length, i + CHUNK));
}

/**
 * Cuts a byte stream into games. Each game comes out as
 * `{ index, offset, length, bytes, headers, plies, error }`: `bytes` is
 * null when it was over `maxGameBytes` (then `error` says so), `plies`
 * counts the main line's moves (`--` included), `headers` holds the tag
 * pairs read on the way, in order.
 */
export async function* splitGames(source, { maxGameBytes = DEFAULT_MAX_GAME_BYTES, keepBytes = true } = {}) {
  // The scanner's state, kept across chunks.
  let offset = 0; // bytes before the current chunk
  let gameStart = -1; // offset of the current game's first byte, -1 between games
  let parts = []; // the current game's bytes so far
  let size = 0;
  let tooLong = false;
  let index = 0;
  let headers = [];
  let plies = 0;
  let inHeaders = false; // in the game's header block (no movetext yet)
  let blankAfterHeaders = false; // a blank line since the last header
  let comment = false; // inside { }
  let lineComment = false; // inside ; … or a % line
  let tag = 0; // 0 outside a tag; 1 in its name; 2 between name and value; 3 in its value; 4 after it
  let escaped = false;
  let tagName = [];
  let tagValue = [];
  let depth = 0; // variation depth
  // The movetext word being read: its first 8 bytes and its length (no string is made of it).
  const word = new Uint8Array(8);
  let wordLength = 0;
  let lineStart = true; // only spaces since the last newline
  let bom = true;
  let previous = 0; // the byte before, across chunks (CR LF is one newline)
  let skipping = 0; // between games: 1 in a { comment }, 2 in a ; or % line (text after a result)
  let pendingSplit = -1; // where a header after a blank line in the headers starts (it may start the next game)
  let splitAt = null; // ends the game at a byte before the one being read (set for each chunk)

  /** Ends the word being read: true when it was the game's result; a move counts as a ply. */
  const finishWord = () => {
    const length = wordLength;
    if (length === 0) return false;
    wordLength = 0;
    if (isResult(word, length)) return depth === 0;
    if (depth === 0) {
      // A move number (`12.`, `12...`) may be glued to its move (`12.Nf3`); `$n` is a NAG.
      let at = 0;
      while (at < length && word[at] >= DIGIT_0 && word[at] <= DIGIT_9) at += 1;
      while (at < length && word[at] === DOT) at += 1;
      if (at < length && word[at] !== DOLLAR) plies += 1;
    }
    return false;
  };
  const reset = () => {
    gameStart = -1;
    parts = [];
    size = 0;
    tooLong = false;
    headers = [];
    plies = 0;
    inHeaders = false;
    blankAfterHeaders = false;
    comment = false;
    lineComment = false;
    tag = 0;
    depth = 0;
    wordLength = 0;
    pendingSplit = -1;
  };
  const take = (chunk, from, to) => {
    if (to <= from || !keepBytes) return;
    size += to - from;
    if (size > maxGameBytes) {
      tooLong = true;
      parts = [];
    }
    if (!tooLong) parts.push(chunk.slice(from, to));
  };
  const finish = (end) => {
    const length = end - gameStart;
    let bytes = null;
    if (keepBytes && !tooLong) {
      bytes = new Uint8Array(size);
      let at = 0;
      for (const part of parts) {
        bytes.set(part, at);
        at += part.length;
      }
    }
    const game = {
      index,
      offset: gameStart,
      length,
      bytes,
      headers,
      plies,
      error: tooLong ? `the game is over ${maxGameBytes} bytes long (maxGameBytes)` : null,
    };
    index += 1;
    reset();
    return game;
  };

  for await (const chunk of byteChunks(source)) {
    let i = 0;
    if (bom && chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
    if (chunk.length > 0) bom = false;
    let from = gameStart >= 0 ? i : -1; // where this chunk's part of the game starts
    const done = [];
    /** Ends the current game before byte `end` of this chunk. */
    const endGame = (end) => {
      take(chunk, from, end);
      done.push(finish(offset + end));
      from = -1;
    };
    /**
     * Ends the current game (still in its headers) before byte `at` of the
     * source, which may lie in an earlier chunk: the bytes from `at` on
     * start the next game, in its headers.
     */
    splitAt = (at) => {
      if (at >= offset) {
        endGame(at - offset);
        from = at - offset;
      } else {
        // The next game began in an earlier chunk: part of what this game holds is the next one's.
        const keep = at - gameStart;
        const kept = [];
        const rest = [];
        let seen = 0;
        for (const part of parts) {
          if (seen + part.length <= keep) kept.push(part);
          else if (seen >= keep) rest.push(part);
          else {
            kept.push(part.subarray(0, keep - seen));
            rest.push(part.subarray(keep - seen));
          }
          seen += part.length;
        }
        parts = kept;
        size = keepBytes ? keep : 0;
        done.push(finish(at));
        parts = rest;
        size = rest.reduce((sum, part) => sum + part.length, 0);
      }
      gameStart = at;
      inHeaders = true;
    };
    for (; i < chunk.length; i += 1) {
      const b = chunk[i];
      const crlf = b === LF && previous === CR;
      previous = b;
      if (crlf) continue;
      if (gameStart < 0) {
        // Between games: white space and comments are skipped; anything else starts one.
        if (skipping === 1) {
          if (b === CLOSE_BRACE) skipping = 0;
          continue;
        }
        if (b === LF || b === CR) {
          if (skipping === 2) skipping = 0;
          lineStart = true;
          continue;
        }
        if (skipping === 2 || b === SPACE || b === TAB) continue;
        if (b === OPEN_BRACE || b === SEMICOLON || (b === PERCENT && lineStart)) {
          skipping = b === OPEN_BRACE ? 1 : 2;
          continue;
        }
        gameStart = offset + i;
        from = i;
      }
      if (lineComment) {
        if (b === LF || b === CR) {
          lineComment = false;
          lineStart = true;
        }
        continue;
      }
      if (comment) {
        // Jump to the comment's end (lichess's clock and eval comments are most of a file).
        const end = chunk.indexOf(CLOSE_BRACE, i);
        if (end < 0) {
          previous = chunk[chunk.length - 1];
          i = chunk.length;
        } else {
          previous = CLOSE_BRACE;
          i = end;
          comment = false;
        }
        continue;
      }
      if (tag !== 0) {
        if (tag === 3) {
          if (escaped) {
            escaped = false;
            if (b !== QUOTE && b !== BACKSLASH && tagValue.length < MAX_TAG_BYTES) tagValue.push(BACKSLASH);
            if (tagValue.length < MAX_TAG_BYTES) tagValue.push(b);
          } else if (b === BACKSLASH) escaped = true;
          else if (b === QUOTE) tag = 4;
          else if (tagValue.length < MAX_TAG_BYTES) tagValue.push(b);
          if (b === LF || b === CR) tag = 4; // an unclosed string: the reader will say so
        } else if (b === CLOSE_BRACKET || b === LF || b === CR) {
          const name = tagName.length ? tagText(tagName) : '';
          if (pendingSplit >= 0) {
            if (name && !tooLong && headers.some(([known]) => known === name)) splitAt(pendingSplit);
            pendingSplit = -1;
          }
          if (name && headers.length < MAX_TAGS) headers.push([name, tagText(tagValue)]);
          tag = 0;
          lineStart = b !== CLOSE_BRACKET;
        } else if (tag === 1) {
          if (b === SPACE || b === TAB || b === QUOTE) tag = b === QUOTE ? 3 : 2;
          else if (tagName.length < MAX_TAG_BYTES) tagName.push(b);
        } else if (tag === 2 && b === QUOTE) {
          tag = 3;
        }
        continue;
      }
      if (b === LF || b === CR) {
        if (finishWord()) {
          endGame(i);
          continue;
        }
        // A blank line: a newline after a line of only spaces.
        if (lineStart && inHeaders) blankAfterHeaders = true;
        lineStart = true;
        continue;
      }
      if (b === SPACE || b === TAB) {
        if (finishWord()) endGame(i);
        continue;
      }
      const atLineStart = lineStart;
      lineStart = false;
      if (b === OPEN_BRACKET && (atLineStart || inHeaders || offset + i === gameStart) && wordLength === 0) {
        // A header: of this game while no movetext came, else the next game's.
        if (!inHeaders && offset + i !== gameStart) {
          endGame(i);
          gameStart = offset + i;
          from = i;
        } else if (inHeaders && blankAfterHeaders) {
          // After a blank line in the headers: the next game's when its tag
          // is one this game has already (lichess's broadcast rounds), else
          // more of this game's (ChessBase writes a blank line after Event).
          pendingSplit = offset + i;
        }
        inHeaders = true;
        blankAfterHeaders = false;
        tag = 1;
        tagName = [];
        tagValue = [];
        escaped = false;
        continue;
      }
      if (b === PERCENT && atLineStart) {
        lineComment = true;
        continue;
      }
      inHeaders = false;
      if (b === OPEN_BRACE || b === SEMICOLON || b === OPEN_PAREN || b === CLOSE_PAREN || b === STAR) {
        if (b === STAR) {
          if (wordLength < 8) word[wordLength] = b;
          wordLength += 1;
          if (finishWord()) endGame(i + 1);
          continue;
        }
        if (finishWord()) {
          endGame(i);
          i -= 1; // read this byte again, between games
          continue;
        }
        if (b === OPEN_BRACE) comment = true;
        else if (b === SEMICOLON) lineComment = true;
        else if (b === OPEN_PAREN) depth += 1;
        else if (depth > 0) depth -= 1;
        continue;
      }
      if (wordLength < 8) word[wordLength] = b;
      wordLength += 1;
    }
    if (gameStart >= 0 && from >= 0) take(chunk, from, chunk.length);
    offset += chunk.length;
    for (const game of done) yield game;
  }
  if (gameStart >= 0) {
    finishWord();
    yield finish(offset);
  }
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

/** What readGames and readHeaders report of a game they could not read. */
function report(game, error) {
  return { index: game.index, offset: game.offset, length: game.length, headers: Object.fromEntries(game.headers), error };
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
    strict = false, chess960 = false, onError, maxGameBytes, places = false,
  } = readOptions(options, 'readGames');
  const text = decoder();
  for await (const game of splitGames(source, { maxGameBytes })) {
    if (game.error) {
      onError?.(report(game, game.error));
      continue;
    }
    const chess = new Chess();
    try {
      chess.loadPgn(text.decode(game.bytes), { strict, chess960 });
    } catch (error) {
      chess.free();
      onError?.(report(game, error.message));
      continue;
    }
    yield places ? {
      chess, index: game.index, offset: game.offset, length: game.length,
    } : chess;
  }
}

/**
 * Each game's headers, without reading its moves: `{ index, offset,
 * length, headers, plies }`, `offset` and `length` in bytes of the source
 * (its UTF-8), `plies` the main line's length. Open one with openGame().
 */
export async function* readHeaders(source, options) {
  const { onError, maxGameBytes } = readOptions(options, 'readHeaders');
  for await (const game of splitGames(source, { maxGameBytes, keepBytes: false })) {
    if (game.error) onError?.(report(game, game.error));
    yield { index: game.index, offset: game.offset, length: game.length, headers: Object.fromEntries(game.headers), plies: game.plies };
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
