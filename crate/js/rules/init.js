// How a wasm-bindgen module is instantiated here (browser, worker, bundler or
// Node), for the rules module (wasm.js) and the engine module
// (engine-wasm.js). No wasm and no top-level await in this file: workers that
// bundlers emit as classic scripts can import it.

/** Whether this runs in Node (not a browser, worker or bundler's runtime). */
export const isNode = (() => {
  // Read through globalThis: the package is not checked against Node's types.
  const { process } = /** @type {{ process?: { versions?: { node?: unknown } } }} */ (globalThis);
  return typeof process === 'object' && process !== null
    && typeof process.versions === 'object' && typeof process.versions.node === 'string';
})();

/**
 * Instantiates a wasm-bindgen module from `wasmUrl` with its `init` (or, for
 * a file: URL in Node, which fetch cannot read, its `initSync` on the
 * bytes); resolves to its exports.
 */
export async function instantiate(init, initSync, wasmUrl) {
  if (isNode && wasmUrl.protocol === 'file:') {
    // The module name is a variable so that bundlers do not resolve it.
    const fsModule = 'node:fs';
    const { readFileSync } = await import(/* @vite-ignore */ fsModule);
    return initSync({ module: readFileSync(wasmUrl) });
  }
  if (onPageThread()) {
    const module = await compileInWorker(wasmUrl).catch(() => null);
    if (module) return init({ module_or_path: module });
  }
  return init({ module_or_path: wasmUrl });
}

/** Whether this runs on a browser page's own thread (where a worker can take the compiling). */
function onPageThread() {
  return !isNode && typeof document === 'object' && typeof Worker === 'function';
}

/**
 * Compiles the wasm module at `wasmUrl` in a short-lived worker and resolves
 * to the compiled WebAssembly.Module, so that the page's thread only
 * instantiates it (receiving the module and making its streaming
 * compilation's last steps otherwise cost the page one long task).
 */
function compileInWorker(wasmUrl) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compile-worker.js', import.meta.url), { type: 'module' });
    const done = (settle, value) => {
      worker.terminate();
      settle(value);
    };
    worker.onmessage = ({ data }) => (data.module ? done(resolve, data.module) : done(reject, new Error(data.error)));
    worker.onerror = (event) => done(reject, new Error(event.message || 'the compiling worker failed'));
    worker.postMessage(String(wasmUrl));
  });
}
