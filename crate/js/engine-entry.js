// `ferrochess/engine`: everything `ferrochess` exports, plus the engine on
// this thread. Importing it loads the engine module (top-level await), after
// which Chess#bestMove, #evaluate, #explain and #opening work, and
// UciSession is here. Pages should rather search in a worker (`Engine`,
// which needs none of this on the page's thread).
//
//   import { Chess } from 'ferrochess/engine';
//   new Chess().bestMove({ depth: 8 });
import { installEngine } from './rules/chess.js';
import { loadEngineWasm } from './engine/engine-wasm.js';
import { searchGame } from './engine/search-game.js';

const engine = await loadEngineWasm();

/** Calls `use` with the engine module's copy of a game line ({ fen, moves, chess960 }). */
function withGame({ fen, moves, chess960 }, use) {
  const game = new engine.WasmGame(fen, false, chess960);
  try {
    for (const san of moves) game.move_san(san, true);
    return use(game);
  } finally {
    game.free();
  }
}

installEngine({
  evaluate: (line, evaluator) => withGame(line, (game) => game.evaluate(evaluator)),
  explain: (line) => withGame(line, (game) => game.explain()),
  search: (line, opts) => withGame(line, (game) => searchGame(game, opts, engine)),
  opening: (line) => withGame(line, (game) => game.opening()),
});

export * from './index.js';
export { UciSession } from './engine/uci.js';
