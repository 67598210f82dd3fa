// What the rules module answers in (compact strings, numbers and bits),
// read into the objects chess.js gives: pieces, squares, moves, comments,
// status flags, a tree node with its comment's commands.
//
//   squaresOf('8/8/8/8/8/8/8/4K3 w - - 0 1')[60]   // { type: 'k', color: 'w' }

import { WHITE, BLACK } from './chess-constants.js';
import { Move } from './move.js';
import { readCommands } from './comment-commands.js';

/** WasmGame#status's bits. */
export const STATUS = {
  check: 1,
  checkmate: 2,
  stalemate: 4,
  insufficient: 8,
  threefold: 16,
  fifty: 32,
  draw: 64,
  over: 128,
};

/** Why a move text is refused (`error.code`), in the rules' order (SanError::CODES). */
export const MOVE_ERROR_CODES = Object.freeze(['empty', 'malformed', 'null-move', 'null-move-in-check', 'illegal', 'ambiguous',
  'promotion-missing', 'bad-promotion-piece', 'unexpected-promotion', 'not-standard']);

/** The piece WasmGame#remove numbers (1 + 6 × colour + kind, white 0, pawn 0 … king 5; 0 for none), as a new object. */
export function pieceOfCode(code) {
  if (code === 0) return undefined;
  return { type: 'pnbrqk'[(code - 1) % 6], color: code > 6 ? BLACK : WHITE };
}

/** A square's index in SQUARES (a8 = 0 … h1 = 63), or -1 for a string that names no square. */
export function squareIndex(square) {
  if (square.length !== 2) return -1;
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? (7 - rank) * 8 + file : -1;
}

/** A SQUARES index (a8 = 0 … h1 = 63) as the rules number the square (a1 = 0 … h8 = 63), and back. */
export const boardBit = (index) => (7 - (index >> 3)) * 8 + (index & 7);

/**
 * The pieces as get() gives them, one frozen object each: the same object
 * answers for every square and position the piece stands on, so a board
 * asking square by square allocates nothing (chess.js gives its own board's
 * objects; these cannot be changed by mistake, in the mirror or elsewhere).
 */
const PIECE_OF_LETTER = Object.fromEntries([...'pnbrqkPNBRQK'].map((letter) => {
  const lower = letter.toLowerCase();
  return [letter, Object.freeze({ type: lower, color: letter === lower ? BLACK : WHITE })];
}));

/** The 64 squares of a FEN's placement, a8 first: a piece (PIECE_OF_LETTER), or undefined for none. */
export function squaresOf(fen) {
  const squares = [];
  for (let i = 0; i < fen.length; i += 1) {
    const ch = fen[i];
    if (ch === ' ') break;
    if (ch === '/') continue;
    if (ch >= '1' && ch <= '8') {
      for (let n = Number(ch); n > 0; n -= 1) squares.push(undefined);
    } else {
      squares.push(PIECE_OF_LETTER[ch]);
    }
  }
  return squares;
}

export function splitSquares(text) {
  return text === '' ? [] : text.split(' ');
}

export function parseComments(text) {
  if (text === '') return [];
  return text.split('\n').map((line) => {
    const tab = line.indexOf('\t');
    return { fen: line.slice(0, tab), comment: line.slice(tab + 1) };
  });
}

export function parseMoves(encoded) {
  return encoded === '' ? [] : encoded.split('\n').map((line) => new Move(line));
}

/**
 * A tree node with its comment's commands as data (`clock`, `emt`, `eval`,
 * `shapes`, each only when the comment has it) and its `comment` without
 * them (null when nothing else was in it).
 */
export function withCommands(node) {
  if (node.comment === null || !node.comment.includes('[%')) return node;
  const { text, ...commands } = readCommands(node.comment);
  node.comment = text;
  return Object.assign(node, commands);
}
