"""Frame time of the Play scene at 1280x720 while pawns hop and the spinner turns, with
the previews (path, ghost pawn) drawn for every decision and the pawns fanned at START.

Run: ``python bench/frames.py [--frames N]``. Uses SDL's dummy driver (no window), so it
measures our drawing and logic, not the display. Target: p95 <= 8 ms, and no art
rasterised during the measured frames: everything comes from the caches, which the table
warms on its first frame (`TableDrawing.warm`: flights at each size, both pawn sizes,
growing pawns scaled from the cached picture).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from game.app import App
from game.race import room
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from game.shell.settings import Settings


def measure(frames: int, size: tuple[int, int]) -> tuple[list[float], int]:
    pygame.init()
    app = App(None, Settings(animation_speed=1.0), window=size, seed=1)
    seats = tuple(Seat(c, c.value.title(), "bot:random") for c in Character)
    setup = deal(room.level(app).board, seats, random.Random(1), Variants(), 0, seed=1)
    play = PlayScene(app, setup, seed=1)
    app.push(play)

    def considered():  # as if a player hovered a choice: the previews are drawn each frame
        state = play.state
        if state.is_over or state.is_chance:
            return None
        return state.legal_actions()[0]

    play.input.candidate = considered
    for _ in range(120):  # warm the caches
        app.step(1 / 60)
    before = app.images.rasterised
    times: list[float] = []
    hops = spins = 0
    for _ in range(frames):
        if not play.spinner.busy and not play.beats and play.idle and play.state.is_chance:
            pass
        start = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
        hops += bool(play.beats and play.beats[0].player is not None)
        spins += play.spinner.busy
        if frames and len(times) % 400 == 0 and not play.spinner.busy:
            play.spinner.flick(play.spinner.bot_speed(0.8), random.Random(len(times)))
    pygame.quit()
    print(f"frames with a pawn moving: {hops}, with the spinner turning: {spins}")
    return times, app.images.rasterised - before


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=1500)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    times, rasterised = measure(args.frames, (w, h))
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"{len(times)} frames at {w}x{h}: median {statistics.median(times):.2f} ms, "
          f"p95 {p95:.2f} ms, max {times[-1]:.2f} ms; art rasterised while measuring: "
          f"{rasterised}")
    return 0 if p95 <= 8.0 and rasterised == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
