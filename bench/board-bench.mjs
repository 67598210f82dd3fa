// ferrochess/board beside chessground 9.2.1, measured the same way. Part of
// `npm run bench`; runs alone too:
//
//   node bench/board-bench.mjs
//   node bench/board-bench.mjs --sizes   # the sizes alone (a minute), recorded too
//
// 1. Size: each bundled and minified by Vite as a user's app would be, then
//    gzipped (level 9): ferrochess's Board with its CSS and pieces (they are
//    in its JS), everything 'ferrochess/board' exports (with the rules JS
//    its element loads on demand; no wasm), and chessground with its base
//    CSS, the brown board and the cburnett pieces; then <ferro-pgn>
//    ('ferrochess/elements') by when a page loads each part, beside lichess's
//    @lichess-org/pgn-viewer with its CSS, board and pieces.
// 2. Speed in headless Chromium, from a performance trace of the page's main
//    thread: the work of a set() with a new position (the task that calls it
//    and the frame that shows it), and while a piece is dragged (pointer
//    moves every 8 ms for 1.5 s): frames per second, the work of each
//    pointer move with its frame, and the layouts forced inside the pointer
//    handlers; once after two warm-up drags and once as the page's first
//    input (a second after it loaded). At 1280×900, and at 375×812 with
//    the CPU slowed down 4×; each figure the median of BOARD_BENCH_RUNS runs
//    (default 5), the two boards taking turns.
// Speed is measured here, never asserted in tests.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { recordFigures } from '../scripts/figures.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../scripts/serve.mjs';
import { CHROMIUM_ARGS } from '../tests/e2e/browser.mjs';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const CHESSGROUND = '9.2.1';
const PGN_VIEWER = '2.5.9';

/** A scratch folder with chessground and lichess's pgn-viewer installed from the npm registry (once per run). */
function scratchWithChessground() {
  const dir = mkdtempSync(join(tmpdir(), 'ferrochess-board-bench-'));
  execFileSync('npm', ['init', '-y'], { cwd: dir, stdio: 'ignore' });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `chessground@${CHESSGROUND}`, `@lichess-org/pgn-viewer@${PGN_VIEWER}`], { cwd: dir, stdio: 'ignore' });
  return dir;
}

/** Builds `source` (an entry module's text) with Vite, minified; returns { js, css, chunks } in gzipped bytes. */
async function bundledSize(dir, name, source) {
  const { build } = await import(join(REPO, 'node_modules/vite/dist/node/index.js'));
  const entry = join(dir, `${name}.js`);
  writeFileSync(entry, source);
  const output = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: entry } },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  let js = 0;
  let css = 0;
  const chunks = [];
  for (const file of files) {
    const bytes = file.type === 'chunk' ? file.code : file.source;
    if (/\.wasm$/.test(file.fileName)) continue;
    const gz = gzipSync(typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes), { level: 9 }).length;
    if (file.fileName.endsWith('.css')) css += gz;
    else if (file.type === 'chunk') {
      js += gz;
      chunks.push({ name: file.fileName, gz, lazy: file.isDynamicEntry, entry: file.isEntry, imports: file.imports });
    }
  }
  return { js, css, chunks };
}

