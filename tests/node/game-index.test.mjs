// GameIndex: the game list's filters and the opening explorer, checked
// against a count made another way (each game replayed move by move and
// its positions compared by FEN, not by key) on the generated corpus.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  Chess, GameIndex, readGames, speedOf,
} from '../../crate/js/index.js';
import { corpus } from '../../scripts/pgn-corpus.mjs';

const positionOfFen = (fen) => fen.split(' ').slice(0, 4).join(' ');

async function indexOf(text, options) {
  const index = new GameIndex(options);
  const games = [];
  for await (const { chess, offset, length } of readGames(text, { places: true })) {
    index.add(chess, { offset, length });
    games.push({ headers: chess.getHeaders(), moves: chess.history({ verbose: true }) });
    chess.free();
  }
  return { index, games };
}

test('the explorer counts what replaying every game counts, position by position', async () => {
  const text = corpus(300, 11);
  const { index, games } = await indexOf(text, { maxPlies: 12 });
  assert.equal(index.size, games.length);
  // Every position of the first 12 plies: the moves played from it, by FEN.
  const expected = new Map();
  for (const [id, game] of games.entries()) {
    const seen = new Set();
    for (const move of game.moves.slice(0, 12)) {
      if (move.san === '--') break;
      const position = positionOfFen(move.before);
      if (seen.has(position)) continue;
      seen.add(position);
      if (!expected.has(position)) expected.set(position, { fen: move.before, moves: new Map(), total: 0 });
      const entry = expected.get(position);
      entry.total += 1;
      const stats = entry.moves.get(move.lan) ?? { games: 0, white: 0, draws: 0, black: 0, ids: [] };
      stats.games += 1;
      stats.ids.push(id);
      const { Result: result } = game.headers;
      if (result === '1-0') stats.white += 1;
      if (result === '1/2-1/2') stats.draws += 1;
      if (result === '0-1') stats.black += 1;
      entry.moves.set(move.lan, stats);
    }
  }
  assert.ok(expected.size > 1000, `${expected.size} positions`);
  let checked = 0;
  for (const { fen, moves, total } of expected.values()) {
    const answer = index.explore(fen);
    assert.equal(answer.total, total, fen);
    assert.deepEqual(
      answer.moves.map((move) => [move.uci, move.games, move.white, move.draws, move.black]).sort(),
      [...moves].map(([uci, stats]) => [uci, stats.games, stats.white, stats.draws, stats.black]).sort(),
      fen,
    );
    checked += 1;
  }
  assert.equal(checked, expected.size);
});

test('transpositions meet, a move is given in SAN, and the latest games are listed', () => {
  const index = new GameIndex();
  const lines = [
    ['2024.01.05', '1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0'],
    ['2024.03.01', '1. Nf3 Nc6 2. e4 e5 3. Bc4 0-1'],
    ['2023.12.31', '1. e4 Nc6 2. Nf3 e5 3. Bc4 1/2-1/2'],
  ];
  for (const [date, line] of lines) {
    const chess = new Chess();
    chess.loadPgn(`[Date "${date}"]\n[Result "${line.split(' ').pop()}"]\n\n${line}`);
    index.add(chess);
  }
  const chess = new Chess();
  for (const san of ['e4', 'e5', 'Nf3', 'Nc6']) chess.move(san);
  const answer = index.explore(chess);
  assert.deepEqual(answer.moves.map((move) => [move.san, move.uci, move.games, move.white, move.draws, move.black]), [
    ['Bc4', 'f1c4', 2, 0, 1, 1],
    ['Bb5', 'f1b5', 1, 1, 0, 0],
  ]);
  assert.deepEqual(answer.games.map((game) => game.date), ['2024.03.01', '2024.01.05', '2023.12.31']);
  assert.deepEqual(index.explore(chess, {}, { limit: 1 }).games.map((game) => game.id), [1]);
  // The explored Chess is left where it was.
  assert.equal(chess.history().length, 4);
});

test('only the first maxPlies plies count, and a null move ends a game\'s opening', () => {
  const index = new GameIndex({ maxPlies: 2 });
  const chess = new Chess();
  chess.loadPgn('1. e4 e5 2. Nf3 *');
  index.add(chess);
  const nulls = new Chess();
  nulls.loadPgn('1. d4 -- 2. c4 *');
  index.add(nulls);
  const afterE5 = new Chess();
  afterE5.move('e4');
  afterE5.move('e5');
  assert.equal(index.explore(afterE5).total, 0);
  assert.equal(index.explore(new Chess()).total, 2);
  const afterD4 = new Chess();
  afterD4.move('d4');
  assert.equal(index.explore(afterD4).total, 0);
  assert.equal(index.game(1).plies, 3);
});

