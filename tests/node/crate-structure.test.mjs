// The rules core's shape (issue 70): no import circle among crate/src's
// modules (scripts/module-cycles.mjs) and no file there over 600 lines.
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

test('no file in crate/src over 600 lines', () => {
  const long = readdirSync(join(ROOT, 'crate/src'), { recursive: true })
    .filter((name) => name.endsWith('.rs'))
    .map((name) => ({ name, lines: readFileSync(join(ROOT, 'crate/src', name), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > 600);
  assert.deepEqual(long, []);
});