export async function measureSizes(dir) {
  const board = join(REPO, 'crate/js/board');
  const cg = join(dir, 'node_modules/chessground');
  const ours = await bundledSize(dir, 'ours-board', `import { Board } from ${JSON.stringify(join(board, 'board.js'))};\nwindow.Board = Board;\n`);
  const all = await bundledSize(dir, 'ours-all', `import * as board from ${JSON.stringify(join(board, 'index.js'))};\nwindow.board = board;\n`);
  const theirs = await bundledSize(dir, 'chessground', [
    `import { Chessground } from ${JSON.stringify(join(cg, 'dist/chessground.js'))};`,
    ...['base', 'brown', 'cburnett'].map((part) => `import ${JSON.stringify(join(cg, `assets/chessground.${part}.css`))};`),
    'window.Chessground = Chessground;',
  ].join('\n'));
  // <ferro-pgn>: what 'ferrochess/elements' costs at first, and what its first viewer loads (the rules' JS; their wasm apart).
  const viewer = await bundledSize(dir, 'ours-pgn', `import ${JSON.stringify(join(REPO, 'crate/js/elements/index.js'))};\n`);
  const pgnViewer = join(dir, 'node_modules/@lichess-org/pgn-viewer');
  const lgc = join(dir, 'node_modules/@lichess-org/chessground/assets');
  const lichessViewer = await bundledSize(dir, 'lichess-pgn-viewer', [
    `import LichessPgnViewer from ${JSON.stringify(join(pgnViewer, 'dist/main.js'))};`,
    `import ${JSON.stringify(join(pgnViewer, 'dist/lichess-pgn-viewer.css'))};`,
    ...['brown', 'cburnett'].map((part) => `import ${JSON.stringify(join(lgc, `chessground.${part}.css`))};`),
    'window.LichessPgnViewer = LichessPgnViewer;',
  ].join('\n'));
  // Each element's module with the board (what ferrochess/elements holds of it), at first (what loads with its first use apart).
  const pgnOnly = await bundledSize(dir, 'ours-pgn-only', `import { defineFerroPgn } from ${JSON.stringify(join(REPO, 'crate/js/elements/pgn-viewer.js'))};\ndefineFerroPgn();\n`);
  const gameOnly = await bundledSize(dir, 'ours-game-only', `import { defineFerroGame } from ${JSON.stringify(join(REPO, 'crate/js/elements/game-widget.js'))};\ndefineFerroGame();\n`);
  // Chess alone: ferrochess/rules (its JS; the rules wasm apart) beside chess.js, each as a page that plays a move.
  const rulesOnly = await bundledSize(dir, 'ours-rules', `import { Chess } from ${JSON.stringify(join(REPO, 'crate/js/rules.js'))};\nwindow.fen = new Chess().move('e4').after;\n`);
  const chessJs = await bundledSize(dir, 'chessjs', `import { Chess } from ${JSON.stringify(join(REPO, 'node_modules/chess.js/dist/esm/chess.js'))};\nwindow.fen = new Chess().move('e4').after;\n`);
  return { ours, all, theirs, viewer, lichessViewer, rulesOnly, chessJs, pgnOnly, gameOnly };
}

/** The gzipped bytes of the engine a page fetches on its first search: the engine module's wasm and glue. */
function engineSize() {
  return ['crate/pkg/ferrochess_bg.wasm', 'crate/pkg/ferrochess.js'].reduce((sum, file) => sum + gzipSync(readFileSync(join(REPO, file)), { level: 9 }).length, 0);
}

/** The gzipped bytes of the rules module's wasm, which the first <ferro-board> or <ferro-pgn> fetches. */
function rulesWasmSize() {
  return gzipSync(readFileSync(join(REPO, 'crate/pkg-rules/ferrochess_rules_bg.wasm')), { level: 9 }).length;
}

/** The chunks a chunk loads with it: itself and what it imports statically, on down. */
function closure(chunks, start) {
  const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.name)) return;
    seen.add(chunk.name);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(start);
  return seen;
}

/** A bundle's gzipped bytes at first: its entry chunk and what that imports statically. */
function firstOf(bundle) {
  const names = closure(bundle.chunks, bundle.chunks.find((chunk) => chunk.entry));
  return bundle.chunks.filter((chunk) => names.has(chunk.name)).reduce((sum, chunk) => sum + chunk.gz, 0) + bundle.css;
}

/**
 * The viewer's gzipped bytes by when a page loads them: at first (the entry
 * and its static imports), with the first viewer (the rules' JS, pgn-rules
 * and what it imports), on Analyse (the engine's JS; its worker and wasm
 * apart).
 */
