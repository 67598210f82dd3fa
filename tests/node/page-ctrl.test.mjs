// The page's controllers in Node, with no browser: the root controller
// (www/js/ctrl.js) made with a view that only counts what it is asked to
// draw and an engine that answers when the test says so. Each test starts
// a new game between two players.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createCtrl } from '../../www/js/ctrl.js';
import { createGame, shownId, sideLineStored, state } from '../../www/js/state.js';

/** An engine whose searches wait; `searches` holds each request and its callbacks. */
function fakeEngine() {
  const searches = [];
  let generation = 0;
  return {
    searches,
    threads: 1,
    get generation() { return generation; },
    isCurrent: (g) => g === generation,
    cancel() { generation += 1; },
    search(request, callbacks = {}) {
      generation += 1;
      const search = { request, callbacks, generation };
      search.result = new Promise((resolve) => { search.resolve = resolve; });
      searches.push(search);
      return search;
    },
  };
}

/** A view that draws nothing and counts the renders. */
function fakeView() {
  const counts = { render: 0, announced: [] };
  const count = () => { counts.render += 1; };
  return {
    counts,
    render: count,
    renderThinking: count,
    renderAnalysisPanel: count,
    renderShapes: count,
    renderReview: count,
    renderGames: count,
    renderPuzzles: count,
    renderMistakes: count,
    download: () => {},
    announce: (text) => counts.announced.push(text),
    opponentText: () => '',
    settingName: (value) => value,
    showMatchScore: () => {},
  };
}

createGame();
state.opponent = 'human';

function setUp() {
  const view = fakeView();
  const engine = fakeEngine();
  const ctrl = createCtrl({
    view, engine, reviewer: fakeEngine(), analysisThreads: 1,
  });
  ctrl.newGame.newGame();
  return { ctrl, view, engine };
}

const play = (ctrl, ...moves) => moves.forEach((move) => ctrl.game.playMove(move));
const shownSan = () => state.tree.node(shownId()).san;

test('a move is played into the game, announced, and follows the cursor', () => {
  const { ctrl, view } = setUp();
  play(ctrl, 'd4', 'Nf6');
  assert.deepEqual(state.chess.history(), ['d4', 'Nf6']);
  assert.equal(state.cursor, null, 'the cursor follows the game');
  assert.deepEqual(view.counts.announced, ['White played d4', 'Black played Nf6']);
  ctrl.analysis.showPly(1);
  assert.equal(shownSan(), 'd4');
  ctrl.analysis.stepForward();
  assert.equal(state.cursor, null, 'back at the game\'s current position');
});

test('in analysis a move before the end is kept as a variation, stepped through, promoted and deleted', () => {
  const { ctrl } = setUp();
  play(ctrl, 'd4', 'Nf6', 'c4');
  ctrl.analysis.startAnalysis();
  ctrl.analysis.showPly(1);
  play(ctrl, 'd5', 'c4');
  assert.equal(shownSan(), 'c4');
  assert.equal(sideLineStored(), true);
  assert.deepEqual(state.chess.history(), ['d4', 'Nf6', 'c4'], 'the game is unchanged');
  assert.match(state.chess.pgn({ upToCurrent: true }), /1\. d4 Nf6 \(1\.\.\. d5 2\. c4\) 2\. c4 \*$/);
  ctrl.analysis.stepBack();
  assert.equal(shownSan(), 'd5');
  ctrl.analysis.stepForward();
  assert.equal(shownSan(), 'c4');
  // The game's own move steps along the game.
  ctrl.analysis.showPly(1);
  play(ctrl, 'Nf6');
  assert.equal(state.tree.onGame(shownId()), true);
  assert.equal(state.tree.node(shownId()).ply, 2);
  // Promoted from its first move: the line is the game.
  ctrl.analysis.showPly(1);
  play(ctrl, 'd5');
  ctrl.analysis.promoteSideLine();
  assert.deepEqual(state.chess.history(), ['d4', 'd5', 'c4']);
  // Deleted: the old game's moves go.
  ctrl.analysis.showPly(1);
  play(ctrl, 'Nf6');
  assert.equal(sideLineStored(), true);
  ctrl.analysis.deleteSideLine();
  assert.match(state.chess.pgn(), /1\. d4 d5 2\. c4 \*$/);
  assert.equal(shownSan(), 'd4');
});

test('what analysis explores past the end stays out of the PGN and goes when the analysis ends', () => {
  const { ctrl } = setUp();
  play(ctrl, 'e4');
  ctrl.analysis.startAnalysis();
  play(ctrl, 'e5', 'Nf3');
  assert.equal(shownSan(), 'Nf3');
  assert.equal(sideLineStored(), false, 'an exploration, not a variation');
  assert.match(state.chess.pgn({ upToCurrent: true }), /1\. e4 \*$/);
  ctrl.analysis.leaveSideLine();
  assert.equal(state.cursor, null);
  ctrl.analysis.stopAnalysis();
  assert.deepEqual(state.tree.node(state.tree.end).children, []);
  play(ctrl, 'c5');
  assert.deepEqual(state.chess.history(), ['e4', 'c5']);
});

test('the analysis keeps its lines on the node and shows them again on return', () => {
  const { ctrl, engine } = setUp();
  play(ctrl, 'e4', 'e5');
  ctrl.analysis.startAnalysis();
  ctrl.analysis.showPly(1);
  play(ctrl, 'c5');
  const variation = shownId();
  const search = engine.searches.at(-1);
  assert.deepEqual(search.request.moves, ['e2e4', 'c7c5'], 'the engine searches the line from the start');
  const lines = [{ move: 'g1f3', score: { cp: 30 }, pvSan: ['Nf3'] }, { move: 'b1c3', score: { cp: 20 }, pvSan: ['Nc3'] }];
  search.callbacks.onInfo({ depth: 12, lines });
  assert.equal(state.analysis.depth, 12);
  ctrl.analysis.showPly(2);
  assert.deepEqual(state.analysis.lines, []);
  // Back on the variation: the lines at once; a shallower report of the new search leaves them.
  ctrl.analysis.showVariation(variation);
  assert.equal(state.analysis.depth, 12);
  assert.deepEqual(state.analysis.lines.map((line) => line.move), ['g1f3', 'b1c3']);
  engine.searches.at(-1).callbacks.onInfo({ depth: 3, lines: lines.slice(1) });
  assert.equal(state.analysis.lines.length, 2);
  engine.searches.at(-1).callbacks.onInfo({ depth: 13, lines: lines.slice(1) });
  assert.deepEqual(state.analysis.lines.map((line) => line.move), ['b1c3']);
});

test('a takeback removes the move and what hangs after it', () => {
  const { ctrl } = setUp();
  play(ctrl, 'e4', 'e5', 'Nf3');
  ctrl.analysis.startAnalysis();
  ctrl.analysis.showPly(2);
  play(ctrl, 'Bc4');
  ctrl.analysis.stopAnalysis();
  ctrl.newGame.takeBack();
  assert.deepEqual(state.chess.history(), ['e4', 'e5']);
  assert.match(state.chess.pgn(), /1\. e4 e5 \*$/);
  assert.equal(state.cursor, null);
});
