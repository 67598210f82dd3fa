// history() reads a game's moves as SAN codes (crate/js/rules/san-codes.js):
// each code back to its SAN, the same after the table of kept strings is
// emptied, and the same moves as the verbose history writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
import { sanOfCodes } from '../../crate/js/rules/san-codes.js';
import { random } from './random.mjs';

const SYMBOLS = 'abcdefgh12345678NBRQKx=O-';

/** The code of `san`, by the rule crate/src/rules/san/text.rs documents. */
function codeOf(san) {
  const sign = { '+': 1, '#': 2 }[san.at(-1)] ?? 0;
  const core = sign ? san.slice(0, -1) : san;
  let code = 0;
  [...core].forEach((char, place) => {
    code += (SYMBOLS.indexOf(char) + 1) * 2 ** (5 * place);
  });
  return code + sign * 2 ** 30;
}

test('every shape of SAN comes back from its code', () => {
  const sans = ['e4', 'exd5', 'exd8=Q+', 'Nbd7', 'R1e2', 'Qh4xe1#', 'O-O', 'O-O-O+', 'Kxf2', 'a1=N', '--'];
  assert.deepEqual(sanOfCodes(Uint32Array.from(sans, codeOf)), sans);
});

test('codes read the same after the kept strings are dropped (more codes than the table keeps)', () => {
  const sans = [];
  for (const piece of 'NBRQ') {
    for (const from of 'abcdefgh') {
      for (const rank of '12345678') {
        for (const to of 'abcdefgh') sans.push(`${piece}${from}${rank}x${to}${rank === '1' ? 8 : 1}`, `${piece}${from}${rank}${to}5`, `${piece}${from}${rank}-${to}4`);
      }
    }
  }
  const signed = sans.flatMap((san) => [san, `${san}+`, `${san}#`]);
  assert.ok(signed.length > 1 << 14, `${signed.length} codes`);
  const codes = Uint32Array.from(signed, codeOf);
  assert.deepEqual(sanOfCodes(codes), signed);
  assert.deepEqual(sanOfCodes(codes.slice(0, 100)), signed.slice(0, 100));
});

test('history() lists the moves the verbose history names, over random games', () => {
  const next = random(89);
  for (let game = 0; game < 40; game += 1) {
    const chess = new Chess();
    for (let ply = 0; ply < 200 && !chess.isGameOver(); ply += 1) {
      const moves = chess.moves();
      chess.move(moves[Math.floor(next() * moves.length)]);
    }
    assert.deepEqual(chess.history(), chess.history({ verbose: true }).map((move) => move.san));
    const copy = new Chess();
    copy.loadPgn(chess.pgn());
    assert.deepEqual(copy.history(), chess.history());
  }
});
