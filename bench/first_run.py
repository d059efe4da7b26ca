"""The first ten minutes, measured: a fresh clone's first ``make play`` up to the title.

    python bench/first_run.py               # this checkout's branch, pip's cache off
    python bench/first_run.py --runs 3 --keep-cache

Each run clones this repository's current branch into a temporary folder (committed work
only), then times the two halves of the first ``make play``: setting up ``.venv``
(``make .venv/.play``: the venv and the runtime packages, fetched as a new player's would
be, with pip's cache off unless ``--keep-cache``) and the first launch up to the title's
first frame (``play --exit-after-first-frame``; nothing compiled yet, an empty
`WONDERLAND_HOME`; SDL's dummy driver unless DISPLAY is set). It prints both, their sum
and the size of ``.venv``; with several runs, the medians.

Targets (issue 23): first ``make play`` to the title <= 30 s on the development machine's
network; ``.venv`` <= 80 MB.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 30.0
TARGET_MB = 80.0
LINE = re.compile(r"first frame after ([0-9.]+) s")


def folder_bytes(folder: Path) -> int:
    """Bytes of the files under `folder` (links not followed)."""
    total = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
    return total


def one_run(branch: str, keep_cache: bool) -> tuple[float, float, float]:
    """(seconds to set up .venv, seconds to the first frame, MB of .venv)."""
    with tempfile.TemporaryDirectory(prefix="wonderland-first-run-") as tmp:
        clone = Path(tmp) / "clone"
        subprocess.run(["git", "clone", "--quiet", "--branch", branch, str(ROOT), str(clone)],
                       check=True)
        env = dict(os.environ)
        if not keep_cache:
            env["PIP_NO_CACHE_DIR"] = "1"
        started = time.perf_counter()
        subprocess.run(["make", "-s", ".venv/.play"], cwd=clone, env=env, check=True,
                       stdout=subprocess.DEVNULL)
        setup = time.perf_counter() - started
        env.update(WONDERLAND_HOME=str(Path(tmp) / "home"), SDL_AUDIODRIVER="dummy",
                   WONDERLAND_NO_DIALOG="1", WONDERLAND_LAUNCHED_AT=repr(time.time()))
        if not env.get("DISPLAY"):
            env["SDL_VIDEODRIVER"] = "dummy"
        done = subprocess.run([str(clone / ".venv" / "bin" / "python"), "-m", "game", "play",
                               "--exit-after-first-frame"], cwd=clone, env=env,
                              capture_output=True, text=True, timeout=300)
        found = LINE.search(done.stdout)
        if done.returncode != 0 or found is None:
            raise RuntimeError(f"the first launch failed: {done.stderr.strip()[-400:]}")
        return setup, float(found.group(1)), folder_bytes(clone / ".venv") / 1e6


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--keep-cache", action="store_true",
                        help="let pip use its cache (a second clone on the same machine)")
    args = parser.parse_args(argv)
    if shutil.which("make") is None or shutil.which("git") is None:
        print("first_run: needs git and make", file=sys.stderr)
        return 2
    branch = subprocess.run(["git", "rev-parse", "--abbrev-ref", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.strip()
    results = []
    for number in range(1, args.runs + 1):
        setup, first_frame, size = one_run(branch, args.keep_cache)
        results.append((setup, first_frame, size))
        print(f"run {number}: .venv set up in {setup:.1f} s, first frame after "
              f"{first_frame:.1f} s, together {setup + first_frame:.1f} s; "
              f".venv {size:.1f} MB", flush=True)
    setup, first_frame, size = (statistics.median(r[i] for r in results) for i in range(3))
    total = setup + first_frame
    print(f"first make play to the title: median {total:.1f} s (set-up {setup:.1f} s + "
          f"first frame {first_frame:.1f} s; target <= {TARGET_SECONDS:.0f} s) "
          f"{'OK' if total <= TARGET_SECONDS else 'OVER'}")
    print(f".venv: {size:.1f} MB (target <= {TARGET_MB:.0f} MB) "
          f"{'OK' if size <= TARGET_MB else 'OVER'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
