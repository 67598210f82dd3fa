// The chess.js-compatible API of the built package, in Node.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, Move, validateFen, DEFAULT_POSITION, SQUARES } from '../../crate/js/index.js';
import { throwsReason } from './throws-reason.mjs';

test('a new game starts from the standard position', () => {
  const chess = new Chess();
  assert.equal(chess.fen(), DEFAULT_POSITION);
  assert.equal(chess.turn(), 'w');
  assert.equal(chess.moves().length, 20);
  assert.equal(SQUARES.length, 64);
  assert.equal(SQUARES[0], 'a8');
});

test('SQUARES is a plain array, as chess.js exports it, and changing it changes nothing in the library', () => {
  assert.equal(Object.isFrozen(SQUARES), false);
  const saved = [...SQUARES];
  try {
    SQUARES.reverse();
    const chess = new Chess();
    assert.deepEqual(chess.findPiece({ type: 'k', color: 'w' }), ['e1']);
    assert.deepEqual(chess.attackers('f3', 'w'), ['e2', 'g2', 'g1']);
    assert.equal(chess.board()[0][0].square, 'a8');
    assert.equal(chess.get('a8').type, 'r');
  } finally {
    SQUARES.splice(0, 64, ...saved);
  }
});

test('moves() filters by square and piece, verbose has chess.js fields', () => {
  const chess = new Chess();
  assert.deepEqual(chess.moves({ square: 'g1' }).sort(), ['Nf3', 'Nh3']);
  assert.deepEqual(chess.moves({ piece: 'n' }).sort(), ['Na3', 'Nc3', 'Nf3', 'Nh3']);
  assert.deepEqual(chess.moves({ square: 'e2', piece: 'p' }).sort(), ['e3', 'e4']);
  assert.deepEqual(chess.moves({ square: 'e4' }), []);
  const [move] = chess.moves({ square: 'e2', verbose: true }).filter((m) => m.to === 'e4');
  assert.ok(move instanceof Move);
  assert.deepEqual({ ...move }, {
    color: 'w', from: 'e2', to: 'e4', piece: 'p', captured: undefined, promotion: undefined, flags: 'b', san: 'e4', lan: 'e2e4',
    before: DEFAULT_POSITION,
    after: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  });
  assert.equal(move.isBigPawn(), true);
  assert.equal(move.isCapture(), false);
});

test('move() accepts SAN, permissive forms and objects; strict rejects non-SAN', () => {
  const chess = new Chess();
  assert.equal(chess.move('e2e4').san, 'e4');
  assert.equal(chess.move({ from: 'e7', to: 'e5' }).san, 'e5');
  assert.equal(chess.move('Ng1-f3').san, 'Nf3');
  throwsReason(() => chess.move('b8c6', { strict: true }), /strict mode.*"Nc6"/);
  assert.equal(chess.move('Nc6', { strict: true }).san, 'Nc6');
  throwsReason(() => chess.move('Ke3'), /illegal move "Ke3"/);
  throwsReason(() => chess.move({ from: 'e1', to: 'e3' }), /illegal move/);
  assert.equal(chess.history().join(' '), 'e4 e5 Nf3 Nc6');
});

test('promotion needs a valid piece', () => {
  const chess = new Chess('8/4P3/8/8/8/k7/8/4K3 w - - 0 1');
  throwsReason(() => chess.move('e8'), /promotion piece/);
  throwsReason(() => chess.move('e7e8'), /promotion piece/);
  throwsReason(() => chess.move('e8=K'), /promote only/);
  throwsReason(() => chess.move({ from: 'e7', to: 'e8', promotion: 'k' }), /promote only/);
  throwsReason(() => chess.move({ from: 'e7', to: 'e8' }), /promotion piece/);
  const move = chess.move({ from: 'e7', to: 'e8', promotion: 'n' });
  assert.equal(move.san, 'e8=N');
  assert.equal(move.promotion, 'n');
  assert.equal(move.flags, 'np');
});

test('undo restores the exact previous state and returns the move', () => {
  const chess = new Chess('r3k2r/8/8/8/3p4/8/4P3/R3K2R w KQkq - 7 30');
  const fen = chess.fen();
  const hash = chess.hash();
  const move = chess.move('e4');
  assert.equal(chess.fen(), 'r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 30');
  assert.deepEqual({ ...chess.undo() }, { ...move });
  assert.equal(chess.fen(), fen);
  assert.equal(chess.hash(), hash);
  assert.equal(chess.undo(), null);
});

