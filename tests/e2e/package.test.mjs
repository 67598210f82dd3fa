// The packed npm tarball, installed into scratch projects, proven in each
// consumer: a Node script (rules + bestMove), a Vite app with the default
// config (production build and dev server, rules + Engine), a plain module
// page served statically (rules + Engine + the UCI worker).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { installConsumer, packTarball } from './packed.mjs';
import { serve } from '../../scripts/serve.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
// 29 legal moves and perft(3) = 24825 after 1. e4 e5, as python-chess counts.
const RULES = '29 24825 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

let tarball;
let browser;

test.before(async () => {
  tarball = packTarball();
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
});

const install = (consumer, extra) => installConsumer(tarball, consumer, extra);

async function textsIn(url, ids) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(url);
  const texts = {};
  for (const id of ids) {
    await page.locator(`#${id}:not(:text("loading"))`).waitFor({ timeout: 60000 });
    texts[id] = await page.locator(`#${id}`).textContent();
  }
  await page.close();
  return { texts, errors };
}

test('Node: import { Chess } from "ferrochess" reads the rules module only; bestMove after loadEngine()', () => {
  const dir = install('node');
  // A timeout, too: the Engine's worker thread must not keep the process alive.
  const out = JSON.parse(execFileSync('node', ['check.mjs'], { cwd: dir, encoding: 'utf8', timeout: 60000 }));
  assert.deepEqual(out, {
    moves: 29,
    perft: 24825,
    fen: RULES.split(' ').slice(2).join(' '),
    valid: true,
    rulesRead: ['ferrochess_rules_bg.wasm'],
    beforeLoadEngine: 'clear error',
    engine: 'legal',
    threaded: 'legal',
  });
});

test('Vite (default config): production build and dev server load the rules module only, and run the Engine', async () => {
  const viteVersion = JSON.parse(readFileSync(join(REPO, 'node_modules/vite/package.json'), 'utf8')).version;
  const dir = install('vite', [`vite@${viteVersion}`]);
  const { build, createServer } = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
  await build({ root: dir, logLevel: 'error' });
  const { server, url } = await serve({ port: 0, root: join(dir, 'dist') });
  const dev = await createServer({ root: dir, logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await dev.listen();
  try {
    const expected = { texts: { out: `${RULES} rules-only engine:legal` }, errors: [] };
    assert.deepEqual(await textsIn(url, ['out']), expected);
    assert.deepEqual(await textsIn(dev.resolvedUrls.local[0], ['out']), expected);
  } finally {
    await dev.close();
    server.close();
  }
});

test('Vite: an app that imports ferrochess/rules and ferrochess/board builds without any engine file, and runs', async () => {
  const viteVersion = JSON.parse(readFileSync(join(REPO, 'node_modules/vite/package.json'), 'utf8')).version;
  const dir = install('vite-rules', [`vite@${viteVersion}`]);
  const { build } = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
  await build({ root: dir, logLevel: 'error' });
  const files = readdirSync(join(dir, 'dist/assets'));
  assert.deepEqual(files.filter((name) => /engine|ferrochess_bg|search-thread|uci/.test(name)), [], `dist/assets: ${files.join(', ')}`);
  assert.equal(files.filter((name) => /ferrochess_rules_bg.*\.wasm$/.test(name)).length, 1, 'the rules module');
  const { server, url } = await serve({ port: 0, root: join(dir, 'dist') });
  try {
    assert.deepEqual(await textsIn(url, ['out']), { texts: { out: RULES }, errors: [] });
  } finally {
    server.close();
  }
});

test('a plain module page served statically loads the rules module only, and runs the Engine and the UCI worker', async () => {
  const dir = install('static');
  const { server, url } = await serve({ port: 0, root: dir });
  try {
    const { texts, errors } = await textsIn(url, ['out', 'uci']);
    assert.equal(texts.out, `${RULES} rules-only engine:legal`);
    assert.match(texts.uci, /^uci ok bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?$/);
    assert.deepEqual(errors, []);
  } finally {
    server.close();
  }
});
