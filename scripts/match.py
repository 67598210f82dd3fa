#!/usr/bin/env python3
"""Engine-vs-engine matches over UCI, driven by python-chess.

Plays pairs of games from varied openings (each opening once with each
colour) and reports wins, draws, losses, the score, and an Elo estimate with
its 95% error bar. Every strength change is proven this way, not by feel.

Examples:
  # default search (100 ms a move) against plain minimax depth 3 with the material evaluator
  scripts/match.py --a target/release/ferrochess-uci --a-limit movetime=100 \
      --b target/release/ferrochess-uci --b-option Algorithm=minimax --b-option Evaluator=material \
      --b-limit depth=3 --games 40

  # against a random mover
  scripts/match.py --b-option Algorithm=random --games 20

  # the learned evaluation against the hand-written one at 10 s + 0.1 s a game, two games at a time
  scripts/match.py --a-option Evaluator=nnue --b-option Evaluator=handcrafted --tc 10+0.1 --games 200 --concurrency 2

  # a search change screened by an SPRT: stops once A is shown 0 or 10 Elo stronger (at most 4000 games)
  scripts/match.py --a new-uci --b old-uci --a-limit nodes=25000 --b-limit nodes=25000 --games 4000 --sprt 0,10 --concurrency 2

Openings: the lichess opening names data set (CC0), ../shared/data/openings.
"""

import argparse
import math
import random
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# python-chess as `scripts/setup.sh --test` installs it (pip --target), before any other.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / 'target' / 'python'))

import chess  # noqa: E402
import chess.engine
import chess.pgn

from sprt import Sprt

REPO = Path(__file__).resolve().parent.parent
DEFAULT_ENGINE = str(REPO / "target" / "release" / "ferrochess-uci")
OPENINGS_DIR = REPO.parent / "shared" / "data" / "openings"


def parse_pairs(items):
    out = {}
    for item in items or []:
        key, _, value = item.partition("=")
        if value in ("true", "false"):
            out[key] = value == "true"
        elif value.lstrip("-").isdigit():
            out[key] = int(value)
        else:
            out[key] = value
    return out


def limit_from(pairs):
    kwargs = {}
    for key, value in pairs.items():
        value = str(value)
        if key == "depth":
            kwargs["depth"] = int(value)
        elif key == "nodes":
            kwargs["nodes"] = int(value)
        elif key == "movetime":
            kwargs["time"] = int(value) / 1000
        else:
            sys.exit(f"unknown limit {key!r} (use depth, nodes or movetime)")
    return chess.engine.Limit(**kwargs)


def load_openings(min_plies, max_plies, rng, count):
    lines = []
    for path in sorted(OPENINGS_DIR.glob("*.tsv")):
        for row in path.read_text().splitlines()[1:]:
            eco, name, pgn = row.split("\t")
            board = chess.Board()
            moves = [tok for tok in pgn.split() if not tok.endswith(".")]
            try:
                for san in moves:
                    board.push_san(san)
            except ValueError:
                continue
            # Skip lines that end the game (e.g. "Barnes Opening: Fool's Mate").
            if min_plies <= len(board.move_stack) <= max_plies and not board.is_game_over():
                lines.append((eco, name, [m.uci() for m in board.move_stack]))
    rng.shuffle(lines)
    return lines[:count]


def elo_interval(results):
    n = len(results)
    mean = sum(results) / n
    var = sum((r - mean) ** 2 for r in results) / max(n - 1, 1)
    stderr = math.sqrt(var / n)

    def to_elo(p):
        p = min(max(p, 1e-6), 1 - 1e-6)
        return -400 * math.log10(1 / p - 1)

    return to_elo(mean), to_elo(mean - 1.96 * stderr), to_elo(mean + 1.96 * stderr)


def parse_tc(text):
    """'10+0.1' -> (10.0, 0.1): seconds a game, seconds added a move."""
    base, _, inc = text.partition("+")
    return float(base), float(inc or 0)


