// Benchmarks for `npm run bench`, printed side by side as ratios:
//  1. perft nodes/s: native Rust vs the ferrochess API in wasm (Node) vs chess.js;
//  2. API throughput, every chess.js method against chess.js on fixed
//     positions and a game (bench/api-bench.mjs);
//  3. search: the bench signature native vs wasm, nodes of minimax vs
//     alpha-beta vs the default search at equal depth, time to depth 10;
//  4. the page: the frame of a move, click to paint, from a Chromium trace;
//  5. ferrochess/board beside chessground: gzipped size, set() and dragging;
//  6. the page's load: each screen usable on a first visit, and Lighthouse.
// Speed is only ever measured here, never asserted in tests.
import { execFileSync, spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { Chess as ChessJs } from 'chess.js';
import { Chess, UciSession } from '../crate/js/engine-entry.js';
import { reportMoveFrames } from './frame-bench.mjs';
import { reportSteps } from './step-bench.mjs';
import { reportBoard } from './board-bench.mjs';
import { reportWasmParts } from './wasm-parts.mjs';
import { reportStartup } from './startup-bench.mjs';
import { reportPgn } from './pgn-bench.mjs';
import { reportLearning } from './learn-bench.mjs';
import { printApi, printFloor, reportApi, reportFloor } from './api-bench.mjs';
import { reportLighthouse } from './lighthouse.mjs';
import { reportFirstScreen } from './first-screen-bench.mjs';
import { grouped, recordFigures } from '../scripts/figures.mjs';

const nativeBinary = process.argv[2];
const uciBinary = process.argv[3];
const native = execFileSync(nativeBinary, { encoding: 'utf8' })
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));

function best(runs, fn) {
  let seconds = Infinity;
  let result;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    result = fn();
    seconds = Math.min(seconds, (performance.now() - start) / 1000);
  }
  return { result, seconds };
}

/** Calls fn repeatedly for about `budget` seconds; returns calls per second. */
function rate(fn, budget = 0.5) {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budget * 1000) {
    for (let i = 0; i < 16; i += 1) fn();
    calls += 16;
    elapsed = performance.now() - start;
  }
  return calls / (elapsed / 1000);
}

