"""The autosave and the finished games kept as replays, per game (docs/saves.md).

Each game keeps its own files under ``<data>/<game id>/``: while a game is played, its
Play scene writes its record to ``autosave.json`` after every action (atomically: a
temporary file, then a rename), so quitting, a power cut or a crash never loses more
than the action being made. The game's lobby offers Continue while that file exists.
When the game ends, the file is moved into ``replays/`` under the time it ended; the
newest `KEEP_REPLAYS` are kept and older ones deleted.

The shelf knows nothing of any game's rules: a game hands it a `RecordBook` that reads,
writes and checks its records. A save that no longer replays (not JSON, a malformed
record, an unknown version, an action the rules now refuse, another board, an unknown
bot) is never deleted and never crashes the game: it is renamed aside
(``autosave.broken-<time>.json``), logged, and a one-line `notice` is left to show.

Nothing happens at import time; `SaveStore` touches the disk only when asked.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from game.shell.files import STAMP, set_aside
from game.shell.i18n import N_, Notices

logger = logging.getLogger(__name__)

AUTOSAVE = "autosave.json"
REPLAYS = "replays"
KEEP_REPLAYS = 20


class SaveUnusable(ValueError):
    """The save is well-formed but cannot be played on this copy of the game."""


@dataclass(frozen=True)
class Outcome:
    """A record replayed: what the lists show of it, and the state it reached."""

    over: bool
    players: tuple[str, ...]
    winners: tuple[str, ...]
    state: Any


class RecordBook(Protocol):
    """How one game's records are read, written and checked. Every failure to read
    or check is a ValueError (or TypeError/KeyError from malformed data) that says
    what is wrong; the store sets such a file aside."""

    def read(self, path: Path) -> Any: ...

    def write(self, record: Any, path: Path) -> None: ...

    def check(self, record: Any) -> Outcome:
        """Replay `record` on this copy of the game (its board, its bots)."""
        ...


@dataclass(frozen=True)
class Resumed:
    """A save read back: its record and the state it replays to."""

    record: Any
    state: Any


@dataclass(frozen=True)
class ReplayInfo:
    """One finished game in the replays folder, as listed on the Replays screen."""

    path: Path
    finished: datetime
    players: tuple[str, ...]
    winners: tuple[str, ...]
    record: Any


_UNREADABLE = (ValueError, TypeError, KeyError)


class SaveShelf:
    """Every game's saves under one data folder, a `SaveStore` per game."""

    def __init__(self, folder: Path, keep: int = KEEP_REPLAYS) -> None:
        self.folder = folder
        self.keep = keep
        self._stores: dict[str, SaveStore] = {}

    def has_any_autosave(self) -> bool:
        """A game of any kind is waiting to be continued (the crash screen says so)."""
        try:
            return any(self.folder.glob(f"*/{AUTOSAVE}"))
        except OSError:
            return False

    def store(self, game_id: str, book: RecordBook) -> SaveStore:
        store = self._stores.get(game_id)
        if store is None:
            store = self._stores[game_id] = SaveStore(self.folder / game_id, book, self.keep)
        return store


