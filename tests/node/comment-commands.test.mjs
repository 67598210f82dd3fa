// The commands in PGN comments as data: [%clk], [%emt], [%eval], [%csl] and
// [%cal] read into tree nodes (as python-chess reads them: the differential
// tests in pgn-stream.test.mjs and pgn-tree.test.mjs compare every node),
// written back by the setters, and kept through pgn() and loadPgn.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
import { readCommands, writeCommand } from '../../crate/js/rules/comment-commands.js';

test('a comment reads into its text and its commands', () => {
  assert.deepEqual(readCommands('Good move [%eval 0.18] [%clk 0:03:00]'), { text: 'Good move', eval: { cp: 18 }, clock: 180 });
  assert.deepEqual(readCommands('[%eval #-3,24][%emt 0:00:04.5]'), { text: null, eval: { mate: -3, depth: 24 }, emt: 4.5 });
  assert.deepEqual(readCommands('[%csl Gd4,Re5][%cal Ye2e4] and text').shapes, [
    { from: 'd4', color: 'green' }, { from: 'e5', color: 'red' }, { from: 'e2', to: 'e4', color: 'yellow' },
  ]);
  // Only the first clock counts; a malformed command stays in the text.
  assert.deepEqual(readCommands('[%clk 0:01:00] [%clk 0:02:00] [%eval x]'), { text: '[%clk 0:02:00] [%eval x]', clock: 60 });
  assert.deepEqual(readCommands('[%eval -0.00]').eval, { cp: 0 });
  assert.deepEqual(readCommands('no commands'), { text: 'no commands' });
});

test('a command is replaced where it stands, added after the text, or removed', () => {
  assert.equal(writeCommand('a [%clk 0:01:00] b', 'clock', 90.25), 'a [%clk 0:01:30.25] b');
  assert.equal(writeCommand('text', 'eval', { cp: -35 }), 'text [%eval -0.35]');
  assert.equal(writeCommand('a [%eval 0.10] b', 'eval', null), 'a b');
  assert.equal(writeCommand('[%clk 0:01:00]', 'clock', null), null);
  assert.equal(writeCommand(null, 'shapes', [{ from: 'a1' }, { from: 'a1', to: 'h8', color: 'blue' }]), '[%csl Ga1][%cal Ba1h8]');
  assert.equal(writeCommand('x [%csl Ga1] y [%cal Ga1h8]', 'shapes', []), 'x y');
});

test('the setters write lichess\'s form, pgn() keeps it, and loadPgn reads it back', () => {
  const chess = new Chess();
  for (const san of ['e4', 'e5', 'Nf3']) chess.move(san);
  chess.setClock(1, 179);
  chess.setEval(1, { cp: 20 });
  chess.setEmt(2, 3);
  chess.setShapes(3, [{ from: 'e5', color: 'red' }, { from: 'f3', to: 'e5' }]);
  chess.setNodeComment(3, 'attacks e5');
  const again = new Chess();
  again.loadPgn(chess.pgn());
  const nodes = again.tree().nodes;
  assert.deepEqual([nodes[1].clock, nodes[1].eval, nodes[2].emt], [179, { cp: 20 }, 3]);
  assert.equal(nodes[3].comment, 'attacks e5');
  assert.deepEqual(nodes[3].shapes, [{ from: 'e5', color: 'red' }, { from: 'f3', to: 'e5', color: 'green' }]);
  // getComment keeps chess.js's raw comment, commands and all.
  chess.goTo(1);
  assert.match(chess.getComment(), /\[%clk 0:02:59\]/);
  // Each change is a change of its node.
  const { revision } = chess.changes();
  chess.setClock(2, 100);
  assert.deepEqual(chess.changes(revision).changed, [2]);
});

test('bad values are clear errors and change nothing', () => {
  const chess = new Chess();
  chess.move('e4');
  const before = chess.pgn();
  assert.throws(() => chess.setClock(1, -1), /seconds/);
  assert.throws(() => chess.setClock(1, '10'), TypeError);
  assert.throws(() => chess.setEval(1, { cp: 0.5 }), /cp/);
  assert.throws(() => chess.setEval(1, { cp: 1, mate: 2 }), TypeError);
  assert.throws(() => chess.setShapes(1, [{ from: 'z9' }]), /squares/);
  assert.throws(() => chess.setShapes(1, [{ from: 'e4', color: 'pink' }]), /colours/);
  assert.throws(() => chess.setClock(7, 10), /no/);
  assert.throws(() => chess.setNodeComment(1, 5), TypeError);
  assert.equal(chess.pgn(), before);
});
