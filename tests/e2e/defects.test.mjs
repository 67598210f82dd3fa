// Defects a player met on the page (issue 35's list), each with the test that
// failed before its fix: a stopped match that left nobody to move, a draw
// accepted on move one at full strength, a resignation the PGN did not
// record, a check drawn in the dark squares' colour on a light square.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  replaceGame, resignGame, open, reloadPage, square, pieceOn, untilMoveCount, untilThinking, moveList, typeMoves,
} from './page-harness.mjs';

test('stopping a match mid-search hands the game back: the engine answers, then the player moves', async () => {
  const { page, context, problems } = await open();
  // The player takes black; the match's white is full strength, which
  // thinks for a while on its first move in Chess960 (no opening book).
  await page.locator('#color').selectOption('b');
  await replaceGame(page, '#new-game');
  await page.locator('#variant').selectOption('chess960');
  await page.locator('#match-panel summary').click();
  await page.locator('#match-a').selectOption('8');
  await page.locator('#match-b').selectOption('random');
  await replaceGame(page, '#match-start');
  await untilThinking(page);
  await page.locator('#match-stop').click();
  assert.equal((await moveList(page)).length, 0, 'stopped during the first search');
  // White is now the opponent's (the player has black): it answers.
  await page.waitForFunction(() => /^Black to move/.test(document.querySelector('#status').textContent), null, { timeout: 30000 });
  const before = (await moveList(page)).length;
  assert.equal(before, 1);
  // And the player's move is taken.
  for (const candidate of ['a6', 'a5', 'h6', 'h5', 'b6', 'g6']) {
    await typeMoves(page, [candidate]);
    if ((await moveList(page)).length > before) break;
  }
  assert.ok((await moveList(page)).length > before, 'the player could not move after the match stopped');
  assert.deepEqual(problems, []);
  await context.close();
});

