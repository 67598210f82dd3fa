// The engine's line while it thinks and the eval bar beside the board, drawn
// from the state: part of the view (view.js re-exports it), called on each
// of the engine's reports and by every render.
import { boardTrainer } from '../trainers/trainers.js';
import { gameOver, shownGame, shownId, state } from '../state.js';
import { $ } from '../common/dom.js';


/** `score`, from the side `color`'s point of view, from White's. */
function whiteScore(score, color) {
  if (color !== 'b') return score;
  return 'mate' in score ? { mate: -score.mate } : { cp: -score.cp };
}

function scoreText(score) {
  if ('mate' in score) return `#${score.mate}`;
  return (score.cp / 100).toFixed(2);
}

/** The bar's reading, White's view: '+1.2', '−0.4', '#3', 'M' once mated. */
function barText(white, mate) {
  if (mate) return `#${Math.abs(mate)}`;
  const text = Math.abs(white).toFixed(1);
  return white > 0 ? `+${text}` : white < 0 ? `−${text}` : text;
}

/** The engine's line while it thinks, and the eval bar (with its number). */
export function renderThinking() {
  const { info } = state;
  // Scores are White's, as on the bar and in the analysis.
  const line = info
    ? `depth ${info.depth}  ${scoreText(whiteScore(info.score, info.color))}  ${Math.round(info.nps / 1000)}k nps  ${info.pvSan.slice(0, 6).join(' ')}`
    : '';
  // Against you, the engine keeps its plan to itself unless you ask; a
  // match, the analysis and a finished game show it.
  const reveal = state.showThinking || Boolean(state.match) || Boolean(state.analysis)
    || state.opponent === 'human' || gameOver();
  const shownLine = reveal ? line : '';
  $('thinking').textContent = state.thinking ? `Thinking… ${shownLine}`.trimEnd() : shownLine;
  // The bar shows the analysis of the position shown, else the engine's last
  // search, else (no search to show) the evaluation the game's record gives
  // the position ([%eval], White's view).
  const analysed = state.analysis?.lines.length && state.analysis.position ? { score: state.analysis.lines[0].score, color: state.analysis.position.turn } : null;
  const searched = state.analysis ? analysed : (reveal ? info : null);
  const recorded = searched || state.thinking ? undefined : state.tree.node(shownId())?.eval;
  const shownInfo = searched ?? (recorded ? { score: recorded, color: 'w' } : null);
  let white = 0;
  let mate = 0;
  if (shownInfo) {
    const { score } = shownInfo;
    const relative = 'mate' in score ? Math.sign(score.mate) * 10 : Math.max(-10, Math.min(10, score.cp / 100));
    white = shownInfo.color === 'w' ? relative : -relative;
    if ('mate' in score) mate = score.mate;
  }
  // A mate on the board is the whole bar, whatever the last search said.
  const shown = shownGame();
  if (shown.isCheckmate()) {
    white = shown.turn() === 'w' ? -10 : 10;
    mate = 0;
  }
  // Nothing to show (the engine's view kept from you, no analysis, no recorded eval):
  // an empty, dimmed bar, not a "0.0" that reads as a level game.
  const empty = !shownInfo && !shown.isCheckmate();
  $('eval-fill').style.height = `${50 + white * 5}%`;
  const text = shown.isCheckmate() ? (white > 0 ? '1-0' : '0-1') : barText(white, mate);
  $('eval-number').textContent = empty ? '' : text;
  $('eval-bar').toggleAttribute('data-empty', empty);
  $('eval-bar').dataset.leader = white < 0 ? 'b' : 'w';
  // A trainer's position (the drill, a puzzle) is not the game's: no bar, nor a hint from it.
  $('eval-bar').style.visibility = boardTrainer(null) ? 'hidden' : '';
  $('eval-bar').setAttribute('aria-valuenow', white.toFixed(1));
  $('eval-bar').setAttribute('aria-valuetext', empty ? 'No evaluation shown' : `${text}, from White's side`);
}