const fmt = (n) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(0)}k` : n.toFixed(0));
const pad = (s, n) => String(s).padStart(n);

console.log('perft (nodes/s, best of 3)');
console.log(`${'position'.padEnd(10)}${pad('depth', 6)}${pad('native', 10)}${pad('wasm', 10)}${pad('wasm/nat', 10)}${pad('chess.js', 10)}${pad('wasm/cjs', 10)}`);
const perftRatios = [];
const chessJsPerftRatios = [];
for (const { name, fen, depth, nodes, seconds } of native) {
  const chess = new Chess(fen);
  const wasm = best(3, () => chess.perft(depth));
  if (wasm.result !== nodes) throw new Error(`${name}: wasm perft ${wasm.result} != native ${nodes}`);
  // chess.js is ~1000x slower: go only as deep as takes a third of a second.
  const reference = new ChessJs(fen);
  let cjs;
  for (let d = 1; d <= depth; d += 1) {
    cjs = best(1, () => reference.perft(d));
    if (cjs.seconds > 0.3) break;
  }
  const nativeNps = nodes / seconds;
  const wasmNps = nodes / wasm.seconds;
  const cjsNps = cjs.result / cjs.seconds;
  perftRatios.push(wasmNps / nativeNps);
  chessJsPerftRatios.push(wasmNps / cjsNps);
  console.log(`${name.padEnd(10)}${pad(depth, 6)}${pad(fmt(nativeNps), 10)}${pad(fmt(wasmNps), 10)}${pad((wasmNps / nativeNps).toFixed(2), 10)}${pad(fmt(cjsNps), 10)}${pad(`${(wasmNps / cjsNps).toFixed(0)}x`, 10)}`);
  chess.free();
}
const geomean = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
console.log(`wasm/native geometric mean: ${geomean(perftRatios).toFixed(2)}\n`);

// Every chess.js method against chess.js (bench/api-bench.mjs), three rounds.
const API_ROUNDS = 3;
const apiRows = reportApi({ rounds: API_ROUNDS });
printApi(apiRows, API_ROUNDS);
printFloor(reportFloor());
const times = (ratio) => ({ text: `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(1)}×`, value: ratio });
// The calls the README quotes, by their figures' names.
const apiKeys = {
  'moves()': 'api.moves',
  'moves({ verbose })': 'api.movesVerbose',
  'move(san) + undo()': 'api.moveUndo',
  'fen()': 'api.fen',
  'isGameOver()': 'api.isGameOver',
  'get(square), every square': 'api.get',
  'get(e4)': 'api.getConstant',
  'turn()': 'api.turn',
  'board()': 'api.board',
  'inCheck()': 'api.inCheck',
  'squareColor(square), every square': 'api.squareColor',
  'squareColor(e4)': 'api.squareColorConstant',
  'isAttacked(e4, w)': 'api.isAttacked',
  'ascii()': 'api.ascii',
  'move + 64 get + undo': 'api.moveGetsUndo',
};
const apiFigures = {};
for (const { label, ratio } of apiRows) if (apiKeys[label]) apiFigures[apiKeys[label]] = times(ratio);
const ours = native.map((p) => new Chess(p.fen));

// The fixed cost of a search call (engine, table, JSON, SAN), on top of its
// nodes, once warm: the first half second is not counted (the JIT and wasm's
// optimizing tier are still at work in it).
rate(() => ours[0].bestMove({ depth: 1 }));
const perCallMs = 1000 / rate(() => ours[0].bestMove({ depth: 1 }), 1);
console.log(`\nbestMove({ depth: 1 }) from the start: ${perCallMs.toFixed(2)} ms a call`);

const sizeOf = (path) => {
  const bytes = readFileSync(new URL(path, import.meta.url));
  return `${(bytes.length / 1024).toFixed(0)} KiB, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped`;
};
console.log('\nwasm modules (and their JS glue):');
console.log(`  rules  ${sizeOf('../crate/pkg-rules/ferrochess_rules_bg.wasm')} (+ ${sizeOf('../crate/pkg-rules/ferrochess_rules.js')})`);
console.log(`  engine ${sizeOf('../crate/pkg/ferrochess_bg.wasm')} (+ ${sizeOf('../crate/pkg/ferrochess.js')})`);
console.log(`  engine, threaded ${sizeOf('../crate/pkg-threads/ferrochess_bg.wasm')}`);

/** Sends UCI commands to the native binary; resolves with its output at `bestmove`. */
function nativeUci(commands) {
  return new Promise((resolve, reject) => {
    const child = spawn(uciBinary, { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/^bestmove /m.test(output)) {
        child.stdin.end('quit\n');
        resolve(output);
      }
    });
    child.on('error', reject);
    child.stdin.write(`${commands.join('\n')}\n`);
  });
}

const lastInfo = (text) => text.split('\n').filter((l) => l.startsWith('info depth')).pop() ?? '';
const field = (line, name) => Number(line.split(' ')[line.split(' ').indexOf(name) + 1]);

// Each bench run lasts a fraction of a second, and the shared 2-core machine
// this runs on changes speed from one second to the next (the same native
// run varies by a fifth). So native and wasm runs alternate, and the ratio
// reported is the median over adjacent pairs, which see the same machine;
// each side's best run is shown beside it. One unpaired run of each side
// comes first and is not counted: V8 starts a wasm function in its baseline
// compiler (Liftoff) and swaps in the optimised code (TurboFan) while the
// first run is under way, and the ratio is meant for an engine that has
// been running, as a page's engine worker soon is.
const SEARCH_ROUNDS = 9;
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
console.log(`\nsearch: bench signature (8 positions, depth 9), per evaluator (nnue is the default); a warm-up run each, then ${SEARCH_ROUNDS} native and wasm runs alternated: best nodes/s each, and the median of the paired runs' wasm/native`);
const benchField = (text, label) => Number(text.split('\n').find((l) => l.startsWith(label)).split(':')[1]);
/** One native `bench 9 EVALUATOR`: its nodes and nodes/s. */
const nativeSearchBench = (evaluator) => {
  const text = execFileSync(uciBinary, ['bench', '9', evaluator], { encoding: 'utf8' });
  return { nodes: benchField(text, 'Nodes searched'), nps: benchField(text, 'Nodes/second') };
};
const wasmUci = new UciSession();
const searchFigures = {};
const evaluators = ['nnue', 'handcrafted'];
for (const evaluator of evaluators) {
  const natives = [];
  const wasms = [];
  nativeSearchBench(evaluator);
  wasmUci.command(`bench 9 ${evaluator}`);
  for (let run = 0; run < SEARCH_ROUNDS; run += 1) {
    const native = nativeSearchBench(evaluator);
    const wasmBench = wasmUci.command(`bench 9 ${evaluator}`).join('\n');
    const wasmNodes = benchField(wasmBench, 'Nodes searched');
    if (native.nodes !== wasmNodes) throw new Error(`${evaluator} bench signature differs: native ${native.nodes}, wasm ${wasmNodes}`);
    natives.push(native);
    wasms.push(benchField(wasmBench, 'Nodes/second'));
  }
  const nodes = natives[0].nodes;
  const nativeNps = Math.max(...natives.map((n) => n.nps));
  if (evaluator === 'nnue') {
    const ratio = median(wasms.map((w, i) => w / natives[i].nps));
    searchFigures['search.wasmNative.node'] = { text: ratio.toFixed(2), value: ratio };
    searchFigures['search.bench'] = { text: grouped(nodes), value: nodes };
  }
  console.log(
    `${evaluator.padEnd(12)} signature ${nodes} nodes (identical native and wasm); ` +
      `best nps: native ${fmt(nativeNps)}, wasm ${fmt(Math.max(...wasms))}; ` +
      `wasm/native ${median(wasms.map((w, i) => w / natives[i].nps)).toFixed(2)}`,
  );
}
// The same bench in a browser: the page's UciSession on the single-threaded
// build, in headless Chromium (its V8 is newer than Node's), each run paired
// with a native one.
for (const [evaluator, { nps, ratio }] of Object.entries(await chromiumBench(evaluators))) {
  console.log(`${evaluator.padEnd(12)} in Chromium: best wasm ${fmt(nps)} nodes/s, wasm/native ${ratio.toFixed(2)}`);
  if (evaluator === 'nnue') searchFigures['search.wasmNative.chromium'] = { text: ratio.toFixed(2), value: ratio };
}
// The figures the README quotes, into docs/figures.json (scripts/figures.mjs).
const perftLow = Math.min(...chessJsPerftRatios);
const perftHigh = Math.max(...chessJsPerftRatios);
recordFigures({
  'perft.vsChessJs': { text: `${perftLow.toFixed(0)}× to ${perftHigh.toFixed(0)}×`, value: perftLow },
  ...apiFigures,
  ...searchFigures,
}, 'npm run bench');