test('full strength declines a draw on move one; the offer is answered in words', async () => {
  const { page, context, problems } = await open({ opponent: '8' });
  // Move one, White (the player) to move: the engine is Black, a little worse, not lost.
  await page.locator('#offer-draw').click();
  await page.waitForFunction(() => /declines/.test(document.querySelector('#notice').textContent), null, { timeout: 60000 });
  assert.equal(await page.locator('#banner').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a resignation is in the PGN: result, termination, players and date', async () => {
  const { page, context, problems } = await open();
  await replaceGame(page, '#new-game');
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  // Resigning asks first; keeping on changes nothing.
  await page.locator('#resign').click();
  assert.equal(await page.locator('#confirm-text').textContent(), 'Resign this game?');
  await page.locator('#confirm-no').click();
  assert.match(await page.locator('#status').textContent(), /^White to move/);
  await resignGame(page);
  const pgn = await page.locator('#pgn').inputValue();
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[White "Player"\]/);
  assert.match(pgn, /\[Black "ferrochess \([^)]*\)"\]/);
  assert.match(pgn, /\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
  assert.match(pgn, /\[Termination "normal"\]/);
  assert.match(pgn, / 0-1$/);
  // Taken back, the game resumes and the PGN no longer claims a result.
  await page.locator('#undo').click();
  assert.match(await page.locator('#pgn').inputValue(), /\[Result "\*"\]/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a king in check on a light square keeps its light square', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  // The white king on e2 (a light square), in check from the rook on e8.
  await page.locator('#fen').fill('4r2k/8/8/8/8/8/4K3/8 w - - 0 1');
  await replaceGame(page, '#load-fen');
  const e2 = square(page, 'e2');
  assert.match(await e2.getAttribute('class'), /\bcheck\b/);
  const background = await e2.evaluate((el) => getComputedStyle(el).backgroundImage + ' ' + getComputedStyle(el).backgroundColor);
  assert.match(background, /rgb\(240, 217, 181\)/, background);
  assert.deepEqual(problems, []);
  await context.close();
});

test('typed moves forgive letter case and castling spelled with o or 0; the king onto its rook castles', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['nf3', 'E5', 'g3', 'd6', 'bg2', 'c6']);
  assert.deepEqual(await moveList(page), ['Nf3', 'e5', 'g3', 'd6', 'Bg2', 'c6']);
  await typeMoves(page, ['o-o']);
  assert.deepEqual((await moveList(page)).at(-1), 'O-O');
  // Black castles by clicking the king, then its rook.
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  await page.locator('#fen').fill('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1');
  await replaceGame(page, '#load-fen');
  await square(page, 'e8').click();
  await square(page, 'a8').click();
  assert.deepEqual(await moveList(page), ['O-O-O']);
  assert.equal(await pieceOn(page, 'c8'), 'bK');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the promotion picker closes with Escape or a click beside it, and nothing moves', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  await page.locator('#fen').fill('8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await replaceGame(page, '#load-fen');
  const picker = page.locator('#board .promotion');
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  await picker.waitFor();
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'hidden' });
  assert.equal(await pieceOn(page, 'a7'), 'wP');
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  await picker.waitFor();
  const area = await picker.boundingBox();
  await page.mouse.click(area.x + 5, area.y + 5); // the board's corner, beside the pieces
  await picker.waitFor({ state: 'hidden' });
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('each tab keeps its own game; a new tab opens the last one saved', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4']);
  const second = await context.newPage();
  // The second tab is discarded, not closed, as phones discard background
  // tabs: it never gets to save on pagehide.
  await second.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = (type, ...rest) => (type === 'pagehide' ? undefined : add(type, ...rest));
  });
  await second.goto(page.url());
  await second.locator('[data-square="e4"][data-piece="wP"]').waitFor();
  assert.deepEqual(await moveList(second), ['e4']);
  await typeMoves(second, ['c5']);
  await typeMoves(page, ['e5']);
  // Each reload finds its own tab's game, not the other's last save.
  await second.reload();
  await second.locator('[data-square="c5"][data-piece="bP"]').waitFor();
  assert.deepEqual(await moveList(second), ['e4', 'c5']);
  await reloadPage(page);
  await page.locator('[data-square="e5"][data-piece="bP"]').waitFor();
  assert.deepEqual(await moveList(page), ['e4', 'e5']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('after a mate the eval bar shows the winner, not a level game', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  await page.locator('#banner').waitFor();
  assert.equal(await page.locator('#eval-bar').getAttribute('aria-valuenow'), '-10.0');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a colour, time control or variant chosen mid-game says it applies from the next game', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4']);
  for (const [select, value, what] of [['#color', 'b', 'Your colour'], ['#time-control', '3+2', 'The time control'], ['#variant', 'chess960', 'The variant']]) {
    await page.locator(select).selectOption(value);
    assert.equal(await page.locator('#notice').textContent(), `${what} applies from the next game: press New game to start it now.`);
  }
  assert.deepEqual(await moveList(page), ['e4']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('against you the engine keeps its line and score to itself, unless you ask to see them', async () => {
  // Alpha-beta has no opening book: its reply comes from a search with a line.
  const { page, context, problems } = await open({ opponent: 'alphabeta' });
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  assert.doesNotMatch(await page.locator('#thinking').textContent(), /depth|nps/);
  await page.locator('#show-thinking').check();
  assert.match(await page.locator('#thinking').textContent(), /^depth \d+ /);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a move made on the engine\'s turn is kept as a premove and played when the turn comes; Escape cancels one', async () => {
  // Level 1 pauses like a person before it moves: time to premove.
  const { page, context, problems } = await open({ opponent: '1' });
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  // The engine's turn: the knight is premoved, marked on its squares.
  await square(page, 'g1').click();
  await square(page, 'f3').click();
  assert.match(await square(page, 'g1').getAttribute('class'), /premove/);
  assert.match(await page.locator('#notice').textContent(), /^Premove g1 to f3/);
  await untilMoveCount(page, 3);
  assert.equal(await pieceOn(page, 'f3'), 'wN');
  assert.equal((await moveList(page))[2], 'Nf3');

  // Typed on the engine's turn, a move waits too (the queen to e2 is legal
  // whatever Black's second move was).
  await typeMoves(page, ['Qe2']);
  await untilMoveCount(page, 5);
  assert.equal((await moveList(page))[4], 'Qe2');

  // Escape cancels a premove: the engine moves and the player's turn is free.
  await square(page, 'b1').click();
  await square(page, 'c3').click();
  assert.match(await square(page, 'c3').getAttribute('class'), /premove/);
  await page.keyboard.press('Escape');
  assert.doesNotMatch(await square(page, 'c3').getAttribute('class'), /premove/);
  await untilMoveCount(page, 6);
  await page.waitForTimeout(300);
  assert.equal((await moveList(page)).length, 6);
  assert.equal(await pieceOn(page, 'b1'), 'wN');
  assert.deepEqual(problems, []);
  await context.close();
});

test('replacing an unfinished game asks first; keeping it changes nothing; a finished game goes without asking', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4']);
  const dialog = page.locator('#confirm');
  await page.locator('#new-game').click();
  assert.equal(await dialog.isVisible(), true);
  assert.match(await page.locator('#confirm-text').textContent(), /^A new game replaces the game in progress/);
  await page.locator('#confirm-no').click();
  assert.deepEqual(await moveList(page), ['e4']);
  await page.locator('.import-export summary').click();
  await page.locator('#load-fen').click();
  assert.equal(await dialog.isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await dialog.isVisible(), false);
  assert.deepEqual(await moveList(page), ['e4']);
  await page.locator('#match-panel summary').click();
  await page.locator('#match-start').click();
  await page.locator('#confirm-no').click();
  assert.deepEqual(await moveList(page), ['e4']);
  await page.locator('#new-game').click();
  await page.locator('#confirm-yes').click();
  assert.deepEqual(await moveList(page), []);
  // A finished game is replaced at once.
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  await page.locator('#new-game').click();
  assert.equal(await dialog.isVisible(), false);
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});
