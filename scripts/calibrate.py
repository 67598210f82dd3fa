#!/usr/bin/env python3
"""Measures the rating of each skill and writes the table the library ships.

ferrochess plays at a *skill* from 0 to 100 (crate/src/engine/search/strength.rs:
a node budget and a move-choice temperature; 100 is full strength). This
script plays games, fits one rating scale to all of them, and writes
crate/src/engine/search/ratings.rs, which maps ratings to skills.

The scale is Stockfish's: its UCI_LimitStrength / UCI_Elo players (1350 to
2850) are fixed at their labels. Skills too weak for the weakest anchor are
chained to their neighbours (skill 0 to 15, 15 to 30, ...) and skill 0 to
the random mover, so every point is on the same scale.

Every game is kept in a results file (one JSON line a game), so a run can
be stopped and resumed, and the fit always uses every game played.

Commands:
  # the whole schedule: the chain up to skill 70, one anchor series for
  # it, then every skill near or above 1350 against the Stockfish anchor
  # nearest its estimate; fit; write the table
  scripts/calibrate.py run --results ~/calibration.jsonl --games 20

  # one pairing, by hand
  scripts/calibrate.py play --results F --a skill:40 --b sf:1350 --games 20

  # fit what was played and print (or --write) the table; several results
  # files may be fitted together
  scripts/calibrate.py fit --results F[,G...] [--no-flags] [--write]

  # re-measure a few rows of the shipped table (when the games of its fit
  # are gone): play those skills against anchors, then fit those games
  # alone and replace only the rows of the skills they name
  scripts/calibrate.py play --results F --a skill:75 --b sf:1850 --games 60
  scripts/calibrate.py fit --results F --replace

  # a verification's games (elo:R players) as the skills the shipped table
  # played them at (skill:S), to join the next fit (before --write)
  scripts/calibrate.py as-skills --results ~/verify.jsonl --out ~/verify-skills.jsonl

  # games wait while the file named by CALIBRATE_PAUSE exists (touch it
  # before a benchmark or a test run, remove it to go on)

  # the quick check before an engine change is kept (build first; about
  # 20 minutes on 2 cores): a few ratings against the Stockfish anchor of
  # the same number; exits 1 if a label lies outside its 95% interval
  scripts/calibrate.py check --results /tmp/check.jsonl [--labels 1500,1800,2100,2300] [--games 24]
  # ...and, when every label is inside, record in the table that this engine
  # (its bench signature) was checked with it: the ratings stay as fitted
  scripts/calibrate.py check --results /tmp/check.jsonl --stamp

  # check the shipped table (build first): every offered rating from 1400
  # up against the Stockfish anchor of the same number, each 100-point
  # step below 1400 against the next, the lowest against random and 1400
  # (40 games a label against its anchor, 60 a step of the chain: the
  # issue's done-when)
  scripts/calibrate.py verify --results ~/verify.jsonl [--games 40] [--chain-games 60]

Players: skill:N (ferrochess at skill N), elo:R (ferrochess with
UCI_LimitStrength at UCI_Elo R, through the shipped table), random (ferrochess's random
mover), sf:E (Stockfish 15.1 at UCI_Elo E). Games are at --tc (default
10+0.1, as the issue's done-when asks), openings as in scripts/match.py.
"""

import argparse
import datetime
import json
import math
import os
import random
import re
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# python-chess as `scripts/setup.sh --test` installs it (pip --target), before any other.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / 'target' / 'python'))

import chess.engine  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from match import elo_interval, load_openings, parse_tc, play  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
FERROCHESS = str(REPO / "target" / "release" / "ferrochess-uci")
STOCKFISH = "/usr/games/stockfish"
TABLE = REPO / "crate" / "src" / "engine" / "search" / "ratings.rs"
# Denser where strength changes fast: a first chain of 10 games a pair
# (2026-11-22) found skills 0 to 30 within ~250 Elo of each other, and 40
# to 60 several hundred Elo apart per 10 points.
SKILLS = [0, 15, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100]
SF_MIN, SF_MAX = 1350, 2850
# Skills up to here are chained to each other (they search few nodes, so
# their games are fast); CHAIN_TOP also plays BOOTSTRAP_ANCHOR first.
CHAIN_TOP = 70
BOOTSTRAP_ANCHOR = 1800


