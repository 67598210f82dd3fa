// The page's one state object, and what is read from it (the game record,
// the position shown; how the game ended is result.js's). The controllers (game-ctrl.js,
// analysis-ctrl.js, review-ctrl.js, match-ctrl.js) change the state;
// view.js and the panels draw from it. What the user is doing on the board
// (a selection, a drag, the hovered square) is the board component's.
import { Chess, newRating } from '../ferrochess/js/index.js';
import { GameLine } from './game/game-line.js';
import { clocksWait, startClock } from './game/clock.js';

/** The analysis board's tools, in the order of their tabs (analysis/tools-view.js draws them). */
export const ANALYSIS_TOOLS = /** @type {const} */ (['review', 'explorer', 'import-export']);

/** How many games a page of the game list shows. */
export const GAMES_PAGE_SIZE = 25;

/** Nodes a review searches in each position of a game (the game's review, your mistakes in your games). */
export const REVIEW_NODES = 150_000;

/** The most games of the list a search for puzzles or mistakes goes through at once. */
export const LISTED_LIMIT = 1000;

/** @type {import('./types.js').State} */
export const state = {
  /** The screen shown (router.js's SCREENS: 'home', 'play', 'analysis', …), from the address. */
  screen: 'home',
  /** The analysis board's tool in view (ANALYSIS_TOOLS: 'review', 'explorer' or 'import-export'). */
  tool: 'review',
  /**
   * Whether the Play screen asks for a new game's settings before it starts
   * (a first visit, or New game pressed); the board is free to move on meanwhile.
   */
  setup: false,
  /** The opponent chosen in the setup for the next game (the game on the board keeps its own), or null. */
  nextOpponent: null,
  /** Whether the setup may be closed back to the game on the board (one was in progress). */
  setupCancellable: false,
  /** Whether the game was started here (its players are "You" and the engine), not loaded from a PGN. */
  ownGame: false,
  /** How many moves the game had when it was loaded (a FEN, a PGN, a listed game): those are not the player's to take back. */
  loadedPly: 0,
  /**
   * The game (a Chess): made by createGame(), once, before anything reads it
   * (so typed as never null, as TypeScript's `chess!: Chess` would say).
   */
  chess: /** @type {import('./types.js').State['chess']} */ (/** @type {unknown} */ (null)),
  /** The game's line in the library's live tree (game-line.js), made with the game (never null once read). */
  tree: /** @type {import('./types.js').State['tree']} */ (/** @type {unknown} */ (null)),
  /**
   * The position shown: a node of the game's tree (one of the game's, a
   * variation's or one explored past the game's end), or null for the
   * game's current position, which a move moves on.
   */
  cursor: null,
  /**
   * A game with a friend on another device (friend-ctrl.js), as its panel
   * shows it: { role: 'host' | 'guest', phase: 'inviting' | 'connecting' |
   * 'joining' | 'answering' | 'playing' | 'ended' | 'closed' | 'failed',
   * name, peer, code (the link or answer to send), status, offer, error }, or null.
   */
  friend: null,
  /** The player's name, as a friend sees it. */
  playerName: 'Player',
  /** A link made to the game (Link to this game): { link, revision }, shown while the tree's revision is the same. */
  share: null,
  orientation: 'w',
  colorChoice: 'w',
  playerColor: 'w',
  opponent: '3',
  /**
   * The player's move made during the engine's turn, played when the turn
   * comes if it is legal then: { from, to } from the board, { text } typed, or null.
   */
  premove: null,
  /** The promotion being chosen: { from, to }, or null. */
  promotion: null,
  hint: null,
  info: null,
  thinking: false,
  /**
   * Analysis mode, or null: the engine's lines for the position shown,
   * which never changes the game; what it found stays on the node (data
   * 'analysis': { depth, lines }). { lines, depth, position, crashes }
   */
  analysis: null,
  /**
   * The game review, or null: { moves (UCI, the game reviewed), path (its
   * node ids, [0] the root), marks and report (reviewGame's, when done),
   * running }. Each position's score is on its node (data 'review': { cp,
   * best, second }: White's cp, the engine's move there, the second line's cp).
   */
  review: null,
  /**
   * The position editor, or null: { chess (the position being set up, any
   * position at all), tool ('move', 'trash' or a piece such as 'wN'), error }.
   */
  editor: null,
  /** The better move to show as an arrow: { ply, move } (before move `ply`), or null. */
  better: null,
  /**
   * Learning from the review's mistakes (learn-ctrl.js), or null: { key,
   * flaws (reviewFlaws), solved (a Set of plies), index, feedback ('find',
   * 'checking', 'fail', 'win', 'view', 'done'), hint, answer, checking }.
   */
  learn: null,
  /**
   * The repertoire drill (drill-ctrl.js), or null: { repertoire (the
   * package's Repertoire), color, pgn, cards (by line id), line, index (the
   * move asked next), chess (the drill's position), feedback ('your-move',
   * 'wrong', 'line-done', 'done'), slips, expected (the repertoire's move
   * after a wrong one), done (lines finished) }.
   */
  drill: null,
  /** Why the last repertoire given to the drill did not read, or ''. */
  drillError: '',
  /**
   * The puzzle trainer (puzzle-ctrl.js; fields there): the puzzles kept, your
   * rating and streak, the filter, a search running (finding), the message.
   */
  puzzles: {
    puzzles: [], player: newRating(), streak: 0, bestStreak: 0, filter: { theme: '', source: '' }, finding: null, message: '', loaded: false,
  },
  /** The puzzle on the board (puzzle-ctrl.js's next()), or null. */
  puzzle: null,
  /** Your mistakes across your games (mistakes-ctrl.js): the items kept, a review running (finding), the message. */
  mistakes: {
    items: [], finding: null, message: '', loaded: false,
  },
  /** The mistake on the board (mistakes-ctrl.js's next()), or null. */
  mistake: null,
  /** The rules new games get: 'standard' or 'chess960' (a random start of the 960). */
  variant: 'standard',
  /** The time control new games get: '' (none) or 'M+S'. */
  timeControl: '',
  /** Whether the engine's line and score are shown while it plays against you (off: no hints). */
  showThinking: false,
  /** The game's clocks (clock.js), or null. */
  clock: null,
  /**
   * How a game ended off the board: { winner: 'w' | 'b' | null, reason: 'time' | 'resignation' |
   * 'agreement' | 'record' }, or null; 'record' for a loaded game whose Result tag ended it.
   */
  result: null,
  /** Whether the player closed the result's strip on the board (until the game changes). */
  resultHidden: false,
  /** A message about the game (a declined draw offer), or ''. */
  notice: '',
  error: '',
  crashes: 0,
  /**
   * Whether the engine has already searched in this game (a move, a hint,
   * analysis): its next search then keeps what the last one learned
   * (sameGame), as a UCI engine does.
   */
  engineInGame: false,
  /** Engine-against-engine match: { a, b, aIsWhite, a_wins, b_wins, draws } or null. */
  match: null,
  /**
   * The user's PGN database and the opening explorer (games-ctrl.js), kept
   * across games: the file's name, size and bytes read so far, the games
   * indexed (count), unreadable ones (errors, firstError), whether it is
   * reading or complete, whether it is kept in this browser (saved: null
   * while saving), the list's filter, page and answer, and the explorer
   * (open, the FEN it answered for, its answer and sort).
   */
  games: {
    name: null,
    size: 0,
    bytes: 0,
    count: 0,
    errors: 0,
    firstError: null,
    reading: false,
    complete: false,
    saved: null,
    error: '',
    filter: {},
    page: 0,
    list: null,
    explorer: {
      open: false, fen: null, asked: 0, answer: null, sort: 'games', descending: true,
    },
  },
};

