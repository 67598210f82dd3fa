// ferrochess/elements as a site meets them: the packed tarball installed
// into a plain module page (tests/consumers/elements) that imports only
// 'ferrochess/elements'. <ferro-pgn> shows python-chess's Kasparov – Deep
// Blue file (six games, a picker), a 300-move game with nested variations,
// comments, NAGs, clocks, evals and arrows, and a game written inside the
// tag; <ferro-game> is played against the engine to its result. Driven in
// headless Chromium by pointer, keyboard, wheel and touch, at desktop and
// phone sizes, with axe; screenshots saved for a person to open.
import test from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from './axe.mjs';
import { launchChromium } from './browser.mjs';
import { installConsumer, packTarball } from './packed.mjs';
import { serve } from '../../scripts/serve.mjs';
import { longGame, playToTheEnd } from './elements-fixtures.mjs';

const KASPAROV = new URL('../../target/python-chess-data/pgn/kasparov-deep-blue-1997.pgn', import.meta.url);

let browser;
let server;
let url;
/** What the long game holds, counted when it was written. */
let long;
/** docs/elements.md's plain-page sample (its ```html block with the import map), as written, in a page of its own. */
function docsSamplePage() {
  const docs = readFileSync(new URL('../../docs/elements.md', import.meta.url), 'utf8');
  const [sample] = [...docs.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]).filter((html) => html.includes('importmap'));
  assert.ok(sample, 'docs/elements.md has a plain-page sample');
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>The docs' sample</title></head>\n<body>\n${sample}</body>\n</html>\n`;
}

test.before(async () => {
  const dir = installConsumer(packTarball(), 'elements');
  copyFileSync(KASPAROV, join(dir, 'kasparov-deep-blue-1997.pgn'));
  long = longGame();
  writeFileSync(join(dir, 'long.pgn'), long.pgn);
  writeFileSync(join(dir, 'docs-sample.html'), docsSamplePage());
  ({ server, url } = await serve({ port: 0, root: dir }));
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  server?.close();
});

/** The page with its three viewers read, its errors and the addresses it fetched collected. */
async function open(viewport = { width: 1280, height: 900 }, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  const fetched = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]');
  await page.evaluate(() => Promise.all([...document.querySelectorAll('ferro-pgn')].map((viewer) => viewer.loaded)));
  return { page, errors, fetched, close: () => context.close() };
}

const shown = (page, id) => page.evaluate((id) => {
  const { node } = document.getElementById(id);
  return node && { id: node.id, san: node.san, ply: node.ply, fen: node.fen };
}, id);

const pieceOn = (page, id, square) => page.locator(`#${id} [data-square="${square}"]`).getAttribute('data-piece');

