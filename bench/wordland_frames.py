"""Frame time of the word table at 1280x720 with the teapot animating (target p95 <= 8 ms).

A seeded typed game (one person, four bots) is played forward to a turn, then the app
runs frame by frame: events, 120 Hz updates (the teapot fills, steam puffs, bots type
and act) and the full draw. Usage: ``python bench/wordland_frames.py [--frames 600]``.
Fails (exit 1) if p95 > 8 ms or any art is rasterised during the measured frames: the
table keeps its still parts as cached surfaces and warms the teapot's steam on its first
frame (`TableDrawing.warm`).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.frames_kit import arguments, headless, timed_frames, verdict


def main() -> int:
    frames, (w, h) = arguments(__doc__, 600)
    headless()
    import pygame

    from game.app import App
    from game.shell.settings import Settings
    from game.wordland.scenes.showcase import SCENES

    pygame.init()
    app = App(None, Settings(language="en"), window=(w, h), seed=7)
    SCENES["play"](app, 7, 40, 0)
    app.top.since = 0.0
    timed_frames(app, 30)  # warm the caches
    return verdict(f"word table {w}x{h}", *timed_frames(app, frames))


if __name__ == "__main__":
    raise SystemExit(main())
