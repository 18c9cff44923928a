"""The native core's Triqueta against the Python reference, at scale.

    python benchmarks/triqueta_native_differential.py [--decisions 1000000] [--seed 0]

Plays random games through both fast states at once, cycling through every player count
and variant (base game, Hidden Wolves, the 2-player variant, a row limit, the final start
marker moving), and compares every legal-action list, the full flat layout after every
action and the scores and outcome at the end; every 40th decision it also checks that a
native sample of each player's information set agrees with that player's view. Prints the
decisions played and every mismatch (exit status 1 if any). ``tests/test_native_triqueta.py``
is the smaller run CI makes.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from wolfpack.core.native import core
from wolfpack.triqueta.actions import TAKE_BASE
from wolfpack.triqueta.bots import ADAPTER, InfoSet
from wolfpack.triqueta.components import Config
from wolfpack.triqueta.native import CHECKED_CONFIGS as CONFIGS
from wolfpack.triqueta.native import decode, encode, native_info
from wolfpack.triqueta.state import TQState
from wolfpack.triqueta.view import view


def play_both(cfg: Config, seed: int, rng: random.Random, mod: Any) -> tuple[int, list[str]]:
    """One random game through both states: (decisions, mismatches found)."""
    s = TQState.new(cfg, seed=seed)
    r = mod.TriquetaState(encode(s))
    bad: list[str] = []
    n = 0
    uniform = seed % 2 == 0  # half the games uniform, half drawing more than taking
    while not s.is_terminal():
        legal = s.legal_actions()
        if r.legal_actions() != legal or r.to_move() != s.to_move:
            bad.append(f"legal actions or player to move differ after {n} decisions")
            return n, bad
        draws = [a for a in legal if a < TAKE_BASE]
        pool = draws if not uniform and draws and rng.random() < 0.8 else legal
        a = rng.choice(pool)
        s.apply(a)
        r.apply(a)
        n += 1
        if r.encode() != encode(s):
            bad.append(f"the positions differ after action {a} (decision {n})")
            return n, bad
        if n % 40 == 0 and not s.is_terminal():
            for p in range(cfg.players):
                sample = decode(native_info(InfoSet(s, p)).sample(rng.getrandbits(63)))
                if view(sample, p) != view(s, p):
                    bad.append(f"a sample of player {p}'s knowledge differs (decision {n})")
    if r.scores() != s.scores() or tuple(r.outcome()) != ADAPTER.outcome(s):
        bad.append("the scores or the outcome differ")
    return n, bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    mod = core()
    if mod is None:
        sys.exit("the native core is not installed (cd native && maturin develop --release)")
    rng = random.Random(args.seed)
    decisions = games = 0
    mismatches = 0
    start = time.perf_counter()
    while decisions < args.decisions:
        cfg = CONFIGS[games % len(CONFIGS)]
        seed = args.seed * 1_000_003 + games
        n, bad = play_both(cfg, seed, rng, mod)
        decisions += n
        games += 1
        for why in bad:
            mismatches += 1
            print(f"MISMATCH game {games} ({cfg}, seed {seed}): {why}")
        if games % 2000 == 0:
            print(f"{decisions:,} decisions in {games:,} games, {mismatches} mismatches")
    seconds = time.perf_counter() - start
    print(f"{decisions:,} decisions in {games:,} games ({seconds:.0f} s): {mismatches} mismatches")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
