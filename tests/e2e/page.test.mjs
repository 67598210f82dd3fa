// The page end to end: real Chromium (Debian's), driven by playwright-core,
// against the static site served on localhost.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const SCREENSHOT = fileURLToPath(new URL('./screenshot.png', import.meta.url));

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

let server;
let url;
let browser;
let context;

test.before(async () => {
  ({ server, url } = await serve({ port: 0 }));
  browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'ferrochess-e2e-')), {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1000, height: 700 },
  });
  context = browser;
});

test.after(async () => {
  await browser?.close();
  server?.close();
});

/** Opens the page; records console errors and any request off localhost. */
async function open() {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(url)) problems.push(`request off origin: ${request.url()}`);
  });
  const started = Date.now();
  await page.goto(url);
  await page.locator('[data-square="e2"][data-piece="wP"]').waitFor();
  const readyMs = Date.now() - started;
  return { page, problems, readyMs };
}

async function legalSquares(page) {
  return (await page.locator('.square.legal').evaluateAll((els) => els.map((e) => e.dataset.square))).sort();
}

const square = (page, name) => page.locator(`[data-square="${name}"]`);

test('the board renders all pieces with accessible names', async () => {
  const { page, problems, readyMs } = await open();
  assert.equal(await page.locator('[data-square]').count(), 64);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  assert.equal(await square(page, 'e1').getAttribute('data-piece'), 'wK');
  assert.equal(await square(page, 'd8').getAttribute('data-piece'), 'bQ');
  assert.equal(await square(page, 'e1').getAttribute('aria-label'), 'e1, white king');
  assert.match(await page.locator('#status').textContent(), /White to move/);
  console.log(`# navigation to playable board: ${readyMs} ms`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('hovering a piece lights exactly its legal squares; leaving clears them', async () => {
  const { page, problems } = await open();
  await square(page, 'e2').hover();
  assert.deepEqual(await legalSquares(page), ['e3', 'e4']);
  await square(page, 'g1').hover();
  assert.deepEqual(await legalSquares(page), ['f3', 'h3']);
  await square(page, 'e5').hover();
  assert.deepEqual(await legalSquares(page), []);
  await square(page, 'b1').hover();
  assert.deepEqual(await legalSquares(page), ['a3', 'c3']);
  await page.mouse.move(990, 690);
  assert.deepEqual(await legalSquares(page), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('click-click moves a piece; the move list and FEN follow', async () => {
  const { page, problems } = await open();
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  assert.equal(await square(page, 'e4').getAttribute('data-piece'), 'wP');
  assert.equal(await square(page, 'e2').getAttribute('data-piece'), null);
  assert.equal(await page.locator('#moves li').first().textContent(), 'e4');
  assert.equal(await page.locator('#fen').inputValue(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  // An illegal target just deselects.
  await square(page, 'e7').click();
  await square(page, 'e3').click();
  assert.equal(await square(page, 'e7').getAttribute('data-piece'), 'bP');
  await page.locator('#undo').click();
  assert.equal(await square(page, 'e2').getAttribute('data-piece'), 'wP');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a fool\'s mate typed in the move box shows checkmate', async () => {
  const { page, problems } = await open();
  for (const move of ['f3', 'e5', 'g4', 'Qh4#']) {
    await page.locator('#move-input').fill(move);
    await page.locator('#move-input').press('Enter');
  }
  assert.equal(await page.locator('#status').textContent(), 'Checkmate: Black wins');
  assert.equal(await square(page, 'e1').getAttribute('class').then((c) => c.includes('check')), true);
  await page.locator('#move-input').fill('Ke2');
  await page.locator('#move-input').press('Enter');
  assert.match(await page.locator('#move-error').textContent(), /illegal move "Ke2"/);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: SCREENSHOT });
  assert.deepEqual(problems, []);
  await page.close();
});
