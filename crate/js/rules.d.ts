/**
 * `import { Chess } from 'ferrochess/rules'`: the rules alone — `Chess`, FEN
 * and PGN reading, the game index — the same as `ferrochess`'s, without the
 * engine: a bundler emits no engine worker or engine module for a page that
 * imports only from here. (`Chess#bestMove` and the engine still load with
 * `import('ferrochess/engine')`.)
 *
 * @example
 * ```js
 * import { Chess } from 'ferrochess/rules';
 * new Chess().move('e4').san; // 'e4'
 * ```
 * @module ferrochess/rules
 */
export {
  Chess, Move, validateFen, chess960Fen, DEFAULT_POSITION, SEVEN_TAG_ROSTER, SQUARES, WHITE, BLACK, PAWN, KNIGHT, BISHOP,
  ROOK, QUEEN, KING, SUFFIX_LIST, nagGlyph, nagName, readGames, readHeaders, openGame, DEFAULT_MAX_GAME_BYTES,
  GameIndex, speedOf, SPEEDS, DEFAULT_INDEX_PLIES,
} from 'ferrochess';
export type * from 'ferrochess';