/** The position editor's tools: move pieces about, remove them, or place one ('wK' … 'bP'). */
export const EDITOR_TOOLS = ['move', ...['K', 'Q', 'R', 'B', 'N', 'P'].map((t) => `w${t}`), 'trash', ...['K', 'Q', 'R', 'B', 'N', 'P'].map((t) => `b${t}`)];

/** A castling right's colour and side: 'K' is White's kingside, 'q' Black's queenside. */
export const castlingRight = (letter) => ({
  color: letter === letter.toUpperCase() ? 'w' : 'b', side: letter.toLowerCase(),
});

/** The game's starting FEN, its moves in UCI and its rules, for the engine. */
export function gameRecord(chess) {
  const history = chess.history({ verbose: true });
  return {
    fen: history[0]?.before ?? chess.fen(), moves: history.map((m) => m.lan), chess960: chess.isChess960(),
  };
}

/** The node shown (the cursor, else the game's current position). */
export function shownId() {
  return state.cursor ?? state.tree.end;
}

/** The position of node `id`, for the engine: the game's start and the moves from it to the node. */
export function recordOf(id) {
  return { fen: state.tree.node(state.tree.root).fen, moves: state.tree.moves(id), chess960: state.chess.isChess960() };
}

/** The position shown, for the engine (recordOf the node shown). */
export function shownRecord() {
  return recordOf(shownId());
}

