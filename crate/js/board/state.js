// The board's state, without a DOM: squares, the position as pieces, FEN's
// piece placement, checking what a caller passes in, premove geometry and
// the pieces a change moved. Knows no chess rules beyond how pieces move on
// an empty board. Everything here runs in Node as well as in a page.
//
//   readFen('8/8/8/8/8/8/8/4K3 w - - 0 1')   // Map { 'e1' => { color: 'w', type: 'k' } }
//   premoveDests(pieces, 'w').get('e2')      // ['d3', 'e3', 'f3', 'e4']

import { describe } from '../rules/check.js';

export const FILES = 'abcdefgh';
/** Marks an element that hosts a board in its own shadow root (<ferro-board>). */
export const SELF_HOST = Symbol.for('ferrochess.board.selfHost');
export const COLORS = ['w', 'b'];
export const TYPES = ['k', 'q', 'r', 'b', 'n', 'p'];
export const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
/** The 64 squares, a8 first, rank by rank (as chess.js's SQUARES). */
export const SQUARES = Object.freeze(
  Array.from({ length: 64 }, (_, i) => FILES[i % 8] + String(8 - Math.floor(i / 8))),
);
const SQUARE_SET = new Set(SQUARES);

/** Whether `value` names a square ('a1' to 'h8', lower case). */
export const isSquare = (value) => typeof value === 'string' && SQUARE_SET.has(value);

export { describe };

/** Throws a clear TypeError unless `value` is true or false. */
export function requireBoolean(value, what) {
  if (typeof value !== 'boolean') throw new TypeError(`${what} must be true or false, got ${describe(value)}`);
  return value;
}

/** Throws a clear TypeError unless `value` is a square. */
export function requireSquare(value, what) {
  if (!isSquare(value)) throw new TypeError(`${what} must be a square from "a1" to "h8", got ${describe(value)}`);
  return value;
}

/** The square's colour on the board: 'light' or 'dark'. */
export const shade = (square) => ((square.charCodeAt(0) - 97 + Number(square[1]) - 1) % 2 === 0 ? 'dark' : 'light');

/** A piece in words: 'white knight'. */
export const pieceName = (piece) => `${piece.color === 'w' ? 'white' : 'black'} ${NAMES[piece.type]}`;

/** Checks a piece { color: 'w' | 'b', type: 'k' … 'p' } and returns a fresh copy. */
export function requirePiece(value, what) {
  if (value === null || typeof value !== 'object' || !COLORS.includes(value.color) || !TYPES.includes(value.type)) {
    throw new TypeError(`${what} must be a piece like { color: 'w', type: 'n' }, got ${describe(value)}`);
  }
  return { color: value.color, type: value.type };
}

/**
 * The pieces of a FEN (its first field; the rest, if present, is not read):
 * Map(square -> { color, type }). 'start' is the standard starting position.
 * Throws a clear Error for placement that does not parse.
 */
export function readFen(fen) {
  if (typeof fen !== 'string') throw new TypeError(`fen must be a string, got ${describe(fen)}`);
  const text = fen.trim() === 'start' ? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR' : fen.trim().split(/\s+/)[0];
  const rows = text.split('/');
  if (rows.length !== 8) throw new Error(`fen "${fen}" does not describe a board: ${rows.length} ranks where 8 are needed`);
  const pieces = new Map();
  rows.forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else {
        const type = ch.toLowerCase();
        if (!TYPES.includes(type)) throw new Error(`fen "${fen}" has "${ch}" on rank ${8 - r}, which is no piece`);
        if (file > 7) break;
        pieces.set(FILES[file] + (8 - r), { color: ch === type ? 'b' : 'w', type });
        file += 1;
      }
      if (file > 8) break;
    }
    if (file !== 8) throw new Error(`fen "${fen}" has rank ${8 - r} with ${file > 8 ? 'more' : 'fewer'} than 8 squares`);
  });
  return pieces;
}

