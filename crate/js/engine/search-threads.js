// Lazy SMP in the browser: the threaded wasm build (shared memory) and its
// helper workers, started on first use inside the engine worker. Browsers
// allow shared memory only in cross-origin-isolated pages; elsewhere
// threadsAvailable() is false and searches use one thread.
import { machineThreads } from './threads.js';
// A static import (the glue is small; the threaded wasm is fetched only by
// loadThreaded): bundlers then need no code splitting inside the worker.
import initThreaded, * as threadedModule from '../../pkg-threads/ferrochess.js';

let loading = null;

/**
 * Loads the threaded module and starts its helper workers (once);
 * resolves to { pkg, threads }: the module's exports and the most
 * threads a search can use (the caller's thread plus the helpers).
 */
export function loadThreaded() {
  loading ??= (async () => {
    const wasmUrl = new URL('../../pkg-threads/ferrochess_bg.wasm', import.meta.url);
    const module = await compileWasm(wasmUrl);
    const pkg = threadedModule;
    const exports = await initThreaded({ module_or_path: module });
    const helpers = machineThreads() - 1;
    if (helpers > 0) {
      await Promise.all(Array.from({ length: helpers }, () => startHelper(module, exports.memory)));
      pkg.startSearchPool(helpers);
    }
    return { pkg, threads: pkg.maxThreads() };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Compiles the module while it downloads, which also lets the browser cache
 * the compiled code (a restarted engine worker compiles it again); servers
 * that do not send application/wasm get the plain compile.
 */
async function compileWasm(url) {
  if (typeof WebAssembly.compileStreaming === 'function') {
    const response = await fetch(url);
    if (response.headers.get('Content-Type')?.startsWith('application/wasm')) {
      return WebAssembly.compileStreaming(response);
    }
    return WebAssembly.compile(await response.arrayBuffer());
  }
  return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
}

// Kept referenced so that no browser collects a worker that shares memory.
const helperWorkers = [];

function startHelper(module, memory) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-thread.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (data === 'ready') {
        helperWorkers.push(worker);
        resolve(worker);
      } else {
        reject(new Error(`a search thread failed to start: ${data}`));
      }
    };
    worker.onerror = (event) => reject(new Error(`a search thread failed to start: ${event.message ?? 'error'}`));
    worker.postMessage({ module, memory });
  });
}
