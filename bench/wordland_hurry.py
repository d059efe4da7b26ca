"""How long the bots take to play out a round once the one person at the screen is out.

    python bench/wordland_hurry.py [--games 8]

A typed game of one person and four bots (medium, easy, hard, expert; 20 s teapot) is
played through the word table headless, 10 frames a second: the bots play at their
human pace until the person's first turn, where the person lets the time run out. The
table time from then to the round's end is measured with the bots at real pace and
hurried (`HURRY`); the person, out, still votes when a bot challenges (W4.5), with the
2.5 s undo window. Prints the median and the largest, in seconds of table time (the
scene's clock, not the machine's: the figure is what a family waits).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.app import App
from game.shell.settings import Settings
from game.wordland.rules.actions import PlaceCaterpillarToken, ReturnTopic, TimeRanOut
from game.wordland.rules.components import Mode, Phase
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.scenes import play as table

FRAME = 0.1


def round_after_out(seed: int, hurry: float) -> float:
    table.HURRY = hurry
    app = App(None, Settings(animation_speed=8.0, language="en"), window=(640, 360), seed=seed)
    app.catch_errors = False
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:medium"), Seat("Lory", "bot:easy"),
             Seat("Bill", "bot:hard"), Seat("Duck", "bot:expert"))
    setup = deal(seats, random.Random(seed), Options(mode=Mode.TYPE, timer=20.0), "en", 0,
                 seed=seed)
    play = table.PlayScene(app, setup, seed=seed, autosave=False)
    app.push(play)
    s = play.state
    while s.phase is not Phase.DISCUSSION:  # Ann's preparation choices, if any
        play.act(next(a for a in s.legal_actions()
                      if isinstance(a, PlaceCaterpillarToken | ReturnTopic)), elapsed=0.0)
    for _ in range(4000):
        if play.human_speaker() is not None:
            break
        app.step(FRAME)
    play.act(TimeRanOut(0), elapsed=play.state.timer_left)
    frames = 0
    while play.state.round == 0 and frames < 20000:
        s = play.state
        if s.phase is Phase.VOTE and 0 not in s.ballot.votes \
                and play.input.pending.get(0) is None:
            play.input.pending.cast(0, True)
        app.step(FRAME)
        frames += 1
    app.scenes.clear()
    return frames * FRAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    args = parser.parse_args()
    pygame.init()
    hurried = table.HURRY
    for hurry in (1.0, hurried):
        times = [round_after_out(seed, hurry) for seed in range(1, args.games + 1)]
        print(f"bots x{hurry:g}: median {statistics.median(times):.0f} s, "
              f"max {max(times):.0f} s of table time ({args.games} games)")


if __name__ == "__main__":
    main()
