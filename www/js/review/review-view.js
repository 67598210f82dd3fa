// The review panel and the evaluation graph, drawn from the state: the
// progress while the review runs, then the report (each side's accuracy
// and mistakes, the moves that decided the game), and what was wrong with
// the move shown.
import { renderEvalGraph } from '../analysis/eval-graph.js';
import { whiteCp } from './review.js';
import { REVIEW_SYMBOLS, numbering } from '../game/move-list.js';
import { shownPly, state } from '../state.js';
import { reviewIsCurrent, reviewScores } from './review-state.js';
import { $ } from '../common/dom.js';


/** The game's move numbering, from its starting position's side to move and move number. */
function moveNumbers() {
  const start = state.tree.node(state.tree.root);
  return numbering({ turn: start.turn, fullmove: start.moveNumber });
}

/** White's centipawns of a [%eval], which is White's view already (mates as the graph draws them). */
const centipawns = (score) => (score === undefined ? undefined : whiteCp(score, true));

/**
 * Without a review: the game's own evaluations ([%eval], a lichess export's)
 * on the graph, at once; the panel shows the graph alone.
 */
function renderRecordedEvals() {
  const graph = $('eval-graph');
  const path = state.tree.gamePath().slice(1);
  const evals = path.map((id) => centipawns(state.tree.node(id).eval));
  const recorded = evals.some(Number.isFinite);
  for (const id of /** @type {const} */ (['review-progress', 'review-cancel', 'review-move'])) $(id).hidden = true;
  $('review').hidden = !recorded;
  if (!recorded) {
    graph.replaceChildren();
    return;
  }
  $('review-summary').textContent = 'The evaluations the game records; Review game adds the engine\'s.';
  const current = shownPly();
  renderEvalGraph(graph, {
    evals, sans: state.chess.history(), current, numberOf: moveNumbers(),
  });
  describeGraph(graph, path.length, current);
}

/**
 * The graph is a slider over the game's plies: focused, the arrow keys
 * (keyboard.js) step through the game, and the point shown is announced.
 */
function describeGraph(graph, plies, current) {
  graph.setAttribute('aria-valuemax', String(plies));
  graph.setAttribute('aria-valuenow', String(current));
  graph.setAttribute('aria-valuetext', current === 0
    ? 'The start'
    : graph.querySelector(`[data-ply="${current}"] title`)?.textContent ?? `Ply ${current}`);
}

/** The review panel and the evaluation graph (only the parts a review step changes). */
export function renderReview() {
  const review = reviewIsCurrent() ? state.review : null;
  $('review').hidden = !review;
  $('review-start').hidden = Boolean(review) || state.chess.history().length === 0 || Boolean(state.match);
  if (!review) {
    renderRecordedEvals();
    return;
  }
  const sans = state.chess.history();
  const total = review.moves.length + 1;
  const evals = reviewScores(review).map((score) => score?.cp);
  const done = evals.filter(Number.isFinite).length;
  $('review-progress').max = total;
  $('review-progress').value = done;
  $('review-progress').hidden = !review.running;
  $('review-cancel').hidden = !review.running;
  const current = shownPly();
  const graph = $('eval-graph');
  renderEvalGraph(graph, {
    evals: evals.slice(1),
    sans,
    marks: review.marks ?? [],
    current,
    numberOf: moveNumbers(),
  });
  describeGraph(graph, sans.length, current);
  if (review.running || !review.report) {
    $('review-summary').textContent = `Reviewing the game: ${done} of ${total} positions…`;
  } else {
    const { accuracy, counts } = review.report;
    const PLURALS = { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' };
    const count = (color, kind) => {
      const n = counts[color][kind];
      return `${n} ${n === 1 ? kind : PLURALS[kind]}`;
    };
    const side = (name, color, value) => `${name}: accuracy ${value === null ? '–' : `${Math.round(value)}%`}, `
      + `${count(color, 'inaccuracy')}, ${count(color, 'mistake')}, ${count(color, 'blunder')}`;
    $('review-summary').textContent = `${side('White', 'w', accuracy.w)}. ${side('Black', 'b', accuracy.b)}.`;
  }
  renderDecisive(review);
  // The move shown, if the review found it wanting: what it was and what was better.
  const ply = shownPly();
  const mark = review.marks?.[ply - 1];
  const flawed = mark && REVIEW_SYMBOLS[mark.kind];
  $('review-move').hidden = !flawed;
  if (flawed) {
    $('review-move-text').textContent = `${sans[ply - 1]} was ${mark.kind === 'inaccuracy' ? 'an' : 'a'} ${mark.kind}.`;
    $('show-better').dataset.ply = String(ply);
  }
}

/**
 * The moments that decided the game (the moves after which the other side
 * was winning): each a button that shows the position before it.
 */
function renderDecisive(review) {
  const list = $('review-decisive');
  const decisive = review.running ? [] : review.report.moves.filter((m) => m.decisive);
  const numberOf = moveNumbers();
  $('review-decisive-section').hidden = decisive.length === 0;
  list.replaceChildren(...decisive.map((move) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.ply = String(move.ply);
    const number = `${numberOf(move.ply).number}${move.color === 'w' ? '.' : '...'}`;
    button.textContent = `${number} ${move.san}`;
    button.title = `${move.color === 'w' ? 'White' : 'Black'}'s ${move.kind}: the game turned here`;
    item.append(button);
    return item;
  }));
}
