// The repertoire drill: your openings as a PGN with variations, for White
// or Black; the page plays the other side's moves of a line and asks for
// yours; a wrong answer shows the repertoire's move (play it to go on).
// Lines come when due by SuperMemo-2 (the package's nextReview: a line
// done without a slip is graded 5, else 1) and new lines after them; the
// repertoire and each line's card are kept in the browser (storage.js).
// The board shows the drill's own position while it runs (view.js); the
// game waits. Made by the root controller (ctrl.js); the panel is
// drill-view.js.
import { Chess, Repertoire, nextReview } from '../../ferrochess/js/index.js';
import { loadDrill, saveDrill } from '../common/storage.js';
import { state } from '../state.js';
import { required } from '../common/required.js';

/** The drill controller, given the root controller (ctrl.js). */
export function createDrillCtrl(root) {
  const { view } = root;

  /** Starts drilling `pgn` for `color` ('w' or 'b'); a PGN that does not read is reported. */
  function start({ pgn, color }) {
    let repertoire;
    try {
      repertoire = new Repertoire(pgn, color);
    } catch (error) {
      state.drillError = `The repertoire does not read: ${error.reason ?? error.message}`;
      view.render();
      return;
    }
    stop();
    state.drillError = '';
    if (state.analysis) root.analysis.stopAnalysis();
    root.leaveTrainers('drill');
    const saved = loadDrill();
    // Cards are kept by line (its moves), so a repertoire edited keeps the lines it still has.
    const cards = saved && saved.color === color ? saved.cards : {};
    state.drill = {
      repertoire, color, pgn, cards, line: null, index: 0, chess: null, feedback: 'your-move', slips: 0, expected: null, done: 0,
    };
    saveDrill({ pgn, color, cards });
    nextLine();
  }

  /** The drill under way (the steps below run only during one). */
  const ongoing = () => required(state.drill, 'no drill is under way');

  /** The drill's line and its position, set while a line is drilled. */
  function drilledLine(drill) {
    if (!drill.line || !drill.chess) throw new Error('the drill has no line under way');
    return { line: drill.line, chess: drill.chess };
  }

  /** The next due line, its opening moves played up to your first move; or the end when none is due. */
  function nextLine() {
    const drill = ongoing();
    drill.chess?.free();
    drill.chess = null;
    const [line] = drill.repertoire.due(drill.cards, Date.now());
    if (!line) {
      drill.line = null;
      drill.feedback = 'done';
      view.render();
      view.announce('No line is due: the drill is done for now.');
      return;
    }
    drill.line = line;
    drill.index = 0;
    drill.slips = 0;
    drill.expected = null;
    drill.chess = new Chess(drill.repertoire.start, { chess960: drill.repertoire.chess960 });
    advance();
  }

  /** Plays the other side's moves until yours, or ends the line. */
  function advance() {
    const drill = ongoing();
    const { line: { moves }, chess } = drilledLine(drill);
    const played = [];
    while (drill.index < moves.length && !moves[drill.index].mine) {
      played.push(chess.move(moves[drill.index].uci).san);
      drill.index += 1;
    }
    if (drill.index >= moves.length) {
      finishLine();
      return;
    }
    drill.feedback = drill.slips > 0 && drill.expected ? 'wrong' : 'your-move';
    view.render();
    if (played.length > 0) view.announce(`${played.join(', ')}. Your move.`);
  }

  /** Grades the line (5 without a slip, else 1), keeps its card, and goes on. */
  function finishLine() {
    const drill = ongoing();
    const { line } = drilledLine(drill);
    const grade = drill.slips === 0 ? 5 : 1;
    drill.cards[line.id] = nextReview(drill.cards[line.id], grade, Date.now());
    drill.done += 1;
    saveDrill({ pgn: drill.pgn, color: drill.color, cards: drill.cards });
    drill.feedback = 'line-done';
    view.render();
    view.announce(grade === 5 ? 'Line done without a slip.' : 'Line done; it comes back tomorrow.');
  }

  /** Judges your move (SAN, or { from, to, promotion }): right, it is played; wrong, the repertoire's move is shown. */
  function answer(move) {
    const { drill } = state;
    if (!drill?.line || !drill.chess || !['your-move', 'wrong'].includes(drill.feedback)) return;
    const check = drill.repertoire.check(drill.line, drill.index, move);
    if (check.right) {
      drill.chess.move(drill.line.moves[drill.index].uci);
      drill.index += 1;
      drill.expected = null;
      view.announce(`${check.played}: right.`);
      advance();
      return;
    }
    drill.slips += 1;
    drill.expected = drill.line.moves[drill.index];
    drill.feedback = 'wrong';
    view.render();
    view.announce(`${check.played ?? 'That move'} is not in your repertoire here: it plays ${check.expected}.`);
  }

  /** Leaves the drill; the board shows the game again. */
  function stop() {
    if (!state.drill) return;
    state.drill.chess?.free();
    state.drill = null;
    view.render();
  }

  /** Whether a move on the board is the drill's. */
  const takesMove = () => Boolean(state.drill);

  return {
    start, next: nextLine, answer, stop, takesMove, position: () => state.drill?.chess ?? null,
  };
}
