// The one view: everything the page shows, drawn from the state (state.js)
// by render(), and the parts that change often (the engine's line, the
// analysis) by their own functions. It decides nothing; the controllers do.
import { legalMoves } from '../ferrochess/js/board/index.js';
import { nagGlyph, nagName, SUFFIX_LIST } from '../ferrochess/js/index.js';
import { renderAnalysis } from './analysis/analysis-panel.js';
import { renderReview } from './review/review-view.js';
import { renderLearn } from './review/learn-view.js';
import { boardTrainer, renderTrainerPanels } from './trainers/trainers.js';
import { renderClocks } from './game/clock-view.js';
import { showMoveList } from './game/move-list.js';
import { renderEditor } from './editor/editor-view.js';
import { renderScreen } from './screens/screen-view.js';
import { renderTools } from './analysis/tools-view.js';
import { renderThinking } from './analysis/thinking-view.js';
import { renderFriend } from './friend/friend-view.js';
import { openingText } from './game/openings.js';
import { opponentLabel, opponentRating } from './game/opponents.js';
import {
  friendGameOn, friendNotPlaying, gameOver, inSideLine, mayAskHint, mayTakeBack, moveRefusal, movesBothSides, playerMayPremove, recordOf, shownGame, shownId, shownPly, sideLineStored, state,
} from './state.js';
import { outcomeText, resultText } from './game/result.js';
import { learnSolving, reviewIsCurrent } from './review/review-state.js';
import { $, all } from './common/dom.js';


/**
 * A node's annotations as the move list shows them: its suffix ('!', '?',
 * '!!', '??', '!?', '?!' from NAGs 1 to 6) and its other NAGs' glyphs
 * (`{ glyph, name }`), and the comments after and before its move.
 */
function annotationsOf(node) {
  const nags = node.nags ?? [];
  const suffix = SUFFIX_LIST[nags.find((nag) => nag >= 1 && nag <= 6) - 1];
  const glyphs = nags.filter((nag) => nag > 6 && nagGlyph(nag)).map((nag) => ({ glyph: nagGlyph(nag), name: nagName(nag) }));
  return {
    suffix, glyphs, comment: node.comment ?? null, startingComment: node.startingComment ?? null, clock: node.clock,
  };
}

export { renderThinking };

/** The board (a ferrochess/board Board), given by attachBoard. */
let board = null;
/** Called with the piece the player picked in the board's promotion dialog (null: cancelled). */
/** @type {(type: string | null) => void} */
let onPromotion = () => {};

/** Gives the view the board it draws on, and what to call when a promotion piece is picked. */
export function attachBoard(component, promotion) {
  board = component;
  onPromotion = promotion;
}

/** Who the player faces, with the rating when the opponent has one. */
export function opponentText() {
  if (state.match || state.opponent === 'human') return '';
  if (state.opponent === 'friend') return state.friend?.peer ? `Opponent: ${state.friend.peer}` : '';
  // The picker's option for the opponent (not its selection, which this render may not have set yet).
  const option = [...$('level').options].find((o) => o.value === state.opponent);
  const name = option?.dataset.name ?? option?.textContent ?? state.opponent;
  const rating = opponentRating(state.opponent);
  if (rating === null) return `Opponent: ${name}`;
  return state.opponent.startsWith('elo:') ? `Opponent: ${opponentLabel(state.opponent)}` : `Opponent: ${name}, ${opponentLabel(state.opponent)}`;
}

/** Says `text` in the page's live region (screen readers announce it). */
export function announce(text) {
  $('announce').textContent = text;
}

/** An engine setting's name as the match pickers show it ('Level 4: intermediate (1650)'). */
export function settingName(value) {
  return $('match-a').querySelector(`option[value="${CSS.escape(value)}"]`)?.textContent ?? value;
}

/** The match's running score (`stopped`: it was stopped just now). */
export function showMatchScore(match, { stopped = false } = {}) {
  if (!match) return;
  const games = match.aWins + match.bWins + match.draws;
  const score = `${settingName(match.a)} ${match.aWins + match.draws / 2} – ${match.bWins + match.draws / 2} ${settingName(match.b)}`
    + ` after ${games} game${games === 1 ? '' : 's'}`;
  $('match-score').textContent = stopped ? `${score} (stopped)` : score;
}

