// The UCI command loop of a worker: command lines in (strings), output lines
// out (one message each, posted as they are produced, so a GUI sees a
// search's info lines while it runs). Used by uci-worker.js directly where
// there is no shared memory, and by uci-search-worker.js behind it where
// there is.
//
// Protocol on top of UCI text: an optional first message
// { type: 'stop-flag', buffer } hands the loop a SharedArrayBuffer whose
// Int32 at 0 stops every `go` numbered up to its value (the first `go` is 1).
// With a flag, `go infinite` runs until it is raised; without one it is
// refused (nothing could stop it). With a flag, the loop also posts
// { type: 'search-done' } once for every `go`, just before the `bestmove` or
// the error that ends it, so the front worker knows when none runs.
import { UciSession } from './uci.js';
import { loadEngineWasm } from './engine-wasm.js';
import { loadThreaded } from './search-threads.js';
import { threadsAvailable } from './threads.js';

/**
 * Whether `line` is a `go` command. The front worker and the loop both number
 * searches by it, so a stop flag's value names the same searches in each.
 */
export function isGo(line) {
  return /^\s*go(\s|$)/.test(line);
}

/** Serves UCI on `scope` (a worker's global scope). */
export function serveUci(scope) {
  const queue = [];
  let session = null;
  let stopFlag = null;
  let searches = 0;

  const drain = () => {
    while (queue.length) {
      const line = queue.shift();
      const text = typeof line === 'string' ? line : String(line);
      const id = isGo(text) ? ++searches : 0;
      const shouldStop = stopFlag && id ? () => Atomics.load(stopFlag, 0) >= id : undefined;
      // Behind a front worker, a go's end is announced just before its last
      // line (bestmove, or the error refusing it): messages from here reach
      // the front in order, so it knows the engine is idle before anyone
      // can answer that line.
      let announced = !(stopFlag && id);
      const post = (out) => {
        if (!announced && (out.startsWith('bestmove') || out.startsWith('info string error'))) {
          announced = true;
          scope.postMessage({ type: 'search-done' });
        }
        scope.postMessage(out);
      };
      try {
        session.run(text, { onLine: post, shouldStop });
      } catch (error) {
        post(`info string error: ${error.message}`);
      }
      if (!announced) scope.postMessage({ type: 'search-done' });
    }
  };

  // No top-level await (bundlers may emit workers as classic scripts):
  // commands wait in the queue until the wasm is loaded.
  scope.onmessage = (event) => {
    if (event.data?.type === 'stop-flag') {
      stopFlag = new Int32Array(event.data.buffer);
      return;
    }
    queue.push(event.data);
    if (session) drain();
  };

  // In a cross-origin-isolated page the threaded build runs, so the
  // `Threads` option goes up to the machine's cores (Lazy SMP).
  const threaded = threadsAvailable() ? loadThreaded().catch(() => null) : Promise.resolve(null);
  threaded
    .then(async (loaded) => {
      if (loaded) return new UciSession(loaded.pkg.WasmUci);
      const engine = await loadEngineWasm();
      return new UciSession(engine.WasmUci);
    })
    .then((created) => {
      session = created;
      drain();
    });
}
