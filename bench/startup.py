"""How long until the first frame: from source, and the one-file binary if there is one.

    python bench/startup.py                    # from source; dist/WonderlandParlour if built
    python bench/startup.py path/to/WonderlandParlour --runs 7

Each launch runs ``play --exit-after-first-frame``, which exits 0 as soon as the Title
screen has been drawn and prints ``first frame after X.XXX s``, measured from the
launcher's clock (`WONDERLAND_LAUNCHED_AT`, set here just before the process is spawned).
The wall time from spawn to exit is shown too. Every launch gets a fresh, empty
`WONDERLAND_HOME`, so the bench never reads or writes the real settings, saves or logs
(and no launch is helped by files an earlier one wrote). Under SDL's dummy video driver
unless DISPLAY is set (then the real X server, e.g. Xvfb). The figure is the median of
the runs; one warm-up launch from source is made first and not counted: it fills a
bytecode cache (in the temporary folder, via PYTHONPYCACHEPREFIX, never in the checkout),
as an installed copy has one, even where PYTHONDONTWRITEBYTECODE is set.

Targets: first frame <= 1.5 s from source, <= 3 s for the one-file binary (which first
unpacks itself into a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"source": 1.5, "one-file": 3.0}
LINE = re.compile(r"first frame after ([0-9.]+) s")
PYCACHE = Path(tempfile.gettempdir()) / "wonderland-bench-pycache"


def launch(command: list[str], timeout: float = 120.0) -> tuple[float, float]:
    """(seconds to the first frame as printed, seconds from spawn to exit)."""
    with tempfile.TemporaryDirectory(prefix="tea-bench-") as home:
        env = dict(os.environ)
        env.update(WONDERLAND_HOME=home, WONDERLAND_NO_DIALOG="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
        if not env.get("DISPLAY"):
            env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        # a bytecode cache, as an installed copy has (kept outside the checkout)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("PYTHONPYCACHEPREFIX", str(PYCACHE))
        env["WONDERLAND_LAUNCHED_AT"] = repr(time.time())
        start = time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=timeout)
        wall = time.perf_counter() - start
    match = LINE.search(done.stdout)
    if done.returncode != 0 or match is None:
        raise RuntimeError(f"{command[0]} failed ({done.returncode}): {done.stderr[-800:]}")
    return float(match.group(1)), wall


def measure(name: str, command: list[str], runs: int) -> tuple[float, float]:
    firsts, walls = [], []
    for _ in range(runs):
        first, wall = launch(command)
        firsts.append(first)
        walls.append(wall)
    first, wall = statistics.median(firsts), statistics.median(walls)
    target = TARGETS[name]
    verdict = "ok" if first <= target else "SLOWER THAN TARGET"
    runs_text = " ".join(f"{v:.3f}" for v in firsts)
    print(f"{name:9s} first frame {first:.3f} s (median of {runs}: {runs_text}); "
          f"spawn to exit {wall:.3f} s; target <= {target:.1f} s: {verdict}")
    return first, wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", nargs="?", type=Path, default=None,
                        help="the one-file app (default: dist/WonderlandParlour if it exists)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    source = [sys.executable, "-m", "game", "play", "--exit-after-first-frame"]
    display = os.environ.get("DISPLAY")
    print(f"display: {'DISPLAY=' + display if display else 'SDL dummy driver'}")
    launch(source)  # warm-up: bytecode cache, disk cache
    results = {"source": measure("source", source, args.runs)}
    binary = args.binary
    if binary is None:
        dist = ROOT / "dist"
        for candidate in (dist / "WonderlandParlour", dist / "WonderlandParlour.exe"):
            if candidate.is_file():
                binary = candidate
                break
    if binary is not None:
        if not binary.is_file():
            print(f"no such binary: {binary}", file=sys.stderr)
            return 2
        results["one-file"] = measure("one-file",
                                      [str(binary.resolve()), "play", "--exit-after-first-frame"],
                                      args.runs)
    else:
        print("one-file  not built (dist/WonderlandParlour missing): skipped")
    slow = [name for name, (first, _) in results.items() if first > TARGETS[name]]
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
