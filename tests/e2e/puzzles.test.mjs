// Puzzles from your games end to end: the engine looks through the game on
// the board and keeps what it finds (Légal's mate, a knight's fork); a
// puzzle solved by pointer raises your rating and the streak; one missed
// by keyboard (the move box) shows the right move as an arrow, lowers the
// rating, ends the streak and comes back tomorrow; the filters pick by
// theme; the export is a PGN of both; a reload keeps it all; axe-core
// finds nothing; a phone solves one by taps.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  loadPgn, open, pieceOn, reloadPage, showScreen, square, typeMoves,
} from './page-harness.mjs';

/** Légal's trap up to 5... Bxd1??: White mates in two (6. Bxf7+ Ke7 7. Nd5#). */
const LEGAL = ['e4', 'e5', 'Nf3', 'd6', 'Bc4', 'Bg4', 'Nc3', 'g6', 'Nxe5', 'Bxd1'];
/** 1... Ra8?? lets 2. Nc7+ fork the king and the rook. */
const FORK = '[White "Fork"]\n[Black "Rook"]\n[Date "2026.12.05"]\n[SetUp "1"]\n[FEN "4k3/r6p/8/1N6/8/8/7P/4K3 b - - 0 1"]\n\n1... Ra8 *';

const summary = (page) => page.locator('#puzzle-summary').textContent();
const status = (page) => page.locator('#puzzle-status').textContent();
const ratingOf = async (page) => Number((await summary(page)).match(/rating (\d+)/)[1]);

/** Clicks "Find puzzles in this game" (on the puzzles screen) and waits for what it found. */
async function findPuzzles(page, expected) {
  await showScreen(page, 'puzzles');
  await page.locator('#puzzle-find').click();
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('#puzzle-finding')?.textContent ?? ''),
    expected.source,
    { timeout: 120_000 },
  );
}

