// Chess#hasInsufficientMaterial(color) against python-chess's
// has_insufficient_material: seeded random positions of a few pieces (the
// endgames where it matters, each kind of piece on both sides), every one
// legal, both colours asked.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { PYTHON_ENV } from '../python.mjs';
import { Chess, validateFen } from '../../crate/js/index.js';
import { random } from './random.mjs';

const FILES = 'abcdefgh';
const PIECES = ['n', 'b', 'p', 'r', 'q', 'N', 'B', 'P', 'R', 'Q', 'b', 'B', 'n', 'N'];

/** A random legal position: two kings and up to three other pieces. */
function randomPosition(rand) {
  for (;;) {
    const chess = new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true });
    const square = () => `${FILES[Math.floor(rand() * 8)]}${1 + Math.floor(rand() * 8)}`;
    chess.put({ type: 'k', color: 'w' }, square());
    chess.put({ type: 'k', color: 'b' }, square());
    const extra = Math.floor(rand() * 4);
    for (let i = 0; i < extra; i += 1) {
      const letter = PIECES[Math.floor(rand() * PIECES.length)];
      chess.put({ type: letter.toLowerCase(), color: letter === letter.toUpperCase() ? 'w' : 'b' }, square());
    }
    const fen = chess.fen();
    chess.free();
    // Not a legal position (kings touching, a pawn on the back rank, the side not to move in check): another.
    if (validateFen(fen).ok) return fen;
  }
}

test('hasInsufficientMaterial agrees with python-chess on 600 random endgames', () => {
  const rand = random(2026);
  const fens = Array.from({ length: 600 }, () => randomPosition(rand));
  const oracle = execFileSync('python3', ['-c', [
    'import sys, chess',
    'for fen in sys.stdin.read().split("\\n"):',
    '    board = chess.Board(fen)',
    '    print(int(board.has_insufficient_material(chess.WHITE)), int(board.has_insufficient_material(chess.BLACK)))',
  ].join('\n')], { env: PYTHON_ENV, input: fens.join('\n'), encoding: 'utf8' }).trim().split('\n');
  let insufficient = 0;
  fens.forEach((fen, index) => {
    const chess = new Chess(fen);
    const ours = `${Number(chess.hasInsufficientMaterial('w'))} ${Number(chess.hasInsufficientMaterial('b'))}`;
    chess.free();
    assert.equal(ours, oracle[index], fen);
    insufficient += ours.split(' ').filter((n) => n === '1').length;
  });
  // Both answers are well represented, not all one way.
  assert.ok(insufficient > 200 && insufficient < 1000, `${insufficient} of 1200 insufficient`);
});

test('hasInsufficientMaterial: the start, a setup and bad input', () => {
  assert.equal(new Chess().hasInsufficientMaterial('w'), false);
  assert.equal(new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true }).hasInsufficientMaterial('w'), false);
  assert.throws(() => new Chess().hasInsufficientMaterial('x'), /color/);
});
