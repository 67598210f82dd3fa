// What <ferro-pgn> loads when its first game is shown: the rules module
// (instantiated here, with top-level await) and its PGN readers. A page that
// only imports ferrochess/elements loads none of it until a viewer is on it.
import '../rules/wasm.js';

export { Chess } from '../rules/chess.js';
export { readHeaders, openGame } from '../rules/pgn-stream.js';
