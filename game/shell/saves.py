"""The autosave and the finished games kept as replays, per game (docs/saves.md).

Each game keeps its own files under ``<data>/<game id>/``: while a game is played, its
Play scene writes its record to ``autosave.json`` after every action (atomically: a
temporary file, then a rename), so quitting, a power cut or a crash never loses more
than the action being made. The game's lobby offers Continue while that file exists.
When the game ends, the file is moved into ``replays/`` under the time it ended; the
newest `KEEP_REPLAYS` are kept and older ones deleted.

The shelf knows nothing of any game's rules: a game hands it a `RecordBook` that reads,
writes and checks its records. Every file comes in through the shell's door
(`game.shell.reading.read_json`: regular files only, a size cap, bounded JSON, UTF-8) and
the book turns the JSON into its record (`RecordBook.from_json`). A save that no longer
replays (refused at the door, a malformed record, an unknown version, an action the rules
now refuse, another board, an unknown bot) is never deleted and never crashes the game:
it is renamed aside (``autosave.broken-<time>.json``), logged, and a one-line `notice` is
left to show. A replay that cannot be read is set aside the same way
(``<time>-<n>.broken-<time>.json``, no longer listed); one that reads but no longer
replays on this copy (another board) is skipped and logged.

A failed autosave is reported at once through the shelf's `listener` (the app shows it
while the game goes on, and takes it down when a later save succeeds). A shelf opened
`read_only` (another copy of the game holds the data folder: `game.shell.lock`) lists
the replays and writes, renames and deletes nothing.

Nothing happens at import time; `SaveStore` touches the disk only when asked.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from game.shell.files import STAMP, move_durably, set_aside
from game.shell.i18n import N_, Notices
from game.shell.names import clean_name
from game.shell.reading import read_json

logger = logging.getLogger(__name__)

AUTOSAVE = "autosave.json"
REPLAYS = "replays"
KEEP_REPLAYS = 20
MAX_RECORD_BYTES = 4_000_000
"""A long race's record is about 20 kB; a file past this is not a record."""
SAVE_FAILED = N_("Your game could not be saved.")
REPLAY_NOT_SHOWN = N_("This replay could not be shown.")


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
    what is wrong; the store sets such a file aside.

    `from_json` turns the JSON the shelf has read through the door into a record; a book
    without it is asked to `read` the file itself, after the door has checked it. A book
    must clean the names it reads (`game.shell.names.clean_name`)."""

    def read(self, path: Path) -> Any: ...

    def from_json(self, data: Any) -> Any: ...

    def write(self, record: Any, path: Path) -> None: ...

    def check(self, record: Any) -> Outcome:
        """Replay `record` on this copy of the game (its board, its bots)."""
        ...


@dataclass(frozen=True)
class Resumed:
    """A save read back: its record and the state it replays to."""

    record: Any
    state: Any
    players: tuple[str, ...] = ()
    """The seats' names, in seat order (for the lobby's Continue)."""
    saved_at: float | None = None
    """When the autosave was last written (seconds since the epoch), if known."""


@dataclass(frozen=True)
class ReplayInfo:
    """One finished game in the replays folder, as listed on the Replays screen."""

    path: Path
    finished: datetime
    players: tuple[str, ...]
    winners: tuple[str, ...]
    record: Any


Listener = Callable[[str | None], None]
"""Told a notice (an English source string) when saving fails, None when it works again."""


def read_record(book: RecordBook, path: Path) -> Any:
    """The record in `path`, read through the door (at most the book's ``max_bytes``, if
    it has one) and parsed by `book`; any failure is an exception whose message says what
    is wrong (`UnreadableFile` names the file)."""
    data = read_json(path, max_bytes=getattr(book, "max_bytes", MAX_RECORD_BYTES))
    from_json = getattr(book, "from_json", None)
    if from_json is not None:
        return from_json(data)
    return book.read(path)


def _why(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {str(exc)[:300]}"


class SaveShelf:
    """Every game's saves under one data folder, a `SaveStore` per game.

    `read_only`: another copy of the game holds the folder; nothing is written.
    `listener`: told at once when an autosave fails and when saving works again."""

    def __init__(self, folder: Path, keep: int = KEEP_REPLAYS, read_only: bool = False) -> None:
        self.folder = folder
        self.keep = keep
        self.read_only = read_only
        self.listener: Listener | None = None
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
            store = self._stores[game_id] = SaveStore(self.folder / game_id, book, self.keep,
                                                      shelf=self)
        return store


class SaveStore(Notices):
    """The autosave and the replays under `folder` (the user data folder in the game,
    a temporary folder in tests). `notice` holds a one-line message for the lobby when a
    file had to be set aside (and, without a shelf listener, when saving fails)."""

    def __init__(self, folder: Path, book: RecordBook, keep: int = KEEP_REPLAYS,
                 shelf: SaveShelf | None = None) -> None:
        self.folder = folder
        self.book = book
        self.keep = keep
        self.shelf = shelf
        self._write_failed = False

    @property
    def read_only(self) -> bool:
        return self.shelf is not None and self.shelf.read_only

    def _tell(self, text: str | None) -> None:
        """A save problem (or its end, None): to the shelf's listener at once, else kept
        as the notice (and a stale one forgotten)."""
        listener = self.shelf.listener if self.shelf is not None else None
        if listener is not None:
            listener(text)
        elif text is not None:
            self._say(text)
        elif self.notice == SAVE_FAILED:
            self.notice = None
            self._notice_parts = None

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
        return not self.read_only and self.autosave_path.is_file()

    def write(self, record: Any) -> bool:
        """Save the game in progress (atomic). A full disk or a read-only folder is
        logged once, reported with False and told at once (`_tell`); the game carries on
        unsaved, and the next save that works takes the notice down."""
        if self.read_only:
            return False
        try:
            self.book.write(record, self.autosave_path)
        except OSError as exc:
            if not self._write_failed:
                logger.warning("cannot write the autosave %s: %s", self.autosave_path, exc)
            self._write_failed = True
            self._tell(SAVE_FAILED)
            return False
        if self._write_failed:
            logger.info("the autosave works again")
            self._write_failed = False
            self._tell(None)
        return True

    def load(self) -> Resumed | None:
        """The autosave replayed, or None when there is none or it cannot be used (then
        it has been set aside and `notice` says so). A finished game found here is moved
        to the replays and None returned."""
        path = self.autosave_path
        if self.read_only or not (path.exists() or path.is_symlink()):
            return None
        try:
            record = read_record(self.book, path)
            outcome = self.book.check(record)
        except FileNotFoundError:
            return None
        except Exception as exc:  # whatever the file holds, the lobby carries on
            self._set_aside_autosave(_why(exc))
            return None
        if outcome.over:
            self.archive()
            return None
        try:
            saved_at: float | None = path.stat().st_mtime
        except OSError:
            saved_at = None
        return Resumed(record, outcome.state, tuple(outcome.players), saved_at)

    def _set_aside_autosave(self, why: str) -> None:
        path = self.autosave_path
        aside = set_aside(path)
        logger.warning("the saved game %s cannot be continued (%s); kept as %s",
                       path, why, aside)
        name = clean_name(aside.name if aside is not None else path.name, 80)
        self._say(N_("Your saved game could not be read and was kept as {name}."),
                  name=name)

    def set_aside_autosave(self, why: str) -> None:
        """The saved game could not be shown (its play scene failed): kept aside."""
        if not self.read_only:
            self._set_aside_autosave(why)

    def set_aside_replay(self, path: Path, why: str) -> None:
        """A replay could not be watched (its scene failed): kept aside, no longer listed,
        with a notice. A read-only shelf renames nothing: the notice only says so."""
        if self.read_only:
            logger.warning("replay %s cannot be watched (%s)", path, why)
            self._say(REPLAY_NOT_SHOWN)
            return
        aside = set_aside(path)
        logger.warning("replay %s cannot be watched (%s); kept as %s", path, why, aside)
        self._say(N_("A replay could not be read and was kept as {name}."),
                  name=clean_name(aside.name if aside is not None else path.name, 80))

    def discard(self) -> None:
        """Forget the game in progress (kept aside, not deleted)."""
        if self.has_autosave():
            set_aside(self.autosave_path, "abandoned")

    # ------------------------------------------------------------------ replays

    def finish(self, record: Any) -> Path | None:
        """The game is over: write its last state and move it into the replays."""
        if not self.write(record):
            return None
        target = self.archive()
        if target is not None:  # the family's records (never fails: docs/records.md)
            from game.shell.history_feed import record_finished_game
            record_finished_game(self.folder.parent, self.folder.name, record, target, self.book)
        return target

    def archive(self) -> Path | None:
        """Move the autosave into the replays folder (named by the time it ended)."""
        source = self.autosave_path
        if self.read_only or not source.is_file():
            return None
        folder = self.replays_folder
        stamp = time.strftime(STAMP)
        n = 0
        target = folder / f"{stamp}-{n:02d}.json"
        while target.exists():
            n += 1
            target = folder / f"{stamp}-{n:02d}.json"
        try:
            move_durably(source, target)
        except OSError as exc:
            logger.warning("cannot move %s to %s: %s", source, target, exc)
            return None
        logger.info("game finished; kept as replay %s", target.name)
        self.prune()
        return target

    def replay_files(self) -> list[Path]:
        """Replay files, newest first (files set aside, ``<stem>.broken-<time>.json``,
        are not replays)."""
        folder = self.replays_folder
        try:
            if not folder.is_dir():
                return []
            found = [p for p in folder.glob("*.json") if "." not in p.stem and p.is_file()]
        except OSError as exc:
            logger.warning("cannot list the replays in %s: %s", folder, exc)
            return []
        return sorted(found, key=_replay_order, reverse=True)

    def prune(self) -> None:
        """Keep the newest `keep` replays; delete the older ones."""
        if self.read_only:
            return
        for old in self.replay_files()[self.keep:]:
            try:
                old.unlink()
                logger.info("deleted old replay %s", old.name)
            except OSError as exc:
                logger.warning("cannot delete old replay %s: %s", old, exc)

    def replays(self) -> list[ReplayInfo]:
        """Every watchable replay, newest first. One that cannot be read is set aside
        (not in a read-only shelf) with a notice; one that reads but does not replay on
        this copy is logged and skipped. Names are cleaned for the list."""
        found: list[ReplayInfo] = []
        set_aside_names: list[str] = []
        for path in self.replay_files():
            try:
                record = read_record(self.book, path)
            except FileNotFoundError:
                continue
            except Exception as exc:  # whatever the file holds, the list appears
                logger.warning("replay %s cannot be read: %s", path.name, _why(exc))
                if not self.read_only:
                    aside = set_aside(path)
                    if aside is not None:
                        set_aside_names.append(aside.name)
                continue
            try:
                outcome = self.book.check(record)
            except Exception as exc:
                logger.warning("replay %s skipped: %s", path.name, _why(exc))
                continue
            players = tuple(clean_name(p) or "?" for p in outcome.players)
            winners = tuple(clean_name(p) or "?" for p in outcome.winners)
            found.append(ReplayInfo(path, _finished_at(path), players,
                                    winners if outcome.over else (), record))
        if set_aside_names:
            self._say(N_("A replay could not be read and was kept as {name}."),
                      name=clean_name(set_aside_names[0], 80))
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
        pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        return datetime.fromtimestamp(0)
