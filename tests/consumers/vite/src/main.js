// A Vite app with the default config: one import, no init call.
import { Chess } from 'ferrochess';

const chess = new Chess();
chess.move('e4');
chess.move('e5');
document.getElementById('out').textContent = `${chess.moves().length} ${chess.perft(3)} ${chess.fen()}`;
