#!/usr/bin/env bash
# Fuzzes every parser and protocol with cargo-fuzz (libFuzzer, nightly).
#   scripts/fuzz.sh            10 s a target (what npm test runs)
#   scripts/fuzz.sh 3600       an hour a target, for long runs
#   scripts/fuzz.sh 600 pgn    one target
# Seeds are in crate/fuzz/seeds/<target>; the growing corpus goes to
# crate/fuzz/corpus/<target> (not committed); crashes to crate/fuzz/artifacts.
set -euo pipefail
cd "$(dirname "$0")/../crate/fuzz"
export PATH="$HOME/.cargo/bin:$PATH"
seconds="${1:-10}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fen san uci_move pgn pgn_split uci_protocol make_undo search_request)
cargo +nightly fuzz build -O >/dev/null
for target in "${targets[@]}"; do
  mkdir -p "corpus/$target"
  printf '[fuzz] %s for %s s: ' "$target" "$seconds"
  log=$(cargo +nightly fuzz run -O "$target" "corpus/$target" "seeds/$target" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 2>&1) || {
    printf 'FAILED\n%s\n' "$log" | tail -40
    exit 1
  }
  runs=$(printf '%s\n' "$log" | awk '/stat::number_of_executed_units/ {print $2}')
  printf '%s executions, no failure\n' "${runs:-?}"
done
