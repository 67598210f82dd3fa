// Which trainer holds the board, if any: the repertoire drill
// (drill-view.js), a puzzle (puzzle-view.js) or one of your mistakes
// (mistakes-view.js). While one does, the board,
// the players' names and the status line are the trainer's; the game waits.
import { drillBoard, renderDrill, renderDrillPlayers } from '../openings/drill-view.js';
import {
  puzzleBoard, puzzleStatusLine, renderPuzzlePlayers, renderPuzzles,
} from '../puzzles/puzzle-view.js';
import {
  mistakeBoard, mistakeStatusLine, renderMistakePlayers, renderMistakes,
} from '../puzzles/mistakes-view.js';
import { state } from '../state.js';

/** The trainers' panels: the drill's, the puzzles', your mistakes'. */
export function renderTrainerPanels() {
  renderDrill();
  renderPuzzles();
  renderMistakes();
}

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
  if (state.mistake?.chess) {
    return {
      board: () => mistakeBoard(state.mistake, arrowColor),
      players: () => renderMistakePlayers(state.mistake),
      status: mistakeStatusLine(state.mistake),
    };
  }
  return null;
}
