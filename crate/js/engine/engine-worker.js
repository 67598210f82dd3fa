// The engine's module worker. Protocol (every message carries the request id):
//   page -> worker  { type: 'stop-flag', buffer }   optional, first: a SharedArrayBuffer
//                                                   whose Int32 at 0 stops every search
//                                                   with an id up to its value
//                   { id, type: 'search', fen, moves, chess960, options, pool }
//                                                   pool: the threads the Engine may use
//                                                   (above 1: every search, even one on
//                                                   fewer threads, runs in the threaded
//                                                   module, so the worker loads one module)
//   worker -> page  { id, type: 'started' }         the wasm is loaded, the search begins
//                   { id, type: 'progress', progress }  every 500 ms while it runs
//                   { id, type: 'info', info }      after each completed iteration
//                   { id, type: 'result', result }  the search's answer, with
//                                                   `threads`: how many searched
//                                                   (options.threads, if the page is
//                                                   cross-origin isolated; else 1)
//                   { id, type: 'error', message }  bad input
// A search runs inside the worker until its limits, or until the page raises
// the stop flag (the search then answers with its result); without a flag
// (no shared memory) the page stops a search by terminating the worker (see
// engine.js). The progress heartbeat lets the page tell a busy worker from a
// dead one.
//
// No top-level await in this worker's module graph (bundlers may emit it as
// a classic script): the handler is installed at once and awaits the wasm.
import { loadEngineWasm } from './engine-wasm.js';
import { searchGame } from './search-game.js';
import { loadThreaded } from './search-threads.js';
import { threadsAvailable } from './threads.js';

let stopFlag = null;

self.onmessage = async (event) => {
  const {
    id, type, fen, moves, chess960 = false, options, pool,
  } = event.data ?? {};
  if (type === 'stop-flag') {
    stopFlag = new Int32Array(event.data.buffer);
    return;
  }
  if (type !== 'search') {
    self.postMessage({ id, type: 'error', message: `unknown request type ${JSON.stringify(type)}` });
    return;
  }
  let game;
  try {
    const wanted = options?.threads ?? 1;
    // If the threaded module cannot start, the search still runs, on one thread.
    const threaded = Math.max(wanted, pool ?? 1) > 1 && threadsAvailable() ? await loadThreaded().catch(() => null) : null;
    // The threaded module searches on shared memory; else the engine module,
    // on one thread (loaded only then: a threaded page never downloads it).
    const pkg = threaded ? threaded.pkg : await loadEngineWasm();
    // A search stopped (or cancelled) before it began still runs its first
    // iteration: stop() is owed a move.
    const stopped = stopFlag ? () => Atomics.load(stopFlag, 0) >= id : () => false;
    self.postMessage({ id, type: 'started' });
    const callbacks = {
      onInfo: (info) => self.postMessage({ id, type: 'info', info }),
      onProgress: (progress) => self.postMessage({ id, type: 'progress', progress }),
      shouldStop: stopped,
    };
    const threads = threaded ? Math.min(wanted, threaded.threads) : 1;
    game = new pkg.WasmGame(fen, false, chess960);
    for (const move of moves) game.move_san(move, false);
    const result = { ...searchGame(game, { ...options, threads, ...callbacks }, pkg), threads };
    self.postMessage({ id, type: 'result', result });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  } finally {
    game?.free();
  }
};
