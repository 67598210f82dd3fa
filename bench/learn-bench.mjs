// Learning from your games, timed (part of `npm run bench`; alone:
// `node bench/learn-bench.mjs [GAMES]`): on games played from a fixed
// seed (scripts/seeded-games.mjs), findPuzzles at its default depths (the
// puzzles found a minute of engine time) and analyseGame, the review, at its
// default depth (seconds a game, positions a second). The engine is the
// package's Engine in a Node worker, one thread.
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PUZZLE_CONFIRM_DEPTH, DEFAULT_PUZZLE_DEPTH, DEFAULT_REVIEW_DEPTH, Engine, analyseGame, findPuzzles,
} from '../crate/js/index.js';
import { seededGames } from '../scripts/seeded-games.mjs';

export async function reportLearning(count = 6, seed = 69) {
  const games = [...seededGames(count, seed)];
  const engine = new Engine();
  try {
    let started = performance.now();
    let positions = 0;
    const puzzles = await findPuzzles(games, {
      engine,
      onProgress: (progress) => {
        ({ positions } = progress);
      },
    });
    const puzzleMinutes = (performance.now() - started) / 60_000;
    started = performance.now();
    let reviewed = 0;
    for (const game of games) reviewed += (await analyseGame(game, { engine })).positions.length;
    const reviewSeconds = (performance.now() - started) / 1000;
    console.log(`\nLearning from your games: ${count} games from seed ${seed} (${positions} positions), Node ${process.versions.node}, one engine thread`);
    console.log(`findPuzzles (depth ${DEFAULT_PUZZLE_DEPTH}, each solver move confirmed at ${DEFAULT_PUZZLE_CONFIRM_DEPTH}): ${puzzles.length} puzzles in ${puzzleMinutes.toFixed(2)} min: ${(puzzles.length / puzzleMinutes).toFixed(1)} puzzles a minute`);
    console.log(`analyseGame (depth ${DEFAULT_REVIEW_DEPTH}, two lines): ${(reviewSeconds / count).toFixed(1)} s a game, ${(reviewed / reviewSeconds).toFixed(1)} positions a second`);
    return { puzzles: puzzles.length, puzzleMinutes, reviewSeconds };
  } finally {
    engine.terminate();
    for (const game of games) game.free();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportLearning(Number(process.argv[2] ?? 6));
