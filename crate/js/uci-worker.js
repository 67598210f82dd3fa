// A module worker that speaks UCI over postMessage, like stockfish.js:
// post it command lines (strings); it posts back output lines (strings),
// one message per line.
//
//   const uci = new Worker(new URL('ferrochess/uci-worker', import.meta.url), { type: 'module' });
//   uci.onmessage = (event) => console.log(event.data);
//   uci.postMessage('uci');
//   uci.postMessage('position startpos moves e2e4');
//   uci.postMessage('go depth 10');
//
// Commands are handled in order; a search runs to completion (use depth,
// nodes, movetime or a clock: `go infinite` is answered with an error, as a
// worker cannot receive `stop` while it searches).
//
// In a cross-origin-isolated page the worker runs the threaded build, so the
// `Threads` option goes up to the machine's cores (Lazy SMP); elsewhere it is 1.
import { UciSession } from './uci.js';
import { loadWasm } from './init.js';
import { loadThreaded } from './search-threads.js';
import { threadsAvailable } from './threads.js';

const queue = [];
let session = null;

// No top-level await here (bundlers may emit workers as classic scripts):
// commands wait in the queue until the wasm is loaded.
self.onmessage = (event) => {
  queue.push(event.data);
  if (session) drain();
};

function drain() {
  while (queue.length) {
    const line = queue.shift();
    let lines;
    try {
      lines = session.command(typeof line === 'string' ? line : String(line));
    } catch (error) {
      lines = [`info string error: ${error.message}`];
    }
    for (const out of lines) self.postMessage(out);
  }
}

const threaded = threadsAvailable() ? loadThreaded().catch(() => null) : Promise.resolve(null);
threaded
  .then(async (loaded) => {
    if (loaded) return new UciSession(loaded.pkg.WasmUci);
    await loadWasm();
    return new UciSession();
  })
  .then((created) => {
    session = created;
    drain();
  });
