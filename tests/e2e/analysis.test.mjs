// Analysis mode end to end: the engine's lines and arrows for the position
// shown, stepping through the game, side lines, and opening by itself when
// a game ends.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { blockingFrames, chooseTool, gamePgn, loadPgn, moveList, open, pieceOn, square, typeMoves, untilSettled } from './page-harness.mjs';
import { Chess } from '../../crate/js/index.js';
import { bigGame } from '../big-game.mjs';
import { serve } from '../../scripts/serve.mjs';
import { WWW } from '../../scripts/build-site.mjs';

const lines = (page) => page.locator('[data-analysis-line]');

/** The analysis lines' first moves and the arrows on the board, once there are `count` of each. */
async function untilLines(page, count, timeout = 10_000) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-analysis-line]').length === n
      && document.querySelector('#board [data-ferro-board]').shadowRoot.querySelectorAll('[data-arrow]').length === n,
    count,
    { timeout },
  );
  // Both read at once: a new iteration may replace the lines at any time.
  return page.evaluate(() => ({
    moves: [...document.querySelectorAll('[data-analysis-line]')].map((el) => el.dataset.move),
    arrows: [...document.querySelector('#board [data-ferro-board]').shadowRoot.querySelectorAll('[data-arrow]')].map((el) => el.dataset.arrow),
  }));
}

/**
 * The longest main-thread task analysis may cause, in ms (a long task by the
 * browser's own definition). A search on the main thread would block it for
 * whole iterations (hundreds of ms, and analysis goes on); the page keeps a
 * core for itself (analysis searches on every core but one), and a render
 * forces no layout in the middle of its task and happens once per action.
 */
const BLOCKING_MS = 50;

/** Waits until the page has finished loading: no long task in the last 500 ms. */
const untilQuiet = (page) => untilSettled(page, { quietMs: 500 });

/** Whether every move starts on a piece of `color` on the board shown. */
async function allFrom(page, moves, color) {
  for (const move of moves) {
    const piece = await pieceOn(page, move.slice(0, 2));
    if (!piece?.startsWith(color)) return false;
  }
  return true;
}

