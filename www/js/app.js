// The page's controller: the handlers that change the state (state.js) and
// render(), which draws everything from it. The engine runs in module
// workers (engine-client.js), so the page never blocks while it thinks; a
// reply for a position the page has left (after a takeback, a new game, a
// step in analysis) is dropped. The parts live in their own files: the
// board and its arrows, pointer input, the opponents, storage, the engine
// client, and the analysis, review and clock panels with their arithmetic.
import { Chess, chess960Fen, DEFAULT_POSITION } from '../ferrochess/js/index.js';
import { createBoard, renderBoard, pieceGraphic } from './board.js';
import { createArrowLayer, renderArrows } from './arrows.js';
import { enablePointerInput } from './drag.js';
import { engineOptions, fillOpponentPicker, opponentLabel, opponentRating } from './opponents.js';
import { registerServiceWorker } from './isolation.js';
import { EngineClient } from './engine-client.js';
import { loadSnapshot, saveSnapshot } from './storage.js';
import { renderAnalysis } from './analysis-panel.js';
import { reviewMoves, whiteCp } from './review.js';
import { typedMove, castleFor, castleTargets } from './input.js';
import { REVIEW_SYMBOLS, renderReview } from './review-view.js';
import {
  createClock, engineBudget, flagFallen, parseTimeControl, pressClock, startClock, stopClock, timeLeft,
} from './clock.js';
import { renderClocks } from './clock-view.js';
import {
  bareKing, gameOver, gameRecord, outcomeText, resultText, reviewIsCurrent, shownCopy, shownGame, shownRecord, state,
} from './state.js';

/** How long analysis searches one position before it settles (ms). */
const ANALYSIS_MOVETIME = 600_000;
/** Lines the analysis shows. */
const ANALYSIS_LINES = 3;
/** Nodes the review searches in each position of the game. */
const REVIEW_NODES = 150_000;

const $ = (id) => document.getElementById(id);
const boardEl = $('board');

// The opponent picker gets the ratings; the match pickers offer the same engines.
fillOpponentPicker($('level'));
for (const id of ['match-a', 'match-b']) {
  const copy = $('level').cloneNode(true);
  copy.querySelector('option[value="human"]')?.remove();
  $(id).replaceChildren(...copy.children);
}
const squares = createBoard(boardEl);
const arrowLayer = createArrowLayer(boardEl.parentElement);
const engine = new EngineClient();
// The review has its own worker (node-limited searches use one thread), so
// playing, hints and analysis never interrupt it.
const reviewer = new EngineClient({ threads: 1 });
$('engine-threads').textContent =
  engine.threads > 1
    ? `The engine searches on ${engine.threads} threads.`
    : 'The engine searches on one thread: this page is not cross-origin isolated, so the browser allows no shared memory.';
$('engine-threads').dataset.threads = String(engine.threads);

// ---------------------------------------------------------------- state

function save() {
  saveSnapshot({
    pgn: state.chess.pgn({ maxWidth: 0 }),
    colorChoice: state.colorChoice,
    playerColor: state.playerColor,
    opponent: state.opponent,
    orientation: state.orientation,
    timeControl: state.timeControl,
    variant: state.variant,
    showThinking: state.showThinking,
    // The time each side has left now (a closed page's clock does not run).
    clock: state.clock && {
      base: state.clock.base,
      increment: state.clock.increment,
      remaining: { w: timeLeft(state.clock, 'w', performance.now()), b: timeLeft(state.clock, 'b', performance.now()) },
    },
    result: state.result,
  });
}

function restore() {
  const saved = loadSnapshot();
  if (!saved) return;
  try {
    if (saved.pgn) state.chess.loadPgn(saved.pgn);
    // A saved game still in play says Result "*"; kept as a header, it would
    // outlive the mate that ends the game.
    if (state.chess.getHeaders().Result === '*') state.chess.removeHeader('Result');
  } catch {
    state.chess.reset();
  }
  if (['w', 'b', 'random'].includes(saved.colorChoice)) state.colorChoice = saved.colorChoice;
  if (['w', 'b'].includes(saved.playerColor)) state.playerColor = saved.playerColor;
  if (['w', 'b'].includes(saved.orientation)) state.orientation = saved.orientation;
  if ([...$('level').options].some((o) => o.value === saved.opponent)) state.opponent = saved.opponent;
  if ([...$('time-control').options].some((o) => o.value === saved.timeControl)) state.timeControl = saved.timeControl;
  if ([...$('variant').options].some((o) => o.value === saved.variant)) state.variant = saved.variant;
  if (typeof saved.showThinking === 'boolean') state.showThinking = saved.showThinking;
  const { result, clock } = saved;
  if (result && [null, 'w', 'b'].includes(result.winner) && ['time', 'resignation', 'agreement'].includes(result.reason)) {
    state.result = { winner: result.winner, reason: result.reason };
  }
  const validTime = (ms) => Number.isFinite(ms) && ms >= -60_000 && ms <= 24 * 3_600_000;
  if (clock && validTime(clock.base) && validTime(clock.increment) && validTime(clock.remaining?.w) && validTime(clock.remaining?.b)) {
    state.clock = createClock(clock.base, clock.increment);
    state.clock.remaining = { w: clock.remaining.w, b: clock.remaining.b };
    if (!gameOver()) startClock(state.clock, state.chess.turn(), performance.now());
  }
}

