"""The autosave and the finished games kept as replays, per game (docs/saves.md).

Each game keeps its own files under ``<data>/<game id>/``: while a game is played, its
Play scene writes its record to ``autosave.json`` after every action (atomically: a
temporary file, then a rename), so quitting, a power cut or a crash never loses more
than the action being made. The game's lobby offers Continue while that file exists.
When the game ends, the file is moved into ``replays/`` under the time it ended; the
newest `KEEP_REPLAYS` the game wrote are kept (by the order the games finished, from
`game.shell.replay_index`) and older ones deleted; a file the game did not write is never
deleted. If the replays folder refuses the finished game, it stays beside the autosave as
``autosave.finished-<time>.json`` (never overwritten), a notice says where, nothing is
pruned, and the next start tries again. No link is followed below the data folder
(`game.shell.opening`).

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
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol

from game.shell.files import STAMP, move_durably, set_aside
from game.shell.i18n import N_, Notices
from game.shell.names import clean_name
from game.shell.opening import own_folder, what_is_wrong
from game.shell.reading import REPLAYS, read_record
from game.shell.replay_index import ReplayIndex

logger = logging.getLogger(__name__)

AUTOSAVE = "autosave.json"
KEEP_REPLAYS = 20
LIST_AT_MOST = 100
"""The Replays list shows at most the newest this many (older ones stay on disk)."""
FINISHED = "finished"
"""A finished game the replays folder would not take: ``autosave.finished-<time>.json``
beside the autosave, never overwritten, archived again at the next start."""
"""A long race's record is about 20 kB; a file past this is not a record."""
SAVE_FAILED = N_("Your game could not be saved.")
REPLAY_NOT_SHOWN = N_("This replay could not be shown.")
NOT_ARCHIVED = N_("Your finished game could not be added to the replays. It is kept "
                  "safe as {path}, and the Parlour will try again when it next starts.")
NOT_A_SAVE = N_("Something else was in the place of your saved game; it was kept as {kept}.")
FOLDER_SET_ASIDE = N_("Something else was in the place of the Parlour's folder {name}; "
                      "it was kept as {kept}.")
MAX_PATH_SHOWN = 160


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


