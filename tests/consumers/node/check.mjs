// A Node >= 18 ESM consumer of the installed package: the rules alone
// (reading only the rules module), then bestMove once the engine module is
// loaded, and the Engine on worker_threads (the process must exit by itself
// after).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { basename } from 'node:path';

// Which wasm files the package reads (in Node it reads them with readFileSync).
const wasmRead = [];
const readFileSync = fs.readFileSync;
fs.readFileSync = (path, ...rest) => {
  if (String(path).endsWith('.wasm')) wasmRead.push(basename(String(path)));
  return readFileSync(path, ...rest);
};
syncBuiltinESMExports();

const { Chess, Engine, validateFen, loadEngine } = await import('ferrochess');
const chess = new Chess();
chess.move('e4');
chess.move('e5');
const rulesRead = [...wasmRead];
let refused = '';
try {
  chess.bestMove({ depth: 5 });
} catch (error) {
  refused = /needs the engine module/.test(error.message) ? 'clear error' : error.message;
}
await loadEngine();
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
  rulesRead,
  beforeLoadEngine: refused,
  engine: legal ? 'legal' : 'ILLEGAL',
  threaded: legalMoves.has(threaded.bestMove) && threaded.depth === 6 ? 'legal' : 'ILLEGAL',
}));
