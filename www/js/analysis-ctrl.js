// The analysis controller: the engine's lines for the position shown (a ply
// of the game, then a side line explored on the board), searched until the
// position changes. Browsing the game's plies lives here too.
import { Chess } from '../ferrochess/js/index.js';
import { cancelSearch, engine } from './engines.js';
import { continuesGame, maybeEngineMove } from './game-ctrl.js';
import { stopMatch } from './match-ctrl.js';
import {
  render, renderAnalysisPanel, renderShapes, renderThinking,
} from './view.js';
import { outcomeText, shownRecord, state } from './state.js';

/** How long analysis searches one position before it settles (ms). */
const ANALYSIS_MOVETIME = 600_000;
/** Lines the analysis shows. */
const ANALYSIS_LINES = 3;

/** Turns analysis on (stopping a match or a search for the engine's move). */
export function startAnalysis() {
  stopMatch();
  cancelSearch(state);
  state.analysis = {
    sideLine: [], lines: [], depth: 0, crashes: 0,
  };
  analyse();
}

/** Leaves analysis: its search stops; the game goes on where it was. */
export function stopAnalysis() {
  if (!state.analysis) return;
  state.analysis = null;
  cancelSearch(state);
  render();
  maybeEngineMove();
}

/**
 * What the analysis panel says about the position shown, worked out once
 * per position: { turn, fullmove, over, sideLine (SAN), sideLineStart }.
 */
function describeShownPosition() {
  const fullmove = (fen) => Number(fen.split(' ')[5]);
  const { fen, moves, chess960 } = shownRecord();
  const game = new Chess(fen, { chess960 });
  try {
    const sideStart = moves.length - state.analysis.sideLine.length;
    for (const move of moves.slice(0, sideStart)) game.move(move);
    const sideLineStart = { turn: game.turn(), fullmove: fullmove(game.fen()) };
    const sideLine = state.analysis.sideLine.map((uci) => game.move(uci).san);
    return {
      turn: game.turn(),
      fullmove: fullmove(game.fen()),
      over: game.isGameOver() ? (outcomeText(game) ?? 'Game over') : null,
      sideLine,
      sideLineStart,
    };
  } finally {
    game.free();
  }
}

/** (Re)starts the analysis of the position shown; earlier lines are dropped at once. */
export function analyse() {
  const { analysis } = state;
  if (!analysis) return;
  analysis.lines = [];
  analysis.depth = 0;
  analysis.position = describeShownPosition();
  if (analysis.position.over || state.review?.running) {
    // Nothing to search; or the review has the engine and analysis resumes after it.
    if (!state.review?.running) engine.cancel();
    render();
    return;
  }
  const search = engine.search({
    ...shownRecord(), multiPv: ANALYSIS_LINES, movetime: ANALYSIS_MOVETIME, sameGame: continuesGame(),
  }, {
    onInfo: (info) => {
      if (state.analysis !== analysis) return;
      analysis.lines = info.lines;
      analysis.depth = info.depth;
      // Only what the new lines change: the panel, the arrows, the bar.
      renderAnalysisPanel();
      renderShapes();
      renderThinking();
    },
  });
  render();
  search.result.catch((error) => {
    if (state.analysis !== analysis || !engine.isCurrent(search.generation)) return;
    if (error.crashed && analysis.crashes < 2) {
      analysis.crashes += 1;
      analyse();
      return;
    }
    state.error = `The analysis failed: ${error.message}`;
    render();
  });
}

/** Shows another ply of the game (null: the live position); in analysis the side line is dropped and the position analysed. */
export function showPly(ply) {
  state.viewPly = ply === state.chess.history().length ? null : ply;
  if (state.better && ply !== state.better.ply - 1) state.better = null;
  if (state.analysis) {
    state.analysis.sideLine = [];
    analyse();
  } else {
    render();
  }
}

/** One step back: along the side line first, then through the game. */
export function stepBack() {
  if (state.analysis?.sideLine.length) {
    state.analysis.sideLine.pop();
    analyse();
    return;
  }
  const at = state.viewPly ?? state.chess.history().length;
  if (at > 0) showPly(at - 1);
}

/** One step forward through the game. */
export function stepForward() {
  const total = state.chess.history().length;
  const at = state.viewPly ?? total;
  if (at < total && !state.analysis?.sideLine.length) showPly(at + 1);
}

/** Leaves the side line explored in analysis: back to the game's position. */
export function leaveSideLine() {
  if (!state.analysis) return;
  state.analysis.sideLine = [];
  analyse();
}