test('Chess960 castling is explored as king takes rook, O-O in SAN', () => {
  const index = new GameIndex();
  const pgn = '[Variant "Chess960"]\n[FEN "nrk3rn/pppppppp/8/8/8/8/PPPPPPPP/NRK3RN w KQkq - 0 1"]\n\n1. O-O e5 *';
  const chess = new Chess();
  chess.loadPgn(pgn);
  index.add(chess);
  const position = new Chess();
  position.loadPgn(pgn);
  position.undo();
  position.undo();
  const [move] = index.explore(position).moves;
  assert.deepEqual([move.san, move.uci], ['O-O', 'c1g1']);
});

test('the game list filters by player and side, result, opening, rating, speed and date', () => {
  const index = new GameIndex();
  const games = [
    { White: 'Magnus', Black: 'hikaru', Result: '1-0', WhiteElo: '2850', BlackElo: '2800', TimeControl: '180+2', Date: '2024.05.01', Opening: 'Sicilian Defense', ECO: 'B20' },
    { White: 'Hikaru', Black: 'Fabiano', Result: '0-1', WhiteElo: '2790', BlackElo: '2780', TimeControl: '60+0', Date: '2023.11.20', Opening: 'Ruy Lopez', ECO: 'C60' },
    { White: 'anna', Black: 'Magnus', Result: '1/2-1/2', WhiteElo: '1500', TimeControl: '900+10', Date: '2024.??.??', Opening: 'French Defense', ECO: 'C00' },
    { White: 'bob', Black: 'carl', Result: '*', TimeControl: '-' },
  ];
  for (const headers of games) {
    const chess = new Chess();
    for (const [name, value] of Object.entries(headers)) chess.setHeader(name, value);
    index.add(chess);
  }
  const whites = (filter) => index.games(filter).games.map((game) => game.white);
  assert.deepEqual(whites({ player: 'magnus' }), ['Magnus', 'anna']);
  assert.deepEqual(whites({ player: 'MAGNUS', color: 'black' }), ['anna']);
  assert.deepEqual(whites({ player: 'hikaru', color: 'white' }), ['Hikaru']);
  assert.deepEqual(whites({ result: '1/2-1/2' }), ['anna']);
  assert.deepEqual(whites({ opening: 'defense' }), ['Magnus', 'anna']);
  assert.deepEqual(whites({ opening: 'C6' }), ['Hikaru']);
  assert.deepEqual(whites({ opening: 'c00' }), ['anna']);
  assert.deepEqual(whites({ minRating: 2790 }), ['Magnus']);
  assert.deepEqual(whites({ maxRating: 2000 }), ['anna']);
  assert.deepEqual(whites({ speeds: ['bullet', 'correspondence'] }), ['Hikaru', 'bob']);
  assert.deepEqual(whites({ since: '2024' }), ['Magnus', 'anna']);
  // A date with unknown parts counts as the start of what is known (2024.??.?? as 2024's first day).
  assert.deepEqual(whites({ since: '2023-11', until: '2024.04.30' }), ['Hikaru', 'anna']);
  assert.deepEqual(whites({ since: '2024.02' }), ['Magnus']);
  assert.deepEqual(whites({ until: '2023' }), ['Hikaru']);
  assert.deepEqual(whites({ player: 'magnus', speeds: ['rapid'] }), ['anna']);
  assert.deepEqual(index.games({}, { offset: 3, limit: 5 }), { total: 4, games: [index.game(3)] });
  assert.deepEqual(index.game(3), {
    id: 3, white: 'bob', black: 'carl', whiteElo: 0, blackElo: 0, result: '*', date: '', event: '', timeControl: '-', speed: 'correspondence', opening: '', eco: '', plies: 0, offset: -1, length: -1,
  });
});

