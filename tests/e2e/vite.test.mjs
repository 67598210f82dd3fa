// The packed npm tarball installed into a Vite app with the default config:
// the production build and the dev server both run the package in Chromium.
import test from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CONSUMER = fileURLToPath(new URL('../consumers/vite/', import.meta.url));
// 29 legal moves and perft(3) = 24825 after 1. e4 e5, as python-chess counts.
const EXPECTED = '29 24825 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

function npm(args, cwd) {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function textIn(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(url);
  await page.locator('#out:not(:text("loading"))').waitFor({ timeout: 30000 });
  const text = await page.locator('#out').textContent();
  await page.close();
  return { text, errors };
}

test('the packed package works in a Vite production build and dev server', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferrochess-vite-'));
  cpSync(CONSUMER, dir, { recursive: true });
  const tarball = npm(['pack', '--silent', '--pack-destination', dir], REPO).trim().split('\n').pop();
  const viteVersion = JSON.parse(readFileSync(join(REPO, 'node_modules/vite/package.json'), 'utf8')).version;
  npm(['install', '--no-audit', '--no-fund', '--loglevel=error', join(dir, tarball), `vite@${viteVersion}`], dir);
  const { build, createServer } = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
  await build({ root: dir, logLevel: 'error' });

  const { server, url } = await serve({ port: 0, root: join(dir, 'dist') });
  const dev = await createServer({ root: dir, logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await dev.listen();
  const devUrl = dev.resolvedUrls.local[0];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    assert.deepEqual(await textIn(browser, url), { text: EXPECTED, errors: [] });
    assert.deepEqual(await textIn(browser, devUrl), { text: EXPECTED, errors: [] });
  } finally {
    await browser.close();
    await dev.close();
    server.close();
  }
});
