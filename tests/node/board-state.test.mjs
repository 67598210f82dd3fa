// ferrochess/board's state logic, in Node (no DOM): FEN placement read and
// written as the rules write it, premove geometry as a superset of the moves
// that can be legal next turn, the legal-move map a bound board uses
// (castling both ways, Chess960 included), the pieces a change moved, and
// points to squares. Checked against the rules module on random games.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, chess960Fen } from '../../crate/js/index.js';
import {
  readFen, writeFen, premoveDests, movedPieces, movePieces, squareAtPoint, legalMoves, whiteWinningChance, SQUARES,
} from '../../crate/js/board/index.js';
import { random } from './random.mjs';

/** Positions from seeded random games (standard, then Chess960 starts). */
function randomPositions(seed, games, plies) {
  const next = random(seed);
  const out = [];
  for (let g = 0; g < games; g += 1) {
    const chess960 = g % 3 === 2;
    const chess = chess960 ? new Chess(chess960Fen(Math.floor(next() * 960)), { chess960: true }) : new Chess();
    for (let p = 0; p < plies && !chess.isGameOver(); p += 1) {
      const moves = chess.moves();
      chess.move(moves[Math.floor(next() * moves.length)]);
      out.push(chess.fen());
    }
    chess.free();
  }
  return out;
}

const boardPieces = (chess) => new Map(chess.board().flat().filter(Boolean).map((p) => [p.square, { color: p.color, type: p.type }]));

