// The page's end-to-end harness: one static server and one Chromium for a
// test file, a fresh browser context (fresh storage) per page, and helpers
// that read the page through its DOM. Importing it registers the server and
// browser hooks.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launchChromium } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';

let server;
export let url;
export let browser;

test.before(async () => {
  ({ server, url } = await serve({ port: 0 }));
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  server?.close();
});

/**
 * Opens the page in a fresh context; records console errors and any request
 * off localhost. `clock`: install Playwright's controllable clock (time still
 * flows; context.clock.fastForward jumps); `viewport`: the window's { width, height };
 * `hasTouch`: a touch screen (taps).
 */
export async function open({
  opponent, route, clock, viewport = { width: 1000, height: 760 }, hasTouch = false,
} = {}) {
  // Routing needs the service worker out of the way (it would answer first).
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch,
    serviceWorkers: route ? 'block' : 'allow',
  });
  if (route) await context.route(...route);
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}${process.env.STACKS ? error.stack : ''}`));
  // The page's own blob: URLs (its rendered sounds) are its origin's too.
  const ownBlobs = `blob:${new URL(url).origin}/`;
  context.on('request', (request) => {
    if (!request.url().startsWith(url) && !request.url().startsWith(ownBlobs)) problems.push(`request off origin: ${request.url()}`);
  });
  // Record main-thread long tasks from the very start.
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      window.longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })));
    }).observe({ type: 'longtask', buffered: true });
    // The long animation frames, with the scripts that ran in them, so that a
    // long task can be told apart: the page's own code, or the machine.
    window.longFrames = [];
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      new PerformanceObserver((list) => {
        window.longFrames.push(...list.getEntries().map((e) => ({
          start: e.startTime,
          duration: e.duration,
          blocking: e.blockingDuration,
          render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          scripts: e.scripts.map((s) => ({
            invoker: s.invoker,
            source: `${s.sourceURL.split('/').pop()}:${s.sourceFunctionName || '?'}`,
            duration: Math.round(s.duration),
            layout: Math.round(s.forcedStyleAndLayoutDuration),
          })),
        })));
      }).observe({ type: 'long-animation-frame', buffered: true });
    }
  });
  const started = Date.now();
  await page.goto(url);
  await untilDrawn(page);
  const readyMs = Date.now() - started;
  // With the service worker allowed, the first load reloads once to become
  // cross-origin isolated: let that happen before the test plays.
  if (!route) {
    assert.equal(await settledIsolation(page), 'isolated');
    await untilDrawn(page);
  }
  if (opponent) await page.locator('#level').selectOption(opponent);
  return { page, context, problems, readyMs };
}

/** Waits until the page has drawn itself: the board (drawn first), then the rest (the status replaces "Loading…"). */
export async function untilDrawn(page) {
  await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
  await untilLoaded(page);
}

/**
 * Waits until the page has drawn its controls and status (after the board,
 * so the board too), whatever position its board shows.
 */
export async function untilLoaded(page) {
  await page.waitForFunction(() => document.getElementById('status')?.textContent !== 'Loading…');
}

/**
 * Reloads the page and waits until it has drawn itself again: the board is
 * drawn first and the status and controls after it, late on a busy machine.
 */
export async function reloadPage(page) {
  await page.reload();
  await untilLoaded(page);
}

/**
 * Waits until the page knows whether it is cross-origin isolated (through a
 * reload, if its service worker takes over) and returns <html data-isolation>.
 */
export async function settledIsolation(page) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const state = await page
      .evaluate(() => document.readyState === 'complete' && document.documentElement.dataset.isolation)
      .catch(() => null); // the page is reloading
    if (state === 'isolated' || state === 'unavailable') return state;
    if (Date.now() > deadline) return `still ${state} after 20 s`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Clicks `selector` (New game, Load FEN, Load PGN, a match's Start), and
 * when the page asks whether the unfinished game may be replaced, says yes.
 */
export async function replaceGame(page, selector) {
  await page.locator(selector).click();
  if (await page.locator('#confirm').isVisible()) await page.locator('#confirm-yes').click();
}

/** Resigns, saying yes when the page asks whether to. */
export async function resignGame(page) {
  await page.locator('#resign').click();
  await page.locator('#confirm-yes').click();
}

export async function legalSquares(page) {
  return (await page.locator('.square.legal').evaluateAll((els) => els.map((e) => e.dataset.square))).sort();
}

export const square = (page, name) => page.locator(`[data-square="${name}"]`);
export const pieceOn = (page, name) => square(page, name).getAttribute('data-piece');

export async function typeMoves(page, moves) {
  for (const move of moves) {
    await page.locator('#move-input').fill(move);
    await page.locator('#move-input').press('Enter');
  }
}

/**
 * 'ok' when the piece on `square` is drawn by the board's own drawing (an
 * SVG image the page's policy lets load and that decodes) and has a size on
 * screen; else what is wrong.
 */
export async function pieceDrawingLoads(page, square) {
  return page.evaluate(async (name) => {
    const board = document.querySelector('#board [data-ferro-board]')?.shadowRoot;
    const piece = board?.querySelector(`[data-square="${name}"] .piece`);
    if (!piece) return 'no drawing';
    const image = getComputedStyle(piece).backgroundImage;
    const url = /^url\("(data:image\/svg\+xml,[^"]+)"\)$/.exec(image)?.[1];
    if (!url) return `drawn from ${image.slice(0, 60)}`;
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
    } catch (error) {
      return `the drawing does not load: ${error.message}`;
    }
    const box = piece.getBoundingClientRect();
    return box.width > 10 && box.height > 10 ? 'ok' : `drawn ${box.width}x${box.height}`;
  }, square);
}

/** Waits until the page shows that the engine is thinking. */
export function untilThinking(page) {
  return page.waitForFunction(() => document.querySelector('#thinking').textContent.startsWith('Thinking'));
}

/** Waits (up to 20 s, for engine replies) until the move list holds `count` moves. */
export function untilMoveCount(page, count) {
  return page.waitForFunction((n) => document.querySelectorAll('#moves button[data-ply]').length === n, count, { timeout: 20000 });
}

export async function moveList(page) {
  return page.locator('#moves button[data-ply]').allTextContents();
}

/**
 * What ran in the long animation frames since `since` (a `performance.now()`
 * time) that blocked the main thread: for a failing long-task assertion's
 * message, so that a slow machine can be told from slow code.
 */
export async function blockingFrames(page, since = 0) {
  const frames = await page.evaluate((from) => window.longFrames.filter((f) => f.start >= from && f.blocking > 0), since);
  if (frames.length === 0) return 'no long animation frame blocked (so no script of the page ran long)';
  return frames.map((f) => {
    const scripts = f.scripts.map((s) => `${s.invoker} → ${s.source} ${s.duration} ms (style and layout ${s.layout} ms)`).join('; ');
    return `frame at ${f.start.toFixed(0)} ms: ${f.duration.toFixed(0)} ms, ${f.blocking.toFixed(0)} blocking, rendering ${f.render.toFixed(0)} ms; scripts: ${scripts || 'none'}`;
  }).join('\n');
}
