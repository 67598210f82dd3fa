// The page: one state object, handlers that change it, and render().
import { Chess } from '../ferrochess/js/index.js';
import { createBoard, renderBoard } from './board.js';

const $ = (id) => document.getElementById(id);
const boardEl = $('board');
const squares = createBoard(boardEl);

const state = {
  chess: new Chess(),
  orientation: 'w',
  selected: null,
  hovered: null,
  error: '',
};

/** Legal destinations from `square` for the side to move: Map(to -> isCapture). */
function destinations(square) {
  const legal = new Map();
  if (!square) return legal;
  for (const move of state.chess.moves({ square, verbose: true })) {
    legal.set(move.to, move.isCapture());
  }
  return legal;
}

function statusText(chess) {
  const side = chess.turn() === 'w' ? 'White' : 'Black';
  switch (chess.outcome()) {
    case 'checkmate': return `Checkmate: ${side === 'White' ? 'Black' : 'White'} wins`;
    case 'stalemate': return 'Draw by stalemate';
    case 'insufficient_material': return 'Draw by insufficient material';
    case 'threefold_repetition': return 'Draw by threefold repetition';
    case 'fifty_moves': return 'Draw by the fifty-move rule';
    default: return `${side} to move${chess.isCheck() ? ' (check)' : ''}`;
  }
}

function render() {
  const { chess } = state;
  const history = chess.history({ verbose: true });
  const last = history[history.length - 1] ?? null;
  let checkSquare = null;
  if (chess.isCheck()) {
    const board = chess.board().flat();
    checkSquare = board.find((p) => p && p.type === 'k' && p.color === chess.turn())?.square ?? null;
  }
  renderBoard(boardEl, squares, {
    board: chess.board(),
    orientation: state.orientation,
    selected: state.selected,
    legal: destinations(state.selected ?? state.hovered),
    lastMove: last,
    checkSquare,
  });
  $('status').textContent = statusText(chess);
  $('fen').value = chess.fen();
  $('move-error').textContent = state.error;
  const items = [];
  for (let i = 0; i < history.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = history.slice(i, i + 2).map((m) => m.san).join(' ');
    items.push(li);
  }
  $('moves').replaceChildren(...items);
}

function ownPiece(square) {
  const piece = state.chess.get(square);
  return piece !== undefined && piece.color === state.chess.turn();
}

function play(move) {
  try {
    state.chess.move(move);
    state.error = '';
  } catch (error) {
    state.error = error.message;
  }
  state.selected = null;
  render();
}

boardEl.addEventListener('pointerover', (event) => {
  const square = event.target.closest('[data-square]')?.dataset.square;
  const next = square && ownPiece(square) ? square : null;
  if (next !== state.hovered) {
    state.hovered = next;
    render();
  }
});

boardEl.addEventListener('pointerleave', () => {
  state.hovered = null;
  render();
});

boardEl.addEventListener('click', (event) => {
  const square = event.target.closest('[data-square]')?.dataset.square;
  if (!square) return;
  if (state.selected && destinations(state.selected).has(square)) {
    const piece = state.chess.get(state.selected);
    const promotes = piece.type === 'p' && (square[1] === '8' || square[1] === '1');
    play({ from: state.selected, to: square, promotion: promotes ? 'q' : undefined });
    return;
  }
  state.selected = ownPiece(square) && state.selected !== square ? square : null;
  render();
});

$('new-game').addEventListener('click', () => {
  state.chess.reset();
  state.selected = null;
  state.error = '';
  render();
});

$('undo').addEventListener('click', () => {
  state.chess.undo();
  state.selected = null;
  render();
});

$('flip').addEventListener('click', () => {
  state.orientation = state.orientation === 'w' ? 'b' : 'w';
  render();
});

$('move-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $('move-input');
  const text = input.value.trim();
  if (text === 'help') {
    state.error = `Legal moves: ${state.chess.moves().join(' ')}`;
    render();
  } else if (text) {
    play(text);
  }
  input.value = '';
});

render();
