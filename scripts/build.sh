#!/usr/bin/env bash
# Builds the wasm module and its JS bindings into crate/pkg, and copies the
# package next to the page (www/ferrochess) so the page is a plain static site.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

cargo build --quiet --release --target wasm32-unknown-unknown -p ferrochess
wasm-bindgen --target web --out-dir crate/pkg --out-name ferrochess \
  target/wasm32-unknown-unknown/release/ferrochess.wasm

# The threaded build: shared memory and atomics (std rebuilt with them, so
# nightly), loaded only by engine workers in cross-origin-isolated pages
# (js/search-threads.js). Its own target dir keeps the two builds apart.
RUSTFLAGS="-C target-feature=+atomics,+bulk-memory,+simd128" \
  cargo +nightly build --quiet --release --target wasm32-unknown-unknown -p ferrochess \
  --features threads -Z build-std=std,panic_abort --target-dir target/threads
wasm-bindgen --target web --out-dir crate/pkg-threads --out-name ferrochess \
  target/threads/wasm32-unknown-unknown/release/ferrochess.wasm

rm -rf www/ferrochess
mkdir -p www/ferrochess/pkg www/ferrochess/pkg-threads www/ferrochess/js
cp crate/pkg/ferrochess.js crate/pkg/ferrochess_bg.wasm www/ferrochess/pkg/
cp crate/pkg-threads/ferrochess.js crate/pkg-threads/ferrochess_bg.wasm www/ferrochess/pkg-threads/
cp crate/js/*.js www/ferrochess/js/
printf '[build] wasm: %s bytes, %s gzipped; threaded: %s bytes, %s gzipped\n' \
  "$(wc -c < crate/pkg/ferrochess_bg.wasm)" "$(gzip -9 -c crate/pkg/ferrochess_bg.wasm | wc -c)" \
  "$(wc -c < crate/pkg-threads/ferrochess_bg.wasm)" "$(gzip -9 -c crate/pkg-threads/ferrochess_bg.wasm | wc -c)"
