// Whether searches can use threads here (no wasm imports: engine.js reads
// this on the page; search-threads.js does the work in the engine worker).
import { isNode } from '../rules/init.js';

/** Whether this context can run the threaded build. */
export function threadsAvailable() {
  return (
    globalThis.crossOriginIsolated === true &&
    typeof SharedArrayBuffer === 'function' &&
    typeof Worker === 'function' &&
    !isNode // Node's worker_threads are not Web Workers
  );
}

/** The threads this machine offers (the pool is sized once, from this). */
export function machineThreads() {
  return Math.max(1, Math.min(16, globalThis.navigator?.hardwareConcurrency ?? 1));
}
