// Where a piece could go next turn, whatever the other side does first: the
// squares a premove may aim at. Geometry only, as chessground's premoves:
// sliders see through pieces (they may be taken or move away), pawns may
// push or capture on either diagonal, the king may castle from its own
// square. Whether the premove is legal is asked of the rules when it is played.
//
//   premoveDests(game.board(), 'w')  // Map('e2' -> Map('e3' -> 'move', 'e4' -> 'move', 'd3' -> 'move', ...))

const FILES = 'abcdefgh';
const inside = (f, r) => f >= 0 && f < 8 && r >= 0 && r < 8;
const name = (f, r) => FILES[f] + (r + 1);

const STEPS = {
  n: [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]],
  k: [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]],
};
const RAYS = {
  b: [[1, 1], [1, -1], [-1, 1], [-1, -1]],
  r: [[1, 0], [-1, 0], [0, 1], [0, -1]],
  q: [[1, 1], [1, -1], [-1, 1], [-1, -1], [1, 0], [-1, 0], [0, 1], [0, -1]],
};

/** The squares the piece `type` of `color` on (f, r) may aim a premove at. */
function targets(type, color, f, r, ownRooks) {
  const found = [];
  if (type === 'p') {
    const ahead = color === 'w' ? 1 : -1;
    const home = color === 'w' ? 1 : 6;
    for (const df of [-1, 0, 1]) if (inside(f + df, r + ahead)) found.push([f + df, r + ahead]);
    if (r === home) found.push([f, r + 2 * ahead]);
  } else if (STEPS[type]) {
    for (const [df, dr] of STEPS[type]) if (inside(f + df, r + dr)) found.push([f + df, r + dr]);
    const back = color === 'w' ? 0 : 7;
    if (type === 'k' && r === back) {
      // Castling: onto the g and c files, and onto its own rooks on the rank.
      for (const file of [2, 6, ...ownRooks]) if (file !== f) found.push([file, r]);
    }
  } else {
    for (const [df, dr] of RAYS[type]) {
      for (let g = f + df, s = r + dr; inside(g, s); g += df, s += dr) found.push([g, s]);
    }
  }
  return found;
}

/**
 * The premove destinations of `color`'s pieces on `board` (chess.js's
 * board(): rank 8 first): Map(from -> Map(to -> 'move')), in the form the
 * board component takes as `dests`.
 */
export function premoveDests(board, color) {
  const dests = new Map();
  const back = color === 'w' ? 0 : 7;
  const ownRooks = [];
  for (let f = 0; f < 8; f += 1) {
    const piece = board[7 - back][f];
    if (piece?.type === 'r' && piece.color === color) ownRooks.push(f);
  }
  for (let r = 0; r < 8; r += 1) {
    for (let f = 0; f < 8; f += 1) {
      const piece = board[7 - r][f];
      if (!piece || piece.color !== color) continue;
      const squares = new Map(targets(piece.type, color, f, r, ownRooks).map(([g, s]) => [name(g, s), 'move']));
      if (squares.size > 0) dests.set(name(f, r), squares);
    }
  }
  return dests;
}
