// ferrochess/elements in the frameworks, from the packed tarball: a Vite +
// React 19 app in strict TypeScript (its TSX, the docs' TSX sample pasted as
// written and the docs' TS samples, checked by tsc before Vite builds it), a
// Vue 3 app and a Svelte 5 app (their typings checked by tsc on a file that
// uses them). Each shows <ferro-pgn> with the Kasparov – Deep Blue file (six
// games, a picker), the 300-move game with nested variations, and
// <ferro-game> played to its result against the engine by pointer and
// keyboard, its end reaching the component's state. Axe at desktop and
// phone size; screenshots saved for a person to open.
import test from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { launchChromium } from './browser.mjs';
import { installConsumer, packTarball } from './packed.mjs';
import { serve } from '../../scripts/serve.mjs';
import { longGame, playToTheEnd } from './elements-fixtures.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const KASPAROV = `${REPO}target/python-chess-data/pgn/kasparov-deep-blue-1997.pgn`;
const viteVersion = JSON.parse(readFileSync(`${REPO}node_modules/vite/package.json`, 'utf8')).version;
const docs = readFileSync(`${REPO}docs/elements.md`, 'utf8');
/** The docs' samples of one fence (```tsx, ```ts), as written. */
const samplesOf = (fence) => [...docs.matchAll(new RegExp(`^\`\`\`${fence}\\n([\\s\\S]*?)^\`\`\``, 'gm'))].map((match) => match[1]);

let browser;
const servers = [];
const apps = {};
let long;

/** tsc --strict on an app's tsconfig, from this repository's TypeScript, against the app's own node_modules. */
function typeCheck(dir) {
  try {
    execFileSync(process.execPath, [`${REPO}node_modules/typescript/bin/tsc`, '-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    assert.fail(`tsc in ${dir}:\n${error.stdout}${error.stderr}`);
  }
}

/** Vite's production build of the app in `dir` (its own vite.config.js), served. */
async function buildAndServe(dir) {
  const { build } = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
  await build({ root: dir, logLevel: 'error' });
  const { server, url } = await serve({ port: 0, root: join(dir, 'dist') });
  servers.push(server);
  return url;
}

/** The files every app shows, in its public/ folder (Vite copies them into dist). */
function addGames(dir) {
  mkdirSync(join(dir, 'public'), { recursive: true });
  copyFileSync(KASPAROV, join(dir, 'public/kasparov-deep-blue-1997.pgn'));
  writeFileSync(join(dir, 'public/long.pgn'), long.pgn);
}

test.before(async () => {
  long = longGame();
  const tarball = packTarball();
  const react = installConsumer(tarball, 'elements-react', [`vite@${viteVersion}`, 'react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19']);
  const [tsx] = samplesOf('tsx');
  assert.ok(tsx?.includes('GameAndViewer'), 'docs/elements.md has the TSX sample');
  writeFileSync(join(react, 'src/Sample.tsx'), tsx);
  samplesOf('ts').forEach((sample, index) => writeFileSync(join(react, `src/docs-sample-${index + 1}.ts`), `${sample}\nexport {};\n`));
  typeCheck(react);
  addGames(react);
  apps.react = await buildAndServe(react);
  const vue = installConsumer(tarball, 'elements-vue', [`vite@${viteVersion}`, 'vue@3', '@vitejs/plugin-vue@6']);
  typeCheck(vue);
  addGames(vue);
  apps.vue = await buildAndServe(vue);
  const svelte = installConsumer(tarball, 'elements-svelte', [`vite@${viteVersion}`, 'svelte@5', '@sveltejs/vite-plugin-svelte@7']);
  typeCheck(svelte);
  addGames(svelte);
  apps.svelte = await buildAndServe(svelte);
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

async function open(app, viewport = { width: 1280, height: 900 }, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto(apps[app]);
  await page.waitForSelector('body[data-ready]');
  await page.waitForFunction(() => [...document.querySelectorAll('ferro-pgn, ferro-game')].every((element) => element.game));
  return { page, errors, close: () => context.close() };
}

for (const app of ['react', 'vue', 'svelte']) {
  test(`${app}: <ferro-pgn> shows the Kasparov – Deep Blue file through its picker, <ferro-game> is played to a result that reaches the component's state`, async () => {
    const { page, errors, close } = await open(app);
    assert.equal(await page.locator('#match select option').count(), 6);
    await page.locator('#match select').selectOption('5');
    await page.waitForFunction(() => document.getElementById('match').game.getHeaders().Site === '06');
    await page.locator('#match button[aria-label="Next move"]').click();
    if (app === 'react') {
      await page.waitForFunction(() => document.getElementById('games').textContent === '6 games');
      // The docs' sample: its viewer at the last move, its state following the viewer's node event.
      assert.equal(await page.locator('#viewer .moves .comment').textContent(), 'The gambit');
      await page.locator('#viewer button[aria-label="Previous move"]').click();
      await page.waitForFunction(() => document.getElementById('shown').textContent === 'Shown: Bxb5');
    } else {
      await page.waitForFunction(() => /^Shown: \S+$/.test(document.getElementById('shown').textContent) && document.getElementById('shown').textContent !== 'Shown: the start');
    }
    assert.equal(await page.locator('#long .moves .comment').count(), long.comments);
    assert.equal(await page.locator('#long .moves .move').count(), long.nodes - 1, 'every move of the 300-move game');
    assert.ok(await page.locator('#long .moves .nested').count() >= long.nested, 'nested variations');
    const result = await playToTheEnd(page, 'game');
    assert.ok(result, 'the game reached a result');
    await page.waitForFunction((text) => document.getElementById('result').textContent === text, `${result.result} by ${result.reason}`);
    await page.screenshot({ path: `${tmpdir()}/ferrochess-elements-${app}-desktop.png`, fullPage: true });
    const violations = await axeViolations(page);
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
    assert.deepEqual(errors, []);
    await close();
  });
}

test('react at 375×812: the viewer and the game fit the screen, nothing scrolls sideways, axe clean', async () => {
  const { page, errors, close } = await open('react', { width: 375, height: 812 }, { hasTouch: true, isMobile: true });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
  for (const id of ['match', 'long', 'viewer', 'game']) {
    const board = await page.locator(`#${id} [role="grid"]`).boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= 375 && board.width > 300, `${id}: the board across the screen`);
  }
  await page.screenshot({ path: `${tmpdir()}/ferrochess-elements-react-phone.png`, fullPage: true });
  const violations = await axeViolations(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
  assert.deepEqual(errors, []);
  await close();
});
