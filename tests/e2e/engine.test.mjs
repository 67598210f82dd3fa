// The worker-backed Engine in Chromium: searches resolve with legal moves,
// a newer search cancels an older one (never answering it with the old
// position's move), stop() ends a search early, the page never blocks.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
let server;
let url;
let browser;
let page;
const errors = [];

test.before(async () => {
  ({ server, url } = await serve({ port: 0, root: REPO }));
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}tests/e2e/fixtures/index.html`);
  await page.evaluate(async () => {
    window.ferrochess = await import('/crate/js/index.js');
  });
});

test.after(async () => {
  await browser?.close();
  server?.close();
});

test('a search resolves with a legal move and reports each iteration', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine, Chess } = window.ferrochess;
    const engine = new Engine();
    const infos = [];
    const result = await engine.search({ moves: ['e4', 'e5'], depth: 6, onInfo: (info) => infos.push(info.depth) });
    const chess = new Chess();
    chess.move('e4');
    chess.move('e5');
    const legal = chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove);
    engine.terminate();
    return { legal, depth: result.depth, san: result.san, infos };
  });
  assert.equal(outcome.legal, true);
  assert.equal(outcome.depth, 6);
  assert.deepEqual(outcome.infos, [1, 2, 3, 4, 5, 6]);
  assert.ok(outcome.san);
});

test('a newer search cancels the older one, which never answers', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine, Chess } = window.ferrochess;
    const engine = new Engine();
    const fenB = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const a = engine.search({ movetime: 3000 });
    const aOutcome = a.then((r) => ({ resolved: r.bestMove }), (e) => ({ rejected: e.message, cancelled: e.cancelled }));
    await new Promise((r) => setTimeout(r, 100));
    const b = await engine.search({ fen: fenB, depth: 4 });
    const legalInB = new Chess(fenB).moves({ verbose: true }).some((m) => m.lan === b.bestMove);
    engine.terminate();
    return { a: await aOutcome, legalInB };
  });
  assert.equal(outcome.a.cancelled, true, JSON.stringify(outcome.a));
  assert.match(outcome.a.rejected, /cancelled/);
  assert.equal(outcome.legalInB, true);
});

test('stop() ends a long search early with the best move so far', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine, Chess } = window.ferrochess;
    const engine = new Engine();
    const started = performance.now();
    const search = engine.search({ movetime: 60000 });
    await new Promise((r) => setTimeout(r, 600));
    engine.stop();
    const result = await search;
    const elapsed = performance.now() - started;
    const legal = new Chess().moves({ verbose: true }).some((m) => m.lan === result.bestMove);
    // The engine is usable again afterwards.
    const again = await engine.search({ depth: 3 });
    engine.terminate();
    return { stopped: result.stopped, legal, elapsed, again: again.bestMove !== null };
  });
  assert.equal(outcome.stopped, true);
  assert.equal(outcome.legal, true);
  assert.ok(outcome.elapsed < 5000, `stop took ${outcome.elapsed} ms`);
  assert.equal(outcome.again, true);
});

test('bad input rejects clearly; the main thread never blocks during a search', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine } = window.ferrochess;
    const engine = new Engine();
    const bad = await engine.search({ fen: 'nonsense' }).then(() => 'resolved', (e) => e.message);
    const badMove = await engine.search({ moves: ['e4', 'Ke3'] }).then(() => 'resolved', (e) => e.message);
    const badDepth = await engine.search({ depth: 0 }).then(() => 'resolved', (e) => e.message);
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    await engine.search({ movetime: 1500 });
    observer.disconnect();
    engine.terminate();
    return { bad, badMove, badDepth, longTasks };
  });
  assert.match(outcome.bad, /invalid FEN/);
  assert.match(outcome.badMove, /illegal move "Ke3"/);
  assert.match(outcome.badDepth, /depth must be an integer/);
  assert.deepEqual(outcome.longTasks, [], `main-thread long tasks during the search: ${outcome.longTasks}`);
  assert.deepEqual(errors, []);
});

test('a crashed worker rejects the pending search; the next search restarts it', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine } = window.ferrochess;
    const engine = new Engine({ workerUrl: '/tests/e2e/fixtures/crash-worker.js' });
    const crashed = await engine.search({ moves: ['a3'], depth: 3 }).then(() => 'resolved', (e) => [e.message, e.crashed]);
    const next = await engine.search({ depth: 3 });
    engine.terminate();
    return { crashed, next: next.bestMove };
  });
  assert.match(outcome.crashed[0], /engine worker crashed/);
  assert.equal(outcome.crashed[1], true);
  assert.match(outcome.next, /^[a-h][1-8][a-h][1-8]$/);
});

test('a search reports progress every 500 ms, within long iterations and for every algorithm', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine } = window.ferrochess;
    const engine = new Engine();
    const progress = [];
    await engine.search({ movetime: 1700, onProgress: (p) => progress.push(p) });
    // Textbook minimax has no iterations at all: only the heartbeat shows it is alive.
    const minimax = [];
    const result = await engine.search({ algorithm: 'minimax', depth: 8, movetime: 1200, onProgress: (p) => minimax.push(p) });
    engine.terminate();
    return { progress, minimax, minimaxTime: result.time, minimaxMove: result.bestMove };
  });
  assert.ok(outcome.progress.length >= 3, JSON.stringify(outcome.progress));
  for (let i = 1; i < outcome.progress.length; i += 1) {
    assert.ok(outcome.progress[i].nodes > outcome.progress[i - 1].nodes);
    assert.ok(outcome.progress[i].time >= outcome.progress[i - 1].time + 500);
  }
  assert.ok(outcome.minimax.length >= 2, JSON.stringify(outcome.minimax));
  // minimax to depth 8 would take hours: the time limit cut it short.
  assert.ok(outcome.minimaxTime < 1500, `minimax ran ${outcome.minimaxTime} ms`);
  assert.match(outcome.minimaxMove, /^[a-h][1-8][a-h][1-8]$/);
});

test('a worker that goes silent mid-search is taken for dead; a busy one is not', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine } = window.ferrochess;
    const engine = new Engine({ workerUrl: '/tests/e2e/fixtures/silent-worker.js', watchdogMs: 1000 });
    // Longer than the watchdog, but never silent: it lives.
    const busy = await engine.search({ movetime: 2500 });
    const busyMinimax = await engine.search({ algorithm: 'minimax', depth: 6, movetime: 2500 });
    const started = performance.now();
    const silent = await engine.search({ moves: ['h3'], movetime: 60000 }).then(
      () => 'resolved',
      (e) => ({ message: e.message, crashed: e.crashed }),
    );
    const detectedAfter = performance.now() - started;
    const next = await engine.search({ moves: ['e4'], depth: 4 });
    engine.terminate();
    return { busy: busy.bestMove, busyMinimax: busyMinimax.bestMove, silent, detectedAfter, next: next.bestMove };
  });
  assert.match(outcome.busy, /^[a-h][1-8][a-h][1-8]$/);
  assert.match(outcome.busyMinimax, /^[a-h][1-8][a-h][1-8]$/);
  assert.equal(outcome.silent.crashed, true, JSON.stringify(outcome.silent));
  assert.match(outcome.silent.message, /no word from the search/);
  assert.ok(outcome.detectedAfter < 5000, `the silence was noticed after ${outcome.detectedAfter} ms`);
  assert.match(outcome.next, /^[a-h][1-8][a-h][1-8]$/);
});

test('Engine options and search options are checked', async () => {
  const outcome = await page.evaluate(async () => {
    const { Engine } = window.ferrochess;
    const thrown = (f) => { try { f(); return 'no error'; } catch (e) { return e.message; } };
    const engine = new Engine();
    const typo = await engine.search({ dept: 5 }).then(() => 'resolved', (e) => e.message);
    const badProgress = await engine.search({ onProgress: 5 }).then(() => 'resolved', (e) => e.message);
    engine.terminate();
    return {
      typo,
      badProgress,
      watchdog: thrown(() => new Engine({ watchdogMs: 10 })),
      unknown: thrown(() => new Engine({ workerURL: 'x.js' })),
    };
  });
  assert.match(outcome.typo, /unknown option "dept"/);
  assert.match(outcome.badProgress, /onProgress must be a function/);
  assert.match(outcome.watchdog, /watchdogMs must be/);
  assert.match(outcome.unknown, /unknown option "workerURL"/);
});
