// Which trainer holds the board, if any: the repertoire drill
// (drill-view.js) or a puzzle (puzzle-view.js). While one does, the board,
// the players' names and the status line are the trainer's; the game waits.
import { drillBoard, renderDrillPlayers } from './drill-view.js';
import { puzzleBoard, puzzleStatusLine, renderPuzzlePlayers } from './puzzle-view.js';
import { state } from './state.js';

/** The trainer on the board, or null: its board's settings (its arrow in `arrowColor`), its players, the status line. */
export function boardTrainer(arrowColor) {
  if (state.drill?.chess) {
    return {
      board: () => drillBoard(state.drill, arrowColor),
      players: () => renderDrillPlayers(state.drill),
      status: 'Repertoire drill: the game waits',
    };
  }
  if (state.puzzle?.chess) {
    return {
      board: () => puzzleBoard(state.puzzle, arrowColor),
      players: () => renderPuzzlePlayers(state.puzzle),
      status: puzzleStatusLine(state.puzzle),
    };
  }
  return null;
}