function viewerParts(viewer) {
  const { chunks } = viewer;
  const first = closure(chunks, chunks.find((chunk) => chunk.entry));
  const rules = closure(chunks, chunks.find((chunk) => /pgn-rules/.test(chunk.name)));
  const engine = closure(chunks, chunks.find((chunk) => /^assets\/engine-/.test(chunk.name)));
  const bytes = (names, without) => chunks.filter((chunk) => names.has(chunk.name) && !without.some((set) => set.has(chunk.name))).reduce((sum, chunk) => sum + chunk.gz, 0);
  return { first: firstOf(viewer), rules: bytes(rules, [first]), engine: bytes(engine, [first, rules]) };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** A page with one board of each kind (ferrochess's from the repo, chessground from the scratch folder). */
function writeBenchPage(dir) {
  mkdirSync(join(dir, 'bench'), { recursive: true });
  writeFileSync(join(dir, 'bench/index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/node_modules/chessground/assets/chessground.base.css">
<link rel="stylesheet" href="/node_modules/chessground/assets/chessground.brown.css">
<link rel="stylesheet" href="/node_modules/chessground/assets/chessground.cburnett.css">
<style>body { margin: 0; } #board { width: min(90vw, 90vh); } #cg { width: min(90vw, 90vh); height: min(90vw, 90vh); }</style>
</head><body><div id="board"></div><div id="cg"></div>
<script type="module">
  const kind = new URLSearchParams(location.search).get('board');
  if (kind === 'ours') {
    const { Board } = await import('/ferrochess/crate/js/board/board.js');
    document.getElementById('cg').remove();
    window.bench = new Board(document.getElementById('board'), { fen: 'start', movable: { color: 'both', free: true } });
    window.setFen = (fen) => window.bench.set({ fen });
  } else {
    const { Chessground } = await import('/node_modules/chessground/dist/chessground.js');
    document.getElementById('board').remove();
    window.bench = Chessground(document.getElementById('cg'), { fen: 'start', movable: { free: true, color: 'both' } });
    window.setFen = (fen) => window.bench.set({ fen });
  }
  document.body.dataset.ready = 'true';
</script></body></html>`);
}

/** Positions of a played game (a Ruy Lopez), as placements: each set() draws a new position. */
function benchFens() {
  const moves = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O',
    'h3', 'Nb8', 'd4', 'Nbd7', 'Nbd2', 'Bb7', 'Bc2', 'Re8', 'Nf1', 'Bf8', 'Ng3', 'g6', 'a4', 'c5'];
  const fens = [];
  return import('../crate/js/index.js').then(({ Chess }) => {
    const chess = new Chess();
    for (const move of moves) {
      chess.move(move);
      fens.push(chess.fen().split(' ')[0]);
    }
    chess.free();
    // Alternate with positions far apart, so that each set() redraws many squares.
    return fens.flatMap((fen, i) => [fen, i % 2 ? '8/8/8/8/8/8/8/K6k' : 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR']);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The main thread's top-level tasks (RunTask) of the renderer that dispatched `marker` events. */
function mainThreadTasks(events, markerName) {
  const marker = events.find((e) => e.name === markerName || (e.name === 'TimeStamp' && e.args?.data?.message === markerName));
  if (!marker) throw new Error(`no ${markerName} in the trace`);
  const { pid, tid } = marker;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  return {
    tasks: onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ph === 'X').sort((a, b) => a.ts - b.ts),
    onMain,
  };
}

/** Busy time (ms) of the tasks overlapping [start, end] (µs). */
const busy = (tasks, start, end) => tasks.filter((t) => t.ts + t.dur > start && t.ts < end)
  .reduce((sum, t) => sum + (Math.min(end, t.ts + t.dur) - Math.max(start, t.ts)), 0) / 1000;

/** The bench page with the board of `kind` ('ours' or 'chessground') at `viewport`, the CPU slowed `throttle` times. */
async function openBenchPage(browser, url, kind, viewport, throttle) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}bench/index.html?board=${kind}`);
  await page.waitForSelector('body[data-ready]');
  // A second of a loaded page, as before a person's first touch (a board may use idle time).
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

/** The trace events of the main-thread timeline while `run()` runs. */
async function traced(browser, page, run) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await run();
  const trace = JSON.parse((await browser.stopTracing()).toString());
  return { events: trace.traceEvents ?? trace, result };
}

async function measureSet(browser, url, kind, fens, viewport, throttle) {
  const { context, page } = await openBenchPage(browser, url, kind, viewport, throttle);
  // Warm up: the first draws build caches.
  for (const fen of fens.slice(0, 6)) await page.evaluate((fen) => window.setFen(fen), fen);
  const { events } = await traced(browser, page, async () => {
    for (const [i, fen] of fens.entries()) {
      await page.evaluate(({ fen, i }) => new Promise((resolve) => {
        setTimeout(() => {
          console.timeStamp(`set-${i}`);
          window.setFen(fen);
          requestAnimationFrame(() => setTimeout(resolve, 20));
        }, 0);
      }), { fen, i });
    }
  });
  const { tasks, onMain } = mainThreadTasks(events, 'set-0');
  const paints = onMain.filter((e) => e.name === 'Paint' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const works = [];
  for (let i = 0; i < fens.length; i += 1) {
    const stamp = onMain.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === `set-${i}`);
    const task = tasks.find((t) => t.ts <= stamp.ts && t.ts + t.dur >= stamp.ts);
    const paint = paints.find((p) => p.ts > stamp.ts);
    if (!task || !paint) continue;
    works.push(busy(tasks, task.ts, paint.ts + paint.dur));
  }
  await context.close();
  return { median: median(works), max: Math.max(...works) };
}

/**
 * A drag on a fresh page. With `warm`, two drags come first (g1 to f3 and
 * back), as six draws come before set() is measured: the drag measured then
 * is one of a page in use; without, it is the first input the page takes
 * (code not yet compiled, the dragged piece's layer never drawn).
 */
async function measureDrag(browser, url, kind, viewport, throttle, warm) {
  const { context, page, cdp } = await openBenchPage(browser, url, kind, viewport, throttle);
  const box = await page.evaluate(() => {
    const r = (document.getElementById('board') ?? document.getElementById('cg')).getBoundingClientRect();
    return { x: r.x, y: r.y, size: r.width };
  });
  const square = box.size / 8;
  // From g1 around the board and back, one pointer move every 8 ms.
  const start = { x: box.x + 6.5 * square, y: box.y + 7.5 * square };
  const mouse = (type, x, y, buttons) => cdp.send('Input.dispatchMouseEvent', {
    type, x, y, button: 'left', buttons, clickCount: 1,
  });
  if (warm) {
    const f3 = { x: box.x + 5.5 * square, y: box.y + 5.5 * square };
    for (const [from, to] of [[start, f3], [f3, start]]) {
      await mouse('mouseMoved', from.x, from.y, 0);
      await mouse('mousePressed', from.x, from.y, 1);
      for (let i = 1; i <= 10; i += 1) {
        await mouse('mouseMoved', from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10, 1);
        await new Promise((resolve) => { setTimeout(resolve, 8); });
      }
      await mouse('mouseReleased', to.x, to.y, 0);
      await new Promise((resolve) => { setTimeout(resolve, 100); });
    }
  }
  await mouse('mouseMoved', start.x, start.y, 0);
  const { events, result: frameTimes } = await traced(browser, page, async () => {
    // Frames, counted by requestAnimationFrame (it runs once per frame the page can draw).
    await page.evaluate(() => {
      window.frameTimes = [];
      const tick = (t) => {
        window.frameTimes.push(t);
        if (window.frameTimes.length < 10000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      console.timeStamp('drag-start');
    });
    const frameStart = await page.evaluate(() => window.frameTimes.length);
    await mouse('mousePressed', start.x, start.y, 1);
    const steps = 190;
    const began = Date.now();
    for (let i = 1; i <= steps; i += 1) {
      const angle = (i / steps) * 2 * Math.PI;
      const x = box.x + box.size / 2 + Math.cos(angle + Math.PI / 2) * box.size * 0.35;
      const y = box.y + box.size / 2 + Math.sin(angle + Math.PI / 2) * box.size * 0.35;
      await mouse('mouseMoved', x, y, 1);
      const wait = began + i * 8 - Date.now();
      if (wait > 0) await new Promise((resolve) => { setTimeout(resolve, wait); });
    }
    const times = await page.evaluate((from) => window.frameTimes.slice(from), frameStart);
    await mouse('mouseReleased', start.x, start.y, 0);
    await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 50)); }));
    return times;
  });
  const { tasks, onMain } = mainThreadTasks(events, 'drag-start');
  const moves = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove').sort((a, b) => a.ts - b.ts);
  const layouts = onMain.filter((e) => e.name === 'Layout' && e.ph === 'X');
  const forced = moves.filter((m) => layouts.some((l) => l.ts >= m.ts && l.ts <= m.ts + m.dur)).length;
  const seconds = (frameTimes.at(-1) - frameTimes[0]) / 1000;
  const drawn = frameTimes.length - 1;
  const perMove = moves.map((m) => {
    const task = tasks.find((t) => t.ts <= m.ts && t.ts + t.dur >= m.ts);
    return task ? task.dur / 1000 : m.dur / 1000;
  });
  await context.close();
  return {
    fps: seconds > 0 ? drawn / seconds : 0, moveWork: median(perMove), maxMoveWork: Math.max(...perMove), forced, moves: moves.length,
  };
}

