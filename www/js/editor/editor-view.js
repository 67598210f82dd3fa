// The position editor's panel: the pieces and tools (click one, then
// squares; or drag a piece onto the board), side to move, castling, en
// passant, the FEN, and what is wrong with the position, drawn from
// state.editor; and its controls wired to the editor's controller.
import { pieceImageUrl } from '../../ferrochess/js/board/index.js';
import { castlingRight, EDITOR_TOOLS, state } from '../state.js';
import { $, all, targetOf } from '../common/dom.js';

const NAMES = {
  K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn',
};
const toolName = (tool) => {
  if (tool === 'move') return 'Move pieces';
  if (tool === 'trash') return 'Remove pieces';
  return `${tool[0] === 'w' ? 'White' : 'Black'} ${NAMES[tool[1]]}`;
};

/** Whether castling right `letter` could be given as the pieces stand (the library's answer). */
function castlingPossible(chess, letter) {
  const { color, side } = castlingRight(letter);
  return chess.castlingPossible(color)[side];
}

/** Whether the edited position has castling right `letter`. */
function hasCastlingRight(chess, letter) {
  const { color, side } = castlingRight(letter);
  return chess.getCastlingRights(color)[side];
}

/** What is wrong with the edited position for play (the library's reason), or null when it can be played. */
function editorProblem(chess) {
  const problem = chess.positionProblem();
  return problem ? `Not playable yet: ${problem}` : null;
}

/** The editor's panel from state.editor (hidden when the editor is closed). */
export function renderEditor() {
  const { editor } = state;
  $('editor').hidden = !editor;
  $('game-panel').hidden = Boolean(editor);
  if (!editor) return;
  const { chess } = editor;
  const fen = chess.fen();
  for (const button of all('[data-tool]', HTMLElement, $('editor-tools'))) {
    button.setAttribute('aria-pressed', String(button.dataset.tool === editor.tool));
  }
  $('editor-turn').value = chess.turn();
  for (const box of all('[data-castle]', HTMLInputElement)) {
    const letter = box.dataset.castle;
    box.disabled = !castlingPossible(chess, letter);
    box.checked = hasCastlingRight(chess, letter) && !box.disabled;
  }
  const ep = $('editor-ep');
  const choices = ['-', ...chess.enPassantSquares()];
  if ([...ep.options].map((o) => o.value).join() !== choices.join()) {
    ep.replaceChildren(...choices.map((value) => new Option(value === '-' ? 'None' : value, value)));
  }
  ep.value = chess.getEnPassantSquare() ?? '-';
  if (document.activeElement !== $('editor-fen')) $('editor-fen').value = fen;
  const problem = editor.error || editorProblem(chess);
  $('editor-error').textContent = problem ?? '';
  $('editor-play').disabled = Boolean(problem);
  $('editor-analyse').disabled = Boolean(problem);
}

/** The palette's drawing of a piece tool ('wN'): the board's own drawing. */
function toolIcon(tool) {
  const icon = document.createElement('span');
  icon.className = 'piece-icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.style.backgroundImage = `url("${pieceImageUrl({ color: tool[0], type: tool[1].toLowerCase() })}")`;
  return icon;
}

/**
 * Drags a piece from the palette onto the board (`dragPiece` hands the drag
 * to the board once the pointer has moved; a click only picks the tool).
 */
function enablePaletteDrag(palette, dragPiece) {
  let press = null;
  palette.addEventListener('pointerdown', (event) => {
    const tool = event.target.closest('[data-tool]')?.dataset.tool;
    if (!tool || tool === 'move' || tool === 'trash' || event.button !== 0) return;
    press = { tool, x: event.clientX, y: event.clientY };
  });
  palette.addEventListener('pointermove', (event) => {
    if (!press || Math.hypot(event.clientX - press.x, event.clientY - press.y) <= 4) return;
    const { tool } = press;
    press = null;
    dragPiece({ color: tool[0], type: tool[1].toLowerCase() }, event);
  });
  const end = () => { press = null; };
  palette.addEventListener('pointerup', end);
  palette.addEventListener('pointercancel', end);
}

/**
 * Builds the palette and wires the editor's controls to `editor` (the
 * editor's controller). `flip` turns the board; `dragPiece(piece, event)`
 * drags a new piece onto it.
 */
export function wireEditor({ editor, flip, dragPiece }) {
  const {
    chooseTool, clearBoard, setChess960Start, setEditorCastling, setEditorEnPassant, setEditorFen, setEditorTurn,
    setStartPosition,
  } = editor;
  const palette = $('editor-tools');
  palette.replaceChildren(...EDITOR_TOOLS.map((tool) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'editor-tool';
    button.dataset.tool = tool;
    button.setAttribute('aria-label', toolName(tool));
    button.title = toolName(tool);
    if (tool === 'move') button.textContent = '✥';
    else if (tool === 'trash') button.textContent = '×';
    else button.append(toolIcon(tool));
    return button;
  }));
  palette.addEventListener('click', (event) => {
    const tool = targetOf(event, Element)?.closest('[data-tool]')?.getAttribute('data-tool');
    if (tool) chooseTool(tool);
  });
  enablePaletteDrag(palette, dragPiece);
  $('editor-turn').addEventListener('change', () => setEditorTurn($('editor-turn').value));
  $('editor-ep').addEventListener('change', () => setEditorEnPassant($('editor-ep').value));
  for (const box of all('[data-castle]', HTMLInputElement)) {
    box.addEventListener('change', () => setEditorCastling(box.dataset.castle, box.checked));
  }
  $('editor-fen').addEventListener('change', () => setEditorFen($('editor-fen').value));
  $('editor-start').addEventListener('click', setStartPosition);
  $('editor-clear').addEventListener('click', clearBoard);
  $('editor-flip').addEventListener('click', flip);
  $('editor-960-set').addEventListener('click', () => {
    const text = $('editor-960').value.trim();
    $('editor-960').value = String(setChess960Start(text === '' ? NaN : Number(text)));
  });
}
