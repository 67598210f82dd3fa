// The page's questions of the library's live tree (www/js/game/game-line.js), in
// Node: after every change the page makes, the nodes it sees are what the
// library's tree() says, with nothing to call to bring them up to date, and
// a move or an added line reads no whole tree.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
import { GameLine } from '../../www/js/game/game-line.js';

/** The library's nodes, without data, by id. */
const libraryNodes = (chess) => new Map(chess.tree().nodes.map((node) => [node.id, node]));

/** A game of `moves` and the page's view of its tree. */
function played(...moves) {
  const chess = new Chess();
  const tree = new GameLine(chess);
  for (const san of moves) {
    chess.move(san);
  }
  return { chess, tree };
}

/** Asserts that the live tree holds every node as the library lists it. */
function assertInStep(tree, chess) {
  for (const [id, node] of libraryNodes(chess)) assert.deepEqual(tree.node(id), node, `node ${id}`);
}

test('moves and added lines are taken in one node at a time, in step with the library', () => {
  const { chess, tree } = played(...['d4', 'Nf6', 'c4']);
  const d4 = tree.gamePath()[1];
  const c4 = tree.addLine(d4, ['d7d5', 'c2c4']);
  const explored = tree.addLine(tree.end, ['e7e6']);
  assert.equal(tree.reads.whole, 1, 'only the first read was whole');
  assertInStep(tree, chess);
  assert.deepEqual(chess.history(), ['d4', 'Nf6', 'c4'], 'the game did not move');
  assert.deepEqual(tree.moves(c4), ['d2d4', 'd7d5', 'c2c4']);
  assert.equal(tree.branchOf(c4), d4);
  assert.equal(tree.onGame(c4), false);
  assert.equal(tree.pastEnd(c4), false);
  assert.equal(tree.pastEnd(explored), true);
  assert.equal(tree.onGame(tree.end), true);
  // A line the tree holds is followed, not added again.
  assert.equal(tree.addLine(d4, ['d7d5']), tree.node(c4).parent);
  assert.equal(tree.child(d4, 'd7d5'), tree.node(c4).parent);
  const variations = tree.gameVariations();
  assert.deepEqual([...variations.keys()], [2]);
  assert.deepEqual(variations.get(2)[0].map((move) => move.san), ['d5', 'c4']);
  tree.promote(c4);
  tree.delete(tree.gameVariations().get(2)[0][0].id);
  chess.undo();
  assert.equal(tree.reads.whole, 1, 'promoting, deleting and taking back read no whole tree either');
  assertInStep(tree, chess);
  chess.loadPgn('1. e4 *');
  assert.equal(tree.reads.whole, 2, 'a game loaded is read whole');
  assertInStep(tree, chess);
});

test('the PGN leaves out explorations past the end; pruning removes them; promoting and deleting reshape the game', () => {
  const { chess, tree } = played(...['e4', 'e5', 'Nf3']);
  const e4 = tree.gamePath()[1];
  const c5 = tree.addLine(e4, ['c7c5']);
  tree.addLine(tree.end, ['b8c6', 'f1b5']);
  assert.match(chess.pgn({ upToCurrent: true }), /1\. e4 e5 \(1\.\.\. c5\) 2\. Nf3 \*$/);
  tree.pruneAfterGame();
  assertInStep(tree, chess);
  assert.deepEqual(tree.node(tree.end).children, []);
  tree.promote(c5);
  assert.deepEqual(chess.history(), ['e4', 'c5']);
  assert.equal(tree.end, c5);
  assertInStep(tree, chess);
  const e5 = tree.gameVariations().get(2)[0][0].id;
  tree.delete(e5);
  assert.match(chess.pgn(), /1\. e4 c5 \*$/);
  assertInStep(tree, chess);
});

test('node data is written through to the library and read back', () => {
  const chess = new Chess();
  chess.move('e4');
  const tree = new GameLine(chess);
  tree.setData(tree.end, 'analysis', { depth: 12, lines: [{ move: 'e7e5', score: { cp: -20 } }] });
  assert.deepEqual(chess.getNodeData(tree.end, 'analysis').depth, 12);
  const again = new GameLine(chess);
  assert.equal(again.data(again.end, 'analysis').lines[0].move, 'e7e5');
  assert.equal(again.data(again.root, 'analysis'), undefined);
});

test('nested variations are listed with their own alternatives', () => {
  const { chess, tree } = played(...['e4', 'e5', 'Nf3']);
  const e4 = tree.gamePath()[1];
  tree.addLine(e4, ['c7c5', 'g1f3', 'd7d6']);
  tree.addLine(e4, ['c7c5', 'g1f3', 'b8c6']);
  assert.match(chess.pgn(), /1\. e4 e5 \(1\.\.\. c5 2\. Nf3 d6 \(2\.\.\. Nc6\)\) 2\. Nf3 \*$/);
  const [line] = tree.gameVariations().get(2);
  assert.equal(line[2].san, 'd6');
  assert.deepEqual(line[2].variations[0].map((move) => move.san), ['Nc6']);
});

test("after a takeback and a prune nothing hangs past the game's last move", () => {
  const { chess, tree } = played(...['e4', 'e5', 'Nf3']);
  tree.addLine(tree.gamePath()[2], ['b1c3']);
  chess.undo();
  tree.pruneAfterGame();
  assert.deepEqual(chess.history(), ['e4', 'e5']);
  assert.match(chess.pgn(), /1\. e4 e5 \*$/);
  assertInStep(tree, chess);
});
