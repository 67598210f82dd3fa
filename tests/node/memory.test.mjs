// Memory: wasm objects are freed, explicitly or by the FinalizationRegistry
// fallback, so creating and dropping 100,000 Chess objects does not grow
// wasm memory without bound. Run with --expose-gc (npm test does).
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
import { wasmMemoryBytes } from '../../crate/js/rules/wasm.js';

const COUNT = 100_000;

function churn(free) {
  for (let i = 0; i < COUNT; i += 1) {
    const chess = new Chess();
    chess.move('e4');
    if (free) chess.free();
  }
}

test('100,000 Chess objects freed explicitly leave wasm memory flat', () => {
  churn(true); // warm up: the allocator reaches its working size
  const before = wasmMemoryBytes();
  churn(true);
  assert.equal(wasmMemoryBytes(), before);
});

test('100,000 dropped Chess objects are reclaimed by the finalization fallback', async (t) => {
  if (typeof globalThis.gc !== 'function') {
    t.skip('needs node --expose-gc');
    return;
  }
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) {
      globalThis.gc();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  churn(false);
  await settle();
  const before = wasmMemoryBytes();
  for (let round = 0; round < 3; round += 1) {
    churn(false);
    await settle();
  }
  // Three more rounds of 100,000 games without free(): memory must not grow
  // by anything like 300,000 games' worth (each holds ~1 KB).
  const grown = wasmMemoryBytes() - before;
  assert.ok(grown < 8 * 1024 * 1024, `wasm memory grew by ${grown} bytes`);
});
