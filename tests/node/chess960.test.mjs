// Chess960 against python-chess (PyPI): every start position (its FEN and
// perft at depth 3), positions from seeded random Chess960 games (perft at
// depth 3 and the legal moves in SAN), and those games replayed move by
// move (FEN, legal moves, the SAN played, check, mate, draws); then the
// API's own promises: FEN styles written back as read, castling given as
// O-O, as the king onto its rook or as the king's move to its square,
// flags, PGN with its Variant tag, and the engine's move.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { PYTHON_ENV } from '../python.mjs';
import { fileURLToPath } from 'node:url';
import { Chess, chess960Fen, Engine } from '../../crate/js/engine-entry.js';
import { random } from './random.mjs';
import { positionRecord } from './position-record.mjs';
import { throwsReason } from './throws-reason.mjs';

const GAME_ORACLE = fileURLToPath(new URL('../diff/python_chess_oracle.py', import.meta.url));
const PERFT_ORACLE = fileURLToPath(new URL('../diff/python_chess_perft.py', import.meta.url));

function python(script, request) {
  const input = JSON.stringify(request);
  return JSON.parse(execFileSync('python3', [script], { env: PYTHON_ENV, input, maxBuffer: 1 << 30, encoding: 'utf8' }));
}

function chess960(fen) {
  return new Chess(fen, { chess960: true });
}

test('every start position: FEN and perft 3 as python-chess counts them', () => {
  const expected = python(PERFT_ORACLE, { starts: 3, positions: [] }).starts;
  assert.equal(expected.length, 960);
  for (let n = 0; n < 960; n += 1) {
    const fen = chess960Fen(n);
    const chess = chess960(fen);
    assert.deepEqual({ fen, nodes: chess.perft(3) }, expected[n], `start ${n}`);
    chess.free();
  }
});

test('random Chess960 games agree with python-chess, move by move and by perft', () => {
  const rand = random(960);
  const games = [];
  const middlegames = [];
  let castles = 0;
  for (let g = 0; g < 60; g += 1) {
    const fen = chess960Fen(Math.floor(rand() * 960));
    const chess = chess960(fen);
    const records = [positionRecord(chess)];
    const moves = [];
    while (!chess.isGameOver() && moves.length < 120) {
      const all = chess.moves({ verbose: true });
      // Castle whenever it is legal, half the time: its cases are the point.
      const castling = all.filter((m) => m.isKingsideCastle() || m.isQueensideCastle());
      const pool = castling.length && rand() < 0.5 ? castling : all;
      const pick = pool[Math.floor(rand() * pool.length)];
      if (castling.includes(pick)) castles += 1;
      chess.move(pick.san, { strict: true });
      moves.push(pick.lan);
      records.push({ ...positionRecord(chess), played: pick.san });
      if (moves.length % 40 === 20) middlegames.push(chess.fen());
    }
    chess.free();
    games.push({ fen, moves, records });
  }
  assert.ok(castles > 30, `only ${castles} castlings played`);

  const replayed = python(GAME_ORACLE, games.map(({ fen, moves }) => ({ fen, moves, chess960: true })));
  let positions = 0;
  games.forEach((game, i) => {
    assert.equal(replayed[i].length, game.records.length);
    game.records.forEach((record, ply) => {
      assert.deepEqual(record, replayed[i][ply], `${game.fen} after ${game.moves.slice(0, ply).join(' ')}`);
      positions += 1;
    });
  });
  assert.ok(positions > 4000, `${positions} positions`);

  const counted = python(PERFT_ORACLE, { positions: middlegames.map((fen) => ({ fen, depth: 3 })) }).positions;
  assert.ok(middlegames.length > 120, `${middlegames.length} middle-game positions`);
  middlegames.forEach((fen, i) => {
    const chess = chess960(fen);
    assert.deepEqual({ nodes: chess.perft(3), moves: chess.moves().sort() }, counted[i], fen);
    chess.free();
  });
});

