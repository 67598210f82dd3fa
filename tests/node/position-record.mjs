// What the python-chess oracle (tests/diff/python_chess_oracle.py) reports
// of a position, as ferrochess sees it: the FEN, the legal moves in SAN
// (sorted by code point, as python sorts), check, mate, stalemate and the
// draws by repetition and the fifty-move rule.
export function positionRecord(chess) {
  return {
    fen: chess.fen(),
    moves: chess.moves().sort(),
    check: chess.isCheck(),
    checkmate: chess.isCheckmate(),
    stalemate: chess.isStalemate(),
    threefold: chess.isThreefoldRepetition(),
    fifty: chess.isDrawByFiftyMoves(),
  };
}
