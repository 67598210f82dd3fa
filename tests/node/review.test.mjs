// The page's game review arithmetic (www/js/review.js): scores to winning
// chances, the documented thresholds, marks and accuracy.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  THRESHOLDS, accuracy, classify, moveAccuracy, reviewMoves, whiteCp, winningChances,
} from '../../www/js/review.js';

test('scores become White\'s centipawns and winning chances', () => {
  assert.equal(whiteCp({ cp: 35 }, true), 35);
  assert.equal(whiteCp({ cp: 35 }, false), -35);
  assert.equal(whiteCp({ mate: 2 }, true), 9998);
  assert.equal(whiteCp({ mate: -3 }, false), 9997); // Black to move is mated in 3
  assert.equal(winningChances(0), 0);
  assert.ok(Math.abs(winningChances(300) + winningChances(-300)) < 1e-12);
  assert.ok(winningChances(10_000) > 0.95 && winningChances(10_000) < 1);
  assert.ok(winningChances(100) > winningChances(50));
});

test('thresholds: best, good, inaccuracy, mistake, blunder', () => {
  assert.equal(classify(0.5, true), 'best');
  assert.equal(classify(THRESHOLDS.inaccuracy - 0.001, false), 'good');
  assert.equal(classify(THRESHOLDS.inaccuracy, false), 'inaccuracy');
  assert.equal(classify(THRESHOLDS.mistake, false), 'mistake');
  assert.equal(classify(THRESHOLDS.blunder, false), 'blunder');
  assert.ok(Math.abs(moveAccuracy(0) - 100) < 0.001);
  assert.ok(moveAccuracy(0.3) < moveAccuracy(0.1));
});

test('marks: each side\'s mistakes and blunders, the better move, accuracy per side', () => {
  // White's centipawns after each ply: 1. e4 (the engine's move) a6 (no loss) 2. d4 (drops
  // 1.4 pawns: chances 0.04 -> -0.22, a mistake) g5 (throws the game away: a blunder).
  const evals = [20, 20, 20, -120, 900];
  const best = ['e2e4', 'c7c5', 'g1f3', 'd7d5'];
  const played = ['e2e4', 'a7a6', 'd2d4', 'g7g5'];
  const marks = reviewMoves(evals, best, played);
  assert.deepEqual(marks.map((m) => m.kind), ['best', 'good', 'mistake', 'blunder']);
  assert.deepEqual(marks.map((m) => m.color), ['w', 'b', 'w', 'b']);
  assert.deepEqual(marks.map((m) => m.ply), [1, 2, 3, 4]);
  const blunder = reviewMoves([0, 0, 900], ['e2e4', 'd7d5'], ['e2e4', 'g7g5']);
  assert.equal(blunder[1].kind, 'blunder');
  assert.equal(blunder[1].color, 'b');
  assert.equal(blunder[1].better, 'd7d5');
  assert.equal(blunder[0].better, null);
  const { w, b } = accuracy(blunder);
  assert.ok(Math.abs(w - 100) < 0.001);
  assert.ok(b < 30, `${b}`);
  assert.deepEqual(accuracy([]), { w: null, b: null });
});
