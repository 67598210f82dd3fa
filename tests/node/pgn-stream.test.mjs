// readGames, readHeaders and openGame: many games from one source, read as
// a stream. Generated files in the forms real files take
// (scripts/pgn-corpus.mjs) are read game by game as python-chess reads them
// (tests/diff/python_chess_pgn_games.py): the same games, headers, moves,
// variations, comments and NAGs; header blocks with no moves are the one
// place where the two differ on purpose (each block is a game here).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync, readFileSync, readdirSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Chess, readGames, readHeaders, openGame } from '../../crate/js/index.js';
import { corpus } from '../../scripts/pgn-corpus.mjs';
import { canonical } from './pgn-canonical.mjs';
import { PYTHON_ENV } from '../python.mjs';
import { random } from './random.mjs';

const ORACLE = fileURLToPath(new URL('../diff/python_chess_pgn_games.py', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ferrochess-pgn-'));

/** python-chess's reading of a PGN text, game by game. */
function pythonChess(text, name) {
  const path = join(scratch, `${name}.pgn`);
  writeFileSync(path, text);
  return JSON.parse(execFileSync('python3', [ORACLE, path], { env: PYTHON_ENV, maxBuffer: 1 << 28, encoding: 'utf8' }));
}

async function all(iterable) {
  const out = [];
  for await (const item of iterable) out.push(item);
  return out;
}

/** Every game of `source` with what went wrong: { games, errors }. */
async function readAll(source, options = {}) {
  const errors = [];
  const games = await all(readGames(source, { ...options, onError: (report) => errors.push(report) }));
  return { games, errors };
}

for (const seed of [11, 12]) {
  test(`generated games (seed ${seed}${seed % 2 ? ', CR LF' : ''}) read as python-chess reads them`, async () => {
    const text = corpus(400, seed);
    const theirs = pythonChess(text, `corpus-${seed}`);
    const { games, errors } = await readAll(text);
    assert.deepEqual(errors, []);
    assert.equal(games.length, theirs.length);
    assert.ok(games.length === 400);
    games.forEach((game, i) => {
      assert.deepEqual(theirs[i].errors, [], `game ${i}: python-chess`);
      assert.deepEqual(game.getHeaders(), theirs[i].headers, `game ${i}: headers`);
      assert.deepEqual(canonical(game), theirs[i].tree, `game ${i}: tree`);
    });
  });
}

test('a header block followed by another is a game of its own, where python-chess merges the two', async () => {
  const text = corpus(100, 21, { headerBlocks: true });
  const theirs = pythonChess(text, 'blocks');
  const { games, errors } = await readAll(text);
  assert.deepEqual(errors, []);
  const blocks = games.filter((game) => game.getHeaders().Event === 'Round 3 broadcast');
  assert.equal(blocks.length, 4);
  for (const block of blocks) assert.deepEqual(block.history(), []);
  // python-chess reads each block and the game after it as one game, with the game's headers.
  const rest = games.filter((game) => !blocks.includes(game));
  assert.equal(rest.length, theirs.length);
  rest.forEach((game, i) => {
    assert.deepEqual(game.getHeaders(), theirs[i].headers, `game ${i}: headers`);
    assert.deepEqual(canonical(game), theirs[i].tree, `game ${i}: tree`);
  });
});

test('a blank line inside the headers (ChessBase) keeps one game; a block that repeats a tag starts the next', async () => {
  const text = '[Event "Match"]\n\n[Date "2017.12.04"]\n[White "A"]\n[Result "0-1"]\n\n1. e4 e5 0-1\n\n'
    + '[Event "Round 1"]\n[White "B"]\n[Result "*"]\n\n[Event "Round 2"]\n[White "C"]\n\n[Site "here"]\n\n1. d4 *\n';
  const expected = [['Match', 'A', '2017.12.04', 'e4 e5'], ['Round 1', 'B', '????.??.??', ''], ['Round 2', 'C', '????.??.??', 'd4']];
  const bytes = new TextEncoder().encode(text);
  // Whole, and cut into chunks of every size from 1 byte (a tag then starts in one chunk and ends in another).
  for (const size of [bytes.length, 1, 2, 3, 5, 7, 13]) {
    const chunks = [];
    for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
    const { games, errors } = await readAll(chunks);
    assert.deepEqual(errors, []);
    assert.deepEqual(games.map((game) => {
      const headers = game.getHeaders();
      return [headers.Event, headers.White, headers.Date, game.history().join(' ')];
    }), expected, `chunks of ${size}`);
    assert.equal(games[2].getHeaders().Site, 'here');
    const entries = await all(readHeaders(chunks));
    for (const entry of entries) {
      const game = await openGame(bytes, entry);
      assert.equal(game.getHeaders().Event, expected[entry.index][0], `chunks of ${size}: game ${entry.index} at ${entry.offset}`);
    }
  }
});

test('python-chess\'s own PGN files read as python-chess reads them (its variants other than Chess960 are refused by name)', async (t) => {
  const folder = fileURLToPath(new URL('../../target/python-chess-data/pgn/', import.meta.url));
  const files = readdirSync(folder).filter((name) => name.endsWith('.pgn'));
  // scripts/setup.sh --test fetches them (python-chess's source release): npm test always has them.
  assert.ok(files.length >= 12, `${files.length} files in ${folder}`);
  let compared = 0;
  for (const name of files) {
    const bytes = readFileSync(join(folder, name));
    const listed = await all(readHeaders(bytes));
    const theirs = JSON.parse(execFileSync('python3', [ORACLE, join(folder, name)], { env: PYTHON_ENV, maxBuffer: 1 << 28, encoding: 'utf8' }));
    const ours = [];
    for await (const { chess, index } of readGames(bytes, { places: true, onError: (report) => { ours[report.index] = report; } })) ours[index] = chess;
    assert.equal(ours.length, theirs.length, `${name}: games`);
    theirs.forEach((game, i) => {
      const variant = game.headers.Variant;
      if (variant && !/960|fischer/i.test(variant)) {
        assert.match(ours[i].error, /plays standard chess and Chess960 only/, `${name} game ${i}`);
        return;
      }
      assert.deepEqual(game.errors, [], `${name} game ${i}: python-chess`);
      assert.ok(ours[i] instanceof Chess, `${name} game ${i}: ${ours[i]?.error}`);
      assert.deepEqual(ours[i].getHeaders(), game.headers, `${name} game ${i}: headers`);
      assert.deepEqual(canonical(ours[i]), game.tree, `${name} game ${i}: tree`);
      // readHeaders counts the main line as the game read has it.
      assert.equal(listed[i].plies, ours[i].history().length, `${name} game ${i}: readHeaders's plies`);
      compared += 1;
    });
  }
  t.diagnostic(`${compared} games of ${files.length} files compared`);
  assert.ok(compared >= 18, `${compared} games compared`);
});

test('headers on the movetext\'s line and ; or % lines before a game change nothing (python-chess loses such games)', async () => {
  const plain = (await readAll(corpus(200, 13))).games.map((game) => game.pgn());
  const { games, errors } = await readAll(corpus(200, 13, { allForms: true }));
  assert.deepEqual(errors, []);
  assert.deepEqual(games.map((game) => game.pgn()), plain);
});

test('odd but valid layouts read as chessops reads them: indented tags, tags and moves on one line, a game with no result and then an indented one with no tags', async () => {
  const { parsePgn } = await import('chessops/pgn');
  const text = [
    '   [Event "Indented tags, a blank line, then the moves"]',
    '',
    '1. d4 d5 2. c4 e6 3. Nc3 { no result }',
    '',
    '   [Event "Indented tags and the moves on their line"] 1. d4 d5 2. c4 e6 3. Nc3 { none }',
    '',
    '   [Event "Indented tags, the moves on the next line"]',
    '1. d4 d5 2. c4 e6 3. Nc3 { none }',
    '',
    '',
    '   1. d4 d5 2. c4 e6 3. Nc3 { indented, no tags }',
    '',
  ].join('\n');
  const { games, errors } = await readAll(text);
  assert.deepEqual(errors, []);
  const theirs = parsePgn(text);
  assert.equal(games.length, 4);
  assert.equal(theirs.length, 4);
  theirs.forEach((game, i) => {
    assert.deepEqual(games[i].history(), [...game.moves.mainline()].map((node) => node.san), `game ${i + 1}`);
    assert.equal(games[i].getHeaders().Event, game.headers.get('Event'), `game ${i + 1}`);
  });
  assert.deepEqual((await all(readHeaders(text))).map((game) => game.plies), [5, 5, 5, 5]);
});

test('what real files hold: a BOM, CR and CR LF line ends, comments with brackets, ; and % lines, no result, one-line games', async () => {
  const text = '\ufeff[Event "A"]\r[White "a \\"quoted\\" name"]\r\r1. e4 {a comment\r[%clk 0:01:00] with a bracket at a line start} e5 1-0\r'
    + '; a line comment between games\n%an escape line\n'
    + '[Event "B"]\n\n1. d4 d5 2. c4\n'
    + '[Event "C"] 1. Nf3 Nf6 (1... d5 2. g3) 2. g3 1/2-1/2 {a comment after the result}\n'
    + '1. c4 e5 *';
  const { games, errors } = await readAll(text);
  assert.deepEqual(errors, []);
  assert.deepEqual(games.map((game) => game.getHeaders().Event), ['A', 'B', 'C', '?']);
  assert.equal(games[0].getHeaders().White, 'a "quoted" name');
  assert.deepEqual(games.map((game) => game.history().join(' ')), ['e4 e5', 'd4 d5 c4', 'Nf3 Nf6 g3', 'c4 e5']);
  const entries = await all(readHeaders(text));
  assert.deepEqual(entries.map((entry) => entry.plies), [2, 3, 3, 2]);
  // Offsets are bytes of the source: each slice is the game.
  const bytes = new TextEncoder().encode(text);
  for (const entry of entries) {
    const game = await openGame(bytes, entry);
    assert.equal(game.fen(), games[entry.index].fen());
  }
});

test('the same games whatever the chunks: strings, bytes, a Blob, a ReadableStream, iterables cut anywhere', async () => {
  const text = corpus(60, 31);
  const whole = (await readAll(text)).games.map((game) => game.pgn());
  const headers = await all(readHeaders(text));
  const bytes = new TextEncoder().encode(text);
  const rand = random(5);
  const cut = () => {
    const chunks = [];
    for (let at = 0; at < bytes.length;) {
      const size = 1 + Math.floor(rand() * (rand() < 0.5 ? 8 : 4096));
      chunks.push(bytes.slice(at, at + size));
      at += size;
    }
    return chunks;
  };
  const sources = {
    bytes,
    arrayBuffer: bytes.buffer.slice(0),
    blob: new Blob([bytes]),
    stream: new Blob([bytes]).stream(),
    chunks: cut(),
    asyncChunks: (async function* chunks() { yield* cut(); }()),
    strings: text.match(/[\s\S]{1,777}/g),
  };
  for (const [name, source] of Object.entries(sources)) {
    assert.deepEqual((await readAll(source)).games.map((game) => game.pgn()), whole, name);
  }
  assert.deepEqual(await all(readHeaders(cut())), headers);
  const blob = new Blob([bytes]);
  for (const entry of headers.filter((_, i) => i % 7 === 3)) {
    assert.equal((await openGame(blob, entry)).pgn(), whole[entry.index]);
  }
});

test('a game that does not read is reported with its place and headers, and reading goes on', async () => {
  const text = '[Event "one"]\n\n1. e4 e5 *\n\n[Event "two"]\n\n1. e4 Ke7 2. Ke3 *\n\n[Event "three"]\n\n1. d4 *\n';
  const { games, errors } = await readAll(text);
  assert.deepEqual(games.map((game) => game.getHeaders().Event), ['one', 'three']);
  assert.equal(errors.length, 1);
  assert.deepEqual({ ...errors[0], error: undefined }, { index: 1, offset: 27, length: 33, headers: { Event: 'two' }, error: undefined });
  assert.match(errors[0].error, /Ke7/);
  // Without onError, the game is skipped.
  assert.equal((await all(readGames(text))).length, 2);
});

test('hostile input: noise, a huge comment, deep nesting and a huge tag end in reports, not traps or unbounded memory', async () => {
  const rand = random(9);
  const noise = Uint8Array.from({ length: 1 << 20 }, () => Math.floor(rand() * 256));
  const noisy = await readAll(noise, { maxGameBytes: 100_000 });
  assert.ok(noisy.errors.length + noisy.games.length > 0);
  const huge = `[Event "long"]\n\n1. e4 {${'x'.repeat(3_000_000)}} e5 *\n\n[Event "after"]\n\n1. d4 *\n`;
  const long = await readAll(huge, { maxGameBytes: 1_000_000 });
  assert.deepEqual(long.games.map((game) => game.getHeaders().Event), ['after']);
  assert.match(long.errors[0].error, /over 1000000 bytes/);
  // readHeaders keeps no bytes, yet lists and reports the same game.
  const tooLong = [];
  const listed = await all(readHeaders(huge, { maxGameBytes: 1_000_000, onError: (report) => tooLong.push(report) }));
  assert.deepEqual(listed.map((entry) => entry.headers.Event), ['long', 'after']);
  assert.deepEqual(tooLong.map((report) => [report.index, report.headers.Event]), [[0, 'long']]);
  assert.match(tooLong[0].error, /over 1000000 bytes/);
  const deep = `1. e4 ${'('.repeat(100_000)}1. d4${')'.repeat(100_000)} e5 *\n1. c4 *`;
  const nested = await readAll(deep);
  assert.equal(nested.errors.length, 1);
  assert.deepEqual(nested.games.map((game) => game.history()), [['c4']]);
  const tag = `[Event "${'y'.repeat(200_000)}"]\n\n1. e4 *`;
  const [entry] = await all(readHeaders(tag));
  assert.equal(entry.headers.Event.length, 65536);
  assert.equal(entry.plies, 1);
});

test("readHeaders counts a game's moves by the reader's rule: glyphs, NAGs and move numbers are no moves", async () => {
  const texts = ['1. e4 !? e5 *', '1. e4 +- e5 $1 2. Nf3 *', '1.e4 e5 2.Nf3 ... Nc6 *', '1. e4$1 e5 1-0', '1. e4 (1. d4 d5) e5 =', '1. -- e5 *'];
  for (const text of texts) {
    const [entry] = await all(readHeaders(text));
    const [game] = await all(readGames(text));
    assert.equal(entry.plies, game.history().length, text);
  }
});

test('bad arguments are clear errors', async () => {
  await assert.rejects(all(readGames(42)), TypeError);
  await assert.rejects(all(readGames([{}])), /chunks must be strings or bytes/);
  await assert.rejects(readGames('', { onErorr() {} }).next(), /unknown option "onErorr"|unknown option 'onErorr'|unknown option/);
  await assert.rejects(readGames('', { maxGameBytes: 0 }).next(), RangeError);
  await assert.rejects(openGame('1. e4 *', { offset: -1, length: 2 }), TypeError);
  await assert.rejects(openGame('1. e4 *', { offset: 0, length: 4 }), /Invalid PGN|PGN/);
  assert.ok(new Chess());
});

test('fuzzed sources (fast-check): real games cut, spliced and salted with PGN\'s special bytes always end, read the same in any chunks, and give each game once', async () => {
  const { default: fc } = await import('fast-check');
  const base = new TextEncoder().encode(corpus(12, 41, { allForms: true, headerBlocks: true }));
  const special = [...'{}()[];%"\\*\n\r $!?.-01/ \u00e9'].map((c) => new TextEncoder().encode(c));
  const edit = fc.record({
    at: fc.nat({ max: base.length }),
    cut: fc.nat({ max: 400 }),
    insert: fc.array(fc.oneof(fc.constantFrom(...special), fc.uint8Array({ maxLength: 8 })), { maxLength: 6 }),
  });
  await fc.assert(fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 5000 }), async (edits, chunkSize) => {
    let bytes = base;
    for (const { at, cut, insert } of edits) {
      const added = insert.reduce((out, part) => Uint8Array.from([...out, ...part]), new Uint8Array());
      bytes = Uint8Array.from([...bytes.subarray(0, at), ...added, ...bytes.subarray(Math.min(bytes.length, at + cut))]);
    }
    const chunks = [];
    for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
    const entries = await all(readHeaders(chunks));
    // The chunks change nothing.
    if (JSON.stringify(entries) !== JSON.stringify(await all(readHeaders(bytes)))) return false;
    // Games do not overlap and lie inside the source, in order.
    let end = 0;
    for (const entry of entries) {
      if (entry.offset < end || entry.offset + entry.length > bytes.length) return false;
      end = entry.offset + entry.length;
    }
    const { games, errors } = await readAll(chunks);
    return games.length + errors.length === entries.length;
  }), { numRuns: 150, seed: 4242 });
});
