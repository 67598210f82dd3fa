// Accessibility end to end: axe-core finds nothing in any state of the page,
// and a whole game, its review and its analysis can be played with the
// keyboard alone (the board is one Tab stop with arrow keys inside).
import test from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './axe.mjs';
import {
  browser, loadFen, open, pieceOn, replaceGame, showScreen, square, startGame, typeMoves,
} from './page-harness.mjs';

/** axe-core's violations on the page as it is, one line each, named by `where`. */
async function violations(page, where) {
  const found = await axeViolations(page);
  return found.map((v) => `${where}: ${v.impact} ${v.id} on ${v.nodes.length} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

test('the axe check finds what axe finds: violations where there are some, in an open shadow root too, and in the part asked for only', async () => {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <h1>A page</h1><img src="x.png"><div id="host"></div><div id="clean"><p>Fine</p></div></main></body></html>`);
  await page.evaluate(() => { document.querySelector('#host').attachShadow({ mode: 'open' }).innerHTML = '<button></button>'; });
  const ids = (found) => found.map((v) => v.id).sort();
  assert.deepEqual(ids(await axeViolations(page)), ['button-name', 'image-alt']);
  // Again on the same document (axe is injected once).
  assert.deepEqual(ids(await axeViolations(page)), ['button-name', 'image-alt']);
  assert.deepEqual(ids(await axeViolations(page, { include: '#clean' })), []);
  await page.close();
});

// The board draws in a shadow root: the focused square is its root's active element.
const activeSquare = (page) => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.dataset?.square ?? null);

/** Presses Tab until `predicate(document.activeElement)` holds; returns how many presses it took. */
async function tabUntil(page, predicate, arg, max = 120) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate, arg)) return presses;
  }
  throw new Error(`not reached in ${max} Tab presses`);
}
const isId = (id) => document.activeElement?.id === id;
const onBoard = () => Boolean(document.activeElement?.closest('#board'));

/** Moves the board's keyboard focus to `target` with arrow keys (White at the bottom). */
async function arrowTo(page, target) {
  const from = await activeSquare(page);
  assert.ok(from, 'the focus is on the board');
  const files = target.charCodeAt(0) - from.charCodeAt(0);
  const ranks = Number(target[1]) - Number(from[1]);
  for (let i = 0; i < Math.abs(files); i += 1) await page.keyboard.press(files > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(ranks); i += 1) await page.keyboard.press(ranks > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await activeSquare(page), target);
}

/** Plays from-to on the board with the keyboard (the focus on the board). */
async function keyMove(page, from, to) {
  await arrowTo(page, from);
  await page.keyboard.press('Enter');
  await arrowTo(page, to);
  await page.keyboard.press('Enter');
}

