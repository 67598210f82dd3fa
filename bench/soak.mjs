// Soak test: many fast engine-against-engine games in the wasm build (Node).
// Every game is replayed by chess.js as an independent referee: each move
// must be legal there, and the end (checkmate, stalemate, draws) must agree.
// Wasm memory must stay flat.
//
//   node --expose-gc bench/soak.mjs [games=1000]
import { Chess as Referee } from 'chess.js';
import { Chess } from '../crate/js/engine-entry.js';
import { wasmMemoryBytes } from '../crate/js/rules/wasm.js';

const games = Number(process.argv[2] ?? 1000);
const SETTINGS = [
  { level: 1 }, { level: 2 }, { level: 3 }, { level: 4 },
  { algorithm: 'random' },
  { algorithm: 'alphabeta', evaluator: 'shannon', depth: 2 },
  { algorithm: 'default', evaluator: 'upcraft', nodes: 2000 },
  { algorithm: 'default', nodes: 3000, randomness: 40 },
];
const MAX_PLIES = 300;

const results = { '1-0': 0, '0-1': 0, '1/2-1/2': 0, unfinished: 0 };
const endings = {};
let plies = 0;
let memoryAfterWarmup = 0;
const started = performance.now();

for (let g = 0; g < games; g += 1) {
  const white = SETTINGS[g % SETTINGS.length];
  const black = SETTINGS[(g * 3 + 1) % SETTINGS.length];
  const chess = new Chess();
  while (!chess.isGameOver() && chess.history().length < MAX_PLIES) {
    const result = chess.bestMove(chess.turn() === 'w' ? white : black);
    chess.move(result.bestMove);
  }
  const moves = chess.history();
  plies += moves.length;
  const referee = new Referee();
  for (const san of moves) referee.move(san, { strict: true }); // throws on an illegal move
  if (referee.fen() !== chess.fen()) throw new Error(`game ${g}: FEN differs: ${referee.fen()} vs ${chess.fen()}`);
  for (const flag of ['isCheckmate', 'isStalemate', 'isInsufficientMaterial', 'isThreefoldRepetition', 'isDrawByFiftyMoves', 'isGameOver']) {
    if (referee[flag]() !== chess[flag]()) throw new Error(`game ${g}: ${flag} differs`);
  }
  if (chess.isGameOver()) {
    const result = chess.isCheckmate() ? (chess.turn() === 'w' ? '0-1' : '1-0') : '1/2-1/2';
    if (!chess.pgn().trimEnd().endsWith(result)) throw new Error(`game ${g}: PGN result is not ${result}`);
    results[result] += 1;
    endings[chess.outcome()] = (endings[chess.outcome()] ?? 0) + 1;
  } else {
    results.unfinished += 1;
  }
  chess.free();
  if (g === 19) {
    globalThis.gc?.();
    memoryAfterWarmup = wasmMemoryBytes();
  }
}
globalThis.gc?.();
const seconds = (performance.now() - started) / 1000;
const memoryEnd = wasmMemoryBytes();
console.log(`${games} games, ${plies} plies in ${seconds.toFixed(0)} s, every move legal for chess.js, every ending agreed`);
console.log('results', JSON.stringify(results), 'endings', JSON.stringify(endings));
console.log(`wasm memory after 20 games: ${memoryAfterWarmup} bytes; at the end: ${memoryEnd} bytes`);
if (games > 20 && memoryEnd > memoryAfterWarmup * 1.5) {
  throw new Error('wasm memory grew by more than half after the warm-up');
}
