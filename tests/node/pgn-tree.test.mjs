// PGN game trees: variations nested to any depth, comments before and after
// moves and NAGs survive loadPgn -> pgn(), and python-chess (PyPI) reads the
// same tree from ferrochess's text, and ferrochess from python-chess's, for
// hand-written games in the styles real PGN comes in and for random trees.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { PYTHON_ENV } from '../python.mjs';
import { fileURLToPath } from 'node:url';
import { Chess } from '../../crate/js/index.js';
import { random } from './random.mjs';
import { canonical } from './pgn-canonical.mjs';

const ORACLE = fileURLToPath(new URL('../diff/python_chess_pgn_tree.py', import.meta.url));

/** python-chess's reading of each PGN text. */
function pythonChess(texts) {
  const json = execFileSync('python3', [ORACLE], { env: PYTHON_ENV, input: JSON.stringify(texts), maxBuffer: 1 << 28 });
  return JSON.parse(json);
}

// Games written for this test in the styles PGN comes in: a lichess
// analysis export (eval comments, inaccuracy notes with the better line),
// a ChessBase-style annotated game (NAGs, nested variations, comments
// before variation moves), the PGN standard's own example layout, and
// black to move from a FEN.
const SAMPLES = [
  `[Event "Casual correspondence game"]
[Site "https://lichess.org/abcdefgh"]
[Result "1-0"]

1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } 2. Nf3 { [%eval 0.31] } 2... Nc6 3. Bc4 Nf6?! { (0.30 → 0.92) Inaccuracy. Bc5 was best. } (3... Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+) 4. Ng5 d5 5. exd5 Na5? { (0.85 → 2.10) Mistake. } (5... Nd4 6. c3 b5 7. Bf1 Nxd5) 6. Bb5+ c6 7. dxc6 bxc6 8. Be2 h6 9. Nf3 e4 10. Ne5 1-0`,
  `[Event "Annotated"]
[White "A"]
[Black "B"]
[Result "1/2-1/2"]

{Opening survey} 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 $5 {The Nimzo-Indian.} (3... d5 {Queen's Gambit Declined} 4. Bg5 (4. cxd5 exd5 5. Bg5 c6 $14) 4... Be7) (3... c5 4. d5 (4. Nf3 cxd4) 4... exd5) 4. e3 (4. Qc2 $1 {Capablanca's line} O-O 5. a3 Bxc3+ 6. Qxc3 b6 (6... d5 7. Bg5 $36) 7. Bg5) (4. f3 {The sharpest:} d5 5. a3 Bxc3+ 6. bxc3 c5 $13) 4... O-O 5. Bd3 d5 6. Nf3 c5 7. O-O Nc6 $10 1/2-1/2`,
  `[Event "F/S Return Match"]
[Site "Belgrade, Serbia JUG"]
[Date "1992.11.04"]
[Round "29"]
[White "Fischer, Robert J."]
[Black "Spassky, Boris V."]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 {This opening is called the Ruy Lopez.} 3... a6
4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7
11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5
Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6
23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5 28. Qxg5
hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5
35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6
Nf2 42. g4 Bd3 43. Re6 1/2-1/2`,
  `[Event "Study"]
[SetUp "1"]
[FEN "r4rk1/p1nq1pp1/1p1pp2p/8/P2PR3/1QP2N2/1P3PPP/R5K1 b - - 0 16"]
[Result "*"]

{Black to move} 16... Rfb8 (16... d5 {freeing} 17. Re2 (17. Ree1 b5) 17... b5 $15) 17. Rae1 $1 {!} Nd5 ({Or} 17... b5 18. axb5 Nxb5) 18. c4 Nf6 *`,
];

test('real-style PGN with variations: the same tree in python-chess and ferrochess, and back', () => {
  const theirs = pythonChess(SAMPLES);
  SAMPLES.forEach((text, i) => {
    assert.deepEqual(theirs[i].errors, [], `sample ${i}: python-chess errors`);
    const chess = new Chess();
    chess.loadPgn(text);
    assert.deepEqual(canonical(chess), theirs[i].tree, `sample ${i}: tree`);
    // Our text reads back into the same tree, in both libraries.
    const written = chess.pgn();
    const again = new Chess();
    again.loadPgn(written);
    assert.equal(again.pgn(), written, `sample ${i}: pgn() is stable`);
    assert.deepEqual(canonical(again), theirs[i].tree, `sample ${i}: our text`);
    assert.deepEqual(pythonChess([written])[0].tree, theirs[i].tree, `sample ${i}: python-chess reads our text`);
    // python-chess's text reads into the same tree in ferrochess.
    const fromPython = new Chess();
    fromPython.loadPgn(theirs[i].export);
    assert.deepEqual(canonical(fromPython), theirs[i].tree, `sample ${i}: python-chess's text`);
  });
});

/**
 * Builds a random tree through the API: moves, steps back with goTo to
 * random earlier nodes (playing a new move there makes a variation),
 * comments and NAGs, now and then a promoted or deleted variation.
 */
