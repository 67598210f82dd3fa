// The engine through the package API: bestMove, evaluate, explain.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Chess } from '../../crate/js/engine-entry.js';

test('bestMove finds a mate in one and names it in SAN', () => {
  const chess = new Chess('r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
  const result = chess.bestMove({ depth: 3 });
  assert.equal(result.bestMove, 'f3f7');
  assert.equal(result.san, 'Qxf7#');
  assert.deepEqual(result.score, { mate: 1 });
  assert.equal(chess.fen(), 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
});

test('every algorithm and evaluator returns a legal move', () => {
  const chess = new Chess('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  const legal = new Set(chess.moves({ verbose: true }).map((m) => m.lan));
  for (const algorithm of ['random', 'minimax', 'alphabeta', 'default']) {
    for (const evaluator of ['material', 'pst', 'shannon', 'turing', 'berliner', 'upcraft', 'handcrafted', 'default', 'nnue']) {
      const depth = algorithm === 'minimax' ? 2 : 3;
      const result = chess.bestMove({ algorithm, evaluator, depth });
      assert.ok(legal.has(result.bestMove), `${algorithm}/${evaluator}: ${result.bestMove}`);
      assert.equal(result.san, chess.moves({ verbose: true }).find((m) => m.lan === result.bestMove).san);
    }
  }
});

test('limits: depth is reached, nodes and movetime bound the search, no limit is bounded', () => {
  const chess = new Chess();
  assert.equal(chess.bestMove({ depth: 6 }).depth, 6);
  assert.ok(chess.bestMove({ nodes: 5000 }).nodes <= 5000);
  assert.ok(chess.bestMove({ movetime: 50 }).bestMove);
  const unlimited = chess.bestMove();
  assert.ok(unlimited.nodes <= 1_000_000 && unlimited.depth >= 6, JSON.stringify(unlimited));
});

test('multiPv: distinct root moves best first, reported every iteration, SAN for each line', () => {
  const chess = new Chess('r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
  const reports = [];
  const result = chess.bestMove({ depth: 5, multiPv: 3, onInfo: (info) => reports.push(info) });
  assert.equal(result.lines.length, 3);
  assert.deepEqual(result.lines[0], { move: 'f3f7', san: 'Qxf7#', score: { mate: 1 }, pv: ['f3f7'], pvSan: ['Qxf7#'] });
  assert.equal(new Set(result.lines.map((line) => line.move)).size, 3);
  const legal = chess.moves({ verbose: true });
  for (const line of result.lines) {
    assert.equal(line.san, legal.find((m) => m.lan === line.move).san);
    assert.equal(line.pvSan.length, line.pv.length);
  }
  const cp = result.lines.slice(1).map((line) => line.score.cp);
  assert.ok(cp.every(Number.isInteger) && cp[0] >= cp[1], JSON.stringify(result.lines));
  assert.ok(reports.length >= 1 && reports.every((info) => info.lines.length === 3));
  // One line by default; as many as there are legal moves at most.
  assert.equal(chess.bestMove({ depth: 3 }).lines.length, 1);
  const twoMoves = new Chess('k7/8/1K6/8/8/8/8/7R b - - 0 1');
  assert.equal(twoMoves.bestMove({ depth: 3, multiPv: 5 }).lines.length, twoMoves.moves().length);
  assert.throws(() => chess.bestMove({ depth: 3, multiPv: 0 }), /multiPv must be an integer from 1 to 32, got number 0/);
  assert.throws(() => chess.bestMove({ depth: 3, multiPv: 2.5 }), /multiPv must be an integer from 1 to 32/);
});

test('sameGame keeps the previous search\'s table and history; by default every call starts afresh', () => {
  const chess = new Chess('r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4');
  const fresh = chess.bestMove({ depth: 9 });
  // Independent calls: the same search again, node for node.
  assert.equal(chess.bestMove({ depth: 9 }).nodes, fresh.nodes);
  // Continuing the game: the table already holds this position's tree.
  const again = chess.bestMove({ depth: 9, sameGame: true });
  assert.ok(again.nodes < fresh.nodes / 2, `${again.nodes} vs ${fresh.nodes}`);
  // And a call without it clears what was kept.
  assert.equal(chess.bestMove({ depth: 9, sameGame: false }).nodes, fresh.nodes);
  assert.throws(() => chess.bestMove({ depth: 2, sameGame: 'yes' }), /sameGame must be true or false, got "yes"/);
});

test('no legal move: bestMove is null', () => {
  const mated = new Chess('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
  const result = mated.bestMove({ depth: 2 });
  assert.equal(result.bestMove, null);
  assert.equal(result.san, null);
});

test('bad search options throw clear errors and leave the game usable', () => {
  const chess = new Chess();
  for (const [opts, pattern] of [
    [{ depth: 0 }, /depth must be an integer from 1 to 64/],
    [{ depth: 1.5 }, /depth/],
    [{ depth: 65 }, /depth/],
    [{ nodes: -1 }, /nodes/],
    [{ movetime: 0 }, /movetime/],
    [{ randomness: 5000 }, /randomness/],
    [{ algorithm: 'deep blue' }, /unknown algorithm "deep blue": expected one of random, minimax/],
    [{ evaluator: 42 }, /evaluator must be a string/],
    ['fast', /options must be an object/],
  ]) {
    assert.throws(() => chess.bestMove(opts), pattern, JSON.stringify(opts));
  }
  assert.throws(() => chess.evaluate({ evaluator: 'magic' }), /unknown evaluator "magic"/);
  assert.equal(chess.moves().length, 20);
});

/** The position seen from the other side: ranks flipped, colours swapped. */
function mirror(fen) {
  const swap = (text) => [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const [placement, turn, castling, ep, half, full] = fen.split(' ');
  const flippedCastling = castling === '-' ? '-' : [...swap(castling)].sort((a, b) => 'KQkq'.indexOf(a) - 'KQkq'.indexOf(b)).join('');
  const flippedEp = ep === '-' ? '-' : ep[0] + String(9 - Number(ep[1]));
  return [swap(placement.split('/').reverse().join('/')), turn === 'w' ? 'b' : 'w', flippedCastling, flippedEp, half, full].join(' ');
}

test('evaluate is colour-symmetric and explain sums to the handcrafted evaluation', () => {
  const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  const a = new Chess(fen);
  const b = new Chess(mirror(fen));
  for (const evaluator of ['material', 'pst', 'shannon', 'turing', 'berliner', 'upcraft', 'handcrafted', 'default', 'nnue']) {
    assert.equal(a.evaluate({ evaluator }) + b.evaluate({ evaluator }), 0, evaluator);
  }
  assert.notEqual(a.evaluate(), 0);
  const sum = a.explain().reduce((total, { cp }) => total + cp, 0);
  assert.equal(sum, a.evaluate({ evaluator: 'handcrafted' }));
});

test('randomness picks among near-best moves, never a blunder', () => {
  // Only Qxf7# mates; with a 30 cp margin the choice must still be the mate.
  const chess = new Chess('r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
  for (let i = 0; i < 5; i += 1) {
    assert.equal(chess.bestMove({ depth: 3, randomness: 30 }).bestMove, 'f3f7');
  }
  const start = new Chess();
  const seen = new Set();
  for (let i = 0; i < 12; i += 1) seen.add(start.bestMove({ depth: 2, randomness: 60 }).bestMove);
  assert.ok(seen.size > 1, `randomness 60 always chose ${[...seen]}`);
});

test('levels play legal moves, from the book in known openings', () => {
  const chess = new Chess();
  for (let level = 1; level <= 8; level += 1) {
    const result = chess.bestMove({ level, nodes: 20000 });
    assert.ok(chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove), `level ${level}`);
    assert.equal(result.book, true, `level ${level} should open from the book`);
  }
  const out = new Chess('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1');
  for (let level = 1; level <= 8; level += 1) {
    const result = out.bestMove({ level, nodes: 20000 });
    assert.equal(result.book, false);
    assert.ok(out.moves({ verbose: true }).some((m) => m.lan === result.bestMove), `level ${level}`);
  }
  assert.throws(() => chess.bestMove({ level: 9 }), /level must be an integer from 1 to 8/);
  assert.equal(chess.bestMove({ depth: 2 }).book, false);
});

test('elo plays at a rating from the measured table, and bad ratings are refused', async () => {
  const { ratings } = await import('../../crate/js/engine-entry.js');
  const table = ratings();
  assert.ok(table.min < table.max, JSON.stringify(table));
  assert.equal(table.calibration[0].skill, 0);
  assert.equal(table.calibration.at(-1).skill, 100);
  // Offered from 400 (MIN_ELO) or the weakest measured rating, whichever is higher, to full strength.
  assert.equal(table.min, Math.max(400, Math.ceil(table.calibration[0].elo)));
  assert.equal(table.max, Math.floor(table.calibration.at(-1).elo));
  for (const row of table.calibration) assert.ok(row.low <= row.elo && row.elo <= row.high && row.games > 0, JSON.stringify(row));
  // The weakest rating chooses among reasonable moves, not always the same one.
  const middlegame = new Chess('r2q1rk1/1b2bppp/p1n1pn2/1p6/3P4/P1NB1N2/1P2QPPP/R1B2RK1 w - - 0 12');
  const legal = new Set(middlegame.moves({ verbose: true }).map((m) => m.lan));
  const seen = new Set();
  for (let i = 0; i < 20; i += 1) {
    const result = middlegame.bestMove({ elo: table.min });
    assert.ok(legal.has(result.bestMove), result.bestMove);
    assert.equal(result.book, false);
    seen.add(result.bestMove);
  }
  assert.ok(seen.size > 2, `the weakest rating always chose ${[...seen]}`);
  // Out of the book, full strength plays the best move it finds, every time.
  const full = new Set();
  for (let i = 0; i < 3; i += 1) full.add(middlegame.bestMove({ elo: table.max, book: false, nodes: 20000 }).bestMove);
  assert.equal(full.size, 1);
  assert.equal(new Chess().bestMove({ elo: table.min }).book, true);
  assert.throws(() => middlegame.bestMove({ elo: 'x' }), /elo must be an integer from \d+ to \d+, got "x"/);
  assert.throws(() => middlegame.bestMove({ elo: table.max + 1 }), /elo must be an integer/);
  assert.throws(() => middlegame.bestMove({ elo: table.min, level: 3 }), /elo or level, not both/);
});

test('opening() names the opening, through transpositions', () => {
  const chess = new Chess();
  assert.equal(chess.opening(), undefined);
  for (const m of ['e4', 'c5', 'Nf3', 'd6']) chess.move(m);
  assert.deepEqual(chess.opening(), { eco: 'B50', name: chess.opening().name });
  assert.match(chess.opening().name, /^Sicilian Defense/);
  const qgd = new Chess();
  for (const m of ['c4', 'e6', 'd4', 'd5']) qgd.move(m);
  assert.match(qgd.opening().name, /Queen's Gambit Declined/);
});

test('UciSession speaks UCI inside wasm', async () => {
  const { UciSession } = await import('../../crate/js/engine-entry.js');
  const uci = new UciSession();
  assert.equal(uci.command('uci').pop(), 'uciok');
  assert.deepEqual(uci.command('isready'), ['readyok']);
  uci.command('position startpos moves e2e4');
  const lines = uci.command('go depth 4');
  assert.match(lines.at(-1), /^bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?$/);
  assert.match(uci.command('go infinite')[0], /^info string error/);
  // MultiPV: a line per root move each iteration, numbered.
  assert.ok(uci.command('uci').includes('option name MultiPV type spin default 1 min 1 max 32'));
  uci.command('setoption name MultiPV value 3');
  const multi = uci.command('go depth 3').filter((line) => line.startsWith('info depth 3 '));
  assert.deepEqual(multi.map((line) => line.match(/ multipv (\d+) /)[1]), ['1', '2', '3']);
  assert.equal(new Set(multi.map((line) => line.split(' pv ')[1].split(' ')[0])).size, 3);
  assert.throws(() => uci.command(42), TypeError);
  uci.free();
});

test('UciSession.run streams lines as they come, and go infinite runs until shouldStop says stop', async () => {
  const { UciSession } = await import('../../crate/js/engine-entry.js');
  const uci = new UciSession();
  uci.run('position startpos', { onLine: () => {} });
  // Lines arrive one by one during the search, each a whole line.
  const seen = [];
  uci.run('go depth 6', { onLine: (line) => seen.push(line) });
  assert.ok(seen.filter((line) => line.startsWith('info depth')).length >= 6, seen.join('\n'));
  assert.match(seen.at(-1), /^bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?$/);
  // Without shouldStop, nothing could end an infinite search: refused.
  const refused = [];
  uci.run('go infinite', { onLine: (line) => refused.push(line) });
  assert.match(refused[0], /^info string error: go infinite/);
  // With it, the search runs until it answers true, then names its move.
  const lines = [];
  let asked = 0;
  const start = Date.now();
  uci.run('go infinite', {
    onLine: (line) => lines.push(line),
    shouldStop: () => {
      asked += 1;
      return Date.now() - start > 300;
    },
  });
  assert.ok(asked > 10, `shouldStop asked ${asked} times`);
  assert.ok(lines.some((line) => line.startsWith('info depth')), lines.join('\n'));
  assert.match(lines.at(-1), /^bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?$/);
  // A throwing callback loses its line, not the session.
  uci.run('isready', { onLine: () => { throw new Error('boom'); } });
  assert.deepEqual(uci.command('isready'), ['readyok']);
  assert.throws(() => uci.run('isready'), /onLine must be a function/);
  assert.throws(() => uci.run('isready', { onLine: () => {}, shouldStop: 1 }), /shouldStop must be a function/);
  uci.free();
});

test('onProgress reports a running search every 500 ms; unknown options are refused', () => {
  const chess = new Chess();
  const reports = [];
  chess.bestMove({ movetime: 1300, onProgress: (p) => reports.push(p) });
  assert.ok(reports.length >= 2, JSON.stringify(reports));
  assert.ok(reports.every((p) => p.nodes > 0 && p.nps > 0 && p.time >= 500));
  assert.throws(() => chess.bestMove({ dept: 3 }), /unknown option "dept" \(known: level, elo, depth/);
  assert.throws(() => chess.bestMove({ onProgress: 'yes' }), /onProgress must be a function/);
});

test('a bestMove called from inside another search\'s callback works, and calls stay deterministic', () => {
  const outer = new Chess();
  const inner = new Chess('r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4');
  const innerMoves = [];
  const result = outer.bestMove({
    depth: 4,
    onInfo: () => innerMoves.push(inner.bestMove({ depth: 3 }).bestMove),
  });
  assert.match(result.bestMove, /^[a-h][1-8][a-h][1-8]$/);
  assert.deepEqual(innerMoves, ['f3f7', 'f3f7', 'f3f7', 'f3f7']);
  // The shared engine forgets between calls: the same call gives the same search.
  const a = outer.bestMove({ depth: 7 });
  inner.bestMove({ depth: 6 });
  const b = outer.bestMove({ depth: 7 });
  assert.deepEqual([a.bestMove, a.nodes, a.score], [b.bestMove, b.nodes, b.score]);
});

test('bench signature: the wasm engine searches exactly the nodes the native binary does, with each evaluator', async () => {
  const { execFileSync } = await import('node:child_process');
  const { UciSession } = await import('../../crate/js/engine-entry.js');
  const nodes = (lines) => Number(lines.find((l) => l.startsWith('Nodes searched')).split(':')[1]);
  const positions = (lines) => lines.filter((l) => l.startsWith('position'));
  const session = new UciSession();
  for (const evaluator of ['nnue', 'handcrafted']) {
    const native = execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'ferrochess-uci', '--', 'bench', '6', evaluator], {
      encoding: 'utf8',
    }).split('\n');
    const wasm = session.command(`bench 6 ${evaluator}`);
    assert.ok(nodes(native) > 1000, native.join('\n'));
    assert.equal(nodes(wasm), nodes(native), evaluator);
    // Every position's best move and score agree too.
    assert.deepEqual(positions(wasm), positions(native), evaluator);
  }
  session.free();
});

test('every evaluator, the learned one included, scores a queen up as winning', () => {
  const chess = new Chess('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
  for (const evaluator of ['material', 'pst', 'shannon', 'turing', 'berliner', 'upcraft', 'handcrafted', 'default', 'nnue']) {
    assert.ok(chess.evaluate({ evaluator }) > 500, evaluator);
  }
});
