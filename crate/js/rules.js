// The rules alone: `Chess` with the rules module instantiated (top-level
// await), without the Engine's JS. What <ferro-board> loads on demand.
import './wasm.js';

export { Chess } from './chess.js';
