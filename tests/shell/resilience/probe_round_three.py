"""The round-three probe, re-run (issue 31): permission, link and FIFO cases for every file
the Parlour touches, a clock set back, renamed replays. Not collected by pytest (it
starts the game ~100 times); run it by hand and read the counts:

    SDL_VIDEODRIVER=dummy python -m tests.shell.resilience.probe_round_three

Launch cases start ``play --game G --exit-after-first-frame`` over a home whose file or
folder at one place is replaced (a link to a file of the player's, a dangling link, a
link to ``/dev/full``, a FIFO, a hard link, a folder), or whose folder is mode 000 or 555
(as the user ``nobody`` when run as root): each must start (exit 0) within 60 s, print
no traceback, and leave the player's file untouched. Finish cases end a real game of each
game through the shelf with each place replaced or refused, and check the finished game
is kept (in the replays, or beside the autosave with a notice) and nothing of the
player's is touched; then a clock set back and renamed replays.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
GAMES = ("race", "parade", "wordland")
KINDS = ("link", "dangling", "dev_full", "fifo", "hard", "folder")
VICTIM_TEXT = "the player's own file\n"


class Counts:
    """The probes that held, those that did not, and a line for each that did not."""

    def __init__(self) -> None:
        self.passed = self.failed = 0
        self.failures: list[str] = []

    def add(self, ok: bool, where: str, said: str) -> None:
        self.passed += ok
        self.failed += not ok
        if not ok:
            self.failures.append(f"{where}: {said}")

    def result(self) -> tuple[int, int, list[str]]:
        return self.passed, self.failed, self.failures


def _place(path: Path, kind: str, victim: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()
    if kind == "link":
        path.symlink_to(victim)
    elif kind == "dangling":
        path.symlink_to(victim.parent / "nothing-here")
    elif kind == "dev_full":
        path.symlink_to("/dev/full")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "hard":
        os.link(victim, path)
    elif kind == "folder":
        path.mkdir()


def _home() -> tuple[Path, Path]:
    home = Path(tempfile.mkdtemp(prefix="parlour-probe-", dir="/tmp"))
    victim = home / "victim.txt"
    victim.write_text(VICTIM_TEXT, encoding="utf-8")
    return home, victim


def _launch(home: Path, game: str, as_nobody: bool = False) -> tuple[bool, str]:
    env = {**os.environ, "WONDERLAND_HOME": str(home / "h"), "WONDERLAND_NO_DIALOG": "1",
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("TEA_TIME_HOME", None)
    prefix = ([shutil.which("setpriv") or "setpriv", "--reuid=65534", "--regid=65534",
               "--clear-groups"] if as_nobody and os.geteuid() == 0 else [])
    try:
        done = subprocess.run([*prefix, sys.executable, "-m", "game", "play", "--game", game,
                               "--exit-after-first-frame"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return False, "blocked"
    ok = done.returncode == 0 and "Traceback" not in done.stderr
    return ok, f"exit {done.returncode} {done.stderr.strip()[-200:]}"


def launch_cases() -> tuple[int, int, list[str]]:
    places = {
        "settings": "config/settings.json",
        "lock": "data/parlour.lock",
        "log": "logs/wonderland-parlour.log",
        "autosave": "data/{game}/autosave.json",
        "index": "data/{game}/replays-index.json",
        "game folder": "data/{game}",
        "replays folder": "data/{game}/replays",
        "a replay": "data/{game}/replays/20250101-120000-00.json",
    }
    counts = Counts()
    for name, place in places.items():
        for kind in KINDS:
            games = GAMES if "{game}" in place else ("race",)
            for game in games:
                home, victim = _home()
                try:
                    _place(home / "h" / place.format(game=game), kind, victim)
                    ok, said = _launch(home, game)
                    ok = ok and victim.read_text(encoding="utf-8") == VICTIM_TEXT
                finally:
                    shutil.rmtree(home, ignore_errors=True)
                counts.add(ok, f"{name} {kind} {game}", said)
    for folder in ("config", "data", "data/{game}", "data/{game}/replays", "logs"):
        for mode in (0o000, 0o555):
            for game in GAMES if "{game}" in folder else ("race",):
                home, _victim = _home()
                try:
                    os.chmod(home, 0o777)
                    for part in ("config", f"data/{game}/replays", "logs"):
                        (home / "h" / part).mkdir(parents=True, exist_ok=True)
                    for path in [home / "h", *(home / "h").rglob("*")]:
                        os.chmod(path, 0o777)
                    os.chmod(home / "h" / folder.format(game=game), mode)
                    ok, said = _launch(home, game, as_nobody=True)
                finally:
                    for path in [home, *home.rglob("*")]:
                        with contextlib.suppress(OSError):
                            os.chmod(path, 0o777)
                    shutil.rmtree(home, ignore_errors=True)
                counts.add(ok, f"{folder} {oct(mode)} {game}", said)
    return counts.result()


def finish_cases() -> tuple[int, int, list[str]]:
    """Finish a game of each game with each place replaced, in this process."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game import box
    from game.app import App
    from game.scenes.lobby import saves_for
    from game.shell.saves import KEEP_REPLAYS, SaveShelf
    from game.shell.settings import Settings
    from tests.shell.resilience.game_records import record_json, write_record

    counts = Counts()
    places = ("replays folder", "game folder", "index", "autosave", "replay name")
    pygame.init()
    for game_id in GAMES:
        for place in places:
            for kind in KINDS:
                home, victim = _home()
                data = home / "data"
                app = App(None, Settings(), window=(640, 360), saves=SaveShelf(data))
                try:
                    store = saves_for(app, box.find(game_id))
                    target = {"replays folder": store.replays_folder,
                              "game folder": store.folder,
                              "index": store.folder / "replays-index.json",
                              "autosave": store.autosave_path,
                              "replay name": store.replays_folder / time.strftime(
                                  "%Y%m%d-%H%M%S-00.json")}[place]
                    if place == "game folder" and kind == "hard":
                        kind = "folder"  # a folder cannot be hard-linked
                    _place(target, kind, victim)
                    # the game ends: its Play scene hands the record to the shelf
                    store.finish(store.book.from_json(record_json(game_id, ("Zed",))))
                    kept = [p for p in data.rglob("*.json") if p.is_file()
                            and not p.is_symlink() and "Zed" in p.read_text("utf-8")]
                    ok = bool(kept) and victim.read_text(encoding="utf-8") == VICTIM_TEXT
                    said = f"kept {len(kept)}"
                except Exception as exc:  # a probe counts, it does not stop
                    ok, said = False, f"{type(exc).__name__}: {exc}"
                finally:
                    shutil.rmtree(home, ignore_errors=True)
                counts.add(ok, f"finish {game_id} {place} {kind}", said)
        # a clock set back, and renamed replays
        for case in ("clock set back", "renamed replays"):
            home, _victim = _home()
            app = App(None, Settings(), window=(640, 360), saves=SaveShelf(home / "data"))
            try:
                store = saves_for(app, box.find(game_id))
                for i in range(KEEP_REPLAYS):
                    if case == "renamed replays":
                        write_record(store.replays_folder / f"my best {i}.json",
                                     record_json(game_id))
                    else:
                        write_record(store.autosave_path, record_json(game_id))
                        made = store.archive()
                        assert made is not None
                        os.rename(made, made.with_name(f"2099{i:04d}-000000-00.json"))
                        _fix_index(store, made.name, f"2099{i:04d}-000000-00.json")
                write_record(store.autosave_path, record_json(game_id, ("Zed",)))
                last = store.archive()
                ok = last is not None and last.exists()
                said = "ok" if ok else "the game just finished was lost"
            except Exception as exc:
                ok, said = False, f"{type(exc).__name__}: {exc}"
            finally:
                shutil.rmtree(home, ignore_errors=True)
            counts.add(ok, f"{game_id} {case}", said)
    pygame.quit()
    return counts.result()


def _fix_index(store, old: str, new: str) -> None:
    """Name a game-made replay as if the clock had been in 2099 when it was archived."""
    index = store.folder / "replays-index.json"
    data = json.loads(index.read_text(encoding="utf-8"))
    for entry in data["replays"]:
        if entry["name"] == old:
            entry["name"] = new
    index.write_text(json.dumps(data), encoding="utf-8")


def main() -> int:
    total_failed = 0
    only = sys.argv[1:]
    for name, run in (("finish", finish_cases), ("launch", launch_cases)):
        if only and name not in only:
            continue
        passed, failed, failures = run()
        total_failed += failed
        print(f"{name}: {passed} held, {failed} did not")
        for line in failures:
            print("   ", line)
    return 1 if total_failed else 0


if __name__ == "__main__":
    sys.exit(main())
