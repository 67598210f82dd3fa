// The package imported with no init call inside a module worker and a plain
// module page in Chromium, served as static files from the repository root.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

test('import { Chess } works in a module worker and a module page', async () => {
  const { server, url } = await serve({ port: 0, root: REPO.replace(/\/$/, '') });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}tests/e2e/fixtures/index.html`);
    const fromWorker = await page.evaluate(() => new Promise((resolve, reject) => {
      const worker = new Worker('/tests/e2e/fixtures/worker.js', { type: 'module' });
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
    }));
    assert.deepEqual(fromWorker, {
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      perft: 8902,
    });
    const fromPage = await page.evaluate(async () => {
      const { Chess } = await import('/crate/js/index.js');
      const chess = new Chess();
      return chess.moves().length;
    });
    assert.equal(fromPage, 20);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