/** Whether the player may move now in the position `game` shows. */
function playerMayMove(game) {
  if (state.promotion) return false;
  // In analysis either side moves in the position shown; in play, the
  // player moves in the live game, on their turn.
  if (state.analysis) return !game.isGameOver();
  if (moveRefusal()) return false;
  return !state.match && state.cursor === null && !gameOver()
    && (movesBothSides() || game.turn() === state.playerColor);
}

/** The legal moves as the board takes them (castling onto the rook included), kept per position. */
let destsCache = { key: null, dests: new Map() };
function boardDests(game) {
  if (!playerMayMove(game)) return new Map();
  const key = game.fen() + game.isChess960();
  if (destsCache.key !== key) destsCache = { key, dests: legalMoves(game).dests };
  return destsCache.dests;
}

/**
 * Whose pieces the player may pick up in the position `game` shows, and
 * whose turn the board shows: in analysis the side to move; against the
 * engine the player (premoving on its turn); between two players both.
 */
function boardMovable(game) {
  if (state.analysis) return playerMayMove(game) ? game.turn() : null;
  if (playerMayPremove()) return state.playerColor;
  if (!playerMayMove(game)) return null;
  return movesBothSides() ? 'both' : state.playerColor;
}

/** Each kind of arrow's colour on the board. */
const ARROW_COLORS = {
  best: 'green', line: 'blue', hint: 'green', better: 'yellow',
};

/** The arrows on the board: a reviewed move's better move, the analysis lines (best first), or the hint. */
function boardArrows() {
  const arrow = (uci, kind) => ({
    from: uci.slice(0, 2), to: uci.slice(2, 4), kind, color: ARROW_COLORS[kind], width: kind === 'line' ? 0.75 : 1,
  });
  const arrows = [];
  if (state.better && !inSideLine() && shownPly() === state.better.ply - 1) {
    arrows.push(arrow(state.better.move, 'better'));
  }
  if (state.learn?.hint && learnSolving()) {
    // "Learn from your mistakes": a ring round the piece to move.
    const flaw = state.learn.flaws[state.learn.index];
    arrows.push({ from: flaw.best.uci.slice(0, 2), kind: 'hint', color: ARROW_COLORS.hint });
  } else if (state.analysis) {
    arrows.push(...state.analysis.lines.map((line, index) => arrow(line.move, index === 0 ? 'best' : 'line')));
  } else if (state.hint) {
    arrows.push(arrow(state.hint.join(''), 'hint'));
  }
  return arrows;
}

/** Redraws the arrows alone (new analysis lines). */
export function renderShapes() {
  board.set({ drawable: { autoShapes: boardArrows() } });
}

/** What the analysis panel shows: the lines, the depth, the side line. */
export function renderAnalysisPanel() {
  $('analyse').setAttribute('aria-pressed', String(Boolean(state.analysis)));
  const { analysis } = state;
  const view = analysis && {
    ...analysis.position,
    lines: analysis.lines,
    depth: analysis.depth,
    waiting: Boolean(state.review?.running),
    learning: learnSolving(),
    stored: sideLineStored(),
  };
  renderAnalysis({
    panel: $('analysis'),
    status: $('analysis-status'),
    lines: $('analysis-lines'),
    sideLine: $('side-line'),
    sideLineText: $('side-line-text'),
    lineTools: [$('promote-line'), $('delete-line')],
  }, view);
}

/** The promotion being asked in the board's dialog (state.promotion when it was opened). */
let askedPromotion = null;

/**
 * The board's promotion dialog, open while state.promotion is set: it
 * offers the pieces the rules allow there and takes the focus.
 */
function renderPromotion() {
  if (!state.promotion) {
    askedPromotion = null;
    if (board.promoting) board.cancelMove();
    return;
  }
  if (state.promotion === askedPromotion) return;
  askedPromotion = state.promotion;
  const { from, to, types } = state.promotion;
  // The pawn's colour, in the game or in the position analysed.
  const color = shownGame().get(from)?.color ?? state.chess.turn();
  board.choosePromotion(to, color, types).then((type) => onPromotion(type));
}

