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
 * off localhost. `screen`: the screen whose address opens (router.js: 'play'
 * by default, where a game is then started through its setup, against
 * `opponent` if given, unless `start` is false); `clock`: install
 * Playwright's controllable clock (time still flows; context.clock.fastForward
 * jumps); `viewport`: the window's { width, height }; `hasTouch`: a touch
 * screen (taps); `base`: the site's address (the harness's server of site/
 * unless given).
 */
export async function open({
  opponent, route, clock, viewport = { width: 1000, height: 760 }, hasTouch = false, screen = 'play', start = true, base = url,
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
  const ownBlobs = `blob:${new URL(base).origin}/`;
  context.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith(ownBlobs)) problems.push(`request off origin: ${request.url()}`);
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
  await page.goto(`${base}${screen === 'home' ? '#/' : `#/${screen}`}`);
  const drawn = () => (BOARD_SCREENS.includes(screen) ? untilDrawn(page) : untilLoaded(page));
  await drawn();
  const readyMs = Date.now() - started;
  // With the service worker allowed, the first load reloads once to become
  // cross-origin isolated: let that happen before the test plays.
  if (!route) {
    assert.equal(await settledIsolation(page), 'isolated');
    await drawn();
  }
  if (screen === 'play' && start) await startGame(page, { opponent });
  return { page, context, problems, readyMs };
}

/** The screens with the board on them (router.js's SCREENS). */
const BOARD_SCREENS = ['play', 'analysis', 'puzzles', 'openings', 'editor'];

/** Goes to a screen by its address, as a link would, and waits until it shows. */
export async function showScreen(page, name) {
  await page.evaluate((screen) => { location.hash = screen === 'home' ? '#/' : `#/${screen}`; }, name);
  await page.waitForFunction((screen) => document.documentElement.dataset.screen === screen, name);
}

/** Presses the setup's Play where the Play screen asks for a game first (a first visit); else does nothing. */
export async function playIfAsked(page) {
  await untilLoaded(page);
  if (await page.locator('#play-setup').isVisible()) await page.locator('#setup-start').click();
}

/**
 * Starts a new game through the Play screen's setup (opening it with New
 * game unless it is open): the setup's choices first, `opponent` (#level's
 * value), `color`, `timeControl`, `variant`; then Play, saying yes when the
 * page asks whether an unfinished game may go.
 */
export async function startGame(page, {
  opponent, color, timeControl, variant,
} = {}) {
  if (await page.evaluate(() => document.documentElement.dataset.screen) !== 'play') await showScreen(page, 'play');
  if (!await page.locator('#play-setup').isVisible()) await page.locator('#new-game').click();
  if (opponent) await page.locator('#level').selectOption(opponent);
  if (color) await page.locator('#color').selectOption(color);
  if (timeControl !== undefined) await page.locator('#time-control').selectOption(timeControl);
  if (variant) await page.locator('#variant').selectOption(variant);
  await page.locator('#setup-start').click();
  if (await page.locator('#confirm').isVisible()) await page.locator('#confirm-yes').click();
  await page.locator('#play-setup').waitFor({ state: 'hidden' });
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
 * Clicks `selector` (New game, Load FEN, Load PGN, a match's Start) on the
 * screen it is on (going there first if it is not shown), and when the page
 * asks whether the unfinished game may be replaced, says yes. New game goes
 * on through the setup, with the choices made there (startGame).
 */
export async function replaceGame(page, selector) {
  if (selector === '#new-game') {
    await startGame(page);
    return;
  }
  await showScreenOf(page, selector);
  await page.locator(selector).click();
  if (await page.locator('#confirm').isVisible()) await page.locator('#confirm-yes').click();
}

/**
 * Shows the analysis board's tool `name` ('review', 'explorer' or
 * 'import-export'), as a click on its tab does, and waits until its panel
 * is drawn (a <details> tool opened by the render the click asks for).
 */
export async function chooseTool(page, name) {
  await page.locator(`#tab-${name}`).click();
  await page.locator(`#${name}-tool`).waitFor({ state: 'visible' });
  await page.waitForFunction((tool) => {
    const details = document.querySelector(`#${tool}-tool > details`);
    return !details || details.open;
  }, name);
}

/** Loads `fen` as the game from the analysis board's FEN box (saying yes to replacing an unfinished game). */
export async function loadFen(page, fen) {
  await showScreen(page, 'analysis');
  await chooseTool(page, 'import-export');
  await page.locator('#fen').fill(fen);
  await replaceGame(page, '#load-fen');
}

/** Loads `pgn` as the game from the analysis board's PGN box (saying yes to replacing an unfinished game). */
export async function loadPgn(page, pgn) {
  await showScreen(page, 'analysis');
  await chooseTool(page, 'import-export');
  await page.locator('#pgn').fill(pgn);
  await replaceGame(page, '#load-pgn');
}

/**
 * The game's PGN as the analysis board's PGN box shows it (going there and
 * opening the box, which is written only while open, then back to the screen
 * shown before).
 */
export async function gamePgn(page) {
  const screen = await page.evaluate(() => document.documentElement.dataset.screen);
  await showScreen(page, 'analysis');
  // Its tab chosen, the box is written in the render that opens it.
  await chooseTool(page, 'import-export');
  const pgn = await page.locator('#pgn').inputValue();
  if (screen !== 'analysis') await showScreen(page, screen);
  return pgn;
}

/** Goes to the screen `selector`'s control is on (its data-screens' first), unless it shows now. */
export async function showScreenOf(page, selector) {
  const target = await page.locator(selector).evaluate((element) => {
    const screen = document.documentElement.dataset.screen;
    const lists = [];
    for (let node = element.closest('[data-screens]'); node; node = node.parentElement?.closest('[data-screens]')) {
      lists.push(node.dataset.screens.split(' '));
    }
    if (lists.every((list) => list.includes(screen))) return null;
    return lists.reduce((common, list) => common.filter((name) => list.includes(name)))[0] ?? null;
  });
  if (target) await showScreen(page, target);
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

/**
 * Waits until the page has had no long task for `quietMs` (the start-up's
 * work, or the work a step started, is done), looking every 100 ms for up to
 * `timeout` ms.
 */
export async function untilSettled(page, { quietMs = 1000, timeout = 30_000 } = {}) {
  await page.waitForFunction((quiet) => {
    const last = window.longTasks.at(-1);
    return performance.now() - (last ? last.start + last.duration : 0) > quiet;
  }, quietMs, { polling: 100, timeout });
}

/**
 * Sets a switch of the Settings dialog (`id`: 'sound', 'show-thinking') to
 * `checked`, as a person does: the header's Settings button, the switch, Done.
 */
export async function setSetting(page, id, checked) {
  await page.locator('#settings-open').click();
  await page.locator(`#${id}`).setChecked(checked);
  await page.locator('#settings-close').click();
  await page.locator('#settings').waitFor({ state: 'hidden' });
}

/**
 * The main-thread tasks over `limit` ms since `since` (a `performance.now()`
 * time) in which the page's own scripts ran: each long task that overlaps a
 * long animation frame whose scripts include one of the page's. A long task
 * with no script of the page in it (the machine busy elsewhere, a garbage
 * collection) is the machine's, not the page's: on a loaded 2-core machine
 * one of 56 ms came with no page script at all (2026-12-06 and 2026-12-07).
 */
export async function pageLongTasks(page, since, limit = 50) {
  return page.evaluate(([from, over]) => {
    const frames = window.longFrames.filter((f) => f.scripts.length > 0);
    return window.longTasks.filter((task) => task.start >= from && task.duration > over
      && frames.some((f) => f.start < task.start + task.duration && task.start < f.start + f.duration));
  }, [since, limit]);
}
