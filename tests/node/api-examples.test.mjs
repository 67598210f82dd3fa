// Every @example of the API reference's Node entry points (ferrochess,
// ferrochess/engine, ferrochess/openings, ferrochess/play) runs, each in its own Node process
// (so that one example's loadEngine() cannot make another's work), from
// inside the package so that 'ferrochess' resolves to it as it would from
// npm, and what its comments state is checked (tests/api-examples.mjs).
// ferrochess/board's examples need a page: tests/e2e/board-examples.test.mjs.
// Also: every function, method and class of the five entry points has an
// example, so a new one without cannot pass unnoticed.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { examplesOf, programOf } from '../api-examples.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRATCH = `${ROOT}.dev/api-examples/`;
const run = promisify(execFile);

const rules = Object.keys(await import('../../crate/js/index.js'));
const openings = Object.keys(await import('../../crate/js/openings.js'));
const engine = Object.keys(await import('../../crate/js/engine-entry.js'));
const play = Object.keys(await import('../../crate/js/play/index.js'));
const rulesOnly = Object.keys(await import('../../crate/js/rules.js'));

const files = [
  { path: 'crate/js/index.d.ts', defaults: { ferrochess: rules } },
  { path: 'crate/js/engine-entry.d.ts', defaults: { 'ferrochess/engine': engine } },
  { path: 'crate/js/openings.d.ts', defaults: { 'ferrochess/openings': openings, ferrochess: ['Chess'] } },
  { path: 'crate/js/play/index.d.ts', defaults: { 'ferrochess/play': play } },
  { path: 'crate/js/rules.d.ts', defaults: { 'ferrochess/rules': rulesOnly } },
];

/**
 * The functions, classes and methods of a declaration file that have no
 * @example in the comment right above them (an overload after the first
 * shares the first one's).
 */
function withoutExample(path) {
  const lines = readFileSync(`${ROOT}${path}`, 'utf8').split('\n');
  const missing = [];
  let previous = null;
  lines.forEach((line, i) => {
    const match = line.match(/^export (?:declare )?(?:function|class) (\w+)/) ?? line.match(/^ {2}(?:static )?(\w+)(?:<[^>]*>)?\(/);
    if (!match) return;
    const name = match[1];
    if (name === previous) return;
    previous = name;
    let j = i - 1;
    if (!lines[j]?.trim().endsWith('*/')) {
      missing.push(`${path}:${i + 1} ${name}`);
      return;
    }
    while (j > 0 && !lines[j].includes('/**')) j -= 1;
    if (!lines.slice(j, i).some((text) => text.includes('@example'))) missing.push(`${path}:${i + 1} ${name}`);
  });
  return missing;
}

mkdirSync(SCRATCH, { recursive: true });

test('every function, class and method of the entry points has an example', () => {
  const paths = [...files.map((file) => file.path), 'crate/js/board/index.d.ts', 'crate/js/elements/index.d.ts'];
  assert.deepEqual(paths.flatMap(withoutExample), []);
});

test('the examples are there and check what they say', () => {
  const all = files.flatMap(({ path }) => examplesOf(`${ROOT}${path}`));
  assert.ok(all.length >= 100, `${all.length} examples`);
  const checked = all.filter((example) => programOf(example, {}).checks > 0).length;
  assert.ok(checked >= all.length * 0.85, `${checked} of ${all.length} examples check a value`);
});

for (const { path, defaults } of files) {
  for (const example of examplesOf(`${ROOT}${path}`)) {
    test(`${path}:${example.line} ${example.name}`, { concurrency: true }, async () => {
      const { source } = programOf(example, defaults);
      const file = `${SCRATCH}${path.replace(/\W/g, '-')}-${example.line}.mjs`;
      writeFileSync(file, `${source}\nawait example();\nprocess.exit(0);\n`);
      try {
        await run(process.execPath, [file], { timeout: 120_000, cwd: SCRATCH });
      } catch (error) {
        assert.fail(`${path}:${example.line} (${example.name}) failed:\n${error.stderr || error.message}`);
      }
    });
  }
}
