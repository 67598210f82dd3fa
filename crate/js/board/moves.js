// What may move where, as the board shows it (chessground's board.ts, without
// rules: the caller's `movable.dests` say where a piece may go): the pieces
// drawn with the waiting premoves played on them, whose turn it is, a
// piece's targets, and the pieces after a move.
//
//   movePieces(readFen('start'), 'e2', 'e4', true).get('e4')   // { color: 'w', type: 'p' }

import { SQUARES, premoveDests } from './state.js';
import { emit } from './context.js';

export const opposite = (color) => (color === 'w' ? 'b' : 'w');

/**
 * The pieces after a move from `from` to `to` as the board draws it: the
 * piece goes to `to`; a king going two files along its first rank from the
 * e-file, or onto its own rook, takes the rook with it when `autoCastle`.
 */
export function movePieces(pieces, from, to, autoCastle) {
  const next = new Map(pieces);
  const piece = next.get(from);
  if (!piece) return next;
  const target = next.get(to);
  const rank = from[1];
  const homeRank = piece.color === 'w' ? '1' : '8';
  const df = to.charCodeAt(0) - from.charCodeAt(0);
  const ontoRook = target && target.color === piece.color && target.type === 'r';
  if (autoCastle && piece.type === 'k' && rank === homeRank && to[1] === rank && (ontoRook || (from[0] === 'e' && Math.abs(df) === 2))) {
    const kingside = df > 0;
    const rookFrom = ontoRook ? to : (kingside ? 'h' : 'a') + rank;
    const rook = next.get(rookFrom);
    const ownRook = rook?.type === 'r' && rook.color === piece.color;
    next.delete(from);
    if (ownRook) next.delete(rookFrom);
    next.set((kingside ? 'g' : 'c') + rank, piece);
    if (ownRook) next.set((kingside ? 'f' : 'd') + rank, rook);
    return next;
  }
  next.delete(from);
  next.set(to, piece);
  return next;
}

/** The pieces drawn: the position with the waiting premoves played on it. */
export function shownPieces(b) {
  let pieces = b.state.pieces;
  for (const { from, to } of b.state.premovable.current) pieces = movePieces(pieces, from, to, b.state.autoCastle);
  return pieces;
}


/** Whether the user may move `color`'s pieces now (`premove`: ahead of their turn). */
export function canMove(b, color, premove) {
  const { movable, turnColor, premovable, viewOnly } = b.state;
  if (viewOnly || b.promotion) return false;
  const mine = movable.color === 'both' || movable.color === color;
  if (!mine) return false;
  if (movable.free) return true;
  return premove ? premovable.enabled && color !== turnColor && movable.color !== 'both' : color === turnColor;
}


/** Where the piece on `square` may go now: { targets, premove } (targets empty when it cannot move). */
export function targetsOf(b, square) {
  const pieces = shownPieces(b);
  const piece = pieces.get(square);
  if (!piece) return { targets: [], premove: false };
  if (b.state.movable.free && canMove(b, piece.color, false)) {
    return { targets: SQUARES.filter((s) => s !== square), premove: false };
  }
  if (canMove(b, piece.color, false) && b.state.premovable.current.length === 0) {
    return { targets: b.state.movable.dests.get(square) ?? [], premove: false };
  }
  if (canMove(b, piece.color, true) || (canMove(b, piece.color, false) && b.state.premovable.current.length > 0)) {
    const given = b.state.premovable.current.length === 0 ? b.state.premovable.dests : null;
    const dests = given ?? premoveDests(pieces, piece.color);
    return { targets: dests.get(square) ?? [], premove: true };
  }
  return { targets: [], premove: false };
}


/** After a new position: premoves whose piece is gone are dropped (the rest wait). */
export function dropStalePremoves(b) {
  const current = b.state.premovable.current;
  if (current.length === 0) return;
  const first = current[0];
  if (!b.state.pieces.has(first.from)) {
    b.state.premovable.current = [];
    emit(b, 'premove', []);
  }
}