/** The game's ply the position shown belongs to: its own, or where its side line leaves the game. */
export function shownPly() {
  return state.tree.node(state.tree.branchOf(shownId())).ply;
}

/** Whether the position shown is off the game's line (a variation, or explored past its end). */
export function inSideLine() {
  return !state.tree.onGame(shownId());
}

/** The last position shown away from the live game: { key, game }, freed when replaced. */
let shownCache = null;

/**
 * The position shown: the live game, or a Chess set up from the shown
 * node's FEN (kept while it is shown: read it, do not change or free it).
 */
export function shownGame() {
  const id = shownId();
  if (id === state.tree.end) return state.chess;
  const { fen } = state.tree.node(id);
  const key = `${id}|${fen}`;
  if (shownCache?.key !== key) {
    shownCache?.game.free();
    shownCache = { key, game: shownCopy() };
  }
  return shownCache.game;
}

/** A new Chess at the position shown (from its node's FEN); the caller frees it. */
export function shownCopy() {
  return new Chess(state.tree.node(shownId()).fen, { chess960: state.chess.isChess960() });
}

/**
 * Forgets what belonged to the game before (its analysis, review, result,
 * hint, messages and the engine's memory of it): the one reset behind a new
 * game, a loaded game, a match game and a takeback (`sameGame`: the engine's
 * memory of the game and the last error are kept). The engines are stopped
 * by the controllers that own them.
 */
export function resetGameState({ sameGame = false } = {}) {
  // A takeback goes on with the same game: the engine keeps what it learned, the error stays.
  const kept = sameGame ? { engineInGame: state.engineInGame, error: state.error } : { engineInGame: false, error: '' };
  state.learn?.checking?.abort();
  Object.assign(state, {
    analysis: null,
    review: null,
    learn: null,
    better: null,
    result: null,
    hint: null,
    promotion: null,
    premove: null,
    cursor: null,
    info: null,
    thinking: false,
    notice: '',
    resultHidden: false,
    ...kept,
  });
}

/**
 * Makes the page's game (the start position), once, at start-up: its own
 * step, because the first Chess the rules module makes also compiles the
 * rules module's code for reading a FEN (in V8, a wasm function is compiled
 * on its first call).
 */
export function createGame() {
  state.chess ??= new Chess();
  state.tree ??= new GameLine(state.chess);
}

/** After the game was replaced or its moves changed wholesale (load, PGN, takeback): the board shows its end. */
export function gameReplaced() {
  state.cursor = null;
  state.share = null;
}

