// The game and the settings kept across reloads (storage.js keeps one game a
// tab): what a snapshot holds, and how one is read back without trusting it.
import { createClock, timeLeft } from '../game/clock.js';
import { loadSnapshot, saveSnapshot } from './storage.js';
import { resumeClock, state, ANALYSIS_TOOLS } from '../state.js';
import { reviewIsCurrent } from '../review/review-state.js';
import { isName } from '../../ferrochess/js/play/protocol.js';

/** Saves the game and the settings. */
export function save() {
  saveSnapshot({
    // The game, with its variations; not what analysis explores past its end.
    pgn: state.chess.pgn({ maxWidth: 0, upToCurrent: true }),
    colorChoice: state.colorChoice,
    playerName: state.playerName,
    playerColor: state.playerColor,
    opponent: state.opponent,
    orientation: state.orientation,
    timeControl: state.timeControl,
    variant: state.variant,
    showThinking: state.showThinking,
    tool: state.tool,
    setup: state.setup,
    setupCancellable: state.setupCancellable,
    ownGame: state.ownGame,
    loadedPly: state.loadedPly,
    // The time each side has left now (a closed page's clock does not run).
    clock: state.clock && {
      base: state.clock.base,
      increment: state.clock.increment,
      remaining: { w: timeLeft(state.clock, 'w', performance.now()), b: timeLeft(state.clock, 'b', performance.now()) },
    },
    result: state.result,
    review: keptReview(),
  });
}

/** The finished review's score of each position of the game (from the start), so that a reload keeps it; or null. */
function keptReview() {
  const { review } = state;
  if (!review?.report || !reviewIsCurrent(review.moves)) return null;
  return review.path.map((id) => state.tree.data(id, 'review') ?? null);
}

/** Whether `score` is a review's score of a position as reviewScore makes it. */
function validScore(score) {
  return score !== null && typeof score === 'object'
    && Number.isFinite(score.cp) && Math.abs(score.cp) <= 100_000
    && (score.best === null || (typeof score.best === 'string' && /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(score.best)))
    && (score.second === null || Number.isFinite(score.second));
}

/** Puts a saved review's scores back on the game's positions; whether they fitted the game. */
function restoreReview(scores) {
  const path = state.tree.gamePath();
  if (!Array.isArray(scores) || scores.length !== path.length || !scores.every(validScore)) return false;
  path.forEach((id, ply) => {
    const { cp, best, second } = scores[ply];
    state.tree.setData(id, 'review', { cp, best, second });
  });
  return true;
}

/**
 * Restores the saved game and settings into the state, keeping only what is
 * valid; `offered(selectId, value)` says whether a picker offers a value.
 * Returns { review }: whether a finished review's scores came back (the
 * review controller then makes its report again, with no search).
 */
export function restore(offered) {
  const saved = loadSnapshot();
  // A first visit: the Play screen asks for the game's settings before it starts.
  if (!saved) {
    state.setup = true;
    return { review: false };
  }
  try {
    if (saved.pgn) state.chess.loadPgn(saved.pgn);
    // A saved game still in play says Result "*"; kept as a header, it would
    // outlive the mate that ends the game.
    if (state.chess.getHeaders().Result === '*') state.chess.removeHeader('Result');
  } catch {
    state.chess.reset();
  }
  if (['w', 'b', 'random'].includes(saved.colorChoice)) state.colorChoice = saved.colorChoice;
  if (isName(saved.playerName)) state.playerName = saved.playerName;
  if (['w', 'b'].includes(saved.playerColor)) state.playerColor = saved.playerColor;
  if (['w', 'b'].includes(saved.orientation)) state.orientation = saved.orientation;
  if (offered('level', saved.opponent)) state.opponent = saved.opponent;
  if (offered('time-control', saved.timeControl)) state.timeControl = saved.timeControl;
  if (offered('variant', saved.variant)) state.variant = saved.variant;
  if (typeof saved.showThinking === 'boolean') state.showThinking = saved.showThinking;
  if (ANALYSIS_TOOLS.includes(saved.tool)) state.tool = saved.tool;
  // A snapshot from before the setup existed: a game that has not begun waits for one.
  state.setup = typeof saved.setup === 'boolean' ? saved.setup : state.chess.history().length === 0;
  state.setupCancellable = state.setup && saved.setupCancellable === true && state.chess.history().length > 0;
  state.ownGame = saved.ownGame === true;
  if (Number.isInteger(saved.loadedPly) && saved.loadedPly >= 0) state.loadedPly = Math.min(saved.loadedPly, state.chess.history().length);
  const { result, clock } = saved;
  if (result && [null, 'w', 'b'].includes(result.winner) && ['time', 'resignation', 'agreement', 'record'].includes(result.reason)) {
    state.result = { winner: result.winner, reason: result.reason };
  }
  const validTime = (ms) => Number.isFinite(ms) && ms >= -60_000 && ms <= 24 * 3_600_000;
  if (clock && validTime(clock.base) && validTime(clock.increment) && validTime(clock.remaining?.w) && validTime(clock.remaining?.b)) {
    state.clock = createClock(clock.base, clock.increment);
    state.clock.remaining = { w: clock.remaining.w, b: clock.remaining.b };
    resumeClock(performance.now());
  }
  return { review: saved.review !== undefined && saved.review !== null && restoreReview(saved.review) };
}