class SaveStore(Notices):
    """The autosave and the replays under `folder` (the user data folder in the game,
    a temporary folder in tests). `notice` holds a one-line message for the Title screen
    when a save had to be set aside."""

    def __init__(self, folder: Path, book: RecordBook, keep: int = KEEP_REPLAYS) -> None:
        self.folder = folder
        self.book = book
        self.keep = keep
        self._write_failed = False

    def take_notice(self) -> str | None:
        """The notice in the current language, forgotten once taken."""
        text = self.notice_text()
        self.notice = None
        self._notice_parts = None
        return text

    # ------------------------------------------------------------------ paths

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def replays_folder(self) -> Path:
        return self.folder / REPLAYS

    # ------------------------------------------------------------------ autosave

    def has_autosave(self) -> bool:
        return self.autosave_path.is_file()

    def write(self, record: Any) -> bool:
        """Save the game in progress (atomic). A full disk or a read-only folder is
        logged once and reported with False; the game carries on unsaved."""
        try:
            self.book.write(record, self.autosave_path)
        except OSError as exc:
            if not self._write_failed:
                logger.warning("cannot write the autosave %s: %s", self.autosave_path, exc)
                self._say(N_("Your game could not be saved."))
            self._write_failed = True
            return False
        if self._write_failed:
            logger.info("the autosave works again")
            self._write_failed = False
        return True

    def load(self) -> Resumed | None:
        """The autosave replayed, or None when there is none or it cannot be used (then
        it has been set aside and `notice` says so). A finished game found here is moved
        to the replays and None returned."""
        path = self.autosave_path
        if not path.is_file():
            return None
        try:
            record = self.book.read(path)
            outcome = self.book.check(record)
        except _UNREADABLE as exc:
            aside = set_aside(path)
            logger.warning("the saved game %s cannot be continued (%s); kept as %s",
                           path, exc, aside)
            name = aside.name if aside is not None else path.name
            self._say(N_("Your saved game could not be read and was kept as {name}."),
                      name=name)
            return None
        if outcome.over:
            self.archive()
            return None
        return Resumed(record, outcome.state)

    def discard(self) -> None:
        """Forget the game in progress (kept aside, not deleted)."""
        if self.has_autosave():
            set_aside(self.autosave_path, "abandoned")

    # ------------------------------------------------------------------ replays

    def finish(self, record: Any) -> Path | None:
        """The game is over: write its last state and move it into the replays."""
        if not self.write(record):
            return None
        return self.archive()

    def archive(self) -> Path | None:
        """Move the autosave into the replays folder (named by the time it ended)."""
        source = self.autosave_path
        if not source.is_file():
            return None
        folder = self.replays_folder
        stamp = time.strftime(STAMP)
        n = 0
        target = folder / f"{stamp}-{n:02d}.json"
        while target.exists():
            n += 1
            target = folder / f"{stamp}-{n:02d}.json"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
        except OSError as exc:
            logger.warning("cannot move %s to %s: %s", source, target, exc)
            return None
        logger.info("game finished; kept as replay %s", target.name)
        self.prune()
        return target

    def replay_files(self) -> list[Path]:
        """Replay files, newest first."""
        folder = self.replays_folder
        if not folder.is_dir():
            return []
        return sorted((p for p in folder.glob("*.json") if p.is_file()),
                      key=_replay_order, reverse=True)

    def prune(self) -> None:
        """Keep the newest `keep` replays; delete the older ones."""
        for old in self.replay_files()[self.keep:]:
            try:
                old.unlink()
                logger.info("deleted old replay %s", old.name)
            except OSError as exc:
                logger.warning("cannot delete old replay %s: %s", old, exc)

    def replays(self) -> list[ReplayInfo]:
        """Every watchable replay, newest first; unreadable ones are logged and skipped."""
        found: list[ReplayInfo] = []
        for path in self.replay_files():
            try:
                record = self.book.read(path)
                outcome = self.book.check(record)
            except _UNREADABLE as exc:
                logger.warning("replay %s skipped: %s", path.name, exc)
                continue
            found.append(ReplayInfo(path, _finished_at(path), outcome.players,
                                    outcome.winners if outcome.over else (), record))
        return found


def _replay_order(path: Path) -> tuple[str, int]:
    """Files are named ``<time>-<n>.json``: by time, then by the number (not as text)."""
    stamp, _sep, number = path.stem.rpartition("-")
    if stamp and number.isdigit():
        return (stamp, int(number))
    return (path.stem, -1)


def _finished_at(path: Path) -> datetime:
    try:
        return datetime.strptime(path.stem[:15], STAMP)
    except ValueError:
        return datetime.fromtimestamp(path.stat().st_mtime)
