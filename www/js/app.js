// The page's entry: it builds the board component and the root controller
// (ctrl.js, which owns the others), wires the controls to them, restores
// the saved game and draws it. The parts: ferrochess/board (the board),
// view.js and controls-view.js (the view: what writes the DOM; this file
// only reads the controls' events and values), state.js (the one state and
// its one reset), ctrl.js and the controllers it makes, keyboard.js (the
// keys), persist.js (what a reload keeps), engines.js (the engine workers).
// First: the pieces' drawings start loading while the rules' wasm arrives (common/piece-images.js).
import './common/piece-images.js';
import { Board } from '../ferrochess/js/board/index.js';
import {
  clearMoveInput, confirmThen, fillPickers, showEngineThreads, showSound,
} from './common/controls-view.js';
import { openSettings, showAppearance } from './settings/settings-view.js';
import { readAppearance, saveAppearance } from './settings/appearance.js';
import { registerServiceWorker } from './common/isolation.js';
import { enableKeyboard } from './common/keyboard.js';
import { enableBoardResize } from './common/resize.js';
import { isMuted, prepareSound, setMuted } from './common/sound.js';
import { whenOpeningNamesArrive } from './game/openings.js';
import { whenIdle } from './common/idle.js';
import { analysisThreads, engine, reviewer } from './engine/engines.js';
import { restore, save } from './common/persist.js';
import * as view from './view.js';
import { renderReview } from './review/review-view.js';
import { download, renderPuzzles } from './puzzles/puzzle-view.js';
import { renderMistakes } from './puzzles/mistakes-view.js';
import { wireTrainers } from './trainers/trainer-controls.js';
import { wireGames } from './games/games-controls.js';
import { renderGames } from './games/games-view.js';
import { renderClocks } from './game/clock-view.js';
import { createCtrl } from './ctrl.js';
import { wireEditor } from './editor/editor-view.js';
import {
  ANALYSIS_TOOLS, createGame, gameInProgress, loadFenAnyRules, state,
} from './state.js';
import { followRoutes, goTo, parseRoute } from './screens/router.js';
import { openScreenPanels } from './screens/screen-view.js';
import { focusTool } from './analysis/tools-view.js';
import { MAX_NAME_CHARS, isName } from '../ferrochess/js/play/protocol.js';
import { $ } from './common/dom.js';

const {
  attachBoard, prepareBoardMoves, render, renderBoardFirst, renderThinking,
} = view;
const ctrl = createCtrl({
  view: {
    ...view,
    renderReview,
    // The puzzles and mistakes panels offer the games listed: they follow the list.
    renderGames: () => {
      renderGames();
      renderPuzzles();
      renderMistakes();
    },
    renderPuzzles,
    renderMistakes,
    download,
    openScreenPanels,
  },
  engine, reviewer, analysisThreads,
});
const {
  boardPremove, cancelPromotion, choosePromotion, maybeEngineMove, playMove, showHint, playTyped, userMove,
  cancelPremove,
} = ctrl.game;
const { loadGame, takeBack } = ctrl.newGame;
const { checkFlag, offerDraw, resign } = ctrl.ending;
const {
  deleteSideLine, leaveSideLine, promoteSideLine, showPly, showVariation, startAnalysis, stepBack, stepForward,
  stopAnalysis,
} = ctrl.analysis;
const { cancelReview, reviewAndAnalyse, showBetterMove } = ctrl.review;
const { startMatch, stopMatch } = ctrl.match;
const {
  editorClick, finishEditing, movePiece, placePiece, removePiece,
} = ctrl.editor;
const on = (id, type, handler) => $(id).addEventListener(type, handler);

// Start-up in short tasks, so that a phone never meets one long one
// (Lighthouse's total blocking time counts each task's time over 50 ms at a
// 4x slower CPU, so over about 12 ms here): this module runs when the rules
// module has arrived, in that task; the pickers, the board component, the
// wiring, the game and its restoring, the board's first drawing, the moves
// it offers and the rest of the first render each come in a task of their
// own. Much of each is the first call of a rules function, which V8
// compiles then.
const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });
await nextTask();

// The opponent picker gets the ratings; the match pickers offer the same engines.
fillPickers();
showEngineThreads(engine.threads, analysisThreads);
await nextTask();

