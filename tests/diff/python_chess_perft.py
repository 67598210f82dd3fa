"""Perft oracle for the Chess960 differential test: python-chess counts.

Reads JSON from stdin: {"starts": depth or null, "positions": [{"fen": str,
"depth": int}, ...]}, every position read with chess960=True. Writes JSON:
{"starts": [{"fen": X-FEN, "nodes": int} for start 0 to 959] (when a depth
is given), "positions": [{"nodes": int, "moves": [sorted SAN]}, ...]}.
Leaves are counted in bulk (the number of legal moves one ply above).
"""

import json
import sys

import chess


def perft(board, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    nodes = 0
    for move in board.legal_moves:
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


def main():
    request = json.load(sys.stdin)
    out = {"starts": [], "positions": []}
    depth = request.get("starts")
    if depth is not None:
        for n in range(960):
            board = chess.Board.from_chess960_pos(n)
            out["starts"].append({"fen": board.fen(), "nodes": perft(board, depth)})
    for position in request.get("positions", []):
        board = chess.Board(position["fen"], chess960=True)
        out["positions"].append({
            "nodes": perft(board, position["depth"]),
            "moves": sorted(board.san(m) for m in board.legal_moves),
        })
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
