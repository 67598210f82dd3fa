"""A UCI engine driven by python-chess's chess.engine, as its users drive one.

    python3 tests/uci/python_chess_client.py ENGINE [ARG...]
    python3 tests/uci/python_chess_client.py --no-stop node scripts/uci-wasm.mjs

Plays and analyses through every case a client sends: a game on a clock,
MultiPV analysis, go mate, root moves (searchmoves), ponder, an infinite
analysis stopped, win/draw/loss, the opponent, and Chess960 with castling
as the king onto its rook. Every call has a timeout, so a missing answer
fails instead of hanging, and every move the engine gives is checked
legal by python-chess. `--no-stop` leaves out the two cases that need the
engine to read `stop` while it searches (an infinite analysis, pondering):
the wasm UciSession in Node runs a search to its end inside one call.

Prints one line per case and exits 1 if any failed.
"""

import sys
import traceback

import chess
import chess.engine

TIMEOUT = 60.0


def open_engine(command):
    return chess.engine.SimpleEngine.popen_uci(command, timeout=TIMEOUT)


def check_legal(board, move, what):
    assert move is not None, f"{what}: no move"
    assert move in board.legal_moves, f"{what}: {move.uci()} is not legal in {board.fen()}"


def play_on_a_clock(engine):
    board = chess.Board()
    clock = {chess.WHITE: 3.0, chess.BLACK: 3.0}
    for _ in range(16):
        limit = chess.engine.Limit(
            white_clock=clock[chess.WHITE], black_clock=clock[chess.BLACK],
            white_inc=0.05, black_inc=0.05,
        )
        result = engine.play(board, limit, game="clock")
        check_legal(board, result.move, "play on a clock")
        board.push(result.move)
        if board.is_game_over():
            break
    return f"{len(board.move_stack)} plies, every move legal"


def analyse_multipv(engine):
    board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
    infos = engine.analyse(board, chess.engine.Limit(depth=7), multipv=3)
    assert len(infos) == 3, f"{len(infos)} lines"
    firsts = [info["pv"][0] for info in infos]
    assert len(set(firsts)) == 3, f"the lines start alike: {firsts}"
    for info in infos:
        assert "score" in info, info
        pv_board = board.copy()
        for move in info["pv"]:
            check_legal(pv_board, move, "a MultiPV line")
            pv_board.push(move)
    return "3 lines, distinct first moves, every line legal"


def mate_in_two(engine):
    board = chess.Board("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10")
    result = engine.play(board, chess.engine.Limit(mate=2), info=chess.engine.INFO_SCORE)
    check_legal(board, result.move, "go mate 2")
    assert result.move == chess.Move.from_uci("d5f6"), result.move
    assert result.info["score"].white() == chess.engine.Mate(2), result.info
    return "d5f6, scored mate in 2"


def root_moves(engine):
    board = chess.Board("rnb1kbnr/pppp1ppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1")
    allowed = [chess.Move.from_uci("a2a3"), chess.Move.from_uci("h2h3")]
    result = engine.play(board, chess.engine.Limit(depth=5), root_moves=allowed)
    assert result.move in allowed, f"{result.move} is not one of the root moves"
    infos = engine.analyse(board, chess.engine.Limit(depth=4), root_moves=allowed, multipv=2)
    assert sorted(info["pv"][0].uci() for info in infos) == ["a2a3", "h2h3"], infos
    return f"played {result.move}, analysed only the two"


def ponder(engine):
    board = chess.Board()
    result = engine.play(board, chess.engine.Limit(time=0.3), ponder=True)
    check_legal(board, result.move, "ponder")
    board.push(result.move)
    assert result.ponder is not None, "no ponder move"
    check_legal(board, result.ponder, "the ponder move")
    # The engine now ponders on result.ponder; the next play stops it.
    board.push(result.ponder)
    again = engine.play(board, chess.engine.Limit(time=0.2), ponder=True)
    check_legal(board, again.move, "play after pondering")
    return f"{result.move} ponder {result.ponder}, then {again.move}"


def infinite_analysis_stopped(engine):
    board = chess.Board()
    with engine.analysis(board) as analysis:
        for info in analysis:
            if info.get("depth", 0) >= 6:
                break
        analysis.stop()
        best = analysis.wait()
    check_legal(board, best.move, "the stopped analysis")
    return f"stopped past depth 6 with {best.move}"


def win_draw_loss(engine):
    engine.configure({"UCI_ShowWDL": True})
    try:
        board = chess.Board("4k3/8/8/8/8/8/4P3/3QK3 w - - 0 1")
        info = engine.analyse(board, chess.engine.Limit(depth=6))
        assert info.get("wdl") is not None, info
        wdl = info["wdl"].white()
        assert wdl.total() == 1000, wdl
        assert wdl.wins > 900, wdl
    finally:
        engine.configure({"UCI_ShowWDL": False})
    return f"a queen up: {wdl.wins}/{wdl.draws}/{wdl.losses} per mille"


def opponent(engine):
    board = chess.Board()
    rival = chess.engine.Opponent(name="Ann", title=None, rating=2100, is_engine=False)
    result = engine.play(board, chess.engine.Limit(depth=3), opponent=rival)
    check_legal(board, result.move, "with an opponent")
    return f"accepted, played {result.move}"


def chess960(engine):
    board = chess.Board("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", chess960=True)
    board.push(board.parse_san("O-O"))
    for _ in range(8):
        result = engine.play(board, chess.engine.Limit(depth=4))
        check_legal(board, result.move, "Chess960")
        board.push(result.move)
    castles = [m for m in board.move_stack if chess.Board(board.starting_fen, chess960=True).is_castling(m)]
    return f"after white's O-O (sent as {castles[0].uci()}), {len(board.move_stack) - 1} legal moves"


CASES = [
    ("play on a clock", play_on_a_clock, False),
    ("analyse with MultiPV 3", analyse_multipv, False),
    ("go mate 2", mate_in_two, False),
    ("root moves", root_moves, False),
    ("ponder and ponderhit", ponder, True),
    ("an infinite analysis stopped", infinite_analysis_stopped, True),
    ("UCI_ShowWDL", win_draw_loss, False),
    ("UCI_Opponent", opponent, False),
    ("Chess960", chess960, False),
]


def main(argv):
    no_stop = argv[:1] == ["--no-stop"]
    command = argv[1:] if no_stop else argv
    if not command:
        print(__doc__)
        return 2
    failed = 0
    engine = open_engine(command)
    try:
        for name, case, needs_stop in CASES:
            if needs_stop and no_stop:
                print(f"-- {name}: left out (--no-stop)")
                continue
            try:
                print(f"ok {name}: {case(engine)}")
            except Exception:  # every failure is reported, then the next case runs
                failed += 1
                print(f"FAIL {name}")
                traceback.print_exc(file=sys.stdout)
                engine.quit()
                engine = open_engine(command)
    finally:
        engine.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
