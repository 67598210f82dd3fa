// The packed npm tarball, installed into scratch projects, proven in each
// consumer: a Node script (rules + bestMove), a Vite app with the default
// config (production build and dev server, rules + Engine), a plain module
// page served statically (rules + Engine + the UCI worker).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
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

  // The same app importing Chess from 'ferrochess' itself: the package's
  // sideEffects list lets the bundler drop the Engine, so no engine worker,
  // search thread or threaded module is written. The engine's wasm is still
  // copied (Vite copies a `new URL(…, import.meta.url)` asset when it reads
  // the module that names it, here behind loadEngine's dynamic import), but
  // nothing the page loads refers to it: docs/elements.md says so.
  const main = join(dir, 'main.js');
  writeFileSync(main, readFileSync(main, 'utf8').replace("from 'ferrochess/rules'", "from 'ferrochess'"));
  await build({ root: dir, logLevel: 'error', build: { outDir: 'dist-index' } });
  const indexFiles = readdirSync(join(dir, 'dist-index/assets'));
  assert.deepEqual(indexFiles.filter((name) => /engine|search-thread|uci/.test(name)), [], `dist-index/assets: ${indexFiles.join(', ')}`);
  const engineWasm = indexFiles.filter((name) => /^ferrochess_bg.*\.wasm$/.test(name));
  assert.ok(engineWasm.length <= 1, `one engine module at most: ${indexFiles.join(', ')}`);
  const loaded = [...indexFiles.filter((name) => /\.js$/.test(name)).map((name) => join('dist-index/assets', name)), 'dist-index/index.html'];
  for (const file of loaded) {
    for (const wasm of engineWasm) assert.ok(!readFileSync(join(dir, file), 'utf8').includes(wasm), `${file} refers to ${wasm}`);
  }
  const indexServer = await serve({ port: 0, root: join(dir, 'dist-index') });
  try {
    assert.deepEqual(await textsIn(indexServer.url, ['out']), { texts: { out: RULES }, errors: [] });
  } finally {
    indexServer.server.close();
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
