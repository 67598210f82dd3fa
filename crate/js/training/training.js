// The arithmetic of training: Glicko-2 ratings (a player's and each
// puzzle's, as lichess rates puzzles) and the SuperMemo-2 schedule for
// trying a missed puzzle or a repertoire line again. Pure functions over
// plain objects, so that a page keeps them in IndexedDB as they are.
//
//   let player = newRating();                       // { rating: 1500, deviation: 350, volatility: 0.06 }
//   player = glicko2(player, [{ ...puzzle, score: 1 }]);
//   let card = nextReview(undefined, 5, Date.now()); // { repetitions: 1, interval: 1, ease: 2.6, due }
import { describe, options } from '../rules/check.js';

/** Glicko-2's scale factor between the rating scale and its own. */
const SCALE = 173.7178;
const DAY_MS = 86_400_000;

/** A new rating: 1500 ± 350, volatility 0.06 (Glickman's defaults). */
export function newRating() {
  return { rating: 1500, deviation: 350, volatility: 0.06 };
}

function requireRating(value, what) {
  if (!value || !Number.isFinite(value.rating) || !(value.deviation > 0) || !(value.volatility > 0)) {
    throw new TypeError(`${what} is { rating, deviation > 0, volatility > 0 }, got ${describe(value)}`);
  }
}

/**
 * One rating period of Glicko-2 (Glickman, "Example of the Glicko-2
 * system", 2013): `player` after `games`, each `{ rating, deviation, score }`
 * (score 1 a win, 0.5 a draw, 0 a loss; a puzzle solved is a win against
 * the puzzle). `tau` limits how fast volatility moves (Glickman suggests
 * 0.3 to 1.2; lichess uses 0.75); the deviation stays within `minDeviation`
 * and `maxDeviation`. No games: the deviation grows by the volatility.
 */
export function glicko2(player, games, opts = {}) {
  const { tau = 0.75, minDeviation = 45, maxDeviation = 500 } = options(opts, 'glicko2', ['tau', 'minDeviation', 'maxDeviation']);
  requireRating(player, 'glicko2: the player');
  if (!Array.isArray(games)) throw new TypeError(`glicko2: games is an array of { rating, deviation, score }, got ${describe(games)}`);
  for (const game of games) {
    if (!game || !Number.isFinite(game.rating) || !(game.deviation > 0) || !(game.score >= 0 && game.score <= 1)) {
      throw new TypeError(`glicko2: each game is { rating, deviation > 0, score 0..1 }, got ${describe(game)}`);
    }
  }
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  const clamp = (deviation) => Math.max(minDeviation, Math.min(maxDeviation, deviation));
  if (games.length === 0) {
    return { rating: player.rating, deviation: clamp(SCALE * Math.sqrt(phi * phi + sigma * sigma)), volatility: sigma };
  }
  const g = (p) => 1 / Math.sqrt(1 + (3 * p * p) / (Math.PI * Math.PI));
  let inverseV = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const gJ = g(game.deviation / SCALE);
    const expected = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    inverseV += gJ * gJ * expected * (1 - expected);
    sum += gJ * (game.score - expected);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois method.
  const a = Math.log(sigma * sigma);
  const f = (x) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > 1e-6; i += 1) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const volatility = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: SCALE * muNew + 1500, deviation: clamp(SCALE * phiNew), volatility };
}

/**
 * The SuperMemo-2 schedule (Woźniak, 1990) for an item tried again and
 * again: after a try graded `grade` (0 to 5: 5 right at once, 3 right
 * with effort, below 3 wrong), the item's `{ repetitions, interval (days),
 * ease, due (ms) }` from its last one (undefined for a new item). Wrong:
 * back to a one-day interval, the ease kept; right: 1 day, then 6, then
 * the last interval times the ease (2.5 at first, at least 1.3), which
 * each right answer's grade nudges.
 */
export function nextReview(card, grade, now = Date.now()) {
  if (!Number.isInteger(grade) || grade < 0 || grade > 5) throw new RangeError(`nextReview: grade is 0 to 5, got ${describe(grade)}`);
  if (!Number.isFinite(now)) throw new TypeError(`nextReview: now is a time in ms, got ${describe(now)}`);
  const last = card ?? { repetitions: 0, interval: 0, ease: 2.5 };
  // A wrong answer starts the item over and leaves its ease as it was.
  const ease = grade < 3 ? last.ease : Math.max(1.3, last.ease + 0.1 - (5 - grade) * (0.08 + (5 - grade) * 0.02));
  let repetitions;
  let interval;
  if (grade < 3) {
    repetitions = 0;
    interval = 1;
  } else {
    repetitions = last.repetitions + 1;
    interval = repetitions === 1 ? 1 : repetitions === 2 ? 6 : Math.round(last.interval * ease);
  }
  return {
    repetitions, interval, ease, due: now + interval * DAY_MS,
  };
}
