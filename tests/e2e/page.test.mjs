// The page end to end: real Chromium (Debian's), driven by playwright-core,
// against the static site served on localhost. Each test gets a fresh
// browser context (fresh storage).
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync,
} from 'node:fs';
import { buildScript, serve } from '../../scripts/serve.mjs';
import { GAME } from '../../bench/frame-bench.mjs';
import {
  blockingFrames, browser, gamePgn, legalSquares, loadFen, loadPgn, moveList, open, pieceDrawingLoads, pieceOn, playIfAsked, reloadPage, replaceGame, settledIsolation, square, startGame, typeMoves, untilDrawn, untilMoveCount, untilSettled, untilThinking, url,
} from './page-harness.mjs';

const SCREENSHOT = fileURLToPath(new URL('./screenshot.png', import.meta.url));

test('the board renders all pieces with accessible names', async () => {
  const { page, context, problems, readyMs } = await open();
  assert.equal(await page.locator('[data-square]').count(), 64);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  assert.equal(await pieceOn(page, 'e1'), 'wK');
  assert.equal(await pieceDrawingLoads(page, 'e1'), 'ok');
  assert.equal(await pieceDrawingLoads(page, 'g8'), 'ok');
  assert.equal(await pieceOn(page, 'd8'), 'bQ');
  assert.equal(await square(page, 'e1').getAttribute('aria-label'), 'e1, white king');
  assert.match(await page.locator('#status').textContent(), /White to move/);
  // The engine's name above the board is the chosen opponent's from the first drawing on.
  const opponent = (await page.locator('#opponent').textContent()).replace(/^Opponent: /, '');
  assert.equal(await page.locator('.player[data-player="b"] .player-name').textContent(), `ferrochess, ${opponent}`);
  console.log(`# navigation to playable board: ${readyMs} ms`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('hovering a piece lights exactly its legal squares; leaving clears them', async () => {
  const { page, context, problems } = await open();
  await square(page, 'e2').hover();
  assert.deepEqual(await legalSquares(page), ['e3', 'e4']);
  await square(page, 'g1').hover();
  assert.deepEqual(await legalSquares(page), ['f3', 'h3']);
  await square(page, 'e5').hover();
  assert.deepEqual(await legalSquares(page), []);
  await square(page, 'b1').hover();
  assert.deepEqual(await legalSquares(page), ['a3', 'c3']);
  await page.mouse.move(990, 750);
  assert.deepEqual(await legalSquares(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('e2-e4 by click; the engine answers with a legal move and the page never blocks', async () => {
  // Full strength: out of its book it searches for a while.
  const { page, context, problems } = await open({ opponent: '8' });
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e2'), null);
  await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 2);
  const [white, black] = await moveList(page);
  assert.equal(white, 'e4');
  assert.match(black, /^([NBRQK]?[a-h]?[1-8]?x?[a-h][1-8]|O-O(-O)?)$/);
  // Make the engine search (out of book) and watch the main thread meanwhile.
  await page.evaluate(() => { window.longTasks = []; window.longFrames = []; });
  await typeMoves(page, ['a3']);
  await untilMoveCount(page, 4);
  const longest = await page.evaluate(() => Math.max(0, ...window.longTasks.map((t) => t.duration)));
  console.log(`# longest main-thread task during an engine search: ${longest.toFixed(0)} ms`);
  assert.ok(longest < 50, `a ${longest} ms task blocked the page\n${await blockingFrames(page)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('forty moves clicked between two players: no main-thread task over 50 ms, no stale selection', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  // From a settled page: no long task (the start-up's) in the last second.
  await untilSettled(page);
  await page.evaluate(() => { window.longTasks = []; window.longFrames = []; });
  for (const [index, move] of GAME.entries()) {
    await square(page, move.slice(0, 2)).click();
    await square(page, move.slice(2, 4)).click();
    await untilMoveCount(page, index + 1);
  }
  assert.equal(await page.locator('.square.selected').count(), 0);
  const longest = await page.evaluate(() => Math.max(0, ...window.longTasks.map((t) => t.duration)));
  console.log(`# longest main-thread task over ${GAME.length} clicked moves: ${longest.toFixed(0)} ms`);
  assert.ok(longest <= 50, `a ${longest} ms task blocked the page\n${await blockingFrames(page)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('drag and drop moves a piece; an illegal drop snaps back', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  const drag = async (from, to) => {
    const a = await square(page, from).boundingBox();
    const b = await square(page, to).boundingBox();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, { steps: 3 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  await drag('g1', 'g4');
  assert.equal(await pieceOn(page, 'g1'), 'wN');
  assert.equal(await pieceOn(page, 'g4'), null);
  await drag('e2', 'e4');
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.equal(await pieceOn(page, 'e2'), null);
  await drag('g8', 'f6');
  assert.equal(await pieceOn(page, 'f6'), 'bN');
  assert.deepEqual(await moveList(page), ['e4', 'Nf6']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('promotion through the chooser', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await loadFen(page, '8/4P1k1/8/8/8/8/8/4K3 w - - 0 1');
  await square(page, 'e7').click();
  await square(page, 'e8').click();
  assert.equal(await page.locator('#board .promotion').isVisible(), true);
  await page.locator('#board .promotion [data-promotion="n"]').click();
  assert.equal(await pieceOn(page, 'e8'), 'wN');
  // (K and N against K: the game is drawn, and its review may already mark the knight a blunder.)
  assert.match((await moveList(page)).join(' '), /^e8=N\+(\?\?)?$/);
  assert.equal(await page.locator('#board .promotion').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('taking back during a search leaves no stale engine move', async () => {
  const { page, context, problems } = await open({ opponent: '8' });
  await typeMoves(page, ['a4']);
  await untilThinking(page);
  await page.locator('#undo').click();
  await page.waitForTimeout(2500); // longer than level 8's 1.5 s search
  assert.deepEqual(await moveList(page), []);
  assert.equal(await pieceOn(page, 'a2'), 'wP');
  assert.equal(await page.locator('#fen').inputValue(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a reload restores the game and the settings', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['d4', 'Nf6', 'c4']);
  await reloadPage(page);
  await page.locator('[data-square="d4"][data-piece="wP"]').waitFor();
  assert.deepEqual(await moveList(page), ['d4', 'Nf6', 'c4']);
  assert.equal(await page.locator('#level').inputValue(), 'human');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a scripted fool\'s mate shows the checkmate banner; PGN export then import reproduces it', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  assert.equal(await page.locator('#status').textContent(), 'Checkmate: Black wins');
  assert.equal(await page.locator('#banner-text').textContent(), 'Checkmate: Black wins');
  assert.ok((await square(page, 'e1').getAttribute('class')).includes('check'));
  await typeMoves(page, ['Ke2']);
  assert.match(await page.locator('#move-error').textContent(), /illegal move "Ke2"/);
  const pgn = await gamePgn(page);
  assert.match(pgn, /1\. f3 e5 2\. g4 Qh4# 0-1/);
  // The README's picture: the page from its top (typing scrolled it down).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: SCREENSHOT });
  await replaceGame(page, '#new-game');
  assert.deepEqual(await moveList(page), []);
  await loadPgn(page, pgn);
  assert.deepEqual(await moveList(page), ['f3', 'e5', 'g4', 'Qh4#']);
  assert.equal(await page.locator('#status').textContent(), 'Checkmate: Black wins');
  assert.deepEqual(problems, []);
  await context.close();
});

test('from a sub-path, offline after the first visit, and at 375 px wide', async () => {
  const { server: sub, url: subUrl } = await serve({ port: 0, prefix: '/games/chess/' });
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${subUrl}#/play`);
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    // Fits the width: no horizontal scrolling, the whole board visible.
    const { scrollWidth, board } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      board: document.getElementById('board').getBoundingClientRect().right,
    }));
    assert.ok(scrollWidth <= 375 && board <= 375, `scrollWidth ${scrollWidth}, board right edge ${board}`);
    // The service worker takes control (the page reloads once through it,
    // becoming cross-origin isolated), then the site works offline.
    assert.equal(await settledIsolation(page), 'isolated');
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true);
    await context.setOffline(true);
    await reloadPage(page);
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    assert.equal(await settledIsolation(page), 'isolated', 'isolated offline too (from the cache)');
    assert.equal(await pieceDrawingLoads(page, 'g1'), 'ok', 'the piece drawings are cached for offline use');
    await page.locator('#setup-start').click();
    await typeMoves(page, ['e4']);
    // The engine (a worker loading wasm) answers offline too.
    await untilMoveCount(page, 2);
    // Every screen opens by its address offline (a new document each: the query makes it one).
    for (const [screen, title] of [['games', 'Your games'], ['analysis', 'Analysis board'], ['editor', 'Board editor']]) {
      await page.goto(`${subUrl}?offline=${screen}#/${screen}`);
      await page.waitForFunction((want) => document.getElementById('screen-title')?.textContent === want, title);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    sub.close();
  }
});

test('on a plain static server the service worker isolates the page with one reload; blocked, the page still plays', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loads = [];
  page.on('load', () => loads.push(Date.now()));
  try {
    await page.goto(`${url}#/play`);
    assert.equal(await page.evaluate(() => self.crossOriginIsolated).catch(() => false), false, 'a plain static server sends no isolation headers');
    assert.equal(await settledIsolation(page), 'isolated');
    assert.equal(await page.evaluate(() => self.crossOriginIsolated && typeof SharedArrayBuffer), 'function');
    assert.equal(loads.length, 2, 'exactly one reload');
    // Isolated, the engine plays on every core (2 or more here) and analyses
    // on all but one (the page keeps one), and a 2-thread search runs in this page.
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    assert.equal(Number(await page.locator('#engine-threads').getAttribute('data-threads')), cores);
    assert.equal(Number(await page.locator('#engine-threads').getAttribute('data-analysis-threads')), Math.max(1, cores - 1));
    assert.match(await page.locator('#engine-threads').textContent(), new RegExp(`plays on ${cores} threads and analyses on`));
    const search = await page.evaluate(async () => {
      const { Engine } = await import('./ferrochess/js/index.js');
      const engine = new Engine({ threads: 2 });
      const result = await engine.search({ depth: 8 });
      engine.terminate();
      return { threads: result.threads, depth: result.depth, bestMove: result.bestMove };
    });
    assert.equal(search.threads, 2, JSON.stringify(search));
    assert.equal(search.depth, 8);
    // Later visits are isolated from the start, with no reload (a query makes it a new document, not a hash change).
    await page.goto(`${url}?again#/play`);
    assert.equal(await settledIsolation(page), 'isolated');
    assert.equal(loads.length, 3);
    await playIfAsked(page);
    await typeMoves(page, ['e4']);
    await untilMoveCount(page, 2);
  } finally {
    await context.close();
  }
  const blocked = await browser.newContext({ serviceWorkers: 'block' });
  const plain = await blocked.newPage();
  const problems = [];
  plain.on('pageerror', (error) => problems.push(error.message));
  try {
    await plain.goto(`${url}#/play`);
    assert.equal(await settledIsolation(plain), 'unavailable');
    assert.equal(await plain.evaluate(() => self.crossOriginIsolated), false);
    assert.equal(await plain.locator('#engine-threads').getAttribute('data-threads'), '1');
    assert.match(await plain.locator('#engine-threads').textContent(), /one thread: this page is not cross-origin isolated/);
    await playIfAsked(plain);
    await typeMoves(plain, ['e4']);
    await untilMoveCount(plain, 2);
    assert.deepEqual(problems, []);
  } finally {
    await blocked.close();
  }
});

test('npm start sends the isolation headers: isolated from the first load, no reload', async () => {
  const { server: isolating, url: isolatingUrl } = await serve({ port: 0, isolate: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => { loads += 1; });
  try {
    await page.goto(`${isolatingUrl}#/play`);
    assert.equal(await page.evaluate(() => self.crossOriginIsolated), true);
    assert.equal(await settledIsolation(page), 'isolated');
    await page.waitForTimeout(500);
    assert.equal(loads, 1);
  } finally {
    await context.close();
    isolating.close();
  }
});

test('npm start: to the first engine move each wasm comes once and all under 1.5 MB compressed; a repeat visit under 50 KB', async () => {
  const { server: site, url: siteUrl } = await serve({ port: 0, isolate: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = [];
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    seen.push({ url: request.url(), bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0), body: sizes?.responseBodySize ?? 0 });
  });
  const settle = () => page.waitForTimeout(1500);
  try {
    await page.goto(`${siteUrl}#/play`);
    await playIfAsked(page);
    await square(page, 'e2').click();
    await square(page, 'e4').click();
    await untilMoveCount(page, 2);
    await settle();
    const total = (rows) => rows.reduce((sum, row) => sum + row.bytes, 0);
    const first = total(seen);
    for (const wasm of ['pkg-rules/ferrochess_rules_bg.wasm', 'pkg/ferrochess_bg.wasm', 'pkg-threads/ferrochess_bg.wasm']) {
      const downloads = seen.filter((row) => row.url.endsWith(wasm) && row.body > 0);
      assert.equal(downloads.length, 1, `${wasm} downloaded ${downloads.length} times`);
    }
    console.log(`# first visit to the first engine move: ${(first / 1024).toFixed(0)} KiB in ${seen.length} responses`);
    assert.ok(first < 1.5 * 1024 * 1024, `${first} bytes`);
    seen.length = 0;
    await page.reload();
    await page.locator('[data-square="e4"][data-piece="wP"]').waitFor();
    await settle();
    console.log(`# repeat visit: ${(total(seen) / 1024).toFixed(1)} KiB in ${seen.length} responses`);
    assert.ok(total(seen) < 50 * 1024, `${total(seen)} bytes on a repeat visit`);
  } finally {
    await context.close();
    site.close();
  }
});

test('before the first engine use the page loads the rules module only: no engine wasm, glue or worker', async () => {
  // No service worker: its pre-cache fetches every file on purpose, and
  // this test is about what the page itself asks for.
  const { server: site, url: siteUrl } = await serve({ port: 0, isolate: true });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const requested = [];
  context.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const engineFiles = (paths) => paths.filter((path) => /\/pkg(-threads)?\/|engine-wasm\.js|engine-worker\.js|engine-entry\.js/.test(path));
  try {
    await page.goto(`${siteUrl}#/play`);
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    // Idle work (the service worker's registration) runs within 3 s.
    await page.waitForTimeout(3500);
    assert.ok(requested.some((path) => path.endsWith('/pkg-rules/ferrochess_rules_bg.wasm')), 'the rules module was loaded');
    // The start position has no opening name: the names wait for a move.
    assert.ok(!requested.some((path) => path.endsWith('/openings.json')), 'the opening names waited for a move');
    assert.deepEqual(engineFiles(requested), [], 'engine files requested before any engine use');
    // The first engine move brings the engine, in its worker.
    await playIfAsked(page);
    await square(page, 'e2').click();
    await square(page, 'e4').click();
    await untilMoveCount(page, 2);
    assert.ok(engineFiles(requested).some((path) => path.endsWith('_bg.wasm')), 'the engine worker loaded an engine module');
    await page.waitForFunction(() => document.querySelector('#opening').textContent !== '', null, { timeout: 10_000 });
    assert.ok(requested.some((path) => path.endsWith('/openings.json')), 'the opening names were loaded');
  } finally {
    await context.close();
    site.close();
  }
});

test('the rules module is compiled in a worker, off the page\'s thread; without that worker the page compiles it itself', async () => {
  for (const blocked of [false, true]) {
    const { server: site, url: siteUrl } = await serve({ port: 0, isolate: true });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (blocked) await context.route('**/compile-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    const workers = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    try {
      await page.goto(`${siteUrl}#/play`);
      await untilDrawn(page);
      // The page's own fetches (a worker's are not among its resource entries).
      const fetchedByPage = await page.evaluate(() => performance.getEntriesByType('resource')
        .some((entry) => entry.name.endsWith('/ferrochess_rules_bg.wasm')));
      if (blocked) {
        assert.equal(fetchedByPage, true, 'without the worker the page fetched and compiled the module itself');
      } else {
        assert.deepEqual(workers.filter((path) => path.endsWith('/compile-worker.js')).length, 1, `workers: ${workers.join(', ')}`);
        assert.equal(fetchedByPage, false, 'the compiling worker fetched the module, not the page');
      }
      await playIfAsked(page);
      await square(page, 'e2').click();
      await square(page, 'e4').click();
      assert.equal(await pieceOn(page, 'e4'), 'wP');
    } finally {
      await context.close();
      site.close();
    }
  }
});

test('the service worker serves from its cache first, and a new build replaces its cache', async () => {
  // A copy of the site, so that a "new build" can be made in it.
  const root = mkdtempSync(join(tmpdir(), 'ferrochess-site-'));
  cpSync(fileURLToPath(new URL('../../www', import.meta.url)), root, { recursive: true, dereference: true });
  const { server: site, url: siteUrl } = await serve({ port: 0, root });
  const context = await browser.newContext();
  const page = await context.newPage();
  const fromNetwork = [];
  context.on('requestfinished', async (request) => {
    const response = await request.response();
    if (response && !response.fromServiceWorker() && !request.serviceWorker()) fromNetwork.push(new URL(request.url()).pathname);
  });
  const cacheNames = () => page.evaluate(() => caches.keys());
  try {
    await page.goto(`${siteUrl}#/play`);
    assert.equal(await settledIsolation(page), 'isolated');
    await square(page, 'e2').waitFor();
    const build = readFileSync(join(root, 'ferrochess/build.js'), 'utf8').match(/'(\w+)'/)[1];
    assert.deepEqual(await cacheNames(), [`ferrochess-${build}`]);
    // Cache first: a visit fetches nothing the worker holds.
    fromNetwork.length = 0;
    await reloadPage(page);
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    const cachedFetched = fromNetwork.filter((path) => /\.(js|wasm|css|html)$|\/$/.test(path) && !/sw\.js|build\.js/.test(path));
    assert.deepEqual(cachedFetched, [], 'served from the network although cached');
    // A new build: another name, another page; the worker updates, the old cache goes.
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    writeFileSync(join(root, 'index.html'), html.replace('Chess in Rust and WebAssembly, entirely', 'Rebuilt: chess in Rust and WebAssembly, entirely'));
    // As the build writes it (its file list too), under a name the test knows.
    const rebuilt = (await buildScript(root)).replace(/FERROCHESS_BUILD = '\w+'/, "FERROCHESS_BUILD = 'newbuild'");
    writeFileSync(join(root, 'ferrochess/build.js'), rebuilt);
    const installed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      const worker = registration.installing ?? registration.waiting;
      if (!worker) return 'no new worker';
      const states = [worker.state];
      await new Promise((resolve) => {
        worker.addEventListener('statechange', () => {
          states.push(worker.state);
          if (['activated', 'redundant'].includes(worker.state)) resolve();
        });
      });
      return states.join(' > ');
    });
    assert.equal(installed, 'installing > installed > activating > activated');
    assert.deepEqual(await cacheNames(), ['ferrochess-newbuild'], 'the old cache is gone');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.home .tagline')?.textContent.startsWith('Rebuilt: '));
  } finally {
    await context.close();
    site.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('engine against engine: two settings play each other with a running score', async () => {
  const { page, context, problems } = await open();
  await page.locator('#match-panel summary').click();
  await page.locator('#match-a').selectOption('4');
  await page.locator('#match-b').selectOption('random');
  await replaceGame(page, '#match-start');
  // Level 4 beats a random mover quickly; wait for the first finished game.
  await page.waitForFunction(() => /after [1-9]/.test(document.querySelector('#match-score').textContent), null, { timeout: 120000 });
  const score = await page.locator('#match-score').textContent();
  assert.match(score, /^Level 4: intermediate \(\d+\) (1|0\.5) – (0|0\.5) Random mover after 1 game$/);
  await page.locator('#match-stop').click();
  assert.match(await page.locator('#match-score').textContent(), /stopped/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('hostile PGN tags and comments are shown as text, never run', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  const hostile = [
    '[Event "<img src=x onerror=window.pwned=1>"]',
    '[White "</script><script>window.pwned=2</script>"]',
    '[Black "\\"><svg onload=window.pwned=3>"]',
    '',
    '1. e4 {<img src=x onerror=window.pwned=4>} e5 *',
  ].join('\n');
  await loadPgn(page, hostile);
  assert.deepEqual(await moveList(page), ['e4', 'e5']);
  await page.locator('#flip').focus(); // let the PGN box be redrawn from the game
  await page.evaluate(() => document.getElementById('pgn').blur());
  const exported = await gamePgn(page);
  assert.match(exported, /\[Event "<img src=x onerror=window\.pwned=1>"\]/);
  assert.match(exported, /\{<img src=x onerror=window\.pwned=4>\}/);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  // No element came from the PGN: the only SVGs are the board's (empty) shapes layer and the (empty) evaluation graph.
  const foreign = 'img, svg:not(.shapes):not([data-eval-graph]), .shapes *, [data-eval-graph] *, script:not([src]), [onerror], [onload]';
  assert.equal(await page.locator(foreign).count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('castling animates king and rook; en passant animates the capturing pawn', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  const animatedSquares = () => page.evaluate(() => document.querySelector('#board [data-ferro-board]').shadowRoot.getAnimations()
    .map((a) => a.effect?.target?.closest('[data-square]')?.dataset.square)
    .filter(Boolean)
    .sort());
  await typeMoves(page, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']);
  await page.waitForTimeout(300);
  await typeMoves(page, ['O-O']);
  assert.deepEqual(await animatedSquares(), ['f1', 'g1']);
  assert.equal(await pieceOn(page, 'g1'), 'wK');
  assert.equal(await pieceOn(page, 'f1'), 'wR');
  await loadFen(page, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1');
  await page.waitForTimeout(300);
  await typeMoves(page, ['exd6']);
  assert.deepEqual(await animatedSquares(), ['d6']);
  assert.equal(await pieceOn(page, 'd5'), null);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a rating is picked from the scale, shown next to the opponent, and the engine answers at it', async () => {
  const { page, context, problems } = await open({ start: false });
  const ratings = await page.locator('#level optgroup[label="By rating"] option').evaluateAll((els) => els.map((e) => e.value));
  assert.ok(ratings.length >= 5, JSON.stringify(ratings));
  const values = ratings.map((v) => Number(v.slice(4)));
  for (let i = 1; i < values.length - 1; i += 1) assert.equal(values[i] - values[i - 1], 100, JSON.stringify(values));
  const pick = ratings[Math.floor(ratings.length / 2)];
  await startGame(page, { opponent: pick });
  assert.equal(await page.locator('#opponent').textContent(), `Opponent: rated ${pick.slice(4)}`);
  // Levels are presets on the same scale and say their rating.
  await startGame(page, { opponent: '3' });
  assert.match(await page.locator('#opponent').textContent(), /^Opponent: Level 3: casual, rated \d+$/);
  await startGame(page, { opponent: pick });
  const started = Date.now();
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  // A rated opponent takes a human moment, not an instant, to answer.
  assert.ok(Date.now() - started >= 400, `answered in ${Date.now() - started} ms`);
  await typeMoves(page, ['d4']);
  await untilMoveCount(page, 4);
  assert.equal(await page.locator('#move-error').textContent(), '');
  // The choice survives a reload.
  await page.reload();
  await page.locator('[data-square="e1"]').waitFor();
  // The board is drawn first and the controls after it: give the stored
  // choice up to 5 s to show (a busy machine), then insist on it.
  await page.waitForFunction((want) => document.getElementById('level')?.value === want, pick, { timeout: 5_000 }).catch(() => {});
  assert.equal(await page.locator('#level').inputValue(), pick);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a crashed engine worker is detected and restarted; the game goes on', async () => {
  const { page, context, problems } = await open({ opponent: '4' });
  await typeMoves(page, ['d4']);
  await untilMoveCount(page, 2);
  const worker = page.workers().find((w) => w.url().includes('engine-worker'));
  assert.ok(worker, 'the engine worker is running');
  // An uncaught error kills the worker's module, as a wasm trap would. (A
  // trap during a search is covered by the Engine tests: a worker busy
  // searching cannot be reached from outside.)
  const closed = new Promise((resolve) => worker.once('close', resolve));
  await worker.evaluate(() => { setTimeout(() => { throw new Error('simulated worker crash'); }); });
  await closed; // the page saw the error and terminated the broken worker
  await typeMoves(page, ['c4']);
  await untilMoveCount(page, 4);
  const moves = await moveList(page);
  assert.deepEqual([moves[0], moves[2]], ['d4', 'c4']);
  const replacement = page.workers().find((w) => w.url().includes('engine-worker'));
  assert.ok(replacement && replacement !== worker, 'a new engine worker answered');
  assert.equal(await page.locator('#move-error').textContent(), '');
  // The crash itself reaches the console as an uncaught worker error; nothing else may.
  assert.deepEqual(problems.filter((p) => !p.includes('simulated worker crash')), []);
  await context.close();
});

test('an engine worker that dies silently mid-search is replaced; the game goes on', async () => {
  // The first engine worker the page starts goes silent as soon as its
  // search has started (it never answers, as a worker the browser killed);
  // later workers are the real one.
  let workersServed = 0;
  const route = ['**/ferrochess/js/engine/engine-worker.js', (request) => {
    workersServed += 1;
    if (workersServed > 1) return request.continue();
    return request.fulfill({
      contentType: 'text/javascript',
      body: `import './engine-worker.js?real';
        const post = self.postMessage.bind(self);
        self.postMessage = (message) => { if (message?.type !== 'progress' && message?.type !== 'info' && message?.type !== 'result') post(message); };`,
    });
  }];
  const { page, context, problems } = await open({ opponent: '4', route });
  const firstWorker = new Promise((resolve) => page.once('worker', resolve));
  await typeMoves(page, ['e4']);
  const silentWorker = await firstWorker;
  const closed = new Promise((resolve) => silentWorker.once('close', resolve));
  await untilThinking(page);
  await closed; // the watchdog noticed the silence and terminated it
  await untilMoveCount(page, 2);
  const moves = await moveList(page);
  assert.equal(moves[0], 'e4');
  assert.equal(workersServed, 2, 'exactly one replacement worker');
  assert.equal(await page.locator('#move-error').textContent(), '');
  // The game goes on with the new worker.
  await typeMoves(page, ['d4']);
  await untilMoveCount(page, 4);
  assert.deepEqual(problems, []);
  await context.close();
});

test('within a game the engine keeps its tables from move to move; a new game starts afresh', async () => {
  const { page, context, problems } = await open({ opponent: '4' });
  // Note each search the page asks its engine worker for.
  await page.evaluate(() => {
    window.searches = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.type === 'search') window.searches.push(message.options?.sameGame);
      return post.call(this, message, ...rest);
    };
  });
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  await typeMoves(page, ['d4']);
  await untilMoveCount(page, 4);
  await replaceGame(page, '#new-game');
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  assert.deepEqual(await page.evaluate(() => window.searches), [false, true, false]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('rapid new games, level changes and takebacks during searches never apply a stale move', async () => {
  const { page, context, problems } = await open({ opponent: '8' });
  for (let round = 0; round < 3; round += 1) {
    await typeMoves(page, ['e4']);
    await untilThinking(page);
    await page.locator('#undo').click(); // cancels and takes e4 back
    await typeMoves(page, ['d4']);
    await untilThinking(page);
    // A new game at another level, chosen during the search, which it cancels.
    await startGame(page, { opponent: round % 2 ? '7' : '8' });
  }
  await page.waitForTimeout(2500); // longer than any of the cancelled searches
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.locator('#fen').inputValue(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a reload during a search keeps the game, and the engine answers exactly once', async () => {
  const { page, context, problems } = await open({ opponent: '8' });
  await typeMoves(page, ['Nf3']);
  await untilThinking(page);
  await reloadPage(page);
  await page.locator('[data-square="f3"][data-piece="wN"]').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#moves button').length >= 2, null, { timeout: 20000 });
  await page.waitForTimeout(2000); // a second, stale reply would show up by now
  const moves = await moveList(page);
  assert.equal(moves.length, 2, `moves: ${moves}`);
  assert.equal(moves[0], 'Nf3');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Chess960: a match game from a random start is played to the end', async () => {
  const { page, context, problems } = await open();
  await startGame(page, { variant: 'chess960' });
  await page.locator('#match-panel summary').click();
  await page.locator('#match-a').selectOption('4');
  await page.locator('#match-b').selectOption('random');
  await replaceGame(page, '#match-start');
  assert.match(await page.locator('#notice').textContent(), /^Chess960 start position \d+/);
  const start = await page.locator('#fen').inputValue();
  assert.match(start, /^[bnrqk]{8}\/p{8}\/8\/8\/8\/8\/P{8}\/[BNRQK]{8} w KQkq - 0 1$/);
  // The board shows the start: white's back rank as the FEN has it.
  const backRank = start.split('/')[7].slice(0, 8);
  // On a busy machine the board can lag the FEN field: wait until it shows the start.
  await page.waitForFunction(
    (rank) => [...rank].every((letter, i) => document.querySelector('#board [data-ferro-board]').shadowRoot
      .querySelector(`[data-square="${'abcdefgh'[i]}1"]`)?.dataset.piece === `w${letter}`),
    backRank,
    { timeout: 5_000 },
  ).catch(() => {});
  for (const [i, letter] of [...backRank].entries()) {
    assert.equal(await pieceOn(page, `${'abcdefgh'[i]}1`), `w${letter}`);
  }
  const shot = `${tmpdir()}/ferrochess-chess960.png`;
  await page.screenshot({ path: shot });
  console.log(`# Chess960 screenshot: ${shot}`);
  await page.waitForFunction(() => /after [1-9]/.test(document.querySelector('#match-score').textContent), null, { timeout: 180000 });
  // The finished game, before the next one starts (1.5 s later).
  const pgn = await gamePgn(page);
  assert.match(pgn, /\[Variant "Chess960"\]/);
  assert.ok(pgn.includes(`[FEN "${start}"]`), pgn);
  assert.match(pgn, /\s(1-0|0-1|1\/2-1\/2)$/);
  assert.match(await page.locator('#match-score').textContent(), /^Level 4: intermediate \(\d+\) (1|0\.5) – (0|0\.5) Random mover after 1 game$/);
  await page.locator('#match-stop').click();
  assert.deepEqual(problems, []);
  await context.close();
});
