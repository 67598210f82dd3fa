// Loads and instantiates the ferrochess wasm module once, with top-level
// await, so that `import { Chess } from 'ferrochess'` is all a user writes:
// in a browser page, a module worker, Vite and Node >= 18.
import init, { initSync } from '../pkg/ferrochess.js';

const wasmUrl = new URL('../pkg/ferrochess_bg.wasm', import.meta.url);

const isNode =
  typeof process === 'object' &&
  process !== null &&
  typeof process.versions === 'object' &&
  typeof process.versions.node === 'string' &&
  wasmUrl.protocol === 'file:';

if (isNode) {
  // Node's fetch cannot read file: URLs; read the bytes instead. The module
  // name is a variable so that bundlers do not try to resolve it for browsers.
  const fsModule = 'node:fs';
  const { readFileSync } = await import(/* @vite-ignore */ fsModule);
  initSync({ module: readFileSync(wasmUrl) });
} else {
  await init({ module_or_path: wasmUrl });
}

export * from '../pkg/ferrochess.js';