/** How many times each speed figure is measured (each on fresh pages); the report gives the median. */
const RUNS = Math.max(1, Number(process.env.BOARD_BENCH_RUNS) || 5);

/**
 * One figure of several runs: each median is the median of the runs' medians,
 * each worst the worst of all, fps the median of the runs' (and their range).
 */
function medianOfRuns(runs) {
  const of = (pick) => median(runs.map(pick));
  const range = (pick) => [Math.min(...runs.map(pick)), Math.max(...runs.map(pick))];
  return {
    set: { median: of((r) => r.set.median), max: Math.max(...runs.map((r) => r.set.max)) },
    drag: {
      moveWork: of((r) => r.drag.moveWork),
      maxMoveWork: Math.max(...runs.map((r) => r.drag.maxMoveWork)),
      fps: of((r) => r.drag.fps),
      fpsRange: range((r) => r.drag.fps),
      forced: runs.reduce((sum, r) => sum + r.drag.forced, 0),
      moves: runs.reduce((sum, r) => sum + r.drag.moves, 0),
    },
    first: {
      fps: of((r) => r.first.fps),
      fpsRange: range((r) => r.first.fps),
      forced: runs.reduce((sum, r) => sum + r.first.forced, 0),
      moves: runs.reduce((sum, r) => sum + r.first.moves, 0),
    },
  };
}

