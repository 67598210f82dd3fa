// Writes crate/pkg-rules/openings.json, the opening names that
// `ferrochess/openings` (crate/js/openings.js) reads, keyed by position, so
// that naming an opening needs no engine module (whose book holds the same
// names, crate/src/book.rs). Each line of the lichess opening names
// (crate/data/openings, CC0) names the position its moves reach; the first
// line to reach a position names it, as in the book. Keys are the FEN's
// first four fields. Run by scripts/build.sh.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Chess } from '../crate/js/index.js';

const root = new URL('../', import.meta.url);
const dataDir = new URL('crate/data/openings/', root);
const names = {};
let maxPlies = 0;
for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.tsv')).sort()) {
  for (const row of readFileSync(new URL(file, dataDir), 'utf8').split('\n').slice(1)) {
    const [eco, name, pgn] = row.split('\t');
    if (!pgn) continue;
    const chess = new Chess();
    try {
      for (const san of pgn.split(/\s+/).filter((token) => token && !token.endsWith('.'))) chess.move(san);
      names[chess.fen().split(' ').slice(0, 4).join(' ')] ??= `${eco}\t${name}`;
      maxPlies = Math.max(maxPlies, chess.history().length);
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
