#!/usr/bin/env bash
# Builds the wasm module and its JS bindings into crate/pkg, and copies the
# package next to the page (www/ferrochess) so the page is a plain static site.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

cargo build --quiet --release --target wasm32-unknown-unknown -p ferrochess
wasm-bindgen --target web --out-dir crate/pkg --out-name ferrochess \
  target/wasm32-unknown-unknown/release/ferrochess.wasm

rm -rf www/ferrochess
mkdir -p www/ferrochess/pkg www/ferrochess/js
cp crate/pkg/ferrochess.js crate/pkg/ferrochess_bg.wasm www/ferrochess/pkg/
cp crate/js/*.js www/ferrochess/js/
printf '[build] wasm: %s bytes, %s gzipped\n' \
  "$(wc -c < crate/pkg/ferrochess_bg.wasm)" "$(gzip -9 -c crate/pkg/ferrochess_bg.wasm | wc -c)"
