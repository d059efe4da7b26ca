"""Frame time of the Play scene at 1280x720 while pawns hop and the spinner turns, with
the previews (path, ghost pawn) drawn for every decision and the pawns fanned at START.

Run: ``python bench/frames.py [--frames N]``. Uses SDL's dummy driver (no window), so it
measures our drawing and logic, not the display. Target: p95 <= 8 ms, and no art
rasterised during the measured frames: everything comes from the caches, which the table
warms on its first frame (`TableDrawing.warm`: flights at each size, both pawn sizes,
growing pawns scaled from the cached picture).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.frames_kit import arguments, headless, timed_frames, verdict

headless()

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.race import room  # noqa: E402
from game.race.rules.components import Character  # noqa: E402
from game.race.rules.setup import Seat, Variants, deal  # noqa: E402
from game.race.scenes.play import PlayScene  # noqa: E402
from game.shell.settings import Settings  # noqa: E402


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
    timed_frames(app, 120)  # warm the caches
    counts = {"hops": 0, "spins": 0}

    def after(done: int) -> None:
        """Untimed: count what moves, and flick the spinner now and then."""
        counts["hops"] += bool(play.beats and play.beats[0].player is not None)
        counts["spins"] += play.spinner.busy
        if done % 400 == 0 and not play.spinner.busy:
            play.spinner.flick(play.spinner.bot_speed(0.8), random.Random(done))

    measured = timed_frames(app, frames, after=after)
    pygame.quit()
    print(f"frames with a pawn moving: {counts['hops']}, with the spinner turning: "
          f"{counts['spins']}")
    return measured


def main() -> int:
    frames, (w, h) = arguments(__doc__, 1500)
    return verdict(f"race table {w}x{h}", *measure(frames, (w, h)))


if __name__ == "__main__":
    sys.exit(main())
