// Writes crate/pkg-rules/openings.json, the opening names that
// `ferrochess/openings` (crate/js/openings.js) reads, keyed by position, so
// that naming an opening needs no engine module (whose book holds the same
// names, crate/src/engine/book.rs). Each line of the lichess opening names
// (crate/data/openings, CC0) names the position its moves reach; the first
// line to reach a position names it, as in the book. Keys are the FEN's
// first four fields. It also writes crate/pkg-rules/openings-book.json: for
// each position on those lines, the moves that continue them and how many
// lines do (the engine module's book weights its moves so). Run by
// scripts/build.sh.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Chess } from '../crate/js/index.js';

const root = new URL('../', import.meta.url);
const dataDir = new URL('crate/data/openings/', root);
const names = {};
/** Position key -> Map(UCI move -> lines continuing with it). */
const book = new Map();
const positionKey = (fen) => fen.split(' ').slice(0, 4).join(' ');
let maxPlies = 0;
for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.tsv')).sort()) {
  for (const row of readFileSync(new URL(file, dataDir), 'utf8').split('\n').slice(1)) {
    const [eco, name, pgn] = row.split('\t');
    if (!pgn) continue;
    const chess = new Chess();
    try {
      const steps = [];
      for (const san of pgn.split(/\s+/).filter((token) => token && !token.endsWith('.'))) {
        const before = positionKey(chess.fen());
        steps.push([before, chess.move(san).lan]);
      }
      names[positionKey(chess.fen())] ??= `${eco}\t${name}`;
      maxPlies = Math.max(maxPlies, chess.history().length);
      for (const [position, move] of steps) {
        if (!book.has(position)) book.set(position, new Map());
        const moves = book.get(position);
        moves.set(move, (moves.get(move) ?? 0) + 1);
      }
    } catch {
      // A line that does not parse names nothing, as in the book.
    } finally {
      chess.free();
    }
  }
}
writeFileSync(
  new URL('crate/pkg-rules/openings.json', root),
  JSON.stringify({
    source: 'lichess-org/chess-openings (CC0), via crate/data/openings',
    maxPlies,
    names,
  }),
);
writeFileSync(
  new URL('crate/pkg-rules/openings-book.json', root),
  JSON.stringify({
    source: 'lichess-org/chess-openings (CC0), via crate/data/openings',
    moves: Object.fromEntries([...book].map(([position, moves]) => [
      position,
      [...moves].sort((a, b) => b[1] - a[1]).map(([move, lines]) => `${move}:${lines}`).join(' '),
    ])),
  }),
);