test('game end flags', () => {
  const mate = new Chess();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mate.move(m);
  assert.equal(mate.isCheckmate(), true);
  assert.equal(mate.isCheck(), true);
  assert.equal(mate.inCheck(), true);
  assert.equal(mate.isGameOver(), true);
  assert.equal(mate.isDraw(), false);
  assert.equal(mate.outcome(), 'checkmate');

  const stalemate = new Chess('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
  assert.equal(stalemate.isStalemate(), true);
  assert.equal(stalemate.isDraw(), true);

  assert.equal(new Chess('8/8/8/8/8/2k5/8/2KB4 w - - 0 1').isInsufficientMaterial(), true);
  assert.equal(new Chess('4k3/8/8/8/8/8/8/R3K3 w - - 100 80').isDrawByFiftyMoves(), true);

  const repeat = new Chess();
  for (let i = 0; i < 2; i += 1) for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) repeat.move(m);
  assert.equal(repeat.isThreefoldRepetition(), true);
  assert.equal(repeat.isDraw(), true);
  assert.equal(repeat.outcome(), 'threefold_repetition');
});

test('get, board, ascii, squareColor, moveNumber', () => {
  const chess = new Chess();
  assert.deepEqual(chess.get('e1'), { color: 'w', type: 'k' });
  assert.equal(chess.get('e4'), undefined);
  const board = chess.board();
  assert.equal(board.length, 8);
  assert.deepEqual(board[0][4], { square: 'e8', type: 'k', color: 'b' });
  assert.equal(board[4][4], null);
  assert.match(chess.ascii(), /^ {3}\+-{24}\+\n 8 \| r {2}n/);
  assert.equal(chess.squareColor('a1'), 'dark');
  assert.equal(chess.squareColor('h1'), 'light');
  assert.equal(chess.moveNumber(), 1);
});

test('PGN export and import round-trip with headers and comments', () => {
  const chess = new Chess();
  chess.setHeader('White', 'Ada');
  chess.setHeader('Black', 'Grace');
  chess.move('e4');
  chess.setComment('best by test');
  chess.move('c5');
  chess.move('Nf3');
  const pgn = chess.pgn();
  assert.match(pgn, /\[White "Ada"\]/);
  assert.match(pgn, /1\. e4 \{best by test\} c5 2\. Nf3 \*/);
  const copy = new Chess();
  copy.loadPgn(pgn);
  assert.equal(copy.pgn(), pgn);
  assert.equal(copy.fen(), chess.fen());
  assert.deepEqual(copy.getHeaders(), chess.getHeaders());
  assert.equal(copy.getHeaders().Event, '?');
});

test('loadPgn skips variations and reports bad moves with their number', () => {
  const chess = new Chess();
  chess.loadPgn('1. e4 (1. d4 d5) e5 2. Nf3 $1 {note} Nc6 *');
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3', 'Nc6']);
  const before = chess.fen();
  throwsReason(() => chess.loadPgn('1. e4 e5 2. Ke3'), /move 2\.: illegal move "Ke3"/);
  assert.equal(chess.fen(), before);
});

test('validateFen reports each problem', () => {
  assert.deepEqual(validateFen(DEFAULT_POSITION), { ok: true });
  // What chess.js refuses: its message, ferrochess's own in `reason`.
  assert.deepEqual(validateFen('8/8/8/8/8/8/8/8 w - - 0 1'), {
    ok: false, error: 'Invalid FEN: missing white king', reason: 'invalid FEN: white has 0 kings, must have exactly one',
  });
  // What only ferrochess refuses (no game reaches it): its own message.
  assert.match(validateFen('4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3 w - - 0 1').error, /white has 16 pawns/);
  assert.match(validateFen(42).error, /must be a string/);
});

