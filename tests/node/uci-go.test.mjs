// The wasm UciSession answers what python-chess and GUIs send: go mate N,
// go searchmoves, and a limit it cannot read, each with its bestmove (the
// native binary's pipes are tested in crate/tests/uci_binary.rs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { UciSession } from '../../crate/js/engine-entry.js';

test('go mate 2 ends on the mate', () => {
  const uci = new UciSession();
  uci.command('position fen r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10');
  const lines = uci.command('go mate 2');
  assert.ok(lines.some((line) => / score mate 2 /.test(line)), lines.join('\n'));
  assert.match(lines.at(-1), /^bestmove d5f6 ponder [a-h][1-8][a-h][1-8]$/); // the line's second move follows
  uci.free();
});

test('go searchmoves chooses among the moves named, one MultiPV line each', () => {
  const uci = new UciSession();
  uci.command('setoption name MultiPV value 3');
  uci.command('position fen rnb1kbnr/pppp1ppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1');
  const lines = uci.command('go depth 4 searchmoves a2a3 h2h3');
  assert.match(lines.at(-1), /^bestmove (a2a3|h2h3)( ponder [a-h][1-8][a-h][1-8])?$/);
  const last = lines.filter((line) => line.startsWith('info depth 4 '));
  assert.deepEqual(last.map((line) => line.split(' pv ')[1].split(' ')[0]).sort(), ['a2a3', 'h2h3']);
  uci.free();
});

test('a limit that does not read is left out with a warning, and the search still answers', () => {
  const uci = new UciSession();
  uci.command('position startpos');
  const lines = uci.command('go depth 3 sideways 4');
  assert.match(lines[0], /^info string warning: go: unknown limit "sideways", left out$/);
  assert.match(lines.at(-1), /^bestmove [a-h][1-8][a-h][1-8]( ponder [a-h][1-8][a-h][1-8])?$/);
  uci.free();
});
