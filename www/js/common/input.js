// What a player types, made into the move they meant, without guessing
// between two moves. Knows no rules itself: it asks the game (a ferrochess
// Chess) for its legal moves. (What a player drags, the board and its
// package's legalMoves() read.)
//
//   typedMove(game, 'nf3')  // 'Nf3': any letter case, o-o and 0-0 for castling

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
