// The code's shape (issues 70 and 92): no import circle among crate/src's
// modules nor among crate/js's (scripts/module-cycles.mjs), and no source
// file in either over 600 lines.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('no import circle among the modules of crate/src', () => {
  // The script exits 1 when it finds one, and execFileSync throws with what it printed.
  const output = execFileSync(process.execPath, [join(ROOT, 'scripts/module-cycles.mjs')], { encoding: 'utf8' });
  assert.match(output, /^no import circle among the \d+ modules of crate\/src/);
});

test('no import circle among the modules of crate/js (their static imports)', () => {
  const output = execFileSync(process.execPath, [join(ROOT, 'scripts/module-cycles.mjs')], { encoding: 'utf8' });
  assert.match(output, /^no import circle among the \d+ modules of crate\/js$/m);
});

test('no JavaScript file in crate/js over 600 lines', () => {
  const long = readdirSync(join(ROOT, 'crate/js'), { recursive: true })
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, lines: readFileSync(join(ROOT, 'crate/js', name), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > 600);
  assert.deepEqual(long, []);
});

test('no file in crate/src over 600 lines', () => {
  const long = readdirSync(join(ROOT, 'crate/src'), { recursive: true })
    .filter((name) => name.endsWith('.rs'))
    .map((name) => ({ name, lines: readFileSync(join(ROOT, 'crate/src', name), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > 600);
  assert.deepEqual(long, []);
});
