// Node-addressed reads and writes of the game tree, as a UI uses them:
// node(id), currentNode(), mainline(), addLine(from, moves) and per-node data.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';

const game = (...moves) => {
  const chess = new Chess();
  for (const move of moves) chess.move(move);
  return chess;
};

test('node(id) is the node tree() lists, with its data, at the cost of its own line', () => {
  const chess = new Chess();
  chess.loadPgn('1. e4 {best by test} e5 (1... c5 $1 2. Nf3) 2. Nf3 Nc6 *');
  const { nodes } = chess.tree();
  for (const listed of nodes) {
    assert.deepEqual(chess.node(listed.id), { ...listed, data: {} });
  }
  assert.equal(chess.node(0).san, null);
  assert.equal(chess.node(0).fen, new Chess().fen());
});

test('currentNode and mainline follow the game and the tree', () => {
  const chess = new Chess();
  assert.equal(chess.currentNode(), 0);
  assert.deepEqual(chess.mainline(), []);
  chess.loadPgn('1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *');
  assert.deepEqual(chess.mainline().map((n) => n.san), ['e4', 'e5', 'Nf3']);
  assert.deepEqual(chess.mainline().map((n) => n.ply), [1, 2, 3]);
  assert.equal(chess.node(chess.currentNode()).san, 'Nf3');
  const c5 = chess.tree().nodes.find((n) => n.san === 'c5').id;
  chess.goTo(c5);
  assert.equal(chess.currentNode(), c5);
  assert.deepEqual(chess.mainline().map((n) => n.san), ['e4', 'e5', 'Nf3'], 'going to a side line does not change the main line');
  chess.promoteVariation(c5);
  assert.deepEqual(chess.mainline().map((n) => n.san), ['e4', 'c5', 'Nf3']);
});

test('addLine adds a line without moving the game and follows moves already there', () => {
  const chess = game('e4', 'e5', 'Nf3');
  const fen = chess.fen();
  const e4 = chess.mainline()[0].id;
  const nodesBefore = chess.tree().nodes.length;
  const end = chess.addLine(e4, ['e5', 'Nc3', 'Nf6']);
  assert.equal(chess.fen(), fen);
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3']);
  assert.equal(chess.tree().nodes.length, nodesBefore + 2, 'e5 was followed, Nc3 and Nf6 added');
  assert.equal(chess.node(end).san, 'Nf6');
  assert.equal(chess.pgn({ maxWidth: 0 }).split('\n').pop(), '1. e4 e5 2. Nf3 (2. Nc3 Nf6) *');
  // The same line again adds nothing and gives the same node.
  assert.equal(chess.addLine(e4, ['e5', 'Nc3', 'Nf6']), end);
  // UCI moves are taken unless strict.
  const d5 = chess.addLine(0, ['d2d4', 'd7d5']);
  assert.equal(chess.node(d5).san, 'd5');
  assert.throws(() => chess.addLine(0, ['d2d4'], { strict: true }), /move 1 of the line, "d2d4"/);
  assert.equal(chess.addLine(end, []), end);
  // Going to the added line plays it.
  chess.goTo(end);
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nc3', 'Nf6']);
});

test('a bad move anywhere in the line adds nothing and says which move', () => {
  const chess = game('e4');
  const before = chess.pgn();
  assert.throws(() => chess.addLine(0, ['d4', 'd5', 'Ke3']), (error) => {
    assert.ok(error instanceof Error);
    assert.match(error.message, /move 3 of the line, "Ke3"/);
    return true;
  });
  assert.equal(chess.pgn(), before);
  assert.throws(() => chess.addLine(99, ['d4']), /no node numbered 99/);
  assert.throws(() => chess.addLine(-1, ['d4']), TypeError);
  assert.throws(() => chess.addLine(0, 'd4'), /array of moves/);
  assert.throws(() => chess.addLine(0, [4]), /array of moves/);
  // The object stays usable.
  assert.equal(chess.node(chess.addLine(0, ['d4'])).san, 'd4');
});

