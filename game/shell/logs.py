"""Logging for the game window: a rotating file in the user's log folder, short lines on
stderr.

Set up once by the play command's main(), never at import. The file gets everything
from INFO up, with tracebacks (1 MB per file, 3 old files kept: a few weeks of play at
most, never filling a disk). stderr gets warnings and errors as one line each, without
the traceback: a player who started the game from a terminal sees what went wrong and
where the details are, not a wall of Python.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import sys
from pathlib import Path

from game.shell.files import set_aside
from game.shell.opening import open_file, what_is_wrong

LOG_NAME = "wonderland-parlour.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FILE_FORMAT = "%(asctime)s %(levelname)-7s %(threadName)s %(name)s: %(message)s"

logger = logging.getLogger(__name__)


FILE_ONLY = {"file_only": True}
"""``logger.error(..., extra=FILE_ONLY)``: for the file, not stderr (the caller prints
its own friendlier words there)."""


def _not_file_only(record: logging.LogRecord) -> bool:
    return not getattr(record, "file_only", False)


class BriefFormatter(logging.Formatter):
    """One line per record: the message without any traceback."""

    def format(self, record: logging.LogRecord) -> str:
        brief = logging.makeLogRecord(record.__dict__)
        brief.exc_info = None
        brief.exc_text = None
        brief.stack_info = None
        return super().format(brief)


class SafeLogFile(logging.handlers.RotatingFileHandler):
    """The rotating log file, opened the Parlour's one way (`game.shell.opening`): never
    through a link, never a FIFO or a device. A write that fails (a full disk) is told
    once on stderr in one line, not as a logging traceback at every record."""

    _failed = False

    def _open(self):  # type: ignore[override]
        return open_file(self.baseFilename, "a", encoding=self.encoding or "utf-8")

    def handleError(self, record: logging.LogRecord) -> None:
        if self._failed:
            return
        self._failed = True
        error = sys.exc_info()[1]
        with contextlib.suppress(OSError, ValueError, AttributeError):
            sys.stderr.write(f"WARNING the log file cannot be written ({error}); "
                             "logging to the terminal only\n")


def setup_logging(folder: Path | None, level: int = logging.INFO) -> Path | None:
    """Send the game's logging to `folder`/wonderland-parlour.log (rotating) and to stderr.

    Returns the log file's path, or None when the folder cannot be written (then only
    stderr is used, and one warning says why). Calling it again replaces the handlers
    it added before, so tests may call it more than once.
    """
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_tea_time", False):
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    stream = logging.StreamHandler(sys.stderr)
    stream.setLevel(logging.WARNING)
    stream.setFormatter(BriefFormatter("%(levelname)s %(name)s: %(message)s"))
    stream.addFilter(_not_file_only)
    stream._tea_time = True  # type: ignore[attr-defined]
    root.addHandler(stream)
    if folder is None:
        return None
    path = folder / LOG_NAME
    note = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        wrong = what_is_wrong(path, writing=True)
        if wrong is not None and wrong.startswith("out of reach"):
            raise OSError(f"{path} is {wrong}")
        if wrong is not None:  # a link, a FIFO, a device…: set aside, never written to
            aside = set_aside(path, "not-a-log")
            if aside is None:
                raise OSError(f"{path} is {wrong} and cannot be moved aside")
            note = (path, wrong, aside.name)
        handler = SafeLogFile(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=False
        )
    except OSError as exc:
        logger.warning("no log file (%s); logging to stderr only", exc)
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    handler._tea_time = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    if note is not None:
        logger.warning("%s was %s, not a log file; kept as %s (nothing was written to it)",
                       *note)
    return path


def log_file() -> Path | None:
    """The file the game logs to now, if any (shown on the Crash screen)."""
    for handler in logging.getLogger().handlers:
        if getattr(handler, "_tea_time", False) and isinstance(
            handler, logging.handlers.RotatingFileHandler
        ):
            return Path(handler.baseFilename)
    return None


def teardown_logging() -> None:
    """Close and remove the handlers `setup_logging` added."""
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_tea_time", False):
            root.removeHandler(handler)
            handler.close()
