"""How long the Records screen takes to its first frame with a big family history.

    python bench/records_screen.py             # 10,000 games, 7 runs
    python bench/records_screen.py --games 20000 --runs 11

A fresh data folder (a temporary one: the real files are never touched) gets a history
of `--games` finished games (four people and bots of every level, the three games in
turn, as `tests/shell/history/sample.py` makes them) and a replays folder per game. Each
run opens the Records screen as the lobby's button does (replays caught up, the history
opened, what the first frame needs read, one frame drawn at 1920x1080 and shown), for
everyone and for one person, each as a first opening (nothing kept from an earlier
opening: the target's figure) and opened again on an unchanged history (what the
screen keeps is used); the figure is the median of the runs, one warm-up run first.
The process's CPU time is printed too: on a busy machine the wall time mostly measures
waiting for a core. Under SDL's dummy video driver unless DISPLAY is set.

Target: <= 100 ms to the first frame with 10,000 games.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 100.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.app import App
    from game.scenes import records_scene
    from game.scenes.records_scene import RecordsScene
    from game.shell.history import History
    from game.shell.saves import SaveShelf
    from game.shell.settings import Settings
    from tests.shell.history.sample import fill

    with tempfile.TemporaryDirectory(prefix="wonderland-bench-records-") as folder:
        data = Path(folder)
        with History(data) as history:
            fill(history, args.games)
            history.connection().execute("PRAGMA wal_checkpoint(TRUNCATE)")
            size = history.path.stat().st_size
        for game in ("race", "parade", "wordland"):
            (data / game / "replays").mkdir(parents=True)
        pygame.init()
        app = App(None, Settings(language="en"), window=(1920, 1080), seed=1,
                  saves=SaveShelf(data))
        print(f"{args.games} games, history {size / 1e6:.1f} MB; {args.runs} runs each "
              f"(median, after one warm-up)")
        failed = False
        for label, game, person, again in (
                ("everyone", "parade", "", False), ("one person", "parade", "Ann", False),
                ("everyone, again", "parade", "", True),
                ("one person, again", "parade", "Ann", True)):
            times, cpu = [], []
            for run in range(args.runs + 1):
                if not again:
                    records_scene._FIRST_FRAMES.clear()
                started, started_cpu = time.perf_counter(), time.process_time()
                scene = RecordsScene(app, game, person)
                app.reset_to(scene)
                app.screen.fill((0, 0, 0))
                scene.draw(app.canvas())
                pygame.display.flip()
                elapsed = (time.perf_counter() - started) * 1000
                if run:
                    times.append(elapsed)
                    cpu.append((time.process_time() - started_cpu) * 1000)
            median = statistics.median(times)
            failed |= median > TARGET_MS
            print(f"  {label:17s}: first frame {median:6.1f} ms (min {min(times):.1f}, "
                  f"max {max(times):.1f}; CPU {statistics.median(cpu):.1f} ms; "
                  f"target <= {TARGET_MS:.0f})")
        pygame.quit()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
