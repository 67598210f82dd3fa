// Repertoire (crate/js/training/repertoire.js): lines for one side from a PGN's
// tree, their schedule by SuperMemo-2 cards, and the check of an answer.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, Repertoire, nextReview } from '../../crate/js/index.js';

const PGN = '1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4) 3. d4) 2. Nf3 Nc6 3. Bb5 *';
const DAY = 86_400_000;

test('lines: every leaf of the tree, main line first, moves marked for the side', () => {
  const white = new Repertoire(PGN, 'w');
  assert.deepEqual(white.lines().map((l) => l.id), ['e4 e5 Nf3 Nc6 Bb5', 'e4 c5 Nf3 d6 d4', 'e4 c5 Nf3 Nc6 d4']);
  const [main] = white.lines();
  assert.deepEqual(main.moves.map((m) => m.mine), [true, false, true, false, true]);
  assert.deepEqual(main.moves.map((m) => m.uci), ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5']);
  assert.equal(main.moves[0].fen, new Chess().fen());
  const black = new Repertoire(PGN, 'b');
  assert.deepEqual(black.lines()[1].moves.map((m) => m.mine), [false, true, false, true, false]);
  // From a Chess, from a set-up position.
  const chess = new Chess();
  chess.loadPgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 Kd7 2. e5 *');
  const endgame = new Repertoire(chess, 'w');
  assert.equal(endgame.start, '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  assert.deepEqual(endgame.lines()[0].id, 'e4 Kd7 e5');
  chess.free();
  assert.throws(() => new Repertoire(PGN, 'white'), TypeError);
  assert.throws(() => new Repertoire(42, 'w'), TypeError);
  assert.throws(() => new Repertoire('*', 'w'), RangeError);
  assert.throws(() => new Repertoire('1. e5 *', 'w'));
});

test('due: overdue lines first by how overdue, then new ones; a line not yet due waits', () => {
  const repertoire = new Repertoire(PGN, 'w');
  const [a, b, c] = repertoire.lines().map((l) => l.id);
  const cards = {
    [a]: { ...nextReview(undefined, 5, 0), due: 3 * DAY },
    [b]: { ...nextReview(undefined, 5, 0), due: 1 * DAY },
  };
  assert.deepEqual(repertoire.due(cards, 0).map((l) => l.id), [c]);
  assert.deepEqual(repertoire.due(cards, 2 * DAY).map((l) => l.id), [b, c]);
  assert.deepEqual(repertoire.due(cards, 5 * DAY).map((l) => l.id), [b, a, c]);
  assert.throws(() => repertoire.due('x'), TypeError);
});

test('check: the line\'s move in any notation is right; another legal move or an illegal one is not', () => {
  const repertoire = new Repertoire(PGN, 'w');
  const line = repertoire.lines()[1]; // e4 c5 Nf3 d6 d4
  assert.deepEqual(repertoire.check(line, 2, 'Nf3'), { right: true, expected: 'Nf3', played: 'Nf3' });
  assert.deepEqual(repertoire.check(line, 2, { from: 'g1', to: 'f3' }).right, true);
  assert.deepEqual(repertoire.check(line, 4, 'c3'), { right: false, expected: 'd4', played: 'c3' });
  assert.deepEqual(repertoire.check(line, 4, 'Qh8'), { right: false, expected: 'd4', played: null });
  assert.throws(() => repertoire.check(line, 1, 'c5'), RangeError, 'not one of yours');
});
