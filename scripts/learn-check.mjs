// How often "learn from your mistakes" judges an answer as a deeper search
// would (issue 69's done-when asks at least 95%): a fixed set of games is
// played from a seed (the engine at depth 3, one move in seven at random),
// reviewed with findMistakes, and for each mistake the engine's move, the
// move played and a few other legal moves are judged by judgeAnswer at the
// page's depth and again at a deeper one; an answer agrees when both call
// it right or both wrong. Two engines (workers) search side by side.
//
//   node scripts/learn-check.mjs [--games 8] [--seed 69] [--depth 14] [--deep 20] [--others 3]
//
// Prints each disagreement and the totals.
import {
  Chess, DEFAULT_ANSWER_DEPTH, Engine, findMistakes, judgeAnswer,
} from '../crate/js/index.js';
import { random } from '../tests/node/random.mjs';
import { seededGames } from './seeded-games.mjs';
import { numberOption } from './number-option.mjs';

const GAMES = numberOption('games', 8);
const SEED = numberOption('seed', 69);
const DEPTH = numberOption('depth', DEFAULT_ANSWER_DEPTH);
const DEEP = numberOption('deep', DEPTH + 6);
const OTHERS = numberOption('others', 3);
const REVIEW_DEPTH = numberOption('review', 10);

/** Which other answers are tried (its own stream, apart from the games'). */
const next = random(SEED + 1);

const right = (verdict) => verdict === 'best' || verdict === 'good';
const shallow = new Engine();
const deep = new Engine();
let answers = 0;
let agreed = 0;
let searched = 0;
let searchedAgreed = 0;
let mistakes = 0;
const started = performance.now();
try {
  let g = 0;
  for (const game of seededGames(GAMES, SEED)) {
    const found = await findMistakes(game, { engine: shallow, depth: REVIEW_DEPTH, kinds: ['inaccuracy', 'mistake', 'blunder'] });
    mistakes += found.length;
    for (const mistake of found) {
      if (!mistake.best.uci) continue;
      const position = new Chess(mistake.fen);
      const legal = position.moves({ verbose: true }).map((m) => m.lan);
      position.free();
      const others = legal.filter((uci) => uci !== mistake.best.uci && uci !== mistake.played.uci);
      const tried = [mistake.best.uci, mistake.played.uci];
      while (tried.length < 2 + OTHERS && others.length > 0) tried.push(others.splice(Math.floor(next() * others.length), 1)[0]);
      for (const uci of tried) {
        const [a, b] = await Promise.all([
          judgeAnswer(mistake, uci, { engine: shallow, depth: DEPTH }),
          judgeAnswer(mistake, uci, { engine: deep, depth: DEEP }),
        ]);
        answers += 1;
        const same = right(a.verdict) === right(b.verdict);
        agreed += same ? 1 : 0;
        if (a.chances !== null) {
          searched += 1;
          searchedAgreed += same ? 1 : 0;
        }
        if (!same) {
          console.log(`disagree: game ${g} ply ${mistake.ply} ${mistake.fen} ${uci}: depth ${DEPTH} ${a.verdict} (${a.chances?.toFixed(3)} vs ${a.target?.toFixed(3)}), depth ${DEEP} ${b.verdict} (${b.chances?.toFixed(3)} vs ${b.target?.toFixed(3)})`);
        }
      }
    }
    game.free();
    g += 1;
    console.log(`game ${g}/${GAMES}: ${mistakes} mistakes so far, ${answers} answers, ${agreed} agreed (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
} finally {
  shallow.terminate();
  deep.terminate();
}
const share = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);
console.log(`\n${GAMES} games (seed ${SEED}), ${mistakes} mistakes (findMistakes at depth ${REVIEW_DEPTH}), ${answers} answers judged at depth ${DEPTH} and ${DEEP}:`);
console.log(`agreed on ${agreed} of ${answers} (${share(agreed, answers)}); of the ${searched} searched (neither the engine's move nor the move played): ${searchedAgreed} (${share(searchedAgreed, searched)})`);
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