test('FEN is written back in the style it was read', () => {
  const shredder = 'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1';
  const xfen = 'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1';
  assert.equal(chess960(shredder).fen(), shredder);
  assert.equal(chess960(xfen).fen(), xfen);
  const inner = 'rk2r3/8/8/8/8/8/8/RK2R2R w EAea - 0 1';
  assert.equal(chess960(inner).fen(), inner);
  const game = chess960(shredder);
  game.move('O-O');
  assert.equal(game.fen(), 'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b ge - 1 1');
  // Standard chess reads KQkq only.
  throwsReason(() => new Chess(shredder), /castling field/);
  assert.equal(new Chess(xfen).moves().length, 20);
  assert.equal(chess960(xfen).moves().length, 21);
});

test('castling: O-O, the king onto its rook, or the king to its square', () => {
  const fen = 'nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w KQkq - 0 1';
  const chess = chess960(fen);
  const castle = chess.move('O-O');
  assert.equal(castle.san, 'O-O');
  assert.equal(castle.flags, 'k');
  assert.equal(castle.from, 'c1');
  assert.equal(castle.to, 'g1'); // the rook's square: the king moves onto it
  assert.equal(castle.lan, 'c1g1');
  assert.ok(castle.isKingsideCastle());
  assert.equal(castle.after, 'nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NR3RKN b kq - 1 1');
  chess.undo();
  assert.equal(chess.move({ from: 'c1', to: 'g1' }).san, 'O-O');
  chess.undo();
  assert.equal(chess.move('c1g1').san, 'O-O');
  chess.undo();
  // The queenside rook is on b1: the king goes to c1 where it stands, the rook to d1.
  chess.load('nrk1bqrn/pppppppp/8/8/8/8/PPPPPPPP/NRK1BQRN w KQkq - 0 1');
  const long = chess.move('O-O-O');
  assert.equal(long.flags, 'q');
  assert.equal(long.to, 'b1');
  assert.equal(chess.fen(), 'nrk1bqrn/pppppppp/8/8/8/8/PPPPPPPP/N1KRBQRN b kq - 1 1');
  // The king's move to its square castles when it has no other move there.
  chess.load('r3k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1');
  assert.equal(chess.move({ from: 'e1', to: 'c1' }).san, 'O-O-O');
  assert.deepEqual(chess.getCastlingRights('w'), { k: false, q: false });
  assert.deepEqual(chess.getCastlingRights('b'), { k: true, q: true });
  chess.free();
});

test('rules persist through load, reset and clear; PGN names its variant', () => {
  const chess = chess960(chess960Fen(3));
  assert.ok(chess.isChess960());
  chess.load('bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1');
  assert.ok(chess.isChess960());
  chess.move('O-O');
  chess.move('e5');
  const pgn = chess.pgn();
  assert.match(pgn, /\[Variant "Chess960"\]/);
  assert.match(pgn, /\[FEN "bqnnrkrb\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/BQNNRKRB w KQkq - 0 1"\]/);
  assert.match(pgn, /\n1\. O-O e5 \*$/);
  const reader = new Chess();
  reader.loadPgn(pgn);
  assert.ok(reader.isChess960());
  assert.equal(reader.fen(), chess.fen());
  chess.reset();
  assert.ok(chess.isChess960());
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  chess.clear();
  assert.ok(chess.isChess960());
  assert.equal(new Chess().isChess960(), false);
  throwsReason(() => chess960Fen(960), /0 to 959/);
  throwsReason(() => chess960Fen(1.5), /start number/);
  // 16 pawn moves and the knights' (one each from a corner, two elsewhere).
  assert.ok(chess960(chess960Fen()).moves().length >= 18);
  chess.free();
  reader.free();
});

test('the engine plays Chess960, castling included', async () => {
  // Castling (O-O) is one of the moves the engine weighs here.
  const fen = 'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1';
  const chess = chess960(fen);
  const result = chess.bestMove({ depth: 6 });
  assert.ok(chess.moves().includes(result.san), result.san);
  const line = new Chess(fen, { chess960: true });
  for (const san of result.pvSan) line.move(san);
  chess.free();
  line.free();
  const engine = new Engine();
  try {
    const searched = await engine.search({ fen, moves: ['O-O', 'O-O'], chess960: true, depth: 5 });
    const after = chess960(fen);
    after.move('O-O');
    after.move('O-O');
    assert.ok(after.moves().includes(searched.san), searched.san);
    after.free();
  } finally {
    engine.terminate();
  }
});
