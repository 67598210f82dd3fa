// `ferrochess/openings`: opening names by position without the engine
// module, checked against the engine module's own Chess#opening() (its book
// holds the same lichess names).
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/index.js';
// The engine module, for Chess#opening(): importing it installs the engine.
import '../../crate/js/engine-entry.js';
import { loadOpenings, Openings } from '../../crate/js/openings.js';

const openings = await loadOpenings();

test('the names load in Node from the package and name positions by FEN', () => {
  assert.ok(openings.size > 3000, `${openings.size} named positions`);
  assert.ok(openings.maxPlies > 10);
  const e4 = openings.name('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  assert.equal(e4.eco, 'B00');
  assert.match(e4.name, /King's Pawn/);
  assert.equal(openings.name('4k3/8/8/8/8/8/8/4K3 w - - 0 1'), undefined);
  assert.equal(openings.name(new Chess().fen()), undefined, 'the start has no name');
  assert.throws(() => openings.name(42), TypeError);
  assert.throws(() => new Openings({}), TypeError);
  // A position key that is a name every object has finds nothing the names do not hold.
  for (const key of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) assert.equal(openings.name(key), undefined, key);
});

test('of(chess) names games as the engine module\'s Chess#opening() does', () => {
  const games = [
    ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4'],
    ['d4', 'Nf6', 'c4', 'g6', 'Nc3', 'd5'],
    ['e4', 'c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6'],
    ['c4', 'e5', 'Nc3', 'Nf6', 'g3', 'd5', 'cxd5', 'Nxd5', 'Bg2', 'Nb6', 'Nf3', 'Nc6', 'O-O', 'Be7', 'a3', 'O-O', 'b4', 'Be6', 'Rb1', 'f6', 'd3', 'a5', 'b5', 'Nd4'],
    ['a3', 'e5', 'h4', 'd5', 'Nh3', 'Nf6', 'Rh2'],
    [],
  ];
  for (const moves of games) {
    const chess = new Chess();
    for (const move of moves) chess.move(move);
    assert.deepEqual(openings.of(chess), chess.opening(), moves.join(' '));
    chess.free();
  }
});

test('a URL that does not load rejects with an Error naming it', async () => {
  await assert.rejects(loadOpenings(new URL('./no-such-file.json', import.meta.url)), /no-such-file/);
});

test('the book lists what the named lines play, and the engine module\'s book plays only those moves', async () => {
  const { loadOpeningBook, OpeningBook } = await import('../../crate/js/openings.js');
  const book = await loadOpeningBook();
  assert.ok(book.size > openings.size, `${book.size} positions`);
  const start = book.moves(new Chess().fen());
  assert.deepEqual(start.slice(0, 2).map((m) => m.uci), ['e2e4', 'd2d4']);
  assert.ok(start.every((m, i) => i === 0 || m.weight <= start[i - 1].weight), 'most played first');
  assert.deepEqual(book.moves('4k3/8/8/8/8/8/8/4K3 w - - 0 1'), []);
  assert.throws(() => book.moves(null), TypeError);
  assert.throws(() => new OpeningBook({}), TypeError);
  for (const key of ['toString', '__proto__', 'constructor', 'valueOf']) assert.deepEqual(book.moves(key), [], key);
  // The engine module's book (a level plays from it) picks among the same moves.
  let fromBook = 0;
  for (const line of [[], ['e4'], ['d4', 'Nf6'], ['e4', 'c5', 'Nf3']]) {
    const chess = new Chess();
    for (const move of line) chess.move(move);
    const listed = book.moves(chess.fen()).map((m) => m.uci);
    for (let i = 0; i < 5; i += 1) {
      const result = chess.bestMove({ level: 3 });
      if (!result.book) continue;
      fromBook += 1;
      assert.ok(listed.includes(result.bestMove), `${line.join(' ')}: ${result.bestMove} not in ${listed}`);
    }
    chess.free();
  }
  assert.ok(fromBook >= 10, `${fromBook} of 20 moves came from the book`);
});
