// ferrochess/board: a chess board for any page or framework. `Board` draws
// and takes input and knows no rules; `chessBoard()` binds one to a
// ferrochess Chess; importing this module registers <ferro-board>. Nothing
// here loads wasm: the rules module loads only when a <ferro-board> without
// a game of its own is put on the page (or when the page imports 'ferrochess').
//
//   import { Chess } from 'ferrochess';
//   import { chessBoard } from 'ferrochess/board';
//   chessBoard(document.getElementById('board'), new Chess());

export { Board, movePieces } from './board.js';
export { pieceImageUrl } from './pieces.js';
export { chessBoard, ChessBoard, legalMoves, whiteWinningChance } from './bind.js';
export { FerroBoard, defineFerroBoard } from './element.js';
export {
  SQUARES, readFen, writeFen, premoveDests, movedPieces, squareAtPoint,
} from './state.js';

import { defineFerroBoard } from './element.js';

defineFerroBoard();
