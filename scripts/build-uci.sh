#!/usr/bin/env bash
# Builds the native UCI engine (for chess GUIs, python-chess and engine
# matches) with the release profile and says where it is.
#   npm run build:uci      # or: bash scripts/build-uci.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --quiet --release -p ferrochess --bin ferrochess-uci
echo "the engine: $(pwd)/target/release/ferrochess-uci"
