// The screen controller: what entering and leaving a screen does (router.js
// names the screen from the address). A screen's work stops when the player
// leaves it: the analysis's search, the editor, the trainers of the puzzles
// and openings screens; the editor opens on its own screen. It also keeps
// the new game's setup on the Play screen, which asks before a game starts.
//
//   ctrl.screen.enter('analysis');
import { Chess } from '../../ferrochess/js/index.js';
import { save } from '../common/persist.js';
import { gameAddress, linkTo } from './router.js';
import {
  gameInProgress, loadFenAnyRules, shownGame, state, ANALYSIS_TOOLS,
} from '../state.js';

/**
 * The screens each trainer (ctrl.js's root.trainers) shows on, as index.html's
 * data-screens says of its panel: it stops when the player goes to another.
 */
const TRAINER_SCREENS = {
  learn: ['play', 'analysis'],
  puzzle: ['puzzles'],
  mistakes: ['puzzles'],
  drill: ['openings'],
};

/** ferrochess/play's game codes (share.js), loaded when a link is made or opened. */
const loadShare = () => import('../../ferrochess/js/play/share.js');

/** The screens the analysis's lines show on. */
const ANALYSIS_SCREENS = ['play', 'analysis'];

/** The screen controller, given the root controller (ctrl.js). */
export function createScreenCtrl(root) {
  const { view } = root;
  /** The screen entered last (state.screen is set before the first render, so that it draws the right one). */
  let entered = null;

  /** Leaves the screen shown (its work stops) and shows `name`. */
  function enter(name) {
    const before = entered;
    entered = name;
    if (before !== name) {
      if (!ANALYSIS_SCREENS.includes(name)) root.analysis.stopAnalysis();
      if (before === 'editor') root.editor.closeEditor();
      for (const [trainer, screens] of Object.entries(TRAINER_SCREENS)) if (!screens.includes(name)) root.trainers[trainer].stop();
      state.screen = name;
      view.openScreenPanels(name);
    }
    if (name === 'editor') root.editor.openEditor();
    view.render();
    // A game that waited while the player was elsewhere goes on.
    root.game.maybeEngineMove();
  }

  /**
   * Opens the position an address names (untrusted: checked before anything
   * changes) on the analysis board as a game of its own; `confirm(what,
   * replace)` asks before an unfinished game goes. A position of the game's
   * own (a reload of the address of a move browsed to) is shown in the game.
   */
  function openPosition(fen, confirm) {
    if (shownGame().fen() === fen) return;
    // A position of the game's own (the address of a move browsed to, reloaded): shown there, the game kept.
    const path = state.tree.gamePath();
    const ply = path.findIndex((id) => state.tree.node(id).fen === fen);
    if (ply !== -1) {
      root.analysis.showPly(ply === path.length - 1 ? null : ply);
      return;
    }
    let chess960;
    const check = new Chess();
    try {
      chess960 = loadFenAnyRules(check, fen);
    } catch (error) {
      state.error = `The address names no position that reads: ${error.reason ?? error.message}`;
      view.render();
      return;
    } finally {
      check.free();
    }
    confirm('Opening the position in the address', () => root.newGame.loadGame(() => state.chess.load(fen, { chess960 })));
  }

  /**
   * Opens the game a shared link's code holds (untrusted: unpacked within its
   * bounds and read by the rules' PGN reader before anything changes) on the
   * analysis board; `confirm` as openPosition's.
   */
  async function openSharedGame(code, confirm) {
    let pgn;
    const { readGameCode } = await loadShare();
    const check = new Chess();
    try {
      pgn = await readGameCode(code);
      check.loadPgn(pgn);
    } catch (error) {
      state.error = `The link's game cannot be read: ${error.reason ?? error.message}`;
      view.render();
      return;
    } finally {
      check.free();
    }
    confirm('Opening the game in the link', () => root.newGame.loadGame(() => state.chess.loadPgn(pgn)));
  }

  /** Makes a link to the game as it stands (its PGN packed into the address's fragment); the view shows it. */
  async function shareGame() {
    const { revision } = state.tree;
    const { gameCode } = await loadShare();
    const code = await gameCode(state.chess.pgn());
    const link = linkTo(gameAddress(code));
    state.share = { link, revision };
    view.render();
    await navigator.clipboard?.writeText(link).catch(() => {}); // the link shows either way
  }

  /** Asks for a new game's settings (the Play screen's setup); the game on the board stays until one starts. */
  function askNewGame() {
    state.setup = true;
    state.nextOpponent = null;
    state.setupCancellable = gameInProgress();
    save();
    view.render();
  }

  /** Starts the game the setup describes. */
  function startGame() {
    state.setup = false;
    state.setupCancellable = false;
    if (state.nextOpponent !== null) state.opponent = state.nextOpponent;
    state.nextOpponent = null;
    if (state.opponent === 'friend') root.links.invite();
    else if (state.opponent === 'post') root.friend.startPost();
    else if (state.opponent === 'tab') root.links.inviteTab();
    else root.newGame.newGame();
  }

  /** Closes the setup; the game on the board goes on. */
  function cancelSetup() {
    if (!state.setupCancellable) return;
    state.nextOpponent = null;
    state.setup = false;
    state.setupCancellable = false;
    save();
    view.render();
    root.game.maybeEngineMove();
  }

  /** Shows the analysis board's tool `name` (state.js's ANALYSIS_TOOLS) in its tab; kept across reloads. */
  function selectTool(name) {
    if (!ANALYSIS_TOOLS.includes(name) || state.tool === name) return;
    state.tool = name;
    save();
    view.render();
  }

  return {
    enter, openPosition, openSharedGame, shareGame, askNewGame, startGame, cancelSetup, selectTool,
  };
}
