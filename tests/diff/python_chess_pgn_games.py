"""Oracle for the many-games differential test against python-chess.

Reads the PGN file named by the first argument game by game with
chess.pgn.read_game, as a python-chess user goes through a database, and
writes JSON to stdout: for each game its headers (python-chess's, the Seven
Tag Roster's defaults filled in), its errors, and its tree in the canonical
form of python_chess_pgn_tree.py.
"""

import json
import sys

import chess.pgn

from python_chess_pgn_tree import canonical


def main():
    out = []
    with open(sys.argv[1], encoding="utf-8-sig", newline="") as handle:
        while True:
            game = chess.pgn.read_game(handle)
            if game is None:
                break
            out.append({
                "headers": dict(game.headers),
                "errors": [str(error) for error in game.errors],
                "tree": canonical(game),
            })
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
