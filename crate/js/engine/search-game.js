// Chess#bestMove's search on a game object of the engine module (the
// engine's side: `ferrochess/engine` on the calling thread, and the engine
// worker). It checks the options, calls the wasm search and adds SAN.
import {
  describe, options, requireCallbacks, requireString,
} from '../rules/check.js';
import { Move } from '../rules/move.js';

/** The options of Chess#bestMove (and of Engine#search, which adds fen and moves). */
export const SEARCH_OPTIONS = Object.freeze([
  'level', 'elo', 'depth', 'nodes', 'movetime', 'algorithm', 'evaluator', 'randomness', 'book', 'threads', 'multiPv', 'sameGame',
  'onInfo', 'onProgress', 'shouldStop',
]);

/** The ranges of the options' numbers, from the engine module (search_limits()), on first use. */
let limits;

/** The SAN of a line of UCI moves played from `fen`, on a scratch game of `Game`. */
function sanLine(fen, chess960, line, Game) {
  const scratch = new Game(fen, false, chess960);
  try {
    // Each move comes back in the rules' encoding, which Move reads.
    return line.map((uci) => new Move(scratch.move_san(uci, false)).san);
  } finally {
    scratch.free();
  }
}

/**
 * Chess#bestMove on `live`, a game object of the engine module, with
 * `bindings` that module's exports (WasmGame, SearchArgs, search_limits()): the
 * single-thread engine module's, or in the engine worker the threaded one's.
 */
export function searchGame(live, opts, bindings) {
  const {
    level, elo, depth, nodes, movetime, algorithm = 'default', evaluator = 'default', randomness = 0, book, threads,
    multiPv, sameGame = false, onInfo, onProgress, shouldStop,
  } = options(opts, 'bestMove', SEARCH_OPTIONS);
  limits ??= JSON.parse(bindings.search_limits());
  const intOrUndefined = (value, what) => {
    if (value === undefined || value === null) return undefined;
    const [min, max] = limits[what];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`bestMove ${what} must be an integer from ${min} to ${max}, got ${describe(value)}`);
    }
    return value;
  };
  if (book !== undefined && typeof book !== 'boolean') {
    throw new TypeError(`bestMove book must be true or false, got ${describe(book)}`);
  }
  if (typeof sameGame !== 'boolean') {
    throw new TypeError(`bestMove sameGame must be true or false, got ${describe(sameGame)}`);
  }
  requireCallbacks({ onInfo, onProgress, shouldStop }, 'bestMove');
  const fen = live.fen();
  const chess960 = live.is_chess960();
  const withSan = (report) => {
    report.pvSan = sanLine(fen, chess960, report.pv, bindings.WasmGame);
    report.san = report.pvSan[0] ?? null;
    report.lines = report.lines.map((line) => {
      const pvSan = sanLine(fen, chess960, line.pv, bindings.WasmGame);
      return { move: line.pv[0] ?? null, san: pvSan[0] ?? null, score: line.score, pv: line.pv, pvSan };
    });
    return report;
  };
  // The options by name (the engine module's SearchArgs), checked here for
  // their types and ranges and by the search for the rest.
  const args = new bindings.SearchArgs();
  let json;
  try {
    args.level = intOrUndefined(level, 'level');
    args.elo = intOrUndefined(elo, 'elo');
    args.algorithm = requireString(algorithm, 'algorithm');
    args.evaluator = requireString(evaluator, 'evaluator');
    args.depth = intOrUndefined(depth, 'depth');
    args.nodes = intOrUndefined(nodes, 'nodes');
    args.movetime = intOrUndefined(movetime, 'movetime');
    args.randomness = intOrUndefined(randomness, 'randomness') ?? 0;
    args.book = book ?? (level !== undefined || elo !== undefined);
    args.threads = intOrUndefined(threads, 'threads');
    args.multi_pv = intOrUndefined(multiPv, 'multiPv');
    args.same_game = sameGame;
    json = live.best_move(
      args,
      onInfo && ((text) => onInfo(withSan(JSON.parse(text)))),
      onProgress && ((text) => onProgress(JSON.parse(text))),
      shouldStop,
    );
  } finally {
    args.free();
  }
  const result = withSan(JSON.parse(json));
  // Keep the documented key order: bestMove and san first.
  return { bestMove: result.bestMove, san: result.san, ...result };
}
