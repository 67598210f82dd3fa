// The panel and the board of your mistakes across your games, drawn from
// the state (state.mistakes and state.mistake, mistakes-ctrl.js).
import { renderTrainerPlayers, trainerBoard } from '../trainers/trainer-view.js';
import { counted, listedText } from './puzzle-view.js';
import { state } from '../state.js';
import { $ } from '../common/dom.js';


/** What the panel says of the mistakes kept. */
function summaryText(trainer) {
  if (!trainer.loaded) return 'Reading the mistakes kept in this browser…';
  const { items } = trainer;
  if (items.length === 0) return 'No mistakes found yet.';
  const solved = items.filter((item) => item.solved).length;
  return `${counted(items.length, 'mistake')} kept, ${solved} solved.`;
}

/** What the panel says of the position on the board. */
function statusText(mistake) {
  const { item } = mistake;
  if (!item) return 'Every mistake found is solved.';
  const asked = `From ${item.source}: ${item.played.san} (move ${Math.ceil(item.ply / 2)}) was a ${item.kind}. Find a better move for ${item.color === 'w' ? 'White' : 'Black'}.`;
  switch (mistake.feedback) {
    case 'find': return asked;
    case 'checking': return 'Checking your move…';
    default: return mistake.said;
  }
}

/** The panel. */
export function renderMistakes() {
  const trainer = state.mistakes;
  const { mistake } = state;
  const { finding } = trainer;
  $('mistakes-find').hidden = !state.games.list?.total;
  $('mistakes-find').disabled = Boolean(finding || state.puzzles.finding);
  const player = state.games.filter.player ?? '';
  $('mistakes-find').textContent = `Find ${player ? `${player}'s` : 'the'} mistakes in ${listedText()}`;
  $('games-find-mistakes').disabled = $('mistakes-find').disabled;
  $('games-find-mistakes').textContent = $('mistakes-find').textContent;
  $('mistakes-find-stop').hidden = !finding;
  const progress = $('mistakes-progress');
  progress.hidden = !finding;
  if (finding) {
    progress.max = Math.max(1, finding.total);
    progress.value = finding.positions;
  }
  $('mistakes-finding').textContent = finding
    ? `Reviewing game ${finding.game} of ${finding.games}: ${counted(finding.found, 'mistake')} so far.`
    : trainer.message;
  $('mistakes-summary').textContent = summaryText(trainer);
  const asking = Boolean(mistake?.chess) && ['find', 'retry'].includes(mistake?.feedback ?? '');
  $('mistakes-next').textContent = mistake ? 'Next mistake' : 'Practise';
  $('mistakes-next').disabled = trainer.items.length === 0;
  $('mistakes-solution').hidden = !asking;
  $('mistakes-stop').hidden = !mistake;
  $('mistakes-status').textContent = mistake ? statusText(mistake) : '';
  if (mistake) $('mistakes-panel').dataset.feedback = mistake.feedback;
  else delete $('mistakes-panel').dataset.feedback;
}

/** The board's settings for a mistake: yours to move while asked; the engine's move as an arrow once shown. */
export function mistakeBoard(mistake, arrowColor) {
  return trainerBoard(mistake.chess, {
    color: mistake.item.color,
    yours: ['find', 'retry'].includes(mistake.feedback),
    arrow: null,
    arrowColor,
  });
}

/** The status line by the board while a mistake holds it. */
export function mistakeStatusLine(mistake) {
  return {
    checking: 'Your mistakes: checking your move', solved: 'Your mistakes: solved', shown: 'Your mistakes: the engine\'s move',
  }[mistake.feedback] ?? `Your mistakes: a better move for ${mistake.item.color === 'w' ? 'White' : 'Black'}`;
}

/** The players by the board: you, and the game's other side. */
export function renderMistakePlayers(mistake) {
  const you = mistake.item.color;
  renderTrainerPlayers(mistake.chess, {
    color: you,
    names: { [you]: 'You', [you === 'w' ? 'b' : 'w']: mistake.item.source.replace(/,[^,]*$/, '') },
    finished: !['find', 'retry'].includes(mistake.feedback),
  });
}
