"""Engine speed of Off With Their Letters!: random typed games per second on one core.

    python bench/wordland_engine.py [--games 300] [--players 4] [--seed 1]

Each game is dealt and played to the end straight on the engine by uniformly random legal
actions, with words drawn from the round's vocabulary (so the W7 judge runs on every
word). Median of 5 runs, in CPU time so that other processes do not skew the figure.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.wordland.ai.vocabulary import entries
from game.wordland.rules.actions import SayWord, TimeRanOut
from game.wordland.rules.setup import Seat, deal
from game.wordland.rules.state import GameState


def play_random_game(players: int, rng: random.Random) -> int:
    state, _ = GameState.start(deal([Seat(f"P{i}") for i in range(players)], rng))
    actions = 0
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        if isinstance(action, TimeRanOut):
            action = dataclasses.replace(action, elapsed=state.timer_left)
        elif isinstance(action, SayWord):
            words = [e.text for t in state.topics for e in entries(state.language, t)]
            action = dataclasses.replace(action, text=rng.choice(words), elapsed=1.0)
        state.apply(action)
        actions += 1
    return actions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rates, per_action = [], []
    for run in range(5):
        rng = random.Random(args.seed + run)
        start = time.process_time()
        actions = sum(play_random_game(args.players, rng) for _ in range(args.games))
        spent = time.process_time() - start
        rates.append(args.games / spent)
        per_action.append(spent / actions * 1e6)
    print(f"{args.players} players: {statistics.median(rates):.0f} random games per CPU "
          f"second, {statistics.median(per_action):.0f} µs per action (median of 5 runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
