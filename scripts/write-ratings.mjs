// Writes crate/pkg-rules/ratings.js: the engine module's rating table
// (ratings(), from crate/src/engine/search/ratings.rs) as a plain module, so that
// `ratings()` from 'ferrochess' needs no engine. Run by scripts/build.sh
// after both wasm builds.
import { readFileSync, writeFileSync } from 'node:fs';
import { initSync, ratings } from '../crate/pkg/ferrochess.js';

const root = new URL('../', import.meta.url);
initSync({ module: readFileSync(new URL('crate/pkg/ferrochess_bg.wasm', root)) });
const table = JSON.parse(ratings());
writeFileSync(
  new URL('crate/pkg-rules/ratings.js', root),
  `// Written by scripts/write-ratings.mjs from the engine module's ratings(); do not edit.\nexport default ${JSON.stringify(table, null, 2)};\n`,
);