function randomTree(rand) {
  const chess = new Chess();
  for (let step = 0; step < 120; step += 1) {
    const roll = rand();
    const { nodes } = chess.tree();
    if (roll < 0.15 && nodes.length > 1) {
      chess.goTo(nodes[Math.floor(rand() * nodes.length)].id);
    } else if (roll < 0.2) {
      chess.setComment(`note ${step}${rand() < 0.3 ? ' (with a "quote")' : ''}`);
    } else if (roll < 0.25 && chess.history().length) {
      chess.setNags([1 + Math.floor(rand() * 6), 10 + Math.floor(rand() * 140)]);
    } else if (roll < 0.27 && nodes.length > 1) {
      chess.promoteVariation(nodes[1 + Math.floor(rand() * (nodes.length - 1))].id);
    } else if (roll < 0.28 && nodes.length > 1) {
      chess.deleteVariation(nodes[1 + Math.floor(rand() * (nodes.length - 1))].id);
    } else {
      const moves = chess.moves();
      if (moves.length === 0) {
        chess.goTo(0);
        continue;
      }
      chess.move(moves[Math.floor(rand() * moves.length)]);
    }
  }
  return chess;
}

test('random trees survive pgn() -> loadPgn and read the same in python-chess', () => {
  const rand = random(20261125);
  const games = Array.from({ length: 60 }, () => randomTree(rand));
  const texts = games.map((chess) => chess.pgn({ maxWidth: rand() < 0.5 ? 0 : 60 }));
  const theirs = pythonChess(texts);
  let variations = 0;
  games.forEach((chess, i) => {
    const tree = canonical(chess);
    variations += tree.filter((node) => node.children.length > 1).length;
    const back = new Chess();
    back.loadPgn(texts[i]);
    assert.deepEqual(canonical(back), tree, `game ${i}: round trip`);
    assert.equal(back.pgn({ maxWidth: 0 }), chess.pgn({ maxWidth: 0 }), `game ${i}: same text`);
    assert.deepEqual(theirs[i].errors, [], `game ${i}: python-chess errors`);
    assert.deepEqual(theirs[i].tree, tree, `game ${i}: python-chess's tree`);
  });
  assert.ok(variations > 100, `${variations} branch points`);
});

test('walking and editing the tree: goTo keeps it, undo and deleteVariation cut it, promoteVariation reorders it', () => {
  const chess = new Chess();
  chess.loadPgn('1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 Nc6 *');
  const nodes = chess.tree().nodes;
  const find = (san) => nodes.find((node) => node.san === san);
  assert.equal(chess.tree().current, find('Nc6').id);
  chess.goTo(find('c3').id);
  assert.deepEqual(chess.history(), ['e4', 'c5', 'c3']);
  assert.equal(chess.fen(), 'rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2');
  chess.move('Nf6'); // a new variation at d5's branch point
  assert.match(chess.pgn(), /\(2\. c3 d5 \(2\.\.\. Nf6\)\)/);
  chess.move('e5'); // ... continued
  assert.equal(chess.undo().san, 'e5');
  assert.match(chess.pgn(), /\(2\.\.\. Nf6\)\)/);
  assert.equal(chess.promoteVariation(find('c5').id), true);
  assert.match(chess.pgn(), /\n\n1\. e4 c5 \(1\.\.\. e5 2\. Nf3 Nc6\) 2\. Nf3/);
  assert.equal(chess.deleteVariation(find('c5').id), true);
  assert.deepEqual(chess.history(), ['e4'], 'the game stood in the deleted line: it steps back');
  assert.match(chess.pgn(), /\n\n1\. e4 e5 2\. Nf3 Nc6 \*$/);
  assert.throws(() => chess.goTo(find('c5').id), /no move numbered/);
  assert.throws(() => chess.goTo(-1), TypeError);
  assert.equal(chess.deleteVariation(0), false, 'the start stays');
});

test('hostile PGN gets a clear error, never a stack overflow', () => {
  const chess = new Chess();
  const deep = `1. e4 e5 ${'(1... c5 '.repeat(100000)}`;
  assert.throws(() => chess.loadPgn(deep), /nested more than 256 deep/);
  assert.throws(() => chess.loadPgn(`1. e4 ${')'.repeat(10)}`), /unbalanced parentheses/);
  assert.throws(() => chess.loadPgn('(1. e4) 1. d4'), /must follow the move/);
  assert.throws(() => chess.loadPgn(`1. e4 {${'x'.repeat(1 << 20)}`), /never closed/);
  // A long main line with a variation at every move writes and reads back.
  const long = new Chess();
  for (let i = 0; i < 150; i += 1) {
    const moves = long.moves();
    if (!moves.length) break;
    const here = long.tree().current;
    long.move(moves[0]);
    if (moves.length > 1) {
      const main = long.tree().current;
      long.goTo(here);
      long.move(moves[1]);
      long.goTo(main);
    }
  }
  const again = new Chess();
  again.loadPgn(long.pgn());
  assert.deepEqual(canonical(again), canonical(long));
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'refused loads changed nothing');
});

test('nagGlyph and nagName: the symbol and the words of each NAG a PGN gives, in variations too', async () => {
  const { nagGlyph, nagName } = await import('../../crate/js/index.js');
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(nagGlyph), ['!', '?', '!!', '??', '!?', '?!']);
  assert.equal(nagGlyph(14), '+=');
  assert.equal(nagGlyph(19), '−+');
  assert.equal(nagName(16), 'White is better');
  assert.equal(nagGlyph(0), undefined);
  assert.equal(nagGlyph(255), undefined);
  assert.equal(nagName('1'), undefined);
  // Every NAG read into a tree has its glyph, the variation's too.
  const chess = new Chess();
  chess.loadPgn('1. e4 $1 e5 (1... c5 $14 2. Nf3 $36) 2. Nf3 $10 *');
  const glyphs = chess.tree().nodes.flatMap((node) => node.nags.map(nagGlyph));
  assert.deepEqual(glyphs.sort(), ['!', '=', '↑', '+='].sort());
});
