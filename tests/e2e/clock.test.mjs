// Clocks, resignation and draw offers, end to end.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  loadFen, moveList, open, reloadPage, resignGame, showScreen, startGame, typeMoves, untilMoveCount,
} from './page-harness.mjs';

/** A clock's time in seconds, from its text ('1:00', '0:59' or '8.3'). */
async function seconds(page, color) {
  const text = await page.locator(`[data-clock="${color}"] .clock-time`).textContent();
  const [m, s] = text.includes(':') ? text.split(':') : ['0', text];
  return Number(m) * 60 + Number(s);
}

const status = (page) => page.locator('#status').textContent();

test('a 1-minute clock game: each clock runs on its side\'s turn, the increment is added, the engine keeps within its time, a flag ends the game', async () => {
  const { page, context, problems } = await open({ opponent: 'elo:2000', clock: true });
  await startGame(page, { timeControl: '1+1' });
  // The clocks wait until both sides have moved, as lichess's do: nothing runs before the first move.
  assert.equal(await page.locator('.clock.running').count(), 0);
  await context.clock.fastForward('00:05');
  assert.equal(await seconds(page, 'white'), 60);
  assert.equal(await seconds(page, 'black'), 60);
  for (const [index, move] of ['e4', 'd4', 'Nf3'].entries()) {
    const before = await seconds(page, 'white');
    await typeMoves(page, [move]);
    // The increment (from White's second move, once the clocks run): White's time went up, then stands while Black thinks.
    const after = await seconds(page, 'white');
    if (index > 0) assert.ok(after > before, `${before} then ${after}`);
    else assert.equal(after, before);
    await untilMoveCount(page, 2 * index + 2);
    assert.ok(await seconds(page, 'white') >= after - 1, 'White\'s clock stood still on Black\'s turn');
    // The engine moved within its time, and has most of it left.
    assert.ok(await seconds(page, 'black') > 40, `black ${await seconds(page, 'black')}`);
    assert.equal(await page.locator('[data-clock="white"]').getAttribute('class'), 'clock running');
  }
  // White's flag falls.
  await context.clock.fastForward('01:10');
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('on time'));
  assert.equal(await status(page), 'White lost on time: Black wins');
  assert.equal(await seconds(page, 'white'), 0);
  assert.equal(await page.locator('[data-clock="black"]').getAttribute('class'), 'clock');
  assert.equal(await page.getByRole('button', { name: 'Resign' }).isDisabled(), true);
  // A finished game: moves only explore the analysis, the game stays as it ended.
  await typeMoves(page, ['Nc3']);
  assert.equal((await moveList(page)).length, 6);
  assert.match(await page.locator('#side-line-text').textContent(), /Nc3/);
  await reloadPage(page);
  assert.equal(await status(page), 'White lost on time: Black wins');
  assert.deepEqual(problems, []);
  await context.close();
});

test('resigning and agreed draws end the game and survive a reload; the engine declines a draw when it stands better', async () => {
  const { page, context, problems } = await open({ opponent: 'elo:1500' });
  // Black without its queen: the engine (Black) stands worse and accepts.
  await loadFen(page, 'rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  // Played on: the Play screen has the game's controls.
  await showScreen(page, 'play');
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.waitForFunction(() => document.querySelector('#status').textContent === 'Draw by agreement');
  await reloadPage(page);
  assert.equal(await status(page), 'Draw by agreement');

  await startGame(page);
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  await resignGame(page);
  assert.equal(await status(page), 'White resigned: Black wins');
  await reloadPage(page);
  await page.locator('[data-square="e4"][data-piece="wP"]').waitFor();
  assert.equal(await status(page), 'White resigned: Black wins');

  // White without its queen: the engine (Black) declines.
  await loadFen(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1');
  await showScreen(page, 'play');
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.waitForFunction(() => document.querySelector('#notice').textContent === 'The engine declines the draw.');
  assert.equal(await status(page), 'White to move');
  assert.deepEqual(problems, []);
  await context.close();
});
