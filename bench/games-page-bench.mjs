// The page with a large games database, as a user meets it: the built page
// in Chromium (at 1280×900, its service worker on), a PGN file picked in
// "Your games", then the explorer asked about a few positions, then a
// reload. Reports: when the first games were listed; when the whole file was
// read and kept (and at what speed); the longest main-thread task while it
// read (the page must never block: no task over 50 ms); the explorer's
// answer time for each position (from the move to the answer drawn); how
// long a reload takes to bring the games back.
//
//   node scripts/pgn-corpus.mjs 100000 7 --lichess > /tmp/games.pgn
//   node bench/games-page-bench.mjs /tmp/games.pgn
import { statSync } from 'node:fs';
import { launchChromium } from '../tests/e2e/browser.mjs';
import { serve } from '../scripts/serve.mjs';
import { recordFigures } from '../scripts/figures.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/games-page-bench.mjs FILE.pgn');
  process.exit(2);
}
const bytes = statSync(file).size;

const { server, url } = await serve({ port: 0 });
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const problems = [];
page.on('pageerror', (error) => problems.push(error.message));
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    window.longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })));
  }).observe({ type: 'longtask', buffered: true });
});

const status = () => page.locator('#games-status').textContent();
const untilKept = (timeout) => page.waitForFunction(() => /games?\. .*Kept in this browser\./.test(document.getElementById('games-status').textContent), null, { timeout, polling: 200 });
/** Waits for a settled page: no long task in the last second. */
const settled = () => page.waitForFunction(() => {
  const last = window.longTasks.at(-1);
  return performance.now() - (last ? last.start + last.duration : 0) > 1000;
}, null, { polling: 100, timeout: 60_000 });

await page.goto(url);
// The first visit reloads once, when the service worker takes over (cross-origin isolation).
await page.waitForFunction(() => ['isolated', 'unavailable'].includes(document.documentElement.dataset.isolation), null, { timeout: 30_000 });
await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
await page.locator('#level').selectOption('human');
await page.locator('#games-panel summary').click();
await page.locator('#explorer-panel summary').click();
await settled();

const started = await page.evaluate(() => performance.now());
await page.locator('#games-file').setInputFiles(file);
await page.locator('#games-list tbody .game-open').first().waitFor({ timeout: 60_000 });
const firstListedMs = await page.evaluate((from) => performance.now() - from, started);
await untilKept(30 * 60_000);
const keptMs = await page.evaluate((from) => performance.now() - from, started);
const games = Number((await status()).match(/: ([\d,]+) games?\./)[1].replace(/,/g, ''));
const longest = await page.evaluate((from) => Math.max(0, ...window.longTasks.filter((t) => t.start >= from).map((t) => t.duration)), started);
const overFifty = await page.evaluate((from) => window.longTasks.filter((t) => t.start >= from && t.duration > 50).length, started);

/** Plays `moves` by typing them and returns the explorer's answer time after each. */
async function explore(moves) {
  const times = [];
  for (const move of ['', ...moves]) {
    const before = move ? await page.locator('#explorer-status').getAttribute('data-fen') : null;
    if (move) {
      await page.locator('#move-input').fill(move);
      await page.locator('#move-input').press('Enter');
    }
    await page.waitForFunction((previous) => {
      const status = document.getElementById('explorer-status');
      return /of yours went on from here|None of your games/.test(status.textContent) && status.dataset.fen !== previous;
    }, before, { timeout: 60_000 }).catch(async (error) => {
      throw new Error(`${error.message}; the explorer says: ${await page.locator('#explorer-status').textContent()} (the move: ${move}, ${await page.locator('#move-error').textContent()})`);
    });
    times.push(Number(await page.locator('#explorer-status').getAttribute('data-answer-ms')));
  }
  return times;
}
const answerMs = await explore(['e4', 'e5', 'Nf3', 'Nc6']);

const reloadStart = Date.now();
await page.reload();
await page.locator('#games-panel summary').click();
await untilKept(5 * 60_000);
const restoreMs = Date.now() - reloadStart;

await browser.close();
server.close();

const mb = bytes / 1e6;
console.log(`file: ${games.toLocaleString('en')} games, ${mb.toFixed(1)} MB`);
console.log(`first games listed after ${firstListedMs.toFixed(0)} ms`);
console.log(`read, indexed and kept after ${(keptMs / 1000).toFixed(1)} s: ${(mb / (keptMs / 1000)).toFixed(2)} MB/s, ${Math.round(games / (keptMs / 1000)).toLocaleString('en')} games/s`);
console.log(`main thread while reading: longest task ${longest.toFixed(0)} ms, ${overFifty} task(s) over 50 ms`);
console.log(`explorer answers (start, 1. e4, 1... e5, 2. Nf3, 2... Nc6): ${answerMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
console.log(`a reload brings the games back in ${(restoreMs / 1000).toFixed(1)} s`);
if (problems.length) console.log(`page errors: ${problems.join('; ')}`);
// The docs quote the page's figures for 100,000 games (docs/figures.json).
if (games >= 100_000 && problems.length === 0) {
  const ms = (value) => ({ text: `${Math.round(value).toLocaleString('en')} ms`, value: Math.round(value) });
  recordFigures({
    'games.page.games': { text: games.toLocaleString('en'), value: games },
    'games.page.firstListed': ms(firstListedMs),
    'games.page.read': { text: `${(keptMs / 1000).toFixed(0)} s`, value: Math.round(keptMs / 1000) },
    'games.page.speed': { text: `${(mb / (keptMs / 1000)).toFixed(1)} MB/s`, value: Number((mb / (keptMs / 1000)).toFixed(1)) },
    'games.page.longestTask': ms(longest),
    'games.explorer': ms(Math.max(...answerMs)),
    'games.page.restore': { text: `${(restoreMs / 1000).toFixed(1)} s`, value: Number((restoreMs / 1000).toFixed(1)) },
  }, `node bench/games-page-bench.mjs on node scripts/pgn-corpus.mjs ${games} 7 --lichess (${mb.toFixed(0)} MB)`);
}
process.exitCode = overFifty === 0 && problems.length === 0 ? 0 : 1;