/** The FEN piece placement of `pieces` (Map(square -> { color, type })). */
export function writeFen(pieces) {
  const rows = [];
  for (let rank = 8; rank >= 1; rank -= 1) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const piece = pieces.get(file + rank);
      if (!piece) {
        empty += 1;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += piece.color === 'w' ? piece.type.toUpperCase() : piece.type;
    }
    rows.push(row + (empty ? empty : ''));
  }
  return rows.join('/');
}

/**
 * Squares to lists of squares, from a Map or a plain object whose values are
 * arrays (or Sets) of squares: the form of `movable.dests` and
 * `premovable.dests`. Returns a new Map(square -> string[]); throws a clear
 * TypeError naming the first square that does not exist.
 */
export function readDests(value, what) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${what} must be a Map (or an object) from squares to arrays of squares, got ${describe(value)}`);
  }
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  const dests = new Map();
  for (const [from, targets] of entries) {
    requireSquare(from, `a square of ${what}`);
    if (targets === null || typeof targets !== 'object' || typeof targets[Symbol.iterator] !== 'function' || typeof targets === 'string') {
      throw new TypeError(`${what} of ${from} must be an array of squares, got ${describe(targets)}`);
    }
    const list = [...targets];
    for (const to of list) requireSquare(to, `a destination of ${from} in ${what}`);
    if (list.length > 0) dests.set(from, list);
  }
  return dests;
}

/** Reads a move given as { from, to } or ['e2', 'e4']; null stays null. */
export function readMove(value, what) {
  if (value === null || value === undefined) return null;
  const [from, to] = Array.isArray(value) ? value : [value?.from, value?.to];
  if (!isSquare(from) || !isSquare(to)) {
    throw new TypeError(`${what} must be ['e2', 'e4'], { from, to } or null, got ${describe(value)}`);
  }
  return { from, to };
}

/**
 * Reads pieces from a Map or object of square -> piece (or null to empty it), for setPieces.
 * @returns {[string, { color: string, type: string } | null][]}
 */
export function readPieceDiff(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`setPieces takes a Map (or an object) from squares to pieces or null, got ${describe(value)}`);
  }
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return entries.map(([square, piece]) => /** @type {[string, { color: string, type: string } | null]} */ ([
    requireSquare(square, 'a square of setPieces'),
    piece === null || piece === undefined ? null : requirePiece(piece, `the piece for ${square}`),
  ]));
}

/** Pieces from a Map, an object, or a chess.js-style `board()` array (8 rows, rank 8 first). */
export function readPieces(value) {
  if (Array.isArray(value)) {
    if (value.length !== 8 || value.some((row) => !Array.isArray(row) || row.length !== 8)) {
      throw new TypeError('pieces given as an array must be chess.js board(): 8 rows of 8 squares, rank 8 first');
    }
    const pieces = new Map();
    value.forEach((row, r) => row.forEach((piece, f) => {
      if (piece) pieces.set(FILES[f] + (8 - r), requirePiece(piece, `the piece on ${FILES[f]}${8 - r}`));
    }));
    return pieces;
  }
  return new Map(/** @type {[string, { color: string, type: string }][]} */ (readPieceDiff(value).filter(([, piece]) => piece)));
}

const STEPS = {
  n: [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]],
  k: [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]],
};
const RAYS = {
  b: [[1, 1], [1, -1], [-1, 1], [-1, -1]],
  r: [[1, 0], [-1, 0], [0, 1], [0, -1]],
  q: [[1, 1], [1, -1], [-1, 1], [-1, -1], [1, 0], [-1, 0], [0, 1], [0, -1]],
};

/**
 * Where `color`'s pieces may aim a premove: the moves they could have next
 * turn whatever the other side does first (chessground's geometry). Sliders
 * see through every piece (it may move or be taken), pawns push one square
 * (two from their own rank) or capture on either diagonal, the king castles
 * from its back rank onto the c and g files and onto its own rooks (Chess960
 * too). No square holding a piece of one's own king is a target. Returns
 * Map(from -> to[]).
 */
export function premoveDests(pieces, color) {
  const back = color === 'w' ? 1 : 8;
  const ownRooks = [];
  for (const file of FILES) {
    const piece = pieces.get(file + back);
    if (piece?.type === 'r' && piece.color === color) ownRooks.push(file);
  }
  const dests = new Map();
  for (const [square, piece] of pieces) {
    if (piece.color !== color) continue;
    const f = square.charCodeAt(0) - 97;
    const r = Number(square[1]);
    const found = [];
    const add = (g, s) => {
      if (g >= 0 && g < 8 && s >= 1 && s <= 8) found.push(FILES[g] + s);
    };
    if (piece.type === 'p') {
      const ahead = color === 'w' ? 1 : -1;
      for (const df of [-1, 0, 1]) add(f + df, r + ahead);
      if (r === (color === 'w' ? 2 : 7)) add(f, r + 2 * ahead);
    } else if (STEPS[piece.type]) {
      for (const [df, dr] of STEPS[piece.type]) add(f + df, r + dr);
      if (piece.type === 'k' && r === back) {
        for (const file of ['c', 'g', ...ownRooks]) if (file !== square[0]) found.push(file + r);
      }
    } else {
      for (const [df, dr] of RAYS[piece.type]) {
        for (let g = f + df, s = r + dr; g >= 0 && g < 8 && s >= 1 && s <= 8; g += df, s += dr) found.push(FILES[g] + s);
      }
    }
    const targets = [...new Set(found)].filter((to) => {
      const there = pieces.get(to);
      return !(there && there.color === color && there.type === 'k');
    });
    if (targets.length > 0) dests.set(square, targets);
  }
  return dests;
}

/**
 * The pieces a change from `before` to `after` moved (Maps of square ->
 * piece): [[from, to], ...] for one move, a castling (king and rook), en
 * passant or a promotion (the pawn becomes the new piece). Empty when the
 * change is bigger than one move: a new position just appears.
 */
export function movedPieces(before, after) {
  const code = (piece) => piece.color + piece.type;
  const appeared = [];
  const vanished = [];
  const same = (pieces, square, piece) => pieces.has(square) && code(pieces.get(square)) === code(piece);
  for (const [square, piece] of after) if (!same(before, square, piece)) appeared.push([square, code(piece)]);
  for (const [square, piece] of before) if (!same(after, square, piece)) vanished.push([square, code(piece)]);
  if (appeared.length === 0 || appeared.length > 2 || vanished.length > 3) return [];
  const pairs = [];
  for (const [to, piece] of appeared) {
    // The same piece, or (a promotion) a pawn of the same colour.
    let index = vanished.findIndex(([, old]) => old === piece);
    if (index < 0) index = vanished.findIndex(([, old]) => old === `${piece[0]}p`);
    if (index < 0) return [];
    pairs.push([vanished[index][0], to]);
    vanished.splice(index, 1);
  }
  return pairs;
}

/**
 * The square at a point, from the board's bounds (a DOMRect-like
 * { left, top, width, height }) and its orientation; null outside it.
 */
export function squareAtPoint(x, y, bounds, orientation) {
  const file = Math.floor(((x - bounds.left) / bounds.width) * 8);
  const row = Math.floor(((y - bounds.top) / bounds.height) * 8);
  if (!(file >= 0 && file < 8 && row >= 0 && row < 8)) return null;
  return orientation === 'w' ? FILES[file] + (8 - row) : FILES[7 - file] + (row + 1);
}

/** The squares as seen from `orientation`: 8 rows of 8, top row first. */
export function visualRows(orientation) {
  const rows = [];
  for (let r = 0; r < 8; r += 1) {
    const row = [];
    for (let f = 0; f < 8; f += 1) {
      row.push(orientation === 'w' ? FILES[f] + (8 - r) : FILES[7 - f] + (r + 1));
    }
    rows.push(row);
  }
  return rows;
}

/** The centre of `square` in board units (0 to 8 from the top left), as seen from `orientation`. */
export function centre(square, orientation) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return orientation === 'w' ? [file + 0.5, 7.5 - rank] : [7.5 - file, rank + 0.5];
}
