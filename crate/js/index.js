// ferrochess: a chess.js-compatible rules library and engine backed by
// Rust/WebAssembly. Importing this module instantiates the wasm (top-level
// await), so no init call is needed.
import './wasm.js';

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
  SEARCH_OPTIONS,
  SUFFIX_LIST,
} from './chess.js';
export { UciSession } from './uci.js';
export { ratings } from './ratings.js';
export { Engine, DEFAULT_WATCHDOG_MS } from './engine.js';
