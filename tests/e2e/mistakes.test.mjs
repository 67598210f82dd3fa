// Your mistakes across your games end to end: a file of 100 games is opened
// in "Your games" and filtered by your name; the review's engine (a
// worker) goes through all 100 while the page stays responsive (no
// main-thread task over 50 ms); your blunders are found (only yours: the
// games' other side blundered too); the move played is refused, a better
// move accepted by keyboard (the move box) and by pointer; a reload keeps
// what was found and solved; axe-core finds nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { axeViolations } from './axe.mjs';
import {
  blockingFrames, open, pieceOn, reloadPage, showScreen, square,
} from './page-harness.mjs';

const GAMES = 100;

/** 100 games of Me: as White, 1. f3 e5 2. g4?? Qh4#; as Black, 1. e4 g5 2. d4 f6?? 3. Qh5#. */
function gamesFile() {
  const games = [];
  for (let i = 0; i < GAMES; i += 1) {
    const rival = `Rival ${i}`;
    games.push(i % 2 === 0
      ? `[White "Me"]\n[Black "${rival}"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1`
      : `[White "${rival}"]\n[Black "Me"]\n[Result "1-0"]\n\n1. e4 g5 2. d4 f6 3. Qh5# 1-0`);
  }
  return `${games.join('\n\n')}\n`;
}

const status = (page) => page.locator('#mistakes-status').textContent();
const VERDICT = /^(\S+: (the engine's move|good, as good as the engine's \S+)|\S+ is not better\. Try again)\.$/;

/** Answers by `act` and waits for the verdict (a new one: the status has left the last); true when accepted. */
async function tryMove(page, act) {
  await page.evaluate(() => { document.querySelector('#mistakes-status').dataset.before = document.querySelector('#mistakes-status').textContent; });
  await act();
  await page.waitForFunction(
    (source) => {
      const element = document.querySelector('#mistakes-status');
      return element.textContent !== element.dataset.before && new RegExp(source).test(element.textContent);
    },
    VERDICT.source,
    { timeout: 60_000 },
  );
  return !(await status(page)).includes('not better');
}
const untilStatus = (page, pattern) => page.waitForFunction(
  (source) => new RegExp(source).test(document.querySelector('#mistakes-status')?.textContent ?? ''),
  pattern.source,
  { timeout: 60_000 },
);

test('your mistakes in 100 games: reviewed in a worker with the page responsive, practised by keyboard and pointer, kept across a reload', async () => {
  const { page, context, problems } = await open({ screen: 'games', viewport: { width: 1280, height: 900 } });
  await page.locator('#games-file').setInputFiles({ name: 'mine.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(gamesFile()) });
  await page.waitForFunction((n) => document.getElementById('games-status').textContent.includes(`: ${n} games.`), GAMES);
  await page.locator('#games-filter [name="player"]').fill('me');
  await showScreen(page, 'puzzles');
  const find = page.getByRole('button', { name: `Find me's mistakes in the ${GAMES} games listed` });
  await find.waitFor();
  const started = await page.evaluate(() => performance.now());
  await find.click();
  await page.waitForFunction(
    (n) => document.querySelector('#mistakes-finding').textContent.endsWith(`found in ${n} games.`),
    GAMES,
    { timeout: 400_000, polling: 500 },
  );
  const longTasks = await page.evaluate((from) => window.longTasks.filter((task) => task.start >= from && task.duration > 50), started);
  assert.deepEqual(longTasks, [], await blockingFrames(page, started));
  const finding = await page.locator('#mistakes-finding').textContent();
  // Me's two blunders (the same position in every game of a side), not the rivals'.
  assert.equal(finding, `2 new mistakes found in ${GAMES} games.`);
  assert.equal(await page.locator('#mistakes-summary').textContent(), '2 mistakes kept, 0 solved.');

  // The first: 2. g4?? as White. The move played again is refused; Nc3 (by keyboard) is better.
  await page.locator('#mistakes-next').focus();
  await page.keyboard.press('Enter');
  assert.match(await status(page), /^From Me – Rival 0, no date: g4 \(move 2\) was a blunder\. Find a better move for White\.$/);
  assert.equal(await pieceOn(page, 'g2'), 'wP');
  await page.locator('#move-input').focus();
  await page.keyboard.type('g4');
  await page.keyboard.press('Enter');
  await untilStatus(page, /^g4 is the move played in the game\. Try another\.$/);
  // Sound moves, one after another until one is accepted (the engine's search decides how close is close enough).
  let accepted = null;
  for (const move of ['Nc3', 'e3', 'e4', 'd4', 'Nh3']) {
    const right = await tryMove(page, async () => {
      await page.locator('#move-input').focus();
      await page.keyboard.type(move);
      await page.keyboard.press('Enter');
    });
    if (right) {
      accepted = move;
      break;
    }
  }
  assert.ok(accepted, 'one of five sound moves is accepted');
  assert.equal(await page.locator('#mistakes-summary').textContent(), '2 mistakes kept, 1 solved.');
  assert.deepEqual((await axeViolations(page)).map((v) => v.id), []);
  await page.locator('#mistakes-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${tmpdir()}/ferrochess-mistakes-desktop.png` });

  // The second: 2... f6?? as Black, by pointer.
  await page.getByRole('button', { name: 'Next mistake' }).click();
  assert.match(await status(page), /^From Rival 1 – Me, no date: f6 \(move 2\) was a blunder\. Find a better move for Black\.$/);
  accepted = null;
  for (const [from, to] of [['f8', 'g7'], ['d7', 'd6'], ['e7', 'e6'], ['b8', 'c6'], ['h7', 'h6']]) {
    const right = await tryMove(page, async () => {
      await square(page, from).click();
      await square(page, to).click();
    });
    if (right) {
      accepted = from + to;
      break;
    }
  }
  assert.ok(accepted, 'one of five sound moves is accepted by pointer');
  assert.equal(await page.locator('#mistakes-summary').textContent(), '2 mistakes kept, 2 solved.');

  // A reload keeps the mistakes and what was solved.
  await reloadPage(page);
  await page.waitForFunction(() => document.querySelector('#mistakes-summary').textContent === '2 mistakes kept, 2 solved.');
  await page.getByRole('button', { name: 'Practise' }).click();
  assert.equal(await status(page), 'Every mistake found is solved.');
  assert.deepEqual(problems, []);
  await context.close();
});