// The board is the package's own, used as any page would use it: it reports
// what the player does, and the view draws the state into it.
const board = new Board($('board'), {
  events: {
    move: (from, to) => (state.editor ? movePiece(from, to) : userMove(from, to)),
    // In the editor a chosen piece or the eraser takes the click; while
    // browsing the game, a click goes back to the position now.
    click(square) {
      if (state.editor) editorClick(square);
      else if (state.cursor !== null && !state.analysis) showPly(null);
    },
    // A piece dragged off the board in the editor goes; one dragged on from the palette is put there.
    remove: (square) => state.editor && removePiece(square),
    drop: (piece, square) => state.editor && placePiece(piece.color + piece.type.toUpperCase(), square),
    premove: (queue) => boardPremove(queue[0] ?? null),
  },
});
attachBoard(board, (type) => (type ? choosePromotion(type) : cancelPromotion()));

enableBoardResize($('board-resize'));
await nextTask();

/** Runs `replace` now, or once the player agrees that the unfinished game may go (`what` names the action). */
function askBeforeReplacing(what, replace) {
  if (!gameInProgress()) {
    replace();
    return;
  }
  confirmThen({
    question: `${what} replaces the game in progress, which is not finished. Replace it?`,
    yes: 'Replace it',
    no: 'Keep the game',
  }, replace);
}

// ---------------------------------------------------------------- the game
// New game asks for its settings first (the Play screen's setup); Play starts it.
on('new-game', 'click', () => ctrl.screen.askNewGame());
on('setup-start', 'click', () => askBeforeReplacing('A new game', ctrl.screen.startGame));
on('setup-cancel', 'click', () => ctrl.screen.cancelSetup());
on('undo', 'click', takeBack);
on('hint', 'click', showHint);
on('resign', 'click', () => confirmThen({ question: 'Resign this game?', yes: 'Resign', no: 'Keep playing' }, resign));
on('offer-draw', 'click', offerDraw);
on('banner-close', 'click', () => ctrl.ending.hideResult());
on('move-form', 'submit', (event) => {
  event.preventDefault();
  const text = $('move-input').value.trim();
  clearMoveInput();
  if (text) playTyped(text);
});

function flip() {
  state.orientation = state.orientation === 'w' ? 'b' : 'w';
  save();
  render();
}
on('flip', 'click', flip);

// ---------------------------------------------------------------- settings
// The setup's choices are the next game's: the game on the board keeps its own.
const chooseSetting = (key) => (event) => {
  state[key] = event.target.value;
  save();
  render();
};
on('color', 'change', chooseSetting('colorChoice'));
on('time-control', 'change', chooseSetting('timeControl'));
on('variant', 'change', chooseSetting('variant'));
on('level', 'change', chooseSetting('nextOpponent'));
// A game with a friend on another device (friend-ctrl.js).
// A name the match protocol carries (its own check), or 'Player'.
const nameIn = (id) => {
  const name = [...$(id).value.trim()].slice(0, MAX_NAME_CHARS).join('').trim();
  return isName(name) ? name : 'Player';
};
on('player-name', 'change', () => {
  state.playerName = nameIn('player-name');
  save();
});
on('friend-join', 'click', () => ctrl.friend.join(nameIn('friend-name')));
on('friend-connect', 'click', () => ctrl.links.connect($('friend-answer').value));
on('friend-copy', 'click', () => navigator.clipboard?.writeText($('friend-code').value).catch(() => {}));
on('friend-share', 'click', () => navigator.share?.({ title: 'ferrochess', text: 'A game of chess with me:', url: $('friend-code').value }).catch(() => {}));
on('friend-accept', 'click', () => ctrl.friend.accept());
on('friend-decline', 'click', () => ctrl.friend.decline());
on('friend-abort', 'click', () => ctrl.friend.abort());
on('friend-rematch', 'click', () => ctrl.friend.rematch());
on('friend-resume', 'click', () => ctrl.links.resumeInvite());
showSound(!isMuted());
// Settings: how the page looks, kept on this device (the sounds and the engine's line above).
on('settings-open', 'click', openSettings);
// The choice is what the pickers show (not read back from storage, which a
// browser may keep nothing in: the other picker's choice would be lost).
const changeAppearance = () => {
  const appearance = { page: $('page-theme').value, board: $('board-theme').value };
  saveAppearance(appearance);
  showAppearance(appearance);
};
on('page-theme', 'change', changeAppearance);
on('board-theme', 'change', changeAppearance);
showAppearance(readAppearance());
on('sound', 'change', (event) => setMuted(!event.target.checked));
on('show-thinking', 'change', (event) => {
  state.showThinking = event.target.checked;
  save();
  renderThinking();
});

