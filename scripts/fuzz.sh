#!/usr/bin/env bash
# Fuzzes every parser and protocol with cargo-fuzz (libFuzzer, nightly).
#   scripts/fuzz.sh            10 s a target (what npm test runs)
#   scripts/fuzz.sh 3600       an hour a target, for long runs
#   scripts/fuzz.sh 600 pgn    one target
# Seeds are in crate/fuzz/seeds/<target>; the growing corpus goes to
# crate/fuzz/corpus/<target> (not committed); crashes to crate/fuzz/artifacts.
# Targets run as many at a time as the machine has cores (each libFuzzer
# run uses one), each for the full time: on 2 cores the eight 10 s runs
# take about 40 s instead of 80.
set -euo pipefail
cd "$(dirname "$0")/../crate/fuzz"
export PATH="$HOME/.cargo/bin:$PATH"
seconds="${1:-10}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fen san uci_move pgn pgn_split uci_protocol make_undo search_request)
cargo +nightly fuzz build -O >/dev/null
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
at_once=$(nproc 2>/dev/null || echo 1)

# One target's run, its output to $logs/<target>.log and its status to $logs/<target>.rc.
run_target() {
  local target=$1
  mkdir -p "corpus/$target"
  set +e
  cargo +nightly fuzz run -O "$target" "corpus/$target" "seeds/$target" -- \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 >"$logs/$target.log" 2>&1
  echo $? >"$logs/$target.rc"
}

for ((i = 0; i < ${#targets[@]}; i += at_once)); do
  for target in "${targets[@]:i:at_once}"; do run_target "$target" & done
  wait
done

failed=0
for target in "${targets[@]}"; do
  printf '[fuzz] %s for %s s: ' "$target" "$seconds"
  if [ "$(cat "$logs/$target.rc")" != 0 ]; then
    printf 'FAILED\n'
    tail -40 "$logs/$target.log"
    failed=1
    continue
  fi
  runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$logs/$target.log")
  printf '%s executions, no failure\n' "${runs:-?}"
done
exit "$failed"
