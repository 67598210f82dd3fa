// Chess mirrors the position's small facts in JavaScript (get, board, turn,
// fen, the check and game-end flags, ascii, attackers, castling rights, the
// move number, hash, findPiece), refreshed once per change of
// position. Every call that can change the position must drop the mirror:
// here random sequences of every such call (moves and null moves, undo,
// tree navigation, variations, edits, loads) are each followed by the
// mirrored answers, which must equal a fresh game's from the FEN read past
// the mirror (fen with an options object goes to the rules each time).
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess, SQUARES } from '../../crate/js/index.js';
import { random } from './random.mjs';

const PGN = '[Event "Mirror"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O *';

/** What the mirror answers, and what a fresh game from the rules' FEN answers. */
function views(chess) {
  const fen = chess.fen({ forceEnpassantSquare: false });
  const fresh = new Chess(fen, { skipValidation: true, chess960: chess.isChess960() });
  const read = (game) => ({
    fen: game.fen(),
    turn: game.turn(),
    board: game.board(),
    get: SQUARES.map((square) => game.get(square) ?? null),
    check: game.isCheck(),
    checkmate: game.isCheckmate(),
    stalemate: game.isStalemate(),
    insufficient: game.isInsufficientMaterial(),
    ascii: game.ascii(),
    attackers: ['e4', 'd5', 'f7', 'e1', 'h8'].map((square) => [game.attackers(square), game.attackers(square, 'w'), game.attackers(square, 'b')]),
    attacked: SQUARES.map((square) => [game.isAttacked(square, 'w'), game.isAttacked(square, 'b')]),
    castling: [game.getCastlingRights('w'), game.getCastlingRights('b')],
    moveNumber: game.moveNumber(),
    hash: game.hash(),
    pieces: ['k', 'q', 'N', 'p'].flatMap((type) => [game.findPiece({ type, color: 'w' }), game.findPiece({ type, color: 'b' })]),
  });
  const both = { mirrored: read(chess), fresh: read(fresh) };
  fresh.free();
  return both;
}

function attempt(action) {
  try {
    action();
  } catch {
    // a refused call (an illegal move, no such node) changes nothing: the mirror must still agree
  }
}

test('every call that changes the position refreshes the mirrored facts', () => {
  const rand = random(91);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const chess = new Chess();
  const operations = [
    ['move', () => { const moves = chess.moves(); if (moves.length) chess.move(pick(moves)); }],
    ['move from-to', () => { const [move] = chess.moves({ verbose: true }); if (move) chess.move({ from: move.from, to: move.to, promotion: move.promotion }); }],
    ['null move', () => attempt(() => chess.move(null))],
    ['undo', () => chess.undo()],
    ['goTo', () => { const { nodes } = chess.tree(); attempt(() => chess.goTo(pick(nodes).id)); }],
    ['deleteVariation', () => { const { nodes } = chess.tree(); attempt(() => chess.deleteVariation(pick(nodes).id)); }],
    ['promoteVariation', () => { const { nodes } = chess.tree(); attempt(() => chess.promoteVariation(pick(nodes).id)); }],
    ['loadPgn', () => chess.loadPgn(PGN)],
    ['load', () => chess.load(pick(['8/8/8/8/8/8/8/K6k w - - 0 1', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1']))],
    ['reset', () => chess.reset()],
    ['put', () => attempt(() => chess.put({ type: pick(['q', 'n', 'p']), color: pick(['w', 'b']) }, pick(SQUARES)))],
    ['remove', () => chess.remove(pick(SQUARES))],
    ['clear', () => { if (rand() < 0.2) chess.clear(); }],
    ['setTurn', () => attempt(() => chess.setTurn(pick(['w', 'b']), { edit: rand() < 0.5 }))],
    ['setCastlingRights', () => attempt(() => chess.setCastlingRights(pick(['w', 'b']), { k: rand() < 0.5, q: rand() < 0.5 }))],
    ['setEnPassantSquare', () => attempt(() => chess.setEnPassantSquare(pick([null, 'e3', 'd6'])))],
  ];
  const seen = new Set();
  for (let step = 0; step < 1500; step += 1) {
    // Ask first, so that a stale mirror would be there to be caught.
    chess.get('e1');
    chess.isCheck();
    const [name, operation] = pick(operations);
    operation();
    seen.add(name);
    const { mirrored, fresh } = views(chess);
    assert.deepEqual(mirrored, fresh, `after ${name} (step ${step})`);
  }
  assert.equal(seen.size, operations.length);
});

test('get() gives pieces no one can change; board() gives the caller its own', () => {
  const chess = new Chess();
  // The same frozen object for a piece wherever it stands (as chess.js gives its board's own).
  assert.equal(chess.get('a2'), chess.get('h2'));
  assert.throws(() => { chess.get('e1').type = 'q'; }, TypeError);
  chess.board()[7][4].type = 'q';
  assert.deepEqual(chess.get('e1'), { type: 'k', color: 'w' });
  assert.equal(chess.board()[7][4].type, 'k');
  assert.equal(chess.get('e9'), undefined);
  assert.equal(chess.get('E1'), undefined);
  assert.equal(chess.squareColor('a1'), 'dark');
  assert.equal(chess.squareColor('h1'), 'light');
  assert.equal(chess.squareColor('a8'), 'light');
  assert.equal(chess.squareColor('e9'), null);
});

test('the headers\' mirror follows every change of a header or of the game as the rules list the headers', () => {
  const rand = random(92);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const keys = ['Event', 'White', 'Result', 'Annotator', 'X-Note', 'SetUp', 'fen', '12'];
  const values = ['Bench', 'a\tb', 'line\nbreak', '', 'Kasparov, G.'];
  const fens = ['8/8/8/8/8/8/8/K6k w - - 0 1', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'];
  const steps = [];
  const actions = [
    () => { const key = pick(keys); const value = pick(values); return ['setHeader', (c) => attempt(() => c.setHeader(key, value))]; },
    () => { const key = pick(keys); return ['removeHeader', (c) => c.removeHeader(key)]; },
    () => { const key = pick(keys); return ['setHeader null', (c) => attempt(() => c.setHeader(key, null))]; },
    () => { const fen = pick(fens); return ['load', (c) => c.load(fen, { preserveHeaders: true })]; },
    () => ['reset', (c) => c.reset()],
    () => ['move', (c) => { const moves = c.moves(); if (moves.length) c.move(moves[0]); }],
    () => ['loadPgn', (c) => c.loadPgn('[White "A"]\n[Black "B"]\n[Annotator "C"]\n\n1. e4 *')],
  ];
  const chess = new Chess();
  for (let step = 0; step < 300; step += 1) {
    const [name, run] = pick(actions)();
    steps.push(run);
    run(chess);
    // The same steps on a game whose headers were never asked before: read from the rules.
    const fresh = new Chess();
    for (const replay of steps) replay(fresh);
    const expected = fresh.getHeaders();
    fresh.free();
    const mirrored = chess.getHeaders();
    assert.deepEqual(mirrored, expected, `after ${name} (step ${step})`);
    assert.deepEqual(Object.keys(mirrored), Object.keys(expected), `order after ${name} (step ${step})`);
  }
  chess.free();
});
