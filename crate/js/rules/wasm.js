// Instantiates the rules module with top-level await, so that
// `import { Chess } from 'ferrochess'` is all a user writes: in a browser
// page, a module worker, Vite and Node >= 18. index.js imports this first.
// The rules module holds no engine, net or opening book (the crate built
// without its `engine` feature): see engine-wasm.js for the engine's.
import initRules, { initSync as initRulesSync } from '../../pkg-rules/ferrochess_rules.js';
import { instantiate } from './init.js';

const exports = await instantiate(initRules, initRulesSync, new URL('../../pkg-rules/ferrochess_rules_bg.wasm', import.meta.url));

/** Bytes of the rules module's linear memory in use (for memory tests). */
export function wasmMemoryBytes() {
  return exports.memory.buffer.byteLength;
}

let words = new Uint32Array(0);

/**
 * The rules module's memory as 32-bit words, for lists it writes in place
 * (the view is made again only when the memory has grown).
 *
 * @returns {Uint32Array}
 */
export function wasmWords() {
  if (words.buffer !== exports.memory.buffer) words = new Uint32Array(exports.memory.buffer);
  return words;
}
