// The page: one state object, handlers that change it, and render().
// The engine runs in a module worker (the package's Engine), so the page
// never blocks while it thinks. Every engine request carries a token; a
// reply for an older position (after a takeback, new game or level change)
// is dropped.
import { Chess, Engine } from '../ferrochess/js/index.js';
import { createBoard, renderBoard, pieceGraphic } from './board.js';
import { enablePointerInput } from './drag.js';
import { engineOptions, fillOpponentPicker, opponentLabel, opponentRating } from './opponents.js';
import { registerServiceWorker } from './isolation.js';

const STORAGE_KEY = 'ferrochess:game:v1';

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
// Lazy SMP on every core when the page is cross-origin isolated (its
// service worker arranges that; js/isolation.js), else one thread.
const engine = new Engine({ threads: Engine.maxThreads });
$('engine-threads').textContent =
  engine.threads > 1
    ? `The engine searches on ${engine.threads} threads.`
    : 'The engine searches on one thread: this page is not cross-origin isolated, so the browser allows no shared memory.';
$('engine-threads').dataset.threads = String(engine.threads);

const state = {
  chess: new Chess(),
  orientation: 'w',
  colorChoice: 'w',
  playerColor: 'w',
  opponent: '3',
  selected: null,
  hovered: null,
  dragFrom: null,
  promotion: null,
  hint: null,
  info: null,
  thinking: false,
  searchToken: 0,
  viewPly: null,
  error: '',
  crashes: 0,
  justDropped: false,
  /** Engine-against-engine match: { a, b, aIsWhite, a_wins, b_wins, draws } or null. */
  match: null,
};

/** The game's starting FEN and its moves in UCI, for the engine. */
function gameRecord(chess) {
  const history = chess.history({ verbose: true });
  return { fen: history[0]?.before ?? chess.fen(), moves: history.map((m) => m.lan) };
}

// ---------------------------------------------------------------- state

function save() {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({
      pgn: state.chess.pgn({ maxWidth: 0 }),
      colorChoice: state.colorChoice,
      playerColor: state.playerColor,
      opponent: state.opponent,
      orientation: state.orientation,
    }));
  } catch {
    // Storage full or disabled: the game still works, it just is not kept.
  }
}

function restore() {
  let saved;
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  if (!saved) return;
  try {
    if (saved.pgn) state.chess.loadPgn(saved.pgn);
  } catch {
    state.chess.reset();
  }
  if (['w', 'b', 'random'].includes(saved.colorChoice)) state.colorChoice = saved.colorChoice;
  if (['w', 'b'].includes(saved.playerColor)) state.playerColor = saved.playerColor;
  if (['w', 'b'].includes(saved.orientation)) state.orientation = saved.orientation;
  if ([...$('level').options].some((o) => o.value === saved.opponent)) state.opponent = saved.opponent;
}

function cancelSearch() {
  state.searchToken += 1;
  if (engine.busy) engine.terminate();
  state.thinking = false;
  state.info = null;
}

