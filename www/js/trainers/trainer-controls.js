// The trainers' controls wired to their controllers (as app.js wires the
// rest; this reads events and values and writes nothing): the repertoire
// drill, the puzzles from your games, your mistakes in your games.
import { fillDrillForm } from '../openings/drill-view.js';
import { loadDrill } from '../common/storage.js';
import { $ } from '../common/dom.js';

const on = (id, type, handler) => $(id).addEventListener(type, handler);

/** Wires the trainers' panels to `ctrl`'s drill, puzzle and mistakes controllers; `game()` is the page's game (a Chess). */
export function wireTrainers(ctrl, game) {
  const { drill, puzzle, mistakes } = ctrl;
  on('drill-start', 'click', () => drill.start({ pgn: $('drill-pgn').value, color: $('drill-color').value }));
  on('drill-next', 'click', () => drill.next());
  on('drill-stop', 'click', () => drill.stop());
  on('drill-use-game', 'click', () => fillDrillForm({ pgn: game().pgn() }));
  fillDrillForm(loadDrill());
  on('puzzle-find', 'click', () => puzzle.find('board'));
  on('puzzle-find-listed', 'click', () => puzzle.find('listed'));
  on('puzzle-find-stop', 'click', () => puzzle.stopFinding());
  on('puzzle-next', 'click', () => puzzle.next());
  on('puzzle-solution', 'click', () => puzzle.showSolution());
  on('puzzle-stop', 'click', () => puzzle.stop());
  on('puzzle-export', 'click', () => puzzle.exportFile());
  on('puzzle-theme', 'change', (event) => puzzle.setFilter({ theme: event.target.value }));
  on('puzzle-source', 'change', (event) => puzzle.setFilter({ source: event.target.value }));
  on('mistakes-find', 'click', () => mistakes.find());
  on('mistakes-find-stop', 'click', () => mistakes.stopFinding());
  on('mistakes-next', 'click', () => mistakes.next());
  on('mistakes-solution', 'click', () => mistakes.showSolution());
  on('mistakes-stop', 'click', () => mistakes.stop());
}
