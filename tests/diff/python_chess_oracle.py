"""Oracle for the differential test against python-chess.

Reads JSON from stdin: a list of games, each {"fen": str, "moves": [uci, ...]}
and optionally "chess960": true (X-FEN or Shredder-FEN, castling as the king
moving onto its rook).
Writes JSON to stdout: for each game, one record per position (the start and
after every move) with python-chess's FEN, sorted legal SAN moves, SAN of the
move played, and game-state flags.
"""

import json
import sys

import chess


def describe(board):
    return {
        "fen": board.fen(),
        "moves": sorted(board.san(m) for m in board.legal_moves),
        "check": board.is_check(),
        "checkmate": board.is_checkmate(),
        "stalemate": board.is_stalemate(),
        "threefold": board.is_repetition(3),
        "fifty": board.halfmove_clock >= 100,
    }


def main():
    games = json.load(sys.stdin)
    out = []
    for game in games:
        board = chess.Board(game["fen"], chess960=game.get("chess960", False))
        records = [describe(board)]
        for uci in game["moves"]:
            move = chess.Move.from_uci(uci)
            san = board.san(move)
            board.push(move)
            record = describe(board)
            record["played"] = san
            records.append(record)
        out.append(records)
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
