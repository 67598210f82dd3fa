// The analysis controller: the engine's lines for the position shown (a node
// of the game's tree: one of the game's, a variation's, or one explored past
// its end), searched until the position changes; what it found stays on the
// node. Moving the cursor through the tree lives here too. Made by the root
// controller (ctrl.js), it reaches its siblings and the view through it.
import {
  friendGameOn, shownGame, shownId, shownRecord, sideLineStored, state,
} from '../state.js';
import { outcomeText } from '../game/result.js';
import { learnSolving } from '../review/review-state.js';
import { save } from '../common/persist.js';

/** How long analysis searches one position before it settles (ms). */
const ANALYSIS_MOVETIME = 600_000;
/** Lines the analysis shows. */
const ANALYSIS_LINES = 3;
/** The most moves of a line kept on a node. */
const KEPT_LINE_MOVES = 10;

/** The analysis controller, given the root controller (ctrl.js). */
export function createAnalysisCtrl(root) {
  const { view } = root;

  /** A fresh analysis (stopping a match or a search for the engine's move); nothing searched yet. */
  function openAnalysis() {
    root.match.stopMatch();
    root.cancelSearch();
    state.analysis = {
      lines: [], depth: 0, crashes: 0,
    };
  }

  /** Turns analysis on. */
  function startAnalysis() {
    // No engine help during a game with a friend.
    if (friendGameOn()) return;
    openAnalysis();
    analyse();
  }

  /** Leaves analysis: its search stops; the game goes on where it was. */
  function stopAnalysis() {
    if (!state.analysis) return;
    state.analysis = null;
    root.cancelSearch();
    // Back on the game's line; what was explored past its end goes.
    showOnGame();
    state.tree.pruneAfterGame();
    view.render();
    root.game.maybeEngineMove();
  }

  /**
   * What the analysis panel says about the position shown, worked out once
   * per position: { turn, fullmove, over, sideLine (SAN), sideLineStart }.
   */
  function describeShownPosition() {
    const { tree } = state;
    const id = shownId();
    const node = tree.node(id);
    const branch = tree.node(tree.branchOf(id));
    const sideLine = tree.path(id).slice(branch.ply + 1).map((at) => tree.node(at).san);
    const game = shownGame();
    return {
      turn: node.turn,
      fullmove: node.moveNumber,
      over: game.isGameOver() ? (outcomeText(game) ?? 'Game over') : null,
      sideLine,
      sideLineStart: { turn: branch.turn, fullmove: branch.moveNumber },
    };
  }

  /** (Re)starts the analysis of the position shown; earlier lines are dropped at once. */
  function analyse() {
    const { analysis, tree } = state;
    if (!analysis) return;
    // What an earlier search found here is shown at once, until this one goes deeper.
    const id = shownId();
    if (learnSolving()) {
      // A better move is being looked for: the engine's lines would give it away.
      root.engine.cancel();
      analysis.lines = [];
      analysis.depth = 0;
      analysis.position = describeShownPosition();
      view.render();
      return;
    }
    const kept = tree.data(id, 'analysis');
    analysis.lines = kept?.lines ?? [];
    analysis.depth = kept?.depth ?? 0;
    const position = describeShownPosition();
    analysis.position = position;
    if (position.over || state.review?.running) {
      // Nothing to search; or the review has the engine and analysis resumes after it.
      if (!state.review?.running) root.engine.cancel();
      view.render();
      return;
    }
    const search = root.engine.search({
      ...shownRecord(), multiPv: ANALYSIS_LINES, movetime: ANALYSIS_MOVETIME, sameGame: root.game.continuesGame(), threads: root.analysisThreads,
    }, {
      onInfo: (info) => {
        if (state.analysis !== analysis || info.depth < analysis.depth) return;
        analysis.lines = info.lines.map((line) => ({
          move: line.move, score: line.score, pvSan: line.pvSan.slice(0, KEPT_LINE_MOVES),
        }));
        analysis.depth = info.depth;
        tree.setData(id, 'analysis', { depth: analysis.depth, lines: analysis.lines });
        // Only what the new lines change: the panel, the arrows, the bar.
        view.renderAnalysisPanel();
        view.renderShapes();
        view.renderThinking();
      },
    });
    view.render();
    search.result.catch((error) => {
      if (state.analysis !== analysis || !root.engine.isCurrent(search.generation)) return;
      if (error.crashed && analysis.crashes < 2) {
        analysis.crashes += 1;
        analyse();
        return;
      }
      state.error = `The analysis failed: ${error.message}`;
      view.render();
    });
  }

  /** Shows node `id` of the tree (the game's current position: follows the game again). */
  function showNode(id) {
    state.cursor = id === state.tree.end ? null : id;
    const ply = state.tree.onGame(id) ? state.tree.node(id).ply : null;
    if (state.better && ply !== state.better.ply - 1) state.better = null;
    if (state.analysis) analyse();
    else view.render();
  }

  /** Moves the cursor back onto the game's line, where the side line shown leaves it. */
  function showOnGame() {
    const branch = state.tree.branchOf(shownId());
    state.cursor = branch === state.tree.end ? null : branch;
  }

  /** Shows another ply of the game (null: the live position); in analysis the position is analysed. */
  function showPly(ply) {
    const path = state.tree.gamePath();
    showNode(path[ply ?? path.length - 1] ?? state.tree.end);
  }

  /** One step back: along the side line first, then through the game. */
  function stepBack() {
    const { parent } = state.tree.node(shownId());
    if (parent !== null) showNode(parent);
  }

  /** One step forward: through the game, or along the side line shown (its first continuation). */
  function stepForward() {
    const { tree } = state;
    const id = shownId();
    const path = tree.gamePath();
    const next = tree.onGame(id) && id !== tree.end ? path[tree.node(id).ply + 1] : tree.node(id).children[0];
    if (next === undefined || (tree.onGame(id) && id === tree.end && !state.analysis)) return;
    showNode(next);
  }

  /**
   * A move played on the board in analysis (UCI): one the tree holds already
   * (the game's own next move, or a line's) steps along it; any other is
   * added after the position shown: a variation kept in the game's tree where
   * it leaves the game before its last move, an exploration past its end (not
   * in the PGN) from there.
   */
  function exploreMove(uci) {
    const { tree } = state;
    const from = shownId();
    const known = tree.child(from, uci);
    const id = known ?? tree.addLine(from, [uci]);
    if (known === undefined && !tree.pastEnd(id)) save();
    state.hint = null;
    showNode(id);
  }

  /** Shows node `id`, a variation's move from the move list, in analysis. */
  function showVariation(id) {
    if (!state.analysis) openAnalysis();
    state.better = null;
    showNode(id);
  }

  /** Makes the side line shown the game's moves from where it branches (the game's moves there become a variation). */
  function promoteSideLine() {
    if (!sideLineStored()) return;
    const id = shownId();
    state.tree.promote(id);
    state.cursor = id === state.tree.end ? null : id;
    root.review.dropStaleReview();
    save();
    analyse();
  }

  /** Deletes the position shown and what follows it in its side line. */
  function deleteSideLine() {
    if (!sideLineStored()) return;
    const { parent } = state.tree.node(shownId());
    state.tree.delete(shownId());
    state.cursor = parent === state.tree.end ? null : parent;
    save();
    analyse();
  }

  /** Leaves the side line explored in analysis: back to the game's position it leaves from. */
  function leaveSideLine() {
    if (!state.analysis) return;
    showOnGame();
    analyse();
  }

  return {
    startAnalysis,
    stopAnalysis,
    analyse,
    showPly,
    stepBack,
    stepForward,
    exploreMove,
    showVariation,
    promoteSideLine,
    deleteSideLine,
    leaveSideLine,
  };
}
