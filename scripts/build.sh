#!/usr/bin/env bash
# Builds the wasm modules and their JS bindings: the rules module (crate/pkg-
# rules: the crate without its `engine` feature, for `import { Chess } from
# 'ferrochess'`), the engine module (crate/pkg) and its threaded build
# (crate/pkg-threads); then copies the package next to the page
# (www/ferrochess) so the page is a plain static site.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# Function names and the producers note are left out of every module (the
# names alone are about 9 KB gzipped); a panic aborts, so no trace reads them.
BINDGEN_FLAGS="--target web --remove-name-section --remove-producers-section"

# The rules module: whole-program optimisation for size (Cargo.toml's
# `rules` profile).
cargo build --quiet --profile rules --target wasm32-unknown-unknown -p ferrochess --no-default-features
wasm-bindgen $BINDGEN_FLAGS --out-dir crate/pkg-rules --out-name ferrochess_rules \
  target/wasm32-unknown-unknown/rules/ferrochess.wasm

cargo build --quiet --release --target wasm32-unknown-unknown -p ferrochess
wasm-bindgen $BINDGEN_FLAGS --out-dir crate/pkg --out-name ferrochess \
  target/wasm32-unknown-unknown/release/ferrochess.wasm
node scripts/write-ratings.mjs

# The threaded build: shared memory and atomics (std rebuilt with them, so
# nightly), loaded only by engine workers in cross-origin-isolated pages
# (js/search-threads.js). Its own target dir keeps the two builds apart.
# The link arguments make the memory shared and imported (each helper
# worker instantiates the module on the same memory) with thread-local
# storage per instance; passed to the final crate only, so that changing
# them does not rebuild std.
# RUSTFLAGS replaces .cargo/config.toml's flags, so its two llvm-args
# (copies written out instead of `memory.copy`) are repeated here.
RUSTFLAGS="-C target-feature=+atomics,+bulk-memory,+simd128 -C llvm-args=-max-store-memcpy=128 -C llvm-args=-max-store-memset=32" \
  cargo +nightly rustc --quiet --release --target wasm32-unknown-unknown -p ferrochess --lib \
  --crate-type cdylib --features threads -Z build-std=std,panic_abort --target-dir target/threads -- \
  -C link-arg=--shared-memory -C link-arg=--import-memory -C link-arg=--max-memory=1073741824 \
  -C link-arg=--export=__wasm_init_tls -C link-arg=--export=__tls_size \
  -C link-arg=--export=__tls_align -C link-arg=--export=__tls_base \
  2> >(grep -v -e 'unstable feature specified for `-Ctarget-feature`' -e 'this feature is not stably supported' \
        -e '^  |$' -e '^$' -e 'generated 1 warning' >&2)
wasm-bindgen $BINDGEN_FLAGS --out-dir crate/pkg-threads --out-name ferrochess \
  target/threads/wasm32-unknown-unknown/release/ferrochess.wasm

rm -rf www/ferrochess
mkdir -p www/ferrochess/pkg-rules www/ferrochess/pkg www/ferrochess/pkg-threads www/ferrochess/js/board www/ferrochess/js/play \
  www/ferrochess/js/rules www/ferrochess/js/engine www/ferrochess/js/training
node scripts/write-openings.mjs
cp crate/pkg-rules/ferrochess_rules.js crate/pkg-rules/ferrochess_rules_bg.wasm crate/pkg-rules/ratings.js \
  crate/pkg-rules/openings.json crate/pkg-rules/openings-book.json www/ferrochess/pkg-rules/
cp crate/pkg/ferrochess.js crate/pkg/ferrochess_bg.wasm www/ferrochess/pkg/
cp crate/pkg-threads/ferrochess.js crate/pkg-threads/ferrochess_bg.wasm www/ferrochess/pkg-threads/
cp crate/js/*.js www/ferrochess/js/
cp crate/js/board/*.js www/ferrochess/js/board/
cp crate/js/play/*.js www/ferrochess/js/play/
cp crate/js/rules/*.js www/ferrochess/js/rules/
cp crate/js/engine/*.js www/ferrochess/js/engine/
cp crate/js/training/*.js www/ferrochess/js/training/
# The declarations too, for tsc's check of the page's JavaScript against the package's types
# (tests/types/tsconfig.www.json); the site leaves them out (build-site.mjs).
cp crate/js/*.d.ts www/ferrochess/js/
cp crate/js/board/*.d.ts www/ferrochess/js/board/
cp crate/js/play/*.d.ts www/ferrochess/js/play/
cp crate/pkg-rules/*.d.ts www/ferrochess/pkg-rules/
cp crate/pkg/*.d.ts www/ferrochess/pkg/
cp crate/pkg-threads/*.d.ts www/ferrochess/pkg-threads/
# What the page takes from other projects, with their licences: lean-qr (MIT) draws the friend's links as QR codes.
rm -rf www/vendor
mkdir -p www/vendor
cp node_modules/lean-qr/index.mjs www/vendor/lean-qr.mjs
printf '%s\n' "// lean-qr's own types for www/vendor/lean-qr.mjs, for tsc's check of the page." "export * from 'lean-qr';" \
  > www/vendor/lean-qr.d.mts
cp node_modules/lean-qr/LICENSE www/vendor/lean-qr.LICENSE.txt
node scripts/stamp-build.mjs
# The gzipped sizes, and docs/figures.json's record of them (rewritten only when one moved).
node scripts/figures.mjs sizes
