// What a player types, made into the move they meant, without guessing
// between two moves. Knows no rules itself: it asks the game (a ferrochess
// Chess) for its legal moves. (What a player drags, the board and its
// package's legalMoves() read.)
//
//   typedMove(game, 'nf3')  // 'Nf3': any letter case, o-o and 0-0 for castling
import { Chess } from '../../ferrochess/js/index.js';

/** The package's codes for a move text that is no move in any position (Chess#move's error codes). */
const NO_MOVE = ['malformed', 'empty', 'bad-promotion-piece'];

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
 * Why `text`, typed as a premove while the other side is to move in
 * `game`, can be no move at all (the package's words: `Qxx9` is not
 * notation), or null when it may be legal once the other side has moved.
 * The text is read as typedMove reads it, for the player, in the same
 * position with the turn passed (where a check forbids passing, it is kept).
 */
export function premoveProblem(game, text) {
  const player = new Chess(game.fen(), { chess960: game.isChess960() });
  try {
    player.move(null);
    player.move(typedMove(player, text));
    return null;
  } catch (error) {
    return NO_MOVE.includes(error.code) ? (error.reason ?? error.message) : null;
  } finally {
    player.free();
  }
}
