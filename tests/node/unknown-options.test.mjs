// One rule for options objects, in every method that takes one: a name the
// method does not know is a TypeError that says the name and lists the
// known ones (a typo such as `{ verbos: true }` must not pass in silence),
// and `undefined` or `null` mean no options. chess.js 0.x's `sloppy`,
// which chess.js 1.x still takes without a word, is known to move() and
// loadPgn() and changes nothing (both read SAN permissively unless
// `strict`). The board's and its elements' options keep the same rule in
// their own words ("has no option"; tests/e2e/board.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  Chess, Engine, GameIndex, readGames, readHeaders, accuracy, classifyMove, reviewGame, analyseGame,
  findMistakes, judgeAnswer, findPuzzles, glicko2, newRating,
} from '../../crate/js/index.js';
import { UciSession } from '../../crate/js/engine-entry.js';
import {
  Match, Correspondence, offerConnection, answerConnection,
} from '../../crate/js/play/index.js';

const BOGUS = { bogus: 1 };
/** The error every method gives for BOGUS: its name, then the names it knows. */
const UNKNOWN = /unknown option "bogus" \(known: \w/;

/** Each method that takes an options object, called with BOGUS (sync or async). */
const CALLS = {
  'new Chess': () => new Chess(undefined, BOGUS),
  'Chess#load': (c) => c.load(c.fen(), BOGUS),
  'Chess#clear': (c) => c.clear(BOGUS),
  'Chess#fen': (c) => c.fen(BOGUS),
  'Chess#moves': (c) => c.moves(BOGUS),
  'Chess#move': (c) => c.move('e4', BOGUS),
  'Chess#history': (c) => c.history(BOGUS),
  'Chess#pgn': (c) => c.pgn(BOGUS),
  'Chess#loadPgn': (c) => c.loadPgn('1. e4 *', BOGUS),
  'Chess#setTurn': (c) => c.setTurn('b', BOGUS),
  'Chess#addLine': (c) => c.addLine(0, ['d4'], BOGUS),
  'Chess#evaluate': (c) => c.evaluate(BOGUS),
  'Chess#bestMove': (c) => c.bestMove(BOGUS),
  'new Engine': () => new Engine(BOGUS),
  'new GameIndex': () => new GameIndex(BOGUS),
  'GameIndex#games': () => new GameIndex().games({}, BOGUS),
  'GameIndex#explore': () => new GameIndex().explore(new Chess().fen(), {}, BOGUS),
  'GameIndex.fromData': () => GameIndex.fromData(new GameIndex().toData(), BOGUS),
  readGames: () => readGames('1. e4 *', BOGUS).next(),
  readHeaders: () => readHeaders('1. e4 *', BOGUS).next(),
  accuracy: () => accuracy([{ cp: 0 }, { cp: 0 }], BOGUS),
  classifyMove: () => classifyMove(0, BOGUS),
  reviewGame: () => reviewGame([], [], BOGUS),
  analyseGame: (c) => analyseGame(c, BOGUS),
  findMistakes: (c) => findMistakes(c, BOGUS),
  judgeAnswer: () => judgeAnswer(null, 'e4', BOGUS),
  findPuzzles: () => findPuzzles('1. e4 *', BOGUS),
  glicko2: () => glicko2(newRating(), [], BOGUS),
  'UciSession#run': () => new UciSession().run('isready', BOGUS),
  'Match.host': () => Match.host(BOGUS),
  'Match.join': () => Match.join(BOGUS),
  'Match.restore': () => Match.restore({}, BOGUS),
  'Correspondence.start': () => Correspondence.start(BOGUS),
  'Correspondence.open': () => Correspondence.open('x', BOGUS),
  'Correspondence.restore': () => Correspondence.restore({}, BOGUS),
  offerConnection: () => offerConnection(BOGUS),
  answerConnection: () => answerConnection('x', BOGUS),
};

/** What calling `call` on a fresh Chess did: the Error it threw or its promise rejected with, or null. */
async function outcome(call) {
  const chess = new Chess();
  try {
    await call(chess);
    return null;
  } catch (error) {
    return error;
  } finally {
    chess.free();
  }
}

for (const [name, call] of Object.entries(CALLS)) {
  test(`${name} refuses an option it does not know, naming it and those it knows`, async () => {
    const error = await outcome(call);
    assert.ok(error instanceof TypeError, `${name} took { bogus: 1 }: ${error}`);
    assert.match(error.message, UNKNOWN, name);
  });
}

test('undefined and null are no options, and chess.js 0.x\'s sloppy changes nothing', () => {
  const chess = new Chess(undefined, null);
  assert.deepEqual(chess.moves(null), chess.moves());
  assert.equal(chess.history(undefined).length, 0);
  assert.equal(chess.move('Nf3', { sloppy: true }).san, 'Nf3');
  // Permissive SAN with or without it; strict refuses the long form either way.
  chess.undo();
  assert.equal(chess.move('g1f3', { sloppy: true }).san, 'Nf3');
  chess.loadPgn('1. Ng1f3 *', { sloppy: true });
  assert.deepEqual(chess.history(), ['Nf3']);
  assert.throws(() => chess.loadPgn('1. Ng1f3 *', { strict: true, sloppy: true }));
  chess.free();
});
