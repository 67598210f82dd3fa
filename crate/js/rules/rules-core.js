// `Chess` with the rules module instantiated (top-level await), and nothing
// else: what <ferro-board> loads on demand (ferrochess/rules, the public
// entry, adds PGN reading and the game index).
import './wasm.js';

export { Chess } from './chess.js';
