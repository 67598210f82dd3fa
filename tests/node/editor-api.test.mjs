// The questions a position editor asks the rules, answered by the package:
// which castling rights the pieces allow, which en-passant squares, and a
// turn change that edits the position instead of playing a null move.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';

const edited = (fen) => new Chess(fen, { skipValidation: true });

test('castlingPossible follows the king and the rooks, in standard chess and Chess960', () => {
  const chess = edited('4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
  assert.deepEqual(chess.castlingPossible('w'), { k: false, q: true });
  assert.deepEqual(chess.castlingPossible('b'), { k: false, q: false });
  assert.equal(chess.setCastlingRights('w', { q: true }), true);
  assert.deepEqual(chess.getCastlingRights('w'), { k: false, q: true });
  // The king off e: no standard castling at all.
  assert.deepEqual(edited('4k3/8/8/8/8/8/8/R2K3R w - - 0 1').castlingPossible('w'), { k: false, q: false });
  // Chess960: a king on its back rank with a rook on either side.
  const c960 = new Chess('4k3/8/8/8/8/8/8/1R1K2R1 w - - 0 1', { chess960: true, skipValidation: true });
  assert.deepEqual(c960.castlingPossible('w'), { k: true, q: true });
  assert.throws(() => chess.castlingPossible('x'), /color/);
});

test('enPassantSquares lists the squares a double step explains and a pawn can take', () => {
  const chess = edited('4k3/8/8/3pP1pP/8/8/8/4K3 w - - 0 1');
  assert.deepEqual(chess.enPassantSquares(), ['d6', 'g6']);
  assert.equal(chess.getEnPassantSquare(), null);
  assert.equal(chess.setEnPassantSquare('c6'), false);
  assert.equal(chess.fen(), '4k3/8/8/3pP1pP/8/8/8/4K3 w - - 0 1', 'a refused square changes nothing');
  assert.equal(chess.setEnPassantSquare('g6'), true);
  assert.equal(chess.getEnPassantSquare(), 'g6');
  assert.equal(chess.fen(), '4k3/8/8/3pP1pP/8/8/8/4K3 w - g6 0 1');
  assert.equal(chess.setEnPassantSquare(null), true);
  assert.equal(chess.getEnPassantSquare(), null);
  assert.throws(() => chess.setEnPassantSquare('z9'), /invalid square/);
  assert.throws(() => chess.setEnPassantSquare(6), TypeError);
  // Black to move: the third rank.
  assert.deepEqual(edited('4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1').enPassantSquares(), ['e3']);
  // After a real double step the game's own square is the one.
  const game = new Chess('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1');
  game.move('e4');
  assert.equal(game.getEnPassantSquare(), 'e3');
});

test('setTurn with { edit: true } edits the position: any position, clocks kept, en passant cleared', () => {
  const chess = edited('4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 7');
  assert.equal(chess.setTurn('b', { edit: true }), true);
  assert.equal(chess.fen(), '4k3/8/8/3pP3/8/8/8/4K3 b - - 3 7');
  assert.equal(chess.setTurn('b', { edit: true }), false);
  assert.deepEqual(chess.history(), [], 'no null move was played');
  // White in check with Black to move: an editor may set it up; a game may not.
  const check = edited('4k3/8/8/8/8/8/8/R3K2r w Q - 0 1');
  assert.throws(() => check.setTurn('b'), /check/);
  assert.equal(check.setTurn('b', { edit: true }), true);
  assert.equal(check.fen(), '4k3/8/8/8/8/8/8/R3K2r b Q - 0 1');
  assert.throws(() => check.move('Kd8'), /./, 'the edited position cannot be played');
});

test('tree nodes carry their side to move and move number', () => {
  const chess = new Chess('4k3/8/8/8/8/8/8/4K3 b - - 0 12');
  chess.move('Kd7');
  assert.deepEqual([chess.node(0).turn, chess.node(0).moveNumber], ['b', 12]);
  const last = chess.node(chess.currentNode());
  assert.deepEqual([last.turn, last.moveNumber, last.ply], ['w', 13, 1]);
  const setup = edited('8/8/8/8/8/8/8/8 b - - 4 9');
  assert.deepEqual([setup.node(0).turn, setup.node(0).moveNumber], ['b', 9]);
});