def start(player):
    """A running UCI engine for a player name."""
    if player.startswith("sf:"):
        engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
        engine.configure({"UCI_LimitStrength": True, "UCI_Elo": int(player[3:]), "Threads": 1, "Hash": 16})
        return engine
    engine = chess.engine.SimpleEngine.popen_uci(FERROCHESS)
    if player == "random":
        engine.configure({"Algorithm": "random"})
    elif player.startswith("skill:"):
        engine.configure({"Skill": int(player[6:])})
    elif player.startswith("elo:"):
        engine.configure({"UCI_LimitStrength": True, "UCI_Elo": int(player[4:])})
    else:
        sys.exit(f"unknown player {player!r}")
    return engine


def read_results(path):
    """Every game in the results file (for `fit`, a comma-separated list of files)."""
    games = []
    for one in path.split(","):
        if Path(one).exists():
            for line in Path(one).read_text().splitlines():
                if line.strip():
                    games.append(json.loads(line))
    return games


# A row of the table, as written by write_table or row_text (and rustfmt).
ROW = re.compile(r"Rated \{\s*skill: (-?[\d.]+),\s*elo: (-?[\d.]+),\s*low: (-?[\d.]+),\s*high: (-?[\d.]+),\s*games: (\d+),?\s*\},")
# The table's record of the engine it was measured with.
MEASURED_BLOCK = re.compile(r"/// The engine the table was measured with\..*?\n\};", re.S)
# Its fields; older tables have no basis.
MEASURED_FIELDS = re.compile(
    r'date: "(?P<date>[^"]*)",\s*commit: "(?P<commit>[^"]*)",\s*bench: (?P<bench>\d+),(?:\s*basis:\s*"(?P<basis>[^"]*)",)?')


def measured_with(text):
    """The fields of a table's MEASURED_WITH block as a dict (basis is None
    when the block has none), or None when the text has no such block.

    >>> measured_with(measurement_block("2026-11-27", "7423e1f", 375687, "fitted at b2f2ee3"))
    {'date': '2026-11-27', 'commit': '7423e1f', 'bench': '375687', 'basis': 'fitted at b2f2ee3'}
    >>> measured_with('/// The engine the table was measured with.\\ndate: "2026-11-20", commit: "abc", bench: 5,\\n};')["basis"] is None
    True
    >>> measured_with("pub const CALIBRATION: &[Rated] = &[];") is None
    True
    """
    block = MEASURED_BLOCK.search(text)
    fields = block and MEASURED_FIELDS.search(block.group(0))
    return fields.groupdict() if fields else None


def table_rows(text):
    """The (skill, rating) rows of a table's text."""
    return [(float(m.group(1)), float(m.group(2))) for m in ROW.finditer(text)]


def shipped_table():
    """The (skill, rating) rows of the table in crate/src/engine/search/ratings.rs."""
    return table_rows(TABLE.read_text())


def skill_for_elo(elo, rows):
    """The skill a rating plays at through the table `rows`, as the engine's
    Skill::for_elo interpolates it (full strength at the top rating)."""
    if elo >= math.floor(rows[-1][1]):
        return rows[-1][0]
    upper = next((i for i, (_, r) in enumerate(rows) if r >= elo), len(rows) - 1)
    upper = max(upper, 1)
    (s0, r0), (s1, r1) = rows[upper - 1], rows[upper]
    t = min(1.0, max(0.0, (elo - r0) / (r1 - r0)))
    return s0 + t * (s1 - s0)


def as_skills(path, out):
    """Writes the games of `path` with each rated player (elo:R) named by the
    skill the shipped table plays R at (skill:S), so that games played to
    verify a table can join the fit of the next one. Run it before the
    table is re-written: the mapping is the table the games were played with."""
    rows = shipped_table()
    name = lambda p: f"skill:{skill_for_elo(int(p[4:]), rows):.2f}" if p.startswith("elo:") else p
    with open(out, "w") as file:
        for g in read_results(path):
            file.write(json.dumps({**g, "a": name(g["a"]), "b": name(g["b"])}) + "\n")
    print(f"wrote {out}")