test('axe-core finds no violations: at the start, in play, with a premove, the promotion picker, a check, in analysis and in the review', async () => {
  // Level 1 pauses like a person before it moves: time to premove.
  const { page, context, problems } = await open({ opponent: '1' });
  const found = [...await violations(page, 'start')];

  // A premove on the engine's turn, marked on its squares.
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await square(page, 'g1').click();
  await square(page, 'f3').click();
  assert.match(await square(page, 'f3').getAttribute('class'), /premove/);
  found.push(...await violations(page, 'premove'));

  // In play: the engine's reply and the premove played, a piece selected with its targets shown.
  // (The axe run may outlast the engine's reply, so the premove may be played already: wait for the
  // engine's second reply, after which it is the player's turn and nothing moves.)
  await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 4, null, { timeout: 40_000 });
  assert.equal(await page.locator('#moves button').nth(2).textContent(), 'Nf3');
  await square(page, 'b1').click();
  found.push(...await violations(page, 'play'));

  // The promotion picker, between two players.
  await startGame(page, { opponent: 'human' });
  await loadFen(page, '8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  await page.locator('#board .promotion button').first().waitFor();
  found.push(...await violations(page, 'promotion'));
  await page.keyboard.press('Escape');

  // A finished game (the king in check, lit): its review, then its analysis.
  await replaceGame(page, '#new-game');
  await showScreen(page, 'play');
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  assert.match(await square(page, 'e1').getAttribute('class'), /\bcheck\b/);
  await page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-summary').textContent), null, { timeout: 60_000 });
  found.push(...await violations(page, 'check and review'));
  await page.waitForFunction(() => document.querySelector('#analysis-status').textContent.includes('no moves'));
  await page.locator('#moves button[data-ply="2"]').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-analysis-line]').length > 0, null, { timeout: 20_000 });
  found.push(...await violations(page, 'analysis'));

  assert.deepEqual(found, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('keyboard only: the board is one Tab stop; a game, its review and its analysis', async () => {
  const { page, context, problems } = await open({ start: false });
  // Two players, chosen with the keyboard in the new game's setup: the opponent picker's fourth
  // option from the end (after it come the three ways to play a friend); then Play.
  await tabUntil(page, isId, 'level');
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowUp');
  assert.equal(await page.locator('#level').inputValue(), 'human');
  await tabUntil(page, isId, 'setup-start');
  await page.keyboard.press('Enter');
  await page.locator('#play-setup').waitFor({ state: 'hidden' });

  // From above the board (the name there) the board is the first stop, and one stop only.
  await page.evaluate(() => document.activeElement.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.player').first().click();
  const toBoard = await tabUntil(page, onBoard);
  assert.ok(toBoard <= 2, `${toBoard} Tab presses to the board`);
  assert.equal(await activeSquare(page), 'e2');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(onBoard), false, 'one Tab leaves the board');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await activeSquare(page), 'e2', 'Shift+Tab comes back to the same square');

  // Selecting is announced with the moves; the square says it is selected.
  await arrowTo(page, 'f2');
  await page.keyboard.press('Enter');
  assert.equal(await square(page, 'f2').getAttribute('aria-selected'), 'true');
  assert.match(await page.locator('#board [aria-live]').textContent(), /f2, white pawn selected: moves to f3, f4/);
  assert.match(await square(page, 'f3').getAttribute('aria-label'), /f3, empty, move here/);
  await arrowTo(page, 'f3');
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn(page, 'f3'), 'wP');
  await keyMove(page, 'e7', 'e5');
  await keyMove(page, 'g2', 'g4');
  await keyMove(page, 'd8', 'h4');
  await page.waitForFunction(() => /Checkmate/.test(document.querySelector('#status').textContent));

  // The review: the graph is a slider; Home and the arrows step to g4, the blunder.
  await page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-summary').textContent), null, { timeout: 60_000 });
  await tabUntil(page, isId, 'eval-graph');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#eval-graph').getAttribute('aria-valuetext'), /^2\. g4: .*\(blunder, the game turned here\)$/);
  assert.equal(await page.locator('#moves button.current').getAttribute('data-ply'), '3');
  await tabUntil(page, isId, 'show-better');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.arrow.better').count(), 1);

  // The analysis: its lines are reached with Tab and played with Enter, into a side line.
  await page.waitForFunction(() => document.querySelectorAll('[data-analysis-line]').length > 0, null, { timeout: 20_000 });
  await tabUntil(page, () => document.activeElement?.matches('[data-analysis-line]'));
  await page.keyboard.press('Enter');
  await page.locator('#side-line').waitFor({ state: 'visible' });
  // Back out of the side line with the arrow key, wherever the focus went.
  await page.locator('.player').first().click();
  await page.keyboard.press('ArrowLeft');
  await page.locator('#side-line').waitFor({ state: 'hidden' });

  // The analysis board's link, by the keyboard: its FEN box loads a position.
  await page.locator('.site-nav a[data-route="analysis"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'analysis');
  // The promotion picker takes the focus; Escape gives it back to the board.
  // The tools' tabs are one Tab stop; End chooses the last, the FEN and PGN.
  await tabUntil(page, () => document.activeElement?.matches('#tools-tabs [role="tab"]'));
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-import-export');
  await page.locator('#fen').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await tabUntil(page, isId, 'load-fen');
  await page.keyboard.press('Enter');
  await page.locator('.player').first().click();
  await tabUntil(page, onBoard);
  await keyMove(page, 'a7', 'a8');
  // The picker opens in the board's next drawing: wait for its queen to hold the focus.
  await page.waitForFunction(() => document.activeElement?.shadowRoot?.activeElement?.dataset.promotion === 'q', null, { timeout: 5000 });
  assert.equal(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.dataset.promotion), 'q');
  await page.keyboard.press('Escape');
  assert.equal(await activeSquare(page), 'a7');
  await page.keyboard.press('Enter');
  await arrowTo(page, 'a8');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // the rook
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn(page, 'a8'), 'wR');

  assert.deepEqual(problems, []);
  await context.close();
});

test('the site says what ferrochess is and links its documentation (about.html), with no axe-core violation', async () => {
  const { page, context, problems } = await open();
  await page.getByRole('link', { name: 'About', exact: true }).click();
  await page.waitForURL(/about\.html$/);
  assert.equal(await page.title(), 'About ferrochess');
  const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const doc of ['docs/page.md', 'docs/api/README.md', 'docs/strength.md', 'docs/hosting.md']) {
    assert.ok(links.some((href) => href.endsWith(doc)), `no link to ${doc}`);
  }
  assert.equal(await page.locator('meta[name="description"]').count(), 1);
  const violations = await axeViolations(page);
  assert.deepEqual(violations.map((v) => `${v.impact} ${v.id}`), []);
  await page.getByRole('link', { name: 'Play and analyse on the board' }).click();
  await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
