// The page's score conversion for its graph (www/js/review.js); the
// review's arithmetic is the package's (tests/node/game-review.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { whiteCp } from '../../www/js/review.js';

test('scores become White\'s centipawns, nearer mates higher', () => {
  assert.equal(whiteCp({ cp: 35 }, true), 35);
  assert.equal(whiteCp({ cp: 35 }, false), -35);
  assert.equal(whiteCp({ mate: 2 }, true), 9998);
  assert.equal(whiteCp({ mate: -3 }, false), 9997); // Black to move is mated in 3
  assert.equal(whiteCp({ mate: 0 }, true), -10_000);
  assert.ok(whiteCp({ mate: 1 }, true) > whiteCp({ mate: 5 }, true));
});
