"""Frame time of the Parade table at 1280x720 with a 20-card parade animating (target
p95 <= 8 ms).

A seeded six-player table (bots in every seat) has its parade grown to 20 cards; then
the app runs frame by frame: events, 120 Hz updates and the full draw, while the seats
play one after the other with no pause, so a card is always flying to the end, lifting,
flying to a collection, the gaps closing or a card being drawn. When the parade gets
shorter than 20 it is grown again between two moves. Usage:
``python bench/parade_frames.py [--frames 600] [--size 1280x720]``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.frames_kit import arguments, headless, timed_frames, verdict


def main() -> int:
    frames, (w, h) = arguments(__doc__, 600)
    headless()
    import pygame

    from game.app import App
    from game.parade.ai.registry import make_bot
    from game.parade.rules.views import view_for
    from game.parade.scenes.play import PlayScene
    from game.parade.scenes.showcase import CHARACTERS, long_parade, make_setup
    from game.shell.settings import Settings

    pygame.init()
    app = App(None, Settings(language="en", animation_speed=1.0), window=(w, h), seed=7)
    app.threaded_bots = False
    play = PlayScene(app, make_setup(7, players=6, humans=0), seed=7, autosave=False,
                     characters=CHARACTERS)
    app.push(play)
    long_parade(play, 20)
    bot = make_bot("medium", random.Random(1))
    lengths = []

    def regrow() -> None:
        """Between moves (not timed: it edits the table for the bench's sake)."""
        if play.idle and not play.state.is_over and len(play.shown.parade) < 20:
            long_parade(play, 20)

    def frame() -> None:
        s = play.state
        if play.idle and not s.is_over:
            play.act(bot.choose(view_for(s, s.turn)))
        lengths.append(len(play.shown.parade))
        app.step(1 / 60)

    timed_frames(app, 30, frame, regrow)  # warm the caches
    times, rasterised = timed_frames(app, frames, frame, regrow, lambda: play.state.is_over)
    return verdict(f"parade table {w}x{h}, parade {min(lengths)}-{max(lengths)} cards",
                   times, rasterised, cached=False)


if __name__ == "__main__":
    raise SystemExit(main())