def store_of(app: Any, game_id: str, book: Callable[[Any], RecordBook]) -> SaveStore | None:
    """A game's autosave and replays on the app's shelf, read and written by `book(app)`
    (the game's record book); None when the app saves nothing (as in tests)."""
    if app.saves is None:
        return None
    return app.saves.store(game_id, book(app))


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
        self._retried = False
        self._finished_stuck = False
        self.unarchived: Path | None = None
        """A finished game that could not go into the replays (kept beside the autosave
        as ``autosave.finished-<time>.json``); `archive_notice` says so in plain words."""

    @property
    def root(self) -> Path:
        """The data folder: it may be a link; nothing below it is ever followed."""
        return self.shelf.folder if self.shelf is not None else self.folder.parent

    def archive_notice(self) -> str | None:
        """In plain words, where the finished game that could not be archived is kept
        (None when every finished game is with the replays). For the results screen and
        the lobby: ``app.notify(text)``."""
        if self.unarchived is None:
            return None
        from game.shell.i18n import _

        return _(NOT_ARCHIVED).format(path=clean_name(str(self.unarchived), MAX_PATH_SHOWN))

    def _own_folders(self, replays: bool = False, create: bool = True) -> bool:
        """The game's folder (and its replays folder) are real folders of ours, made if
        missing and `create`: a link or a file in their place is set aside (with a
        notice), never followed. False when they are not (or cannot be made so); a
        read-only shelf only looks."""
        folders = [self.folder] + ([self.replays_folder] if replays else [])
        if self.read_only:
            return all(own_folder(self.root, f, create=False, fix=False) for f in folders)
        moved: list[tuple[Path, str, Path]] = []
        ok = all(own_folder(self.root, f, create=create, moved=moved) for f in folders)
        for place, _what, kept in moved:
            self._say(FOLDER_SET_ASIDE, name=clean_name(place.name, 80),
                      kept=clean_name(kept.name, 80))
        return ok

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
        path = self.autosave_path  # a regular file, not through a link; never raises
        return not self.read_only and what_is_wrong(path) is None and os.path.lexists(path)

    def write(self, record: Any) -> bool:
        """Save the game in progress (atomic). A full disk or a read-only folder is
        logged once, reported with False and told at once (`_tell`); the game carries on
        unsaved, and the next save that works takes the notice down."""
        if self.read_only:
            return False
        try:
            if not self._own_folders():
                raise OSError(f"{self.folder} is not a folder the game can use")
            if self._holds_finished_game() and (self.archive() is None
                                                and self._holds_finished_game()):
                raise OSError("the autosave holds a finished game not yet archived")
            if what_is_wrong(self.autosave_path) == "a folder":  # the rename cannot replace it
                aside = set_aside(self.autosave_path, "not-a-save")
                logger.warning("%s was a folder, not a save; kept as %s",
                               self.autosave_path, aside)
                if aside is not None:
                    self._say(NOT_A_SAVE, kept=clean_name(aside.name, 80))
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

    def _holds_finished_game(self) -> bool:
        """The autosave is a finished game whose archiving failed and which could not be
        set aside either: never write over it."""
        return self._finished_stuck and os.path.lexists(self.autosave_path)

    def load(self) -> Resumed | None:
        """The autosave replayed, or None when there is none or it cannot be used (then
        it has been set aside and `notice` says so). A finished game found here is moved
        to the replays and None returned."""
        path = self.autosave_path
        if self.read_only:
            return None
        if not self._retried:
            self._retried = True
            self.retry_unarchived()
        if not (self._own_folders(create=False) and os.path.lexists(path)):
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
            saved_at: float | None = os.lstat(path).st_mtime
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
            from game.shell.history_import import record_finished_game
            record_finished_game(self.folder.parent, self.folder.name, record, target, self.book)
        return target

    def archive(self) -> Path | None:
        """Move the autosave into the replays folder (named by the time it ended) and
        prune the oldest replays the game wrote. If the replays folder will not take it
        (a folder that cannot be searched or written, a full disk), nothing is pruned and
        the finished game is kept beside the autosave (`FINISHED`), never overwritten by
        the next game; `archive_notice` says where, and the next start tries again."""
        source = self.autosave_path
        if self.read_only or what_is_wrong(source) is not None or not os.path.lexists(source):
            return None
        try:
            target = self._into_replays(source)
        except OSError as exc:
            self._not_archived(source, exc)
            return None
        logger.info("game finished; kept as replay %s", target.name)
        if self._finished_stuck:
            self._finished_stuck, self.unarchived = False, None
        self._indexed(target)
        return target

    def _into_replays(self, source: Path) -> Path:
        """Move `source` into the replays under a free name; OSError if it stays put."""
        if not self._own_folders(replays=True):
            raise OSError(f"{self.replays_folder} is not a folder the game can use")
        folder = self.replays_folder
        stamp = time.strftime(STAMP)
        for n in range(100):
            target = folder / f"{stamp}-{n:02d}.json"
            if what_is_wrong(target) is None and not os.path.lexists(target):
                break  # (a name that cannot even be looked at is "out of reach": taken)
        else:
            raise OSError(f"no free name for a replay in {folder}")
        move_durably(source, target)
        return target

    def _not_archived(self, source: Path, exc: BaseException) -> None:
        """The replays folder refused the finished game: keep it beside the autosave
        under its own name, so that the next game cannot overwrite it, and say where."""
        logger.warning("the finished game %s could not be added to the replays (%s)",
                       source, exc)
        kept = source if source.name != AUTOSAVE else set_aside(source, FINISHED)
        if kept is None:  # the game's folder cannot be written either: guard the file
            self._finished_stuck = True
            kept = source
        logger.warning("the finished game is kept as %s; the next start tries again", kept)
        self.unarchived = kept
        text = self.archive_notice() or ""
        self._say(NOT_ARCHIVED, path=clean_name(str(kept), MAX_PATH_SHOWN))
        listener = self.shelf.listener if self.shelf is not None else None
        if listener is not None:
            listener(text)  # on screen at once (the results screen), until a save works
            self._write_failed = True

    def _indexed(self, target: Path) -> None:
        """Number the new replay after every other, then prune (never `target`)."""
        index = ReplayIndex(self.folder, self.replays_folder)
        index.load()
        index.add(target)
        self.prune(index, spare=target)

    def waiting_to_archive(self) -> list[Path]:
        """Finished games kept beside the autosave because the replays refused them."""
        found: list[Path] = []
        try:
            with os.scandir(self.folder) as entries:
                for entry in entries:
                    if (entry.name.startswith(f"{AUTOSAVE[:-5]}.{FINISHED}-")
                            and entry.name.endswith(".json")
                            and entry.is_file(follow_symlinks=False)):
                        found.append(Path(entry.path))
        except OSError:
            return []
        return sorted(found)

    def retry_unarchived(self) -> list[Path]:
        """Try again to add the finished games kept aside to the replays (done once, when
        the lobby first opens in a run). The replays they became."""
        if self.read_only:
            return []
        done: list[Path] = []
        self.unarchived = None
        for waiting in self.waiting_to_archive():
            try:
                target = self._into_replays(waiting)
            except OSError as exc:
                logger.warning("the finished game %s still cannot be added to the "
                               "replays: %s", waiting, exc)
                self.unarchived = waiting
                continue
            logger.info("the finished game %s is now replay %s", waiting.name, target.name)
            self._indexed(target)
            done.append(target)
        if self.unarchived is not None:
            self._say(NOT_ARCHIVED, path=clean_name(str(self.unarchived), MAX_PATH_SHOWN))
        return done

    def replay_files(self, at_most: int | None = None) -> list[Path]:
        """Replay files, newest first by modification time (files set aside,
        ``<stem>.broken-<time>.json``, are not replays): only regular files in a real
        replays folder, no link followed; at most `at_most` of them."""
        folder = self.replays_folder
        found: list[tuple[int, str, Path]] = []
        try:
            if not self._own_folders(replays=True, create=False):
                return []  # none yet, or a link set aside (never followed)
            with os.scandir(folder) as entries:
                for entry in entries:
                    name = entry.name
                    if not name.endswith(".json") or "." in name[:-5]:
                        continue
                    if not entry.is_file(follow_symlinks=False):
                        continue
                    mtime = entry.stat(follow_symlinks=False).st_mtime_ns
                    found.append((mtime, name, Path(entry.path)))
        except OSError as exc:
            logger.warning("cannot list the replays in %s: %s", folder, exc)
            return []
        found.sort(key=lambda item: (item[0], _replay_order(item[2])), reverse=True)
        paths = [path for _mtime, _name, path in found]
        return paths if at_most is None else paths[:at_most]

    def has_replays(self) -> bool:
        """Whether there is at least one replay file (stops at the first: the lobby asks
        this for its Replays button, whatever the folder holds)."""
        folder = self.replays_folder
        try:
            if not self._own_folders(replays=True, create=False):
                return False
            with os.scandir(folder) as entries:
                return any(e.name.endswith(".json") and "." not in e.name[:-5]
                           and e.is_file(follow_symlinks=False) for e in entries)
        except OSError as exc:
            logger.warning("cannot list the replays in %s: %s", folder, exc)
            return False

    def prune(self, index: ReplayIndex | None = None, spare: Path | None = None) -> None:
        """Keep the newest `keep` replays the game wrote (by the order they finished);
        delete older ones, only if unchanged since the game wrote them (`ReplayIndex`).
        Never a file the game did not write, never `spare` (the game just finished)."""
        if self.read_only:
            return
        if index is None:
            index = ReplayIndex(self.folder, self.replays_folder)
            index.load()
        gone: set[str] = set()
        for old in index.prunable(self.keep, spare):
            try:
                old.unlink()
                logger.info("deleted old replay %s", old.name)
                gone.add(old.name)
            except OSError as exc:
                logger.warning("cannot delete old replay %s: %s", old, exc)
        index.forget(gone)
        index.save()

    def replays(self, at_most: int = LIST_AT_MOST) -> list[ReplayInfo]:
        """The newest `at_most` watchable replays, newest first. One that cannot be read
        (too big ones are refused before reading) is set aside (not in a read-only shelf)
        with a notice; one that reads but does not replay on this copy is logged and
        skipped. Names are cleaned for the list. Safe to call from a worker thread."""
        found: list[ReplayInfo] = []
        set_aside_names: list[str] = []
        for path in self.replay_files(at_most):
            time.sleep(0)  # on a worker: let the frame thread run between files
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
        return datetime.fromtimestamp(os.lstat(path).st_mtime)
    except (OSError, ValueError, OverflowError):
        return datetime.fromtimestamp(0)