test('readFen reads what the rules hold, and writeFen writes what they write', () => {
  for (const fen of randomPositions(1, 30, 80)) {
    const chess = new Chess(fen);
    const pieces = readFen(fen);
    assert.deepEqual(pieces, boardPieces(chess), fen);
    assert.equal(writeFen(pieces), fen.split(' ')[0]);
    chess.free();
  }
  assert.equal(writeFen(readFen('start')), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
  assert.equal(readFen('8/8/8/8/8/8/8/8').size, 0);
});

test('readFen says what is wrong with a placement that does not parse', () => {
  assert.throws(() => readFen('8/8/8'), /3 ranks where 8 are needed/);
  assert.throws(() => readFen('36/8/8/8/8/8/8/8'), /rank 8 with more than 8 squares/);
  assert.throws(() => readFen('7/8/8/8/8/8/8/8'), /rank 8 with fewer than 8 squares/);
  assert.throws(() => readFen('8/8/8/8/8/8/8/7X'), /"X" on rank 1, which is no piece/);
  assert.throws(() => readFen(42), TypeError);
});

test('premove geometry holds every move that can be legal next turn, whatever the other side plays first', () => {
  let checked = 0;
  for (const fen of randomPositions(2, 24, 60)) {
    const chess = new Chess(fen, { chess960: true });
    const waiting = chess.turn() === 'w' ? 'b' : 'w';
    const before = readFen(fen);
    const premoves = premoveDests(before, waiting);
    for (const reply of chess.moves({ verbose: true })) {
      chess.move(reply.san);
      for (const m of chess.moves({ verbose: true })) {
        // Only pieces that stood there before the reply (not a piece it just freed).
        const piece = before.get(m.from);
        if (!piece || piece.color !== waiting || piece.type !== m.piece) continue;
        assert.ok(premoves.get(m.from)?.includes(m.to), `${fen}: after ${reply.san}, ${m.san} (${m.from}${m.to}) is missing`);
        checked += 1;
      }
      chess.undo();
    }
    chess.free();
  }
  assert.ok(checked > 50000, `${checked} moves checked`);
});

test('premove geometry: pawns, sliders through pieces, the king onto c, g and its own rooks', () => {
  const start = readFen('start');
  assert.deepEqual(premoveDests(start, 'w').get('e2').sort(), ['d3', 'e3', 'e4', 'f3']);
  // Up the a-file and along the first rank, but not onto its own king.
  assert.deepEqual(premoveDests(start, 'w').get('a1').length, 13);
  assert.equal(premoveDests(start, 'w').has('e7'), false);
  const castle = readFen('r3k2r/8/8/8/8/8/8/R3K2R');
  assert.deepEqual(premoveDests(castle, 'w').get('e1').sort(), ['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
  // Chess960: the king on b1 may aim at its rooks on a1 and h1.
  const c960 = readFen('rk5r/8/8/8/8/8/8/RK5R');
  assert.ok(['a1', 'h1', 'c1', 'g1'].every((s) => premoveDests(c960, 'w').get('b1').includes(s)));
});

test('legalMoves: castling by the king two squares or onto its rook; an ordinary king move keeps its square', () => {
  const standard = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const { dests, byPair } = legalMoves(standard);
  assert.deepEqual([...dests.get('e1')].sort(), ['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1']);
  assert.equal(byPair.get('e1h1')[0].san, 'O-O');
  assert.equal(byPair.get('e1g1')[0].san, 'O-O');
  assert.equal(byPair.get('e1a1')[0].san, 'O-O-O');
  assert.equal(byPair.get('e1d1')[0].san, 'Kd1');
  // Chess960, king f1 and rooks a1 and h1: g1 is an ordinary king move, h1 castles.
  const c960 = new Chess('r5kr/8/8/8/8/8/8/R4K1R w HAha - 0 1', { chess960: true });
  const moves = legalMoves(c960).byPair;
  assert.equal(moves.get('f1g1')[0].san, 'Kg1');
  assert.equal(moves.get('f1h1')[0].san, 'O-O');
  assert.equal(moves.get('f1a1')[0].san, 'O-O-O');
  assert.equal(moves.get('f1c1')[0].san, 'O-O-O');
  // A promotion is one pair with four moves.
  const promotion = legalMoves(new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1')).byPair.get('a7a8');
  assert.deepEqual(promotion.map((m) => m.promotion).sort(), ['b', 'n', 'q', 'r']);
  for (const fen of randomPositions(3, 9, 40)) {
    const chess = new Chess(fen);
    const all = [...legalMoves(chess).byPair.values()].flat();
    assert.equal(new Set(all).size, chess.moves().length, `${fen}: every legal move is reachable`);
    chess.free();
  }
});

test('movedPieces: one move, castling (king and rook), en passant and promotion slide; a new position does not', () => {
  const after = (fen, san) => {
    const chess = new Chess(fen);
    const before = readFen(chess.fen());
    chess.move(san);
    return movedPieces(before, readFen(chess.fen()));
  };
  assert.deepEqual(after(undefined, 'e4'), [['e2', 'e4']]);
  assert.deepEqual(after('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O').sort(), [['e1', 'g1'], ['h1', 'f1']]);
  assert.deepEqual(after('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', 'exd6'), [['e5', 'd6']]);
  assert.deepEqual(after('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a8=Q'), [['a7', 'a8']]);
  assert.deepEqual(movedPieces(readFen('start'), readFen('8/8/8/8/8/8/8/K6k')), []);
});

test('movePieces: autoCastle takes the rook along; without it the king just moves', () => {
  const pieces = readFen('r3k2r/8/8/8/8/8/8/R3K2R');
  assert.equal(writeFen(movePieces(pieces, 'e1', 'g1', true)), 'r3k2r/8/8/8/8/8/8/R4RK1');
  assert.equal(writeFen(movePieces(pieces, 'e1', 'a1', true)), 'r3k2r/8/8/8/8/8/8/2KR3R');
  assert.equal(writeFen(movePieces(pieces, 'e1', 'g1', false)), 'r3k2r/8/8/8/8/8/8/R5KR');
  assert.equal(writeFen(movePieces(readFen('rk5r/8/8/8/8/8/8/RK5R'), 'b1', 'h1', true)), 'rk5r/8/8/8/8/8/8/R4RK1');
});

test('squareAtPoint: a1 bottom left for White, top right for Black; null off the board', () => {
  const bounds = { left: 100, top: 50, width: 400, height: 400 };
  assert.equal(squareAtPoint(110, 440, bounds, 'w'), 'a1');
  assert.equal(squareAtPoint(490, 60, bounds, 'w'), 'h8');
  assert.equal(squareAtPoint(490, 60, bounds, 'b'), 'a1');
  assert.equal(squareAtPoint(99, 200, bounds, 'w'), null);
  assert.equal(squareAtPoint(300, 451, bounds, 'w'), null);
  for (const [i, square] of SQUARES.entries()) {
    const x = 100 + (i % 8) * 50 + 25;
    const y = 50 + Math.floor(i / 8) * 50 + 25;
    assert.equal(squareAtPoint(x, y, bounds, 'w'), square);
  }
});

test('whiteWinningChance follows lichess: even at 0, about 59% at +1, certain at a mate, from either side', () => {
  assert.equal(whiteWinningChance({ cp: 0 }, 'w'), 0.5);
  assert.ok(Math.abs(whiteWinningChance({ cp: 100 }, 'w') - 0.591) < 0.001);
  assert.ok(Math.abs(whiteWinningChance({ cp: 100 }, 'b') - 0.409) < 0.001);
  assert.equal(whiteWinningChance({ mate: 3 }, 'w'), 1);
  assert.equal(whiteWinningChance({ mate: -2 }, 'w'), 0);
  assert.equal(whiteWinningChance({ mate: 2 }, 'b'), 0);
});
