// A Node >= 18 ESM consumer of the installed package: rules, bestMove, and
// the Engine on worker_threads (the process must exit by itself after).
import { Chess, Engine, validateFen } from 'ferrochess';

const chess = new Chess();
chess.move('e4');
chess.move('e5');
const result = chess.bestMove({ depth: 5 });
const legalMoves = new Set(chess.moves({ verbose: true }).map((m) => m.lan));
const legal = legalMoves.has(result.bestMove);
const engine = new Engine();
const threaded = await engine.search({ moves: ['e4', 'e5'], depth: 6 });
console.log(JSON.stringify({
  moves: chess.moves().length,
  perft: chess.perft(3),
  fen: chess.fen(),
  valid: validateFen(chess.fen()).ok,
  engine: legal ? 'legal' : 'ILLEGAL',
  threaded: legalMoves.has(threaded.bestMove) && threaded.depth === 6 ? 'legal' : 'ILLEGAL',
}));
