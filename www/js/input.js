// What a player types or drags, made into the move they meant, without
// guessing between two moves. Knows no rules itself: it asks the game
// (a ferrochess Chess) for its legal moves.
//
//   typedMove(game, 'nf3')  // 'Nf3': any letter case, o-o and 0-0 for castling
//   castleFor(game, 'e1', 'h1')  // the castling move when the king goes onto its rook

const CASTLING = /^[o0]-?[o0](-?[o0])?$/i;

/**
 * The move text to play for `text` as typed: itself when the game takes it,
 * else the one legal move it names once letter case, check signs and
 * castling's spelling are forgiven. Throws the game's error when no move or
 * more than one matches.
 */
export function typedMove(game, text) {
  const legal = game.moves();
  if (legal.includes(text)) return text;
  const bare = text.replace(/[+#!?]+$/, '');
  const castling = CASTLING.exec(bare);
  if (castling) return castling[1] ? 'O-O-O' : 'O-O';
  const strip = (san) => san.replace(/[+#]$/, '');
  const wanted = bare.toLowerCase();
  const matches = legal.filter((san) => strip(san).toLowerCase() === wanted);
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) {
    throw new Error(`"${text}" could be ${matches.join(' or ')}: which one?`);
  }
  // Coordinates in capitals (E2E4) and the like: the game reads lower case.
  return /^[a-h][1-8][a-h][1-8][qrbn]?$/i.test(bare) ? bare.toLowerCase() : text;
}

/**
 * The castling move (verbose, from `game.moves({ verbose: true })`) when the
 * king on `from` goes to `to`: onto its own rook (as in Chess960, and taken
 * in standard chess too) or to the square it castles to; undefined when it
 * does not castle there.
 */
export function castleFor(game, from, to) {
  const king = game.get(from);
  if (king?.type !== 'k') return undefined;
  const target = game.get(to);
  const ontoOwnRook = target?.type === 'r' && target.color === king.color;
  const castles = game.moves({ square: from, verbose: true }).filter((m) => m.isCastle());
  return castles.find((m) => {
    const kingside = m.isKingsideCastle();
    if (m.to === to) return true;
    if (ontoOwnRook) return kingside === (to.charCodeAt(0) > from.charCodeAt(0));
    return (kingside ? 'g' : 'c') + from[1] === to;
  });
}

/** The squares a click or drop of the king on `from` may castle to: the rooks' and the king's own. */
export function castleTargets(game, from) {
  const king = game.get(from);
  if (king?.type !== 'k') return [];
  const targets = [];
  for (const m of game.moves({ square: from, verbose: true }).filter((move) => move.isCastle())) {
    const kingside = m.isKingsideCastle();
    targets.push(m.to, (kingside ? 'g' : 'c') + from[1]);
    // In standard chess m.to is the king's square: add the rook's, on the edge.
    const rookFile = game.isChess960() ? m.to[0] : (kingside ? 'h' : 'a');
    targets.push(rookFile + from[1]);
  }
  return [...new Set(targets)];
}