function engineToMove() {
  if (state.chess.isGameOver()) return false;
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

function maybeEngineMove() {
  if (!engineToMove() || state.thinking) return;
  const token = ++state.searchToken;
  const engineColor = state.chess.turn();
  state.thinking = true;
  state.info = null;
  render();
  const pause = delay(thinkingPause(currentOpponent()));
  engine
    .search({
      ...gameRecord(state.chess),
      ...engineOptions(currentOpponent()),
      onInfo: (info) => {
        if (token !== state.searchToken) return;
        state.info = { ...info, color: engineColor };
        renderThinking();
      },
      onProgress: (progress) => {
        // Between iterations, keep the node rate live.
        if (token !== state.searchToken || !state.info) return;
        state.info = { ...state.info, nps: progress.nps };
        renderThinking();
      },
    })
    .then(async (result) => {
      await pause;
      if (token !== state.searchToken) return; // stale: the position changed
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
      if (token !== state.searchToken || error.cancelled) return;
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
  const played = state.chess.move(move);
  state.selected = null;
  state.hint = null;
  state.viewPly = null;
  state.error = '';
  const side = played.color === 'w' ? 'White' : 'Black';
  $('announce').textContent = `${side} played ${played.san}`;
  save();
  return played;
}

/** Plays a move from the user; asks for the promotion piece when needed. */
function userMove(from, to) {
  const candidates = state.chess.moves({ square: from, verbose: true }).filter((m) => m.to === to);
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
  applyMove({ from, to });
  render();
  maybeEngineMove();
}

function canMoveFrom(square) {
  if (state.match || state.viewPly !== null || state.promotion || state.chess.isGameOver()) return false;
  if (state.opponent !== 'human' && state.chess.turn() !== state.playerColor) return false;
  const piece = state.chess.get(square);
  return piece !== undefined && piece.color === state.chess.turn();
}

// ---------------------------------------------------------------- engine match

function matchScoreText() {
  const m = state.match;
  if (!m) return '';
  const name = (value) => $('match-a').querySelector(`option[value="${value}"]`)?.textContent ?? value;
  const games = m.aWins + m.bWins + m.draws;
  return `${name(m.a)} ${m.aWins + m.draws / 2} – ${m.bWins + m.draws / 2} ${name(m.b)} after ${games} game${games === 1 ? '' : 's'}`;
}

function startMatchGame() {
  cancelSearch();
  state.chess.reset();
  state.orientation = state.match.aIsWhite ? 'w' : 'b';
  state.viewPly = null;
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
  const token = state.searchToken;
  setTimeout(() => {
    if (state.match === m && token === state.searchToken) startMatchGame();
  }, 1500);
}

function stopMatch() {
  if (!state.match) return;
  cancelSearch();
  $('match-score').textContent = `${matchScoreText()} (stopped)`;
  state.match = null;
  render();
}

function newGame() {
  stopMatch();
  cancelSearch();
  state.chess.reset();
  state.playerColor = state.colorChoice === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : state.colorChoice;
  state.orientation = state.playerColor;
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
  state.promotion = null;
  state.hint = null;
  state.viewPly = null;
  state.chess.undo();
  // Against the engine, take back to the player's own turn.
  if (!wasThinking && state.opponent !== 'human' && state.chess.turn() !== state.playerColor) {
    state.chess.undo();
  }
  state.selected = null;
  save();
  render();
  maybeEngineMove();
}

function showHint() {
  if (engineToMove() || state.chess.isGameOver() || state.thinking) return;
  const token = ++state.searchToken;
  state.thinking = true;
  render();
  engine
    .search({ ...gameRecord(state.chess), nodes: 300000 })
    .then((result) => {
      if (token !== state.searchToken) return;
      state.thinking = false;
      state.hint = result.bestMove ? [result.bestMove.slice(0, 2), result.bestMove.slice(2, 4)] : null;
      state.error = result.san ? `Hint: ${result.san}` : '';
      render();
    })
    .catch((error) => {
      if (token !== state.searchToken || error.cancelled) return;
      state.thinking = false;
      render();
    });
}

// ---------------------------------------------------------------- render

function outcomeText(chess) {
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

/** The position shown: the live game, or an earlier ply while browsing. */
function shownGame() {
  if (state.viewPly === null) return state.chess;
  const { fen, moves } = gameRecord(state.chess);
  const view = new Chess(fen);
  for (const move of moves.slice(0, state.viewPly)) view.move(move);
  return view;
}

function scoreText(score) {
  if ('mate' in score) return `#${score.mate}`;
  return (score.cp / 100).toFixed(2);
}

function renderThinking() {
  const { info } = state;
  const line = info
    ? `depth ${info.depth}  ${scoreText(info.score)}  ${Math.round(info.nps / 1000)}k nps  ${info.pvSan.slice(0, 6).join(' ')}`
    : '';
  $('thinking').textContent = state.thinking ? `Thinking… ${line}` : line;
  let white = 0;
  if (info) {
    const relative = 'mate' in info.score ? Math.sign(info.score.mate) * 10 : Math.max(-10, Math.min(10, info.score.cp / 100));
    white = info.color === 'w' ? relative : -relative;
  }
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
    for (const move of chess.moves({ square: focus, verbose: true })) legal.set(move.to, move.isCapture());
  }
  renderBoard(boardEl, squares, {
    board: shown.board(),
    orientation: state.orientation,
    selected: state.selected,
    legal,
    lastMove: last,
    checkSquare,
    hint: state.hint,
    dragFrom: state.dragFrom,
    // A dropped piece is already where it lands: no animation for it.
    animate: !state.justDropped,
  });
  state.justDropped = false;

  const outcome = outcomeText(chess);
  const side = chess.turn() === 'w' ? 'White' : 'Black';
  $('status').textContent = outcome ?? `${side} to move${chess.isCheck() ? ' (check)' : ''}`;
  const banner = $('banner');
  banner.hidden = !outcome || state.viewPly !== null;
  banner.textContent = outcome ?? '';
  $('opening').textContent = (() => {
    const opening = chess.opening();
    return opening ? `${opening.eco} ${opening.name}` : '';
  })();
  renderThinking();
  $('move-error').textContent = state.error;
  if (document.activeElement !== $('fen')) $('fen').value = shown.fen();
  if (document.activeElement !== $('pgn')) $('pgn').value = chess.pgn();
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

// ---------------------------------------------------------------- input

function onSquareClick(square) {
  if (state.viewPly !== null) {
    state.viewPly = null;
    render();
    return;
  }
  if (state.selected && state.selected !== square && canMoveFrom(state.selected)) {
    const targets = state.chess.moves({ square: state.selected, verbose: true }).map((m) => m.to);
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
    const piece = state.chess.get(square);
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

$('promotion').addEventListener('click', (event) => {
  const type = event.target.closest('[data-promotion]')?.dataset.promotion;
  if (!type || !state.promotion) return;
  const { from, to } = state.promotion;
  state.promotion = null;
  applyMove({ from, to, promotion: type });
  render();
  maybeEngineMove();
});

$('moves').addEventListener('click', (event) => {
  const ply = event.target.closest('[data-ply]')?.dataset.ply;
  if (!ply) return;
  const n = Number(ply);
  state.viewPly = n === state.chess.history().length ? null : n;
  render();
});

document.addEventListener('keydown', (event) => {
  if (event.target.closest('input, textarea, select, [data-square]')) return;
  const total = state.chess.history().length;
  const at = state.viewPly ?? total;
  if (event.key === 'ArrowLeft' && at > 0) state.viewPly = at - 1;
  else if (event.key === 'ArrowRight' && at < total) state.viewPly = at + 1 === total ? null : at + 1;
  else return;
  render();
});

$('new-game').addEventListener('click', newGame);
$('match-start').addEventListener('click', () => {
  stopMatch();
  state.match = { a: $('match-a').value, b: $('match-b').value, aIsWhite: true, aWins: 0, bWins: 0, draws: 0 };
  $('match-score').textContent = matchScoreText();
  startMatchGame();
});
$('match-stop').addEventListener('click', stopMatch);
$('undo').addEventListener('click', takeBack);
$('hint').addEventListener('click', showHint);
$('flip').addEventListener('click', () => {
  state.orientation = state.orientation === 'w' ? 'b' : 'w';
  save();
  render();
});
$('color').addEventListener('change', (event) => {
  state.colorChoice = event.target.value;
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
  if (state.opponent !== 'human' && state.chess.turn() !== state.playerColor) {
    state.error = 'Wait for the engine to move.';
    render();
    return;
  }
  try {
    applyMove(text);
  } catch (error) {
    state.error = error.message;
  }
  render();
  maybeEngineMove();
});

function loadGame(load) {
  stopMatch();
  cancelSearch();
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
  save();
  render();
}

$('load-fen').addEventListener('click', () => loadGame(() => state.chess.load($('fen').value.trim())));
$('load-pgn').addEventListener('click', () => loadGame(() => state.chess.loadPgn($('pgn').value)));
$('copy-fen').addEventListener('click', () => navigator.clipboard?.writeText(state.chess.fen()));
$('copy-pgn').addEventListener('click', () => navigator.clipboard?.writeText(state.chess.pgn()));
$('download-pgn').addEventListener('click', () => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([state.chess.pgn()], { type: 'application/x-chess-pgn' }));
  link.download = 'ferrochess.pgn';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
});

restore();
render();
maybeEngineMove();

// Work offline after the first visit, and become cross-origin isolated.
registerServiceWorker();
