// How a wasm-bindgen module is instantiated here (browser, worker, bundler or
// Node), for the rules module (wasm.js) and the engine module
// (engine-wasm.js). No wasm and no top-level await in this file: workers that
// bundlers emit as classic scripts can import it.

/** Whether this runs in Node (not a browser, worker or bundler's runtime). */
export const isNode =
  typeof process === 'object' &&
  process !== null &&
  typeof process.versions === 'object' &&
  typeof process.versions.node === 'string';

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
  return init({ module_or_path: wasmUrl });
}
