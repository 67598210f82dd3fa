// Stepping through a long game on the analysis board: a 600-ply game with 50
// variations (tests/big-game.mjs) loaded from its PGN, then the ← key 40
// times, each step timed from the key to the page laid out again (the
// handler, the render a microtask later, style and layout; not the paint).
// The move list is drawn anew only when the tree changed, so a step marks
// two buttons instead of drawing 600. Part of `npm run bench`; alone:
//
//   node bench/step-bench.mjs      # prints the median and the 90th percentile
import { chromium } from 'playwright-core';
import { serve } from '../scripts/serve.mjs';
import { bigGame } from '../tests/big-game.mjs';

/** The steps' times (ms), sorted. */
export async function measureSteps(steps = 40) {
  const big = bigGame(600, 50, 300);
  const pgn = big.pgn();
  big.free();
  const { server, url } = await serve({ port: 0 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${url}#/analysis`);
    await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
    await page.locator('#tab-import-export').click();
    await page.locator('#pgn').fill(pgn);
    await page.locator('#load-pgn').click();
    if (await page.locator('#confirm').isVisible()) await page.locator('#confirm-yes').click();
    await page.waitForFunction(() => document.querySelectorAll('#moves button[data-ply]').length === 600);
    await page.locator('#tab-review').click();
    await page.waitForTimeout(1000);
    return await page.evaluate(async (count) => {
      const times = [];
      for (let i = 0; i < count; i += 1) {
        const start = performance.now();
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
        // The render is a microtask after the handler; then the layout it needs.
        await Promise.resolve();
        await Promise.resolve();
        document.body.getBoundingClientRect();
        times.push(performance.now() - start);
        await new Promise((resolve) => { setTimeout(resolve, 20); });
      }
      return times.sort((a, b) => a - b);
    }, steps);
  } finally {
    await browser.close();
    server.close();
  }
}

export async function reportSteps() {
  const times = await measureSteps();
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  console.log(`\nA step back through a 600-ply game with 50 variations on the analysis board (key to layout, ${times.length} steps): median ${at(0.5).toFixed(1)} ms, 90th percentile ${at(0.9).toFixed(1)} ms, longest ${times.at(-1).toFixed(1)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) await reportSteps();
