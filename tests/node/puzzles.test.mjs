// findPuzzles (crate/js/training/puzzles.js): lichess-puzzler's rules with the
// package's engine, on games whose tactic is known: Légal's mate (a mate in
// two after the queen is taken) and a knight's fork that wins a rook.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, Engine, findPuzzles } from '../../crate/js/index.js';

const LEGAL = '[Event "Legal"]\n\n1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0';
const FORK = '[Event "Fork"]\n[SetUp "1"]\n[FEN "4k3/r6p/8/1N6/8/8/7P/4K3 b - - 0 1"]\n\n1... Ra8 2. Nc7+ Kd7 3. Nxa8 *';
const QUIET = '[Event "Quiet"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *';

test('the mate in two after Légal\'s queen sacrifice, and a knight\'s fork, with their themes; none in a quiet opening', async () => {
  const engine = new Engine();
  try {
    const progress = [];
    const puzzles = await findPuzzles(`${QUIET}\n\n${LEGAL}\n\n${FORK}`, { engine, depth: 10, onProgress: (p) => progress.push(p) });
    assert.deepEqual(puzzles.map((p) => [p.source.headers.Event, p.source.game, p.source.ply]), [['Legal', 1, 10], ['Fork', 2, 1]]);
    const [legal, fork] = puzzles;
    assert.equal(legal.fen, 'rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6');
    assert.deepEqual(legal.solution, ['c4f7', 'e8e7', 'c3d5']);
    assert.deepEqual(legal.themes, ['mate', 'mateIn2', 'short']);
    assert.equal(fork.fen, 'r3k3/7p/8/1N6/8/8/7P/4K3 w - - 1 2');
    assert.deepEqual(fork.solution.filter((_, i) => i % 2 === 0), ['b5c7', 'c7a8']);
    assert.ok(fork.themes.includes('fork') && fork.themes.includes('short'), fork.themes.join());
    assert.deepEqual(puzzles.map((p) => p.chess960), [false, false]);
    // Every solution is legal from its position and ends on the solver's move.
    for (const puzzle of puzzles) {
      const chess = new Chess(puzzle.fen);
      for (const uci of puzzle.solution) chess.move(uci);
      assert.equal(puzzle.solution.length % 2, 1);
      chess.free();
    }
    assert.deepEqual(progress.at(-1), { games: 2, positions: 10 + 13 + 4, puzzles: 2 });
    // A Chess, or an iterable of them, reads the same.
    const chess = new Chess();
    chess.loadPgn(LEGAL);
    assert.deepEqual((await findPuzzles(chess, { engine, depth: 10 })).map((p) => p.solution), [legal.solution]);
    assert.deepEqual((await findPuzzles([chess], { engine, depth: 10 })).length, 1);
    chess.free();
    // The fork in a Chess960 game: the same puzzle, marked as Chess960.
    const chess960 = await findPuzzles(FORK.replace('[Event "Fork"]', '[Event "Fork"]\n[Variant "Chess960"]'), { engine, depth: 10 });
    assert.deepEqual(chess960.map((p) => [p.fen, p.chess960]), [[fork.fen, true]]);
  } finally {
    engine.terminate();
  }
});

test('each solver move is searched again at the confirm depth, and a second good move found there drops the puzzle', async () => {
  const engine = new Engine();
  try {
    const confirmed = [];
    const counting = {
      search: (request) => {
        if (request.depth === 11) confirmed.push(request.moves.length);
        return engine.search(request);
      },
    };
    const kept = await findPuzzles(`${LEGAL}\n\n${FORK}`, { engine: counting, depth: 10, confirmDepth: 11 });
    assert.equal(kept.length, 2);
    // The moves before each search: Légal's 10 plies then Bxf7+ Ke7 before Nd5#; the fork's 1... Ra8, then Nc7+ Kd7 before Nxa8.
    assert.deepEqual(confirmed, [10, 12, 1, 3]);
    // The same games with an engine that, searched again, finds the second move as good as the first: no puzzle stays.
    const doubting = {
      search: async (request) => {
        const result = await engine.search(request);
        if (request.depth !== 11 || result.lines.length < 2) return result;
        return { ...result, lines: [result.lines[0], { ...result.lines[1], score: result.lines[0].score }] };
      },
    };
    assert.deepEqual(await findPuzzles(`${LEGAL}\n\n${FORK}`, { engine: doubting, depth: 10, confirmDepth: 11 }), []);
    await assert.rejects(findPuzzles(LEGAL, { engine, confirmDepth: 0 }), RangeError);
  } finally {
    engine.terminate();
  }
});

test('findPuzzles refuses what it cannot use, and stops on its signal', async () => {
  const engine = new Engine();
  try {
    await assert.rejects(findPuzzles(LEGAL, {}), TypeError);
    await assert.rejects(findPuzzles(LEGAL, { engine, depth: 99 }), RangeError);
    await assert.rejects(findPuzzles(42, { engine }), TypeError);
    await assert.rejects(findPuzzles([1, 2], { engine }), TypeError);
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await assert.rejects(findPuzzles(LEGAL, { engine, signal: controller.signal }), /stopped/);
  } finally {
    engine.terminate();
  }
});
