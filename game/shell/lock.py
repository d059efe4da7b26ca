"""One running copy per data folder: a lock file, ``<data>/parlour.lock``.

Two copies of the Parlour writing the same saves would archive each other's unfinished
games. The first copy takes an exclusive lock on the file (``fcntl.flock`` on macOS and
Linux, ``msvcrt.locking`` on Windows: both from the standard library); the lock belongs to
the open file, so the operating system drops it when the process ends, however it ends —
a crash or a kill never leaves a stale lock behind. The file itself stays (holding the
pid of the last holder, for the curious) and is never a reason to refuse to start.

A second copy fails to take the lock and runs read-only (`game.shell.saves.SaveShelf`
with ``read_only``): it says so, offers the replays, and writes nothing.
"""

from __future__ import annotations

import contextlib
import logging
import os
from pathlib import Path
from typing import IO

logger = logging.getLogger(__name__)

LOCK_NAME = "parlour.lock"


class DataLock:
    """The data folder's lock; `acquire` says whether this copy holds it."""

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
            handle = open(self.path, "a+b")  # noqa: SIM115 - kept open while we run
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