/** Ends the game off the board; the review and the analysis follow, as after a mate. */
function endGame(result) {
  cancelSearch();
  state.result = result;
  // The PGN says how it ended: a resignation, a flag or an agreed draw.
  state.chess.setHeader('Result', result.winner === null ? '1/2-1/2' : result.winner === 'w' ? '1-0' : '0-1');
  const how = { time: 'time forfeit', resignation: 'normal', agreement: 'normal' }[result.reason];
  state.chess.setHeader('Termination', how);
  if (state.clock) stopClock(state.clock, performance.now());
  save();
  if (!state.match) reviewAndAnalyse();
  render();
}

function cancelSearch() {
  engine.cancel();
  state.thinking = false;
  state.info = null;
}

function engineToMove() {
  if (gameOver() || state.analysis) return false;
  if (state.match) return true;
  return state.opponent !== 'human' && state.chess.turn() !== state.playerColor;
}

/** The engine settings for the side to move. */
function currentOpponent() {
  if (!state.match) return state.opponent;
  const whiteIsA = state.match.aIsWhite;
  return (state.chess.turn() === 'w') === whiteIsA ? state.match.a : state.match.b;
}

/** Who the player faces, with the rating when the opponent has one. */
function opponentText() {
  if (state.match || state.opponent === 'human') return '';
  const option = $('level').selectedOptions[0];
  const name = option?.dataset.name ?? option?.textContent ?? state.opponent;
  const rating = opponentRating(state.opponent);
  if (rating === null) return `Opponent: ${name}`;
  return state.opponent.startsWith('elo:') ? `Opponent: ${opponentLabel(state.opponent)}` : `Opponent: ${name}, ${opponentLabel(state.opponent)}`;
}

/**
 * How long a rated opponent seems to think before it moves, in
 * milliseconds: weak ratings search only a few nodes and would answer
 * instantly, which feels like a machine; a person takes a moment.
 */
function thinkingPause(opponent) {
  if (state.match || opponentRating(opponent) === null) return 0;
  return 400 + Math.random() * 700;
}

const delay = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/**
 * Whether the engine's next search may keep what its last one learned (its
 * table and move history): yes within one game (moves, hints, analysis),
 * after the game's first search. The two sides of a match stay apart.
 */
function continuesGame() {
  const same = state.engineInGame && !state.match;
  state.engineInGame = true;
  return same;
}

function maybeEngineMove() {
  if (!engineToMove() || state.thinking) return;
  const engineColor = state.chess.turn();
  state.thinking = true;
  state.info = null;
  render();
  const options = { ...engineOptions(currentOpponent()) };
  options.sameGame = continuesGame();
  let pauseMs = thinkingPause(currentOpponent());
  if (state.clock) {
    // The engine's time fits its clock: the pause and the search share its budget.
    const budget = engineBudget(timeLeft(state.clock, engineColor, performance.now()), state.clock.increment);
    pauseMs = Math.min(pauseMs, budget / 3);
    options.movetime = Math.max(10, Math.round(Math.min(options.movetime ?? Infinity, budget - pauseMs)));
  }
  const pause = delay(pauseMs);
  const search = engine.search({ ...gameRecord(state.chess), ...options }, {
    onInfo: (info) => {
      state.info = { ...info, color: engineColor };
      renderThinking();
    },
    onProgress: (progress) => {
      // Between iterations, keep the node rate live.
      if (!state.info) return;
      state.info = { ...state.info, nps: progress.nps };
      renderThinking();
    },
  });
  search.result
    .then(async (result) => {
      await pause;
      if (!result || !engine.isCurrent(search.generation)) return; // stale: the position changed
      state.thinking = false;
      state.crashes = 0;
      if (result.bestMove) {
        state.info = result.depth > 0 ? { ...result, color: engineColor } : state.info;
        applyMove(result.bestMove);
      }
      render();
      if (state.match) continueMatch();
    })
    .catch((error) => {
      if (!engine.isCurrent(search.generation)) return;
      state.thinking = false;
      if (error.crashed && state.crashes < 2) {
        // The worker died or went silent: the engine restarts it; ask again.
        state.crashes += 1;
        maybeEngineMove();
        return;
      }
      state.error = `The engine failed: ${error.message}`;
      render();
    });
}

function applyMove(move) {
  if (state.result) throw new Error(`the game is over: ${resultText()}`);
  const played = state.chess.move(move);
  if (state.clock) pressClock(state.clock, performance.now());
  state.notice = '';
  state.selected = null;
  state.hint = null;
  state.viewPly = null;
  state.error = '';
  const side = played.color === 'w' ? 'White' : 'Black';
  $('announce').textContent = `${side} played ${played.san}`;
  save();
  dropStaleReview();
  // A finished game is reviewed and opens the analysis (not between the games of a match).
  if (state.chess.isGameOver()) {
    if (state.clock) stopClock(state.clock, performance.now());
    if (!state.match) reviewAndAnalyse();
  }
  return played;
}

