#!/usr/bin/env bash
# Runs chess.js's own test suite against the packed ferrochess package, in a
# scratch folder outside the project (nothing of chess.js is copied here).
#   scripts/chessjs-suite.sh CHESSJS_CHECKOUT [SCRATCH_DIR]
# CHESSJS_CHECKOUT: a git checkout of github.com/jhlywa/chess.js (any
# commit; its tag v1.4.0 is used). The suite's `../src/chess` import is
# pointed at `export * from 'ferrochess'`. Prints the passed count and the
# failing tests. Needs the built package (npm run build) and network access
# to the npm registry for vitest.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=${1:?usage: scripts/chessjs-suite.sh CHESSJS_CHECKOUT [SCRATCH_DIR]}
scratch=${2:-$(mktemp -d)}
project=$(pwd)

mkdir -p "$scratch"
(cd "$scratch" && rm -rf __tests__ src && git -C "$checkout" archive v1.4.0 __tests__ | tar x)
mkdir -p "$scratch/src"
echo "export * from 'ferrochess'" > "$scratch/src/chess.ts"
[ -f "$scratch/package.json" ] || echo '{ "name": "chessjs-suite-against-ferrochess", "private": true, "type": "module" }' > "$scratch/package.json"

tarball=$(npm pack --silent --pack-destination "$scratch" | tail -1)
(cd "$scratch" && npm install --no-audit --no-fund --loglevel=error --no-save vitest@3 "./$tarball" >/dev/null)
(cd "$scratch" && npx vitest run --reporter=json --outputFile=result.json >/dev/null 2>&1) || true
node -e '
const r = require(process.argv[1]);
console.log(`chess.js 1.4.0 suite against ferrochess: ${r.numPassedTests} of ${r.numTotalTests} pass`);
for (const file of r.testResults) {
  for (const t of file.assertionResults) {
    if (t.status !== "passed") console.log(`  fails: ${file.name.split("/").pop()}: ${t.fullName}`);
  }
}' "$scratch/result.json"
echo "(project: $project; scratch: $scratch)"
