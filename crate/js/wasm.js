// Instantiates the wasm module with top-level await, so that
// `import { Chess } from 'ferrochess'` is all a user writes: in a browser
// page, a module worker, Vite and Node >= 18. index.js imports this first.
import { loadWasm } from './init.js';

const exports = await loadWasm();

/** Bytes of wasm linear memory in use by this instance (for memory tests). */
export function wasmMemoryBytes() {
  return exports.memory.buffer.byteLength;
}
