// Every entry point turns bad input into a JS Error with a message, never a
// wasm trap, and leaves the object unchanged and usable.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, chess960Fen } from '../../crate/js/engine-entry.js';
import { throwsReason } from './throws-reason.mjs';

const MEGABYTE = 'e'.repeat(1 << 20);
const BAD_VALUES = [undefined, null, 42, NaN, {}, [], Symbol('x'), () => 1, '', MEGABYTE, '\0', 'é♞😀', '\ud800'];

// [method, arguments builder] — each is called with every bad value.
const CALLS = [
  ['load', (v) => [v]],
  ['load', (v) => [v, { chess960: true }]],
  ['loadPgn', (v) => [v, { chess960: true }]],
  ['move', (v) => [v]],
  ['move', (v) => [{ from: v, to: 'e4' }]],
  ['move', (v) => [{ from: 'e2', to: v }]],
  ['move', (v) => [{ from: 'e7', to: 'e8', promotion: v }]],
  ['loadPgn', (v) => [v]],
  ['setTurn', (v) => [v]],
  ['attackers', (v) => ['e4', v]],
  ['isAttacked', (v) => ['e4', v]],
  ['getCastlingRights', (v) => [v]],
  ['setCastlingRights', (v) => [v, { k: false }]],
  ['setCastlingRights', (v) => ['w', v]],
  ['findPiece', (v) => [v]],
  ['goTo', (v) => [v]],
  ['promoteVariation', (v) => [v]],
  ['deleteVariation', (v) => [v]],
  ['setNags', (v) => [v]],
  ['setNags', (v) => [[1, 2], v]],
  ['getNags', (v) => [v]],
  ['setSuffixAnnotation', (v) => [v]],
  ['setComment', (v) => [v]],
  ['setHeader', (v) => [v, 'x']],
  ['perft', (v) => [v]],
  ['bestMove', (v) => [{ depth: v, nodes: 2000 }]],
  ['bestMove', (v) => [{ algorithm: v, depth: 1 }]],
  ['bestMove', (v) => [{ level: v, depth: 1 }]],
  ['bestMove', (v) => [{ elo: v, depth: 1 }]],
  ['bestMove', (v) => [v]],
  ['evaluate', (v) => [{ evaluator: v }]],
];

function assertThrowsCleanly(fn, label) {
  let thrown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined) return false;
  assert.ok(thrown instanceof Error, `${label}: threw a non-Error ${String(thrown)}`);
  assert.ok(thrown.message.length > 5, `${label}: empty message`);
  assert.ok(!/unreachable|RuntimeError/.test(`${thrown.name} ${thrown.message}`), `${label}: wasm trap: ${thrown.message}`);
  assert.ok(thrown.message.length < 500, `${label}: message echoes huge input`);
  return true;
}

test('bad arguments throw Errors and leave the game unchanged', () => {
  let rejected = 0;
  for (const [method, args] of CALLS) {
    for (const value of BAD_VALUES) {
      const chess = new Chess();
      chess.move('e4');
      const fen = chess.fen();
      const label = `${method}(${typeof value === 'string' ? JSON.stringify(value.slice(0, 8)) : String(typeof value)})`;
      if (assertThrowsCleanly(() => chess[method](...args(value)), label)) {
        rejected += 1;
        assert.equal(chess.fen(), fen, `${label} changed the game`);
        assert.equal(chess.moves().length, 20, `${label} broke the game`);
      }
      chess.free();
    }
  }
  // Nearly every combination is invalid; the few valid ones (e.g. a piece
  // filter of undefined) are allowed through.
  assert.ok(rejected > CALLS.length * BAD_VALUES.length * 0.7, `only ${rejected} rejected`);
});

// Calls that chess.js answers with false, [] or undefined instead of an
// error (its contract): they must not throw, and must change nothing.
const LENIENT = [
  ['moves', (v) => [{ square: v }], (r) => Array.isArray(r) && r.length === 0],
  ['moves', (v) => [{ piece: v }], (r) => Array.isArray(r)],
  ['get', (v) => [v], (r) => r === undefined],
  ['put', (v) => [{ type: v, color: 'w' }, 'e4'], (r) => r === false],
  ['put', (v) => [{ type: 'q', color: v }, 'e4'], (r) => r === false],
  ['put', (v) => [{ type: 'q', color: 'w' }, v], (r) => r === false],
  ['put', (v) => [v, 'e4'], (r) => r === false],
  ['remove', (v) => [v], (r) => r === undefined],
  ['attackers', (v) => [v], (r) => Array.isArray(r) && r.length === 0],
  ['findPiece', (v) => [{ type: v, color: 'w' }], (r) => Array.isArray(r) && r.length === 0],
];

