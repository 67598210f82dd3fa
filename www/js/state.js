// The page's one state object, and what is read from it (the game record,
// the position shown, how the game ended). The controllers (game-ctrl.js,
// analysis-ctrl.js, review-ctrl.js, match-ctrl.js) change the state;
// view.js and the panels draw from it. What the user is doing on the board
// (a selection, a drag, the hovered square) is the board component's.
import { Chess } from '../ferrochess/js/index.js';

export const state = {
  /** The game (a Chess): made by createGame(), once, before anything reads it. */
  chess: null,
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
  viewPly: null,
  /**
   * Analysis mode, or null: the engine's lines for the position shown (the
   * game at viewPly, then the side line being explored, in UCI), which
   * never changes the game. { sideLine, lines, depth, position, crashes }
   */
  analysis: null,
  /**
   * The game review, or null: { moves (UCI, the game reviewed), evals
   * (White's cp after each ply, [0] the start), best (the engine's move in
   * each position), marks (when done), running }.
   */
  review: null,
  /**
   * The position editor, or null: { chess (the position being set up, any
   * position at all), tool ('move', 'trash' or a piece such as 'wN'), error }.
   */
  editor: null,
  /** The better move to show as an arrow: { ply, move } (before move `ply`), or null. */
  better: null,
  /** The rules new games get: 'standard' or 'chess960' (a random start of the 960). */
  variant: 'standard',
  /** The time control new games get: '' (none) or 'M+S'. */
  timeControl: '',
  /** Whether the engine's line and score are shown while it plays against you (off: no hints). */
  showThinking: false,
  /** The game's clocks (clock.js), or null. */
  clock: null,
  /** How a game ended off the board: { winner: 'w' | 'b' | null, reason: 'time' | 'resignation' | 'agreement' }, or null. */
  result: null,
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
};

/** The game's starting FEN, its moves in UCI and its rules, for the engine. */
export function gameRecord(chess) {
  const history = chess.history({ verbose: true });
  return {
    fen: history[0]?.before ?? chess.fen(), moves: history.map((m) => m.lan), chess960: chess.isChess960(),
  };
}

/** The position shown, for the engine: the game up to viewPly, then the side line. */
export function shownRecord() {
  const { fen, moves, chess960 } = gameRecord(state.chess);
  const played = state.viewPly === null ? moves : moves.slice(0, state.viewPly);
  return { fen, moves: [...played, ...(state.analysis?.sideLine ?? [])], chess960 };
}

/** The last position shown away from the live game: { key, game }, freed when replaced. */
let shownCache = null;

/**
 * The position shown: the live game, or an earlier ply while browsing, then
 * the side line in analysis. Built once per position and kept: read it, do
 * not change or free it.
 */
export function shownGame() {
  if (state.viewPly === null && !state.analysis?.sideLine.length) return state.chess;
  const { fen, moves, chess960 } = shownRecord();
  const key = `${chess960}|${fen}|${moves.join(' ')}`;
  if (shownCache?.key !== key) {
    shownCache?.game.free();
    shownCache = { key, game: shownCopy() };
  }
  return shownCache.game;
}

/** A new Chess at the position shown (which a side line may then extend); the caller frees it. */
export function shownCopy() {
  const { fen, moves, chess960 } = shownRecord();
  const view = new Chess(fen, { chess960 });
  for (const move of moves) view.move(move);
  return view;
}

/**
 * Forgets what belonged to the game before (its analysis, review, result,
 * hint, messages and the engine's memory of it): the one reset behind a new
 * game, a loaded game, a match game and a takeback. The engines are stopped
 * by the controllers that own them.
 */
export function resetGameState() {
  Object.assign(state, {
    analysis: null,
    review: null,
    better: null,
    result: null,
    hint: null,
    promotion: null,
    premove: null,
    viewPly: null,
    info: null,
    thinking: false,
    notice: '',
    error: '',
    engineInGame: false,
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
}

/**
 * Whether the side line shown in analysis is kept in the game's tree (it
 * leaves the game before its last move) and can be promoted or deleted.
 */
export function sideLineStored() {
  return Boolean(state.analysis?.sideLine.length) && state.viewPly !== null;
}

/** Whether the game has ended: on the board, on time, by resignation or by agreement. */
export function gameOver() {
  return state.chess.isGameOver() || state.result !== null;
}

/** Whether a game of the player's is under way: moves played, not finished, not an engine match. */
export function gameInProgress() {
  return !gameOver() && !state.match && state.chess.history().length > 0;
}

/** How `chess` ended on the board, in words, or null. */
export function outcomeText(chess) {
  const loser = chess.turn() === 'w' ? 'White' : 'Black';
  const winner = loser === 'White' ? 'Black' : 'White';
  switch (chess.outcome()) {
    case 'checkmate': return `Checkmate: ${winner} wins`;
    case 'stalemate': return 'Draw by stalemate';
    case 'insufficient_material': return 'Draw by insufficient material';
    case 'threefold_repetition': return 'Draw by threefold repetition';
    case 'fifty_moves': return 'Draw by the fifty-move rule';
    default: return null;
  }
}

/** How the game ended off the board, in words, or null. */
export function resultText() {
  const { result } = state;
  if (!result) return null;
  const name = (color) => (color === 'w' ? 'White' : 'Black');
  const loser = result.winner && (result.winner === 'w' ? 'b' : 'w');
  switch (result.reason) {
    case 'time':
      return result.winner
        ? `${name(loser)} lost on time: ${name(result.winner)} wins`
        : `${name(state.clock?.running ?? state.chess.turn())} ran out of time, but the other side cannot mate: draw`;
    case 'resignation':
      return `${name(loser)} resigned: ${name(result.winner)} wins`;
    default:
      return 'Draw by agreement';
  }
}

/** Whether `color` has only its king left (so it cannot win on time). */
export function bareKing(color) {
  return state.chess.board().flat().filter((p) => p && p.color === color).length === 1;
}

/** Whether the review is of the game as it stands (`moves`, its UCI moves, when the caller has them). */
export function reviewIsCurrent(moves) {
  if (!state.review) return false;
  return state.review.moves.join() === (moves ?? gameRecord(state.chess).moves).join();
}