def wait_while_paused():
    """Holds the next game while CALIBRATE_PAUSE names a file that exists.

    Games on the clock measure nothing true on a machine that is busy with
    something else (a test run, a benchmark): touch the file, let the games
    in flight finish, and remove it to go on.
    """
    pause = os.environ.get("CALIBRATE_PAUSE")
    while pause and Path(pause).exists():
        time.sleep(5)


def play_pairing(path, a, b, games, tc, concurrency, seed):
    """Plays a vs b until the results file holds `games` of them."""
    done = sum(1 for g in read_results(path) if {g["a"], g["b"]} == {a, b})
    missing = games - done
    if missing <= 0:
        return
    rng = random.Random(f"{seed}:{a}:{b}")
    openings = load_openings(4, 10, rng, (games + 1) // 2)
    schedule = [(moves, white) for _, _, moves in openings for white in (True, False)][done:games]
    lock = threading.Lock()
    local = threading.local()
    engines = []

    def pair():
        if not hasattr(local, "pair"):
            local.pair = (start(a), start(b))
            with lock:
                engines.extend(local.pair)
        return local.pair

    def run(item):
        moves, a_white = item
        wait_while_paused()
        engine_a, engine_b = pair()
        score, board, how = play(engine_a, engine_b, None, None, moves, a_white, 400, tc)
        with lock:
            with open(path, "a") as out:
                out.write(json.dumps({"a": a, "b": b, "score": score, "plies": len(board.move_stack), "end": how}) + "\n")
            print(f"{a} vs {b}: {score} ({how}, {len(board.move_stack)} plies)", flush=True)

    try:
        with ThreadPoolExecutor(max_workers=max(1, concurrency)) as pool:
            for future in [pool.submit(run, item) for item in schedule]:
                future.result()
    finally:
        for engine in engines:
            engine.quit()


def is_knot(player):
    """Whether a player is one of the fit's knots: a skill named by a whole
    number (skill:45). as-skills names carry two decimals (skill:43.00), so a
    verification that lands on a whole skill stays an in-between player."""
    return player.startswith("skill:") and "." not in player


def fit(games):
    """Maximum-likelihood ratings (Bradley-Terry on the Elo scale, a draw
    counting half a win each way), Stockfish anchors fixed. A skill's rating
    is a piecewise-linear function of the skill, as the engine interpolates
    its table: the knots are the skills named by whole numbers, and a
    skill between two knots (a verification's rated player, as-skills) is
    rated by interpolation, so its games inform both neighbours. Other
    players (random, elo:R) are free. Returns {player: (rating, standard
    error)}, knots and in-between skills alike; with no anchor, random is
    fixed at 0."""
    players = sorted({g["a"] for g in games} | {g["b"] for g in games})
    fixed = {p: float(p[3:]) for p in players if p.startswith("sf:")}
    if not fixed:
        fixed = {"random": 0.0} if "random" in players else {players[0]: 0.0}
    skill_of = {p: float(p[6:]) for p in players if p.startswith("skill:")}
    knot_names = sorted((p for p in skill_of if is_knot(p)), key=skill_of.get)
    knots = [skill_of[p] for p in knot_names]
    free = knot_names + [p for p in players if p not in fixed and p not in skill_of]
    index = {p: i for i, p in enumerate(free)}

    def weights(player):
        """The player's rating as {free parameter: weight} plus a constant."""
        if player in fixed:
            return {}, fixed[player]
        if player not in skill_of:
            return {index[player]: 1.0}, 0.0
        v = skill_of[player]
        upper = next((i for i, k in enumerate(knots) if k >= v), len(knots) - 1)
        if knots[upper] == v or upper == 0:
            return {upper: 1.0}, 0.0
        t = (v - knots[upper - 1]) / (knots[upper] - knots[upper - 1])
        return {upper - 1: 1 - t, upper: t}, 0.0

    design = {p: weights(p) for p in players}
    theta = [1500.0] * len(free)
    rating = lambda p: design[p][1] + sum(w * theta[i] for i, w in design[p][0].items())
    k = math.log(10) / 400
    # A weak prior (mean of all free parameters 1500, sd 2000) keeps players
    # who won or lost every game finite without moving the others.
    for _ in range(100):
        n = len(free)
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for g in games:
            a, b, s = g["a"], g["b"], g["score"]
            p = 1 / (1 + math.exp(-k * (rating(a) - rating(b))))
            w = k * k * p * (1 - p)
            x = {}
            for i, wt in design[a][0].items():
                x[i] = x.get(i, 0.0) + wt
            for i, wt in design[b][0].items():
                x[i] = x.get(i, 0.0) - wt
            for i, xi in x.items():
                grad[i] += k * (s - p) * xi
                for j, xj in x.items():
                    hess[i][j] += w * xi * xj
        for i in range(n):
            grad[i] -= (theta[i] - 1500) / 2000**2
            hess[i][i] += 1 / 2000**2
        step = solve(hess, grad)
        for i in range(n):
            theta[i] += max(-400.0, min(400.0, step[i]))
        if max((abs(x) for x in step), default=0) < 0.01:
            break
    inverse = invert(hess) if free else []

    def error(p):
        ws = design[p][0]
        variance = sum(wi * wj * inverse[i][j] for i, wi in ws.items() for j, wj in ws.items())
        return math.sqrt(max(variance, 0.0))

    return {p: (rating(p), error(p)) for p in players}


def solve(matrix, vector):
    """Solves matrix x = vector (Gaussian elimination with pivoting)."""
    n = len(vector)
    m = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[col][col] != 0:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def invert(matrix):
    n = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def summary(games, ratings):
    lines = []
    for player, (r, se) in sorted(ratings.items(), key=lambda kv: kv[1][0]):
        mine = [g for g in games if player in (g["a"], g["b"])]
        points = sum(g["score"] if g["a"] == player else 1 - g["score"] for g in mine)
        lines.append(f"{player:10s} {r:7.0f} ± {1.96 * se:4.0f}   {points:5.1f}/{len(mine)}")
    return "\n".join(lines)


def knot_rows(games, ratings):
    """The fitted knots as table rows: (skill, rating, low, high, games).
    The table's rows are the knots; skills between them are rated by the
    same interpolation the engine does."""
    rows = []
    for skill, p in sorted((float(p[6:]), p) for p in ratings if is_knot(p)):
        r, se = ratings[p]
        n = sum(1 for g in games if p in (g["a"], g["b"]))
        rows.append((skill, r, r - 1.96 * se, r + 1.96 * se, n))
    return rows


def require_rising(rows):
    for lower, upper in zip(rows, rows[1:]):
        if upper[1] <= lower[1]:
            sys.exit(f"ratings do not rise with skill ({lower} then {upper}): play more games")


def write_table(games, ratings, tc):
    rows = knot_rows(games, ratings)
    if not rows or rows[0][0] != 0 or rows[-1][0] != 100:
        sys.exit("the table needs skills 0 and 100")
    require_rising(rows)
    body = "\n".join(
        f"    Rated {{ skill: {s:.1f}, elo: {r:.0f}.0, low: {lo:.0f}.0, high: {hi:.0f}.0, games: {n} }},"
        for s, r, lo, hi, n in rows
    )
    anchors = sorted({p for g in games for p in (g["a"], g["b"]) if p.startswith("sf:")}, key=lambda p: int(p[3:]))
    bench = engine_bench()
    commit = engine_commit()
    today = datetime.date.today().isoformat()
    measured_with = measurement_block(today, commit, bench, f"fitted from {len(games)} games")
    TABLE.write_text(f"""//! The measured rating of each skill ([`super::strength`]).
//!
//! Written by `scripts/calibrate.py fit --write` from {len(games)} games at
//! {tc[0]:g} s + {tc[1]:g} s a game; do not edit by hand, re-run the script
//! when the engine changes. Ratings are on Stockfish 15.1's `UCI_Elo`
//! scale (anchors: {", ".join(a[3:] for a in anchors) or "none"}); `low` and
//! `high` bound the 95% interval.

/// One measured skill.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {{
    pub skill: f64,
    pub elo: f64,
    pub low: f64,
    pub high: f64,
    /// Games the skill played in the calibration.
    pub games: u32,
}}

{measured_with}

/// When and with what engine a table was measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measurement {{
    /// The day the fit (or the check) was written.
    pub date: &'static str,
    /// The commit the measured engine was built from.
    pub commit: &'static str,
    /// That engine's `bench` node count (the default evaluator).
    pub bench: u64,
    /// How: fitted from games, or a quick check that found every label
    /// played inside its interval (`scripts/calibrate.py check --stamp`).
    pub basis: &'static str,
}}

/// Measured skills, weakest first; the last is full strength.
pub const CALIBRATION: &[Rated] = &[
{body}
];
""")
    print(f"wrote {TABLE}")


def measurement_block(date, commit, bench, basis):
    """The table's record of the engine it was measured with, as Rust."""
    return f"""/// The engine the table was measured with. Its bench signature must be the
/// engine's own (`crate/tests/bench_signature.rs` pins the engine's and
/// fails when this one differs): a changed engine cannot ship a table
/// that was neither fitted nor checked with it.
pub const MEASURED_WITH: Measurement = Measurement {{
    date: "{date}",
    commit: "{commit}",
    bench: {bench},
    basis: "{basis}",
}};"""


def row_text(skill, rating, low, high, games):
    """One table row, as rustfmt lays it out."""
    return (f"Rated {{\n        skill: {skill:.1f},\n        elo: {rating:.0f}.0,\n        low: {low:.0f}.0,\n"
            f"        high: {high:.0f}.0,\n        games: {games},\n    }},")


def replace_rows(games, ratings):
    """Re-measures part of the shipped table: the rows of the skills these
    games played (knots only) take their new fit, every other row stays as
    it was fitted, and the table records which rows were re-fitted, from how
    many games, with which engine. For when the games of the whole fit are
    gone; the anchors fix the scale, so rows fitted apart share it."""
    text = TABLE.read_text()
    new = {row[0]: row for row in knot_rows(games, ratings)}
    if not new:
        sys.exit("these games name no whole-numbered skill to re-fit")
    shipped = {skill for skill, _ in table_rows(text)}
    unknown = sorted(set(new) - shipped)
    if unknown:
        sys.exit(f"the table has no row for skill {', '.join(f'{s:g}' for s in unknown)}; --replace re-fits only rows it has")
    text = ROW.sub(lambda m: row_text(*new[float(m.group(1))]) if float(m.group(1)) in new else m.group(0), text)
    anchors = re.search(r"scale \(anchors: ([^)]*)\)", text)
    if anchors:
        played = {int(p[3:]) for g in games for p in (g["a"], g["b"]) if p.startswith("sf:")}
        every = sorted(played | {int(a) for a in anchors.group(1).split(", ") if a.isdigit()})
        text = text.replace(anchors.group(0), f"scale (anchors: {', '.join(map(str, every))})")
    require_rising(table_rows(text))
    old = measured_with(text)
    if not old or old["basis"] is None:
        sys.exit(f"{TABLE} has no MEASURED_WITH basis to extend")
    # Only what the table was fitted from is kept: a check names one engine
    # and is void once rows change. A ";" would end the fitted part (stamp_table).
    fitted = old["basis"].split(";")[0]
    skills = ("skills " if len(new) > 1 else "skill ") + " and ".join(f"{s:g}" for s in sorted(new))
    commit = engine_commit()
    basis = f"{fitted}, {skills} re-fitted from {len(games)} games at {commit}"
    new_block = measurement_block(datetime.date.today().isoformat(), commit, engine_bench(), basis)
    TABLE.write_text(MEASURED_BLOCK.sub(lambda _: new_block, text, count=1))
    print(f"re-fitted {skills} in {TABLE}: {basis}")


def engine_commit():
    """The commit the engine is built from (with "+changes" when the crate has uncommitted ones)."""
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()
    changed = subprocess.run(["git", "status", "--porcelain", "--", "crate"], cwd=REPO, capture_output=True, text=True, check=True).stdout.strip()
    return f"{commit}+changes" if changed else commit


def stamp_table(labels, games):
    """Records in the table that the engine as built passed the quick check
    with it: its date, commit and bench signature replace the old ones; the
    ratings stay as they were fitted."""
    text = TABLE.read_text()
    old = measured_with(text)
    if not old:
        sys.exit(f"{TABLE} has no MEASURED_WITH to stamp")
    fitted = (old["basis"] or "fitted").split(";")[0]
    if fitted.startswith("fitted") and "at " not in fitted:
        fitted = f"{fitted} at {old['commit']}"
    basis = (f"{fitted}; checked: {', '.join(map(str, labels))} inside their intervals, "
             f"{games} games each (calibrate.py check --stamp)")
    today = datetime.date.today().isoformat()
    new_block = measurement_block(today, engine_commit(), engine_bench(), basis)
    TABLE.write_text(MEASURED_BLOCK.sub(lambda _: new_block, text, count=1))
    print(f"stamped {TABLE}: {basis}")


def engine_bench():
    """The calibrated engine's bench signature (its `bench` node count)."""
    out = subprocess.run([FERROCHESS, "bench"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("Nodes searched"):
            return int(line.split(":")[1])
    sys.exit(f"{FERROCHESS} bench printed no node count")


def offered_range():
    """The UCI_Elo range the engine announces (its shipped table)."""
    engine = chess.engine.SimpleEngine.popen_uci(FERROCHESS)
    try:
        option = engine.options["UCI_Elo"]
        return option.min, option.max
    finally:
        engine.quit()


def pairing_scores(path, a, b):
    """Player a's score in each game of the results file between a and b."""
    return [g["score"] if g["a"] == a else 1 - g["score"] for g in read_results(path) if {g["a"], g["b"]} == {a, b}]


def verify(path, games, chain_games, tc, concurrency, seed):
    """Plays the issue's checks with the shipped table and prints them:
    the score of each pairing, the Elo difference and its 95% interval.
    The anchors (`games` each) come first, then the chain below them
    (`chain_games` each), so a run cut short has measured the labels
    people pick most."""
    low, high = offered_range()
    first = -(-low // 100) * 100
    anchors = [(f"elo:{r}", f"sf:{r}") for r in range(1400, min(high, SF_MAX) + 1, 100)]
    chain = [("elo:%d" % low, "random"), ("elo:%d" % low, "elo:1400")]
    chain += [(f"elo:{r + 100}", f"elo:{r}") for r in range(first, 1400, 100)]
    checks = [(a, b, games) for a, b in anchors] + [(a, b, chain_games) for a, b in chain]
    for a, b, count in checks:
        play_pairing(path, a, b, count, tc, 1 if a == f"elo:{high}" else concurrency, seed)
    print(f"offered range {low}-{high}")
    for a, b, _ in checks:
        scores = pairing_scores(path, a, b)
        elo, lo, hi = elo_interval(scores)
        target = ""
        if b.startswith("sf:"):
            target = "label inside" if lo <= 0 <= hi else "LABEL OUTSIDE"
        elif a.startswith("elo:") and b.startswith("elo:") and b != "elo:1400":
            share = sum(scores) / len(scores)
            target = "55-75% ok" if 0.55 <= share <= 0.75 else "outside 55-75%"
        print(f"{a:10s} vs {b:10s} {sum(scores):5.1f}/{len(scores)}  {elo:+5.0f} ({lo:+.0f} to {hi:+.0f})  {target}")


def check(path, labels, games, tc, concurrency, seed):
    """The quick check: each label against the Stockfish anchor of the same
    number; True when every label lies inside its 95% interval."""
    every_inside = True
    for label in labels:
        play_pairing(path, f"elo:{label}", f"sf:{label}", games, tc, concurrency, seed)
    for label in labels:
        a, b = f"elo:{label}", f"sf:{label}"
        scores = pairing_scores(path, a, b)
        elo, lo, hi = elo_interval(scores)
        inside = lo <= 0 <= hi
        every_inside &= inside
        print(f"{a:10s} vs {b:8s} {sum(scores):5.1f}/{len(scores)}  {elo:+5.0f} ({lo:+.0f} to {hi:+.0f})  {'label inside' if inside else 'LABEL OUTSIDE'}")
    return every_inside


def nearest_anchor(rating):
    return int(min(SF_MAX, max(SF_MIN, round(rating / 50) * 50)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["run", "play", "fit", "verify", "check", "as-skills"])
    parser.add_argument("--results", required=True, help="JSON-lines file of every game played (fit: a comma-separated list)")
    parser.add_argument("--out", help="as-skills: the file to write")
    parser.add_argument("--no-flags", action="store_true",
                        help="fit: leave out games lost on time (on a busy 2-core machine a flag says more about the machine than the players)")
    parser.add_argument("--a")
    parser.add_argument("--b")
    parser.add_argument("--games", type=int, help="games per pairing (default 20; check: 24; verify: 40 against an anchor)")
    parser.add_argument("--chain-games", type=int, help="verify: games per 100-point step below 1400 (default 60)")
    parser.add_argument("--tc", default="10+0.1")
    parser.add_argument("--concurrency", type=int, help="games at a time (default 1; check: 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--labels", default="1500,1800,2100,2300", help="check: the ratings to play against their anchors")
    parser.add_argument("--write", action="store_true", help="write crate/src/engine/search/ratings.rs")
    parser.add_argument("--replace", action="store_true",
                        help="fit: replace only the rows of the skills these games played, keep the others")
    parser.add_argument("--stamp", action="store_true",
                        help="check: when every label is inside, record the engine as built (date, commit, bench) in the table")
    parser.add_argument("--engine", help="ferrochess UCI binary (default target/release/ferrochess-uci); a copy keeps a long run safe from rebuilds")
    args = parser.parse_args()
    if args.engine:
        global FERROCHESS
        FERROCHESS = args.engine
    tc = parse_tc(args.tc)
    play_args = (args.games or 20, tc, args.concurrency or 1, args.seed)

    if args.command == "as-skills":
        as_skills(args.results, args.out)
        return
    if args.command == "verify":
        verify(args.results, args.games or 40, args.chain_games or 60, tc, args.concurrency or 1, args.seed)
        return
    if args.command == "check":
        labels = [int(label) for label in args.labels.split(",")]
        inside = check(args.results, labels, args.games or 24, tc, args.concurrency or 2, args.seed)
        if inside and args.stamp:
            stamp_table(labels, args.games or 24)
        sys.exit(0 if inside else 1)
    if args.command == "play":
        play_pairing(args.results, args.a, args.b, *play_args)
    elif args.command == "run":
        # 1. The chain, from the random mover up to the top of the cheap skills.
        chain = [skill for skill in SKILLS if skill <= CHAIN_TOP]
        play_pairing(args.results, "random", f"skill:{chain[0]}", *play_args)
        for lower, upper in zip(chain, chain[1:]):
            play_pairing(args.results, f"skill:{lower}", f"skill:{upper}", *play_args)
        # 2. One anchor game series puts the chain on Stockfish's scale.
        play_pairing(args.results, f"skill:{CHAIN_TOP}", f"sf:{BOOTSTRAP_ANCHOR}", *play_args)
        # 3. Every skill from the weakest anchor up plays the anchor nearest
        #    its estimate (skills above the chain start from their
        #    neighbour's estimate + 200). Full strength plays on its own
        #    clock, so one game at a time.
        previous = None
        for skill in SKILLS:
            player = f"skill:{skill}"
            ratings = fit(read_results(args.results))
            estimate = ratings[player][0] if player in ratings else previous + 200
            previous = estimate
            if estimate < SF_MIN - 150:
                continue
            concurrency = 1 if skill == 100 else (args.concurrency or 1)
            play_pairing(args.results, player, f"sf:{nearest_anchor(estimate)}", args.games or 20, tc, concurrency, args.seed)
            previous = fit(read_results(args.results))[player][0]
    missing = [one for one in args.results.split(",") if not Path(one).exists()]
    if missing:
        sys.exit(f"no results file {', '.join(missing)}")
    games = read_results(args.results)
    if args.no_flags:
        flags = sum(1 for g in games if g.get("end") == "flag")
        games = [g for g in games if g.get("end") != "flag"]
        print(f"left out {flags} games lost on time")
    ratings = fit(games)
    print(summary(games, ratings))
    if args.replace:
        replace_rows(games, ratings)
    elif args.write or args.command == "run":
        write_table(games, ratings, tc)


if __name__ == "__main__":
    main()