// ---------------------------------------------------------------- browsing, analysis, review
const plyOf = (event) => event.target.closest('[data-ply]')?.dataset.ply;
on('moves', 'click', (event) => {
  const ply = plyOf(event);
  const variation = event.target.closest('.variation-move[data-node]');
  if (ply) showPly(Number(ply));
  else if (variation) showVariation(Number(variation.dataset.node));
});
on('learn-start', 'click', () => ctrl.learn.start());
wireTrainers(ctrl, () => state.chess);
on('learn-hint', 'click', () => ctrl.learn.hint());
on('learn-solution', 'click', () => ctrl.learn.showSolution());
on('learn-next', 'click', () => ctrl.learn.next());
on('learn-close', 'click', () => ctrl.learn.close());
on('review-decisive', 'click', (event) => {
  const ply = plyOf(event);
  if (ply) showPly(Number(ply));
});
on('eval-graph', 'click', (event) => {
  const ply = plyOf(event);
  if (ply) showPly(Number(ply));
});
on('analyse', 'click', () => (state.analysis ? stopAnalysis() : startAnalysis()));
on('review-start', 'click', () => {
  if (state.match) return;
  reviewAndAnalyse();
  // The review's graph and verdicts are the analysis board's.
  goTo('analysis');
});
on('review-cancel', 'click', cancelReview);
on('show-better', 'click', (event) => showBetterMove(Number(event.currentTarget.dataset.ply)));
on('leave-side-line', 'click', leaveSideLine);
on('promote-line', 'click', promoteSideLine);
on('delete-line', 'click', deleteSideLine);
on('analysis-lines', 'click', (event) => {
  const move = event.target.closest('[data-move]')?.dataset.move;
  if (move && state.analysis) playMove({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
});

/** Whether there is anything to step through (not while editing a position). */
const browsing = () => !state.editor && state.tree.node(state.tree.root).children.length > 0;
enableKeyboard({
  back: () => browsing() && stepBack(),
  forward: () => browsing() && stepForward(),
  first: () => browsing() && showPly(0),
  last: () => browsing() && state.cursor !== null && showPly(null),
  flip,
  playBest() {
    const best = state.analysis?.lines[0]?.move;
    if (!best) return false;
    playMove({ from: best.slice(0, 2), to: best.slice(2, 4), promotion: best[4] });
    return true;
  },
  escape: () => cancelPromotion() || cancelPremove(),
});

// ---------------------------------------------------------------- position editor
// The editor's palette and controls are built when it is first opened.
// The editor is its own screen (#/editor): entering it opens the editor, leaving it closes it.
let editorWired = false;
function wireEditorOnce() {
  if (!editorWired) wireEditor({ editor: ctrl.editor, flip, dragPiece: (piece, event) => board.dragNewPiece(piece, event) });
  editorWired = true;
}
on('edit-position', 'click', () => goTo('editor'));
on('editor-cancel', 'click', () => goTo(gameInProgress() ? 'play' : 'analysis'));
on('editor-play', 'click', () => askBeforeReplacing('Playing the position set up', () => {
  finishEditing(false);
  goTo('play');
}));
on('editor-analyse', 'click', () => askBeforeReplacing('Analysing the position set up', () => {
  finishEditing(true);
  goTo('analysis');
}));

// ---------------------------------------------------------------- match
on('match-start', 'click', () => askBeforeReplacing('The match', () => startMatch($('match-a').value, $('match-b').value)));
on('match-stop', 'click', () => {
  stopMatch();
  // The game goes on between the player and the chosen opponent.
  maybeEngineMove();
});

// ---------------------------------------------------------------- FEN and PGN
on('load-fen', 'click', () => askBeforeReplacing('Loading a FEN', () => loadGame(() => {
  loadFenAnyRules(state.chess, $('fen').value.trim(), state.variant === 'chess960');
})));
on('load-pgn', 'click', () => askBeforeReplacing('Loading a PGN', () => loadGame(() => state.chess.loadPgn($('pgn').value))));
on('import-export', 'toggle', () => render());

// ---------------------------------------------------------------- the analysis board's tools, in tabs
// A click or Enter chooses a tab; the arrow keys, Home and End move along them and choose (as WAI-ARIA's tabs).
on('tools-tabs', 'click', (event) => {
  const tool = event.target.closest('[data-tool]')?.dataset.tool;
  if (tool) ctrl.screen.selectTool(tool);
});
on('tools-tabs', 'keydown', (event) => {
  const at = ANALYSIS_TOOLS.indexOf(state.tool);
  const next = {
    ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: ANALYSIS_TOOLS.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const tool = ANALYSIS_TOOLS[(next + ANALYSIS_TOOLS.length) % ANALYSIS_TOOLS.length];
  ctrl.screen.selectTool(tool);
  focusTool(tool);
});
on('copy-fen', 'click', () => navigator.clipboard?.writeText(state.chess.fen()));
on('copy-pgn', 'click', () => navigator.clipboard?.writeText(state.chess.pgn({ maxWidth: 80, upToCurrent: true })));
on('share-game', 'click', () => ctrl.screen.shareGame());
on('download-pgn', 'click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([state.chess.pgn({ maxWidth: 80, upToCurrent: true })], { type: 'application/x-chess-pgn' }));
  link.download = 'ferrochess.pgn';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});

// ---------------------------------------------------------------- your games and the explorer
wireGames(ctrl, askBeforeReplacing);
view.onRendered(ctrl.games.follow);

// ---------------------------------------------------------------- start
// The clocks tick; a flag falls within a tenth of a second.
setInterval(() => {
  if (ctrl.friend.active()) ctrl.friend.tick();
  if (!state.clock?.running) return;
  checkFlag();
  renderClocks();
}, 100);

await nextTask();
createGame();
const restored = restore((id, value) => [...$(id).options].some((option) => option.value === value));
ctrl.friend.afterRestore();
// The screen the address names is drawn from the first render on.
state.screen = parseRoute(location.hash).screen;
// Leaving keeps the time the side to move has used.
addEventListener('pagehide', save);
addEventListener('pagehide', () => ctrl.friend.keep());
// The board's pieces first (the first paint shows them), then the moves it offers, then the rest.
await nextTask();
renderBoardFirst();
await nextTask();
prepareBoardMoves();
await nextTask();
// The explorer opened already (screen-early.js opens a screen's panels before this module runs) answers now.
if ($('explorer-panel').open) ctrl.games.showExplorer(true);
// The screen the address names, entered (its panels opened; drawn; the engine moves if it is to), and each the address names later.
followRoutes((route) => {
  if (route.screen === 'editor') wireEditorOnce();
  ctrl.screen.enter(route.screen);
  if (route.fen !== undefined) ctrl.screen.openPosition(route.fen, askBeforeReplacing);
  if (route.gameCode !== undefined) ctrl.screen.openSharedGame(route.gameCode, askBeforeReplacing);
  if (route.invitation !== undefined) ctrl.links.invited(route.invitation);
  if (route.answer !== undefined) ctrl.links.answered(route.answer);
  if (route.resume !== undefined) ctrl.links.resumeInvited(route.resume);
  if (route.post !== undefined) ctrl.friend.openPost(route.post);
  if (route.tab !== undefined) ctrl.links.tabInvited(route.tab);
});
// A finished game's review comes back with it, from its kept scores.
if (restored.review) ctrl.review.resumeReview();
// The sounds are rendered once the player touches the page (no browser plays
// one before that), the opening names once the game has a move.
for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => prepareSound(), { once: true, passive: true });
whenOpeningNamesArrive(render);

// Work offline after the first visit, and become cross-origin isolated: once
// the page is idle, since registering costs the main thread a task (138 ms
// under Lighthouse's 4× slower CPU, 2026-11-26) and the page works without
// the worker until then.
whenIdle(registerServiceWorker, { timeout: 2000, fallback: 500 });
// The games kept in this browser come back once the page is idle (the games worker starts only if there are some).
whenIdle(ctrl.games.restore, { timeout: 3000, fallback: 1000 });
