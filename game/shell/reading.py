"""The one door every player or designer file comes in by: settings, saves, replays,
records given to ``replay``, maps.

Whatever a file holds — a FIFO, a symlink to ``/dev/zero``, a gigabyte, bytes that are
not UTF-8, JSON nested 100,000 deep, an integer of 5,000 digits, ``NaN`` — reading it
either returns plain data or raises `UnreadableFile`, one error type whose message names
the file and says what is wrong. The callers decide what to do with a refused file (set
it aside with a notice, print a usage message); none of them ever sees a traceback.

- `read_bytes`: regular files only (a FIFO, a device or a folder is refused without being
  opened for long: the open is non-blocking), at most `max_bytes`; a link is followed
  only for files named on the command line (``follow``), never for the player's own.
- `read_text`: the same, decoded as UTF-8 (a Latin-1 "Zoë" is refused, not guessed).
- `read_json`: the same, then JSON with bounded nesting and integer size, and only
  finite numbers.

Pure standard library; nothing happens at import time.
"""

from __future__ import annotations

import json
import logging
import os
import re
from array import array
from itertools import accumulate
from pathlib import Path
from typing import Any

from game.shell.opening import NotAFile, open_fd, read_limited

logger = logging.getLogger(__name__)

MAX_BYTES = 4_000_000
"""Default cap: a long race's record is about 20 kB, settings under 2 kB."""
MAX_DEPTH = 64
"""Default nesting cap: records nest 4 deep, settings 5."""
MAX_DIGITS = 30
"""Default cap on an integer's digits (seeds are 64-bit: 20 digits)."""

MAX_NUMBER = 400
"""Longest number literal read as a float (a double holds 17 significant digits)."""

_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+(?:"|\\?\Z)', re.DOTALL)
"""A JSON string, or what is left of one that never closes: it consumes to the end
instead of failing and being tried again from every later quote (which was quadratic);
possessive, so nothing is ever given back."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


class UnreadableFile(ValueError):
    """A file refused at the door; ``str()`` names the file and the reason."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = Path(path)
        self.reason = reason


def read_bytes(path: Path | str, max_bytes: int = MAX_BYTES, follow: bool = True) -> bytes:
    """The bytes of the regular file `path`, at most `max_bytes`, opened through the
    Parlour's one door (`game.shell.opening`): a link is followed only when `follow`
    (files named on the command line, maps), never for the player's own files.

    FileNotFoundError when there is no file (callers often treat that as "none yet");
    `UnreadableFile` for everything else: not a regular file, too big, unreadable."""
    path = Path(path)
    try:
        fd = open_fd(path, os.O_RDONLY, follow=follow)
    except FileNotFoundError:
        raise
    except NotAFile as exc:
        raise UnreadableFile(path, f"is not a regular file ({exc.kind})") from None
    except OSError as exc:
        raise UnreadableFile(path, f"cannot be opened ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if info.st_size > max_bytes:
            raise UnreadableFile(path, f"is too big ({info.st_size} bytes; at most "
                                       f"{max_bytes} are read)")
        try:
            return read_limited(fd, max_bytes)
        except ValueError:  # it grew while being read
            raise UnreadableFile(path, f"is too big (more than {max_bytes} bytes)") from None
    except OSError as exc:
        raise UnreadableFile(path, f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)


def read_text(path: Path | str, max_bytes: int = MAX_BYTES, follow: bool = True) -> str:
    """`read_bytes` decoded as UTF-8 (a byte-order mark is allowed)."""
    data = read_bytes(path, max_bytes, follow)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UnreadableFile(path, f"is not UTF-8 text (byte {exc.start}: "
                                   f"{data[exc.start:exc.start + 1]!r})") from None


def nesting_depth(text: str) -> int:
    """How deep the arrays and objects of the JSON `text` nest (strings skipped).

    Linear in the length of `text`, whatever it holds: one pass of a regular expression
    that never backtracks over a string, one over what is left, and the running depth
    summed in C (each bracket a signed byte, +1 or -1)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    steps = array("b", brackets.encode("ascii").translate(_STEPS))
    return max(0, max(accumulate(steps), default=0))


def parse_json(text: str, where: Path | str, max_depth: int = MAX_DEPTH,
               max_digits: int = MAX_DIGITS) -> Any:
    """JSON from `text`, bounded as `read_json` says; `UnreadableFile` naming `where`."""
    depth = nesting_depth(text)
    if depth > max_depth:
        raise UnreadableFile(where, f"nests {depth} levels deep (at most {max_depth})")

    def parse_int(digits: str) -> int:
        if len(digits.lstrip("-")) > max_digits:
            raise UnreadableFile(where, f"holds an integer of {len(digits)} digits "
                                        f"(at most {max_digits})")
        return int(digits)

    def parse_float(number: str) -> float:
        if len(number) > MAX_NUMBER:
            raise UnreadableFile(where, f"holds a number of {len(number)} characters "
                                        f"(at most {MAX_NUMBER})")
        value = float(number)
        if value != value or value in (float("inf"), float("-inf")):
            raise UnreadableFile(where, f"holds a number too large to use ({number[:20]})")
        return value

    def parse_constant(name: str) -> Any:
        raise UnreadableFile(where, f"holds {name}, which is not a number")

    try:
        return json.loads(text, parse_int=parse_int, parse_float=parse_float,
                          parse_constant=parse_constant)
    except UnreadableFile:
        raise
    except json.JSONDecodeError as exc:
        raise UnreadableFile(where, f"is not valid JSON (line {exc.lineno}, column "
                                    f"{exc.colno}: {exc.msg})") from None
    except (ValueError, RecursionError, MemoryError) as exc:
        raise UnreadableFile(where, f"is not usable JSON ({type(exc).__name__})") from None


def read_json(path: Path | str, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH,
              max_digits: int = MAX_DIGITS, follow: bool = True) -> Any:
    """The JSON data in the regular file `path`: at most `max_bytes`, UTF-8, nesting at
    most `max_depth`, integers of at most `max_digits` digits, finite numbers only.

    FileNotFoundError when there is no such file; `UnreadableFile` for anything else."""
    return parse_json(read_text(path, max_bytes, follow), path, max_depth, max_digits)


REPLAYS = "replays"
"""A game's folder of finished games (``<data>/<game>/replays``)."""
MAX_RECORD_BYTES = 4_000_000
"""The largest record file read when a game's book names no size of its own."""


def read_record(book: Any, path: Path) -> Any:
    """The record in `path`, read through the door (at most the book's ``max_bytes``, if
    it has one) and parsed by `book` (a `game.shell.saves.RecordBook`); any failure is an
    exception whose message says what is wrong (`UnreadableFile` names the file). Here, in
    the door, so that the saves and the family's records both read records one way
    without importing each other."""
    data = read_json(path, max_bytes=getattr(book, "max_bytes", MAX_RECORD_BYTES),
                     follow=False)
    from_json = getattr(book, "from_json", None)
    if from_json is not None:
        return from_json(data)
    return book.read(path)