test('the Kasparov – Deep Blue file: six games in the picker; moves by keyboard, buttons, a click in the list and the wheel', async () => {
  const { page, errors, close } = await open();
  assert.equal(await page.evaluate(() => document.getElementById('match').games.length), 6);
  assert.equal(await page.locator('#match select option').count(), 6);
  assert.match(await page.locator('#match .player.bottom .name').textContent(), /Garry Kasparov/);

  // The keyboard: Tab into the viewer's move list, then the arrows, End and Home.
  await page.locator('#match .moves').focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  const third = await shown(page, 'match');
  assert.deepEqual([third.ply, third.san], [3, 'g3'], '1. Nf3 d5 2. g3');
  assert.equal(await pieceOn(page, 'match', 'f3'), 'wN', 'the board shows the position after 2. g3');
  assert.equal(await pieceOn(page, 'match', 'g3'), 'wP');
  await page.keyboard.press('End');
  assert.equal((await shown(page, 'match')).ply, 89);
  assert.equal(await page.locator('#match .moves .result').textContent(), '1-0 · White wins');
  assert.ok(await page.locator('#match button[aria-label="Next move"]').isDisabled(), 'no next move at the end');
  await page.keyboard.press('Home');
  assert.equal((await shown(page, 'match')).ply, 0);

  // The buttons, a move in the list, the wheel over the board.
  await page.locator('#match button[aria-label="Next move"]').click();
  assert.equal((await shown(page, 'match')).san, 'Nf3');
  await page.locator('#match .moves button.move', { hasText: /^Qe1$/ }).click();
  assert.equal((await shown(page, 'match')).ply, 21);
  assert.equal(await page.locator('#match .move.current').textContent(), 'Qe1');
  const board = await page.locator('#match [role="grid"]').boundingBox();
  await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
  await page.mouse.wheel(0, 120);
  await page.waitForFunction(() => document.getElementById('match').node.ply === 22);
  await page.waitForTimeout(150);
  await page.mouse.wheel(0, -120);
  await page.waitForFunction(() => document.getElementById('match').node.ply === 21);

  // Another game from the picker: its own players and moves.
  await page.locator('#match select').selectOption('2');
  await page.waitForFunction(() => document.getElementById('match').game?.getHeaders().Site === '03');
  assert.equal((await shown(page, 'match')).ply, 0);
  assert.match(await page.locator('#match .player.top .name').textContent(), /Deep Blue|Kasparov/);
  assert.equal(await page.locator('#match .moves .move').first().textContent(), 'd3');

  // Flip: Black at the bottom, the names follow.
  await page.locator('#match button[aria-label="Flip the board"]').click();
  assert.equal(await page.locator('#match .player.bottom').getAttribute('data-side'), 'b');
  const a1 = await page.locator('#match [data-square="a1"]').boundingBox();
  assert.ok(a1.y < board.y + board.height / 8 + 2, 'flipped: a1 in the top row');

  // The analysis link carries the game to a ferrochess site.
  const href = await page.locator('#match a', { hasText: 'Analysis board' }).getAttribute('href');
  assert.match(href, /^https:\/\/ferrochess\.example\/#\/analysis\/game\/g1[\w-]+$/);
  assert.deepEqual(errors, []);
  await close();
});

test('a 300-move game with nested variations: every comment and glyph in the list, as text; clocks beside the players; arrows on the board', async () => {
  const { page, errors, close } = await open();
  const comments = await page.locator('#long .moves .comment').allTextContents();
  assert.equal(comments.length, long.comments);
  assert.ok(comments.every((text) => /^Note \d+: <b>not markup<\/b>$/.test(text)), 'comments shown as text');
  assert.equal(await page.locator('#long .moves b').count(), 0, 'no markup from the PGN');
  assert.equal(await page.locator('#long .moves .move').count(), long.nodes - 1, 'every move of the tree has its button');
  assert.ok(await page.locator('#long .moves .nested').count() >= long.nested, 'the nested variations in parentheses');
  assert.ok((await page.locator('#long .moves .move .san', { hasText: /!$/ }).count()) > 0, 'the $1 NAGs as !');
  assert.ok((await page.locator('#long .moves .glyphs').count()) > 0, 'the $14 NAGs as glyphs');
  await page.evaluate(() => {
    const viewer = document.getElementById('long');
    for (let i = 0; i < 10; i += 1) viewer.next();
  });
  assert.equal(await page.locator('#long .player .clock').count(), 2);
  assert.match(await page.locator('#long .player.bottom .clock').textContent(), /^\d+:\d\d$/);
  const arrows = await page.evaluate(() => document.getElementById('long').shadowRoot.querySelector('[data-ferro-board-host]').shadowRoot.querySelectorAll('svg line, svg path, svg circle').length);
  assert.ok(arrows >= 2, `the arrow and the circle of [%cal]/[%csl] drawn (${arrows} shapes)`);

  // A move inside a nested variation: shown on a click, marked in the list.
  const nestedMove = page.locator('#long .moves .nested .move').first();
  await nestedMove.scrollIntoViewIfNeeded();
  await nestedMove.click();
  const node = await shown(page, 'long');
  assert.equal(await page.locator('#long .move.current').getAttribute('data-node'), String(node.id));
  await page.locator('#long .moves').focus();
  await page.keyboard.press('End');
  const end = await page.evaluate(() => {
    const viewer = document.getElementById('long');
    return { children: viewer.node.children.length, onMainLine: viewer.game.mainline().some((node) => node.id === viewer.node.id) };
  });
  assert.deepEqual(end, { children: 0, onMainLine: false }, 'End goes to the end of the variation shown, not of the main line');
  assert.deepEqual(errors, []);
  await close();
});

test('on a phone: the board and the controls fit, nothing scrolls sideways, a swipe steps through the moves', async () => {
  const { page, errors, close } = await open({ width: 375, height: 812 }, { hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scroll');
  for (const id of ['match', 'long', 'inline']) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 375, `${id} within the screen`);
    const board = await page.locator(`#${id} [role="grid"]`).boundingBox();
    const controls = await page.locator(`#${id} .controls`).boundingBox();
    assert.ok(board.width > 300 && controls.y > board.y + board.height, `${id}: the board full width, the controls under it`);
  }
  const board = await page.locator('#match [role="grid"]').boundingBox();
  await page.locator('#match [role="grid"]').scrollIntoViewIfNeeded();
  const area = await page.locator('#match [role="grid"]').boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX, toX) => {
    const y = area.y + area.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let i = 1; i <= 5; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await swipe(area.x + area.width * 0.8, area.x + area.width * 0.2);
  await page.waitForFunction(() => document.getElementById('match').node.ply === 1);
  await swipe(area.x + area.width * 0.8, area.x + area.width * 0.2);
  await page.waitForFunction(() => document.getElementById('match').node.ply === 2);
  await swipe(area.x + area.width * 0.2, area.x + area.width * 0.8);
  await page.waitForFunction(() => document.getElementById('match').node.ply === 1);
  assert.ok(board.width > 0);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-pgn-viewer-phone.png`, fullPage: true });
  const violations = await axeViolations(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
  assert.deepEqual(errors, []);
  await close();
});

test('the engine loads only when asked: Analyse searches the position shown and draws its move', async () => {
  const { page, errors, fetched, close } = await open();
  const engineFiles = () => fetched.filter((address) => /crate\/pkg\/|pkg-threads|engine-worker/.test(address));
  assert.deepEqual(engineFiles(), [], 'no engine file before Analyse');
  await page.locator('#inline button', { hasText: 'Analyse' }).click();
  assert.equal(await page.locator('#inline button', { hasText: 'Analyse' }).getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(() => /depth \d+/.test(document.getElementById('inline').shadowRoot.querySelector('.engine').textContent), null, { timeout: 60_000 });
  assert.match(await page.locator('#inline .engine .score').textContent(), /^[+−#]/);
  assert.ok(engineFiles().length > 0, 'the engine was fetched on request');
  await page.locator('#inline button[aria-label="Previous move"]').click();
  await page.waitForFunction(() => {
    const viewer = document.getElementById('inline');
    return viewer.node.san === 'Bxb5' && /depth \d+/.test(viewer.shadowRoot.querySelector('.engine').textContent);
  }, null, { timeout: 60_000 });
  await page.locator('#inline button', { hasText: 'Analyse' }).click();
  assert.equal(await page.locator('#inline .engine').isHidden(), true);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-pgn-viewer-desktop.png`, fullPage: true });
  const violations = await axeViolations(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
  assert.deepEqual(errors, []);
  await close();
});

