// ferrochess/rules: the rules alone — Chess and what reads and indexes PGN —
// with the rules module instantiated (top-level await), and nothing of the
// engine: a bundle that imports from here holds no engine worker, engine
// module or search threads (an import from 'ferrochess' brings the Engine's
// worker along, since `Engine` is among its exports).
//
//   import { Chess } from 'ferrochess/rules';
//   new Chess().move('e4').san; // 'e4'
import './rules/wasm.js';

export {
  Chess,
  Move,
  validateFen,
  chess960Fen,
  DEFAULT_POSITION,
  SEVEN_TAG_ROSTER,
  SQUARES,
  WHITE,
  BLACK,
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
  SUFFIX_LIST,
} from './rules/chess.js';
export { nagGlyph, nagName } from './rules/nags.js';
export { readGames, readHeaders, openGame, DEFAULT_MAX_GAME_BYTES } from './rules/pgn-stream.js';
export {
  GameIndex, speedOf, SPEEDS, DEFAULT_INDEX_PLIES,
} from './rules/game-index.js';
