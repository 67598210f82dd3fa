// The main thread is never blocked for more than 50 ms while a person uses
// the site: one sweep over every screen by its address (play a game against
// the engine, analyse with the engine's lines on, review a game and step
// through it, solve a puzzle, the openings, your games, the editor), with
// every main-thread task the page's own scripts ran in recorded by a
// PerformanceObserver (the harness's, from the first byte) and none over
// 50 ms after the first load. A long task with no script of the page in it
// (the machine busy elsewhere) is the machine's, not the page's
// (page-harness.mjs's pageLongTasks).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  blockingFrames, chooseTool, loadPgn, open, pageLongTasks, showScreen, square, typeMoves, untilMoveCount, untilSettled,
} from './page-harness.mjs';

/** A game with comments, a variation and recorded evaluations, to analyse and review. */
const PGN = `[White "Anna"]
[Black "Ben"]

1. e4 { [%eval 0.2] The king's pawn. } e5 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7
6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *`;

/** A game in which Black walks into a knight's fork: a puzzle for White (Nc7+). */
const FORK = '[White "Fork"]\n[Black "Rook"]\n[SetUp "1"]\n[FEN "4k3/r6p/8/1N6/8/8/7P/4K3 b - - 0 1"]\n\n1... Ra8 *';

test('no main-thread task of the page over 50 ms on any screen while playing, analysing or reviewing', async () => {
  const { page, context, problems } = await open({ opponent: '3', viewport: { width: 1280, height: 900 } });
  await untilSettled(page, { timeout: 60_000 });
  const since = await page.evaluate(() => performance.now());
  const steps = [];
  /** Runs one step, and notes the page's long tasks it met. */
  async function step(name, run) {
    const from = await page.evaluate(() => performance.now());
    await run();
    for (const task of await pageLongTasks(page, from)) steps.push(`${name}: ${task.duration.toFixed(0)} ms at ${task.start.toFixed(0)}`);
  }
  await step('playing the engine', async () => {
    await square(page, 'e2').click();
    await square(page, 'e4').click();
    await untilMoveCount(page, 2);
    await typeMoves(page, ['Nf3']);
    await untilMoveCount(page, 4);
  });
  await step('analysing a game with its lines on', async () => {
    await loadPgn(page, PGN);
    await chooseTool(page, 'review');
    if (!await page.locator('#analysis').isVisible()) await page.locator('#analyse').click();
    await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length >= 1, null, { timeout: 20_000 });
    for (const ply of [4, 8, 12, 20]) await page.locator(`#moves button[data-ply="${ply}"]`).click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
    await chooseTool(page, 'explorer');
    await chooseTool(page, 'import-export');
  });
  await step('reviewing it', async () => {
    await page.locator('#review-start').click();
    await page.waitForFunction(() => document.querySelector('#review-summary').textContent.startsWith('White: accuracy'), null, { timeout: 120_000 });
    await page.locator('#eval-graph').focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
  });
  await step('finding a puzzle in a game and solving it', async () => {
    await loadPgn(page, FORK);
    await showScreen(page, 'puzzles');
    await page.locator('#puzzle-find').click();
    await page.waitForFunction(() => /new puzzle/.test(document.querySelector('#puzzle-finding').textContent), null, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Solve puzzles' }).click();
    await page.waitForFunction(() => /to play: find the best move/.test(document.querySelector('#puzzle-status').textContent));
    // Nc7+, the king steps away (the page plays it), Nxa8.
    await square(page, 'b5').click();
    await square(page, 'c7').click();
    await page.waitForFunction(() => !document.querySelector('[data-square="e8"][data-piece="bK"]'), null, { timeout: 20_000 });
    await square(page, 'c7').click();
    await square(page, 'a8').click();
    await page.waitForFunction(() => document.querySelector('#puzzle-status').textContent.startsWith('Solved!'), null, { timeout: 20_000 });
  });
  await step('the openings, your games, the editor, home', async () => {
    for (const screen of ['openings', 'games', 'editor', 'home', 'analysis', 'play']) {
      await showScreen(page, screen);
      await page.waitForTimeout(300);
    }
  });
  await untilSettled(page, { timeout: 60_000 });
  assert.deepEqual(steps, [], await blockingFrames(page, since));
  assert.deepEqual(problems, []);
  await context.close();
});
