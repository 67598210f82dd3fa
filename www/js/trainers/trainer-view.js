// The board and the players' names while a trainer holds the board (the
// repertoire drill, drill-view.js, or a puzzle, puzzle-view.js): the
// trainer's own position from your side, your pieces movable on your move,
// and the move you should have played as an arrow.
import { legalMoves } from '../../ferrochess/js/board/index.js';
import { all } from '../common/dom.js';

/**
 * The board's settings for a trainer's position `game` (a Chess): seen
 * from `color`, your pieces movable when `yours`, `arrow` (a UCI move, or
 * null) drawn in `arrowColor`.
 */
export function trainerBoard(game, {
  color, yours, arrow, arrowColor,
}) {
  const last = game.history({ verbose: true }).at(-1);
  const movable = yours && game.turn() === color;
  return {
    pieces: game.board(),
    orientation: color,
    turnColor: game.turn(),
    movable: {
      color: movable ? color : null, dests: movable ? legalMoves(game).dests : new Map(), free: false, deleteOnDropOff: false, showDests: true,
    },
    premovable: { enabled: false, current: [] },
    lastMove: last ? { from: last.from, to: last.to } : null,
    check: game.isCheck(),
    drawable: {
      autoShapes: arrow ? [{
        from: arrow.slice(0, 2), to: arrow.slice(2, 4), kind: 'better', color: arrowColor,
      }] : [],
    },
  };
}

/** The names by the board: `names` by colour ({ w, b }), the board seen from `color`, the side to move marked unless `finished`. */
export function renderTrainerPlayers(game, { color, names, finished }) {
  for (const area of all('.board-area', HTMLElement)) area.dataset.orientation = color;
  for (const side of ['w', 'b']) {
    const bar = all(`.player[data-player="${side}"]`, HTMLElement)[0];
    const nameOf = bar?.querySelector('.player-name');
    if (!bar || !nameOf) continue;
    nameOf.textContent = names[side];
    bar.classList.toggle('to-move', game.turn() === side && !finished);
  }
}
