// How soon each screen is usable on a first visit, as `npm start` serves the
// site (compressed, cross-origin isolated, nothing cached): from the
// navigation to its address until the screen's heading is its own and the
// page has drawn its controls (the status no longer "Loading…": the modules
// ran, the wasm rules arrived, the board took its position). Headless
// Chromium at 1280×900, unthrottled, then with the CPU 4× slower (as
// Lighthouse's mobile profile); three visits a screen, the median kept.
// Part of `npm run bench`; alone:
//
//   node bench/first-screen-bench.mjs
//
// Speed is measured here, never asserted in tests.
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/serve.mjs';
import { launchChromium } from '../tests/e2e/browser.mjs';
import { recordFigures } from '../scripts/figures.mjs';

const SCREENS = ['home', 'play', 'analysis', 'games', 'puzzles', 'openings', 'editor'];
const VISITS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigating to `screen` until it is usable, in a fresh context (nothing cached), the CPU `slowdown` times slower. */
async function usableAfter(browser, url, screen, slowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (slowdown > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  const started = Date.now();
  await page.goto(`${url}${screen === 'home' ? '' : `#/${screen}`}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => {
    const status = document.getElementById('status');
    return status !== null && status.textContent !== 'Loading…';
  }, null, { timeout: 60_000, polling: 'raf' });
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

export async function reportFirstScreen() {
  const { server, url } = await serve({ port: 0, isolate: true });
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const slowdown of [1, 4]) {
      for (const screen of SCREENS) {
        const times = [];
        for (let visit = 0; visit < VISITS; visit += 1) times.push(await usableAfter(browser, url, screen, slowdown));
        rows.push({ screen, slowdown, median: median(times), times });
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\nFirst visit, each screen by its address until usable (npm start's server, nothing cached, ${VISITS} visits, median ms):`);
  console.log(`${'screen'.padEnd(10)}${'CPU 1×'.padStart(10)}${'CPU 4×'.padStart(10)}`);
  for (const screen of SCREENS) {
    const at = (slowdown) => rows.find((r) => r.screen === screen && r.slowdown === slowdown).median;
    console.log(`${screen.padEnd(10)}${String(at(1)).padStart(10)}${String(at(4)).padStart(10)}`);
  }
  const slowest = Math.max(...rows.filter((r) => r.slowdown === 1).map((r) => r.median));
  const slowestThrottled = Math.max(...rows.filter((r) => r.slowdown === 4).map((r) => r.median));
  recordFigures({
    'page.firstScreen.ms': { text: `${slowest} ms`, value: slowest },
    'page.firstScreen.cpu4.ms': { text: `${slowestThrottled} ms`, value: slowestThrottled },
  }, 'node bench/first-screen-bench.mjs');
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportFirstScreen();
