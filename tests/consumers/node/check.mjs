// A Node >= 18 ESM consumer of the installed package: rules and bestMove.
import { Chess, validateFen } from 'ferrochess';

const chess = new Chess();
chess.move('e4');
chess.move('e5');
const result = chess.bestMove({ depth: 5 });
const legal = chess.moves({ verbose: true }).some((m) => m.lan === result.bestMove);
console.log(JSON.stringify({
  moves: chess.moves().length,
  perft: chess.perft(3),
  fen: chess.fen(),
  valid: validateFen(chess.fen()).ok,
  engine: legal ? 'legal' : 'ILLEGAL',
}));
