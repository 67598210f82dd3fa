#!/usr/bin/env bash
# Installs what ferrochess needs to build and test, skipping what is there:
# the wasm32 Rust target, the wasm-bindgen CLI matching Cargo.lock, npm
# packages, and (with --test) Chromium + chromedriver, polyglot,
# python-chess (into target/python) and nightly Rust with cargo-fuzz. Needs
# curl; on Debian it installs a C toolchain for Rust's linker if none is there.
# Safe to run again and again; fast when everything is installed.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test_tools=false
[ "${1:-}" = "--test" ] && want_test_tools=true

say() { printf '[setup] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

export PATH="$HOME/.cargo/bin:$PATH"

# Rust links native binaries (build scripts, the UCI engine, the tests) with `cc`.
if ! command -v cc >/dev/null && command -v apt-get >/dev/null; then
  say "installing a C toolchain (gcc, libc6-dev), which Rust links with"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends gcc libc6-dev >/dev/null
fi

if ! command -v cargo >/dev/null; then
  say "installing Rust via rustup"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The wasm-bindgen CLI must match the library version exactly.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$bindgen_version" ]; then
  say "Cargo.lock does not pin wasm-bindgen"; exit 1
fi
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ] ||
   ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $bindgen_version (a few minutes, once)"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

# The threaded wasm build (shared memory, for cross-origin-isolated pages)
# rebuilds std with atomics: nightly Rust and its source.
if ! rustup toolchain list | grep -q '^nightly'; then
  say "installing the nightly toolchain (for the threaded wasm build and cargo fuzz)"
  rustup toolchain install nightly --profile minimal
fi
if ! rustup component list --toolchain nightly --installed | grep -q '^rust-src'; then
  say "adding rust-src to nightly (the threaded wasm build rebuilds std)"
  rustup component add rust-src --toolchain nightly
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi

if $want_test_tools; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Chromium and chromedriver"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
  if ! command -v polyglot >/dev/null && [ ! -x /usr/games/polyglot ]; then
    say "installing polyglot (the xboard adapter the UCI tests drive the engine through)"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends polyglot >/dev/null
  fi
  if ! command -v pgn-extract >/dev/null && [ ! -x /usr/games/pgn-extract ]; then
    say "installing pgn-extract (the native ceiling in npm run bench's PGN table)"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pgn-extract >/dev/null
  fi
  if ! command -v cargo-fuzz >/dev/null; then
    say "installing cargo-fuzz (a few minutes, once)"
    cargo install cargo-fuzz
  fi
  # python-chess goes into target/python (pip --target), never system-wide: Debian 12 and 13
  # refuse that (PEP 668). The tests and scripts/match.py put target/python on their path.
  if ! PYTHONPATH=target/python python3 -c 'import chess; assert chess.__version__ == "1.11.2"' 2>/dev/null; then
    if ! python3 -m pip --version >/dev/null 2>&1; then
      say "installing pip (python3-pip)"
      as_root apt-get update -qq
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-pip >/dev/null
    fi
    say "installing python-chess into target/python (for differential and UCI tests)"
    python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location --root-user-action=ignore \
      --target target/python --upgrade 'chess==1.11.2'
  fi
  # python-chess's own PGN files (data/pgn of its source release, which the wheel leaves out):
  # the PGN differential test reads every game of them (never copied into the repository).
  if [ ! -f target/python-chess-data/pgn/kasparov-deep-blue-1997.pgn ]; then
    say "fetching python-chess's example PGN files into target/python-chess-data"
    rm -rf target/python-chess-sdist target/python-chess-data
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
      --dest target/python-chess-sdist 'chess==1.11.2'
    mkdir -p target/python-chess-data
    tar -xzf target/python-chess-sdist/chess-1.11.2.tar.gz -C target/python-chess-data \
      --strip-components=2 chess-1.11.2/data/pgn
  fi
fi
say "ready"
