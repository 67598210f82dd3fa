// The position editor's controller: any position set up on the board with
// the library's put/remove, the side to move, castling and en passant
// written into its FEN, a Chess960 start; then played or analysed. The
// game waits meanwhile and is replaced only by "Play from here" or "Analyse".
import { Chess, chess960Fen, DEFAULT_POSITION } from '../ferrochess/js/index.js';
import { startClock, stopClock } from './clock.js';
import { cancelSearch } from './engines.js';
import { loadGame, maybeEngineMove } from './game-ctrl.js';
import { startAnalysis } from './analysis-ctrl.js';
import { stopMatch } from './match-ctrl.js';
import { render } from './view.js';
import { gameOver, shownGame, state } from './state.js';

/** The tools: move pieces about, remove them, or place one ('wK' … 'bP'). */
export const TOOLS = ['move', ...['K', 'Q', 'R', 'B', 'N', 'P'].map((t) => `w${t}`), 'trash', ...['K', 'Q', 'R', 'B', 'N', 'P'].map((t) => `b${t}`)];

/** Opens the editor on the position shown. */
export function openEditor() {
  if (state.editor) return;
  stopMatch();
  cancelSearch(state);
  state.analysis = null;
  state.promotion = null;
  const shown = shownGame();
  state.editor = { chess: new Chess(shown.fen(), { chess960: shown.isChess960() }), tool: 'move', error: '' };
  // The game waits, and so do its clocks.
  if (state.clock?.running) stopClock(state.clock, performance.now());
  render();
}

/** Leaves the editor; the game goes on as it was. */
export function closeEditor() {
  if (!state.editor) return;
  state.editor.chess.free();
  state.editor = null;
  if (state.clock && !gameOver()) startClock(state.clock, state.chess.turn(), performance.now());
  render();
  maybeEngineMove();
}

/** Sets the edited position to `fen` (checked only for syntax: any position may be set up); false if unreadable. */
export function setEditorFen(fen, chess960 = state.editor.chess.isChess960()) {
  const { editor } = state;
  const tries = chess960 ? [true] : [false, true]; // a Shredder-FEN reads as Chess960
  let failure = null;
  for (const rules of tries) {
    try {
      editor.chess.load(fen.trim(), { skipValidation: true, chess960: rules });
      editor.error = '';
      render();
      return true;
    } catch (error) {
      failure ??= error;
    }
  }
  editor.error = failure.message;
  render();
  return false;
}

/** The edited FEN with field `index` (1 turn, 2 castling, 3 en passant) changed. */
function withFields(changes) {
  const fields = state.editor.chess.fen().split(' ');
  for (const [index, value] of Object.entries(changes)) fields[index] = value;
  return setEditorFen(fields.join(' '));
}

/** The side to move (en passant is cleared: it belongs to the other side's move). */
export const setEditorTurn = (color) => withFields({ 1: color, 3: '-' });
/** The en passant square, or '-'. */
export const setEditorEnPassant = (square) => withFields({ 3: square });

/** Turns one castling right (K, Q, k or q) on or off. */
export function setEditorCastling(letter, on) {
  const current = state.editor.chess.fen().split(' ')[2].replace('-', '');
  const kept = [...current].filter((l) => l !== letter);
  if (on) kept.push(letter);
  const order = 'KQkq';
  kept.sort((a, b) => (order.indexOf(a) + 1 || 9) - (order.indexOf(b) + 1 || 9));
  return withFields({ 2: kept.join('') || '-' });
}

/**
 * Whether castling `letter` could be allowed: the king on its back rank with
 * a rook beyond it on that side (in standard chess: on e1/e8 and the corner).
 */
export function castlingPossible(letter) {
  const { chess } = state.editor;
  const color = letter === letter.toUpperCase() ? 'w' : 'b';
  const rank = color === 'w' ? '1' : '8';
  const kingside = letter.toLowerCase() === 'k';
  const at = (file) => chess.get(`${file}${rank}`);
  const files = 'abcdefgh';
  const kingFile = [...files].findIndex((f) => at(f)?.type === 'k' && at(f).color === color);
  if (kingFile < 0) return false;
  if (!chess.isChess960()) {
    const rook = at(kingside ? 'h' : 'a');
    return kingFile === 4 && rook?.type === 'r' && rook.color === color;
  }
  return [...files].some((f, i) => (kingside ? i > kingFile : i < kingFile) && at(f)?.type === 'r' && at(f).color === color);
}

/** Places the piece `code` ('wK' …) on `square`; a king placed moves its side's king. */
export function placePiece(code, square) {
  const { chess } = state.editor;
  const piece = { color: code[0], type: code[1].toLowerCase() };
  if (piece.type === 'k') {
    for (const row of chess.board()) {
      for (const p of row) if (p?.type === 'k' && p.color === piece.color) chess.remove(p.square);
    }
  }
  chess.remove(square);
  if (!chess.put(piece, square)) state.editor.error = `A ${code} cannot stand on ${square}.`;
  else state.editor.error = '';
  render();
}

/** Removes the piece on `square`. */
export function removePiece(square) {
  state.editor.chess.remove(square);
  render();
}

/** Moves a piece from one square to another, taking what stood there. */
export function movePiece(from, to) {
  const piece = state.editor.chess.remove(from);
  if (piece) placePiece(piece.color + piece.type.toUpperCase(), to);
}

/** A click on a square: the chosen piece or the eraser acts (true); the move tool leaves it to the board. */
export function editorClick(square) {
  const { editor } = state;
  if (!editor || editor.tool === 'move') return false;
  if (editor.tool === 'trash') removePiece(square);
  else placePiece(editor.tool, square);
  return true;
}

export function chooseTool(tool) {
  if (!TOOLS.includes(tool)) return;
  state.editor.tool = tool;
  render();
}

export const setStartPosition = () => setEditorFen(DEFAULT_POSITION, false);
export const clearBoard = () => setEditorFen('8/8/8/8/8/8/8/8 w - - 0 1', false);

/** A Chess960 start: number `n` (0–959), or a random one when `n` is not a number. */
export function setChess960Start(n) {
  const number = Number.isInteger(n) && n >= 0 && n < 960 ? n : Math.floor(Math.random() * 960);
  setEditorFen(chess960Fen(number), true);
  return number;
}

/** What is wrong with the edited position for play, or null when it can be played. */
export function editorProblem() {
  const { chess } = state.editor;
  try {
    new Chess(chess.fen(), { chess960: chess.isChess960() }).free();
    return null;
  } catch (error) {
    return error.message;
  }
}

/** Plays (or, with `analyse`, analyses) the edited position as a new game. */
export function finishEditing(analyse) {
  const { chess } = state.editor;
  const fen = chess.fen();
  const chess960 = chess.isChess960();
  chess.free();
  state.editor = null;
  loadGame(() => state.chess.load(fen, { chess960 }));
  if (analyse) startAnalysis();
  else maybeEngineMove();
}
