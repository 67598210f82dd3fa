"""The UCI engine behind Debian's polyglot, driven as an xboard GUI drives it.

    python3 tests/uci/polyglot_client.py ENGINE

Plays a game as xboard does (protover 2, new, time control, usermove, the
engine's replies checked legal by python-chess), asks for a move now
(`?`) during a long think, sets up a mate in two (`setboard`) and expects
the mating move, and analyses (`analyze` … `exit`) expecting thinking
lines. Every answer has a timeout, so a hang fails. Exits 1 on a failure.
"""

import os
import queue
import shutil
import subprocess
import sys
import threading
import time

import chess

TIMEOUT = 30.0
# Debian installs it in /usr/games, which a root shell's PATH may leave out.
POLYGLOT = shutil.which("polyglot") or "/usr/games/polyglot"


class Polyglot:
    def __init__(self, engine):
        # polyglot runs in a scratch folder (it may write a log there).
        engine = os.path.abspath(engine) if os.path.exists(engine) else engine
        self.process = subprocess.Popen(
            [POLYGLOT, "-noini", "-ec", engine, "-pg", "Book=false"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
            cwd=os.environ.get("TMPDIR", "/tmp"),
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def until(self, predicate, what):
        seen = []
        deadline = time.monotonic() + TIMEOUT
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {what} within {TIMEOUT} s; saw {seen[-10:]}")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            seen.append(line)
            if "tellusererror" in line:
                raise AssertionError(f"polyglot: {line}")
            if predicate(line):
                return line, seen

    def move(self, board):
        line, _ = self.until(lambda l: l.startswith("move "), "move")
        text = line.split()[1]
        try:
            move = chess.Move.from_uci(text)
        except ValueError:
            move = board.parse_san(text)
        assert move in board.legal_moves, f"{text} is not legal in {board.fen()}"
        return move

    def close(self):
        try:
            self.send("quit")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def handshake(gui):
    gui.send("xboard")
    gui.send("protover 2")
    line, seen = gui.until(lambda l: "done=1" in l, "feature done=1")
    features = " ".join(seen)
    assert "usermove=1" in features or "usermove" not in features, features
    return "usermove=1" in features


def play_a_game(gui, usermove):
    gui.send("new")
    gui.send("level 0 1 0")
    gui.send("post")
    board = chess.Board()
    for ply in range(12):
        ours = sorted(board.legal_moves, key=lambda m: m.uci())[ply % 3]
        # As xboard does before each move: the clocks, in centiseconds (8 s each).
        gui.send("time 800")
        gui.send("otim 800")
        gui.send(("usermove " if usermove else "") + ours.uci())
        board.push(ours)
        reply = gui.move(board)
        board.push(reply)
        if board.is_game_over():
            break
    return f"{len(board.move_stack)} plies, every reply legal"


def move_now(gui, usermove):
    gui.send("new")
    gui.send("st 30")
    gui.send(("usermove " if usermove else "") + "e2e4")
    time.sleep(0.5)
    early = [line for line in list(gui.lines.queue) if line.startswith("move ")]
    assert not early, f"the engine moved before '?' in a 30 s search: {early}"
    started = time.monotonic()
    gui.send("?")
    board = chess.Board()
    board.push_uci("e2e4")
    reply = gui.move(board)
    return f"'?' answered {reply.uci()} in {time.monotonic() - started:.2f} s"


def mate_in_two(gui, usermove):
    gui.send("new")
    gui.send("force")
    fen = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10"
    gui.send(f"setboard {fen}")
    gui.send("sd 6")
    gui.send("go")
    board = chess.Board(fen)
    reply = gui.move(board)
    assert reply.uci() == "d5f6", reply
    return "setboard, go: d5f6"


def analyse(gui, usermove):
    gui.send("new")
    gui.send("force")
    gui.send("post")
    gui.send("analyze")
    line, _ = gui.until(lambda l: l.split()[:1] and l.split()[0].isdigit() and len(l.split()) > 4, "a thinking line")
    gui.send("exit")
    gui.send("ping 7")
    gui.until(lambda l: l.strip() == "pong 7", "pong 7")
    return f"thinking: {line[:60]}"


CASES = [
    ("play a game with a clock", play_a_game),
    ("move now", move_now),
    ("setboard and a mate in two", mate_in_two),
    ("analyze and exit", analyse),
]


def main(argv):
    if len(argv) != 1:
        print(__doc__)
        return 2
    failed = 0
    gui = Polyglot(argv[0])
    try:
        usermove = handshake(gui)
        for name, case in CASES:
            try:
                started = time.monotonic()
                said = case(gui, usermove)
                print(f"ok {name}: {said} ({time.monotonic() - started:.1f} s)")
            except AssertionError as error:
                failed += 1
                print(f"FAIL {name}: {error}")
    finally:
        gui.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
