// The page's use of the game tree (www/js/game-tree.js): side lines stored
// beside the game's moves, promoted, deleted, and pruned after a takeback.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
import {
  deleteLine, gameVariations, nodeFor, promoteLine, pruneAfterGame, readTree, storeVariation,
} from '../../www/js/game-tree.js';

const game = (...moves) => {
  const chess = new Chess();
  for (const move of moves) chess.move(move);
  return chess;
};
const movesOf = (chess) => chess.pgn({ maxWidth: 0 }).split('\n').pop();

test('a stored side line hangs beside the game move it replaces; the game stays the game', () => {
  const chess = game('d4', 'Nf6', 'c4');
  storeVariation(chess, 1, ['d7d5', 'c2c4']);
  assert.deepEqual(chess.history(), ['d4', 'Nf6', 'c4']);
  assert.equal(movesOf(chess), '1. d4 Nf6 (1... d5 2. c4) 2. c4 *');
  // Storing it again, or a part of it, adds nothing.
  storeVariation(chess, 1, ['d7d5']);
  assert.equal(readTree(chess).byId.size, 6);
  assert.notEqual(nodeFor(readTree(chess), 1, ['d7d5', 'c2c4']), null);
  assert.equal(nodeFor(readTree(chess), 1, ['e7e5']), null);
  const variations = gameVariations(chess);
  assert.deepEqual([...variations.keys()], [2]);
  assert.deepEqual(variations.get(2)[0].map((m) => [m.san, m.line.join(' ')]), [['d5', 'd7d5'], ['c4', 'd7d5 c2c4']]);
});

test('nested variations are read with their lines from the branch', () => {
  const chess = game('e4', 'e5', 'Nf3');
  storeVariation(chess, 1, ['c7c5', 'g1f3', 'd7d6']);
  storeVariation(chess, 1, ['c7c5', 'g1f3', 'b8c6']);
  assert.equal(movesOf(chess), '1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6)) 2. Nf3 *');
  const [line] = gameVariations(chess).get(2);
  assert.equal(line[2].san, 'd6');
  assert.deepEqual(line[2].variations[0].map((m) => m.line.join(' ')), ['c7c5 g1f3 b8c6']);
});

test('promoting a line makes it the game; deleting removes it from the position on', () => {
  const chess = game('d4', 'Nf6', 'c4');
  storeVariation(chess, 1, ['d7d5', 'c2c4']);
  assert.equal(promoteLine(chess, 1, ['d7d5', 'c2c4']), 3);
  assert.deepEqual(chess.history(), ['d4', 'd5', 'c4']);
  assert.equal(movesOf(chess), '1. d4 d5 (1... Nf6 2. c4) 2. c4 *');
  deleteLine(chess, 1, ['g8f6', 'c2c4']);
  assert.equal(movesOf(chess), '1. d4 d5 (1... Nf6) 2. c4 *');
  deleteLine(chess, 1, ['g8f6']);
  assert.equal(movesOf(chess), '1. d4 d5 2. c4 *');
  assert.deepEqual(chess.history(), ['d4', 'd5', 'c4']);
});

test('after a takeback nothing hangs past the game\'s last move', () => {
  const chess = game('e4', 'e5', 'Nf3');
  storeVariation(chess, 2, ['b1c3']);
  chess.undo();
  pruneAfterGame(chess);
  assert.deepEqual(chess.history(), ['e4', 'e5']);
  assert.equal(movesOf(chess), '1. e4 e5 *');
});