test('a player is found by the words of their name in any order, case, punctuation or accents, as lichess finds them', () => {
  const index = new GameIndex();
  for (const [white, black] of [['Ju, Wenjun', 'Lei, Tingjie'], ['Lê Quang Liêm', 'So, Wesley'], ['Carlsen, Magnus', 'Nepomniachtchi, Ian']]) {
    const chess = new Chess();
    chess.setHeader('White', white);
    chess.setHeader('Black', black);
    index.add(chess);
  }
  const whites = (filter) => index.games(filter).games.map((game) => game.white);
  assert.deepEqual(whites({ player: 'Ju Wenjun' }), ['Ju, Wenjun']);
  assert.deepEqual(whites({ player: 'Wenjun Ju' }), ['Ju, Wenjun']);
  assert.deepEqual(whites({ player: 'ju,  wenjun' }), ['Ju, Wenjun']);
  assert.deepEqual(whites({ player: 'le quang liem' }), ['Lê Quang Liêm']);
  assert.deepEqual(whites({ player: 'magnus carlsen', color: 'white' }), ['Carlsen, Magnus']);
  assert.deepEqual(whites({ player: 'magnus carlsen', color: 'black' }), []);
  // Part of a name still finds it; a word no name has finds nothing.
  assert.deepEqual(whites({ player: 'wesl' }), ['Lê Quang Liêm']);
  assert.deepEqual(whites({ player: 'ju kasparov' }), []);
  assert.deepEqual(whites({ player: ' , ' }), ['Ju, Wenjun', 'Lê Quang Liêm', 'Carlsen, Magnus']);
});

test('speedOf reads a time control written in minutes and seconds, as tournament PGNs write it', () => {
  assert.equal(speedOf('15 min. + 10 s. per move'), 'rapid');
  assert.equal(speedOf('15 min + 10 sec'), 'rapid');
  assert.equal(speedOf('90 min. + 30 s. per move'), 'classical');
  assert.equal(speedOf('3 min + 2 s'), 'blitz');
  assert.equal(speedOf('5 min'), 'blitz');
  assert.equal(speedOf('1 min'), 'bullet');
  assert.equal(speedOf('min'), undefined);
  assert.equal(speedOf('15 apples'), undefined);
});

test('speedOf follows lichess\'s estimate', () => {
  assert.equal(speedOf('15+0'), 'ultraBullet');
  assert.equal(speedOf('30+0'), 'bullet');
  assert.equal(speedOf('120+1'), 'bullet');
  assert.equal(speedOf('180+0'), 'blitz');
  assert.equal(speedOf('300+5'), 'rapid');
  assert.equal(speedOf('1800+0'), 'classical');
  assert.equal(speedOf('1/259200'), 'correspondence');
  assert.equal(speedOf(''), undefined);
  assert.equal(speedOf(undefined), undefined);
});

test('bad arguments say what is wrong and leave the index usable', () => {
  const index = new GameIndex();
  const game = new Chess();
  game.move('e4');
  index.add(game);
  assert.throws(() => index.add('1. e4'), /needs a Chess/);
  assert.throws(() => index.games({ colour: 'white' }), /unknown filter "colour"/);
  assert.throws(() => index.games({ color: 'red' }), /color must be/);
  assert.throws(() => index.games({ result: '2-0' }), /result must be/);
  assert.throws(() => index.games({ speeds: 'blitz' }), /speeds must be a list/);
  assert.throws(() => index.games({ since: 'May' }), /since and until must be dates/);
  assert.throws(() => index.games({ minRating: -5 }), /minRating/);
  assert.throws(() => index.explore('not a fen'), /FEN/i);
  assert.throws(() => index.game(5), /no game number 5/);
  assert.throws(() => new GameIndex({ maxPlies: -1 }), /maxPlies/);
  assert.throws(() => GameIndex.fromData({ version: 2 }), /toData/);
  const data = index.toData();
  data.columns.keys = new Float64Array(3);
  assert.throws(() => GameIndex.fromData(data), /different lengths/);
  assert.equal(index.explore(new Chess()).total, 1);
});

test('toData survives structured cloning and answers the same', async () => {
  const { index } = await indexOf(corpus(100, 3));
  const copy = GameIndex.fromData(structuredClone(index.toData()));
  assert.deepEqual(copy.explore(new Chess()), index.explore(new Chess()));
  assert.deepEqual(copy.games({ player: 'player1' }), index.games({ player: 'player1' }));
  // The copy goes on growing.
  copy.add(new Chess());
  assert.equal(copy.size, index.size + 1);
});