test('a PGN that does not read says why in the viewer, and a new one set by property is shown', async () => {
  const { page, close } = await open();
  const message = await page.evaluate(async () => {
    const viewer = document.getElementById('inline');
    const failed = new Promise((resolve) => viewer.addEventListener('error', (event) => resolve(event.detail.message), { once: true }));
    viewer.pgn = '1. e4 e5 2. Ke3 *';
    return failed;
  });
  assert.match(message, /Ke3/);
  assert.match(await page.locator('#inline .error').textContent(), /could not be shown: .*Ke3/);
  await page.evaluate(async () => {
    const viewer = document.getElementById('inline');
    viewer.pgn = '1. d4 {fine} d5 *';
    await viewer.loaded;
  });
  assert.equal(await page.locator('#inline .error').isHidden(), true);
  assert.equal(await page.locator('#inline .moves .comment').textContent(), 'fine');
  await close();
});

test("docs/elements.md's plain-page sample works as written", async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}docs-sample.html`);
  await page.waitForFunction(() => customElements.get('ferro-pgn'));
  await page.evaluate(() => document.querySelector('ferro-pgn').loaded);
  const shownNow = await page.evaluate(() => document.querySelector('ferro-pgn').node.san);
  assert.equal(shownNow, 'Nf6', 'ply="last" shows the last move');
  assert.equal(await page.locator('ferro-pgn .moves .comment').textContent(), 'The gambit');
  assert.match(await page.locator('ferro-pgn .player.bottom .name').textContent(), /Anderssen/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('<ferro-game>: a game against the engine at 600 played to its result by pointer and keyboard, the clock running, then undo and a new game', async () => {
  const { page, errors, close } = await open();
  await page.evaluate(() => document.getElementById('play').loaded);
  assert.equal(await page.locator('#play .status').textContent(), 'Your move');
  assert.match(await page.locator('#play .player.top .name').textContent(), /^ferrochess 600$/);
  assert.equal(await page.locator('#play .player.bottom .clock').textContent(), '10:00');
  const ends = [];
  await page.exposeFunction('recordEnd', (detail) => ends.push(detail));
  await page.evaluate(() => document.getElementById('play').addEventListener('end', (event) => window.recordEnd(event.detail)));
  const result = await playToTheEnd(page, 'play');
  assert.ok(result, 'the game reached a result');
  assert.ok(['checkmate', 'stalemate', 'insufficient material', 'threefold repetition', 'fifty-move rule'].includes(result.reason), result.reason);
  await page.waitForFunction(() => document.getElementById('play').shadowRoot.querySelector('.status.over'));
  assert.deepEqual(ends, [result]);
  const status = await page.locator('#play .status').textContent();
  assert.match(status, /wins by checkmate|Draw by /);
  const pgn = await page.evaluate(() => document.getElementById('play').pgn);
  assert.match(pgn, new RegExp(`\\[Result "${result.result.replace(/\//g, '\\/')}"\\]`));
  assert.match(pgn, /\[TimeControl "600\+5"\]/);
  assert.ok(await page.locator('#play button', { hasText: 'Undo' }).isDisabled(), 'no takeback after the end');
  const clocks = await page.locator('#play .player .clock').allTextContents();
  assert.ok(clocks.every((text) => /^\d+:\d\d$/.test(text)) && clocks.some((text) => text !== '10:00'), `the clocks ran: ${clocks}`);
  await page.locator('#play').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${tmpdir()}/ferrochess-game-widget-desktop.png` });

  await page.locator('#play button', { hasText: 'New game' }).click();
  assert.equal(await page.locator('#play .status').textContent(), 'Your move');
  assert.equal(await page.evaluate(() => document.getElementById('play').game.history().length), 0);
  await page.evaluate(() => document.getElementById('play').move('e4'));
  await page.waitForFunction(() => document.getElementById('play').game.history().length === 2, null, { timeout: 30_000 });
  await page.locator('#play button', { hasText: 'Undo' }).click();
  assert.equal(await page.evaluate(() => document.getElementById('play').game.history().length), 0, 'Undo takes back the reply and the move');
  assert.deepEqual(errors, []);
  await close();
});

test('<ferro-game> on a phone: the board full width, the status and controls under it; axe clean', async () => {
  const { page, errors, close } = await open({ width: 375, height: 812 }, { hasTouch: true, isMobile: true });
  await page.evaluate(() => document.getElementById('play').loaded);
  await page.locator('#play').scrollIntoViewIfNeeded();
  const board = await page.locator('#play [role="grid"]').boundingBox();
  const status = await page.locator('#play .status').boundingBox();
  assert.ok(board.width > 300 && status.y > board.y + board.height, 'the board full width, the status under it');
  await page.locator('#play [data-square="e2"]').tap();
  await page.locator('#play [data-square="e4"]').tap();
  await page.waitForFunction(() => document.getElementById('play').game.history().length === 2, null, { timeout: 30_000 });
  await page.screenshot({ path: `${tmpdir()}/ferrochess-game-widget-phone.png` });
  const violations = await axeViolations(page, { include: '#play' });
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
  assert.deepEqual(errors, []);
  await close();
});
