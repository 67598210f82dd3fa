// The opponents the page offers: the named levels and every rating in
// steps of 100 (both on the engine's measured rating scale, see the
// package's ratings()), the classic algorithms, and nobody. Each opponent
// is a string value of the #level picker; engineOptions() turns it into
// Engine#search options.
import { ratings } from '../../ferrochess/js/index.js';

/** The classic algorithms and evaluators. */
const CLASSIC_OPPONENTS = {
  random: { algorithm: 'random' },
  minimax: { algorithm: 'minimax', evaluator: 'material', depth: 3 },
  alphabeta: { algorithm: 'alphabeta', evaluator: 'pst', depth: 4 },
  shannon: { algorithm: 'alphabeta', evaluator: 'shannon', depth: 3 },
  turing: { algorithm: 'alphabeta', evaluator: 'turing', depth: 3 },
  berliner: { algorithm: 'alphabeta', evaluator: 'berliner', depth: 3 },
  upcraft: { algorithm: 'alphabeta', evaluator: 'upcraft', depth: 3 },
};

/** Full strength thinks this long a move in the page (milliseconds). */
const FULL_STRENGTH_MOVETIME = 1500;

const scale = ratings();

/** The rating an opponent plays at, or null (classic engines, nobody). */
export function opponentRating(opponent) {
  if (opponent.startsWith('elo:')) return Number(opponent.slice(4));
  const level = scale.levels.find((l) => String(l.level) === opponent);
  return level ? level.elo : null;
}

/** Engine#search options for an opponent. */
export function engineOptions(opponent) {
  if (CLASSIC_OPPONENTS[opponent]) return CLASSIC_OPPONENTS[opponent];
  const elo = opponentRating(opponent);
  // Full strength would search a million nodes; in the page it thinks for a fixed time.
  if (elo === scale.max) return { elo, movetime: FULL_STRENGTH_MOVETIME };
  return { elo };
}

/** The rating of a rated opponent in words ('rated 1200'). */
export function opponentLabel(opponent) {
  const elo = opponentRating(opponent);
  return elo === scale.max ? `full strength, rated ${elo}` : `rated ${elo}`;
}

/**
 * Fills the picker: the levels get their ratings in their labels, and a
 * group of ratings in steps of 100 (min to full strength) is added.
 */
export function fillOpponentPicker(picker) {
  for (const option of picker.options) {
    const level = scale.levels.find((l) => String(l.level) === option.value);
    if (!level) continue;
    option.dataset.name = option.textContent;
    option.textContent = `${option.textContent} (${level.elo})`;
  }
  const group = document.createElement('optgroup');
  group.label = 'By rating';
  const steps = [];
  for (let elo = Math.ceil(scale.min / 100) * 100; elo < scale.max; elo += 100) steps.push(elo);
  steps.push(scale.max);
  for (const elo of steps) {
    const option = document.createElement('option');
    option.value = `elo:${elo}`;
    option.textContent = elo === scale.max ? `Rating ${elo} (full strength)` : `Rating ${elo}`;
    group.append(option);
  }
  const firstClassic = [...picker.options].find((o) => CLASSIC_OPPONENTS[o.value]);
  picker.insertBefore(group, firstClassic ?? null);
}
