// A page that imports ferrochess/board alone and draws a Board with its own
// destinations: it must load no wasm and none of the rules module's JS.
import { Board } from 'ferrochess/board';

const board = new Board(document.getElementById('board'), {
  fen: 'start',
  movable: { color: 'w', dests: { e2: ['e3', 'e4'], g1: ['f3', 'h3'] } },
  events: {
    move: (from, to) => {
      document.getElementById('out').dataset.moved = `${from}${to}`;
    },
  },
});
const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
const rules = loaded.filter((path) => /\.wasm$|ferrochess_rules|\/crate\/js\/(index|chess|wasm|compile-worker)\.js$/.test(path));
document.getElementById('out').textContent = `${board.getFen()} ${rules.length === 0 ? 'no rules loaded' : `loaded ${rules.join(', ')}`}`;
