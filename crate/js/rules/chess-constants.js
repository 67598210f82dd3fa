// The values chess.js exports, as ferrochess exports them: the start
// position, colours and piece kinds, the squares, the Seven Tag Roster and
// the suffix annotations.

/** The standard starting position. */
export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const WHITE = 'w';
export const BLACK = 'b';
export const PAWN = 'p';
export const KNIGHT = 'n';
export const BISHOP = 'b';
export const ROOK = 'r';
export const QUEEN = 'q';
export const KING = 'k';
/**
 * The squares' names by index (a8 = 0 … h1 = 63), for the Chess modules' own
 * use: never handed out by the package, so nothing outside can change it. Neither it nor SQUARES
 * is frozen: V8 (Node 20, Chromium 156) reads a frozen array's elements in
 * optimized code at about half the speed of a plain one's, so a board's
 * loop over every square ran at half speed (docs/dev/benchmarks.md).
 */
export const SQUARE_NAMES = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + String(8 - Math.floor(i / 8)));
/** The 64 squares, a8 first: a plain array, as chess.js's (a caller's change to it changes nothing here). */
export const SQUARES = [...SQUARE_NAMES];
export const SEVEN_TAG_ROSTER = Object.freeze({
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
});

/** The suffix annotations a move may carry (chess.js's list), in the order of their NAGs (1 to 6). */
export const SUFFIX_LIST = Object.freeze(['!', '?', '!!', '??', '!?', '?!']);