async function axe(page) {
  const violations = await axeViolations(page);
  return violations.map((v) => `${v.impact} ${v.id} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

test('puzzles from your games: found, solved by pointer, missed by keyboard, filtered, exported, kept across a reload', async () => {
  const { page, context, problems } = await open({ opponent: 'human', viewport: { width: 1280, height: 900 } });
  await typeMoves(page, LEGAL);
  await showScreen(page, 'puzzles');
  assert.match(await summary(page), /^No puzzles yet/);
  await findPuzzles(page, /^1 new puzzle from this game\.$/);
  assert.match(await summary(page), /^1 puzzle kept: 1 new, 0 missed and due again\. Your puzzle rating 1500 ± 700\. Streak 0 \(best 0\)\.$/);
  // The same game again adds nothing; the fork's game adds one.
  await findPuzzles(page, /^0 new puzzles from this game \(1 kept before\)\.$/);
  await loadPgn(page, FORK);
  await findPuzzles(page, /^1 new puzzle from this game\.$/);
  assert.deepEqual(
    await page.locator('#puzzle-theme option').evaluateAll((options) => options.map((o) => o.value)),
    ['', 'advantage', 'fork', 'mate', 'mateIn2', 'short'],
  );
  assert.equal(await page.locator('#puzzle-theme option[value="mateIn2"]').textContent(), 'mate in 2');
  assert.deepEqual(
    await page.locator('#puzzle-source option').evaluateAll((options) => options.map((o) => o.value)).then((v) => v.length),
    3,
  );

  // The mate only (a theme filter), solved by pointer: the page plays Black's reply.
  await page.locator('#puzzle-theme').selectOption('mate');
  await page.getByRole('button', { name: 'Solve puzzles' }).click();
  assert.equal(await status(page), 'White to play: find the best move.');
  assert.equal(await pieceOn(page, 'd1'), 'bB', 'the position after 5... Bxd1');
  assert.equal(await page.locator('#status').textContent(), 'Puzzle: White to play');
  await square(page, 'c4').click();
  await square(page, 'f7').click();
  assert.equal(await pieceOn(page, 'e7'), 'bK', 'the page answers 6... Ke7');
  await square(page, 'c3').click();
  await square(page, 'd5').click();
  assert.match(await status(page), /^Solved! Your puzzle rating: \d+ \(\+\d+\)\. From A game on this page, \d{4}-\d\d-\d\d, move 5; mate, mate in 2, short\.$/);
  const afterSolved = await ratingOf(page);
  assert.ok(afterSolved > 1500, `the rating rises: ${afterSolved}`);
  assert.match(await summary(page), /Streak 1 \(best 1\)\.$/);
  await page.locator('#puzzle-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${tmpdir()}/ferrochess-puzzles-solved-desktop.png` });

  // Every theme again; the next is the fork, missed by keyboard: Nd6+ is not it.
  await page.locator('#puzzle-theme').selectOption('');
  await page.locator('#puzzle-next').focus();
  await page.keyboard.press('Enter');
  assert.equal(await pieceOn(page, 'a8'), 'bR', 'the position after 1... Ra8');
  await page.locator('#move-input').focus();
  await page.keyboard.type('Nd6+');
  await page.keyboard.press('Enter');
  assert.match(await status(page), /^Not the move: the arrow shows it\. Play it to go on\. Your puzzle rating: \d+ \(−\d+\)\.$/);
  assert.equal(await pieceOn(page, 'b5'), 'wN', 'the wrong move is not played');
  assert.equal(await page.locator('[data-arrow="b5c7"]').count(), 1);
  assert.deepEqual(await axe(page), []);
  await page.screenshot({ path: `${tmpdir()}/ferrochess-puzzles-missed-desktop.png` });
  for (const move of ['Nc7+', 'Nxa8']) {
    await page.locator('#move-input').focus();
    await page.keyboard.type(move);
    await page.keyboard.press('Enter');
  }
  assert.match(await status(page), /^Missed: it comes back tomorrow\. Your puzzle rating: \d+ \(−\d+\)\. From Fork – Rook, 2026-12-05, move 1; advantage, fork, short\.$/);
  const afterMissed = await ratingOf(page);
  assert.ok(afterMissed < afterSolved, `the rating falls: ${afterSolved} → ${afterMissed}`);
  assert.match(await summary(page), /^2 puzzles kept: 0 new, 0 missed and due again\. .* Streak 0 \(best 1\)\.$/);
  await page.getByRole('button', { name: 'Next puzzle' }).click();
  assert.equal(await status(page), 'No puzzle is left to solve for now: look for more in a game, or change the filters.');

  // The export: both puzzles as PGN, from their positions.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as PGN' }).click()]);
  assert.equal(download.suggestedFilename(), 'ferrochess-puzzles.pgn');
  const pgn = readFileSync(await download.path(), 'utf8');
  assert.equal(pgn.match(/\[Event "Puzzle"\]/g).length, 2);
  assert.match(pgn, /\[FEN "rn1qkbnr\/ppp2p1p\/3p2p1\/4N3\/2B1P3\/2N5\/PPPP1PPP\/R1BbK2R w KQkq - 0 6"\]/);
  assert.match(pgn, /\[PuzzleThemes "advantage fork short"\]/);
  assert.match(pgn, /6\. Bxf7\+ Ke7 7\. Nd5#/);
  assert.match(pgn, /2\. Nc7\+ Kd7 3\. Nxa8/);
  await page.getByRole('button', { name: 'Stop the puzzles' }).click();
  assert.equal(await pieceOn(page, 'a7'), null, 'the board shows the game again (after 1... Ra8)');

  // A reload keeps the puzzles, the rating, the streak and the schedule.
  await reloadPage(page);
  await page.waitForFunction(() => document.querySelector('#puzzle-summary').textContent.startsWith('2 puzzles kept'));
  assert.equal(await ratingOf(page), afterMissed);
  assert.match(await summary(page), /Streak 0 \(best 1\)\.$/);
  await page.getByRole('button', { name: 'Solve puzzles' }).click();
  assert.equal(await status(page), 'No puzzle is left to solve for now: look for more in a game, or change the filters.');
  assert.deepEqual(problems, []);
  await context.close();
});

