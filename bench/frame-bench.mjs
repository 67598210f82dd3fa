// The page's frame when a move is played: from the click that makes the move
// to the end of the paint that shows it (handler, style, layout, paint), read
// from a Chromium performance trace. Part of `npm run bench`; runs alone too:
//
//   node bench/frame-bench.mjs      # prints the median and the longest frame
//
// Two players on the page (no engine), a fixed 40-ply game played by
// clicking from and to squares; each move's frame is measured from the
// pointerup EventDispatch of its second click (the board acts on pointerup) to the end of the first Paint after it
// on the page's main thread. Speed is measured here, never asserted in tests.
// It also counts the page's reads of the whole move tree (Chess#tree) over
// the game: a move should need none.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/serve.mjs';

/** A game of 40 plies (a Ruy Lopez), in from-to squares. */
export const GAME = [
  'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6', 'e1g1', 'f8e7',
  'f1e1', 'b7b5', 'a4b3', 'd7d6', 'c2c3', 'e8g8', 'h2h3', 'c6b8', 'd2d4', 'b8d7',
  'b1d2', 'c8b7', 'b3c2', 'f8e8', 'd2f1', 'e7f8', 'f1g3', 'g7g6', 'a2a4', 'c7c5',
  'd4d5', 'c5c4', 'c1g5', 'h7h6', 'g5e3', 'd8c7', 'd1d2', 'h6h5', 'e3h6', 'f8h6',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The frames (ms) of the move-making clicks in a trace's events. */
function moveFrames(events, clicks) {
  // The renderer's main thread is the one that dispatched the clicks.
  const dispatches = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup')
    .sort((a, b) => a.ts - b.ts);
  if (dispatches.length !== 2 * GAME.length) throw new Error(`the trace holds ${dispatches.length} pointerups, not ${2 * GAME.length}`);
  const { pid, tid } = dispatches[0];
  const paints = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'Paint' && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const frames = [];
  for (const index of clicks) {
    const click = dispatches[index];
    const paint = paints.find((p) => p.ts >= click.ts);
    if (!paint) throw new Error(`no paint after click ${index}`);
    frames.push((paint.ts + paint.dur - click.ts) / 1000);
  }
  return frames;
}

/** Plays GAME on the page with a trace running; returns each move's frame in ms. */
export async function measureMoveFrames() {
  const { server, url } = await serve({ port: 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    await page.locator('#level').selectOption('human');
    await page.waitForTimeout(500);
    // Counts Chess#tree calls: the page's own module instance, patched from outside.
    await page.evaluate(async () => {
      const { Chess } = await import(new URL('ferrochess/js/index.js', document.baseURI).href);
      const whole = Chess.prototype.tree;
      window.wholeTreeReads = 0;
      Chess.prototype.tree = function tree(...args) {
        window.wholeTreeReads += 1;
        return whole.apply(this, args);
      };
    });
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    for (const [index, move] of GAME.entries()) {
      await page.locator(`[data-square="${move.slice(0, 2)}"]`).click();
      await page.locator(`[data-square="${move.slice(2, 4)}"]`).click();
      await page.waitForFunction((n) => document.querySelectorAll('#moves button').length === n, index + 1);
      // Let the frame finish before the next move.
      await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 30)); }));
    }
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    const wholeTreeReads = await page.evaluate(() => window.wholeTreeReads);
    // Clicks alternate: select (even), move (odd).
    const frames = moveFrames(events, GAME.map((_, i) => 2 * i + 1));
    return Object.assign(frames, { wholeTreeReads });
  } finally {
    await browser.close();
    server.close();
  }
}

/** Prints the median and the longest frame. */
export async function reportMoveFrames() {
  const frames = await measureMoveFrames();
  const longest = Math.max(...frames);
  console.log(`\npage: the frame of a move, click to paint (${frames.length} moves between two players, 1280×900, Chromium trace)`);
  console.log(`median ${median(frames).toFixed(1)} ms, longest ${longest.toFixed(1)} ms (budget: median 16, longest 33)`);
  console.log(`whole-tree reads (Chess#tree) over the ${frames.length} moves: ${frames.wholeTreeReads}`);
  return { median: median(frames), longest, wholeTreeReads: frames.wholeTreeReads };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportMoveFrames();
