"""Which replays the Parlour wrote, in the order the games finished (docs/saves.md).

Each game's folder holds ``replays-index.json`` beside its autosave: one entry per
finished game the shelf archived, with a number counting up (the order the games ended,
whatever the computer's clock said), the clock's time then, and the file's size and
modification time as archived. Pruning (`prunable`) goes by that number — never by a
file's name, never by a clock that may have been set back — and only ever deletes a
file listed here that still has the size and time it was written with: a replay the
player renamed, a file brought in from elsewhere, any other ``.json`` in ``replays/``,
or one edited since, is never deleted.

**Choice:** the replays archived before this index existed are not in it, so they are
never pruned: a name is no proof the game wrote a file (a player may name one like the
game does), and twenty old replays of 20 kB each are cheaper than one lost game. A broken
index is set aside like any other file and a new one started.

Pure standard library; nothing happens at import time.
"""

from __future__ import annotations

import json
import logging
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.shell.files import set_aside, write_atomically
from game.shell.reading import UnreadableFile, read_json

logger = logging.getLogger(__name__)

INDEX = "replays-index.json"
VERSION = 1
MAX_INDEX_BYTES = 2_000_000
MAX_ENTRIES = 5_000
OWN_NAME = re.compile(r"^\d{8}-\d{6}-\d{2,4}\.json$")
"""The names the shelf gives the replays it archives."""


@dataclass(frozen=True)
class Entry:
    name: str
    number: int
    ended: float
    size: int
    mtime_ns: int


def _entry(item: Any) -> Entry | None:
    if not isinstance(item, dict):
        return None
    name, number = item.get("name"), item.get("number")
    ended, size, mtime = item.get("ended"), item.get("size"), item.get("mtime_ns")
    if not (isinstance(name, str) and OWN_NAME.match(name)):
        return None
    numbers = (number, size, mtime)
    if any(isinstance(v, bool) or not isinstance(v, int) for v in numbers):
        return None
    if isinstance(ended, bool) or not isinstance(ended, (int, float)):
        return None
    return Entry(name, number, float(ended), size, mtime)


def _stat(folder: Path, name: str) -> os.stat_result | None:
    """The replay's own facts (no link followed), or None if it is not a regular file."""
    try:
        info = os.lstat(folder / name)
    except OSError:
        return None
    return info if stat.S_ISREG(info.st_mode) else None


class ReplayIndex:
    """The index of one game's replays: `folder` is the game's folder."""

    def __init__(self, folder: Path, replays: Path) -> None:
        self.path = folder / INDEX
        self.replays = replays
        self.entries: list[Entry] = []
        self.next = 1

    def load(self) -> None:
        """Read the index; with none (or a broken one, set aside) start an empty one."""
        try:
            data = read_json(self.path, max_bytes=MAX_INDEX_BYTES, follow=False)
            if not isinstance(data, dict) or data.get("version") != VERSION or \
                    isinstance(data.get("version"), bool):
                raise UnreadableFile(self.path, "is not a replays index of this version")
            items = data.get("replays")
            if not isinstance(items, list):
                raise UnreadableFile(self.path, "holds no list of replays")
            self.entries = [e for e in map(_entry, items[:MAX_ENTRIES]) if e is not None]
            self.next = max([e.number for e in self.entries], default=0) + 1
            return
        except FileNotFoundError:
            pass
        except (UnreadableFile, OSError) as exc:
            logger.warning("the replays index %s is unusable (%s); kept as %s", self.path,
                           exc, set_aside(self.path))
        self.entries, self.next = [], 1

    def add(self, path: Path) -> None:
        """A replay just archived at `path`: numbered after every other."""
        info = _stat(path.parent, path.name)
        if info is None:
            return
        self.entries = [e for e in self.entries if e.name != path.name]
        self.entries.append(Entry(path.name, self.next, time.time(), info.st_size,
                                  info.st_mtime_ns))
        self.next += 1

    def prunable(self, keep: int, spare: Path | None = None) -> list[Path]:
        """The replays past the newest `keep` (by the order they finished) that the shelf
        wrote and that are unchanged since; never `spare` (the game just finished).
        Entries whose file has gone or changed are forgotten."""
        alive: list[Entry] = []
        for entry in self.entries:
            info = _stat(self.replays, entry.name)
            if info is not None and (info.st_size, info.st_mtime_ns) == (entry.size,
                                                                          entry.mtime_ns):
                alive.append(entry)
        alive.sort(key=lambda e: (e.number, e.ended), reverse=True)
        self.entries = alive
        old = [e for e in alive[keep:] if spare is None or e.name != spare.name]
        return [self.replays / e.name for e in old]

    def forget(self, names: set[str]) -> None:
        self.entries = [e for e in self.entries if e.name not in names]

    def save(self) -> bool:
        data = {"version": VERSION, "replays": [
            {"name": e.name, "number": e.number, "ended": e.ended, "size": e.size,
             "mtime_ns": e.mtime_ns} for e in sorted(self.entries, key=lambda e: e.number)]}
        try:
            write_atomically(self.path, json.dumps(data, indent=1))
        except OSError as exc:
            logger.warning("cannot write the replays index %s: %s", self.path, exc)
            return False
        return True
