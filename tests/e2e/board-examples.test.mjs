// Every @example of ferrochess/board's and ferrochess/elements's
// declarations runs in headless Chromium, each on a fresh page with an empty 400-pixel <div id="board">,
// importing the package through an import map as a plain page would; what
// its comments state is checked (tests/api-examples.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './browser.mjs';
import { examplesOf, programOf } from '../api-examples.mjs';
import { serve } from '../../scripts/serve.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const board = Object.keys(await import('../../crate/js/board/index.js'));
const elements = Object.keys(await import('../../crate/js/elements/index.js'));
const DECLARATIONS = [
  ['crate/js/board/index.d.ts', { 'ferrochess/board': board }],
  ['crate/js/elements/index.d.ts', { 'ferrochess/elements': elements }],
];

let browser;
let server;
let url;

test.before(async () => {
  ({ server, url } = await serve({ port: 0, root: ROOT.replace(/\/$/, '') }));
  browser = await launchChromium();
});

test.after(async () => {
  await browser?.close();
  server?.close();
});

for (const [path, defaults] of DECLARATIONS) for (const example of examplesOf(`${ROOT}${path}`)) {
  const name = `${path}:${example.line} ${example.name.slice(0, 80)}`;
  test(name, async () => {
    const { source } = programOf(example, defaults);
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${url}tests/e2e/fixtures/examples.html`);
      const failure = await page.evaluate(async (code) => {
        document.body.insertAdjacentHTML('beforeend', '<div id="board" style="width: 400px"></div>');
        const moduleUrl = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        try {
          const { default: example } = await import(moduleUrl);
          await example();
          return null;
        } catch (error) {
          return String(error?.stack ?? error);
        }
      }, source);
      assert.equal(failure, null, `${name}:\n${failure}`);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}
