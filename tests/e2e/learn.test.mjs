// "Learn from your mistakes" end to end: after a review the page asks for a
// better move in the position before each of your mistakes; the move
// played and a worse move are refused ("try again"), a hint rings the piece,
// the right move is accepted by pointer and by keyboard (the move box), the
// engine's lines stay hidden meanwhile, the progress survives a reload, and
// axe-core finds nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  open, pieceOn, reloadPage, square, typeMoves,
} from './page-harness.mjs';

/** Scholar's mate: 3... Nf6?? allows 4. Qxf7#. */
const SCHOLARS_MATE = ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#'];

const untilReviewed = (page) => page.waitForFunction(
  () => document.querySelector('#review-summary')?.textContent.startsWith('White: accuracy'),
  null,
  { timeout: 60_000 },
);
const prompt = (page) => page.locator('#learn-prompt').textContent();
const untilPrompt = (page, pattern) => page.waitForFunction(
  (source) => new RegExp(source).test(document.querySelector('#learn-prompt')?.textContent ?? ''),
  pattern.source,
  { timeout: 60_000 },
);

async function axe(page, where) {
  const violations = await axeViolations(page);
  return violations.map((v) => `${where}: ${v.impact} ${v.id} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

/** Where `selector`'s box lies against the window's visible height (above a phone's bottom bar): '' when wholly in view, else why not. */
async function outOfView(page, selector) {
  return page.evaluate((what) => {
    const box = document.querySelector(what)?.getBoundingClientRect()
      ?? document.querySelector('#board [data-ferro-board]')?.shadowRoot.querySelector(what)?.getBoundingClientRect();
    if (!box) return `${what}: not there`;
    const nav = document.querySelector('.site-nav').getBoundingClientRect();
    const bottom = nav.top > innerHeight / 2 ? nav.top : innerHeight;
    return box.top >= 0 && box.bottom <= bottom + 0.5 && box.height > 0 ? '' : `${what}: ${Math.round(box.top)}–${Math.round(box.bottom)} px, the window's visible part 0–${Math.round(bottom)} px`;
  }, selector);
}

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['wide', { width: 1920, height: 1080 }], ['phone', { width: 375, height: 812 }]]) {
  test(`learn from your mistakes (${name}): refused, hinted, solved by pointer; kept across a reload`, async () => {
    const { page, context, problems } = await open({ opponent: 'human', viewport });
    await typeMoves(page, SCHOLARS_MATE);
    await untilReviewed(page);
    await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
    assert.equal(await prompt(page), '3... Nf6 was a blunder. Find a better move for Black.');
    assert.equal(await page.locator('#learn-progress').textContent(), '0 of 1 solved');
    assert.equal(await pieceOn(page, 'g8'), 'bN', 'the position before 3... Nf6');
    // The engine's lines and arrows stay hidden while you look.
    assert.equal(await page.locator('#analysis-status').textContent(), 'The engine waits while you look for a better move.');
    assert.equal(await page.locator('#analysis-lines li').count(), 0);
    assert.equal(await page.locator('[data-arrow]').count(), 0);

    // The move played again: refused at once, the position stays.
    await square(page, 'g8').click();
    await square(page, 'f6').click();
    await untilPrompt(page, /is the move played/);
    assert.equal(await pieceOn(page, 'g8'), 'bN');
    // A move that leaves f7 to the queen: searched, refused.
    await square(page, 'a7').click();
    await square(page, 'a6').click();
    await untilPrompt(page, /a6 is not better\. Try again\./);
    assert.equal(await pieceOn(page, 'a7'), 'bP');

    // The hint rings the piece to move.
    await page.getByRole('button', { name: 'Hint: which piece?' }).click();
    const ringed = await page.locator('[data-circle]').getAttribute('data-circle');
    assert.match(ringed, /^[a-h][1-8]$/);
    assert.ok((await pieceOn(page, ringed))?.startsWith('b'), ringed);
    // The ring on the board and the words about it are on screen together, with no scrolling.
    assert.deepEqual([await outOfView(page, `[data-square="${ringed}"]`), await outOfView(page, '#learn-prompt'), await outOfView(page, '#board')], ['', '', ''], 'the board and the verdict together');
    if (name === 'desktop') {
      await page.locator('#learn').scrollIntoViewIfNeeded();
      assert.deepEqual(await axe(page, 'learning'), []);
    }

    // g6 (or Qe7, Qf6: each keeps f7) by pointer: right.
    await square(page, 'g7').click();
    await square(page, 'g6').click();
    await untilPrompt(page, /^g6: right/);
    assert.deepEqual([await outOfView(page, '#learn-prompt'), await outOfView(page, '#board')], ['', ''], 'the verdict beside the board');
    assert.equal(await page.locator('#learn-progress').textContent(), '1 of 1 solved');
    assert.equal(await pieceOn(page, 'g6'), 'bP', 'the answer is on the board');
    await page.locator('#learn').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${tmpdir()}/ferrochess-learn-${name}.png` });
    await page.getByRole('button', { name: 'Next' }).click();
    assert.match(await prompt(page), /^Done: all 1 of your move is solved\./);
    await page.getByRole('button', { name: 'Close' }).click();
    assert.equal(await page.locator('#learn').isHidden(), true);

    // A reload keeps the review (from its kept scores, no search) and what was solved.
    await reloadPage(page);
    await untilReviewed(page);
    await page.getByRole('button', { name: 'Learn from your mistakes' }).click();
    assert.equal(await page.locator('#learn-progress').textContent(), '1 of 1 solved');
    assert.match(await prompt(page), /^Done/);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('learn from your mistakes by keyboard: the solution shown, then the engine\'s move typed', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, SCHOLARS_MATE);
  await untilReviewed(page);
  // Keyboard only from here: focus the start button, Enter; the move box takes the answer.
  await page.locator('#learn-start').focus();
  await page.keyboard.press('Enter');
  await untilPrompt(page, /Find a better move for Black/);
  await page.locator('#learn-solution').focus();
  await page.keyboard.press('Enter');
  await untilPrompt(page, /The engine's move is on the board/);
  const best = await page.locator('#moves .variation-move').last().textContent();
  assert.match(best, /^3\.\.\. \S+$/);
  assert.equal(await page.locator('#learn-progress').textContent(), '0 of 1 solved', 'a shown solution is not solved');
  // Next comes back to the same move (still unsolved); the engine's move, typed, is right.
  await page.locator('#learn-next').focus();
  await page.keyboard.press('Enter');
  await untilPrompt(page, /Find a better move for Black/);
  await page.locator('#move-input').focus();
  await page.keyboard.type(best.replace(/^3\.\.\. /, ''));
  await page.keyboard.press('Enter');
  await untilPrompt(page, /right, the engine's move/);
  assert.equal(await page.locator('#learn-progress').textContent(), '1 of 1 solved');
  assert.deepEqual(problems, []);
  await context.close();
});
