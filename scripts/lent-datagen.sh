#!/usr/bin/env bash
# Self-play data on a lent many-core machine, as shards that come back whole.
#
#   bash scripts/lent-datagen.sh SECONDS K...
#
# Runs one `datagen` of four threads for each K, seed 200,000,000 + 1,000,000·K (the lent machines'
# range in docs/dev/learned-evaluation.md), each stopped by `timeout` after SECONDS and then cut back to
# its last finished game (`--games 0`). Each shard (`seed<S>.games`, its progress file and its log)
# is packed into one `seed<S>.tar` under $OUT, because the device tool brings back only a few files
# from $OUT: on 2026-11-27 a run that left twelve loose files lost one whole shard that way.
#
# The binary is $DATAGEN (default .dev/datagen), built here with
#   cargo build --release -p ferrochess-train --bin datagen
# and carried there in the ignored .dev/ (the run tool's `carry`). Unpack at home with `tar xf seed<S>.tar` in ~/data/gen<N>/.
# Example, four shards in 470 seconds (16 cores):
#   bash scripts/lent-datagen.sh 470 5 6 7 8
set -euo pipefail

seconds=${1:?usage: lent-datagen.sh SECONDS K...}
shift
[ $# -gt 0 ] || { echo "lent-datagen.sh: give at least one K" >&2; exit 2; }
datagen=${DATAGEN:-.dev/datagen}
out=${OUT:?lent-datagen.sh: set OUT to the folder that comes back}
[ -x "$datagen" ] || { echo "lent-datagen.sh: no datagen binary at $datagen" >&2; exit 2; }
mkdir -p "$out"

play_shard() {
  local seed=$1 shard="$out/seed$1.games"
  local args=(--out "$shard" --threads 4 --seed "$seed" --nodes 1500 --evaluator nnue --format games)
  timeout "$seconds" "$datagen" "${args[@]}" --games 1000000 >"$out/seed$seed.log" 2>&1 || true
  "$datagen" "${args[@]}" --games 0 >>"$out/seed$seed.log" 2>&1
  tail -n 1 "$out/seed$seed.log"
  (cd "$out" && tar cf "seed$seed.tar" "seed$seed.games" "seed$seed.games.games" "seed$seed.log" &&
    rm "seed$seed.games" "seed$seed.games.games" "seed$seed.log")
}

pids=()
for k in "$@"; do
  play_shard $((200000000 + 1000000 * k)) &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
ls -l "$out"
[ "$failed" = 0 ] || { echo "lent-datagen.sh: a shard failed (its log is under $out)" >&2; exit 1; }