test('perft through the API matches the standard counts', () => {
  const cases = [
    [DEFAULT_POSITION, 4, 197281],
    ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 3, 97862],
    ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 4, 43238],
    ['r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 3, 9467],
    ['rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 3, 62379],
    ['r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 3, 89890],
  ];
  for (const [fen, depth, nodes] of cases) {
    assert.equal(new Chess(fen).perft(depth), nodes, fen);
  }
  throwsReason(() => new Chess().perft(8), /too deep/);
  assert.throws(() => new Chess().perft(-1), RangeError);
});

test('free() releases the game; a freed object says so', () => {
  const chess = new Chess();
  chess.move('e4');
  chess.free();
  chess.free();
  throwsReason(() => chess.fen(), /freed/);
  throwsReason(() => chess.move('e5'), /freed/);
  // The small facts, one field read each, keep their last answers.
  assert.equal(chess.turn(), 'b');
  assert.equal(chess.moveNumber(), 1);
});

test('turn, moveNumber, castling rights and the fifty-move rule follow every change, a failed one too', () => {
  const chess = new Chess();
  const agree = (what) => {
    const [, turn, castling, , halfmoves, fullmoves] = chess.fen().split(' ');
    assert.equal(chess.turn(), turn, what);
    assert.equal(chess.moveNumber(), Number(fullmoves), what);
    assert.equal(chess.isDrawByFiftyMoves(), Number(halfmoves) >= 100, what);
    for (const [color, k, q] of [['w', 'K', 'Q'], ['b', 'k', 'q']]) {
      assert.deepEqual(chess.getCastlingRights(color), { k: castling.includes(k), q: castling.includes(q) }, `${what}: ${color}`);
    }
  };
  const steps = [
    ['start', () => {}],
    ['move', () => chess.move('e4')],
    ['illegal move', () => assert.throws(() => chess.move('Ke3'))],
    ['moves', () => ['e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6'].forEach((m) => chess.move(m))],
    ['castle', () => chess.move('O-O')],
    ['undo', () => chess.undo()],
    ['setCastlingRights', () => chess.setCastlingRights('b', { q: false })],
    ['setTurn', () => chess.setTurn('b')],
    ['load', () => chess.load('r3k2r/8/8/8/8/8/8/R3K2R b Kq - 99 70')],
    ['fifty', () => chess.move('Kd7')],
    ['bad load', () => assert.throws(() => chess.load('not a fen'))],
    ['put', () => chess.put({ type: 'n', color: 'w' }, 'b1')],
    ['remove', () => chess.remove('h1')],
    ['loadPgn', () => chess.loadPgn('1. d4 d5 2. c4 *')],
    ['reset', () => chess.reset()],
    ['clear', () => chess.clear()],
  ];
  for (const [what, step] of steps) {
    step();
    agree(what);
  }
});

test('a 10,000-ply PGN loads, exports and reloads', () => {
  const chess = new Chess();
  for (let i = 0; i < 2500; i += 1) for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) chess.move(m);
  const pgn = chess.pgn();
  const copy = new Chess();
  copy.loadPgn(pgn);
  assert.equal(copy.history().length, 10000);
  assert.equal(copy.pgn(), pgn);
  assert.equal(copy.isThreefoldRepetition(), true);
});

test('put, remove and clear edit the board; castling and en passant follow the pieces', () => {
  const chess = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  chess.setHeader('White', 'Composer');
  assert.equal(chess.put({ type: 'n', color: 'w' }, 'h1'), true);
  assert.equal(chess.fen(), 'r3k2r/8/8/8/8/8/8/R3K2N w Qkq - 0 1');
  assert.ok(!chess.moves().includes('O-O'));
  assert.deepEqual(chess.remove('e8'), { type: 'k', color: 'b' });
  assert.equal(chess.fen(), 'r6r/8/8/8/8/8/8/R3K2N w Q - 0 1');
  assert.equal(chess.remove('e4'), undefined);
  assert.equal(chess.put({ type: 'k', color: 'w' }, 'd4'), false, 'one white king only');
  assert.equal(chess.put({ type: 'k', color: 'w' }, 'e1'), true, 'the same square is allowed');
  assert.deepEqual(chess.moves(), [], 'no black king: no moves');
  assert.equal(chess.getHeaders().White, 'Composer');
  assert.equal(chess.getHeaders().FEN, 'r6r/8/8/8/8/8/8/R3K2N w Q - 0 1');
  chess.clear({ preserveHeaders: true });
  assert.equal(chess.fen(), '8/8/8/8/8/8/8/8 w - - 0 1');
  assert.equal(chess.getHeaders().White, 'Composer');
  assert.equal(chess.getHeaders().FEN, undefined);
  chess.clear();
  assert.equal(chess.getHeaders().White, '?');

  const ep = new Chess('rnbqkbnr/pppppp1p/8/8/3PPPp1/8/PPP3PP/RNBQKBNR b KQkq f3 0 3');
  assert.ok(ep.moves().includes('gxf3'));
  ep.put({ type: 'n', color: 'w' }, 'f2');
  assert.ok(!ep.moves().includes('gxf3'), 'the double step is no longer possible');
});