/** Plays a move on the board: into the game, or into the side line in analysis. */
function playMove(move) {
  if (state.analysis) {
    const explored = shownCopy().move(move);
    state.analysis.sideLine.push(explored.lan);
    state.selected = null;
    state.hint = null;
    analyse();
    return;
  }
  applyMove(move);
  render();
  maybeEngineMove();
}

/** Plays a move from the user; asks for the promotion piece when needed. */
function userMove(from, to) {
  const game = inputGame();
  const moves = game.moves({ square: from, verbose: true });
  const candidates = moves.filter((m) => m.to === to);
  if (candidates.length === 0) {
    // The king onto its own rook castles (as Chess960 writes castling), and
    // in Chess960 the king dropped on its castling square (g or c) too.
    const castle = castleFor(game, from, to);
    if (castle) {
      playMove({ from, to: castle.to });
      return;
    }
  }
  if (candidates.length === 0) {
    state.selected = null;
    render();
    return;
  }
  if (candidates.some((m) => m.promotion)) {
    state.promotion = { from, to };
    render();
    return;
  }
  playMove({ from, to });
}

/** The game the board's input plays in: the position shown in analysis, else the live game. */
function inputGame() {
  return state.analysis ? shownGame() : state.chess;
}

/** Whether the board's input may move the piece on `square` now. */
function canMoveFrom(square) {
  if (state.promotion) return false;
  const game = inputGame();
  // In analysis either side moves in the position shown; in play, the
  // player moves in the live game, on their turn.
  const allowed = state.analysis
    ? !game.isGameOver()
    : !state.match && state.viewPly === null && !gameOver()
      && (state.opponent === 'human' || game.turn() === state.playerColor);
  const piece = game.get(square);
  return allowed && piece !== undefined && piece.color === game.turn();
}

// ---------------------------------------------------------------- analysis

/** Turns analysis on (stopping a match or a search for the engine's move). */
function startAnalysis() {
  stopMatch();
  cancelSearch();
  state.analysis = { sideLine: [], lines: [], depth: 0, crashes: 0 };
  analyse();
}

/** Leaves analysis: its search stops; the game goes on where it was. */
function stopAnalysis() {
  if (!state.analysis) return;
  state.analysis = null;
  cancelSearch();
  render();
  maybeEngineMove();
}

