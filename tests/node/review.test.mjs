// The page's score conversion for its graph (www/js/review/review.js); the
// review's arithmetic is the package's (tests/node/game-review.test.mjs);
// and the page's review marks what "your mistakes in your games" finds
// (scripts/mistakes-check.mjs, on three seeded games at a small budget).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { whiteCp } from '../../www/js/review/review.js';

test('scores become White\'s centipawns, nearer mates higher', () => {
  assert.equal(whiteCp({ cp: 35 }, true), 35);
  assert.equal(whiteCp({ cp: 35 }, false), -35);
  assert.equal(whiteCp({ mate: 2 }, true), 9998);
  assert.equal(whiteCp({ mate: -3 }, false), 9997); // Black to move is mated in 3
  assert.equal(whiteCp({ mate: 0 }, true), -10_000);
  assert.ok(whiteCp({ mate: 1 }, true) > whiteCp({ mate: 5 }, true));
});

test('findMistakes lists every mistake and blunder the page\'s review marks, and no other (three seeded games)', () => {
  const script = fileURLToPath(new URL('../../scripts/mistakes-check.mjs', import.meta.url));
  // The script exits 1 on any difference, which execFileSync throws with its output.
  const output = execFileSync(process.execPath, [script, '--games', '3', '--seed', '71', '--nodes', '20000'], { encoding: 'utf8' });
  const [, marked, found] = output.match(/the review marked (\d+) mistakes and blunders; findMistakes found (\d+) of them/);
  assert.ok(Number(marked) > 0, output);
  assert.equal(found, marked, output);
});
