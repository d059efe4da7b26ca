"""Finished games and replays taken into the history (docs/records.md).

- `record_finished_game(app_or_folder, game_id, record, replay_path)`: a game has just
  ended; its seats, places and scores go into the history. It never raises: a history
  that fails loses nothing, since the game is in its replay and `catch_up` adds it later.
  On a history begun afresh it starts the import of the replays already on disk.

The first time the history is opened it takes in every replay already on disk; later,
only what a failed write missed (`history_feed.catch_up`). Replaying hundreds of records
through their rules takes about a second, so the screens never wait for it: `start`
runs it on a worker thread with its own connection and its own record books (nothing
shared with the app but the `notify` it is given), one game per transaction.

- A notice says earlier games are being added (only when there are some), and another
  how many were added when it is done; the Records screen shows what is there at once
  and reads again when the import ends (`Import.done`).
- Stopping is safe at any moment: each game is written whole or not at all, and what
  was not taken in yet is taken in next time (a replay is known by its file name). When
  the program ends, a running import is asked to stop between two games and given a
  moment (`stop_all`, at exit); a killed process leaves whole games only.
- One import per data folder at a time: asking again while one runs gives that one.
- Once an import has ended with nothing left, asking again does nothing (no thread, no
  connection) while the replays folders and the history's files are as they were then
  (`_SETTLED`): a new replay, a removed one, or a history set aside and begun anew
  changes them, and the next asking looks again.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from game.shell.history import History, HistoryError
from game.shell.history_feed import (
    _LAST_RECORDED,
    Where,
    _import_replays,
    _pass_notice,
    finished_game,
    pending,
    where,
)

logger = logging.getLogger(__name__)

STOP_WAIT = 3.0
"""Seconds a running import is given to stop when the program ends."""
PAUSE = 0.002
"""Seconds the worker rests between two games, so the frame thread keeps its pace."""


class Import:
    """One import of replays into a data folder's history, on its own thread."""

    def __init__(self, folder: Path, notify: Callable[[str], None] | None) -> None:
        self.folder = folder
        self.notify = notify
        self.stop = threading.Event()
        self.done = threading.Event()
        self.started = threading.Event()
        """Set once the worker knows whether there is anything to take in."""
        self.pending = 0
        """Replays the history did not hold when the import started."""
        self.added = 0
        self.thread = threading.Thread(target=self._run, name="records-import", daemon=True)

    @property
    def running(self) -> bool:
        return not self.done.is_set()

    def wait(self, seconds: float | None = None) -> bool:
        """True when the import has ended (within `seconds`)."""
        return self.done.wait(seconds)

    def _say(self, text: str) -> None:
        if self.notify is not None:
            try:
                self.notify(text)
            except Exception:  # a notice is never worth a failed import
                logger.debug("the import's notice could not be shown", exc_info=True)

    def _run(self) -> None:
        from game.shell.i18n import _, ngettext

        before = stamp(self.folder)
        settled = False
        history = History(self.folder)
        place = Where(self.folder, False, SimpleNamespace(rooms={}, saves=None))
        try:
            self.pending = pending(history, self.folder)
            self.started.set()
            if self.pending:
                self._say(_("Adding your earlier games to the records, in the background."))
            self.added = _import_replays(history, place, stop=self.stop, pause=PAUSE)
            if self.added:
                self._say(ngettext("{n} earlier game is now in the records.",
                                   "{n} earlier games are now in the records.",
                                   self.added).format(n=self.added))
            settled = not self.stop.is_set()
        except HistoryError as exc:
            logger.warning("the records could not take in the replays: %s", exc)
        except Exception:  # the replays keep every game: the next opening tries again
            logger.exception("the import of replays into the records failed")
        finally:
            self.started.set()
            _pass_notice(SimpleNamespace(notify=self.notify) if self.notify else None,
                         history)
            history.close()
            with _LOCK:
                if _RUNNING.get(_key(self.folder)) is self:
                    del _RUNNING[_key(self.folder)]
                if settled and before is not None:
                    _SETTLED[_key(self.folder)] = before
            self.done.set()