/** The board in the position `shown`: its pieces, whose move, the legal moves, last move, check, premove, arrows. */
function renderBoard(shown) {
  // The move that led to the node shown (its UCI: from, to).
  const { uci } = state.tree.node(shownId());
  const last = uci && uci !== '0000' ? { from: uci.slice(0, 2), to: uci.slice(2, 4) } : null;
  const premove = state.premove && 'from' in state.premove ? [state.premove] : [];
  const live = shown === state.chess;
  board.set({
    pieces: shown.board(),
    orientation: state.orientation,
    turnColor: shown.turn(),
    movable: {
      color: boardMovable(shown), dests: boardDests(shown), free: false, deleteOnDropOff: false, showDests: true,
    },
    premovable: { enabled: live && playerMayPremove(), current: premove },
    lastMove: last && { from: last.from, to: last.to },
    check: shown.isCheck(),
    drawable: { autoShapes: boardArrows() },
  });
}

/** The board while editing: with the move tool any piece goes anywhere (off the board: removed); else clicks place. */
function renderEditorBoard() {
  const { editor } = state;
  if (!editor) return;
  const { chess, tool } = editor;
  board.set({
    pieces: chess.board(),
    orientation: state.orientation,
    turnColor: chess.turn(),
    movable: {
      color: tool === 'move' ? 'both' : null, dests: null, free: tool === 'move', deleteOnDropOff: true, showDests: false,
    },
    premovable: { enabled: false, current: [] },
    lastMove: null,
    check: false,
    drawable: { autoShapes: [] },
  });
  $('status').textContent = 'Editing a position';
  $('banner').hidden = true;
  renderPromotion();
  for (const area of all('.board-area', HTMLElement)) area.dataset.orientation = state.orientation;
  const turn = chess.turn();
  for (const bar of all('.player', HTMLElement)) bar.classList.toggle('to-move', bar.dataset.player === turn);
}

/** The names above and below the board (the game's White and Black tags with their ratings, else who plays), the side to move marked. */
function renderPlayers() {
  const trainer = boardTrainer(ARROW_COLORS.better);
  if (trainer) {
    trainer.players();
    return;
  }
  for (const area of all('.board-area', HTMLElement)) area.dataset.orientation = state.orientation;
  const headers = state.chess.getHeaders();
  const engineName = `ferrochess, ${opponentText().replace(/^Opponent: /, '')}`;
  const fallback = (color) => {
    if (movesBothSides() || state.match) return color === 'w' ? 'White' : 'Black';
    if (color === state.playerColor) return 'You';
    // A friend by the name they gave (as text), or until they join, who they will be.
    if (state.opponent === 'friend') return `${state.friend?.peer ?? 'Your friend'}${state.friend?.phase === 'lost' ? ' (connection lost)' : ''}`;
    return engineName;
  };
  const over = gameOver();
  for (const [color, tag] of [['w', 'White'], ['b', 'Black']]) {
    const bar = all(`.player[data-player="${color}"]`, HTMLElement)[0];
    const nameOf = bar?.querySelector('.player-name');
    if (!bar || !nameOf) continue;
    const rating = /^\d+$/.test(headers[`${tag}Elo`] ?? '') ? ` (${headers[`${tag}Elo`]})` : '';
    // A game started here names its players as the page does ("You"); a loaded one by its tags.
    const tagged = !state.ownGame && headers[tag] && headers[tag] !== '?';
    const name = tagged ? `${headers[tag]}${rating}` : fallback(color);
    nameOf.textContent = name;
    bar.classList.toggle('to-move', !over && state.chess.turn() === color);
  }
}

/**
 * Draws the board's pieces alone (the page's first paint shows them), without
 * the squares the player may move to: finding those is the first call of
 * the rules module's move generator, which pays for compiling it, so it
 * comes in a task of its own (`prepareBoardMoves`) before render() draws
 * the rest.
 */
export function renderBoardFirst() {
  if (state.editor) return;
  const shown = shownGame();
  board.set({ pieces: shown.board(), orientation: state.orientation, movable: { color: null, dests: null } });
}

/** Finds the moves the board will offer (kept for the render that follows). */
export function prepareBoardMoves() {
  if (!state.editor) boardDests(shownGame());
}

let renderQueued = false;

/**
 * Draws the whole page from the state, once, when the code that changed the
 * state has finished (a microtask: before the browser paints, before any
 * other event). One action often changes the state in several steps that
 * each ask for a render (the last move of a game: the move, the review, the
 * analysis); drawing once keeps the task short.
 */
