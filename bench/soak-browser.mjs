// Browser soak: the page's own engine-against-engine mode plays games in
// headless Chromium through its engine worker. Each finished game's PGN is
// read from the page and replayed by chess.js (every move must be legal,
// and the result must be right); the page's JS heap is sampled.
//
//   node bench/soak-browser.mjs [games=100] [a=4] [b=random]
import { Chess as Referee } from 'chess.js';
import { launchChromium } from '../tests/e2e/browser.mjs';
import { serve } from '../scripts/serve.mjs';

const target = Number(process.argv[2] ?? 100);
const a = process.argv[3] ?? '4';
const b = process.argv[4] ?? 'random';

const { server, url } = await serve({ port: 0 });
const browser = await launchChromium();
const page = await browser.newPage();
const errors = [];
page.on('pageerror', (error) => errors.push(error.message));
page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
await page.goto(url);
await page.locator('[data-square="e2"]').waitFor();
await page.locator('#match-panel summary').click();
await page.locator('#match-a').selectOption(a);
await page.locator('#match-b').selectOption(b);
await page.locator('#match-start').click();

const seen = new Set();
const results = {};
let plies = 0;
const heap = [];
const started = Date.now();
while (seen.size < target) {
  await page.waitForTimeout(200);
  const snapshot = await page.evaluate(() => ({
    over: !document.getElementById('banner').hidden,
    pgn: document.getElementById('pgn').value,
    heap: performance.memory?.usedJSHeapSize ?? 0,
  }));
  if (!snapshot.over || seen.has(snapshot.pgn)) continue;
  seen.add(snapshot.pgn);
  const referee = new Referee();
  referee.loadPgn(snapshot.pgn); // throws on any illegal move
  const result = referee.getHeaders().Result;
  const expected = referee.isCheckmate() ? (referee.turn() === 'w' ? '0-1' : '1-0') : referee.isDraw() ? '1/2-1/2' : '*';
  if (result !== expected) throw new Error(`game ${seen.size}: result ${result}, position says ${expected}`);
  results[result] = (results[result] ?? 0) + 1;
  plies += referee.history().length;
  heap.push(snapshot.heap);
  if (seen.size % 10 === 0) console.log(`${seen.size} games, ${plies} plies, JS heap ${(snapshot.heap / 1e6).toFixed(1)} MB`);
}
const score = await page.locator('#match-score').textContent();
await browser.close();
server.close();
console.log(`${target} games (${a} vs ${b}) in ${((Date.now() - started) / 1000).toFixed(0)} s, ${plies} plies, all legal for chess.js`);
console.log('results', JSON.stringify(results), '| page score:', score);
console.log(`JS heap after game 10: ${(heap[9] / 1e6).toFixed(1)} MB, at the end: ${(heap.at(-1) / 1e6).toFixed(1)} MB`);
console.log(errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors');
if (errors.length) process.exit(1);
