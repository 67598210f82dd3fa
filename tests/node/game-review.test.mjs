// The package's game review (crate/js/training/game-review.js): lichess's winning
// chances and accuracy, move classes, the report's decisive and only moves,
// and analyseGame / findMistakes driving an engine (a scripted one, to know
// every score, and the real Engine on a short game).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  ANSWER_MARGIN, Chess, DEFAULT_REVIEW_DEPTH, Engine, MOVE_THRESHOLDS, accuracy, analyseGame, classifyMove, findMistakes, judgeAnswer,
  moveAccuracy, reviewGame, winPercent, winningChances,
} from '../../crate/js/index.js';
import { random as seeded } from './random.mjs';

const close = (a, b, eps = 1e-9) => assert.ok(Math.abs(a - b) < eps, `${a} vs ${b}`);

test('winning chances: lichess\'s curve, clamped, mates as centipawns, bad scores refused', () => {
  close(winningChances({ cp: 0 }), 0);
  close(winningChances({ cp: 300 }), 2 / (1 + Math.exp(-0.00368208 * 300)) - 1);
  close(winningChances({ cp: 5000 }), winningChances({ cp: 1000 }));
  close(winningChances(-250), -winningChances({ cp: 250 }));
  // Mate in n: (21 - min(10, n)) * 100 centipawns, so a near mate is worth more, then the clamp.
  close(winningChances({ mate: 3 }), winningChances({ cp: 1000 }));
  close(winningChances({ mate: -12 }), -winningChances({ cp: 1000 }));
  close(winningChances({ mate: 0 }), -winningChances({ cp: 1000 }));
  close(winPercent({ cp: 0 }), 50);
  for (const bad of [null, {}, { cp: 'x' }, { mate: 1.5 }, NaN, 'e4']) {
    assert.throws(() => winningChances(bad), TypeError);
  }
});

test('move accuracy: lichess\'s curve with its bonus point, 100 for no loss, within 0..100', () => {
  assert.equal(moveAccuracy(40, 40), 100);
  assert.equal(moveAccuracy(40, 90), 100);
  close(moveAccuracy(60, 50), 103.1668100711649 * Math.exp(-0.04354415386753951 * 10) - 3.166924740191411 + 1);
  assert.equal(moveAccuracy(100, 0), 0);
  let previous = 100;
  for (let drop = 1; drop <= 100; drop += 1) {
    const value = moveAccuracy(100, 100 - drop);
    assert.ok(value <= previous && value >= 0, `${drop}: ${value}`);
    previous = value;
  }
  assert.throws(() => moveAccuracy('50', 40), TypeError);
});

/**
 * lichess's game accuracy re-derived the long way, for comparison: every
 * move's window listed by hand (the first window repeated at the start),
 * sums written out.
 */
function slowAccuracy(cps, firstWhite = true) {
  const win = cps.map((cp) => 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * Math.max(-1000, Math.min(1000, cp)))) - 1));
  const moves = cps.length - 1;
  const size = Math.min(8, Math.max(2, Math.trunc(moves / 10)));
  const result = {};
  for (const side of ['w', 'b']) {
    let weightedSum = 0;
    let weights = 0;
    let inverse = 0;
    let count = 0;
    for (let i = 0; i < moves; i += 1) {
      const white = (i % 2 === 0) === firstWhite;
      if ((side === 'w') !== white) continue;
      const start = Math.max(0, i - (size - 2));
      const window = win.slice(start, start + size);
      const mean = window.reduce((a, b) => a + b) / window.length;
      const sd = Math.sqrt(window.reduce((a, b) => a + (b - mean) ** 2, 0) / window.length);
      const weight = Math.min(12, Math.max(0.5, sd));
      const drop = white ? win[i] - win[i + 1] : win[i + 1] - win[i];
      const acc = drop <= 0 ? 100 : Math.min(100, Math.max(0, 103.1668100711649 * Math.exp(-0.04354415386753951 * drop) - 3.166924740191411 + 1));
      weightedSum += acc * weight;
      weights += weight;
      inverse += 1 / acc;
      count += 1;
    }
    result[side] = count === 0 ? null : (weightedSum / weights + count / inverse) / 2;
  }
  return result;
}

