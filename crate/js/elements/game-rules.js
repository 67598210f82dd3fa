// What <ferro-game> loads when it is put on a page: the rules module
// (instantiated here, with top-level await) and the Engine, whose worker
// loads the engine's own module when it first searches.
import '../rules/wasm.js';

export { Chess } from '../rules/chess.js';
export { Engine } from '../engine/engine.js';