def play(engine_a, engine_b, a_limit, b_limit, opening, a_white, max_plies, tc=None, b_fresh=False):
    """Plays one game; returns A's score, the board and how it ended.

    With `tc` (base, increment in seconds) both sides play on a clock
    measured here; a side whose clock runs out loses (a flag fall). With
    `b_fresh`, B hears `ucinewgame` before every move: each of its searches
    starts from a cleared engine."""
    board = chess.Board()
    for uci in opening:
        board.push_uci(uci)
    engines = {chess.WHITE: (engine_a, a_limit), chess.BLACK: (engine_b, b_limit)}
    if not a_white:
        engines = {chess.WHITE: (engine_b, b_limit), chess.BLACK: (engine_a, a_limit)}
    for engine in (engine_a, engine_b):
        engine.protocol.send_line("ucinewgame")
    clocks = {chess.WHITE: tc[0], chess.BLACK: tc[0]} if tc else None
    while not board.is_game_over(claim_draw=True) and len(board.move_stack) < max_plies:
        engine, limit = engines[board.turn]
        if clocks:
            limit = chess.engine.Limit(
                white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                white_inc=tc[1], black_inc=tc[1])
        if b_fresh and engine is engine_b:
            engine.protocol.send_line("ucinewgame")
        started = time.monotonic()
        result = engine.play(board, limit)
        if clocks:
            clocks[board.turn] -= time.monotonic() - started
            if clocks[board.turn] < 0:
                a_won = (board.turn == chess.BLACK) == a_white
                return (1.0 if a_won else 0.0), board, "flag"
            clocks[board.turn] += tc[1]
        if result.move is None or result.move not in board.legal_moves:
            raise RuntimeError(f"illegal move {result.move} in {board.fen()}")
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        return 0.5, board, board.result(claim_draw=True)
    a_won = (outcome.winner == chess.WHITE) == a_white
    return (1.0 if a_won else 0.0), board, board.result(claim_draw=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", default=DEFAULT_ENGINE, help="engine A command")
    parser.add_argument("--b", default=DEFAULT_ENGINE, help="engine B command")
    parser.add_argument("--a-option", action="append", help="UCI option for A, Name=value")
    parser.add_argument("--b-option", action="append", help="UCI option for B, Name=value")
    parser.add_argument("--a-limit", action="append", default=None, help="A's limit: depth=N, nodes=N or movetime=MS")
    parser.add_argument("--b-limit", action="append", default=None, help="B's limit")
    parser.add_argument("--games", type=int, default=20, help="games (rounded up to pairs)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=400, help="adjudicate a draw after this many plies")
    parser.add_argument("--pgn", help="write the games to this PGN file")
    parser.add_argument("--tc", help="play on a clock instead of limits: BASE+INC in seconds, e.g. 10+0.1")
    parser.add_argument("--concurrency", type=int, default=1, help="games played at once (one engine pair each)")
    parser.add_argument("--sprt", help="stop early by a sequential test of ELO0,ELO1 (alpha = beta = 0.05; see scripts/sprt.py)")
    parser.add_argument("--b-fresh", action="store_true",
                        help="send B ucinewgame before every move (each search starts from a cleared engine)")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    pairs = (args.games + 1) // 2
    openings = load_openings(4, 10, rng, pairs)
    a_limit = limit_from(parse_pairs(args.a_limit or ["movetime=100"]))
    b_limit = limit_from(parse_pairs(args.b_limit or ["movetime=100"]))
    tc = parse_tc(args.tc) if args.tc else None
    games = [(eco, name, moves, a_white) for eco, name, moves in openings for a_white in (True, False)]
    results = [None] * len(games)
    lock = threading.Lock()
    counts = {"wins": 0, "draws": 0, "losses": 0, "played": 0}
    pgn_out = open(args.pgn, "w") if args.pgn else None
    local = threading.local()
    engines = []
    sprt = Sprt(*(float(x) for x in args.sprt.split(","))) if args.sprt else None
    verdict = {"decision": None}

    def pair_scores():
        """The mean score of every opening whose two games are both done."""
        return [(results[i] + results[i + 1]) / 2 for i in range(0, len(results) - 1, 2)
                if results[i] is not None and results[i + 1] is not None]

    def engine_pair():
        if not hasattr(local, "pair"):
            engine_a = chess.engine.SimpleEngine.popen_uci(args.a.split())
            engine_b = chess.engine.SimpleEngine.popen_uci(args.b.split())
            engine_a.configure(parse_pairs(args.a_option))
            engine_b.configure(parse_pairs(args.b_option))
            local.pair = (engine_a, engine_b)
            with lock:
                engines.extend(local.pair)
        return local.pair

    def run(index):
        if verdict["decision"]:
            return
        eco, name, moves, a_white = games[index]
        engine_a, engine_b = engine_pair()
        score, board, how = play(engine_a, engine_b, a_limit, b_limit, moves, a_white, args.max_plies, tc, args.b_fresh)
        with lock:
            results[index] = score
            counts["played"] += 1
            counts["wins"] += score == 1.0
            counts["draws"] += score == 0.5
            counts["losses"] += score == 0.0
            progress = ""
            if sprt:
                pairs_done = pair_scores()
                progress = f" LLR {sprt.llr(pairs_done):+.2f} {sprt.bounds()}"
                if not verdict["decision"]:
                    verdict["decision"] = sprt.decision(pairs_done)
            print(
                f"game {index + 1:3d} {eco} {name[:40]:40s} A as {'white' if a_white else 'black'}: "
                f"{ {1.0: 'A wins', 0.5: 'draw', 0.0: 'B wins'}[score] } ({how}, {len(board.move_stack)} plies)"
                f"  [+{counts['wins']} ={counts['draws']} -{counts['losses']}]{progress}",
                flush=True,
            )
            if pgn_out:
                game = chess.pgn.Game.from_board(board)
                game.headers["Event"] = f"ferrochess match, opening {eco} {name}"
                game.headers["White"] = "A" if a_white else "B"
                game.headers["Black"] = "B" if a_white else "A"
                print(game, file=pgn_out, end="\n\n")

    try:
        with ThreadPoolExecutor(max_workers=max(1, args.concurrency)) as pool:
            for future in [pool.submit(run, i) for i in range(len(games))]:
                future.result()
    finally:
        for engine in engines:
            engine.quit()
        if pgn_out:
            pgn_out.close()
    wins, draws, losses = counts["wins"], counts["draws"], counts["losses"]
    played = [r for r in results if r is not None]
    n = len(played)
    score = sum(played) / n
    diff, low, high = elo_interval(played)
    print(f"\nA vs B: +{wins} ={draws} -{losses} in {n} games, score {100 * score:.1f}%")
    if sprt:
        pairs_done = pair_scores()
        outcome = {"H1": f"H1 accepted: A is nearer {sprt.elo1:g} Elo stronger than {sprt.elo0:g}",
                   "H0": f"H0 accepted: A is nearer {sprt.elo0:g} Elo stronger than {sprt.elo1:g}",
                   None: "no decision (out of games)"}[sprt.decision(pairs_done)]
        print(f"SPRT {args.sprt}: LLR {sprt.llr(pairs_done):+.2f} over {len(pairs_done)} pairs, bounds {sprt.bounds()}: {outcome}")
    if 0 < score < 1:
        print(f"Elo difference A-B: {diff:+.0f} (95% interval {low:+.0f} to {high:+.0f})")
    else:
        print("Elo difference A-B: unbounded (one side scored every point)")


if __name__ == "__main__":
    main()
