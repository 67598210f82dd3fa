// The worker-backed Engine in Node, on worker_threads: searches resolve with
// legal moves and report progress, a newer search cancels an older one,
// stop() answers early, a crashed or silent worker is replaced, and an idle
// engine never keeps the process alive (the test runner would hang).
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, Engine, ratings } from '../../crate/js/engine-entry.js';

const fixture = (name) => new URL(`./fixtures/${name}`, import.meta.url);

test('a search resolves with a legal move and reports iterations and progress', async () => {
  const engine = new Engine();
  const depths = [];
  const progress = [];
  const result = await engine.search({
    moves: ['e4', 'c5'],
    movetime: 1300,
    onInfo: (info) => depths.push(info.depth),
    onProgress: (p) => progress.push(p),
  });
  const chess = new Chess();
  chess.move('e4');
  chess.move('c5');
  assert.ok(chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove), result.bestMove);
  assert.deepEqual(depths, depths.map((_, i) => i + 1));
  assert.ok(progress.length >= 2, JSON.stringify(progress));
  engine.terminate();
});

test('a search at a rating answers with a legal move; a bad rating is refused with a clear error', async () => {
  const engine = new Engine();
  const { min, max } = ratings();
  const fen = 'r2q1rk1/1b2bppp/p1n1pn2/1p6/3P4/P1NB1N2/1P2QPPP/R1B2RK1 w - - 0 12';
  const legal = new Set(new Chess(fen).moves({ verbose: true }).map((m) => m.lan));
  for (const elo of [min, Math.round((min + max) / 2)]) {
    const result = await engine.search({ fen, elo });
    assert.ok(legal.has(result.bestMove), `${elo}: ${result.bestMove}`);
  }
  await assert.rejects(engine.search({ fen, elo: max + 1 }), /elo must be an integer from/);
  await assert.rejects(engine.search({ fen, elo: 'x' }), /elo must be an integer from/);
  engine.terminate();
});

test('sameGame: the worker keeps the last search\'s table for the next one', async () => {
  const engine = new Engine();
  const position = { fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', depth: 9 };
  const fresh = await engine.search(position);
  assert.equal((await engine.search(position)).nodes, fresh.nodes);
  const again = await engine.search({ ...position, sameGame: true });
  assert.ok(again.nodes < fresh.nodes / 2, `${again.nodes} vs ${fresh.nodes}`);
  await assert.rejects(engine.search({ ...position, sameGame: 1 }), /sameGame must be true or false/);
  engine.terminate();
});

test('a newer search cancels the older one; stop() answers early', async () => {
  const engine = new Engine();
  const older = engine.search({ movetime: 10000 }).then(() => 'resolved', (e) => e.cancelled);
  const newer = await engine.search({ fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4', depth: 3 });
  assert.equal(await older, true);
  assert.equal(newer.san, 'Qxf7#');
  const started = performance.now();
  const long = engine.search({ movetime: 60000 });
  await new Promise((resolve) => setTimeout(resolve, 700));
  engine.stop();
  const stopped = await long;
  assert.equal(stopped.stopped, true);
  assert.ok(performance.now() - started < 5000);
});

test('Engine#search with multiPv: every report and the stopped result carry all the lines', async () => {
  const engine = new Engine();
  const reports = [];
  const search = engine.search({ movetime: 60000, multiPv: 3, onInfo: (info) => reports.push(info) });
  await new Promise((resolve) => setTimeout(resolve, 700));
  engine.stop();
  const stopped = await search;
  assert.equal(stopped.stopped, true);
  assert.ok(reports.length > 0 && reports.every((info) => info.lines.length === 3));
  assert.equal(stopped.lines.length, 3);
  assert.equal(stopped.bestMove, stopped.lines[0].move);
  assert.equal(new Set(stopped.lines.map((line) => line.move)).size, 3);
  engine.terminate();
});

test('a crashed worker and a silent worker both reject with crashed: true', async () => {
  const crashing = new Engine({ workerUrl: fixture('crashing-thread.js') });
  const crash = await crashing.search({ depth: 2 }).then(() => null, (e) => e);
  assert.equal(crash.crashed, true);
  assert.match(crash.message, /simulated crash/);
  const silent = new Engine({ workerUrl: fixture('silent-thread.js'), watchdogMs: 1000 });
  const started = performance.now();
  const hang = await silent.search({ depth: 2 }).then(() => null, (e) => e);
  assert.equal(hang.crashed, true);
  assert.match(hang.message, /no word from the search/);
  assert.ok(performance.now() - started < 5000);
  // The default engine still works after all that.
  const engine = new Engine();
  assert.match((await engine.search({ depth: 3 })).bestMove, /^[a-h][1-8][a-h][1-8]$/);
});

test('with shared memory, stop() and cancel() end a search through a flag and the worker stays', async () => {
  const engine = new Engine();
  // stop(): the search itself answers, with every field of a result.
  const long = engine.search({ movetime: 60000, multiPv: 2 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  engine.stop();
  const stopped = await long;
  assert.ok(performance.now() - started < 1000, 'stopped within a second');
  assert.equal(stopped.stopped, true);
  assert.equal(stopped.lines.length, 2);
  assert.ok(stopped.nodes > 0 && stopped.depth >= 1 && stopped.bestMove === stopped.lines[0].move);
  // stop() before the search even started still gets a move.
  const early = engine.search({ movetime: 60000 });
  engine.stop();
  assert.equal((await early).stopped, true);
  // cancel(): rejects; the next search runs at once on the same worker.
  const cancelledSearch = engine.search({ movetime: 60000 }).catch((error) => error);
  await new Promise((resolve) => setTimeout(resolve, 200));
  engine.cancel();
  assert.equal((await cancelledSearch).cancelled, true);
  const next = await engine.search({ fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4', depth: 3 });
  assert.equal(next.san, 'Qxf7#');
  assert.equal(next.stopped, undefined);
  // shouldStop is bestMove's; Engine#search has stop() and cancel() instead.
  await assert.rejects(engine.search({ depth: 2, shouldStop: () => true }), /unknown option/);
  engine.terminate();
});

test('bestMove shouldStop ends a synchronous search with the last completed iteration', () => {
  const chess = new Chess();
  let asked = 0;
  const result = chess.bestMove({ movetime: 60000, shouldStop: () => ++asked > 300 });
  assert.ok(asked > 300 && result.depth >= 1 && result.time < 60000);
  assert.ok(chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove));
  assert.throws(() => chess.bestMove({ depth: 2, shouldStop: 1 }), /shouldStop must be a function/);
});
