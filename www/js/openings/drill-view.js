// The repertoire drill's panel, drawn from the state (state.drill,
// drill-ctrl.js): what to do, how the line went, how many lines are due.
import { renderTrainerPlayers, trainerBoard } from '../trainers/trainer-view.js';
import { state } from '../state.js';
import { $ } from '../common/dom.js';


/** "3. Nf3": a line's move at `index`, numbered from the repertoire's start. */
function moveName(drill, index) {
  const [, turn, , , , fullmove] = drill.repertoire.start.split(' ');
  const offset = turn === 'b' ? 1 : 0;
  const number = Number(fullmove) + Math.floor((index + offset) / 2);
  const white = (index + offset) % 2 === 0;
  return `${number}${white ? '.' : '...'} ${drill.line.moves[index].san}`;
}

/** What the panel says at each step. */
function statusText(drill) {
  const due = drill.repertoire.due(drill.cards, Date.now()).length;
  const lines = drill.repertoire.lines().length;
  const count = `${lines} ${lines === 1 ? 'line' : 'lines'}, ${due} due, ${drill.done} done in this drill.`;
  switch (drill.feedback) {
    case 'your-move': return `Your move (${drill.color === 'w' ? 'White' : 'Black'}). ${count}`;
    case 'wrong': return `Not your repertoire's move: it plays ${moveName(drill, drill.index)}. Play it to go on. ${count}`;
    case 'line-done': return `Line done${drill.slips === 0 ? ' without a slip' : `, with ${drill.slips} ${drill.slips === 1 ? 'slip' : 'slips'}: it comes back tomorrow`}. ${count}`;
    default: return `No line is due: the drill is done for now. ${count}`;
  }
}

/** The panel. */
export function renderDrill() {
  const { drill } = state;
  $('drill-error').textContent = state.drillError;
  $('drill-stop').hidden = !drill;
  $('drill-next').hidden = !drill || drill.feedback !== 'line-done';
  $('drill-start').textContent = drill ? 'Start again' : 'Drill';
  $('drill-status').textContent = drill ? statusText(drill) : '';
  if (drill) $('drill-panel').dataset.feedback = drill.feedback;
  else delete $('drill-panel').dataset.feedback;
}

/** Fills the drill's form: the repertoire's PGN and, when given, the side (the one saved, or the game's moves). */
export function fillDrillForm(saved) {
  if (!saved) return;
  $('drill-pgn').value = saved.pgn;
  if (saved.color) $('drill-color').value = saved.color;
}

/** The board's settings in the drill: the repertoire's move as an arrow (in `arrowColor`) after a wrong one. */
export function drillBoard(drill, arrowColor) {
  return trainerBoard(drill.chess, {
    color: drill.color,
    yours: ['your-move', 'wrong'].includes(drill.feedback),
    arrow: drill.feedback === 'wrong' ? drill.expected?.uci : null,
    arrowColor,
  });
}

/** The players by the board in the drill: you, and the repertoire's other side. */
export function renderDrillPlayers(drill) {
  const other = drill.color === 'w' ? 'b' : 'w';
  renderTrainerPlayers(drill.chess, {
    color: drill.color,
    names: { [drill.color]: 'You', [other]: 'Your repertoire' },
    finished: drill.feedback === 'line-done',
  });
}
