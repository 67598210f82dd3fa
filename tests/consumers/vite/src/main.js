// A Vite app with the default config: one import, no init call; rules and
// the worker-backed Engine; the page itself loads the rules module only.
import { Chess, Engine } from 'ferrochess';

/**
 * 'rules-only' when this page loaded the rules module (itself, or through the
 * short-lived worker that compiles it off the page's thread) and no engine
 * module (workers fetch theirs).
 */
function modulesLoaded() {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name);
  const rules = names.some((name) => /\/ferrochess_rules_bg[^/]*\.wasm|\/compile-worker[^/]*\.js/.test(name));
  const engine = names.some((name) => /\/ferrochess_bg[^/]*\.wasm|engine-wasm|engine-entry/.test(name));
  return rules && !engine ? 'rules-only' : `rules:${rules} engine:${engine}`;
}

const chess = new Chess();
chess.move('e4');
chess.move('e5');
const rules = `${chess.moves().length} ${chess.perft(3)} ${chess.fen()} ${modulesLoaded()}`;
const engine = new Engine();
engine
  .search({ moves: ['e4', 'e5'], depth: 5 })
  .then((result) => {
    const legal = chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove);
    document.getElementById('out').textContent = `${rules} engine:${legal ? 'legal' : 'ILLEGAL'}`;
    engine.terminate();
  })
  .catch((error) => {
    document.getElementById('out').textContent = `engine error: ${error.message}`;
  });
