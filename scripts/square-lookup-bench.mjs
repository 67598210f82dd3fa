// Ways to read a board's square from its name ('e4'), timed alone in Node:
// what `Chess#get` can be made of, and why `get('e4')` of one literal
// square stays slower than chess.js's while `get` of every square is faster
// (docs/dev/benchmarks.md). Each way is timed in a Node process of its own,
// for one literal square (V8 may fold the lookup) and for the 64 names of a
// computed list (as a board asks them).
//
//   node scripts/square-lookup-bench.mjs [SECONDS] [--literal-names]
//
// SECONDS a measurement (default 1). The 64 names are computed strings; with
// --literal-names they are written as literals in the source (as chess.js's
// SQUARES and the package's are), which V8 interns: `last` compares those by
// reference and other strings by their characters.
//
// The ways (a class whose method `get` reads a 64-entry mirror):
//   index     the mirror at a fixed index, no name read: the ceiling
//   table     a 64-key object literal from name to index (chess.js's Ox88)
//   codes     the name's two character codes, one range check (the package's)
//   fallback  codes, with the lazy mirror's way out (`?? this.#fill()`)
//   compare   the name's characters compared with 'a'..'h' and '1'..'8'
//   radix36   parseInt(name, 36) into a table
//   last      the last name asked and its piece kept (dropped by a change):
//             a name asked again is one comparison, any other is `fallback`
// and three ways to answer squareColor (a position's colour needs no mirror):
//   colorChessjs  chess.js's: `name in Ox88`, then its index's rank and file
//   colorCodes    the two character codes, one range check (the package's)
//   colorTable    a 64-key object literal from name to 'light' or 'dark'
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LITERAL_NAMES = process.argv.includes('--literal-names');
const COMPUTED_NAMES = Array.from({ length: 64 }, (_, i) => 'abcdefgh'[i % 8] + String(8 - Math.floor(i / 8)));
const NAMES = LITERAL_NAMES
  ? new Function(`return [${COMPUTED_NAMES.map((name) => `'${name}'`).join(', ')}];`)()
  : COMPUTED_NAMES;
const TABLE = new Function(`return { ${NAMES.map((name, i) => `${name}: ${i}`).join(', ')} };`)();
const OX88 = new Function(`return { ${NAMES.map((name, i) => `${name}: ${(i >> 3) * 16 + (i & 7)}`).join(', ')} };`)();
const COLOR_OF = new Function(`return { ${NAMES.map((name, i) => `${name}: '${((i >> 3) + (i & 7)) % 2 === 0 ? 'light' : 'dark'}'`).join(', ')} };`)();
const RADIX36 = new Int8Array(36 * 36).fill(-1);
NAMES.forEach((name, i) => { RADIX36[parseInt(name, 36)] = i; });

function byCodes(square) {
  if (square.length !== 2) return -1;
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  return ((file | rank) & ~7) === 0 ? 56 - 8 * rank + file : -1;
}

function byComparing(square) {
  if (square.length !== 2) return -1;
  const file = square[0];
  const rank = square[1];
  if (file < 'a' || file > 'h' || rank < '1' || rank > '8') return -1;
  return 56 - 8 * (rank.charCodeAt(0) - 49) + file.charCodeAt(0) - 97;
}

function byRadix36(square) {
  if (square.length !== 2) return -1;
  const key = parseInt(square, 36);
  return key >= 0 && key < RADIX36.length ? RADIX36[key] : -1;
}

const PIECE = Object.freeze({ type: 'p', color: 'w' });
const MIRROR = NAMES.map((_, i) => (i % 3 === 0 ? PIECE : undefined));

class Position {
  #squares = MIRROR;

