// Every JavaScript sample in the README and the user docs runs as pasted:
// each ```js block is written to a file inside the package (so that
// `import … from 'ferrochess'` resolves to this package, as it would from
// npm) and run by Node. Blocks for a browser page are fenced ```js browser
// (JSX ```jsx) and are not run here; the Node ones are counted, so that
// marking everything "browser" cannot pass unnoticed. Each ```python block
// runs from the repository's root with python-chess (tests/python.mjs) and
// the native engine that scripts/test.sh builds first.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PYTHON_ENV } from '../python.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRATCH = `${ROOT}.dev/doc-samples/`;
const run = promisify(execFile);

const documents = ['README.md', ...readdirSync(`${ROOT}docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The ```js blocks of `path`: { line, browser, code }. */
function samples(path) {
  const text = readFileSync(`${ROOT}${path}`, 'utf8');
  return [...text.matchAll(/^```js( browser)?\n([\s\S]*?)^```/gm)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    browser: Boolean(match[1]),
    code: match[2],
  }));
}

const all = documents.flatMap((path) => samples(path).map((sample) => ({ path, ...sample })));

test('the samples for Node are there (marking them all "browser" would skip them)', () => {
  const node = all.filter((sample) => !sample.browser).length;
  assert.ok(node >= 6, `${node} of ${all.length} samples run in Node`);
});

mkdirSync(SCRATCH, { recursive: true });
for (const sample of all.filter((s) => !s.browser)) {
  test(`${sample.path}:${sample.line} runs as pasted`, async () => {
    const file = `${SCRATCH}${sample.path.replace(/\W/g, '-')}-${sample.line}.mjs`;
    writeFileSync(file, sample.code);
    try {
      await run(process.execPath, [file], { timeout: 120_000, cwd: SCRATCH });
    } catch (error) {
      assert.fail(`${sample.path}:${sample.line} failed:\n${error.stderr || error.message}`);
    }
  });
}

const pythonSamples = documents.flatMap((path) => {
  const text = readFileSync(`${ROOT}${path}`, 'utf8');
  return [...text.matchAll(/^```python\n([\s\S]*?)^```/gm)].map((match) => ({
    path, line: text.slice(0, match.index).split('\n').length, code: match[1],
  }));
});

test('the README has a python-chess sample', () => {
  assert.ok(pythonSamples.some((sample) => sample.path === 'README.md'));
});

for (const sample of pythonSamples) {
  test(`${sample.path}:${sample.line} (python-chess) runs as pasted`, async () => {
    assert.ok(existsSync(`${ROOT}target/release/ferrochess-uci`), 'build the native engine first: npm run build:uci');
    const file = `${SCRATCH}${sample.path.replace(/\W/g, '-')}-${sample.line}.py`;
    writeFileSync(file, sample.code);
    try {
      await run('python3', [file], { timeout: 120_000, cwd: ROOT, env: PYTHON_ENV });
    } catch (error) {
      assert.fail(`${sample.path}:${sample.line} failed:\n${error.stderr || error.message}`);
    }
  });
}
