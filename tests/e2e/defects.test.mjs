// Defects a player met on the page (issue 35's list), each with the test that
// failed before its fix: a stopped match that left nobody to move, a draw
// accepted on move one at full strength, a resignation the PGN did not
// record, a check drawn in the dark squares' colour on a light square.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import {
  chooseTool, gamePgn, legalSquares, loadFen, loadPgn, moveList, open, pieceOn, reloadPage, replaceGame, resignGame, showScreen, square, startGame, typeMoves, untilMoveCount, untilThinking, setSetting,
} from './page-harness.mjs';

test('stopping a match mid-search hands the game back: the engine answers, then the player moves', async () => {
  const { page, context, problems } = await open();
  // The player takes black; the match's white is full strength, which
  // thinks for a while on its first move in Chess960 (no opening book).
  await startGame(page, { color: 'b', variant: 'chess960' });
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
  const pgn = await gamePgn(page);
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[White "Player"\]/);
  assert.match(pgn, /\[Black "ferrochess \([^)]*\)"\]/);
  assert.match(pgn, /\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
  assert.match(pgn, /\[Termination "normal"\]/);
  assert.match(pgn, / 0-1$/);
  // Taken back, the game resumes and the PGN no longer claims a result.
  await page.locator('#undo').click();
  assert.match(await gamePgn(page), /\[Result "\*"\]/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a king in check on a light square keeps its light square', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
  // The white king on e2 (a light square), in check from the rook on e8.
  await loadFen(page, '4r2k/8/8/8/8/8/4K3/8 w - - 0 1');
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
  await loadFen(page, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1');
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
  await loadFen(page, '8/P6k/8/8/8/8/8/K7 w - - 0 1');
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

/** What of `selectors` is not wholly on screen, above a phone's bottom bar ([] when all are). */
async function offScreen(page, selectors) {
  return page.evaluate((list) => {
    const nav = document.querySelector('.site-nav').getBoundingClientRect();
    const bottom = nav.top > innerHeight / 2 ? nav.top : innerHeight;
    return list.filter((selector) => {
      const box = document.querySelector(selector).getBoundingClientRect();
      return !(box.height > 0 && box.top >= 0 && box.bottom <= bottom + 0.5 && box.left >= 0 && box.right <= innerWidth + 0.5);
    });
  }, selectors);
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 1920, height: 1080 }, { width: 375, height: 812 }]) {
test(`a first visit to Play asks for the game first: nothing runs until Play, then a 3+2 game against 1500 is played (${viewport.width}×${viewport.height})`, async () => {
  const { page, context, problems } = await open({ start: false, viewport });
  // The board and the whole setup on screen, its Play included (on a phone above the bottom bar).
  assert.deepEqual(await offScreen(page, ['#board', '#screen-title', '#level', '#time-control', '#color', '#setup-start']), [], 'the board and the setup on screen');
  // The setup waits: its heading, no clock running, a board that takes no move, no game controls.
  assert.ok(await page.locator('#play-setup').isVisible());
  assert.equal(await page.locator('#screen-title').textContent(), 'Play: a new game');
  assert.equal(await page.locator('.clock.running').count(), 0);
  assert.equal(await page.locator('#resign').isVisible(), false);
  assert.equal(await page.locator('#undo').isVisible(), false);
  await square(page, 'e2').click();
  assert.deepEqual(await legalSquares(page), []);
  // Chosen without a word about "the next game": this is the game.
  await page.locator('#level').selectOption('elo:1500');
  await page.locator('#time-control').selectOption('3+2');
  await page.locator('#color').selectOption('w');
  assert.equal(await page.locator('#notice').textContent(), '');
  await page.locator('#setup-start').click();
  await page.locator('#play-setup').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#screen-title').textContent(), 'Play');
  assert.match(await page.locator('#opponent').textContent(), /rated 1500/);
  assert.equal(await page.locator('[data-clock="white"] .clock-time').textContent(), '3:00');
  assert.equal(await page.locator('.player[data-player="w"] .player-name').textContent(), 'You');
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  await typeMoves(page, ['d4']);
  await untilMoveCount(page, 4);
  // While playing: the board, both clocks and the moves on screen together, nothing scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.deepEqual(await offScreen(page, ['#board', '[data-clock="white"]', '[data-clock="black"]', '#moves']), []);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-play-${viewport.width}.png` });
  // The increment came after each move: still about three minutes.
  assert.match(await page.locator('[data-clock="white"] .clock-time').textContent(), /^(3:0\d|2:5\d)$/);
  assert.ok(await page.locator('#resign').isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});
}

test('New game opens the setup over the game, which goes on if the player goes back to it', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4', 'e5']);
  await page.locator('#new-game').click();
  assert.ok(await page.locator('#play-setup').isVisible());
  // The setup's opponent is the next game's: the game on the board keeps its own.
  await page.locator('#level').selectOption('5');
  await page.locator('#setup-cancel').click();
  assert.equal(await page.locator('#play-setup').isVisible(), false);
  assert.deepEqual(await moveList(page), ['e4', 'e5']);
  await typeMoves(page, ['Nf3', 'Nc6']);
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('after New game the player is still "You", not "Player"', async () => {
  const { page, context, problems } = await open({ opponent: '3' });
  const name = () => page.locator('.player[data-player="w"] .player-name').textContent();
  assert.equal(await name(), 'You');
  await replaceGame(page, '#new-game');
  assert.equal(await name(), 'You');
  await reloadPage(page);
  assert.equal(await name(), 'You');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Take back is off on a game loaded from a PGN until the player moves in it', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await loadPgn(page, '[White "Carlsen"]\n[Black "Caruana"]\n\n1. e4 e5 2. Nf3 Nc6 *');
  await showScreen(page, 'play');
  assert.ok(await page.locator('#undo').isDisabled(), 'a master game\'s moves are not the player\'s to take back');
  await page.locator('#undo').click({ force: true });
  assert.equal((await moveList(page)).length, 4);
  await typeMoves(page, ['Bb5']);
  assert.equal(await page.locator('#undo').isDisabled(), false);
  await page.locator('#undo').click();
  assert.deepEqual(await moveList(page), ['e4', 'e5', 'Nf3', 'Nc6']);
  assert.ok(await page.locator('#undo').isDisabled());
  assert.deepEqual(problems, []);
  await context.close();
});

test('with the engine\'s view kept from the player, the eval bar shows no number, not a "0.0" that reads as a level game', async () => {
  const { page, context, problems } = await open({ opponent: 'alphabeta' });
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  assert.equal(await page.locator('#eval-number').textContent(), '');
  assert.equal(await page.locator('#eval-bar').getAttribute('aria-valuetext'), 'No evaluation shown');
  // Asked for, the engine's view shows its number.
  await setSetting(page, 'show-thinking', true);
  assert.match(await page.locator('#eval-number').textContent(), /^([+−]\d+\.\d|#\d+|0\.0)$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a draw offered while the engine thinks is answered, in words, once it has moved', async () => {
  const { page, context, problems } = await open({ opponent: '3' });
  // The engine's verdict on an offer (its 200,000-node search) is asked only once the engine
  // has moved, so that the engine surely moves before it: the offer was made on its turn.
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.type === 'search' && message.options?.nodes === 200_000) {
        const send = () => {
          if (document.querySelectorAll('#moves button[data-ply]').length >= 2) post.call(this, message, ...rest);
          else setTimeout(send, 20);
        };
        send();
        return undefined;
      }
      return post.call(this, message, ...rest);
    };
  });
  await typeMoves(page, ['a4']);
  await untilThinking(page);
  await page.locator('#offer-draw').click();
  await untilMoveCount(page, 2);
  // Answered, in the position after its move: declined, or agreed (a weak level's reply may leave it worse).
  await page.waitForFunction(() => document.querySelector('#notice').textContent === 'The engine declines the draw.'
    || document.querySelector('#status').textContent === 'Draw by agreement', null, { timeout: 60_000 });
  assert.equal((await moveList(page)).length, 2);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished game loaded from a PGN is shown from White\'s side, though Black is to move', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await loadPgn(page, '[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0');
  assert.equal(await page.locator('#status').textContent(), 'Checkmate: White wins');
  assert.equal(await page.locator('.board-area').getAttribute('data-orientation'), 'w');
  const [a1, h8] = [await square(page, 'a1').boundingBox(), await square(page, 'h8').boundingBox()];
  assert.ok(a1.y > h8.y && a1.x < h8.x, 'a1 at the bottom left');
  // One still to play: the player takes the side to move.
  await loadPgn(page, '1. e4 e5 2. Nf3 *');
  assert.equal(await page.locator('.board-area').getAttribute('data-orientation'), 'b');
  assert.deepEqual(problems, []);
  await context.close();
});

test('on a phone the result lies along the board\'s top edge, covering no square, and the player can close it', async () => {
  const { page, context, problems } = await open({ opponent: 'human', viewport: { width: 375, height: 812 } });
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  const banner = page.locator('#banner');
  await banner.waitFor();
  const [strip, board] = [await banner.boundingBox(), await page.locator('#board').boundingBox()];
  assert.ok(strip.height <= board.height / 8 + 0.5, `the result is ${strip.height.toFixed(0)} px tall on a ${board.height.toFixed(0)} px board`);
  assert.ok(Math.abs(strip.y + strip.height - board.y) <= 1, 'along the board\'s top edge, above it');
  await page.locator('#banner-close').click();
  await banner.waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#status').textContent(), 'Checkmate: Black wins');
  // A new game's result shows again.
  await startGame(page);
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  await banner.waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a finished game keeps its review across a reload, without searching again', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  const summary = () => page.locator('#review-summary').textContent();
  await page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-summary').textContent), null, { timeout: 60_000 });
  const before = await summary();
  const marks = await page.locator('#moves button[data-review]').evaluateAll((buttons) => buttons.map((b) => `${b.textContent} ${b.dataset.review}`));
  await reloadPage(page);
  // Back at once: no position searched again.
  await page.waitForFunction(() => /accuracy/.test(document.querySelector('#review-summary').textContent), null, { timeout: 3_000 });
  assert.equal(await summary(), before);
  assert.deepEqual(await page.locator('#moves button[data-review]').evaluateAll((buttons) => buttons.map((b) => `${b.textContent} ${b.dataset.review}`)), marks);
  assert.equal(await page.locator('#eval-graph [data-ply]').count(), 4);
  assert.deepEqual(problems, []);
  await context.close();
});

test('against you the engine keeps its line and score to itself, unless you ask to see them', async () => {
  // Alpha-beta has no opening book: its reply comes from a search with a line.
  const { page, context, problems } = await open({ opponent: 'alphabeta' });
  await typeMoves(page, ['e4']);
  await untilMoveCount(page, 2);
  assert.doesNotMatch(await page.locator('#thinking').textContent(), /depth|nps/);
  await setSetting(page, 'show-thinking', true);
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

test('a mistyped move on the engine\'s turn is refused at once with what is wrong, not kept to fail as "not legal now"', async () => {
  // Level 1 pauses like a person before it moves: time to type on its turn.
  const { page, context, problems } = await open({ opponent: '1' });
  await typeMoves(page, ['e4']);
  await typeMoves(page, ['Qxx9']);
  assert.match(await page.locator('#move-error').textContent(), /"Qxx9": not SAN/);
  assert.doesNotMatch(await page.locator('#notice').textContent(), /Premove/);
  // A move written loosely is still kept for the player's turn, and played then.
  await typeMoves(page, ['nf3']);
  assert.equal(await page.locator('#move-error').textContent(), '');
  assert.match(await page.locator('#notice').textContent(), /^Premove nf3/);
  await untilMoveCount(page, 3);
  assert.equal((await moveList(page))[2], 'Nf3');
  assert.doesNotMatch(await page.locator('#notice').textContent(), /not legal now/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Hint is off where it cannot help: on the engine\'s turn and once the game is over', async () => {
  const { page, context, problems } = await open({ opponent: '1' });
  assert.equal(await page.locator('#hint').isDisabled(), false, 'the player\'s turn');
  await typeMoves(page, ['e4']);
  assert.equal(await page.locator('#hint').isDisabled(), true, 'the engine\'s turn');
  await untilMoveCount(page, 2);
  assert.equal(await page.locator('#hint').isDisabled(), false, 'the player\'s turn again');
  await resignGame(page);
  assert.equal(await page.locator('#hint').isDisabled(), true, 'the game is over');
  assert.deepEqual(problems, []);
  await context.close();
});

test('replacing an unfinished game asks first; keeping it changes nothing; a finished game goes without asking', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4']);
  const dialog = page.locator('#confirm');
  await page.locator('#new-game').click();
  await page.locator('#setup-start').click();
  assert.equal(await dialog.isVisible(), true);
  assert.match(await page.locator('#confirm-text').textContent(), /^A new game replaces the game in progress/);
  await page.locator('#confirm-no').click();
  await page.locator('#setup-cancel').click();
  assert.deepEqual(await moveList(page), ['e4']);
  await showScreen(page, 'analysis');
  await chooseTool(page, 'import-export');
  await page.locator('#load-fen').click();
  assert.equal(await dialog.isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await dialog.isVisible(), false);
  assert.deepEqual(await moveList(page), ['e4']);
  await showScreen(page, 'play');
  await page.locator('#match-panel summary').click();
  await page.locator('#match-start').click();
  await page.locator('#confirm-no').click();
  assert.deepEqual(await moveList(page), ['e4']);
  await page.locator('#new-game').click();
  await page.locator('#setup-start').click();
  await page.locator('#confirm-yes').click();
  assert.deepEqual(await moveList(page), []);
  // A finished game is replaced at once.
  await typeMoves(page, ['f3', 'e5', 'g4', 'Qh4#']);
  await page.locator('#new-game').click();
  await page.locator('#setup-start').click();
  assert.equal(await dialog.isVisible(), false);
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});
