// chess.js's error messages, compared: over the hardening inputs and the
// differential ones (seeded corruptions of the perft suite's FENs, move
// texts and move objects in the positions of seeded random games, PGN with
// one move made illegal), whatever chess.js 1.4 refuses with an Error,
// ferrochess refuses with the same message; where only one of them refuses,
// the case is one docs/chessjs.md lists. chess.js's PGN parser words its
// syntax errors its own way (listed too), so those are left out.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Chess as Reference, validateFen as referenceValidateFen } from 'chess.js';
import { Chess, validateFen } from '../../crate/js/index.js';
import { random } from './random.mjs';

const SUITE = readFileSync(new URL('../../crate/tests/data/perftsuite.epd', import.meta.url), 'utf8')
  .split('\n').filter((line) => line.trim()).map((line) => line.split(';')[0].trim());

/** What `fn` did: { ok, value } or { error } (the Error's message and reason). */
function outcome(fn) {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    return { error: error.message, reason: error.reason, code: error.code, name: error.constructor.name };
  }
}

/** FENs chess.js refuses for each of its reasons, and the hardening inputs. */
const FEN_CASES = [
  '', ' ', 'not a fen', 'x', '8/8/8/8/8/8/8/8', '\0', 'é♞😀', '\ud800', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', 'rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1', 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w Qkq - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra',
];

/** `count` FENs from the suite's, each with one fault put in at a seeded place. */
function corruptedFens(count, seed) {
  const rand = random(seed);
  const pick = (items) => items[Math.floor(rand() * items.length)];
  const CHARS = [...'pnbrqkPNBRQK12345678/ -wbKQkqeh36x0'];
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const fen = pick(SUITE);
    const at = Math.floor(rand() * fen.length);
    const fields = fen.split(' ');
    switch (Math.floor(rand() * 5)) {
      case 0: out.push(fen.slice(0, at) + fen.slice(at + 1)); break;
      case 1: out.push(fen.slice(0, at) + pick(CHARS) + fen.slice(at)); break;
      case 2: out.push(fen.slice(0, at) + pick(CHARS) + fen.slice(at + 1)); break;
      case 3: out.push(fields.slice(0, 1 + Math.floor(rand() * 6)).join(' ')); break;
      default: out.push(`${fields.slice(0, 3).join(' ')} ${pick(['a3', 'a6', 'e3', 'e6', 'h3', 'h6', 'e4', '-'])} ${fields.slice(4).join(' ')}`);
    }
  }
  return out;
}

/**
 * Where only ferrochess refuses a FEN, the kinds docs/chessjs.md lists: a
 * field that is not what it says, which chess.js reads loosely (a halfmove
 * clock like `0Q`, of which parseInt reads the 0; castling like `k-` or
 * `KQQ`; a `0` in the placement), and, in validateFen, positions no game
 * reaches. Returns the kind, or null for one not listed.
 */
const LISTED_FEN_REFUSALS = [
  ['loose notation', /halfmove clock must be|fullmove number must be|castling field must be|invalid character '0'/],
  ['unreachable', /castling right .* not on its starting square|in check but it is not their move|has \d+ (pieces|pawns)|en-passant square .*|checkers|kings? .*adjacent/],
];
function listedFenRefusal(reason, { validate = false } = {}) {
  const listed = LISTED_FEN_REFUSALS.find(([kind, pattern]) => (validate || kind !== 'unreachable') && pattern.test(reason));
  return listed ? listed[0] : null;
}

test('a FEN chess.js refuses is refused with its message, by validateFen, the constructor and load()', () => {
  const fens = [...FEN_CASES, ...SUITE, ...corruptedFens(3000, 20261207)];
  const unlisted = [];
  let refused = 0;
  for (const fen of fens) {
    const theirs = referenceValidateFen(fen);
    const ours = validateFen(fen);
    if (!theirs.ok) {
      refused += 1;
      assert.equal(ours.error, theirs.error, `validateFen(${JSON.stringify(fen)})`);
    } else if (!ours.ok && !listedFenRefusal(ours.error, { validate: true })) {
      unlisted.push(`validateFen(${JSON.stringify(fen)}): ${ours.error}`);
    }
    for (const [what, ref, mine] of [
      ['new Chess', () => new Reference(fen), () => new Chess(fen)],
      ['load', () => new Reference().load(fen), () => new Chess().load(fen)],
    ]) {
      const a = outcome(ref);
      const b = outcome(mine);
      if (a.error && a.name === 'Error') assert.equal(b.error, a.error, `${what}(${JSON.stringify(fen)})`);
      else if (!a.error && b.error && !listedFenRefusal(b.reason ?? b.error)) unlisted.push(`${what}(${JSON.stringify(fen)}): only ferrochess refuses: ${b.reason ?? b.error}`);
    }
  }
  assert.ok(refused > 1000, `${refused} FENs refused by chess.js`);
  assert.deepEqual(unlisted, []);
});

/** Move texts to try in a position: its legal moves' SAN and UCI, and texts no position takes. */
function moveTexts(chess, rand) {
  const legal = chess.moves({ verbose: true });
  const texts = legal.flatMap((m) => [m.san, m.lan]);
  const squares = ['a1', 'e4', 'h8', 'd5', 'e8', 'z9', 'e0'];
  for (let i = 0; i < 6; i += 1) {
    const sq = squares[Math.floor(rand() * squares.length)];
    texts.push(`${'KQRBN'[Math.floor(rand() * 5)]}${sq}`, `${sq[0]}x${sq}`, `${sq}${squares[Math.floor(rand() * squares.length)]}`);
  }
  texts.push('', ' ', 'Qxx9', 'O-O-O-O', '0-0', 'e8=K', 'e9', '--', 'Z0', 'é4', 'ke2', 'Ke2#?!', 'x'.repeat(300));
  return texts;
}