test('game accuracy: lichess\'s volatility-weighted and harmonic means, on 200 random games', () => {
  const random = seeded(71);
  for (let game = 0; game < 200; game += 1) {
    const length = 2 + Math.floor(random() * 120);
    let cp = 20;
    const cps = [cp];
    for (let i = 0; i < length; i += 1) {
      // Mostly small changes, sometimes a blunder either way.
      cp += random() < 0.1 ? (random() - 0.5) * 1600 : (random() - 0.5) * 80;
      cps.push(Math.round(cp));
    }
    const firstWhite = random() < 0.8;
    const got = accuracy(cps.map((c) => ({ cp: c })), { turn: firstWhite ? 'w' : 'b' });
    const want = slowAccuracy(cps, firstWhite);
    for (const side of ['w', 'b']) {
      if (want[side] === null) assert.equal(got[side], null);
      else close(got[side], want[side], 1e-9);
    }
  }
  assert.deepEqual(accuracy([{ cp: 10 }]), { w: null, b: null });
  assert.deepEqual(accuracy([{ cp: 10 }, { cp: 10 }]).b, null);
  assert.throws(() => accuracy('1. e4'), TypeError);
  assert.throws(() => accuracy([{ cp: 0 }], { turn: 'white' }), TypeError);
});

test('classes: best, excellent, good, inaccuracy, mistake, blunder at lichess\'s thresholds', () => {
  assert.equal(classifyMove(0.9, { best: true }), 'best');
  assert.equal(classifyMove(0), 'excellent');
  assert.equal(classifyMove(MOVE_THRESHOLDS.excellent), 'good');
  assert.equal(classifyMove(MOVE_THRESHOLDS.inaccuracy - 1e-9), 'good');
  assert.equal(classifyMove(MOVE_THRESHOLDS.inaccuracy), 'inaccuracy');
  assert.equal(classifyMove(MOVE_THRESHOLDS.mistake), 'mistake');
  assert.equal(classifyMove(MOVE_THRESHOLDS.blunder), 'blunder');
  assert.throws(() => classifyMove(undefined), TypeError);
});

test('the report: losses by side, book moves excused, only moves, decisive moments, counts', () => {
  const positions = [
    { score: { cp: 20 }, best: 'e2e4', second: { cp: 15 } },
    { score: { cp: 25 }, best: 'e7e5', second: { cp: 30 } },
    // White's only move: the second best loses a blunder's worth.
    { score: { cp: 30 }, best: 'd2d4', second: { cp: -400 } },
    { score: { cp: 40 }, best: 'd7d5' },
    // Black blunders into a lost game (White's chances cross 0.5): decisive.
    { score: { cp: 900 }, best: null },
  ];
  const moves = [
    { uci: 'e2e4', san: 'e4' }, { uci: 'c7c5', san: 'c5' }, { uci: 'd2d4', san: 'd4' }, { uci: 'g7g5', san: 'g5' },
  ];
  const review = reviewGame(positions, moves, { book: [true, true] });
  // A book move that blunders is not excused.
  assert.equal(reviewGame(positions, moves, { book: [false, false, false, true] }).moves[3].kind, 'blunder');
  assert.deepEqual(review.moves.map((m) => m.kind), ['book', 'book', 'best', 'blunder']);
  assert.deepEqual(review.moves.map((m) => m.only), [false, false, true, false]);
  assert.deepEqual(review.moves.map((m) => m.decisive), [false, false, false, true]);
  assert.deepEqual(review.moves.map((m) => m.better), [null, null, null, 'd7d5']);
  close(review.moves[3].loss, winningChances({ cp: 900 }) - winningChances({ cp: 40 }));
  assert.equal(review.counts.b.blunder, 1);
  assert.equal(review.counts.w.book, 1);
  assert.ok(review.accuracy.w > 99 && review.accuracy.b < 60, JSON.stringify(review.accuracy));
  // Black moving first: the colours follow.
  const fromBlack = reviewGame(positions.slice(0, 2), moves.slice(1, 2), { turn: 'b' });
  assert.equal(fromBlack.moves[0].color, 'b');
  assert.throws(() => reviewGame(positions, moves.slice(1)), TypeError);
});

/**
 * An engine whose every score is known: `scores` maps a position's FEN (its
 * first four fields) to the side to move's score, best move and second
 * score; it records the requests.
 */
function scriptedEngine(scores, fallback = { cp: 0 }) {
  const requests = [];
  return {
    requests,
    cancelled: 0,
    async search(request) {
      requests.push(request);
      const chess = new Chess(request.fen, { chess960: Boolean(request.chess960) });
      for (const move of request.moves) chess.move(move);
      const key = chess.fen().split(' ').slice(0, 4).join(' ');
      const known = scores.get(key);
      const legal = chess.moves({ verbose: true });
      chess.free();
      const score = known?.score ?? fallback;
      const bestMove = known?.best ?? legal[0].lan;
      const lines = [{ move: bestMove, score }];
      if (known?.second) lines.push({ move: 'a1a1', score: known.second });
      return {
        bestMove, san: null, score, pv: [bestMove], lines,
      };
    },
    cancel() {
      this.cancelled += 1;
    },
  };
}

