#!/usr/bin/env bash
# Issue 69's puzzle soundness, as measured on 2026-12-05: findPuzzles at its
# defaults on seeded games (scripts/seeded-games.mjs), each puzzle checked by
# Stockfish 15.1 at depth 18 (scripts/puzzle-check.mjs): seed 70 with 60
# games, seeds 71 to LAST with 30 games each, two engines side by side.
# Prints each seed's line and the totals. About 6 minutes a seed on 2 cores;
# needs /usr/games/stockfish (apt-get install stockfish).
#
#   bash scripts/puzzle-soundness.sh [LAST=81]
set -euo pipefail
cd "$(dirname "$0")/.."
last=${1:-81}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
for seed in $(seq 70 "$last"); do
  games=30
  [ "$seed" = 70 ] && games=60
  node scripts/puzzle-check.mjs --games "$games" --seed "$seed" --jobs 2 > "$logs/$seed.log"
  grep -E '^(\[.\] unsound|[0-9]+ puzzles in|Stockfish at depth)' "$logs/$seed.log"
done
cat "$logs"/*.log | awk '
  /^[0-9]+ puzzles in [0-9]+ games/ { puzzles += $1; games += $4 }
  /^[0-9]+ puzzles in/ { match($0, /in [0-9.]+ min with/); minutes += substr($0, RSTART + 3, RLENGTH - 12) }
  /^Stockfish at depth/ { sound += $5 }
  END { printf "%d games, %d puzzles, %d sound (%.1f%%), %.1f puzzles a minute of one engine\n", games, puzzles, sound, 100 * sound / puzzles, puzzles / (2 * minutes) }'
