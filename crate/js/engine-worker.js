// The engine's module worker. Protocol (every message carries the request id):
//   page -> worker  { id, type: 'search', fen, moves, options }
//   worker -> page  { id, type: 'info', info }      after each completed iteration
//                   { id, type: 'result', result }  the search's answer
//                   { id, type: 'error', message }  bad input
// A search runs to completion inside the worker; the page stops one early by
// terminating the worker (see engine.js).
//
// The package loads its wasm with top-level await; a message arriving while
// a statically imported module is still loading would be lost, so the
// handler is installed first and the package is imported dynamically.
const loading = import('./chess.js');

self.onmessage = async (event) => {
  const { id, type, fen, moves, options } = event.data ?? {};
  if (type !== 'search') {
    self.postMessage({ id, type: 'error', message: `unknown request type ${JSON.stringify(type)}` });
    return;
  }
  let chess;
  try {
    const { Chess } = await loading;
    chess = new Chess(fen);
    for (const move of moves) chess.move(move);
    const result = chess.bestMove({
      ...options,
      onInfo: (info) => self.postMessage({ id, type: 'info', info }),
    });
    self.postMessage({ id, type: 'result', result });
  } catch (error) {
    self.postMessage({ id, type: 'error', message: error.message });
  } finally {
    chess?.free();
  }
};