test('analyseGame: one search per position with the moves before it, scores turned to White\'s view, the end scored without a search', async () => {
  const pgn = '1. f3 e5 2. g4 Qh4# 0-1';
  const chess = new Chess();
  chess.loadPgn(pgn);
  const fens = [new Chess().fen(), ...chess.history({ verbose: true }).map((m) => m.after)];
  const key = (fen) => fen.split(' ').slice(0, 4).join(' ');
  const scores = new Map([
    [key(fens[0]), { score: { cp: 30 }, best: 'e2e4' }],
    [key(fens[1]), { score: { cp: 120 }, best: 'e7e5' }], // Black to move: +120 for Black
    [key(fens[2]), { score: { cp: -30 }, best: 'e2e4' }], // White to move, worse
    [key(fens[3]), { score: { mate: 1 }, best: 'd8h4' }], // Black mates in one
  ]);
  const engine = scriptedEngine(scores);
  const progress = [];
  const review = await analyseGame(chess, { engine, depth: 3, onProgress: (p) => progress.push(p) });
  assert.equal(engine.requests.length, 4, 'the mate is not searched');
  assert.deepEqual(engine.requests.map((r) => r.moves), [[], ['f2f3'], ['f2f3', 'e7e5'], ['f2f3', 'e7e5', 'g2g4']]);
  assert.ok(engine.requests.every((r) => r.depth === 3 && r.multiPv === 2 && r.fen === fens[0]));
  assert.deepEqual(review.positions.map((p) => p.score), [{ cp: 30 }, { cp: -120 }, { cp: -30 }, { mate: -1 }, { cp: -1000 }]);
  assert.deepEqual(review.moves.map((m) => m.kind), ['mistake', 'best', 'blunder', 'best']);
  assert.deepEqual(progress.at(-1), { done: 5, total: 5 });
  assert.ok(chess.history().length === 4, 'the game is untouched');
  const mistakes = await findMistakes(pgn, { engine: scriptedEngine(scores), color: 'w', kinds: ['blunder'] });
  assert.deepEqual(mistakes.map((m) => [m.ply, m.played.san, m.best.uci, m.kind, m.fen, m.chess960]), [[3, 'g4', 'e2e4', 'blunder', fens[2], false]]);
  assert.equal(review.chess960, false);
  chess.free();
});

test('a Chess960 game\'s mistakes are marked so, and judgeAnswer plays their castling (the king onto its rook) without being told', async () => {
  // White's rooks on b1 and h1 about the king on e1; 1. Rb2 gives the castles away.
  const pgn = '[Variant "Chess960"]\n[SetUp "1"]\n[FEN "6k1/8/8/8/8/8/8/1R2K2R w KQ - 0 1"]\n\n1. Rb2 Kf8 *';
  const chess = new Chess();
  chess.loadPgn(pgn);
  const fens = [chess.history({ verbose: true })[0].before, ...chess.history({ verbose: true }).map((m) => m.after)];
  chess.free();
  const key = (fen) => fen.split(' ').slice(0, 4).join(' ');
  const scores = new Map([
    [key(fens[0]), { score: { cp: 300 }, best: 'e1h1' }],
    [key(fens[1]), { score: { cp: 300 }, best: 'g8f8' }], // Black to move: +300 for Black
  ]);
  const review = await analyseGame(pgn, { engine: scriptedEngine(scores) });
  assert.equal(review.chess960, true);
  const [mistake] = await findMistakes(pgn, { engine: scriptedEngine(scores), color: 'w' });
  assert.deepEqual([mistake.ply, mistake.kind, mistake.best.uci, mistake.chess960], [1, 'blunder', 'e1h1', true]);
  // O-O is the engine's move, king onto rook, by the mistake's own rules.
  const verdict = await judgeAnswer(mistake, 'O-O', { engine: scriptedEngine(scores) });
  assert.deepEqual([verdict.verdict, verdict.uci], ['best', 'e1h1']);
});

