// ferrochess: a chess.js-compatible rules library backed by Rust/WebAssembly.
export {
  Chess,
  Move,
  validateFen,
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
} from './chess.js';
export { UciSession } from './uci.js';
export { Engine } from './engine.js';
