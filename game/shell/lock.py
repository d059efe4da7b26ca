"""One running copy per data folder: a lock file, ``<data>/parlour.lock``.

Two copies of the Parlour writing the same saves would archive each other's unfinished
games. The first copy takes an exclusive lock on the file (``fcntl.flock`` on macOS and
Linux, ``msvcrt.locking`` on Windows: both from the standard library); the lock belongs to
the open file, so the operating system drops it when the process ends, however it ends —
a crash or a kill never leaves a stale lock behind. The file itself stays (holding the
pid of the last holder, for the curious) and is never a reason to refuse to start.

A second copy fails to take the lock and runs read-only (`game.shell.saves.SaveShelf`
with ``read_only``): it says so, offers the replays, and writes nothing.

The lock is only ever taken on a regular file of our own: it is opened without following
links (``O_NOFOLLOW``), and checked again once open. Anything else found in its place —
a symbolic link (to a file of the player's, or dangling), a folder, a FIFO, a device, a
hard link to some other file — is never opened for writing: it is logged, renamed aside
(``parlour.not-a-lock-<time>.lock``, kept, never deleted, never followed), a `notice`
says so, and a fresh lock file is made. A second copy is still refused.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from pathlib import Path
from typing import IO

from game.shell.files import set_aside
from game.shell.i18n import N_, Notices
from game.shell.opening import NotAFile, kind_of, open_fd

logger = logging.getLogger(__name__)

LOCK_NAME = "parlour.lock"
NOT_A_LOCK = N_("Something else was in the place of the Parlour's lock file; it was kept "
                "as {name}.")
_OPEN_FLAGS = os.O_RDWR | os.O_CREAT
"""Plus, through `game.shell.opening.open_fd`: no link followed, non-blocking, and a
regular file with one name checked once open."""


def _what(mode: int, links: int) -> str | None:
    """What is wrong with a lock file of this mode and link count, or None if it is ours
    (the words for what it is are `game.shell.opening.kind_of`'s)."""
    if not stat.S_ISREG(mode):
        return kind_of(mode)
    if links > 1:
        return "a hard link to another file"
    return None


class DataLock(Notices):
    """The data folder's lock; `acquire` says whether this copy holds it. `notice` says
    when something that was not a lock file had to be set aside."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._handle: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        return self._handle is not None

    def acquire(self) -> bool:
        """Take the lock without waiting: True if this copy now holds it, False if
        another copy does. A folder that cannot be written (read-only, full) counts as
        held: saving will fail anyway and say so, and refusing to start would help no one."""
        if self._handle is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = os.fdopen(self._open(), "r+b")  # kept open while we run
        except OSError as exc:
            logger.warning("cannot open the lock file %s (%s); carrying on unlocked",
                           self.path, exc)
            return True
        try:
            _lock(handle)
        except OSError:
            handle.close()
            logger.warning("another copy of the game is using %s", self.path.parent)
            return False
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(f"{os.getpid()}\n".encode())
            handle.flush()
        except OSError:
            pass  # the pid is a courtesy
        self._handle = handle
        return True

    def _open(self, attempts: int = 4) -> int:
        """A descriptor of the regular file at `path` (made if missing), opened without
        following a link; anything else there is set aside first (`_set_aside`)."""
        for _ in range(attempts):
            try:
                info = os.lstat(self.path)
            except FileNotFoundError:
                info = None
            if info is not None and _what(info.st_mode, info.st_nlink) is not None:
                self._set_aside(_what(info.st_mode, info.st_nlink) or "")
                continue
            try:
                return open_fd(self.path, _OPEN_FLAGS, 0o644)
            except NotAFile as exc:  # a FIFO or a link slipped in between: look again
                logger.info("the lock file %s changed while opened (%s)", self.path, exc)
                continue
            except OSError as exc:
                if info is None or not os.path.lexists(self.path):
                    raise
                logger.info("the lock file %s changed while opened (%s)", self.path, exc)
                continue  # replaced between the look and the open: look again
        raise OSError(f"{self.path} keeps being replaced by something that is not a file")

    def _set_aside(self, what: str) -> None:
        """Rename what is in the lock file's place aside (never following it), and say so."""
        aside = set_aside(self.path, "not-a-lock")
        if aside is None:
            raise OSError(f"{self.path} is {what} and cannot be moved aside")
        logger.warning("%s was %s, not a lock file; kept as %s (nothing was written to it)",
                       self.path, what, aside)
        self._say(NOT_A_LOCK, name=aside.name)

    def release(self) -> None:
        handle, self._handle = self._handle, None
        if handle is None:
            return
        with contextlib.suppress(OSError):
            _unlock(handle)
        handle.close()


if os.name == "nt":  # pragma: no cover - exercised on Windows CI
    import msvcrt

    def _lock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
