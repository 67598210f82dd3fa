// The repertoire drill end to end: a PGN with variations for White; the
// page plays Black's moves of each line and asks for White's; a wrong
// answer shows the repertoire's move (an arrow, and the text) and counts
// as a slip; lines are done by pointer and by keyboard (the move box); the
// schedule survives a reload (nothing due until tomorrow); axe-core clean.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  open, pieceOn, reloadPage, square,
} from './page-harness.mjs';

const REPERTOIRE = '1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *';
const status = (page) => page.locator('#drill-status').textContent();

test('the repertoire drill: lines played by pointer and keyboard, a slip shown, the schedule kept across a reload', async () => {
  // The openings screen: the drill's panel opens by itself.
  const { page, context, problems } = await open({ screen: 'openings', viewport: { width: 1280, height: 900 } });
  await page.locator('#drill-pgn').fill(REPERTOIRE);
  await page.locator('#drill-color').selectOption('w');
  await page.getByRole('button', { name: 'Drill' }).click();
  assert.match(await status(page), /^Your move \(White\)\. 2 lines, 2 due, 0 done/);
  // Line 1 (the main line): e4 by pointer.
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  assert.equal(await pieceOn(page, 'e5'), 'bP', 'the page answers with the line\'s e5');
  // A slip: Nc3 is not the repertoire's move; the arrow and the text show Nf3.
  await square(page, 'b1').click();
  await square(page, 'c3').click();
  assert.match(await status(page), /^Not your repertoire's move: it plays 2\. Nf3\./);
  assert.equal(await pieceOn(page, 'b1'), 'wN', 'the wrong move is not played');
  assert.equal(await page.locator('[data-arrow="g1f3"]').count(), 1);
  await page.locator('#drill-panel').scrollIntoViewIfNeeded();
  assert.deepEqual((await axeViolations(page)).map((v) => v.id), []);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-drill-desktop.png` });
  await square(page, 'g1').click();
  await square(page, 'f3').click();
  await square(page, 'f1').click();
  await square(page, 'b5').click();
  assert.match(await status(page), /^Line done, with 1 slip: it comes back tomorrow\. 2 lines, 1 due, 1 done/);
  // Line 2 by keyboard: Enter on Next line, then the moves typed into the move box.
  await page.locator('#drill-next').focus();
  await page.keyboard.press('Enter');
  await page.locator('#move-input').focus();
  await page.keyboard.type('e4');
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn(page, 'c5'), 'bP', 'the other line: 1... c5');
  await page.locator('#move-input').focus();
  await page.keyboard.type('Nf3');
  await page.keyboard.press('Enter');
  assert.match(await status(page), /^Line done without a slip\. 2 lines, 0 due, 2 done/);
  await page.getByRole('button', { name: 'Stop the drill' }).click();
  assert.equal(await pieceOn(page, 'e2'), 'wP', 'the board shows the game again');

  // A reload keeps the repertoire and its schedule: nothing is due today.
  await reloadPage(page);
  assert.equal(await page.locator('#drill-pgn').inputValue(), REPERTOIRE);
  await page.getByRole('button', { name: 'Drill' }).click();
  assert.match(await status(page), /^No line is due: the drill is done for now\. 2 lines, 0 due/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a repertoire that does not read says why; a phone drills by touch-size clicks too', async () => {
  const { page, context, problems } = await open({ screen: 'openings', viewport: { width: 375, height: 740 } });
  await page.locator('#drill-pgn').fill('1. e5 *');
  await page.getByRole('button', { name: 'Drill' }).click();
  assert.match(await page.locator('#drill-error').textContent(), /^The repertoire does not read: /);
  await page.locator('#drill-pgn').fill('1. d4 d5 2. c4 *');
  await page.locator('#drill-color').selectOption('b');
  await page.getByRole('button', { name: 'Drill' }).click();
  assert.equal(await page.locator('#drill-error').textContent(), '');
  assert.equal(await pieceOn(page, 'd4'), 'wP', 'White\'s d4 is played for you');
  await square(page, 'd7').click();
  await square(page, 'd5').click();
  assert.match(await status(page), /^Line done without a slip/);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-drill-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