/**
 * Moves where the two are known to differ, as docs/chessjs.md lists them:
 * ferrochess refuses ambiguous SAN and a promotion without its piece, which
 * chess.js guesses at; it takes null moves written `Z0`, `0000` and `@@@@`.
 */
function listedMoveDifference(text, ours, theirs) {
  if (ours.error && !theirs.error) return /ambiguous|promotion-missing|unexpected-promotion|bad-promotion-piece/.test(`${ours.reason} ${outcomeCode(ours)}`) ? 'refused on purpose' : null;
  if (!ours.error && theirs.error) return ['Z0', '0000', '@@@@'].includes(text) ? 'null move spelling' : null;
  return null;
}
const outcomeCode = (o) => o.code ?? '';

test('a move chess.js refuses is refused with its message: texts and objects in the positions of random games', () => {
  const rand = random(7);
  const unlisted = [];
  let refused = 0;
  /** A move tried in a game and taken back, so that the next try starts from the same position. */
  const tryMove = (chess, move) => outcome(() => {
    const played = chess.move(move);
    chess.undo();
    return played;
  });
  for (let game = 0; game < 16; game += 1) {
    const ours = new Chess();
    const theirs = new Reference();
    for (let ply = 0; ply < 60 && !theirs.isGameOver(); ply += 1) {
      const fen = theirs.fen();
      for (const text of moveTexts(theirs, rand)) {
        const a = tryMove(theirs, text);
        const b = tryMove(ours, text);
        if (a.error) {
          refused += 1;
          if (b.error) assert.equal(b.error, text.length > 200 ? `Invalid move: ${text.slice(0, 200)}…` : a.error, `move(${JSON.stringify(text)}) in ${fen}`);
          else if (!listedMoveDifference(text, b, a)) unlisted.push(`move(${JSON.stringify(text)}) in ${fen}: chess.js refuses, ferrochess plays ${b.value.san}`);
        } else if (b.error && !listedMoveDifference(text, b, a)) {
          unlisted.push(`move(${JSON.stringify(text)}) in ${fen}: ferrochess refuses: ${b.reason}`);
        }
      }
      for (const [from, to] of [['e2', 'e5'], ['a1', 'h8'], ['z9', 'e4'], ['e1', 'g1'], ['e7', 'e8']]) {
        const object = { from, to };
        const a = tryMove(theirs, object);
        const b = tryMove(ours, object);
        if (a.error) assert.equal(b.error, a.error, `move(${JSON.stringify(object)}) in ${fen}`);
      }
      const moves = theirs.moves();
      const san = moves[Math.floor(rand() * moves.length)];
      theirs.move(san);
      ours.move(san);
    }
    ours.free();
  }
  assert.ok(refused > 5000, `${refused} moves refused by chess.js`);
  assert.deepEqual(unlisted.slice(0, 20), []);
});

test('a PGN move chess.js cannot play is refused with its message; a strict SetUp without FEN too', () => {
  const rand = random(11);
  let compared = 0;
  for (let game = 0; game < 200; game += 1) {
    const reference = new Reference();
    for (let ply = 0; ply < 10 + Math.floor(rand() * 60) && !reference.isGameOver(); ply += 1) {
      const moves = reference.moves();
      reference.move(moves[Math.floor(rand() * moves.length)]);
    }
    const history = reference.history();
    if (history.length < 2) continue;
    // One move replaced by one that is well formed but cannot be played there.
    const at = Math.floor(rand() * history.length);
    const bad = ['Ke3', 'Qh8+', 'Nxa1', 'O-O-O', 'exd6', 'Rb7!?', 'Bg8#'][Math.floor(rand() * 7)];
    const moves = [...history];
    moves[at] = bad;
    const pgn = `${moves.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${san}` : san)).join(' ')} *`;
    const a = outcome(() => new Reference().loadPgn(pgn));
    const b = outcome(() => new Chess().loadPgn(pgn));
    if (!a.error) {
      assert.equal(b.error, undefined, pgn);
      continue;
    }
    compared += 1;
    assert.equal(b.error, a.error, pgn);
  }
  assert.ok(compared > 100, `${compared} PGNs compared`);
  const strict = '[SetUp "1"]\n\n1. e4 *';
  assert.equal(outcome(() => new Chess().loadPgn(strict, { strict: true })).error, outcome(() => new Reference().loadPgn(strict, { strict: true })).error);
  const badFen = '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*';
  assert.equal(outcome(() => new Chess().loadPgn(badFen)).error, outcome(() => new Reference().loadPgn(badFen)).error);
});

test('the message is chess.js\'s; ferrochess\'s own reason and code stay on the Error', () => {
  const error = outcome(() => new Chess().move('Qxx9'));
  assert.equal(error.error, 'Invalid move: Qxx9');
  assert.match(error.reason, /not SAN/);
  try {
    new Chess().move('e5');
  } catch (thrown) {
    assert.equal(thrown.code, 'illegal');
  }
  const fen = outcome(() => new Chess('8/8/8/8/8/8/8/k7 w - - 0 1'));
  assert.equal(fen.error, 'Invalid FEN: missing white king');
  assert.match(fen.reason, /white has 0 kings/);
});
