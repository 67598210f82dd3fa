// The library's live move tree (Chess#gameTree): after every change a game
// can make, its nodes are what tree() lists, with nothing to call; a move
// reads one node from wasm however big the tree, a game loaded reads it
// whole; listeners hear each change once.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, readGames } from '../../crate/js/index.js';
import { bigGame } from '../big-game.mjs';

/** Asserts that the live tree holds exactly the nodes tree() lists, and the same current node. */
function assertLive(chess) {
  const live = chess.gameTree();
  const { current, nodes } = chess.tree();
  assert.equal(live.size, nodes.length, 'as many nodes');
  for (const node of nodes) assert.deepEqual(live.node(node.id), node, `node ${node.id}`);
  assert.equal(live.current.id, current);
  assert.deepEqual(live.mainline().map((node) => node.id), chess.mainline().map((node) => node.id));
}

test('the live tree follows every kind of change, reading only the nodes touched', () => {
  const chess = new Chess();
  const tree = chess.gameTree();
  assert.equal(chess.gameTree(), tree, 'one tree per game');
  assert.deepEqual(tree.reads, { whole: 1, nodes: 0 });
  const steps = [
    () => chess.move('e4'),
    () => chess.move('e5'),
    () => chess.move({ from: 'g1', to: 'f3' }),
    () => chess.addLine(1, ['c5', 'Nf3', 'd6']),
    () => chess.setNodeComment(2, 'the open game'),
    () => chess.setClock(2, 175),
    () => chess.setEval(3, { cp: 25 }),
    () => chess.setShapes(1, [{ from: 'e4' }, { from: 'd2', to: 'd4', color: 'red' }]),
    () => chess.addNag(14),
    () => chess.setComment('developing'),
    () => chess.setNodeData(1, 'review', { cp: 30 }),
    () => chess.goTo(5),
    () => chess.move('Nc6'),
    () => chess.goTo(3),
    () => tree.promote(7),
    () => chess.deleteVariation(2),
    () => chess.undo(),
    () => chess.move(null),
    () => chess.removeComments(),
    () => chess.loadPgn('1. d4 {a comment} d5 (1... Nf6 2. c4 $1) 2. c4 *'),
    () => chess.move('e6'),
    () => chess.load('8/8/8/4k3/8/8/4P3/4K3 w - - 0 1'),
    () => chess.move('e3'),
    () => chess.reset(),
  ];
  for (const step of steps) {
    step();
    assertLive(chess);
  }
  assert.equal(tree.data(1, 'review'), undefined, 'the reset tree has no data');
  assert.equal(tree.reads.whole, 4, 'read whole once, then again for loadPgn, load and reset only');
});

test('promote makes a line the main line in one change; delete, data and addLine act by node', () => {
  const chess = new Chess();
  chess.loadPgn('1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) d6) 2. Nf3 *');
  const tree = chess.gameTree();
  const nc6 = chess.tree().nodes.find((node) => node.san === 'Nc6');
  const heard = [];
  tree.subscribe((notice) => heard.push(notice));
  assert.equal(tree.promote(nc6.id), true);
  assert.equal(heard.length, 1, 'one notice for the whole promotion');
  assert.deepEqual(tree.mainline().map((node) => node.san), ['e4', 'c5', 'Nc3', 'Nc6']);
  assert.equal(tree.reads.nodes, 0, 'promoting changes children only: no node is read');
  assertLive(chess);
  assert.equal(tree.promote(999), false);
  assert.throws(() => tree.promote('1'), TypeError);
  const d5 = tree.addLine(0, ['d4', 'd5']);
  assert.equal(d5.san, 'd5');
  assert.equal(tree.addLine(0, ['d4']).id, d5.parent, 'a line the tree holds is followed');
  tree.setData(d5.id, 'mark', [1, 2]);
  assert.deepEqual(tree.data(d5.id, 'mark'), [1, 2]);
  assert.equal(tree.child(d5.parent, 'd7d5'), tree.node(d5.id));
  tree.delete(d5.parent);
  assert.equal(tree.node(d5.id), undefined);
  assertLive(chess);
});

test('a move played in a 300-move game with 50 variations reads one node from wasm', () => {
  const chess = new Chess();
  const big = bigGame(600, 50, 300);
  chess.loadPgn(big.pgn());
  big.free();
  const tree = chess.gameTree();
  assert.ok(tree.size > 650, `${tree.size} nodes`);
  assert.equal(chess.history().length, 600);
  const before = { ...tree.reads };
  const heard = [];
  tree.subscribe((notice) => heard.push(notice));
  const moves = chess.moves();
  chess.move(moves[0]);
  assert.deepEqual(tree.reads, { whole: before.whole, nodes: before.nodes + 1 }, 'one node read, no whole tree');
  assert.equal(heard.length, 1);
  assert.deepEqual([...heard[0].changed].sort((a, b) => a - b), [tree.current.parent, tree.current.id]);
  assert.equal(tree.current.san, chess.history().at(-1));
  // Going back along the game and adding a side line there: one node a move, none for going.
  const reads = tree.reads.nodes;
  const back = tree.mainline()[400];
  chess.goTo(back.id);
  assert.equal(tree.reads.nodes, reads, 'going to a node reads none');
  chess.move(chess.moves().find((san) => tree.child(back.id, new Chess(back.fen).move(san).lan) === undefined));
  assert.equal(tree.reads.nodes, reads + 1);
  assertLive(chess);
});

test('listeners hear each change with its nodes, a throwing listener stops no other, and unsubscribing stops them', () => {
  const chess = new Chess();
  const tree = chess.gameTree();
  const heard = [];
  // A listener's error is reported the way an event listener's is, later and on its own.
  const reported = [];
  const queue = globalThis.queueMicrotask;
  globalThis.queueMicrotask = (task) => reported.push(task);
  try {
    const stopFailing = tree.subscribe(() => { throw new Error('a listener failed'); });
    const stop = tree.subscribe((notice) => heard.push(notice));
    chess.move('e4');
    assert.equal(chess.history().length, 1, 'the move stands');
    assert.deepEqual(heard.map(({ changed, removed, current }) => ({ changed, removed, current })), [{ changed: [1, 0], removed: [], current: 1 }]);
    assert.equal(reported.length, 1);
    assert.throws(reported[0], /a listener failed/);
    stopFailing();
    chess.undo();
    assert.deepEqual(heard[1].removed, [1]);
    stop();
    chess.move('d4');
    assert.equal(heard.length, 2);
    assert.equal(reported.length, 1);
  } finally {
    globalThis.queueMicrotask = queue;
  }
  assert.throws(() => tree.subscribe('not a function'), TypeError);
  chess.free();
  assert.throws(() => chess.move('e5'), /freed/);
  const freed = new Chess();
  freed.free();
  assert.throws(() => freed.gameTree(), /freed/);
});

test('a game read from a database hands over the SAN it read: history() writes none again', async () => {
  const pgn = '[Event "x"]\n\n1. e4 {[%clk 0:03:00]} e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n';
  for await (const game of readGames(pgn)) {
    const replayed = new Chess();
    for (const { lan } of game.history({ verbose: true })) replayed.move(lan);
    assert.deepEqual(game.history(), replayed.history());
    assert.deepEqual(game.gameTree().mainline().map((node) => node.san), game.history());
  }
});