test('node data is JSON, stays with its node and goes with it', () => {
  const chess = game('e4', 'e5');
  const e5 = chess.currentNode();
  const c5 = chess.addLine(chess.mainline()[0].id, ['c5']);
  chess.setNodeData(c5, 'eval', { cp: -20, depth: 18, pv: ['Nf3'] });
  chess.setNodeData(c5, 'mark', 'mistake');
  chess.setNodeData(0, 'opening', 'start');
  assert.deepEqual(chess.getNodeData(c5, 'eval'), { cp: -20, depth: 18, pv: ['Nf3'] });
  assert.equal(chess.getNodeData(e5, 'eval'), undefined);
  assert.deepEqual(chess.node(c5).data, { eval: { cp: -20, depth: 18, pv: ['Nf3'] }, mark: 'mistake' });
  // Through goTo, promotion and new moves.
  chess.goTo(c5);
  chess.move('Nf3');
  chess.promoteVariation(c5);
  assert.equal(chess.getNodeData(c5, 'mark'), 'mistake');
  assert.equal(chess.getNodeData(0, 'opening'), 'start');
  // PGN does not carry it.
  const copy = new Chess();
  copy.loadPgn(chess.pgn());
  assert.equal(copy.getNodeData(copy.mainline()[1].id, 'mark'), undefined);
  // undefined removes a value.
  chess.setNodeData(c5, 'mark', undefined);
  assert.deepEqual(Object.keys(chess.node(c5).data), ['eval']);
  // A deleted node's data goes with it; its number may name a new move later.
  chess.deleteVariation(c5);
  assert.throws(() => chess.getNodeData(c5, 'eval'), /no node numbered/);
  const again = chess.addLine(chess.mainline()[0].id, ['c5']);
  assert.deepEqual(chess.node(again).data, {});
});

test('node data refuses bad input and leaves the game usable', () => {
  const chess = game('e4');
  const id = chess.currentNode();
  assert.throws(() => chess.setNodeData(id, '', 1), /key of 1 to 255 characters/);
  assert.throws(() => chess.setNodeData(id, 'x'.repeat(256), 1), /key of 1 to 255 characters/);
  assert.throws(() => chess.setNodeData(id, 7, 1), TypeError);
  assert.throws(() => chess.setNodeData(id, 'f', () => 1), /value JSON can hold/);
  assert.throws(() => chess.setNodeData(42, 'k', 1), /no node numbered 42/);
  assert.throws(() => chess.setNodeData(1.5, 'k', 1), TypeError);
  assert.throws(() => chess.getNodeData(id), TypeError);
  assert.throws(() => chess.node(42), /no node numbered 42/);
  assert.throws(() => chess.node('1'), TypeError);
  chess.setNodeData(id, 'k', null);
  assert.equal(chess.getNodeData(id, 'k'), null);
  assert.deepEqual(chess.history(), ['e4']);
});

test('a board being edited (no legal position) has only its root', () => {
  const chess = new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true });
  assert.equal(chess.currentNode(), 0);
  assert.deepEqual(chess.mainline(), []);
  assert.equal(chess.node(0).fen, '8/8/8/8/8/8/8/8 w - - 0 1');
  assert.throws(() => chess.addLine(0, ['e4']), Error);
  chess.setNodeData(0, 'note', 'empty board');
  assert.equal(chess.getNodeData(0, 'note'), 'empty board');
});

test('changes(since) names the nodes a change touched, and says when the tree is another', () => {
  const chess = new Chess();
  const first = chess.changes();
  assert.equal(first.replaced, true, 'no revision given: read the tree whole');
  let { revision } = first;
  chess.move('e4');
  let changes = chess.changes(revision);
  assert.deepEqual([changes.replaced, changes.changed, changes.removed, changes.current], [false, [0, 1], [], 1]);
  ({ revision } = changes);
  assert.deepEqual(chess.changes(revision).changed, [], 'nothing since');
  const line = chess.addLine(0, ['d4', 'd5']);
  chess.setNodeData(1, 'eval', 0.3);
  changes = chess.changes(revision);
  assert.deepEqual(changes.changed, [0, 1, line - 1, line]);
  assert.equal(changes.current, 1, 'the game did not move');
  ({ revision } = changes);
  chess.deleteVariation(line - 1);
  changes = chess.changes(revision);
  assert.deepEqual(changes.changed, [0]);
  assert.deepEqual([...changes.removed].sort(), [line - 1, line]);
  ({ revision } = changes);
  chess.loadPgn('1. c4 *');
  assert.equal(chess.changes(revision).replaced, true, 'a game loaded is another tree');
  assert.throws(() => chess.changes('1'), TypeError);
  assert.throws(() => chess.changes(-1), TypeError);
});