export async function reportBoard({ sizesOnly = false } = {}) {
  const dir = scratchWithChessground();
  const sizes = await measureSizes(dir);
  console.log(`\nboard: gzipped size, bundled and minified by Vite (chessground ${CHESSGROUND} with its base CSS, brown board and cburnett pieces)`);
  console.log(`ferrochess Board (CSS and pieces in its JS)  ${kb(sizes.ours.js + sizes.ours.css)}   (limit 16 KB)`);
  const lazy = sizes.all.chunks.filter((c) => c.lazy).reduce((s, c) => s + c.gz, 0);
  console.log(`everything ferrochess/board exports          ${kb(sizes.all.js + sizes.all.css)}   (${kb(sizes.all.js - lazy)} at first, ${kb(lazy)} loaded with the first <ferro-board>; limit 30 KB; no wasm)`);
  console.log(`chessground                                  ${kb(sizes.theirs.js + sizes.theirs.css)}   (${kb(sizes.theirs.js)} JS + ${kb(sizes.theirs.css)} CSS)`);
  console.log(`ratio ours/chessground                       ${((sizes.ours.js + sizes.ours.css) / (sizes.theirs.js + sizes.theirs.css)).toFixed(2)}`);
  const parts = viewerParts(sizes.viewer);
  const wasm = rulesWasmSize();
  console.log(`\nPGN viewer: gzipped, bundled and minified by Vite (lichess's @lichess-org/pgn-viewer ${PGN_VIEWER} with its CSS, brown board and cburnett pieces)`);
  console.log(`ferrochess/elements (<ferro-pgn>, <ferro-game>) ${kb(parts.first)} at first; ${kb(parts.rules)} JS + ${kb(wasm)} wasm with the first viewer (the rules); ${kb(parts.engine)} JS on Analyse (the engine's wasm apart)`);
  console.log(`  <ferro-pgn> alone ${kb(firstOf(sizes.pgnOnly))} at first, <ferro-game> alone ${kb(firstOf(sizes.gameOnly))} at first (each module with the board)`);
  console.log(`lichess pgn-viewer                           ${kb(sizes.lichessViewer.js + sizes.lichessViewer.css)}   (${kb(sizes.lichessViewer.js)} JS + ${kb(sizes.lichessViewer.css)} CSS; it reads PGN in JS, chessops)`);
  console.log(`ratio ours (before a game / with the rules)  ${(parts.first / (sizes.lichessViewer.js + sizes.lichessViewer.css)).toFixed(2)} / ${((parts.first + parts.rules + wasm) / (sizes.lichessViewer.js + sizes.lichessViewer.css)).toFixed(2)}`);
  const rulesJs = sizes.rulesOnly.js;
  console.log(`\nChess alone: gzipped, bundled and minified by Vite`);
  console.log(`ferrochess/rules                             ${kb(rulesJs)} JS + ${kb(wasm)} wasm = ${kb(rulesJs + wasm)}`);
  console.log(`chess.js ${JSON.parse(readFileSync(join(REPO, 'node_modules/chess.js/package.json'), 'utf8')).version}                               ${kb(sizes.chessJs.js)}   (ratio ours/chess.js ${((rulesJs + wasm) / sizes.chessJs.js).toFixed(1)})`);
  console.log(`the engine (its wasm and glue, on the first search; its worker's JS apart)  ${kb(engineSize())}`);
  if (sizesOnly) {
    recordFigures(sizeFigures(sizes), 'node bench/board-bench.mjs (npm run bench)');
    return { sizes };
  }

  writeBenchPage(dir);
  // The repo's files under /ferrochess/, chessground's under /node_modules/.
  if (!existsSync(join(dir, 'ferrochess'))) execFileSync('ln', ['-s', REPO, join(dir, 'ferrochess')]);
  const { server, url } = await serve({ port: 0, root: dir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const fens = await benchFens();
  const rows = [];
  try {
    for (const [label, viewport, throttle] of [['1280×900', { width: 1280, height: 900 }, 1], ['375×812, CPU ÷4', { width: 375, height: 812 }, 4]]) {
      const runs = { ours: [], chessground: [] };
      // The two boards take turns, so that a slow spell of the machine falls on both.
      for (let run = 0; run < RUNS; run += 1) {
        for (const kind of ['ours', 'chessground']) {
          const set = await measureSet(browser, url, kind, fens, viewport, throttle);
          const first = await measureDrag(browser, url, kind, viewport, throttle, false);
          const drag = await measureDrag(browser, url, kind, viewport, throttle, true);
          runs[kind].push({ set, drag, first });
        }
      }
      for (const kind of ['ours', 'chessground']) rows.push({ label, kind, ...medianOfRuns(runs[kind]) });
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\nboard: main-thread work in headless Chromium, median of ${RUNS} runs (BOARD_BENCH_RUNS), the worst in brackets; fps: the median, and the runs' lowest; limits: set() and a drag frame 4 ms, 60 fps, no forced layout`);
  console.log('  drag: after two warm-up drags; "first drag": the page\'s first input, a second after it loaded, whose press and pick-up run for the first time');
  console.log(`${'viewport'.padEnd(18)}${'board'.padEnd(13)}${'set() ms'.padStart(14)}${'drag move ms'.padStart(16)}${'fps'.padStart(13)}${'first drag fps'.padStart(17)}${'forced layouts'.padStart(16)}`);
  const fps = ({ fps: value, fpsRange }) => `${value.toFixed(1)} (${fpsRange[0].toFixed(1)})`;
  for (const { label, kind, set, drag, first } of rows) {
    console.log(`${label.padEnd(18)}${(kind === 'ours' ? 'ferrochess' : kind).padEnd(13)}${`${set.median.toFixed(2)} (${set.max.toFixed(1)})`.padStart(14)}`
      + `${`${drag.moveWork.toFixed(2)} (${drag.maxMoveWork.toFixed(1)})`.padStart(16)}${fps(drag).padStart(13)}${fps(first).padStart(17)}`
      + `${`${drag.forced + first.forced}/${drag.moves + first.moves}`.padStart(16)}`);
  }
  recordBoardFigures(sizes, rows);
  return { sizes, rows };
}

/** The size figures: the board's, chessground's, <ferro-pgn>'s and lichess's pgn-viewer's. */
function sizeFigures(sizes) {
  const size = (bytes) => ({ text: kb(bytes), value: bytes });
  return {
    'board.size': size(sizes.ours.js + sizes.ours.css),
    'board.size.all': size(sizes.all.js + sizes.all.css),
    'chessground.size': size(sizes.theirs.js + sizes.theirs.css),
    'pgnViewer.size.first': size(viewerParts(sizes.viewer).first),
    'pgnViewer.size.rules': size(viewerParts(sizes.viewer).rules + rulesWasmSize()),
    'lichessPgnViewer.size': size(sizes.lichessViewer.js + sizes.lichessViewer.css),
    'rules.size.chessOnly': size(sizes.rulesOnly.js + rulesWasmSize()),
    'pgnViewer.size.alone': size(firstOf(sizes.pgnOnly)),
    'gameWidget.size.alone': size(firstOf(sizes.gameOnly)),
    'chessjs.size': size(sizes.chessJs.js),
    'engine.size': size(engineSize()),
  };
}

/** The figures the README and docs/board.md quote, into docs/figures.json (scripts/figures.mjs). */
function recordBoardFigures(sizes, rows) {
  const by = `node bench/board-bench.mjs (npm run bench; median of ${RUNS} runs)`;
  const ms = (value) => ({ text: `${value.toFixed(2)} ms`, value });
  const fps = (value) => ({ text: value.toFixed(1).replace(/\.0$/, ''), value });
  const row = (label, kind) => rows.find((r) => r.label === label && r.kind === kind);
  const entries = sizeFigures(sizes);
  for (const [label, name] of [['1280×900', 'desktop'], ['375×812, CPU ÷4', 'phone']]) {
    for (const [kind, who] of [['ours', 'board'], ['chessground', 'chessground']]) {
      const r = row(label, kind);
      entries[`${who}.${name}.set`] = ms(r.set.median);
      entries[`${who}.${name}.drag`] = ms(r.drag.moveWork);
      entries[`${who}.${name}.fps`] = fps(r.drag.fps);
      entries[`${who}.${name}.firstDragFps`] = fps(r.first.fps);
    }
  }
  recordFigures(entries, by);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportBoard({ sizesOnly: process.argv.includes('--sizes') });
