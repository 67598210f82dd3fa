// The "learn from your mistakes" panel, drawn from the state (state.learn,
// learn-ctrl.js): what to look for, how it went, and the progress; the
// start button under a finished review when it found moves of yours to
// try again.
import { state } from '../state.js';
import { reviewFlaws, reviewIsCurrent } from './review-state.js';
import { numbering } from '../game/move-list.js';
import { $ } from '../common/dom.js';


/** "12... Nf6": the move's number and SAN. */
function moveName(flaw) {
  const start = state.tree.node(state.tree.root);
  const { number } = numbering({ turn: start.turn, fullmove: start.moveNumber })(flaw.ply);
  return `${number}${flaw.color === 'w' ? '.' : '...'} ${flaw.played.san}`;
}

/** What the panel says for each step. */
function promptText(learn, flaw) {
  const side = flaw ? (flaw.color === 'w' ? 'White' : 'Black') : '';
  const article = flaw?.kind === 'inaccuracy' ? 'an' : 'a';
  switch (learn.feedback) {
    case 'find': return `${moveName(flaw)} was ${article} ${flaw.kind}. Find a better move for ${side}.`;
    case 'checking': return 'Checking your move…';
    case 'fail': {
      const { answer } = learn;
      if (answer?.verdict === 'played') return `${answer.san} is the move played. Try another.`;
      if (answer?.verdict === 'error') return `The check failed (${answer.message}). Try again.`;
      return `${answer?.san ?? 'That move'} is not better. Try again.`;
    }
    case 'win': {
      const { answer } = learn;
      return answer.verdict === 'best'
        ? `${answer.san}: right, the engine's move.`
        : `${answer.san}: right, as good as the engine's move.`;
    }
    case 'view': return `The engine's move is on the board. ${moveName(flaw)} was ${article} ${flaw.kind}.`;
    default: return `Done: all ${learn.flaws.length} of your ${learn.flaws.length === 1 ? 'move is' : 'moves are'} solved.`;
  }
}

/** The panel, and the start button under the review. */
export function renderLearn() {
  const { learn } = state;
  const flaws = reviewIsCurrent() ? reviewFlaws(state.review) : [];
  $('learn-start').hidden = Boolean(learn) || flaws.length === 0;
  $('learn').hidden = !learn;
  if (!learn) return;
  const flaw = learn.flaws[learn.index] ?? null;
  $('learn-progress').textContent = `${learn.solved.size} of ${learn.flaws.length} solved`;
  $('learn-prompt').textContent = promptText(learn, flaw);
  $('learn').dataset.feedback = learn.feedback;
  const solving = ['find', 'fail'].includes(learn.feedback);
  $('learn-hint').hidden = !solving || learn.hint;
  $('learn-solution').hidden = !solving;
  $('learn-next').hidden = learn.feedback === 'checking' || learn.feedback === 'done';
  $('learn-next').textContent = solving ? 'Skip' : 'Next';
}