test('an edit restarts the game from the edited position; a refused one changes nothing', () => {
  const chess = new Chess();
  chess.move('e4');
  chess.put({ type: 'q', color: 'w' }, 'h5');
  assert.deepEqual(chess.history(), []);
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/7Q/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.match(chess.pgn(), /\[SetUp "1"\]\n\[FEN "rnbqkbnr\/pppppppp\/8\/7Q\/4P3/);
  chess.move('e5');
  assert.equal(chess.put({ type: 'k', color: 'b' }, 'a6'), false);
  assert.deepEqual(chess.history(), ['e5']);
});

test('skipValidation loads boards an editor builds; the constructor still refuses what chess.js refuses', () => {
  const noKings = new Chess('8/8/8/3q4/8/8/8/8 b - - 0 1', { skipValidation: true });
  assert.equal(noKings.fen(), '8/8/8/3q4/8/8/8/8 b - - 0 1');
  assert.deepEqual(noKings.get('d5'), { type: 'q', color: 'b' });
  assert.equal(noKings.isCheck(), false);
  assert.deepEqual(noKings.attackers('d1'), ['d5']);
  throwsReason(() => new Chess('8/8/8/3q4/8/8/8/8 b - - 0 1'), /white has 0 kings/);
  throwsReason(() => new Chess('P3k3/8/8/8/8/8/8/4K3 w - - 0 1'), /pawn on a8/);
  // Nine pawns cannot come from a game, but can be played (as in chess.js);
  // validateFen, which checks that a position could occur, says no.
  const nine = '4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1';
  assert.equal(new Chess(nine).moves().length, 5);
  assert.match(validateFen(nine).error, /9 pawns/);
  // Castling rights without their rook are dropped, as chess.js ignores them.
  assert.equal(new Chess('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1').fen(), '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  // The side not to move in check: readable, not playable.
  const impossible = new Chess('4k3/8/8/8/8/8/4R3/4K3 w - - 0 1');
  throwsReason(() => impossible.move('Kd1'), /black is in check but it is not their move/);
});

test('attackers, isAttacked and findPiece read the board as chess.js does', () => {
  const chess = new Chess('4k3/8/8/3p4/4B3/2N5/8/R3K2R w KQ - 0 1');
  assert.deepEqual(chess.attackers('d5'), ['e4', 'c3']);
  assert.deepEqual(chess.attackers('e4', 'b'), ['d5']);
  assert.deepEqual(chess.attackers('a8', 'w'), ['a1']);
  assert.equal(chess.isAttacked('f1', 'w'), true);
  assert.equal(chess.isAttacked('f8', 'w'), false);
  assert.deepEqual(chess.findPiece({ type: 'r', color: 'w' }), ['a1', 'h1']);
  assert.deepEqual(chess.findPiece({ type: 'q', color: 'w' }), []);
  assert.deepEqual(chess.attackers('z9'), []);
});

test('setTurn and null moves pass the move; castling rights can be read and set', () => {
  const chess = new Chess();
  assert.equal(chess.setTurn('w'), false);
  assert.equal(chess.setTurn('b'), true);
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1');
  assert.equal(chess.move('--').san, '--');
  chess.move('e4');
  assert.equal(chess.move(null).lan, 'a8a8');
  chess.move('e5');
  assert.deepEqual(chess.history(), ['--', '--', 'e4', '--', 'e5']);
  assert.match(chess.pgn(), /1\. -- -- 2\. e4 -- 3\. e5 \*$/);
  const copy = new Chess();
  copy.loadPgn(chess.pgn());
  assert.equal(copy.fen(), chess.fen());
  assert.equal(chess.undo().san, 'e5');
  assert.equal(chess.undo().san, '--');

  const check = new Chess('4k3/8/8/8/8/8/4r3/4K3 w - - 0 1');
  throwsReason(() => check.setTurn('b'), /Null move not allowed when in check/);
  throwsReason(() => check.move('--'), /Null move not allowed when in check/);
  assert.equal(new Chess().move('--', { strict: true }).san, '--');
  throwsReason(() => new Chess().move('Z0', { strict: true }), /invalid move "Z0": null moves are not allowed/);

  const rights = new Chess();
  assert.deepEqual(rights.getCastlingRights('b'), { k: true, q: true });
  assert.equal(rights.setCastlingRights('b', { q: false }), true);
  assert.equal(rights.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1');
  assert.equal(rights.setCastlingRights('b', { q: true }), true);
  rights.remove('a1');
  assert.equal(rights.setCastlingRights('w', { q: true }), false, 'no rook on a1');
  assert.deepEqual(rights.getCastlingRights('w'), { k: true, q: false });
});

test('comments: each position keeps its own, listed in game order with their FEN', () => {
  const chess = new Chess();
  chess.setComment('the start');
  chess.move('e4');
  chess.setComment('best by test {really}');
  const afterE4 = chess.fen();
  chess.move('e5');
  assert.equal(chess.getComment(), undefined);
  assert.deepEqual(chess.getComments(), [
    { fen: DEFAULT_POSITION, comment: 'the start' },
    { fen: afterE4, comment: 'best by test [really]' },
  ]);
  assert.equal(chess.pgn().split('\n').pop(), '{the start} 1. e4 {best by test [really]} e5 *');
  assert.deepEqual(chess.removeComments().length, 2);
  assert.deepEqual(chess.getComments(), []);
});

test('PGN reads what chess.js reads: messy headers, any FEN tag case, "..." after numbers, the result tag', () => {
  const chess = new Chess();
  chess.loadPgn('  \t [ Event"Casual"  ]\r\n[Odd-Name! "x"]\n[fen "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"]\n\n1. ... Kd7 2. Ra7+ 1-0');
  assert.equal(chess.getHeaders().Event, 'Casual');
  assert.equal(chess.getHeaders()['Odd-Name!'], 'x');
  assert.equal(chess.getHeaders().Result, '1-0');
  assert.deepEqual(chess.history(), ['Kd7', 'Ra7+']);
  throwsReason(() => chess.loadPgn('[fen "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"]\n\n1. ... Kd7', { strict: true }), /illegal move "Kd7"/);
  throwsReason(() => chess.loadPgn('[SetUp "1"]\n\n1. e4', { strict: true }), /FEN tag must be supplied with SetUp tag/);
  throwsReason(() => chess.loadPgn('1. e4!+'), /invalid move "e4!\+"/);
  assert.equal(chess.pgn(), '[Event "Casual"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "1-0"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"]\n[Odd-Name! "x"]\n\n1. ... Kd7 2. Ra7+ 1-0');
});

test('moves() lists moves in chess.js\'s order, bad squares and pieces give []', () => {
  const chess = new Chess('N3k3/8/8/8/8/8/5b2/4K3 w - - 0 1');
  assert.deepEqual(chess.moves().filter((m) => m.startsWith('K')), ['Kd2', 'Ke2', 'Kxf2', 'Kf1', 'Kd1']);
  assert.deepEqual(chess.moves({ square: 'e9' }), []);
  assert.deepEqual(chess.moves({ piece: 'x' }), []);
  assert.equal(chess.get('bad-square'), undefined);
  assert.equal(chess.move({ from: 'e1', to: 'e2', promotion: 'q' }).san, 'Ke2', 'a needless promotion is ignored');
});

test('wrapped PGN never ends a line on a move number', () => {
  const chess = new Chess();
  for (let i = 0; i < 80 && !chess.isGameOver(); i += 1) {
    const moves = chess.moves();
    chess.move(moves[(i * 7) % moves.length]);
  }
  for (const width of [20, 27, 40, 80]) {
    const lines = chess.pgn({ maxWidth: width }).split('\n');
    assert.deepEqual(lines.filter((line) => /(^|\s)\d+\.(\.\.)?$/.test(line.trim())), [], `width ${width}`);
  }
});