console.log('\nsearch: nodes at equal depth from the start position (default evaluator, native)');
const algorithmNodes = {};
for (const [algorithm, depth] of [['minimax', 5], ['alphabeta', 5], ['default', 5]]) {
  const out = await nativeUci([`setoption name Algorithm value ${algorithm}`, 'position startpos', `go depth ${depth}`]);
  algorithmNodes[algorithm] = field(lastInfo(out), 'nodes');
  const pct = ((100 * algorithmNodes[algorithm]) / algorithmNodes.minimax).toFixed(2);
  console.log(`${algorithm.padEnd(10)} depth ${depth}: ${String(algorithmNodes[algorithm]).padStart(10)} nodes (${pct}% of minimax), ${field(lastInfo(out), 'time')} ms`);
}

console.log('\nsearch: time to depth 10 from the start position');
const native10 = lastInfo(await nativeUci(['position startpos', 'go depth 10']));
wasmUci.command('ucinewgame');
const wasm10 = lastInfo(wasmUci.command('go depth 10').join('\n'));
console.log(`native ${field(native10, 'time')} ms (${field(native10, 'nodes')} nodes), wasm ${field(wasm10, 'time')} ms (${field(wasm10, 'nodes')} nodes)`);

// Lazy SMP: time to a fixed depth over the bench positions, 1 thread vs 2,
// native and in headless Chromium (the threaded wasm build, in a page
// served with the cross-origin-isolation headers).
// The bench positions, read from their one definition (BENCH_POSITIONS).
const benchSource = readFileSync(new URL('../crate/src/engine/uci_protocol/run.rs', import.meta.url), 'utf8');
const benchArray = benchSource.slice(benchSource.indexOf('BENCH_POSITIONS'), benchSource.indexOf('];', benchSource.indexOf('BENCH_POSITIONS')));
const benchFens = [
  ...(benchArray.includes('crate::STARTING_FEN') ? ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'] : []),
  ...[...benchArray.matchAll(/"([^"]+)"/g)].map((m) => m[1]),
];
if (benchFens.length > 0) {
  const smpDepth = 12;
  console.log(`\nsearch: time to depth ${smpDepth} over the ${benchFens.length} bench positions, 1 vs 2 threads (native, Lazy SMP; best of 2)`);
  // Lazy SMP's gain is a better search in the same time more than an earlier
  // arrival at a fixed depth (helpers one ply deeper widen the tree), so the
  // nodes searched per second by all threads are printed too.
  const totals = {};
  const rates = {};
  for (const threads of [1, 2]) {
    let bestMs = Infinity;
    for (let run = 0; run < 2; run += 1) {
      let ms = 0;
      let nodes = 0;
      for (const fen of benchFens) {
        const out = await nativeUci([`setoption name Threads value ${threads}`, `position fen ${fen}`, `go depth ${smpDepth}`]);
        ms += field(lastInfo(out), 'time');
        nodes += field(lastInfo(out), 'nodes');
      }
      if (ms < bestMs) [bestMs, rates[threads]] = [ms, nodes / Math.max(1, ms) / 1000];
    }
    totals[threads] = bestMs;
  }
  console.log(`native: 1 thread ${totals[1]} ms (${rates[1].toFixed(2)} M nodes/s), 2 threads ${totals[2]} ms (${rates[2].toFixed(2)} M nodes/s); time ratio ${(totals[1] / totals[2]).toFixed(2)}x, nodes/s ratio ${(rates[2] / rates[1]).toFixed(2)}x`);
  const { totals: browserTotals, rates: browserRates } = await chromiumTimeToDepth(benchFens, smpDepth);
  console.log(`wasm in Chromium: 1 thread ${browserTotals[1]} ms (${browserRates[1].toFixed(2)} M nodes/s), 2 threads ${browserTotals[2]} ms (${browserRates[2].toFixed(2)} M nodes/s); time ratio ${(browserTotals[1] / browserTotals[2]).toFixed(2)}x, nodes/s ratio ${(browserRates[2] / browserRates[1]).toFixed(2)}x`);
  console.log(`wasm in Chromium / native, time to depth: 1 thread ${(browserTotals[1] / totals[1]).toFixed(2)}, 2 threads ${(browserTotals[2] / totals[2]).toFixed(2)}`);
}

// The page: the frame of a move played, click to paint (bench/frame-bench.mjs).
await reportMoveFrames();
// Stepping through a long game on the analysis board (bench/step-bench.mjs).
await reportSteps();
await reportBoard();
// What the rules module's bytes are made of (bench/wasm-parts.mjs).
reportWasmParts();
// The rules' start-up beside chess.js's (bench/startup-bench.mjs).
reportStartup();
await reportPgn();
await reportLearning();

// The page's load: each screen's first visit until usable (bench/first-screen-bench.mjs),
// then Lighthouse (bench/lighthouse.mjs).
await reportFirstScreen();
await reportLighthouse();

/**
 * Opens the test fixture page in headless Chromium (served with the
 * cross-origin-isolation headers when `isolate`), runs `fn(page)`, and
 * closes the browser and the server.
 */
async function withChromiumPage({ isolate }, fn) {
  const { launchChromium } = await import('../tests/e2e/browser.mjs');
  const { serve } = await import('../scripts/serve.mjs');
  const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
  const { server, url } = await serve({ port: 0, root, isolate });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}tests/e2e/fixtures/index.html`);
    return await fn(page);
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * `bench 9 EVALUATOR` through a UciSession in headless Chromium,
 * `SEARCH_ROUNDS` times per evaluator, each run after a native one: the best
 * nodes/s and the median of the paired ratios. Throws if a signature
 * differs from native's.
 */
async function chromiumBench(evaluators) {
  return withChromiumPage({ isolate: false }, async (page) => {
    await page.evaluate(async () => {
      const { UciSession } = await import('/crate/js/engine-entry.js');
      window.benchSession = new UciSession();
    });
    const rates = {};
    for (const evaluator of evaluators) {
      const wasms = [];
      const ratios = [];
      nativeSearchBench(evaluator);
      await page.evaluate((e) => window.benchSession.command(`bench 9 ${e}`), evaluator);
      for (let run = 0; run < SEARCH_ROUNDS; run += 1) {
        const native = nativeSearchBench(evaluator);
        const text = await page.evaluate((e) => window.benchSession.command(`bench 9 ${e}`).join('\n'), evaluator);
        const nodes = benchField(text, 'Nodes searched');
        if (nodes !== native.nodes) {
          throw new Error(`${evaluator} bench signature differs in Chromium: ${nodes}, native ${native.nodes}`);
        }
        wasms.push(benchField(text, 'Nodes/second'));
        ratios.push(wasms.at(-1) / native.nps);
      }
      rates[evaluator] = { nps: Math.max(...wasms), ratio: median(ratios) };
    }
    await page.evaluate(() => window.benchSession.free());
    return rates;
  });
}

/** Engine#search time to `depth` over `fens` (and nodes/s) with 1 and 2 threads in headless Chromium (best of 2). */
async function chromiumTimeToDepth(fens, depth) {
  return withChromiumPage({ isolate: true }, (page) =>
    page.evaluate(async ({ fens, depth }) => {
      const { Engine } = await import('/crate/js/engine-entry.js');
      if (Engine.maxThreads < 2) throw new Error(`the bench page is not isolated (Engine.maxThreads ${Engine.maxThreads})`);
      const totals = {};
      const rates = {};
      for (const threads of [1, 2]) {
        const engine = new Engine({ threads });
        await engine.search({ depth: 1 }); // load the module (and start the helpers) first
        let bestMs = Infinity;
        for (let run = 0; run < 2; run += 1) {
          let ms = 0;
          let nodes = 0;
          for (const fen of fens) {
            const result = await engine.search({ fen, depth });
            ms += result.time;
            nodes += result.nodes;
          }
          if (ms < bestMs) [bestMs, rates[threads]] = [ms, nodes / Math.max(1, ms) / 1000];
        }
        totals[threads] = bestMs;
        engine.terminate();
      }
      return { totals, rates };
    }, { fens, depth }),
  );
}
