"""What the three frame benches share (bench/frames.py, parade_frames.py,
wordland_frames.py): a headless app at a window size, frames timed one by one, and the
verdict line. Target: p95 <= 8 ms and, where the table caches its art, nothing
rasterised while measuring."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

TARGET_MS = 8.0


def headless() -> None:
    """SDL's dummy drivers (no window: our drawing and logic are measured, not the
    display), and the checkout on the import path."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    root = str(Path(__file__).resolve().parent.parent)
    if root not in sys.path:
        sys.path.insert(0, root)


def arguments(doc: str, frames: int) -> tuple[int, tuple[int, int]]:
    """`--frames N` and `--size WxH` (1280x720 by default)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--frames", type=int, default=frames)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    return args.frames, (w, h)


def timed_frames(app, frames: int, frame: Callable[[], None] | None = None,
                 between: Callable[[], None] | None = None,
                 stop: Callable[[], bool] | None = None,
                 after: Callable[[int], None] | None = None) -> tuple[list[float], int]:
    """Time `frames` frames (`frame()`, by default one app step of 1/60 s), with
    `between()` done untimed before each and `after(frames timed)` after each; stop
    early when `stop()` says so. The times in ms, and how many images were rasterised
    meanwhile."""
    step = frame if frame is not None else (lambda: app.step(1 / 60))
    before = app.images.rasterised
    times: list[float] = []
    for _ in range(frames):
        if between is not None:
            between()
        start = time.perf_counter()
        step()
        times.append((time.perf_counter() - start) * 1000)
        if after is not None:
            after(len(times))
        if stop is not None and stop():
            break
    return times, app.images.rasterised - before


def verdict(what: str, times: list[float], rasterised: int, cached: bool = True) -> int:
    """Print the line of figures; 0 when p95 <= 8 ms (and, with `cached`, no image was
    rasterised), else 1."""
    times = sorted(times)
    p95 = times[int(0.95 * len(times)) - 1]
    print(f"{what}, {len(times)} frames: median {statistics.median(times):.2f} ms, "
          f"p95 {p95:.2f} ms, max {times[-1]:.2f} ms; images rasterised while measuring: "
          f"{rasterised}")
    return 0 if p95 <= TARGET_MS and (rasterised == 0 or not cached) else 1