test('puzzles from the games listed in "Your games", each kept with its game; one solved by keyboard, one missed by pointer', async () => {
  const { page, context, problems } = await open({ opponent: 'human', viewport: { width: 1280, height: 900 } });
  const legal = `[White "Legal"]\n[Black "Saint Brie"]\n[Date "1750.??.??"]\n\n${LEGAL.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ')} *`;
  await showScreen(page, 'games');
  await page.locator('#games-file').setInputFiles({ name: 'two.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(`${legal}\n\n${FORK}\n`) });
  await page.locator('#games-list tbody .game-open').nth(1).waitFor();
  // From the games' own screen: the search goes on, and its puzzles are solved, on the puzzles screen.
  await page.getByRole('button', { name: 'Find puzzles in the 2 games listed' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.screen === 'puzzles');
  await page.waitForFunction(() => /^2 new puzzles from these games\.$/.test(document.querySelector('#puzzle-finding').textContent), null, { timeout: 120_000 });
  assert.deepEqual(
    await page.locator('#puzzle-source option').evaluateAll((options) => options.map((o) => o.value)),
    ['', 'Legal – Saint Brie, 1750', 'Fork – Rook, 2026-12-05'],
  );
  // Légal's mate solved by keyboard alone: the filter, the button, the moves typed.
  await page.locator('#puzzle-source').focus();
  await page.keyboard.press('ArrowDown'); // 'Legal – Saint Brie, 1750'
  assert.equal(await page.locator('#puzzle-source').inputValue(), 'Legal – Saint Brie, 1750');
  await page.locator('#puzzle-next').focus();
  await page.keyboard.press('Enter');
  for (const move of ['Bxf7+', 'Nd5#']) {
    await page.locator('#move-input').focus();
    await page.keyboard.type(move);
    await page.keyboard.press('Enter');
  }
  assert.match(await page.locator('#puzzle-status').textContent(), /^Solved! Your puzzle rating: \d+ \(\+\d+\)\. From Legal – Saint Brie, 1750, move 5; mate, mate in 2, short\.$/);
  // The fork's puzzle missed by pointer: Nd6+ is not it; the arrow shows Nc7+, played by pointer to go on.
  await page.locator('#puzzle-source').selectOption('');
  await page.getByRole('button', { name: 'Next puzzle' }).click();
  await square(page, 'b5').click();
  await square(page, 'd6').click();
  assert.match(await page.locator('#puzzle-status').textContent(), /^Not the move: the arrow shows it\./);
  assert.equal(await page.locator('[data-arrow="b5c7"]').count(), 1);
  await square(page, 'b5').click();
  await square(page, 'c7').click();
  await square(page, 'c7').click();
  await square(page, 'a8').click();
  assert.match(await page.locator('#puzzle-status').textContent(), /^Missed: it comes back tomorrow\./);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a phone finds a puzzle and solves it by taps', async () => {
  const { page, context, problems } = await open({ opponent: 'human', viewport: { width: 375, height: 740 }, hasTouch: true });
  await loadPgn(page, FORK);
  await findPuzzles(page, /^1 new puzzle from this game\.$/);
  await page.getByRole('button', { name: 'Solve puzzles' }).tap();
  await square(page, 'b5').tap();
  await square(page, 'c7').tap();
  assert.equal(await pieceOn(page, 'd7'), 'bK', 'the page answers 2... Kd7');
  await square(page, 'c7').tap();
  await square(page, 'a8').tap();
  assert.match(await status(page), /^Solved!/);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 375, `nothing wider than the screen: ${wide}`);
  await page.locator('#puzzle-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${tmpdir()}/ferrochess-puzzles-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('without a puzzle the puzzles screen\'s board takes no move: the game waiting elsewhere is not played on', async () => {
  const { page, context, problems } = await open({ opponent: 'human' });
  await typeMoves(page, ['e4']);
  await showScreen(page, 'puzzles');
  await square(page, 'e7').click();
  assert.deepEqual(await page.locator('.square.legal').count(), 0);
  await typeMoves(page, ['e5']);
  assert.match(await page.locator('#move-error').textContent(), /^Solve puzzles first/);
  await showScreen(page, 'play');
  assert.deepEqual(await page.locator('#moves button[data-ply]').allTextContents(), ['e4']);
  assert.deepEqual(problems, []);
  await context.close();
});
