// A module worker that speaks UCI over postMessage, like stockfish.js:
// post it command lines (strings); it posts back output lines (strings),
// one message per line, as they are produced.
//
//   const uci = new Worker(new URL('ferrochess/uci-worker', import.meta.url), { type: 'module' });
//   uci.onmessage = (event) => console.log(event.data);
//   uci.postMessage('uci');
//   uci.postMessage('position startpos moves e2e4');
//   uci.postMessage('go infinite');
//   setTimeout(() => uci.postMessage('stop'), 1000); // -> bestmove ...
//
// In a cross-origin-isolated page (shared memory), this worker only reads
// the commands: a second worker (uci-search-worker.js) runs the session, and
// `stop` raises a flag in shared memory that its search reads, so `stop`
// ends any search at once (`go infinite` included) and `isready` is answered
// while a search runs. The threaded build runs there, so the `Threads`
// option goes up to the machine's cores (Lazy SMP).
//
// Elsewhere this worker runs the session itself, one thread: commands are
// handled in order, a search runs to its limits (depth, nodes, movetime or a
// clock), and `go infinite` is answered with an error, as nothing could stop
// it.
import { isGo, serveUci } from './uci-loop.js';
import { threadsAvailable } from './threads.js';

// Shared memory between workers: the same condition as the threaded build's.
if (threadsAvailable()) {
  const stopFlag = new Int32Array(new SharedArrayBuffer(4));
  const inner = new Worker(new URL('./uci-search-worker.js', import.meta.url), { type: 'module' });
  inner.postMessage({ type: 'stop-flag', buffer: stopFlag.buffer });
  // `go` commands sent and handled (the search worker says when each ends,
  // with a bestmove or refused): a search runs or waits while they differ.
  let started = 0;
  let finished = 0;
  inner.onmessage = ({ data }) => {
    if (data?.type === 'search-done') {
      finished += 1;
      return;
    }
    self.postMessage(data);
  };
  inner.onerror = (event) => {
    self.postMessage(`info string error: ${event.message || 'the search worker failed'}`);
  };
  self.onmessage = ({ data }) => {
    const line = typeof data === 'string' ? data : String(data);
    const word = line.trim().split(/\s+/)[0];
    if (isGo(line)) started += 1;
    if (word === 'stop' || word === 'quit') Atomics.store(stopFlag, 0, started);
    // UCI: isready is answered at once, even while the engine searches.
    if (word === 'isready' && started > finished) {
      self.postMessage('readyok');
      return;
    }
    inner.postMessage(line);
  };
} else {
  serveUci(self);
}
