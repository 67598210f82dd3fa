// The engine's module worker. Protocol (every message carries the request id):
//   page -> worker  { id, type: 'search', fen, moves, options }
//   worker -> page  { id, type: 'started' }         the wasm is loaded, the search begins
//                   { id, type: 'progress', progress }  every 500 ms while it runs
//                   { id, type: 'info', info }      after each completed iteration
//                   { id, type: 'result', result }  the search's answer
//                   { id, type: 'error', message }  bad input
// A search runs to completion inside the worker; the page stops one early by
// terminating the worker (see engine.js). The progress heartbeat lets the
// page tell a busy worker from a dead one.
//
// No top-level await in this worker's module graph (bundlers may emit it as
// a classic script): the handler is installed at once and awaits the wasm.
import { Chess } from './chess.js';
import { loadWasm } from './init.js';

const ready = loadWasm();

self.onmessage = async (event) => {
  const { id, type, fen, moves, options } = event.data ?? {};
  if (type !== 'search') {
    self.postMessage({ id, type: 'error', message: `unknown request type ${JSON.stringify(type)}` });
    return;
  }
  let chess;
  try {
    await ready;
    self.postMessage({ id, type: 'started' });
    chess = new Chess(fen);
    for (const move of moves) chess.move(move);
    const result = chess.bestMove({
      ...options,
      onInfo: (info) => self.postMessage({ id, type: 'info', info }),
      onProgress: (progress) => self.postMessage({ id, type: 'progress', progress }),
    });
    self.postMessage({ id, type: 'result', result });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  } finally {
    chess?.free();
  }
};
