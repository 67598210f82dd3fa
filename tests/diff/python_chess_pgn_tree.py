"""Oracle for the PGN tree differential test against python-chess.

Reads JSON from stdin: a list of PGN texts. Writes JSON to stdout: for each
text, python-chess's reading of its first game as a canonical tree (every
node as its moves from the root in UCI, comment, starting comment and
sorted NAGs; whitespace in comments as single spaces) and
python-chess's own export of the game, for the other direction.
"""

import io
import json
import sys

import chess.pgn


def spaced(comment):
    """A comment with its whitespace runs as single spaces (line breaks are layout)."""
    return " ".join((comment or "").split())


COMMANDS = (
    (chess.pgn.CLOCK_REGEX, 1),
    (chess.pgn.EMT_REGEX, 1),
    (chess.pgn.EVAL_REGEX, 1),
    (chess.pgn.ARROWS_REGEX, 0),
)


def text_of(comment):
    """A comment without the commands python-chess reads as data (clock, emt, eval, arrows)."""
    for regex, count in COMMANDS:
        comment = regex.sub(lambda match: match.group("prefix") and match.group("suffix"), comment, count=count)
    return comment


def commands(node):
    """The comment's commands as python-chess reads them: clock, emt, eval (White's view), arrows."""
    score = node.eval()
    if score is not None:
        white = score.white()
        score = {"mate": white.mate()} if white.is_mate() else {"cp": white.score()}
    return {
        "clock": node.clock(),
        "emt": node.emt(),
        "eval": score,
        "shapes": [
            [chess.square_name(arrow.tail), chess.square_name(arrow.head), arrow.color]
            for arrow in node.arrows()
        ],
    }


def canonical(game):
    nodes = []
    todo = [(game, [])]
    while todo:
        node, path = todo.pop()
        nodes.append({
            "path": path,
            "comment": spaced(text_of(node.comment)),
            **(commands(node) if path else {"clock": None, "emt": None, "eval": None, "shapes": []}),
            "startingComment": spaced(node.starting_comment) if path else "",
            "nags": sorted(node.nags),
            "children": [child.move.uci() for child in node.variations],
        })
        for child in reversed(node.variations):
            todo.append((child, path + [child.move.uci()]))
    return nodes


def main():
    out = []
    for text in json.load(sys.stdin):
        game = chess.pgn.read_game(io.StringIO(text))
        errors = [str(error) for error in game.errors]
        exported = game.accept(chess.pgn.StringExporter(headers=True, variations=True, comments=True))
        out.append({"tree": canonical(game), "errors": errors, "export": exported})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
