// Differential test against python-chess (PyPI): seeded random games are
// played with ferrochess, replayed by python-chess, and every position must
// agree: FEN, legal moves in SAN, the SAN of the move played, check,
// checkmate, stalemate, threefold repetition and the fifty-move rule.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { PYTHON_ENV } from '../python.mjs';
import { fileURLToPath } from 'node:url';
import { Chess } from '../../crate/js/index.js';
import { random } from './random.mjs';
import { positionRecord } from './position-record.mjs';

const ORACLE = fileURLToPath(new URL('../diff/python_chess_oracle.py', import.meta.url));
const SUITE = readFileSync(new URL('../../crate/tests/data/perftsuite.epd', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => line.split(';')[0].trim());
const EDGE_CASES = [
  // En passant legal, pinned, and through discovered check.
  '4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1',
  '8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1',
  '8/8/8/2k5/3Pp3/8/8/4K2B b - d3 0 1',
  // Promotions with capture and check; castling through attacks.
  '1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1',
  'r3k2r/8/8/8/8/8/5b2/R3K2R w KQkq - 0 1',
  // Fifty-move rule about to trigger.
  '4k3/8/8/8/8/8/8/R3K3 w - - 97 80',
];


// python sorts by code point, as does Array.prototype.sort on ASCII.
function playGames(starts, gamesPerStart, maxPlies, rand) {
  const games = [];
  for (const fen of starts) {
    for (let g = 0; g < gamesPerStart; g += 1) {
      const chess = new Chess(fen);
      const records = [positionRecord(chess)];
      const moves = [];
      while (!chess.isGameOver() && moves.length < maxPlies) {
        const all = chess.moves({ verbose: true });
        const quiet = all.filter((m) => m.piece === 'n' || m.piece === 'k' || m.piece === 'r');
        const pool = rand() < 0.6 && quiet.length ? quiet : all;
        const pick = pool[Math.floor(rand() * pool.length)];
        chess.move(pick.san, { strict: true });
        moves.push(pick.lan);
        records.push({ ...positionRecord(chess), played: pick.san });
      }
      chess.free();
      games.push({ fen, moves, records });
    }
  }
  return games;
}

test('random games agree with python-chess', () => {
  const rand = random(1122);
  const games = [
    ...playGames([undefined], 40, 300, rand).map((g) => ({ ...g, fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' })),
    ...playGames(SUITE, 1, 80, rand),
    ...playGames(EDGE_CASES, 20, 120, rand),
  ];
  const input = JSON.stringify(games.map(({ fen, moves }) => ({ fen, moves })));
  const output = JSON.parse(
    execFileSync('python3', [ORACLE], { env: PYTHON_ENV, input, maxBuffer: 1 << 30, encoding: 'utf8' }),
  );
  let positions = 0;
  let threefolds = 0;
  games.forEach((game, i) => {
    assert.equal(output[i].length, game.records.length);
    game.records.forEach((expectedOurs, ply) => {
      const where = `${game.fen} after ${game.moves.slice(0, ply).join(' ')}`;
      assert.deepEqual(expectedOurs, output[i][ply], where);
      positions += 1;
      if (expectedOurs.threefold) threefolds += 1;
    });
  });
  assert.ok(positions > 15000, `${positions} positions`);
  assert.ok(threefolds > 10, `only ${threefolds} threefold positions: the test would not see repetition bugs`);
});
