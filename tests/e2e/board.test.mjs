// ferrochess/board as a package user meets it: the packed tarball installed
// into a plain module page (tests/consumers/board), a Vite app and a React 19
// app, each driven in headless Chromium by mouse, touch and keyboard, and
// into Vue 3 and Svelte 5 apps that render <ferro-board> from their markup.
// Positions come from the squares' boxes on screen, so the geometry is
// tested along with the moves.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './axe.mjs';
import { launchChromium } from './browser.mjs';
import { installConsumer, packTarball } from './packed.mjs';
import { serve } from '../../scripts/serve.mjs';

let browser;
const servers = [];
/** Each consumer app's address: the plain module page, and the Vite, React 19, Vue 3 and Svelte 5 apps' production builds. */
const apps = {};
const viteVersion = JSON.parse(readFileSync(new URL('../../node_modules/vite/package.json', import.meta.url), 'utf8')).version;

async function serveDir(dir) {
  const { server, url } = await serve({ port: 0, root: dir });
  servers.push(server);
  return url;
}

/** A production build of the app in `dir`, with its own vite.config.js when it has one (its framework's plugin). */
async function viteBuild(dir) {
  const { build } = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
  await build({ root: dir, logLevel: 'error' });
  return join(dir, 'dist');
}

/** The README's plain-page sample, as written (its one ```html block), in a page of its own. */
function readmePage() {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const samples = [...readme.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]);
  assert.equal(samples.length, 1, 'the README has one plain-page sample');
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>The README's sample</title></head>\n<body>\n${samples[0]}</body>\n</html>\n`;
}