  #fill() {
    this.#squares ??= MIRROR.slice();
    return this.#squares;
  }

  index() { return this.#squares[36]; }

  table(square) {
    if (typeof square !== 'string') return undefined;
    const index = TABLE[square];
    return index === undefined ? undefined : this.#squares[index];
  }

  codes(square) {
    if (typeof square !== 'string') return undefined;
    const index = byCodes(square);
    return index < 0 ? undefined : this.#squares[index];
  }

  fallback(square) {
    if (typeof square !== 'string') return undefined;
    const index = byCodes(square);
    return index < 0 ? undefined : (this.#squares ?? this.#fill())[index];
  }

  // What a change of position would reset: '' (an interned string, as the
  // names compared with it are when written as literals) and undefined.
  #lastName = '';
  #lastPiece = undefined;

  last(square) {
    if (square === this.#lastName) return this.#lastPiece;
    return this.#lastMiss(square);
  }

  #lastMiss(square) {
    if (typeof square !== 'string') return undefined;
    const index = byCodes(square);
    if (index < 0) return undefined;
    const piece = (this.#squares ?? this.#fill())[index];
    this.#lastName = square;
    this.#lastPiece = piece;
    return piece;
  }

  colorChessjs(square) {
    if (square in OX88) {
      const index = OX88[square];
      return ((index >> 4) + (index & 15)) % 2 === 0 ? 'light' : 'dark';
    }
    return null;
  }

  colorCodes(square) {
    if (typeof square !== 'string') throw new TypeError('a square name is a string');
    if (square.length !== 2) return null;
    const file = square.charCodeAt(0);
    const rank = square.charCodeAt(1);
    if ((((file - 97) | (rank - 49)) & ~7) !== 0) return null;
    return ((file + rank) & 1) === 0 ? 'dark' : 'light';
  }

  colorTable(square) {
    if (typeof square !== 'string') throw new TypeError('a square name is a string');
    // The table's prototype answers 'toString' and the like: only its own two values count.
    const color = COLOR_OF[square];
    return color === 'light' || color === 'dark' ? color : null;
  }

  compare(square) {
    if (typeof square !== 'string') return undefined;
    const index = byComparing(square);
    return index < 0 ? undefined : this.#squares[index];
  }

  radix36(square) {
    if (typeof square !== 'string') return undefined;
    const index = byRadix36(square);
    return index < 0 ? undefined : this.#squares[index];
  }
}

const WAYS = ['index', 'table', 'codes', 'fallback', 'compare', 'radix36', 'last', 'colorChessjs', 'colorCodes', 'colorTable'];

/** Gets a second of `way` over about `seconds`: one literal square, or (`every`) each of NAMES. */
function measure(way, every, seconds) {
  const call = every
    ? `(p) => { for (let s = 0; s < 64; s += 1) p.${way}(NAMES[s]); }`
    : `(p) => p.${way}(${way === 'index' ? '' : "'e4'"})`;
  const positions = Array.from({ length: 6 }, () => new Position());
  const run = new Function('positions', 'NAMES', `
    const call = ${call};
    return (ms) => {
      let calls = 0;
      const start = performance.now();
      let elapsed = 0;
      while (elapsed < ms) {
        for (let batch = 0; batch < 64; batch += 1) {
          for (let i = 0; i < 6; i += 1) call(positions[i]);
        }
        calls += 64 * 6;
        elapsed = performance.now() - start;
      }
      return calls * (${every} ? 64 : 1) / (elapsed / 1000);
    };`)(positions, NAMES);
  run(seconds * 300);
  return run(seconds * 1000);
}

const [mode, way, every, seconds] = process.argv.slice(2).filter((arg) => arg !== '--literal-names');
if (mode === '--way') {
  process.stdout.write(String(measure(way, every === 'every', Number(seconds))));
} else {
  const budget = Number(mode ?? 1);
  const script = fileURLToPath(import.meta.url);
  const timed = (w, kind) => Number(execFileSync(process.execPath, [script, '--way', w, kind, String(budget), ...(LITERAL_NAMES ? ['--literal-names'] : [])], { encoding: 'utf8' }));
  console.log(`Reading one square from its name, M gets a second (Node ${process.versions.node}, each in a process of its own; names ${LITERAL_NAMES ? 'written as literals' : 'computed'})`);
  console.log(`${'way'.padEnd(10)}${"get('e4')".padStart(12)}${'every square'.padStart(16)}`);
  for (const w of WAYS) {
    const literal = timed(w, 'one') / 1e6;
    const all = w === 'index' ? NaN : timed(w, 'every') / 1e6;
    console.log(`${w.padEnd(10)}${literal.toFixed(0).padStart(12)}${(Number.isNaN(all) ? '-' : all.toFixed(0)).padStart(16)}`);
  }
}
