#!/usr/bin/env bash
# npm run bench: native vs wasm vs chess.js, side by side, in one run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --quiet --release -p ferrochess --example perft_bench --bin ferrochess-uci
node bench/bench.mjs "$(pwd)/target/release/examples/perft_bench" "$(pwd)/target/release/ferrochess-uci"
