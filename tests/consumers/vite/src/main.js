// A Vite app with the default config: one import, no init call; rules and
// the worker-backed Engine.
import { Chess, Engine } from 'ferrochess';

const chess = new Chess();
chess.move('e4');
chess.move('e5');
const rules = `${chess.moves().length} ${chess.perft(3)} ${chess.fen()}`;
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