test.before(async () => {
  const tarball = packTarball();
  const plain = installConsumer(tarball, 'board');
  writeFileSync(join(plain, 'readme.html'), readmePage());
  apps.plain = await serveDir(plain);
  const vite = installConsumer(tarball, 'board-vite', [`vite@${viteVersion}`], { 'main.js': 'board/main.js' });
  apps.vite = await serveDir(await viteBuild(vite));
  const react = installConsumer(tarball, 'board-react', [`vite@${viteVersion}`, 'react@19', 'react-dom@19']);
  apps.react = await serveDir(await viteBuild(react));
  const vue = installConsumer(tarball, 'board-vue', [`vite@${viteVersion}`, 'vue@3', '@vitejs/plugin-vue@6']);
  apps.vue = await serveDir(await viteBuild(vue));
  const svelte = installConsumer(tarball, 'board-svelte', [`vite@${viteVersion}`, 'svelte@5', '@sveltejs/vite-plugin-svelte@7']);
  apps.svelte = await serveDir(await viteBuild(svelte));
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

/** A fresh page on a consumer app, with its errors collected. */
async function open(options = {}, app = 'plain') {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(apps[app]);
  await page.waitForSelector('body[data-ready]');
  await page.waitForSelector('#element [data-square="e2"] .piece');
  await page.waitForFunction(() => window.fb?.play && window.fb.element?.game);
  return { page, errors, close: () => context.close() };
}

/** The centre of `square` on the board inside `host` (a CSS selector), from its box on screen. */
async function centre(page, host, square) {
  await page.locator(`${host} [role="grid"]`).scrollIntoViewIfNeeded();
  const box = await page.locator(`${host} [data-square="${square}"]`).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

async function drag(page, host, from, to) {
  const [x1, y1] = await centre(page, host, from);
  const [x2, y2] = await centre(page, host, to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move(x1 + (x2 - x1) / 3, y1 + (y2 - y1) / 3, { steps: 3 });
  await page.mouse.move(x2, y2, { steps: 3 });
  await page.mouse.up();
}

async function click(page, host, square) {
  const [x, y] = await centre(page, host, square);
  await page.mouse.click(x, y);
}

const pieceOn = (page, host, square) => page.locator(`${host} [data-square="${square}"]`).getAttribute('data-piece');

/** A new board bound to a new game (`fen`, `gameOptions`) with `options`, in a fresh section of the page. */
async function addBoard(page, id, fen, options = {}, gameOptions = {}) {
  await page.evaluate(({ id, fen, options, gameOptions }) => {
    const section = document.createElement('section');
    section.innerHTML = `<h2>${id}</h2><div id="${id}"></div>`;
    document.querySelector('main').append(section);
    const chess = new window.fb.Chess(fen ?? undefined, gameOptions);
    window.fb[id] = window.fb.chessBoard(document.getElementById(id), chess, options);
  }, { id, fen, options, gameOptions });
  await page.waitForSelector(`#${id} [data-square="a1"]`);
}

const history = (page, id) => page.evaluate((id) => window.fb[id].chess.history().join(' '), id);

test('the squares lie where a board draws them: a1 bottom left for White, h8 there for Black, 8 by 8 equal squares', async () => {
  const { page, errors, close } = await open();
  const board = await page.locator('#play [role="grid"]').boundingBox();
  const size = board.width / 8;
  assert.ok(Math.abs(board.width - board.height) < 1, `square board: ${board.width} × ${board.height}`);
  for (const [square, col, row] of [['a1', 0, 7], ['h8', 7, 0], ['e2', 4, 6], ['d5', 3, 3]]) {
    const box = await page.locator(`#play [data-square="${square}"]`).boundingBox();
    assert.ok(Math.abs(box.x - (board.x + col * size)) < 1 && Math.abs(box.y - (board.y + row * size)) < 1, `${square} at column ${col}, row ${row}`);
    assert.ok(Math.abs(box.width - size) < 1, `${square} is one eighth of the board wide`);
  }
  await page.evaluate(() => window.fb.play.board.toggleOrientation());
  const h8 = await page.locator('#play [data-square="h8"]').boundingBox();
  assert.ok(Math.abs(h8.x - board.x) < 1 && Math.abs(h8.y - (board.y + 7 * size)) < 1, 'flipped: h8 bottom left');
  assert.deepEqual(errors, []);
  await close();
});

/**
 * Vue 3 and Svelte 5 apps (each built by Vite with its framework's own
 * plugin) render <ferro-board> from markup: the move event reaches the
 * component's state, and an attribute bound to that state turns the board.
 */
for (const app of ['vue', 'svelte']) {
  test(`${app}: <ferro-board> in a component's markup plays, reports its moves to the component's state, and follows a bound attribute`, async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto(apps[app]);
    await page.waitForSelector('body[data-ready]');
    await page.waitForFunction(() => document.getElementById('element').game);
    await drag(page, '#element', 'e2', 'e4');
    await drag(page, '#element', 'e7', 'e4');
    await drag(page, '#element', 'e7', 'e5');
    assert.equal(await page.locator('#element-log').textContent(), 'e4 e5');
    await page.locator('#flip').click();
    await page.waitForFunction(() => document.getElementById('element').getAttribute('orientation') === 'b');
    const grid = await page.locator('#element [role="grid"]').boundingBox();
    const h1 = await page.locator('#element [data-square="h1"]').boundingBox();
    assert.ok(Math.abs(h1.x - grid.x) < 1 && Math.abs(h1.y - grid.y) < 1, 'seen from Black, h1 is top left');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

/** What every consumer app must do, from its build of the same code. */
for (const app of ['plain', 'vite', 'react']) {
  test(`${app}: mouse: a legal move is played by drag and by click; an illegal one snaps back`, async () => {
    const { page, errors, close } = await open({}, app);
    await drag(page, '#play', 'e2', 'e4');
    assert.equal(await history(page, 'play'), 'e4');
    assert.equal(await pieceOn(page, '#play', 'e4'), 'wP');
    assert.equal(await pieceOn(page, '#play', 'e2'), null);
    // The last move is marked on both squares.
    assert.match(await page.locator('#play [data-square="e2"]').getAttribute('class'), /\blast-move\b/);
    // Black's queen cannot go through its own pawn: back on d8, nothing played.
    await drag(page, '#play', 'd8', 'd5');
    assert.equal(await history(page, 'play'), 'e4');
    assert.equal(await pieceOn(page, '#play', 'd8'), 'bQ');
    assert.equal(await pieceOn(page, '#play', 'd5'), null);
    // Click, then click a destination: the dots show the knight's two squares.
    await click(page, '#play', 'g8');
    const dests = await page.locator('#play .legal').evaluateAll((els) => els.map((el) => el.dataset.square).sort());
    assert.deepEqual(dests, ['f6', 'h6']);
    await click(page, '#play', 'f6');
    assert.equal(await history(page, 'play'), 'e4 Nf6');
    // The app's own log shows it once the app has drawn again: React 19 renders a state update in
    // a later task, so the log is waited for, not read at once (on a busy machine it lagged).
    await page.waitForFunction(() => document.getElementById('play-log').textContent === 'e4 Nf6', null, { timeout: 5000 })
      .catch(() => {});
    assert.equal(await page.locator('#play-log').textContent(), 'e4 Nf6');
    // The app changes the game itself: the board follows.
    await page.evaluate(() => window.fb.play.chess.undo());
    await page.waitForFunction(() => !document.querySelector('#play [data-ferro-board]').shadowRoot.querySelector('[data-square="f6"] .piece'));
    assert.equal(await pieceOn(page, '#play', 'g8'), 'bN');
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${app}: promotion: the picker offers the legal pieces, takes the one clicked, and Escape puts the pawn back`, async () => {
    const { page, errors, close } = await open({}, app);
    await addBoard(page, 'promo', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    await drag(page, '#promo', 'a7', 'a8');
    const dialog = page.locator('#promo [role="dialog"]');
    await dialog.waitFor();
    assert.deepEqual(await dialog.locator('button').evaluateAll((els) => els.map((el) => el.dataset.promotion)), ['q', 'r', 'b', 'n']);
    // The dialog has focus, so a keyboard user is in it.
    assert.equal(await page.evaluate(() => document.querySelector('#promo [data-ferro-board]').shadowRoot.activeElement?.dataset.promotion), 'q');
    await dialog.locator('button[data-promotion="n"]').click();
    assert.equal(await history(page, 'promo'), 'a8=N');
    assert.equal(await pieceOn(page, '#promo', 'a8'), 'wN');

    await page.evaluate(() => window.fb.promo.chess.load('4k3/P7/8/8/8/8/8/4K3 w - - 0 1'));
    await page.waitForFunction(() => document.querySelector('#promo [data-ferro-board]').shadowRoot.querySelector('[data-square="a7"] .piece'));
    await drag(page, '#promo', 'a7', 'a8');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await history(page, 'promo'), '');
    assert.equal(await pieceOn(page, '#promo', 'a7'), 'wP');
    assert.equal(await pieceOn(page, '#promo', 'a8'), null);
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${app}: premoves: one made on the opponent's turn is played at once on ours; two queued are played in order; an illegal one is dropped`, async () => {
    const { page, errors, close } = await open({}, app);
    await addBoard(page, 'pre', undefined, { player: 'w', premoves: 2 });
    await drag(page, '#pre', 'e2', 'e4');
    // Black to move: White's d-pawn is premoved, marked on both squares.
    await drag(page, '#pre', 'd2', 'd4');
    assert.match(await page.locator('#pre [data-square="d4"]').getAttribute('class'), /\bpremove\b/);
    assert.equal(await history(page, 'pre'), 'e4');
    // A second premove, from where the first one left the pawn.
    await drag(page, '#pre', 'g1', 'f3');
    assert.equal(await page.evaluate(() => window.fb.pre.board.state.premoves.length), 2);
    await page.evaluate(() => window.fb.pre.chess.move('e5'));
    await page.waitForFunction(() => window.fb.pre.chess.history().length === 3);
    assert.equal(await history(page, 'pre'), 'e4 e5 d4');
    await page.evaluate(() => window.fb.pre.chess.move('exd4'));
    await page.waitForFunction(() => window.fb.pre.chess.history().length === 5);
    assert.equal(await history(page, 'pre'), 'e4 e5 d4 exd4 Nf3');
    // A premove that is not legal when its turn comes (it does not answer a check) is dropped.
    await drag(page, '#pre', 'e4', 'e5');
    await page.evaluate(() => window.fb.pre.chess.move('Bb4+'));
    await page.waitForFunction(() => window.fb.pre.chess.history().length === 6);
    await page.waitForTimeout(50);
    assert.equal(await history(page, 'pre'), 'e4 e5 d4 exd4 Nf3 Bb4+');
    assert.equal(await page.evaluate(() => window.fb.pre.board.state.premoves.length), 0);
    assert.equal(await pieceOn(page, '#pre', 'e4'), 'wP');
    assert.equal(await pieceOn(page, '#pre', 'e5'), null);
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${app}: castling: the king onto its rook or two squares, in standard chess and Chess960`, async () => {
    const { page, errors, close } = await open({}, app);
    await addBoard(page, 'std', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    await drag(page, '#std', 'e1', 'h1');
    assert.equal(await history(page, 'std'), 'O-O');
    assert.equal(await pieceOn(page, '#std', 'g1'), 'wK');
    assert.equal(await pieceOn(page, '#std', 'f1'), 'wR');
    await drag(page, '#std', 'e8', 'c8');
    assert.equal(await history(page, 'std'), 'O-O O-O-O');
    assert.equal(await pieceOn(page, '#std', 'd8'), 'bR');

    // Chess960: king on b1 between rooks on a1 and h1.
    await addBoard(page, 'c960', 'rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1', {}, { chess960: true });
    await drag(page, '#c960', 'b1', 'h1');
    assert.equal(await history(page, 'c960'), 'O-O');
    assert.equal(await pieceOn(page, '#c960', 'g1'), 'wK');
    assert.equal(await pieceOn(page, '#c960', 'f1'), 'wR');
    assert.equal(await pieceOn(page, '#c960', 'h1'), null);
    // Queenside by the king onto the a-rook: king c8, rook d8.
    await drag(page, '#c960', 'b8', 'a8');
    assert.equal(await history(page, 'c960'), 'O-O O-O-O');
    assert.equal(await pieceOn(page, '#c960', 'c8'), 'bK');
    assert.equal(await pieceOn(page, '#c960', 'd8'), 'bR');
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${app}: keyboard alone: a whole game to mate, each step announced`, async () => {
    const { page, errors, close } = await open({}, app);
    await addBoard(page, 'keys');
    const live = page.locator('#keys [aria-live]');
    // One Tab stop: focus lands on e2 (White's king pawn), the board's cursor.
    await page.locator('#keys [data-square="e2"]').focus();
    const press = async (...keys) => {
      for (const key of keys) await page.keyboard.press(key);
    };
    const go = async (from, to) => {
      // From the focused square, walk to `from`, pick, walk to `to`, drop.
      const current = await page.evaluate(() => document.querySelector('#keys [data-ferro-board]').shadowRoot.activeElement.dataset.square);
      const walk = (a, b) => {
        const keys = [];
        const df = b.charCodeAt(0) - a.charCodeAt(0);
        const dr = Number(b[1]) - Number(a[1]);
        for (let i = 0; i < Math.abs(df); i += 1) keys.push(df > 0 ? 'ArrowRight' : 'ArrowLeft');
        for (let i = 0; i < Math.abs(dr); i += 1) keys.push(dr > 0 ? 'ArrowUp' : 'ArrowDown');
        return keys;
      };
      await press(...walk(current, from), 'Enter');
      await press(...walk(from, to), 'Enter');
    };
    await go('f2', 'f3');
    assert.match(await live.textContent(), /Played f3/);
    await go('e7', 'e5');
    await go('g2', 'g4');
    // Selecting announces the piece and where it can go.
    await press('ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    await press('Enter');
    assert.match(await live.textContent(), /d8, black queen selected: moves to e7, f6, g5, h4/);
    await press('ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter');
    assert.equal(await history(page, 'keys'), 'f3 e5 g4 Qh4#');
    assert.match(await live.textContent(), /Played Qh4#/);
    assert.match(await page.locator('#keys [data-square="e1"]').getAttribute('class'), /\bcheck\b/);
    assert.match(await page.locator('#keys [data-square="e1"]').getAttribute('aria-label'), /^e1, white king/);
    // The game is over: nothing can be picked up.
    assert.equal(await page.locator('#keys [data-movable]').count(), 0);
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${app}: touch at phone size: a drag plays the move and never scrolls the page`, async () => {
    const { page, errors, close } = await open({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true }, app);
    await page.evaluate(() => {
      document.body.style.paddingBottom = '3000px';
      window.scrollTo(0, 0);
    });
    const cdp = await page.context().newCDPSession(page);
    const [x1, y1] = await centre(page, '#play', 'g1');
    const [x2, y2] = await centre(page, '#play', 'f3');
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', x1, y1);
    for (let i = 1; i <= 8; i += 1) await touch('touchMove', x1 + ((x2 - x1) * i) / 8, y1 + ((y2 - y1) * i) / 8);
    await touch('touchEnd');
    assert.equal(await history(page, 'play'), 'Nf3');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.screenshot({ path: `${tmpdir()}/ferrochess-board-${app}-phone.png`, fullPage: false });
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${app}: <ferro-board interactive> plays the legal moves and reports each as a move event`, async () => {
    const { page, errors, close } = await open({}, app);
    await drag(page, '#element', 'e2', 'e4');
    // The page's listener saw the event (the React app keeps the moves in its state).
    await page.waitForFunction(() => document.getElementById('element-log').textContent.startsWith('e4'));
    assert.equal(await page.evaluate(() => window.fb.element.game.fen()), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    await drag(page, '#element', 'e7', 'e4');
    assert.equal(await page.evaluate(() => window.fb.element.game.history().join(' ')), 'e4');
    // A new position by attribute; orientation too.
    await page.evaluate(() => {
      window.fb.element.setAttribute('fen', '8/8/8/8/8/8/8/K6k b - - 0 1');
      window.fb.element.setAttribute('orientation', 'b');
    });
    await page.waitForFunction(() => window.fb.element.game.fen() === '8/8/8/8/8/8/8/K6k b - - 0 1');
    assert.equal(await pieceOn(page, '#element', 'h1'), 'bK');
    const board = await page.locator('#element [role="grid"]').boundingBox();
    const h1 = await page.locator('#element [data-square="h1"]').boundingBox();
    assert.ok(Math.abs(h1.x - board.x) < 1 && Math.abs(h1.y - board.y) < 1, 'seen from Black, h1 is top left');
    assert.deepEqual(errors, []);
    await close();
  });
}

test('the README\'s plain-page sample works pasted as written beside node_modules: the board draws, a move is logged', async () => {
  const context = await browser.newContext({ viewport: { width: 800, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  const logged = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => (message.type() === 'error' ? errors : logged).push(message.text()));
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  await page.goto(`${apps.plain}readme.html`);
  await page.waitForSelector('ferro-board [data-square="e2"] .piece');
  // The rules load with the first board: its game, once they have.
  await page.waitForFunction(() => document.querySelector('ferro-board').game);
  await page.locator('ferro-board [data-square="e2"]').click();
  await page.locator('ferro-board [data-square="e4"]').click();
  await page.waitForFunction(() => document.querySelector('ferro-board').game?.history().length === 1);
  await expectLogged(logged, 'e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Waits (up to 5 s) until `line` is among the console lines `logged`. */
async function expectLogged(logged, line) {
  for (let waited = 0; !logged.includes(line); waited += 50) {
    if (waited > 5_000) assert.fail(`the console said ${JSON.stringify(logged)}, not ${JSON.stringify(line)}`);
    await new Promise((resolve) => { setTimeout(resolve, 50); });
  }
}

test('a pen drags a piece as a mouse does', async () => {
  const { page, errors, close } = await open();
  const cdp = await page.context().newCDPSession(page);
  const [x1, y1] = await centre(page, '#play', 'd2');
  const [x2, y2] = await centre(page, '#play', 'd4');
  const pen = (type, x, y, buttons) => cdp.send('Input.dispatchMouseEvent', {
    type, x, y, button: 'left', buttons, clickCount: 1, pointerType: 'pen',
  });
  await pen('mousePressed', x1, y1, 1);
  for (let i = 1; i <= 6; i += 1) await pen('mouseMoved', x1 + ((x2 - x1) * i) / 6, y1 + ((y2 - y1) * i) / 6, 1);
  await pen('mouseReleased', x2, y2, 0);
  assert.equal(await history(page, 'play'), 'd4');
  assert.deepEqual(errors, []);
  await close();
});

test('a page that imports ferrochess/board alone loads no wasm and no rules, and its Board takes the moves it is given', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${apps.plain}board-only.html`);
  await page.locator('#out:not(:text("loading"))').waitFor();
  await page.waitForTimeout(200);
  assert.equal(await page.locator('#out').textContent(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR no rules loaded');
  const wasm = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.wasm/.test(e.name)).length);
  assert.equal(wasm, 0);
  await drag(page, '#board', 'g1', 'f3');
  assert.equal(await page.locator('#out').getAttribute('data-moved'), 'g1f3');
  // Only the destinations given: e2 to e5 is refused.
  await drag(page, '#board', 'e2', 'e5');
  assert.equal(await pieceOn(page, '#board', 'e2'), 'wP');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an Engine opponent answers each move, and a premove made while it thinks is played at once on the next turn', async () => {
  const { page, errors, close } = await open();
  await page.evaluate(async () => {
    const { Engine } = await import('ferrochess');
    window.fb.engine = new Engine();
    window.fb.played = [];
  });
  await addBoard(page, 'vs', undefined, {});
  await page.evaluate(() => window.fb.vs.set({
    player: 'w', premoves: true, opponent: { engine: window.fb.engine, movetime: 1500 },
    onMove: (move, by) => window.fb.played.push(`${move.san} ${by}`),
  }));
  await drag(page, '#vs', 'e2', 'e4');
  assert.equal(await page.evaluate(() => window.fb.vs.thinking), true);
  // While the engine thinks: a premove, marked, not yet played.
  await drag(page, '#vs', 'g1', 'f3');
  assert.deepEqual(await page.evaluate(() => window.fb.vs.board.state.premoves), [{ from: 'g1', to: 'f3' }]);
  await page.waitForFunction(() => window.fb.played.length === 3, null, { timeout: 30000 });
  const played = await page.evaluate(() => window.fb.played);
  assert.equal(played[0], 'e4 user');
  assert.match(played[1], / engine$/);
  assert.equal(played[2], 'Nf3 premove');
  // And the engine answers that too.
  await page.waitForFunction(() => window.fb.played.length === 4, null, { timeout: 30000 });
  await page.evaluate(() => {
    window.fb.vs.destroy();
    window.fb.engine.terminate();
  });
  assert.deepEqual(errors, []);
  await close();
});

test('an editor: free moves, a spare piece dragged on, a piece dragged off is removed', async () => {
  const { page, errors, close } = await open();
  await page.evaluate(() => {
    const section = document.createElement('section');
    section.innerHTML = '<h2>editor</h2><div id="editor"></div><button id="spare" type="button">Black queen</button>';
    document.querySelector('main').append(section);
    window.fb.editor = new window.fb.Board(document.getElementById('editor'), {
      fen: '4k3/8/8/8/8/8/8/4K3', movable: { color: 'both', free: true, deleteOnDropOff: true },
    });
    document.getElementById('spare').addEventListener('pointerdown', (event) => {
      window.fb.editor.dragNewPiece({ color: 'b', type: 'q' }, event);
    });
  });
  await drag(page, '#editor', 'e1', 'a5');
  assert.equal(await page.evaluate(() => window.fb.editor.getFen()), '4k3/8/8/K7/8/8/8/8');
  await page.locator('#spare').scrollIntoViewIfNeeded();
  const spare = await page.locator('#spare').boundingBox();
  const d4 = await page.locator('#editor [data-square="d4"]').boundingBox();
  const [x, y] = [d4.x + d4.width / 2, d4.y + d4.height / 2];
  await page.mouse.move(spare.x + 5, spare.y + 5);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.evaluate(() => window.fb.editor.getFen()), '4k3/8/8/K7/3q4/8/8/8');
  // Off the board: the queen is gone.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(spare.x + 5, spare.y + 40, { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.evaluate(() => window.fb.editor.getFen()), '4k3/8/8/K7/8/8/8/8');
  assert.deepEqual(errors, []);
  await close();
});

test('bad input: a clear Error, and the board stays as it was and usable', async () => {
  const { page, errors, close } = await open();
  const results = await page.evaluate(() => {
    const { Board } = window.fb;
    const host = document.createElement('div');
    document.body.append(host);
    const board = new Board(host, { fen: 'start', movable: { color: 'w', dests: { e2: ['e4'] } } });
    const before = board.getFen();
    const attempt = (fn) => {
      try {
        fn();
        return 'no error';
      } catch (error) {
        return `${error.constructor.name}: ${error.message}`;
      }
    };
    const out = {
      fen: attempt(() => board.set({ fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP' })),
      piece: attempt(() => board.set({ fen: 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR' })),
      square: attempt(() => board.move('e9', 'e4')),
      dests: attempt(() => board.set({ movable: { dests: new Map([['e2', ['e4', 'j1']]]) } })),
      type: attempt(() => board.set({ orientation: 'white' })),
      option: attempt(() => board.set({ colour: 'w' })),
      element: attempt(() => new Board('#play')),
      after: board.getFen() === before,
    };
    board.set({ fen: '8/8/8/8/8/8/8/K6k w - - 0 1' });
    out.usable = board.getFen();
    board.destroy();
    host.remove();
    return out;
  });
  assert.deepEqual(results, {
    fen: 'Error: fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP" does not describe a board: 7 ranks where 8 are needed',
    piece: 'Error: fen "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR" has "x" on rank 7, which is no piece',
    square: 'TypeError: move from must be a square from "a1" to "h8", got "e9"',
    dests: 'TypeError: a destination of e2 in movable.dests must be a square from "a1" to "h8", got "j1"',
    type: 'TypeError: orientation must be "w" or "b", got "white"',
    option: 'TypeError: Board config has no option "colour" (known: fen, pieces, orientation, turnColor, check, lastMove, coordinates, viewOnly, animation, movable, premovable, drawable, events, pieceSet, label, evalBar, autoCastle, announce)',
    element: 'TypeError: new Board(element, config) needs a DOM element, got "#play"',
    after: true,
    usable: '8/8/8/8/8/8/8/K6k',
  });
  assert.deepEqual(errors, []);
  await close();
});

test('1,000 boards created and destroyed leave no node, listener or observer behind', async () => {
  const { page, errors, close } = await open();
  await page.evaluate(() => {
    // Counts the ResizeObservers that observe and are never disconnected.
    const Original = window.ResizeObserver;
    window.liveObservers = 0;
    window.ResizeObserver = class extends Original {
      observe(...args) {
        if (!this.counted) window.liveObservers += 1;
        this.counted = true;
        return super.observe(...args);
      }

      disconnect() {
        if (this.counted) window.liveObservers -= 1;
        this.counted = false;
        return super.disconnect();
      }
    };
  });
  const cdp = await page.context().newCDPSession(page);
  const counters = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return cdp.send('Memory.getDOMCounters');
  };
  const cycle = (n) => page.evaluate(async (n) => {
    const { Board, chessBoard, Chess } = window.fb;
    const host = document.createElement('div');
    document.body.append(host);
    for (let i = 0; i < n; i += 1) {
      const board = i % 2 === 0
        ? new Board(host, { fen: 'start', movable: { color: 'w', dests: { e2: ['e3', 'e4'] } } })
        : chessBoard(host, new Chess());
      if (i % 2 === 1) board.chess.move('e4');
      await null;
      board.destroy();
      board.chess?.free();
    }
    host.remove();
    return window.liveObservers;
  }, n);
  await cycle(10); // the first boards build the shared stylesheet and piece drawings
  const before = await counters();
  assert.equal(await cycle(1000), 0);
  const after = await counters();
  assert.equal(after.jsEventListeners, before.jsEventListeners, 'event listeners');
  assert.ok(after.nodes <= before.nodes, `nodes: ${before.nodes} before, ${after.nodes} after`);
  assert.deepEqual(errors, []);
  await close();
});

for (const app of ['plain', 'vite', 'react']) {
  test(`${app}: axe-core finds nothing at the start, with a selection, a promotion dialog, a premove, shapes and a check`, async () => {
    const { page, errors, close } = await open({}, app);
    const axe = async (state) => {
      const violations = await axeViolations(page);
      assert.deepEqual(violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`), []);
    };
    await axe('start');
    await click(page, '#play', 'e2');
    await axe('selected');
    await page.screenshot({ path: `${tmpdir()}/ferrochess-board-${app}-desktop.png` });
    await addBoard(page, 'promo', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    await drag(page, '#promo', 'a7', 'a8');
    await page.locator('#promo [role="dialog"]').waitFor();
    await axe('promotion');
    await page.keyboard.press('Escape');
    await addBoard(page, 'pre', undefined, { player: 'w', premoves: 1 });
    await drag(page, '#pre', 'e2', 'e4');
    await drag(page, '#pre', 'd2', 'd4');
    await axe('premove');
    // A user's red arrow by Shift + right-drag, and the program's labelled lines.
    const [x1, y1] = await centre(page, '#pre', 'g1');
    const [x2, y2] = await centre(page, '#pre', 'f3');
    await page.keyboard.down('Shift');
    await page.mouse.move(x1, y1);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(x2, y2, { steps: 3 });
    await page.mouse.up({ button: 'right' });
    await page.keyboard.up('Shift');
    assert.deepEqual(await page.evaluate(() => window.fb.pre.board.state.shapes), [{ from: 'g1', to: 'f3', color: 'red', width: 1, kind: 'user' }]);
    await page.evaluate(() => window.fb.play.showAnalysis({
      lines: [{ moves: ['e2e4'], score: { cp: 20 } }, { moves: ['d2d4'], score: { cp: 15 } }],
      evalBar: true,
    }));
    assert.equal(await page.locator('#play .shapes [data-arrow="e2e4"] text').textContent(), '+0.2');
    await axe('shapes');
    await addBoard(page, 'check', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    assert.match(await page.locator('#check [data-square="e1"]').getAttribute('class'), /\bcheck\b/);
    await axe('check');
    await page.screenshot({ path: `${tmpdir()}/ferrochess-board-${app}-states.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await close();
  });
}