test('chess.js-lenient calls answer false, [] or undefined and change nothing', () => {
  for (const [method, args, expected] of LENIENT) {
    for (const value of BAD_VALUES) {
      if ((value === undefined || value === null) && method === 'moves') continue; // no filter: every move
      const chess = new Chess();
      chess.move('e4');
      const fen = chess.fen();
      const label = `${method}(${typeof value === 'string' ? JSON.stringify(value.slice(0, 8)) : String(typeof value)})`;
      const answer = chess[method](...args(value));
      assert.ok(expected(answer), `${label} answered ${String(answer)}`);
      assert.equal(chess.fen(), fen, `${label} changed the game`);
      assert.deepEqual(chess.history(), ['e4'], `${label} changed the history`);
      chess.free();
    }
  }
});

test('a board that is not legal chess refuses play with the reason and stays usable', () => {
  const chess = new Chess('8/8/8/8/8/8/8/8 w - - 0 1', { skipValidation: true });
  for (const play of [() => chess.move('e4'), () => chess.move({ from: 'e2', to: 'e4' }), () => chess.move(null), () => chess.perft(1), () => chess.bestMove({ depth: 1 }), () => chess.evaluate()]) {
    assert.ok(assertThrowsCleanly(play, 'play on an empty board'));
    throwsReason(play, /not legal chess \(white has 0 kings/);
  }
  assert.deepEqual(chess.moves(), []);
  assert.equal(chess.undo(), null);
  assert.equal(chess.isGameOver(), false);
  assert.equal(chess.fen(), '8/8/8/8/8/8/8/8 w - - 0 1');
  chess.put({ type: 'k', color: 'w' }, 'e1');
  chess.put({ type: 'k', color: 'b' }, 'e8');
  assert.deepEqual(chess.moves().length, 5);
  chess.put({ type: 'p', color: 'w' }, 'a8');
  throwsReason(() => chess.move('Kd1'), /pawn on a8/);
});

test('Chess960: bad start numbers and FENs throw clean Errors; the game stays usable', () => {
  for (const value of BAD_VALUES.filter((v) => v !== undefined && v !== 42)) {
    assert.ok(assertThrowsCleanly(() => chess960Fen(value), `chess960Fen(${String(typeof value)})`));
  }
  for (const n of [-1, 960, 1.5, 2 ** 53, Infinity]) {
    assert.ok(assertThrowsCleanly(() => chess960Fen(n), `chess960Fen(${n})`));
  }
  const chess = new Chess(chess960Fen(3), { chess960: true });
  const fen = chess.fen();
  for (const bad of [
    'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KXkq - 0 1', // no such letter
    'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEGe - 0 1', // two rooks for one side
    'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w AE - 0 1', // no rook on a1
    'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w FE - 0 1', // the king's own file
  ]) {
    assert.ok(assertThrowsCleanly(() => chess.load(bad, { chess960: true, skipValidation: true }), bad));
  }
  throwsReason(() => chess.load('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KXkq - 0 1'), /Chess960 castling field/);
  assert.equal(chess.fen(), fen);
  assert.equal(chess.move('O-O').san, 'O-O');
  chess.free();
});

test('bad constructor arguments throw and later objects still work', () => {
  for (const value of [null, 42, {}, Symbol('x'), '', MEGABYTE, 'not a fen']) {
    assert.ok(assertThrowsCleanly(() => new Chess(value), String(typeof value)));
  }
  assert.equal(new Chess().moves().length, 20);
});

test('a 1 MB PGN of garbage and of endless moves is rejected with a message', () => {
  const chess = new Chess();
  throwsReason(() => chess.loadPgn('['.repeat(1 << 20)), /invalid PGN/i);
  throwsReason(() => chess.loadPgn('1. e4 e5 '.repeat(100000)), /move 2\.: illegal move "e4"/);
  throwsReason(() => chess.loadPgn(`{${MEGABYTE}`), /never closed/);
  assert.equal(chess.moves().length, 20);
});

test('a refused move text says why in the error\'s code, and the game is unchanged', () => {
  const chess = new Chess();
  const codeOf = (text, opts) => {
    try {
      chess.move(text, opts);
    } catch (error) {
      assert.ok(error instanceof Error);
      return error.code;
    }
    return 'played';
  };
  assert.equal(codeOf('Qxx9'), 'malformed');
  assert.equal(codeOf('Qh5'), 'illegal');
  assert.equal(codeOf(''), 'empty');
  assert.equal(codeOf('e8=K'), 'bad-promotion-piece');
  assert.equal(codeOf('e2e4', { strict: true }), 'not-standard');
  assert.equal(codeOf('0000'), 'played', 'a null move in a permissive spelling passes');
  chess.load('k7/4P3/8/8/8/8/8/K7 w - - 0 1');
  assert.equal(codeOf('e8'), 'promotion-missing');
  assert.equal(codeOf('Ka2=Q'), 'unexpected-promotion');
  chess.load('k7/8/8/8/8/8/8/KN3N2 w - - 0 1');
  assert.equal(codeOf('Nd2'), 'ambiguous');
  chess.load('k7/8/8/8/8/8/1q6/K7 w - - 0 1');
  assert.equal(codeOf('--'), 'null-move-in-check');
  assert.equal(chess.fen(), 'k7/8/8/8/8/8/1q6/K7 w - - 0 1', 'nothing changed');
});
