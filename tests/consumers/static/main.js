// A plain module page loading the installed package's files directly (no
// bundler): rules (the rules module only), the Engine, and the UCI worker.
import { Chess, Engine } from './node_modules/ferrochess/crate/js/index.js';

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
engine.search({ moves: ['e4', 'e5'], depth: 5 }).then(
  (result) => {
    const legal = chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove);
    document.getElementById('out').textContent = `${rules} engine:${legal ? 'legal' : 'ILLEGAL'}`;
    engine.terminate();
  },
  (error) => {
    document.getElementById('out').textContent = `engine error: ${error.message}`;
  },
);

const uci = new Worker('./node_modules/ferrochess/crate/js/engine/uci-worker.js', { type: 'module' });
const lines = [];
uci.onmessage = (event) => {
  lines.push(event.data);
  if (event.data.startsWith('bestmove')) {
    const ok = lines.includes('uciok') && lines.includes('readyok') && lines.some((l) => l.startsWith('info depth 5 '));
    document.getElementById('uci').textContent = `${ok ? 'uci ok' : 'uci incomplete'} ${event.data}`;
  }
};
for (const command of ['uci', 'isready', 'position startpos moves e2e4', 'go depth 5']) uci.postMessage(command);
