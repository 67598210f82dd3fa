// The analysis controller: the engine's lines for the position shown (a ply
// of the game, then a side line explored on the board), searched until the
// position changes. Browsing the game's plies lives here too.
import { Chess } from '../ferrochess/js/index.js';
import { analysisThreads, cancelSearch, engine } from './engines.js';
import { continuesGame, maybeEngineMove } from './game-ctrl.js';
import { stopMatch } from './match-ctrl.js';
import {
  render, renderAnalysisPanel, renderShapes, renderThinking,
} from './view.js';
import {
  gameRecord, outcomeText, shownRecord, sideLineStored, state,
} from './state.js';
import {
  deleteLine, nodeFor, promoteLine, readTree, storeVariation,
} from './game-tree.js';
import { save } from './persist.js';
import { dropStaleReview } from './review-ctrl.js';

/** How long analysis searches one position before it settles (ms). */
const ANALYSIS_MOVETIME = 600_000;
/** Lines the analysis shows. */
const ANALYSIS_LINES = 3;

/** A fresh analysis (stopping a match or a search for the engine's move); nothing searched yet. */
function openAnalysis() {
  stopMatch();
  cancelSearch(state);
  state.analysis = {
    sideLine: [], lines: [], depth: 0, crashes: 0,
  };
}

/** Turns analysis on. */
export function startAnalysis() {
  openAnalysis();
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
  const { fen, moves, chess960 } = shownRecord();
  const game = new Chess(fen, { chess960 });
  try {
    const sideStart = moves.length - state.analysis.sideLine.length;
    for (const move of moves.slice(0, sideStart)) game.move(move);
    const sideLineStart = { turn: game.turn(), fullmove: game.moveNumber() };
    const sideLine = state.analysis.sideLine.map((uci) => game.move(uci).san);
    return {
      turn: game.turn(),
      fullmove: game.moveNumber(),
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
    ...shownRecord(), multiPv: ANALYSIS_LINES, movetime: ANALYSIS_MOVETIME, sameGame: continuesGame(), threads: analysisThreads,
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

/** One step forward: through the game, or along the stored side line shown. */
export function stepForward() {
  const { analysis } = state;
  if (analysis?.sideLine.length) {
    if (state.viewPly === null) return;
    const tree = readTree(state.chess);
    const id = nodeFor(tree, state.viewPly, analysis.sideLine);
    const [next] = id === null ? [] : tree.byId.get(id).children;
    if (next === undefined) return;
    analysis.sideLine.push(tree.byId.get(next).uci);
    analyse();
    return;
  }
  const total = state.chess.history().length;
  const at = state.viewPly ?? total;
  if (at < total) showPly(at + 1);
}

/**
 * A move played on the board in analysis (UCI): the game's own next move
 * steps along the game; any other extends the side line shown, which is kept
 * in the game's tree as a variation where it leaves the game before its last
 * move (from the last move it stays a passing exploration: the game goes on
 * from there).
 */
export function exploreMove(uci) {
  const { analysis } = state;
  const branch = state.viewPly;
  if (branch !== null && analysis.sideLine.length === 0 && gameRecord(state.chess).moves[branch] === uci) {
    showPly(branch + 1);
    return;
  }
  analysis.sideLine.push(uci);
  if (branch !== null) {
    storeVariation(state.chess, branch, analysis.sideLine);
    save();
  }
  state.hint = null;
  analyse();
}

/** Shows a variation of the tree: `line` (UCI) from the game's ply `branch`, in analysis. */
export function showVariation(branch, line) {
  if (!state.analysis) openAnalysis();
  state.viewPly = branch;
  state.analysis.sideLine = [...line];
  state.better = null;
  analyse();
}

/** Makes the side line shown the game's moves from where it branches (the game's moves there become a variation). */
export function promoteSideLine() {
  if (!sideLineStored()) return;
  const ply = promoteLine(state.chess, state.viewPly, state.analysis.sideLine);
  state.analysis.sideLine = [];
  state.viewPly = ply === state.chess.history().length ? null : ply;
  dropStaleReview();
  save();
  analyse();
}

/** Deletes the position shown and what follows it in its side line. */
export function deleteSideLine() {
  if (!sideLineStored()) return;
  deleteLine(state.chess, state.viewPly, state.analysis.sideLine);
  state.analysis.sideLine.pop();
  save();
  analyse();
}

/** Leaves the side line explored in analysis: back to the game's position. */
export function leaveSideLine() {
  if (!state.analysis) return;
  state.analysis.sideLine = [];
  analyse();
}
