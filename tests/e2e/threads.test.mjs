// Lazy SMP in Chromium: in a cross-origin-isolated page the Engine searches
// on several threads (the threaded build and its helper workers); in a page
// that is not isolated it falls back to one thread and says so.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
let browser;

test.before(async () => {
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
});

/** Opens the fixture page on a server with or without the isolation headers. */
async function openFixture(isolate) {
  const { server, url } = await serve({ port: 0, root: REPO, isolate });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}tests/e2e/fixtures/index.html`);
  await page.evaluate(async () => {
    window.ferrochess = await import('/crate/js/index.js');
  });
  return { page, errors, close: async () => { await page.close(); server.close(); } };
}

test('in an isolated page a 2-thread search runs on the threaded build and finds a legal move', async () => {
  const { page, errors, close } = await openFixture(true);
  try {
    const outcome = await page.evaluate(async (fen) => {
      const { Engine, Chess } = window.ferrochess;
      const engine = new Engine({ threads: 2 });
      const result = await engine.search({ fen, depth: 9 });
      const legal = new Chess(fen).moves({ verbose: true }).some((m) => m.lan === result.bestMove);
      engine.terminate();
      return { isolated: self.crossOriginIsolated, max: Engine.maxThreads, threads: result.threads, legal, depth: result.depth };
    }, KIWIPETE);
    assert.equal(outcome.isolated, true);
    assert.ok(outcome.max >= 2, `Engine.maxThreads ${outcome.max}`);
    assert.equal(outcome.threads, 2);
    assert.equal(outcome.legal, true);
    assert.equal(outcome.depth, 9);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('in a page that is not isolated the Engine falls back to one thread and says so', async () => {
  const { page, errors, close } = await openFixture(false);
  try {
    const outcome = await page.evaluate(async () => {
      const { Engine } = window.ferrochess;
      const engine = new Engine({ threads: 4 });
      const result = await engine.search({ depth: 5 });
      engine.terminate();
      return { isolated: self.crossOriginIsolated, max: Engine.maxThreads, threads: engine.threads, used: result.threads };
    });
    assert.deepEqual(outcome, { isolated: false, max: 1, threads: 1, used: 1 });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the UCI worker offers Threads up to the cores in an isolated page, and 1 elsewhere', async () => {
  for (const isolate of [true, false]) {
    const { page, errors, close } = await openFixture(isolate);
    try {
      const lines = await page.evaluate(() => new Promise((resolve, reject) => {
        const uci = new Worker('/crate/js/engine/uci-worker.js', { type: 'module' });
        const out = [];
        uci.onmessage = ({ data }) => {
          out.push(data);
          if (data.startsWith('bestmove')) resolve(out);
        };
        uci.onerror = (event) => reject(new Error(event.message || 'the UCI worker failed'));
        for (const line of ['uci', 'setoption name Threads value 2', 'position startpos', 'go depth 8']) uci.postMessage(line);
      }));
      const option = lines.find((line) => line.startsWith('option name Threads'));
      const max = Number(option.split(' ').at(-1));
      if (isolate) {
        assert.ok(max >= 2, option);
        assert.ok(!lines.some((line) => line.includes('error')), lines.join('\n'));
      } else {
        assert.equal(max, 1, option);
        assert.ok(lines.some((line) => line.includes('Threads must be 1 to 1')), lines.join('\n'));
      }
      assert.match(lines.at(-1), /^bestmove [a-h][1-8][a-h][1-8]/);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('the UCI worker answers isready in order again after a refused go', async () => {
  for (const isolate of [true, false]) {
    const { page, errors, close } = await openFixture(isolate);
    try {
      const out = await page.evaluate(() => new Promise((resolve, reject) => {
        const uci = new Worker('/crate/js/engine/uci-worker.js', { type: 'module' });
        const out = [];
        uci.onerror = (event) => reject(new Error(event.message || 'the UCI worker failed'));
        uci.onmessage = ({ data }) => {
          out.push(data);
          // The refused go has been handled: the engine is idle, so isready
          // must wait for the commands before it (uciok comes first).
          if (data.startsWith('info string error')) for (const line of ['uci', 'isready']) uci.postMessage(line);
          if (data === 'readyok') resolve(out);
        };
        for (const line of ['position startpos', 'go perft 99']) uci.postMessage(line);
      }));
      assert.match(out[0], /^info string error/, out.join('\n'));
      assert.ok(out.indexOf('uciok') >= 0 && out.indexOf('uciok') < out.indexOf('readyok'), out.join('\n'));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('the UCI worker runs go infinite until stop in an isolated page, answers isready meanwhile, and refuses it elsewhere', async () => {
  for (const isolate of [true, false]) {
    const { page, errors, close } = await openFixture(isolate);
    try {
      const outcome = await page.evaluate(() => new Promise((resolve, reject) => {
        const uci = new Worker('/crate/js/engine/uci-worker.js', { type: 'module' });
        const out = [];
        let stopAt = null;
        let readyDuringSearch = false;
        const timer = setTimeout(() => resolve({ out, timedOut: true }), 20000);
        uci.onerror = (event) => reject(new Error(event.message || 'the UCI worker failed'));
        uci.onmessage = ({ data }) => {
          out.push(data);
          if (data === 'readyok' && stopAt === null && out.some((l) => l.startsWith('info depth'))) readyDuringSearch = true;
          // Once the search has reported two iterations, ask isready, then stop.
          if (stopAt === null && out.filter((l) => l.startsWith('info depth')).length === 2) {
            uci.postMessage('isready');
            setTimeout(() => {
              stopAt = performance.now();
              uci.postMessage('stop');
            }, 300);
          }
          if (data.startsWith('bestmove') || data.includes('error')) {
            clearTimeout(timer);
            resolve({ out, afterStop: stopAt === null ? null : performance.now() - stopAt, readyDuringSearch });
          }
        };
        for (const line of ['uci', 'position startpos moves e2e4', 'go infinite']) uci.postMessage(line);
      }));
      if (isolate) {
        assert.match(outcome.out.at(-1), /^bestmove [a-h][1-8][a-h][1-8]/, outcome.out.join('\n'));
        assert.ok(outcome.afterStop !== null && outcome.afterStop < 1000, `bestmove ${outcome.afterStop} ms after stop`);
        assert.equal(outcome.readyDuringSearch, true, outcome.out.join('\n'));
      } else {
        assert.match(outcome.out.at(-1), /^info string error: go infinite/, outcome.out.join('\n'));
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});
