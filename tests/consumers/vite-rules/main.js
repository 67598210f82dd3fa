// A Vite app that uses the rules and the board and no engine: its build must
// hold no engine worker, engine module or search thread.
import { Chess } from 'ferrochess/rules';
import { chessBoard } from 'ferrochess/board';

const chess = new Chess();
chess.move('e4');
chess.move('e5');
chessBoard(document.getElementById('board'), chess);
document.getElementById('out').textContent = `${chess.moves().length} ${chess.perft(3)} ${chess.fen()}`;