test('analysis: 3 lines with arrows within a second; stepping back re-analyses; a side line is explored and discarded', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await untilQuiet(page);
  // The engine worker's first start (its module compiled on every core of
  // this 2-core machine) happens once per page; page.test.mjs watches the
  // main thread through the first engine search too. Here a hint starts it,
  // and what follows measures analysis itself.
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.arrow.hint').waitFor({ timeout: 15_000 });
  await untilQuiet(page);
  const started = Date.now();
  const analysisStart = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Analyse' }).click();
  const first = await untilLines(page, 3);
  const elapsed = Date.now() - started;
  assert.ok(elapsed < 1000, `3 lines after ${elapsed} ms`);
  assert.equal(new Set(first.moves).size, 3);
  assert.deepEqual([...first.arrows].sort(), [...first.moves].sort());
  assert.ok(await allFrom(page, first.moves, 'w'), `${first.moves}`);
  assert.equal(await page.getByRole('button', { name: 'Analyse' }).getAttribute('aria-pressed'), 'true');

  // Moves played in analysis from the game's end extend a side line, not the game.
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  assert.deepEqual(await moveList(page), []);
  assert.equal(await pieceOn(page, 'e4'), 'wP');
  assert.match(await page.locator('#side-line-text').textContent(), /1\. e4/);
  const afterE4 = await untilLines(page, 3);
  assert.ok(await allFrom(page, afterE4.moves, 'b'), `${afterE4.moves}`);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  assert.equal(await pieceOn(page, 'e4'), null);
  assert.equal(await page.locator('#side-line').isHidden(), true);

  // Leave analysis, play a game move or two, come back, step back through the list.
  await page.getByRole('button', { name: 'Analyse' }).click();
  assert.equal(await lines(page).count(), 0);
  assert.equal(await page.locator('[data-arrow]').count(), 0);
  await typeMoves(page, ['d4', 'Nf6']);
  await page.getByRole('button', { name: 'Analyse' }).click();
  const live = await untilLines(page, 3);
  assert.ok(await allFrom(page, live.moves, 'w'), `${live.moves}`);
  await page.locator('#moves button[data-ply="1"]').click();
  await page.waitForFunction(() => {
    const moves = [...document.querySelectorAll('[data-analysis-line]')].map((el) => el.dataset.move);
    const board = document.querySelector('#board [data-ferro-board]').shadowRoot;
    return moves.length === 3 && moves.every((m) => board.querySelector(`[data-square="${m.slice(0, 2)}"]`)?.dataset.piece?.startsWith('b'));
  }, null, { timeout: 10_000 });
  assert.equal(await pieceOn(page, 'f6'), null, 'the board shows the position after 1. d4');
  // A side line from the earlier ply, then the arrow key steps back along it.
  await square(page, 'd7').click();
  await square(page, 'd5').click();
  assert.deepEqual(await moveList(page), ['d4', 'Nf6']);
  assert.match(await page.locator('#side-line-text').textContent(), /1\.\.\. d5/);
  const sideLine = await untilLines(page, 3);
  assert.ok(await allFrom(page, sideLine.moves, 'w'), `${sideLine.moves}`);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await pieceOn(page, 'd5'), null);
  assert.equal(await page.locator('#side-line').isHidden(), true);
  // A click on a line plays its first move into a side line (a line that
  // starts with the game's own move, 1... Nf6, would step along the game).
  await untilLines(page, 3);
  const played = await page.evaluate(() => {
    const line = [...document.querySelectorAll('[data-analysis-line]')].find((el) => el.dataset.move !== 'g8f6');
    line.click();
    return line.dataset.move;
  });
  await page.waitForFunction((sq) => document.querySelector('#board [data-ferro-board]').shadowRoot.querySelector(`[data-square="${sq}"]`)?.dataset.piece?.startsWith('b'), played.slice(2, 4));
  assert.equal(await pieceOn(page, played.slice(0, 2)), null);
  assert.match(await page.locator('#side-line-text').textContent(), /1\.\.\. /);
  assert.deepEqual(await moveList(page), ['d4', 'Nf6']);

  // Every step stopped the running search through shared memory: one engine worker served them all.
  assert.equal(page.workers().filter((w) => w.url().includes('engine-worker')).length, 1);

  // Analysis never blocks the page.
  const longTasks = await page.evaluate(
    ([since, limit]) => window.longTasks.filter((t) => t.start >= since && t.duration > limit),
    [analysisStart, BLOCKING_MS],
  );
  assert.deepEqual(longTasks, [], await blockingFrames(page, analysisStart));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished game opens the analysis by itself; leaving it lets the game go on', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  await page.locator('#analysis').waitFor();
  assert.match(await page.locator('#analysis-status').textContent(), /Checkmate: Black wins: no moves to analyse/);
  // Step back one ply: White to move, and there are lines to show.
  await page.locator('#moves button[data-ply="3"]').click();
  const { moves } = await untilLines(page, 3);
  assert.ok(await allFrom(page, moves, 'b'), `${moves}`);
  await page.getByRole('button', { name: 'Analyse' }).click();
  assert.equal(await page.locator('#analysis').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished game is reviewed: one graph point per move, the planted blunder marked, the better move shown', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await untilQuiet(page);
  const since = await page.evaluate(() => performance.now());
  // Scholar's mate: 3... Nf6?? allows Qxf7#.
  await typeMoves(page, ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  await page.waitForFunction(() => document.querySelector('#review-summary')?.textContent.startsWith('White: accuracy'), null, { timeout: 30_000 });
  assert.equal(await page.locator('[data-eval-graph] [data-ply]').count(), 7);
  assert.equal(await page.locator('#review-progress').isHidden(), true);
  assert.equal(await page.locator('#moves button[data-ply="6"]').getAttribute('data-review'), 'blunder');
  assert.equal(await page.locator('#moves button[data-ply="6"]').textContent(), 'Nf6??');
  assert.equal(await page.locator('#moves button[data-ply="7"]').getAttribute('data-review'), 'best');
  assert.match(await page.locator('#review-summary').textContent(), /Black: accuracy \d+%, \d+ inaccuracies, \d+ mistakes, [1-9] blunders?/);
  // The graph's point for the mate is at White's edge; its title names the move.
  assert.match(await page.locator('[data-eval-graph] [data-ply="7"] title').textContent(), /^4\. Qxf7#: #0/);
  assert.match(await page.locator('[data-eval-graph] [data-ply="6"] title').textContent(), /^3\.\.\. Nf6: .*\(blunder, the game turned here\)$/);
  // The report: the blunder turned the game (White's chances past +0.5), in the list, the graph and the moves.
  assert.deepEqual(await page.locator('#review-decisive button').allTextContents(), ['3... Nf6']);
  assert.equal(await page.locator('#moves button[data-ply="6"]').getAttribute('data-decisive'), 'true');
  assert.equal(await page.locator('[data-eval-graph] [data-ply="6"].decisive').count(), 1);
  await page.locator('#review-decisive button').click();
  assert.equal(await page.locator('#moves button.current').getAttribute('data-ply'), '6');

  // The blunder, then what was better: the position before it, with an arrow.
  await page.locator('#moves button[data-ply="6"]').click();
  assert.equal(await page.locator('#review-move-text').textContent(), 'Nf6 was a blunder.');
  await page.getByRole('button', { name: 'Show the better move' }).click();
  assert.equal(await pieceOn(page, 'g8'), 'bN', 'the position before 3... Nf6');
  const better = await page.locator('.arrow.better').getAttribute('data-arrow');
  assert.notEqual(better, 'g8f6');
  assert.ok((await pieceOn(page, better.slice(0, 2)))?.startsWith('b'), better);

  // A click on the graph shows that move's position.
  await page.locator('[data-eval-graph] [data-ply="3"]').dispatchEvent('click');
  assert.equal(await page.locator('#moves button.current').getAttribute('data-ply'), '3');
  assert.equal(await pieceOn(page, 'h5'), 'wQ');
  assert.equal(await page.locator('.arrow.better').count(), 0);

  const longTasks = await page.evaluate(
    ([start, limit]) => window.longTasks.filter((t) => t.start >= start && t.duration > limit),
    [since, BLOCKING_MS],
  );
  assert.deepEqual(longTasks, [], await blockingFrames(page, since));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the hint is an arrow on the board, for a legal move of the player', async () => {
  const { page, context, problems } = await open({ opponent: 'elo:1500' });
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.arrow.hint').waitFor({ timeout: 15_000 });
  const move = await page.locator('.arrow.hint').getAttribute('data-arrow');
  assert.match(move, /^[a-h][1-8][a-h][1-8]$/);
  assert.ok((await pieceOn(page, move.slice(0, 2)))?.startsWith('w'), move);
  assert.match(await page.locator('#notice').textContent(), /^Hint: /);
  // Playing a move clears it.
  await typeMoves(page, ['a3']);
  assert.equal(await page.locator('.arrow.hint').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('side lines explored before the last move are kept as variations: shown in the move list, saved, stepped through, promoted and deleted', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['d4', 'Nf6', 'c4']);
  await page.getByRole('button', { name: 'Analyse' }).click();
  await page.locator('#moves button[data-ply="1"]').click();
  await square(page, 'd7').click();
  await square(page, 'd5').click();
  await square(page, 'c2').click();
  await square(page, 'c4').click();
  const variationMoves = () => page.locator('#moves .variation-move').allTextContents();
  assert.deepEqual(await variationMoves(), ['1... d5', '2. c4']);
  assert.deepEqual(await moveList(page), ['d4', 'Nf6', 'c4'], 'the game is unchanged');
  assert.match(await page.locator('#side-line-text').textContent(), /^Variation: 1\.\.\. d5 2\. c4/);
  assert.match(await gamePgn(page), /1\. d4 Nf6 \(1\.\.\. d5 2\. c4\) 2\. c4/);
  // Playing the game's own move steps along the game instead of making a line.
  await page.locator('#moves button[data-ply="1"]').click();
  await square(page, 'g8').click();
  await square(page, 'f6').click();
  assert.equal(await page.locator('#moves button.current').getAttribute('data-ply'), '2');
  assert.equal((await variationMoves()).length, 2);

  // Kept across a reload; a click on a variation's move shows it, → steps along it.
  await page.reload();
  await page.locator('#moves .variation-move').first().waitFor();
  await page.locator('#moves .variation-move', { hasText: '1... d5' }).click();
  assert.equal(await pieceOn(page, 'd5'), 'bP');
  assert.equal(await pieceOn(page, 'c4'), null);
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await pieceOn(page, 'c4'), 'wP');
  assert.equal(await page.locator('#moves .variation-move.current').textContent(), '2. c4');

  // Promoted, the line becomes the game, and the game's moves a variation.
  await page.locator('#moves .variation-move', { hasText: '1... d5' }).click();
  await page.getByRole('button', { name: "Make it the game's line" }).click();
  assert.deepEqual(await moveList(page), ['d4', 'd5', 'c4']);
  assert.deepEqual(await variationMoves(), ['1... Nf6', '2. c4']);
  // Deleted from its first move, the variation is gone, from the PGN too.
  await page.locator('#moves .variation-move', { hasText: '1... Nf6' }).click();
  await page.getByRole('button', { name: 'Delete from here' }).click();
  assert.deepEqual(await variationMoves(), []);
  assert.match(await gamePgn(page), /1\. d4 d5 2\. c4 \*/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('scores stay on their nodes: a side line analysed and left shows its lines again at once, the review marks stay', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  // Scholar's mate ends the game: it is reviewed and the analysis opens.
  await typeMoves(page, ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
  await page.waitForFunction(() => document.querySelector('#review-summary')?.textContent.startsWith('White: accuracy'), null, { timeout: 30_000 });
  // A side line from 3. Bc4: 3... g6 instead of Nf6, analysed to depth 8 or more.
  await page.locator('#moves button[data-ply="5"]').click();
  await square(page, 'g7').click();
  await square(page, 'g6').click();
  assert.match(await page.locator('#side-line-text').textContent(), /^Variation: 3\.\.\. g6/);
  await page.waitForFunction(() => Number(document.querySelector('#analysis-status').textContent.match(/^Depth (\d+)/)?.[1]) >= 8, null, { timeout: 30_000 });
  const before = await page.evaluate(() => ({
    depth: Number(document.querySelector('#analysis-status').textContent.match(/^Depth (\d+)/)[1]),
    moves: [...document.querySelectorAll('[data-analysis-line]')].map((el) => el.dataset.move),
  }));
  // Away to the game's move 2 (its own lines), then back to the variation.
  await page.locator('#moves button[data-ply="2"]').click();
  assert.equal(await page.locator('#side-line').isHidden(), true);
  // The click's render shows the kept lines; no search could have answered yet.
  const back = await page.evaluate(() => {
    document.querySelector('#moves .variation-move').click();
    return new Promise((resolve) => {
      queueMicrotask(() => resolve({
        status: document.querySelector('#analysis-status').textContent,
        lines: document.querySelectorAll('[data-analysis-line]').length,
      }));
    });
  });
  assert.equal(back.lines, before.moves.length, 'the lines found before are shown at once');
  assert.ok(Number(back.status.match(/^Depth (\d+)/)?.[1]) >= before.depth, back.status);
  // The game's review marks are still there, and on the board the variation's position.
  assert.equal(await page.locator('#moves button[data-ply="6"]').getAttribute('data-review'), 'blunder');
  assert.equal(await pieceOn(page, 'g6'), 'bP');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a PGN with comments, NAGs and nested variations shows every comment and glyph in the move list, as text', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  const pgn = [
    '[Event "Club"]', '[White "A"]', '[Black "B"]', '',
    '{A quiet opening.} 1. e4 $1 {The best by test.} e5 (1... c5 $14 {Sicilian, sharp.} 2. Nf3 d6 $5 (2... Nc6 {the old way}))',
    '2. Nf3 $10 Nc6 {Both sides develop <b>here</b>.} 3. Bb5 $36 a6 *',
  ].join('\n');
  await loadPgn(page, pgn);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.screen), 'analysis');
  const comments = await page.locator('#moves .move-comment').allTextContents();
  assert.deepEqual(comments, ['A quiet opening.', 'The best by test.', 'Sicilian, sharp.', 'the old way', 'Both sides develop <b>here</b>.']);
  for (const comment of await page.locator('#moves .move-comment').all()) assert.ok(await comment.isVisible());
  // Markup in a comment stays text.
  assert.equal(await page.locator('#moves b').count(), 0);
  const text = await page.locator('#moves').textContent();
  for (const shown of ['e4!', '+=', 'd6!?', '=', '↑']) assert.ok(text.includes(shown), `${shown} in ${text}`);
  assert.equal(await page.locator('#moves .move-glyphs', { hasText: '+=' }).getAttribute('title'), 'White is slightly better');
  // The game's moves are still the list's buttons, in order.
  assert.deepEqual((await moveList(page)).map((san) => san.replace(/\s.*$/, '')), ['e4!', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-analysis-comments.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a move played in a 300-move game with 50 variations reads one node from wasm and writes no PGN while the page draws', async () => {
  // From www/, the page's modules unbundled, so that the test can reach the page's own state.
  const { server, url: www } = await serve({ port: 0, root: WWW });
  const { page, context, problems } = await open({ opponent: 'human', base: www });
  const big = bigGame(600, 50, 300);
  const pgn = big.pgn();
  const final = new Chess();
  final.loadPgn(pgn);
  const [move] = final.moves({ verbose: true });
  big.free();
  final.free();
  await loadPgn(page, pgn);
  // The FEN and PGN tab left for the review's: the PGN box, written only while in view, is not.
  await chooseTool(page, 'review');
  assert.equal(await page.locator('#moves button[data-ply]').count(), 600);
  // What the page's own game reads and writes from here on.
  await page.evaluate(async () => {
    const { state } = await import('/js/state.js');
    const pgnOf = state.chess.pgn.bind(state.chess);
    window.probe = { before: { ...state.tree.reads }, state, pgnWhileDrawing: [] };
    state.chess.pgn = (...args) => {
      const { stack } = new Error();
      if (/view\.js|render/.test(stack)) window.probe.pgnWhileDrawing.push(stack);
      return pgnOf(...args);
    };
  });
  await square(page, move.from).click();
  await square(page, move.to).click();
  await page.waitForFunction((san) => [...document.querySelectorAll('#moves button')].some((b) => b.textContent.startsWith(san)), move.san);
  const probe = await page.evaluate(() => ({ before: window.probe.before, after: { ...window.probe.state.tree.reads }, pgnWhileDrawing: window.probe.pgnWhileDrawing }));
  assert.equal(probe.after.whole, probe.before.whole, 'no whole tree read');
  assert.ok(probe.after.nodes - probe.before.nodes <= 1, `${probe.after.nodes - probe.before.nodes} nodes read`);
  assert.deepEqual(probe.pgnWhileDrawing, [], 'no PGN written while drawing');
  assert.deepEqual(problems, []);
  await context.close();
  server.close();
});

test('a lichess game\'s recorded clocks show beside its moves, without a review, and are not part of the moves\' names', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await loadPgn(page, '[White "A"]\n[Black "B"]\n\n1. e4 { [%eval 0.2] [%clk 0:03:00] } e5 { [%eval 0.25] [%clk 0:02:58] } 2. Nf3 { [%clk 0:02:55] } *');
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3']);
  const clocks = await page.locator('#moves button[data-ply]').evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b, '::after').content));
  assert.deepEqual(clocks, ['"3:00"', '"2:58"', '"2:55"']);
  // The recorded evaluations are on the graph at once, in the Review tab.
  await chooseTool(page, 'review');
  assert.ok(await page.locator('#eval-graph').isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 1920, height: 1080 }]) {
  test(`a reviewed game analysed at ${viewport.width}×${viewport.height}: the board, the engine's lines, the moves and the review's graph on screen together`, async () => {
    const { page, context, problems } = await open({ opponent: 'human', viewport });
    await typeMoves(page, ['e4', 'e5', 'Qh5', 'Nc6', 'Bc4', 'Nf6', 'Qxf7#']);
    await page.waitForFunction(() => document.querySelector('#review-summary')?.textContent.startsWith('White: accuracy'), null, { timeout: 60_000 });
    await page.locator('#moves button[data-ply="5"]').click();
    if (!await page.locator('#analysis').isVisible()) await page.locator('#analyse').click();
    await page.waitForFunction(() => document.querySelectorAll('#analysis-lines li').length >= 1, null, { timeout: 20_000 });
    const outside = await page.evaluate(() => ['#board', '#analysis-lines', '#moves', '#eval-graph', '#review-summary'].filter((selector) => {
      const box = document.querySelector(selector).getBoundingClientRect();
      return !(box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth);
    }));
    assert.deepEqual(outside, [], 'nothing the analysis needs is off screen');
    await page.screenshot({ path: `${tmpdir()}/ferrochess-analysis-reviewed-${viewport.width}.png` });
    assert.deepEqual(problems, []);
    await context.close();
  });
}
