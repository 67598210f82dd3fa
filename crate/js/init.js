// Instantiates the wasm module (once; later calls return the same exports).
// No top-level await here, so workers that bundlers emit as classic scripts
// can import this file and await loadWasm() themselves.
import init, { initSync } from '../pkg/ferrochess.js';

/** Whether this runs in Node (not a browser, worker or bundler's runtime). */
export const isNode =
  typeof process === 'object' &&
  process !== null &&
  typeof process.versions === 'object' &&
  typeof process.versions.node === 'string';

let loading = null;

/** Loads and instantiates the wasm module; resolves to its exports. */
export function loadWasm() {
  loading ??= (async () => {
    const wasmUrl = new URL('../pkg/ferrochess_bg.wasm', import.meta.url);
    if (isNode && wasmUrl.protocol === 'file:') {
      // Node's fetch cannot read file: URLs; read the bytes instead. The
      // module name is a variable so that bundlers do not resolve it.
      const fsModule = 'node:fs';
      const { readFileSync } = await import(/* @vite-ignore */ fsModule);
      return initSync({ module: readFileSync(wasmUrl) });
    }
    return init({ module_or_path: wasmUrl });
  })();
  return loading;
}
