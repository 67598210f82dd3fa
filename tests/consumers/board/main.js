// A plain module page using the installed package by name (an import map):
// a board bound to a Chess, and a <ferro-board>. The e2e test drives both,
// and sets up more positions through `window.fb`.
import { Chess } from 'ferrochess';
import { Board, chessBoard } from 'ferrochess/board';

const play = chessBoard(document.getElementById('play'), new Chess(), {
  onMove: (move) => {
    document.getElementById('play-log').textContent = play.chess.history().join(' ');
    return move;
  },
});

const element = document.getElementById('element');
element.addEventListener('move', (event) => {
  document.getElementById('element-log').textContent = `${event.detail.san} ${element.game.fen()}`;
});

window.fb = { Chess, Board, chessBoard, play, element };
document.body.dataset.ready = 'true';