/** (Re)starts the analysis of the position shown; earlier lines are dropped at once. */
function analyse() {
  const analysis = state.analysis;
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
  const search = engine.search({ ...shownRecord(), multiPv: ANALYSIS_LINES, movetime: ANALYSIS_MOVETIME, sameGame: continuesGame() }, {
    onInfo: (info) => {
      if (state.analysis !== analysis) return;
      analysis.lines = info.lines;
      analysis.depth = info.depth;
      // Only what the new lines change: the panel, the arrows, the bar.
      renderAnalysisPanel();
      renderArrows(arrowLayer, boardArrows(), state.orientation);
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

// ---------------------------------------------------------------- review

/** Forgets a review of moves the game no longer has (after a takeback, a new game…). */
function dropStaleReview() {
  if (state.review && !reviewIsCurrent()) {
    state.review = null;
    state.better = null;
    reviewer.cancel();
  }
}

/** Reviews the game and opens the analysis (which waits for the review). */
function reviewAndAnalyse() {
  startReview();
  if (!state.analysis) startAnalysis();
}

/** Reviews the game: the engine scores every position, one after another, in its worker. */
function startReview() {
  const { fen, moves, chess960 } = gameRecord(state.chess);
  if (moves.length === 0) return;
  const review = { fen, moves, evals: [], best: [], marks: null, running: true };
  state.review = review;
  state.better = null;
  const game = new Chess(fen, { chess960 });
  const step = (ply) => {
    if (state.review !== review) {
      game.free();
      return;
    }
    if (ply > moves.length) {
      game.free();
      review.running = false;
      review.marks = reviewMoves(review.evals, review.best, moves);
      render();
      analyse(); // the analysis waited for the engine
      return;
    }
    if (ply > 0) game.move(moves[ply - 1]);
    if (game.isGameOver()) {
      review.evals[ply] = game.isCheckmate() ? (game.turn() === 'w' ? -10_000 : 10_000) : 0;
      review.best[ply] = null;
      renderReview();
      step(ply + 1);
      return;
    }
    const whiteToMove = game.turn() === 'w';
    const search = reviewer.search({
      fen, moves: moves.slice(0, ply), chess960, nodes: REVIEW_NODES,
    });
    search.result.then((result) => {
      if (!result || state.review !== review) return;
      review.evals[ply] = whiteCp(result.score, whiteToMove);
      review.best[ply] = result.bestMove;
      renderReview();
      step(ply + 1);
    }, (error) => {
      if (state.review !== review) return;
      review.running = false;
      state.error = `The review failed: ${error.message}`;
      render();
    });
  };
  render();
  step(0);
}

function cancelReview() {
  if (!state.review?.running) return;
  state.review = null;
  reviewer.cancel();
  render();
  analyse();
}

/** Shows the position before a reviewed move, with the engine's better move as an arrow. */
function showBetterMove(ply) {
  const mark = state.review?.marks?.[ply - 1];
  if (!mark?.better) return;
  state.better = { ply, move: mark.better };
  showPly(ply - 1);
}

/** Shows another ply of the game; in analysis, the side line is dropped and the position analysed. */
function showPly(ply) {
  state.viewPly = ply;
  state.selected = null;
  if (state.better && ply !== state.better.ply - 1) state.better = null;
  if (state.analysis) {
    state.analysis.sideLine = [];
    analyse();
  } else {
    render();
  }
}

// ---------------------------------------------------------------- engine match

function matchScoreText() {
  const m = state.match;
  if (!m) return '';
  const name = (value) => $('match-a').querySelector(`option[value="${value}"]`)?.textContent ?? value;
  const games = m.aWins + m.bWins + m.draws;
  return `${name(m.a)} ${m.aWins + m.draws / 2} – ${m.bWins + m.draws / 2} ${name(m.b)} after ${games} game${games === 1 ? '' : 's'}`;
}

/**
 * Sets up a new game's start by the chosen variant: the standard position,
 * or a random one of Chess960's 960 (its number shown).
 */
function setUpStart() {
  if (state.variant === 'chess960') {
    const n = Math.floor(Math.random() * 960);
    state.chess.load(chess960Fen(n), { chess960: true });
    state.notice = `Chess960 start position ${n}: castle by moving the king onto its rook, or with O-O.`;
  } else {
    state.chess.load(DEFAULT_POSITION, { chess960: false });
    state.notice = '';
  }
}

/** The new game's PGN headers: who plays which side, the date, the time control. */
function writeGameHeaders() {
  const optionName = (select, value) => select.querySelector(`option[value="${CSS.escape(value)}"]`)?.textContent ?? value;
  let white;
  let black;
  if (state.match) {
    const a = optionName($('match-a'), state.match.a);
    const b = optionName($('match-b'), state.match.b);
    [white, black] = state.match.aIsWhite ? [a, b] : [b, a];
  } else if (state.opponent !== 'human') {
    const engineName = `ferrochess (${opponentText().replace(/^Opponent: /, '')})`;
    [white, black] = state.playerColor === 'w' ? ['Player', engineName] : [engineName, 'Player'];
  }
  if (white) state.chess.setHeader('White', white);
  if (black) state.chess.setHeader('Black', black);
  const today = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  state.chess.setHeader('Date', `${today.getFullYear()}.${pad(today.getMonth() + 1)}.${pad(today.getDate())}`);
  const control = !state.match && parseTimeControl(state.timeControl);
  // PGN's time control: seconds, plus the increment.
  if (control) state.chess.setHeader('TimeControl', `${control.baseMs / 1000}+${control.incrementMs / 1000}`);
}

function startMatchGame() {
  cancelSearch();
  state.analysis = null;
  state.result = null;
  state.clock = null;
  setUpStart();
  state.orientation = state.match.aIsWhite ? 'w' : 'b';
  state.viewPly = null;
  writeGameHeaders();
  render();
  maybeEngineMove();
}

function continueMatch() {
  const m = state.match;
  if (!state.chess.isGameOver()) {
    maybeEngineMove();
    return;
  }
  const outcome = state.chess.outcome();
  if (outcome === 'checkmate') {
    const whiteWon = state.chess.turn() === 'b';
    if (whiteWon === m.aIsWhite) m.aWins += 1;
    else m.bWins += 1;
  } else {
    m.draws += 1;
  }
  $('match-score').textContent = matchScoreText();
  m.aIsWhite = !m.aIsWhite;
  const generation = engine.generation;
  setTimeout(() => {
    if (state.match === m && engine.isCurrent(generation)) startMatchGame();
  }, 1500);
}

function stopMatch() {
  if (!state.match) return;
  cancelSearch();
  $('match-score').textContent = `${matchScoreText()} (stopped)`;
  state.match = null;
  state.engineInGame = false;
  render();
}

function newGame() {
  stopMatch();
  cancelSearch();
  state.analysis = null;
  state.review = null;
  state.better = null;
  reviewer.cancel();
  state.engineInGame = false;
  state.result = null;
  setUpStart();
  const control = parseTimeControl(state.timeControl);
  state.clock = control && createClock(control.baseMs, control.incrementMs);
  if (state.clock) startClock(state.clock, 'w', performance.now());
  state.playerColor = state.colorChoice === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : state.colorChoice;
  state.orientation = state.playerColor;
  writeGameHeaders();
  state.selected = null;
  state.hint = null;
  state.promotion = null;
  state.viewPly = null;
  state.error = '';
  save();
  render();
  maybeEngineMove();
}

function takeBack() {
  stopMatch();
  const wasThinking = state.thinking;
  cancelSearch();
  state.analysis = null;
  state.review = null;
  state.better = null;
  reviewer.cancel();
  state.promotion = null;
  state.hint = null;
  state.viewPly = null;
  state.notice = '';
  // Taking back a resignation, a flag or an agreed draw resumes the game.
  const resumed = state.result !== null;
  state.result = null;
  if (resumed) {
    state.chess.removeHeader('Result');
    state.chess.removeHeader('Termination');
  }
  if (!resumed) {
    state.chess.undo();
    // Against the engine, take back to the player's own turn.
    if (!wasThinking && state.opponent !== 'human' && state.chess.turn() !== state.playerColor) {
      state.chess.undo();
    }
  }
  if (state.clock && !state.chess.isGameOver()) startClock(state.clock, state.chess.turn(), performance.now());
  state.selected = null;
  save();
  render();
  maybeEngineMove();
}

function showHint() {
  if (engineToMove() || gameOver() || state.thinking || state.analysis) return;
  state.thinking = true;
  render();
  const search = engine.search({ ...gameRecord(state.chess), nodes: 300000, sameGame: continuesGame() });
  search.result
    .then((result) => {
      if (!result) return;
      state.thinking = false;
      state.hint = result.bestMove ? [result.bestMove.slice(0, 2), result.bestMove.slice(2, 4)] : null;
      state.error = result.san ? `Hint: ${result.san}` : '';
      render();
    })
    .catch(() => {
      if (!engine.isCurrent(search.generation)) return;
      state.thinking = false;
      render();
    });
}

// ---------------------------------------------------------------- render

/** Checks for a fallen flag; ends the game when one has. */
function checkFlag() {
  if (!state.clock || gameOver()) return;
  const flagged = flagFallen(state.clock, performance.now());
  if (!flagged) return;
  const other = flagged === 'w' ? 'b' : 'w';
  state.clock.remaining[flagged] = 0;
  endGame({ winner: bareKing(other) ? null : other, reason: 'time' });
}

function resign() {
  if (gameOver() || state.match) return;
  // Against the engine the player resigns; between two players, the side to move.
  const loser = state.opponent === 'human' ? state.chess.turn() : state.playerColor;
  endGame({ winner: loser === 'w' ? 'b' : 'w', reason: 'resignation' });
}

/**
 * Offers a draw. The engine accepts when its own evaluation (a quick search
 * of the position) says it stands worse (by half a pawn or more), or the
 * position is dead level (within 0.15) late in the game: at most 12 men on
 * the board, kings included. Between two players the offer is taken as agreed.
 */
function offerDraw() {
  if (gameOver() || state.match || state.analysis) return;
  if (state.opponent === 'human') {
    endGame({ winner: null, reason: 'agreement' });
    return;
  }
  const engineColor = state.playerColor === 'w' ? 'b' : 'w';
  const position = gameRecord(state.chess);
  state.notice = 'The engine considers your offer…';
  render();
  const search = reviewer.search({ ...position, nodes: 200_000 });
  search.result.then((result) => {
    if (!result || gameOver() || gameRecord(state.chess).moves.join() !== position.moves.join()) return;
    const engineView = whiteCp(result.score, state.chess.turn() === 'w') * (engineColor === 'w' ? 1 : -1);
    const men = state.chess.board().flat().filter(Boolean).length;
    if (engineView <= -50 || (Math.abs(engineView) <= 15 && men <= 12)) {
      state.notice = '';
      endGame({ winner: null, reason: 'agreement' });
    } else {
      state.notice = 'The engine declines the draw.';
      render();
    }
  }, () => {
    state.notice = '';
    render();
  });
}

/** `score`, from the side `color`'s point of view, from White's. */
function whiteScore(score, color) {
  if (color !== 'b') return score;
  return 'mate' in score ? { mate: -score.mate } : { cp: -score.cp };
}

function scoreText(score) {
  if ('mate' in score) return `#${score.mate}`;
  return (score.cp / 100).toFixed(2);
}

function renderThinking() {
  const { info } = state;
  // Scores are White's, as on the bar and in the analysis.
  const line = info
    ? `depth ${info.depth}  ${scoreText(whiteScore(info.score, info.color))}  ${Math.round(info.nps / 1000)}k nps  ${info.pvSan.slice(0, 6).join(' ')}`
    : '';
  // Against you, the engine keeps its plan to itself unless you ask; a
  // match, the analysis and a finished game show it.
  const reveal = state.showThinking || Boolean(state.match) || Boolean(state.analysis)
    || state.opponent === 'human' || gameOver();
  const shownLine = reveal ? line : '';
  $('thinking').textContent = state.thinking ? `Thinking… ${shownLine}`.trimEnd() : shownLine;
  // The bar shows the analysis of the position shown, else the engine's last search.
  const analysed = state.analysis?.lines.length ? { score: state.analysis.lines[0].score, color: state.analysis.position.turn } : null;
  const shownInfo = state.analysis ? analysed : info;
  let white = 0;
  if (shownInfo) {
    const { score } = shownInfo;
    const relative = 'mate' in score ? Math.sign(score.mate) * 10 : Math.max(-10, Math.min(10, score.cp / 100));
    white = shownInfo.color === 'w' ? relative : -relative;
  }
  // A mate on the board is the whole bar, whatever the last search said.
  const shown = shownGame();
  if (shown.isCheckmate()) white = shown.turn() === 'w' ? -10 : 10;
  if (shown !== state.chess) shown.free();
  $('eval-fill').style.height = `${50 + white * 5}%`;
  $('eval-bar').setAttribute('aria-valuenow', white.toFixed(1));
}

function render() {
  const { chess } = state;
  const shown = shownGame();
  const history = chess.history({ verbose: true });
  const shownHistory = shown.history({ verbose: true });
  const last = shownHistory[shownHistory.length - 1] ?? null;
  let checkSquare = null;
  if (shown.isCheck()) {
    checkSquare = shown.board().flat().find((p) => p && p.type === 'k' && p.color === shown.turn())?.square ?? null;
  }
  const focus = state.selected ?? (state.dragFrom ? null : state.hovered);
  const legal = new Map();
  if (focus && canMoveFrom(focus)) {
    for (const move of shown.moves({ square: focus, verbose: true })) legal.set(move.to, move.isCapture());
  }
  renderBoard(boardEl, squares, {
    board: shown.board(),
    orientation: state.orientation,
    selected: state.selected,
    legal,
    lastMove: last,
    checkSquare,
    dragFrom: state.dragFrom,
    // A dropped piece is already where it lands: no animation for it.
    animate: !state.justDropped,
  });
  state.justDropped = false;
  renderArrows(arrowLayer, boardArrows(), state.orientation);
  renderAnalysisPanel();
  renderReview();

  const outcome = outcomeText(chess) ?? resultText();
  const side = chess.turn() === 'w' ? 'White' : 'Black';
  $('status').textContent = outcome ?? `${side} to move${chess.isCheck() ? ' (check)' : ''}`;
  const banner = $('banner');
  banner.hidden = !outcome || state.viewPly !== null || Boolean(state.analysis?.sideLine.length);
  banner.textContent = outcome ?? '';
  $('opening').textContent = (() => {
    const opening = chess.opening();
    return opening ? `${opening.eco} ${opening.name}` : '';
  })();
  renderThinking();
  renderClocks();
  $('notice').textContent = state.notice;
  const playing = !gameOver() && !state.match;
  $('resign').disabled = !playing;
  $('offer-draw').disabled = !playing || Boolean(state.analysis);
  $('time-control').value = state.timeControl;
  $('variant').value = state.variant;
  $('show-thinking').checked = state.showThinking;
  $('move-error').textContent = state.error;
  if (document.activeElement !== $('fen')) $('fen').value = shown.fen();
  if (document.activeElement !== $('pgn')) $('pgn').value = chess.pgn({ maxWidth: 80 });
  $('color').value = state.colorChoice;
  $('level').value = state.opponent;
  $('opponent').textContent = opponentText();

  const items = [];
  for (let i = 0; i < history.length; i += 2) {
    const li = document.createElement('li');
    for (const [offset, move] of history.slice(i, i + 2).entries()) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = move.san;
      button.dataset.ply = String(i + offset + 1);
      const current = (state.viewPly ?? history.length) === i + offset + 1;
      if (current) button.classList.add('current');
      const mark = reviewIsCurrent() ? state.review.marks?.[i + offset] : undefined;
      if (mark) {
        button.dataset.review = mark.kind;
        if (REVIEW_SYMBOLS[mark.kind]) button.textContent += REVIEW_SYMBOLS[mark.kind];
      }
      li.append(button);
    }
    items.push(li);
  }
  $('moves').replaceChildren(...items);

  const promotion = $('promotion');
  promotion.hidden = !state.promotion;
  if (state.promotion) {
    const color = chess.turn();
    promotion.replaceChildren(...['q', 'r', 'b', 'n'].map((type) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.promotion = type;
      button.dataset.piece = color + type.toUpperCase();
      button.className = `promo ${color}`;
      button.replaceChildren(pieceGraphic(color, type));
      button.setAttribute('aria-label', { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[type]);
      return button;
    }));
  }
}

/** The arrows on the board: a reviewed move's better move, the analysis lines (best first), or the hint. */
function boardArrows() {
  const arrow = (uci, kind) => ({ from: uci.slice(0, 2), to: uci.slice(2, 4), kind });
  const arrows = [];
  const shownPly = state.viewPly ?? state.chess.history().length;
  if (state.better && shownPly === state.better.ply - 1 && !state.analysis?.sideLine.length) {
    arrows.push(arrow(state.better.move, 'better'));
  }
  if (state.analysis) {
    arrows.push(...state.analysis.lines.map((line, index) => arrow(line.move, index === 0 ? 'best' : 'line')));
  } else if (state.hint) {
    arrows.push({ from: state.hint[0], to: state.hint[1], kind: 'hint' });
  }
  return arrows;
}

/**
 * What the analysis panel says about the position shown, worked out once
 * per position: { turn, fullmove, over, sideLine (SAN), sideLineStart }.
 */
function describeShownPosition() {
  const fullmove = (fen) => Number(fen.split(' ')[5]);
  const { fen, moves, chess960 } = shownRecord();
  const game = new Chess(fen, { chess960 });
  const sideStart = moves.length - state.analysis.sideLine.length;
  for (const move of moves.slice(0, sideStart)) game.move(move);
  const sideLineStart = { turn: game.turn(), fullmove: fullmove(game.fen()) };
  const sideLine = state.analysis.sideLine.map((uci) => game.move(uci).san);
  const described = {
    turn: game.turn(),
    fullmove: fullmove(game.fen()),
    over: game.isGameOver() ? (outcomeText(game) ?? 'Game over') : null,
    sideLine,
    sideLineStart,
  };
  game.free();
  return described;
}

function renderAnalysisPanel() {
  $('analyse').setAttribute('aria-pressed', String(Boolean(state.analysis)));
  const analysis = state.analysis;
  const view = analysis && {
    ...analysis.position, lines: analysis.lines, depth: analysis.depth, waiting: Boolean(state.review?.running),
  };
  renderAnalysis({
    panel: $('analysis'),
    status: $('analysis-status'),
    lines: $('analysis-lines'),
    sideLine: $('side-line'),
    sideLineText: $('side-line-text'),
  }, view);
}

// ---------------------------------------------------------------- input

function onSquareClick(square) {
  if (state.viewPly !== null && !state.analysis) {
    state.viewPly = null;
    render();
    return;
  }
  if (state.selected && state.selected !== square && canMoveFrom(state.selected)) {
    const game = inputGame();
    const targets = [
      ...game.moves({ square: state.selected, verbose: true }).map((m) => m.to),
      ...castleTargets(game, state.selected),
    ];
    if (targets.includes(square)) {
      userMove(state.selected, square);
      return;
    }
  }
  state.selected = canMoveFrom(square) && state.selected !== square ? square : null;
  render();
}

enablePointerInput(boardEl, {
  canDrag: canMoveFrom,
  onClick: onSquareClick,
  onDragStart(square) {
    state.dragFrom = square;
    state.selected = square;
    render();
  },
  onDrop(from, to) {
    state.dragFrom = null;
    state.justDropped = true;
    userMove(from, to);
  },
  onCancel() {
    state.dragFrom = null;
    render();
  },
  ghost(square) {
    const piece = inputGame().get(square);
    return pieceGraphic(piece.color, piece.type, 'drag-ghost piece');
  },
});

boardEl.addEventListener('pointerover', (event) => {
  const square = event.target.closest('[data-square]')?.dataset.square ?? null;
  if (square !== state.hovered) {
    state.hovered = square;
    render();
  }
});

boardEl.addEventListener('pointerleave', () => {
  state.hovered = null;
  render();
});

// Keyboard: arrow keys move a focus ring over the squares; Enter or Space
// acts like a click.
boardEl.addEventListener('keydown', (event) => {
  const current = event.target.closest('[data-square]')?.dataset.square;
  if (!current) return;
  const deltas = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  if (deltas[event.key]) {
    event.preventDefault();
    const flip = state.orientation === 'w' ? 1 : -1;
    const file = current.charCodeAt(0) - 97 + deltas[event.key][0] * flip;
    const rank = Number(current[1]) + deltas[event.key][1] * flip;
    if (file >= 0 && file < 8 && rank >= 1 && rank <= 8) squares.get(String.fromCharCode(97 + file) + rank).focus();
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onSquareClick(current);
  }
});
squares.forEach((el) => { el.tabIndex = 0; });

/** Closes the promotion picker without moving. */
function cancelPromotion() {
  if (!state.promotion) return;
  state.promotion = null;
  state.selected = null;
  render();
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') cancelPromotion();
});

$('promotion').addEventListener('click', (event) => {
  const type = event.target.closest('[data-promotion]')?.dataset.promotion;
  // A click beside the pieces cancels, as Escape does.
  if (!type) {
    cancelPromotion();
    return;
  }
  if (!state.promotion) return;
  const { from, to } = state.promotion;
  state.promotion = null;
  playMove({ from, to, promotion: type });
});

$('moves').addEventListener('click', (event) => {
  const ply = event.target.closest('[data-ply]')?.dataset.ply;
  if (!ply) return;
  const n = Number(ply);
  showPly(n === state.chess.history().length ? null : n);
});

document.addEventListener('keydown', (event) => {
  if (event.target.closest('input, textarea, select, [data-square]')) return;
  const total = state.chess.history().length;
  const at = state.viewPly ?? total;
  if (event.key === 'ArrowLeft' && state.analysis?.sideLine.length) {
    // In a side line, step back along it first.
    state.analysis.sideLine.pop();
    analyse();
  } else if (event.key === 'ArrowLeft' && at > 0) showPly(at - 1);
  else if (event.key === 'ArrowRight' && at < total) showPly(at + 1 === total ? null : at + 1);
});

$('analyse').addEventListener('click', () => {
  if (state.analysis) stopAnalysis();
  else startAnalysis();
});
$('resign').addEventListener('click', resign);
$('offer-draw').addEventListener('click', offerDraw);
$('show-thinking').addEventListener('change', (event) => {
  state.showThinking = event.target.checked;
  save();
  renderThinking();
});

/** Says that a setting changed mid-game applies from the next game on. */
function sayFromNextGame(what) {
  state.notice = `${what} applies from the next game: press New game to start it now.`;
  render();
}

$('time-control').addEventListener('change', (event) => {
  // Like the colour, it applies from the next new game.
  state.timeControl = event.target.value;
  sayFromNextGame('The time control');
  save();
});
$('variant').addEventListener('change', (event) => {
  // From the next new game (or match game) on.
  state.variant = event.target.value;
  sayFromNextGame('The variant');
  save();
});
// The clocks tick; a flag falls within a tenth of a second.
setInterval(() => {
  if (!state.clock?.running) return;
  checkFlag();
  renderClocks();
}, 100);

$('review-start').addEventListener('click', () => {
  if (!state.match) reviewAndAnalyse();
});
$('review-cancel').addEventListener('click', cancelReview);
$('show-better').addEventListener('click', (event) => showBetterMove(Number(event.currentTarget.dataset.ply)));
$('eval-graph').addEventListener('click', (event) => {
  const ply = event.target.closest('[data-ply]')?.dataset.ply;
  if (!ply) return;
  const n = Number(ply);
  showPly(n === state.chess.history().length ? null : n);
});
$('leave-side-line').addEventListener('click', () => {
  if (!state.analysis) return;
  state.analysis.sideLine = [];
  analyse();
});
$('analysis-lines').addEventListener('click', (event) => {
  const move = event.target.closest('[data-analysis-line]')?.dataset.move;
  if (!move || !state.analysis) return;
  playMove({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
});

$('new-game').addEventListener('click', newGame);
$('match-start').addEventListener('click', () => {
  stopMatch();
  state.match = { a: $('match-a').value, b: $('match-b').value, aIsWhite: true, aWins: 0, bWins: 0, draws: 0 };
  $('match-score').textContent = matchScoreText();
  startMatchGame();
});
$('match-stop').addEventListener('click', () => {
  stopMatch();
  // The game goes on between the player and the chosen opponent.
  maybeEngineMove();
});
$('undo').addEventListener('click', takeBack);
$('hint').addEventListener('click', showHint);
$('flip').addEventListener('click', () => {
  state.orientation = state.orientation === 'w' ? 'b' : 'w';
  save();
  render();
});
$('color').addEventListener('change', (event) => {
  state.colorChoice = event.target.value;
  sayFromNextGame('Your colour');
  save();
});
$('level').addEventListener('change', (event) => {
  stopMatch();
  cancelSearch();
  state.opponent = event.target.value;
  save();
  render();
  maybeEngineMove();
});

$('move-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('move-input');
  const text = input.value.trim();
  input.value = '';
  if (!text) return;
  if (text === 'help') {
    state.error = `Legal moves: ${state.chess.moves().join(' ')}`;
    render();
    return;
  }
  if (!state.analysis && state.opponent !== 'human' && state.chess.turn() !== state.playerColor) {
    state.error = 'Wait for the engine to move.';
    render();
    return;
  }
  try {
    state.error = '';
    playMove(typedMove(inputGame(), text));
  } catch (error) {
    state.error = error.message;
    render();
  }
});

function loadGame(load) {
  stopMatch();
  cancelSearch();
  state.analysis = null;
  state.review = null;
  state.better = null;
  reviewer.cancel();
  state.result = null;
  state.clock = null; // a loaded game has no clocks
  state.engineInGame = false;
  state.notice = '';
  try {
    load();
    state.error = '';
    // Play the side to move; the engine takes the other.
    state.playerColor = state.chess.turn();
    state.orientation = state.playerColor;
  } catch (error) {
    state.error = error.message;
  }
  state.viewPly = null;
  state.selected = null;
  state.hint = null; // the hint was for the position before
  state.promotion = null;
  save();
  render();
}

$('load-fen').addEventListener('click', () => loadGame(() => {
  const fen = $('fen').value.trim();
  try {
    state.chess.load(fen, { chess960: state.variant === 'chess960' });
  } catch (error) {
    // A Shredder-FEN (HAha) or a start no standard game has: Chess960.
    try {
      state.chess.load(fen, { chess960: true });
    } catch {
      throw error;
    }
  }
}));
$('load-pgn').addEventListener('click', () => loadGame(() => state.chess.loadPgn($('pgn').value)));
$('copy-fen').addEventListener('click', () => navigator.clipboard?.writeText(state.chess.fen()));
$('copy-pgn').addEventListener('click', () => navigator.clipboard?.writeText(state.chess.pgn({ maxWidth: 80 })));
$('download-pgn').addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([state.chess.pgn({ maxWidth: 80 })], { type: 'application/x-chess-pgn' }));
  link.download = 'ferrochess.pgn';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});

restore();
// Leaving keeps the time the side to move has used.
addEventListener('pagehide', save);
render();
maybeEngineMove();

// Work offline after the first visit, and become cross-origin isolated.
registerServiceWorker();
