// The position editor's controller: any position set up on the board with
// the library's editing calls (put/remove, setTurn as an edit, castling
// rights, the en-passant square), a Chess960 start; then played or analysed. The
// game waits meanwhile and is replaced only by "Play from here" or "Analyse".
// Made by the root controller (ctrl.js), it reaches its siblings and the view
// through it.
import { Chess, chess960Fen, DEFAULT_POSITION } from '../../ferrochess/js/index.js';
import { stopClock } from '../game/clock.js';
import { castlingRight, EDITOR_TOOLS, resumeClock, shownGame, state } from '../state.js';
import { required } from '../common/required.js';

/** The editor's controller, given the root controller (ctrl.js). */
export function createEditorCtrl(root) {
  const { view } = root;

  /** Opens the editor on the position shown. */
  function openEditor() {
    if (state.editor) return;
    root.match.stopMatch();
    root.cancelSearch();
    state.analysis = null;
    state.promotion = null;
    const shown = shownGame();
    state.editor = { chess: new Chess(shown.fen(), { chess960: shown.isChess960() }), tool: 'move', error: '' };
    // The game waits, and so do its clocks.
    if (state.clock?.running) stopClock(state.clock, performance.now());
    view.render();
  }

  /** Leaves the editor; the game goes on as it was. */
  function closeEditor() {
    if (!state.editor) return;
    state.editor.chess.free();
    state.editor = null;
    resumeClock(performance.now());
    view.render();
    root.game.maybeEngineMove();
  }

  /** The editor, where a step needs it (they run only while a position is edited). */
  const editing = () => required(state.editor, 'no position is being edited');

  /** Sets the edited position to `fen` (checked only for syntax: any position may be set up); false if unreadable. */
  function setEditorFen(fen, chess960 = editing().chess.isChess960()) {
    const editor = editing();
    const tries = chess960 ? [true] : [false, true]; // a Shredder-FEN reads as Chess960
    let failure = null;
    for (const rules of tries) {
      try {
        editor.chess.load(fen.trim(), { skipValidation: true, chess960: rules });
        editor.error = '';
        view.render();
        return true;
      } catch (error) {
        failure ??= error;
      }
    }
    editor.error = failure?.message ?? String(failure);
    view.render();
    return false;
  }

  /** Runs `edit` on the edited position (the library's editing calls), then draws it. */
  function editPosition(edit) {
    const editor = editing();
    const done = edit(editor.chess);
    editor.error = '';
    view.render();
    return done;
  }

  /** The side to move (an edit: any position; en passant is cleared, it belongs to the other side's move). */
  const setEditorTurn = (color) => editPosition((chess) => chess.setTurn(color, { edit: true }));
  /** The en passant square, or '-'. */
  const setEditorEnPassant = (square) => editPosition((chess) => chess.setEnPassantSquare(square === '-' ? null : square));

  /** Turns one castling right (K, Q, k or q) on or off. */
  function setEditorCastling(letter, on) {
    const { color, side } = castlingRight(letter);
    return editPosition((chess) => chess.setCastlingRights(color, { [side]: on }));
  }

  /** Places the piece `code` ('wK' …) on `square`; a king placed moves its side's king. */
  function placePiece(code, square) {
    const editor = editing();
    const { chess } = editor;
    const piece = { color: code[0], type: code[1].toLowerCase() };
    if (piece.type === 'k') for (const at of chess.findPiece(piece)) chess.remove(at);
    chess.remove(square);
    editor.error = chess.put(piece, square) ? '' : `A ${code} cannot stand on ${square}.`;
    view.render();
  }

  /** Removes the piece on `square`. */
  function removePiece(square) {
    editing().chess.remove(square);
    view.render();
  }

  /** Moves a piece from one square to another, taking what stood there. */
  function movePiece(from, to) {
    const piece = editing().chess.remove(from);
    if (piece) placePiece(piece.color + piece.type.toUpperCase(), to);
  }

  /** A click on a square: the chosen piece or the eraser acts (true); the move tool leaves it to the board. */
  function editorClick(square) {
    const { editor } = state;
    if (!editor || editor.tool === 'move') return false;
    if (editor.tool === 'trash') removePiece(square);
    else placePiece(editor.tool, square);
    return true;
  }

  function chooseTool(tool) {
    if (!EDITOR_TOOLS.includes(tool)) return;
    editing().tool = tool;
    view.render();
  }

  const setStartPosition = () => setEditorFen(DEFAULT_POSITION, false);
  const clearBoard = () => setEditorFen('8/8/8/8/8/8/8/8 w - - 0 1', false);

  /** A Chess960 start: number `n` (0–959), or a random one when `n` is not a number. */
  function setChess960Start(n) {
    const number = Number.isInteger(n) && n >= 0 && n < 960 ? n : Math.floor(Math.random() * 960);
    setEditorFen(chess960Fen(number), true);
    return number;
  }

  /** Plays (or, with `analyse`, analyses) the edited position as a new game. */
  function finishEditing(analyse) {
    const { chess } = editing();
    const fen = chess.fen();
    const chess960 = chess.isChess960();
    chess.free();
    state.editor = null;
    root.newGame.loadGame(() => state.chess.load(fen, { chess960 }));
    if (analyse) root.analysis.startAnalysis();
    else root.game.maybeEngineMove();
  }

  return {
    openEditor,
    closeEditor,
    setEditorFen,
    setEditorTurn,
    setEditorEnPassant,
    setEditorCastling,
    placePiece,
    removePiece,
    movePiece,
    editorClick,
    chooseTool,
    setStartPosition,
    clearBoard,
    setChess960Start,
    finishEditing,
  };
}