_RUNNING: dict[str, Import] = {}
_SETTLED: dict[str, tuple[object, ...]] = {}
"""Data folder -> its `stamp` when an import last ended with nothing left to take in."""
_LOCK = threading.Lock()


def stamp(folder: Path) -> tuple[object, ...] | None:
    """The replays folders and the history's files as they are now (None: not known)."""
    from game import box
    from game.shell.history import history_path
    from game.shell.reading import REPLAYS

    found: list[object] = []
    try:
        for game_id in box.GAMES:
            try:
                info = (folder / game_id / REPLAYS).stat()
                found.append((game_id, info.st_mtime_ns, info.st_ino))
            except FileNotFoundError:
                found.append((game_id, None))
        path = history_path(folder)
        for side in (path, path.with_name(path.name + "-wal")):
            try:
                info = side.stat()
                found.append((info.st_size, info.st_mtime_ns, info.st_ino))
            except FileNotFoundError:
                found.append(None)
    except OSError:
        return None
    return tuple(found)


def _key(folder: Path) -> str:
    try:
        return str(folder.resolve())
    except OSError:
        return str(folder)


def start(app_or_folder: Any) -> Import | None:
    """Take the replays the history does not hold yet into it, on a worker thread; the
    import (the running one, when one runs for this folder already), or None when
    nothing is kept or the history may not be written (a read-only copy)."""

    place = where(app_or_folder)
    if place is None or place.read_only:
        return None
    notify = getattr(app_or_folder, "notify", None)
    now = stamp(place.folder)
    with _LOCK:
        job = _RUNNING.get(_key(place.folder))
        if job is not None and job.running:
            if job.notify is None and notify is not None:
                job.notify = notify
            return job
        if now is not None and _SETTLED.get(_key(place.folder)) == now:
            return None  # nothing came since the last import ended with nothing left
        job = Import(place.folder, notify)
        _RUNNING[_key(place.folder)] = job
        job.thread.start()
    return job


def running(app_or_folder: Any) -> Import | None:
    """The import running for this app's or folder's history, if any."""

    place = where(app_or_folder)
    if place is None:
        return None
    with _LOCK:
        job = _RUNNING.get(_key(place.folder))
    return job if job is not None and job.running else None


def stop_all(seconds: float = STOP_WAIT) -> None:
    """Ask every running import to stop between two games and wait a moment for it
    (the program is ending: whole games only, the rest next time)."""
    with _LOCK:
        jobs = list(_RUNNING.values())
    for job in jobs:
        job.stop.set()
    for job in jobs:
        job.thread.join(seconds)


atexit.register(stop_all)


def record_finished_game(app_or_folder: Any, game_id: str, record: Any,
                         replay_path: Path | None, book: Any = None) -> int | None:
    """Write a finished game into the history; its id there, or None (already there, no
    files kept, or the history failed: logged, and the replay keeps the game). `book`:
    the game's `RecordBook` when the caller has it (the saves' own: the race's board)."""
    place = where(app_or_folder)
    if place is None or place.read_only:
        return None
    try:
        game = finished_game(game_id, record, replay_path, place.app, book)
    except Exception as exc:  # the game is kept in its replay whatever happens here
        logger.warning("the records cannot tell this %s game: %s", game_id, exc)
        return None
    history = History(place.folder)
    try:
        found = history.add_game(game)
        if found is not None:
            _LAST_RECORDED[(str(place.folder), game_id)] = (id(record), found)
        if history.started_fresh:  # the replays already on disk, off this thread
            start(app_or_folder)
        return found
    except HistoryError as exc:
        logger.warning("the records could not keep this %s game: %s", game_id, exc)
        return None
    finally:
        _pass_notice(place.app, history)
        history.close()
