// How the game ended, in words (on the board, or off it: time, resignation,
// agreement, a loaded game's Result tag), and what a loaded game's record
// says of its result and its clocks: read from the state (state.js), written
// by no one.
import { shownId, state } from '../state.js';

/** How `chess` ended on the board, in words, or null. */
export function outcomeText(chess) {
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

/**
 * The result a loaded game's Result tag gives, when its board has not ended
 * it: { winner, reason: 'record' }, or null (a game still in play, `*`).
 */
export function recordedResult(chess) {
  if (chess.isGameOver()) return null;
  const winner = { '1-0': 'w', '0-1': 'b', '1/2-1/2': null }[chess.getHeaders().Result];
  return winner === undefined ? null : { winner, reason: 'record' };
}

/**
 * The clocks a loaded game records ([%clk]) at the position shown: each
 * side's time left after its last move there, in seconds ({ w, b }, a side
 * without one yet undefined), or null for a game that records none.
 */
export function recordedClocks() {
  const clocks = {};
  for (let id = shownId(); id !== null && id !== undefined; id = state.tree.node(id).parent) {
    const node = state.tree.node(id);
    const mover = node.turn === 'w' ? 'b' : 'w';
    if (node.clock !== undefined && clocks[mover] === undefined) clocks[mover] = node.clock;
  }
  if (clocks.w === undefined && clocks.b === undefined) {
    // None before the position shown: a game that records clocks shows them from its first move.
    const first = state.tree.node(state.tree.root).children[0];
    return first !== undefined && state.tree.node(first).clock !== undefined ? clocks : null;
  }
  return clocks;
}

/** How the game ended off the board, in words, or null. */
export function resultText() {
  const { result } = state;
  if (!result) return null;
  const name = (color) => (color === 'w' ? 'White' : 'Black');
  const loser = result.winner && (result.winner === 'w' ? 'b' : 'w');
  switch (result.reason) {
    case 'time':
      return result.winner
        ? `${name(loser)} lost on time: ${name(result.winner)} wins`
        : `${name(state.clock?.running ?? state.chess.turn())} ran out of time, but the other side cannot mate: draw`;
    case 'resignation':
      return `${name(loser)} resigned: ${name(result.winner)} wins`;
    case 'aborted':
      return 'Game aborted';
    case 'record': {
      const { Result: tag, Termination: how } = state.chess.getHeaders();
      const said = how && how !== 'Normal' ? ` (${how.toLowerCase()})` : '';
      return `${tag}: ${result.winner ? `${name(result.winner)} wins` : 'draw'}${said}`;
    }
    default:
      return 'Draw by agreement';
  }
}