test('analyseGame: a draw scores 0, an abort stops it with the signal\'s reason, bad options are refused', async () => {
  // 1. Qf7 stalemates the black king.
  const stalemate = '[SetUp "1"]\n[FEN "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"]\n\n1. Qf7 *';
  const engine = scriptedEngine(new Map(), { cp: 500 });
  const review = await analyseGame(stalemate, { engine });
  assert.deepEqual(review.positions.map((p) => p.score), [{ cp: 500 }, { cp: 0 }]);
  assert.equal(review.moves[0].kind, 'blunder');

  const controller = new AbortController();
  const slow = scriptedEngine(new Map());
  const search = slow.search.bind(slow);
  slow.search = async (request) => {
    if (slow.requests.length === 2) controller.abort(new Error('enough'));
    return search(request);
  };
  await assert.rejects(analyseGame('1. e4 e5 2. Nf3 Nc6 3. Bb5 *', { engine: slow, signal: controller.signal }), /enough/);
  assert.ok(slow.requests.length <= 3, `${slow.requests.length}`);

  await assert.rejects(analyseGame('1. e4 *', {}), TypeError);
  await assert.rejects(analyseGame(42, { engine }), TypeError);
  await assert.rejects(analyseGame('1. e4 *', { engine, depth: 0 }), RangeError);
  await assert.rejects(analyseGame('1. e4 *', { engine, nodes: 0 }), RangeError);

  // The depth: 12 by default; a node budget alone is searched as deep as it goes (as the page's
  // review asks, so that findMistakes with the review's nodes marks what the review marks).
  const asked = (options) => {
    const recorder = scriptedEngine(new Map());
    return analyseGame('1. e4 *', { engine: recorder, ...options }).then(() => recorder.requests[0]);
  };
  assert.equal((await asked({})).depth, DEFAULT_REVIEW_DEPTH);
  const byNodes = await asked({ nodes: 5000 });
  assert.ok(!('depth' in byNodes) && byNodes.nodes === 5000, JSON.stringify(byNodes));
  const both = await asked({ nodes: 5000, depth: 9 });
  assert.ok(both.depth === 9 && both.nodes === 5000, JSON.stringify(both));
  await assert.rejects(findMistakes('1. e4 *', { engine, kinds: ['good'] }), TypeError);
  await assert.rejects(analyseGame('1. e4 Ke7 2. Kxe8 *', { engine }), /Invalid move in PGN: Ke7/);
});

test('the real engine finds the fool\'s mate blunder, and the mate as the only move', async () => {
  const engine = new Engine();
  try {
    const review = await analyseGame('1. f3 e5 2. g4 Qh4# 0-1', { engine, depth: 6 });
    assert.equal(review.moves[2].kind, 'blunder');
    assert.ok(review.moves[2].decisive);
    assert.equal(review.moves[3].kind, 'best');
    assert.ok(review.moves[3].only);
    assert.ok(review.accuracy.w < review.accuracy.b);
  } finally {
    engine.terminate();
  }
});

test('judgeAnswer: the engine\'s move and the move played at once, others searched against the engine\'s move at the same depth', async () => {
  const mistake = {
    fen: 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2',
    played: { uci: 'g2g4', san: 'g4' },
    best: { uci: 'e2e3', san: 'e3' },
  };
  const key = (fen, uci) => {
    const chess = new Chess(fen);
    chess.move(uci);
    const text = chess.fen().split(' ').slice(0, 4).join(' ');
    chess.free();
    return text;
  };
  // Black's view after each White move: after e3 Black is at -20 (White +20).
  const scores = new Map([
    [key(mistake.fen, 'e2e3'), { score: { cp: -20 } }],
    [key(mistake.fen, 'd2d4'), { score: { cp: -10 } }], // better for White than e3
    [key(mistake.fen, 'b1c3'), { score: { cp: -12 } }], // 8 cp worse: within the margin
    [key(mistake.fen, 'h2h4'), { score: { cp: 60 } }], // 80 cp worse: not
  ]);
  const engine = scriptedEngine(scores);
  assert.equal((await judgeAnswer(mistake, 'e3', { engine })).verdict, 'best');
  assert.equal((await judgeAnswer(mistake, 'g2g4', { engine })).verdict, 'played');
  assert.equal((await judgeAnswer(mistake, 'Ke2+', { engine })).verdict, 'illegal');
  assert.equal(engine.requests.length, 0, 'nothing searched yet');
  const d4 = await judgeAnswer(mistake, { from: 'd2', to: 'd4' }, { engine, depth: 9 });
  assert.equal(d4.verdict, 'good');
  close(d4.target, winningChances({ cp: 20 }));
  close(d4.chances, winningChances({ cp: 10 }));
  assert.deepEqual(engine.requests.map((r) => [r.moves, r.depth]), [[['e2e3'], 9], [['d2d4'], 9]]);
  assert.ok(winningChances({ cp: 20 }) - winningChances({ cp: 12 }) < ANSWER_MARGIN);
  assert.equal((await judgeAnswer(mistake, 'Nc3', { engine })).verdict, 'good');
  assert.equal((await judgeAnswer(mistake, 'h4', { engine })).verdict, 'worse');
  // A move that mates is right without a search; one that stalemates scores 0.
  const mate = { fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', played: { uci: 'a1a2' }, best: { uci: 'a1a3' } };
  assert.equal((await judgeAnswer(mate, 'Ra8#', { engine: scriptedEngine(new Map(), { cp: 300 }) })).verdict, 'good');
  await assert.rejects(judgeAnswer({}, 'e4', { engine }), TypeError);
  await assert.rejects(judgeAnswer(mistake, 'd4', {}), TypeError);
});