export function render() {
  if (renderQueued) return;
  renderQueued = true;
  queueMicrotask(() => {
    renderQueued = false;
    renderNow();
  });
}

function renderNow() {
  renderScreen();
  renderEditor();
  if (state.editor) {
    renderEditorBoard();
    return;
  }
  const { chess } = state;
  const shown = shownGame();
  const trainer = boardTrainer(ARROW_COLORS.better);
  if (trainer) board.set(trainer.board());
  else renderBoard(shown);
  renderAnalysisPanel();
  renderReview();
  renderTools(state.tool, state.screen);
  renderLearn();
  renderTrainerPanels();

  const outcome = outcomeText(chess) ?? resultText();
  const side = chess.turn() === 'w' ? 'White' : 'Black';
  $('status').textContent = trainer?.status ?? outcome ?? `${side} to move${chess.isCheck() ? ' (check)' : ''}`;
  $('banner').hidden = !outcome || state.cursor !== null || Boolean(trainer) || state.resultHidden;
  $('banner-text').textContent = outcome ?? '';
  const record = recordOf(state.tree.end);
  $('opening').textContent = openingText(chess, record);
  renderThinking();
  renderPlayers();
  renderClocks();
  $('notice').textContent = state.notice;
  // With a friend, only once the game has started (and the engine helps no one then).
  const playing = !gameOver() && !state.match && !friendNotPlaying();
  $('resign').disabled = !playing;
  $('analyse').disabled = friendGameOn();
  $('undo').disabled = !mayTakeBack();
  $('hint').disabled = !mayAskHint();
  $('offer-draw').disabled = !playing || Boolean(state.analysis);
  $('time-control').value = state.timeControl;
  $('variant').value = state.variant;
  $('show-thinking').checked = state.showThinking;
  $('move-error').textContent = state.error;
  if (document.activeElement !== $('fen')) $('fen').value = shown.fen();
  // The whole PGN is written only while its box is open on the analysis board: not on every move.
  if (state.screen === 'analysis' && $('import-export').open && document.activeElement !== $('pgn')) {
    $('pgn').value = chess.pgn({ maxWidth: 80, upToCurrent: true });
  }
  // A link made for the game as it was: shown until the game changes.
  const { share } = state;
  const shareLink = share && share.revision === state.tree.revision ? share.link : null;
  $('share-link').hidden = !shareLink;
  $('share-link-label').hidden = !shareLink;
  if (shareLink && $('share-link').value !== shareLink) $('share-link').value = shareLink;
  $('color').value = state.colorChoice;
  $('level').value = state.nextOpponent ?? ((state.opponent === 'friend' && state.friend?.mode) || state.opponent);
  $('opponent').textContent = opponentText();
  renderMoves(record);
  renderFriend();
  renderPromotion();
  afterRender();
}

/** The review's marks when there are none (one array, so that the move list sees nothing moved). */
/** @type {import('../ferrochess/js/index.js').MoveReview[]} */
const NO_MARKS = [];

/**
 * The move list: drawn from the tree only when the tree changed (its
 * revision), the game's line ends elsewhere (its end) or the review's marks
 * came or went; a render that only steps through the game marks the move
 * shown anew.
 */
function renderMoves(record) {
  const { tree } = state;
  const marks = reviewIsCurrent(record.moves) ? state.review?.marks ?? NO_MARKS : NO_MARKS;
  showMoveList($('moves'), {
    key: [tree.revision, tree.end, marks],
    read: () => {
      const root = tree.node(tree.root); // the starting position: its side to move and move number
      return {
        moves: tree.gamePath().slice(1).map((id) => ({ id, san: tree.node(id).san, ...annotationsOf(tree.node(id)) })),
        start: { turn: root.turn, fullmove: root.moveNumber },
        comment: root.comment ?? null,
        variations: tree.gameVariations(annotationsOf),
        marks,
      };
    },
    selected: sideLineStored() ? shownId() : null,
    current: inSideLine() ? null : shownPly(),
  });
}

/** Called after each full render (the explorer follows the position shown). */
let afterRender = () => {};
export function onRendered(callback) {
  afterRender = callback;
}
