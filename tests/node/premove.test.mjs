// The page's premove geometry (www/js/premove.js): what a piece may aim at
// before its turn.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
import { premoveDests } from '../../www/js/premove.js';

const targetsOf = (fen, color, square) => [...(premoveDests(new Chess(fen).board(), color).get(square)?.keys() ?? [])].sort();

test('pawns push one or two from home and aim at both diagonals; knights jump', () => {
  const start = new Chess().fen();
  assert.deepEqual(targetsOf(start, 'w', 'e2'), ['d3', 'e3', 'e4', 'f3']);
  assert.deepEqual(targetsOf(start, 'b', 'e7'), ['d6', 'e5', 'e6', 'f6']);
  assert.deepEqual(targetsOf(start, 'w', 'g1'), ['e2', 'f3', 'h3']);
});

test('sliders see through pieces; only the side asked for gets destinations', () => {
  const start = new Chess().fen();
  assert.deepEqual(targetsOf(start, 'w', 'a1'), ['a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
  assert.equal(premoveDests(new Chess().board(), 'w').has('e7'), false);
  assert.equal(premoveDests(new Chess().board(), 'b').size, 16);
});

test('the king on its own square may aim at castling, onto g, c and its own rooks', () => {
  const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  assert.deepEqual(targetsOf(fen, 'w', 'e1'), ['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
  assert.deepEqual(targetsOf('8/8/8/8/4K3/8/8/k7 w - - 0 1', 'w', 'e4').length, 8);
});