/**
 * Whether the side line shown in analysis is kept in the game's tree (it
 * leaves the game before its last move) and can be promoted or deleted.
 */
export function sideLineStored() {
  const id = shownId();
  return Boolean(state.analysis) && !state.tree.onGame(id) && !state.tree.pastEnd(id);
}

/**
 * Loads `fen` into `chess`, by Chess960's rules when `chess960`, else by the
 * standard rules and, where they refuse it, by Chess960's (a Shredder-FEN, or
 * a start no standard game has); throws the first rules' error. Returns
 * whether it read as Chess960.
 */
export function loadFenAnyRules(chess, fen, chess960 = false) {
  try {
    chess.load(fen, { chess960 });
    return chess960;
  } catch (error) {
    if (chess960) throw error;
    try {
      chess.load(fen, { chess960: true });
      return true;
    } catch {
      throw error;
    }
  }
}

/** Whether the game has ended: on the board, on time, by resignation or by agreement. */
export function gameOver() {
  return state.chess.isGameOver() || state.result !== null;
}

/**
 * Starts the side to move's clock at `now`, where the game has clocks, goes
 * on, and both sides have made their first move (clocksWait).
 */
export function resumeClock(now) {
  if (state.clock && !gameOver() && !clocksWait(state.chess.history().length)) startClock(state.clock, state.chess.turn(), now);
}

/** Whether a game of the player's is under way: moves played, not finished, not an engine match. */
export function gameInProgress() {
  return !gameOver() && !state.match && state.chess.history().length > 0;
}

/** Whether Hint means something: the player's turn in a game going on, shown at its current position. */
export function mayAskHint() {
  return !gameOver() && !state.setup && !state.match && !state.analysis && !state.thinking && state.cursor === null
    && !friendGameOn() && (state.opponent === 'human' || state.chess.turn() === state.playerColor);
}

/** Whether a game with a friend is set on the board but not being played (not started, or its connection gone). */
export function friendNotPlaying() {
  return state.opponent === 'friend' && state.friend?.phase !== 'playing';
}

/** Whether a game with a friend is on or about to be (no engine help then: no hint, no analysis). */
export function friendGameOn() {
  return state.opponent === 'friend' && ['inviting', 'connecting', 'joining', 'answering', 'playing', 'lost'].includes(state.friend?.phase ?? '');
}

/**
 * Whether Take back has something to take back: a move played here since the
 * game began or was loaded, or the end (resignation, flag, agreed draw) of a
 * game started here; not a record read from a PGN.
 */
export function mayTakeBack() {
  if (state.match) return false;
  // With a friend: asked for while the game goes on, never taken back alone.
  if (state.opponent === 'friend') return state.friend?.mode === 'post' ? Boolean(state.friend.canTakeBack) : !friendNotPlaying() && state.chess.history().length > 0;
  if (state.ownGame && state.result) return true;
  return state.chess.history().length > state.loadedPly;
}

/**
 * Why the game takes no move from the board or the move box on this screen,
 * or null: the Play screen's setup waits for its Play button (elsewhere the
 * board is free meanwhile), and the puzzles screen takes a puzzle's moves only
 * (its trainer takes them before this is asked).
 */
export function moveRefusal() {
  if (state.setup && state.screen === 'play') return 'Choose the game\'s settings, then press Play.';
  if (friendNotPlaying() && !gameOver()) return 'The game starts when your friend has joined.';
  if (state.screen === 'puzzles') return 'Solve puzzles first: the board here takes a puzzle\'s moves.';
  return null;
}

/** Whether the player moves both sides: a second player at this board, or no game set up yet. */
export function movesBothSides() {
  return state.opponent === 'human' || state.setup;
}

/** Whether the player may premove now: in a game against the engine, on the engine's turn. */
export function playerMayPremove() {
  return !state.setup && !state.analysis && !state.match && !state.promotion && state.cursor === null && !gameOver()
    && state.opponent !== 'human' && state.chess.turn() !== state.playerColor;
}
