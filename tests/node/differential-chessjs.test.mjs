// Differential test against chess.js (npm): over seeded random games from
// the start and from every perft-suite position, both libraries must agree
// on the legal moves in SAN, the FEN after each move, and every game-end flag.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Chess as Reference } from 'chess.js';
import { Chess } from '../../crate/js/index.js';
import { random } from './random.mjs';

const SUITE = readFileSync(new URL('../../crate/tests/data/perftsuite.epd', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => line.split(';')[0].trim());


const FLAGS = [
  'isCheck', 'isCheckmate', 'isStalemate', 'isInsufficientMaterial',
  'isThreefoldRepetition', 'isDrawByFiftyMoves', 'isDraw', 'isGameOver',
];

function compare(ours, theirs, where) {
  assert.equal(ours.fen(), theirs.fen(), `${where}: FEN`);
  assert.deepEqual(ours.moves().sort(), theirs.moves().sort(), `${where}: moves`);
  for (const flag of FLAGS) {
    assert.equal(ours[flag](), theirs[flag](), `${where}: ${flag}`);
  }
}

/**
 * Plays one random game in both libraries. Shuffling knights back and forth
 * now and then makes repetitions common enough to test.
 */
function playGame(fen, rand, maxPlies) {
  const ours = new Chess(fen);
  const theirs = new Reference(fen);
  let plies = 0;
  compare(ours, theirs, `${fen} start`);
  while (!ours.isGameOver() && plies < maxPlies) {
    const verbose = ours.moves({ verbose: true });
    const quiet = verbose.filter((m) => m.piece === 'n' || m.piece === 'k');
    const pool = rand() < 0.5 && quiet.length ? quiet : verbose;
    const pick = pool[Math.floor(rand() * pool.length)];
    const reply = theirs.move(pick.san, { strict: true });
    assert.equal(reply.lan, pick.lan, `${fen}: ${pick.san}`);
    assert.deepEqual({ ...pick, before: 0, after: 0 }, { ...reply, before: 0, after: 0 }, `${fen}: verbose ${pick.san}`);
    ours.move(pick.san, { strict: true });
    plies += 1;
    compare(ours, theirs, `${fen} after ${ours.history().join(' ')}`);
  }
  // Undo everything in both and compare on the way back.
  while (ours.history().length) {
    assert.equal(ours.undo().san, theirs.undo().san);
    compare(ours, theirs, `${fen} undo`);
  }
  ours.free();
  return plies;
}

test('random games from the start agree with chess.js', () => {
  const rand = random(20261122);
  let plies = 0;
  for (let game = 0; game < 60; game += 1) plies += playGame(undefined, rand, 400);
  assert.ok(plies > 5000, `${plies} plies`);
});

test('random games from every perft-suite position agree with chess.js', () => {
  const rand = random(7);
  let plies = 0;
  for (const fen of SUITE) plies += playGame(fen, rand, 60);
  assert.ok(plies > 2000, `${plies} plies`);
});
