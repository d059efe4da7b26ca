"""The record format's shell: what every game's record file is, written once.

A record is the full setup plus every action, as versioned JSON: one format serves the
save file, the replay file and the bug report. This module is the part every game
shares, and each game supplies only its fields:

- `RecordFormat` holds a game's fields (its setup and its actions, each to and from JSON),
  its name, version and caps, and from them writes a record (`to_json`, `save`), reads
  one strictly (`from_json`, `load`, through the shell's file door `game.shell.reading`)
  and replays it (`replay`, `RecordRuleError` at the first action the rules refuse);
- the strict readers a game's fields are read with (`need`, `only`, `enum`, `capped`,
  `seat`, `seed`): each refusal is a `RecordFormatError` whose message starts with the
  field's path, so a hand-edited or hostile file never surfaces as a traceback;
- `RecordBook`, a game's records as the app's saves see them (`game.shell.saves`): read,
  names cleaned on the way in, written atomically, checked by replaying with only the
  bots this copy knows.

Pure Python (no pygame): the games' `rules/records.py` import it.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from game.shell.files import write_atomically
from game.shell.names import visible_name
from game.shell.reading import UnreadableFile, read_json
from game.shell.saves import Outcome, SaveUnusable

S = TypeVar("S")
"""A game's setup."""
A = TypeVar("A")
"""A game's action."""
K = TypeVar("K", bound=Enum)

MAX_TEXT = 100
"""Longest text field (a name, a controller, an id…) a reader takes, unless told."""
MAX_BYTES = 4_000_000
"""A record file past this is refused unread (a long game's record is tens of kB)."""
_MISSING = object()


class RecordFormatError(ValueError):
    """The data is not a well-formed record; the message names the field."""


class RecordRuleError(ValueError):
    """Action number `index` (0-based, as in the record's "actions" list) breaks the
    rules, for `reason`."""

    words = "action {index}: {reason}"
    """How the refusal reads (a game may say it its own way in a subclass)."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(self.words.format(index=index, reason=reason))
        self.index = index
        self.reason = reason


@dataclass
class GameRecord(Generic[S, A]):
    """A game's setup and every action taken since, in order."""

    setup: S
    actions: list[A] = field(default_factory=list)


# ------------------------------------------------------------------ strict reading


def short(value: Any) -> str:
    """`value` as a refusal quotes it: at most 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


_KIND_NAMES: dict[type, str] = {
    dict: "an object", list: "a list", str: "a string", int: "a whole number",
    float: "a number", bool: "true or false",
}


def capped(value: Any, where: str, limit: int = MAX_TEXT) -> Any:
    """`value`, refused if it is a text longer than `limit` characters."""
    if isinstance(value, str) and len(value) > limit:
        raise RecordFormatError(f"{where}: longer than {limit} characters")
    return value


def need(data: Any, key: str, kind: type, where: str, limit: int = MAX_TEXT,
         default: Any = _MISSING) -> Any:
    """The field `key` of the object `data` at `where`, of the type `kind` (a text at most
    `limit` characters; `float` takes any number and gives a float; `true` is no number);
    `default` when the field may be left out."""
    if not isinstance(data, dict):
        raise RecordFormatError(f"{where}: expected an object")
    if key not in data:
        if default is not _MISSING:
            return default
        raise RecordFormatError(f"{where}: missing field '{key}'")
    value = capped(data[key], f"{where}.{key}", limit)
    wanted = _KIND_NAMES.get(kind, kind.__name__)
    if isinstance(value, bool) and kind is not bool:
        raise RecordFormatError(f"{where}.{key}: expected {wanted}, got {value!r}")
    if kind is float and isinstance(value, int):
        return float(value)
    if not isinstance(value, kind):
        raise RecordFormatError(f"{where}.{key}: expected {wanted}, got {short(value)}")
    return value


def only(data: Any, keys: Iterable[str], where: str) -> None:
    """Refuse any field of the object `data` but `keys` (a reader as strict as its doc)."""
    if isinstance(data, dict):
        extra = sorted(set(data) - set(keys), key=str)
        if extra:
            raise RecordFormatError(f"{where}: unexpected field {short(extra[0])}")


def enum(value: Any, kind: type[K], where: str, what: str = "value") -> K:
    """The member of the enum `kind` named `value` (a kind, a character, a pile…)."""
    try:
        return kind(value)
    except ValueError:
        raise RecordFormatError(f"{where}: unknown {what} {short(value)}") from None


def seat(data: Any, where: str) -> tuple[str, str]:
    """A seat's ``name`` and ``controller`` ("human" or "bot:<level>"), as written."""
    if not isinstance(data, dict):
        raise RecordFormatError(f"{where}: expected an object with 'name' and 'controller'")
    return need(data, "name", str, where), need(data, "controller", str, where)


def seed(data: dict[str, Any], where: str = "setup") -> int | None:
    """The setup's ``seed`` (kept for reference: a whole number or null)."""
    value = data.get("seed")
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RecordFormatError(f"{where}.seed: expected a whole number or null")
    return value


# ------------------------------------------------------------------ a game's format


@dataclass(frozen=True)
class RecordFormat(Generic[S, A]):
    """One game's record format: the shell's envelope around the game's own fields.

    The envelope is ``{"format"?, "game", "version", "setup", "actions"}``: `setup` and
    `actions` are the game's (`setup_to_json`/`setup_from_json`,
    `action_to_json`/`action_from_json(data, where)`); replaying starts the game's
    `state` class from the setup (``state.start(setup)`` gives the state and its events)
    and applies each action, a refusal being the game's `illegal` error."""

    game: str
    version: int
    setup_to_json: Callable[[S], dict[str, Any]]
    setup_from_json: Callable[[Any], S]
    action_to_json: Callable[[A], dict[str, Any]]
    action_from_json: Callable[[Any, str], A]
    state: Any
    illegal: type[Exception]
    quiet: bool = True
    """Replay with ``apply(action, report=False)`` (no events built)."""
    readable_versions: tuple[int, ...] = ()
    """Older versions still read (the current one always is)."""
    tag: str | None = None
    """A ``format`` field written first and required (the race's)."""
    game_optional: bool = False
    """Records of an older version may lack the ``game`` field (read as this game's)."""
    strict: bool = False
    """Refuse any field of the envelope but its own (the game's fields say their own)."""
    max_bytes: int = MAX_BYTES
    max_actions: int | None = None
    rule_error: type[RecordRuleError] = RecordRuleError
    setup_error: type[Exception] | tuple[type[Exception], ...] = ()
    """The game's refusal of a setup that breaks its rules, read as a RecordFormatError
    after `setup_where` (its message names the field)."""
    setup_where: str = "setup."

    # -------------------------------------------------------------- writing

    def to_json(self, record: GameRecord[S, A]) -> dict[str, Any]:
        head: dict[str, Any] = {"format": self.tag} if self.tag is not None else {}
        return head | {
            "game": self.game,
            "version": self.version,
            "setup": self.setup_to_json(record.setup),
            "actions": [self.action_to_json(a) for a in record.actions],
        }

    def save(self, record: GameRecord[S, A], path: Path) -> None:
        """Write atomically, so a crash never leaves half a record."""
        write_atomically(Path(path), json.dumps(self.to_json(record), separators=(",", ":"),
                                                ensure_ascii=False))

    # -------------------------------------------------------------- reading

    def from_json(self, data: Any) -> GameRecord[S, A]:
        """A record from parsed JSON; RecordFormatError naming the first bad field."""
        if not isinstance(data, dict):
            raise RecordFormatError("a record is a JSON object")
        if self.tag is not None and data.get("format") != self.tag:
            raise RecordFormatError(f"format: expected {self.tag!r}, "
                                    f"got {short(data.get('format'))}")
        if self.strict:
            only(data, ("format", "game", "version", "setup", "actions")
                 if self.tag is not None else ("game", "version", "setup", "actions"),
                 "record")
        game = data.get("game", self.game if self.game_optional else None)
        if game != self.game:
            raise RecordFormatError(f"game: expected {self.game!r}, got {short(game)}")
        version = data.get("version")
        if isinstance(version, bool) or version not in (self.version,
                                                         *self.readable_versions):
            raise RecordFormatError(f"version: this game reads version {self.version}, "
                                    f"not {short(version)}")
        try:
            setup = self.setup_from_json(data.get("setup"))
        except self.setup_error as e:
            raise RecordFormatError(f"{self.setup_where}{e}") from None
        actions_data = need(data, "actions", list, "record")
        if self.max_actions is not None and len(actions_data) > self.max_actions:
            raise RecordFormatError(f"actions: {len(actions_data)} actions, more than any "
                                    f"game has ({self.max_actions})")
        actions = [self.action_from_json(a, f"actions[{i}]")
                   for i, a in enumerate(actions_data)]
        return GameRecord(setup, actions)

    def load(self, path: Path) -> GameRecord[S, A]:
        """Read a record file through the shell's door; every problem becomes a
        RecordFormatError naming the file."""
        try:
            return self.from_json(read_json(path, max_bytes=self.max_bytes))
        except FileNotFoundError:
            raise RecordFormatError(f"{path}: cannot be read (no such file)") from None
        except UnreadableFile as e:  # refused at the door: the message names the file
            raise RecordFormatError(str(e)) from None
        except RecordFormatError as e:
            raise RecordFormatError(f"{path}: {e}") from None

    # -------------------------------------------------------------- replaying

    def replay(self, record: GameRecord[S, A]) -> Any:
        """Play the record's actions from its setup; the game's RecordRuleError at the
        first refused one."""
        state, _ = self.state.start(record.setup)
        quietly = {"report": False} if self.quiet else {}
        for index, action in enumerate(record.actions):
            try:
                state.apply(action, **quietly)
            except self.illegal as e:
                raise self.rule_error(index, str(e)) from None
        return state


# ------------------------------------------------------------------ the saves' view


class RecordBook:
    """Reads, writes and checks one game's records (`game.shell.saves.RecordBook`).

    A game subclasses it and sets `format` (its `RecordFormat`), `bots` (the levels this
    copy plays) and `default_names` (a seat's name when nothing visible is left of the
    one written), and says who won (`winners`). Records have ``setup.seats`` (each with
    ``name`` and ``controller``) and ``actions``."""

    format: ClassVar[RecordFormat[Any, Any]]
    bots: ClassVar[Collection[str]]
    default_names: ClassVar[tuple[str, ...]] = ()
    seats_field: ClassVar[str] = "seats"
    """What the record's JSON calls the seats (in refusals)."""

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        raise NotImplementedError

    def refuse(self, record: Any) -> None:
        """Raise SaveUnusable if this copy cannot continue `record` (beyond its bots)."""

    @property
    def max_bytes(self) -> int:
        """The largest record file this game reads (the shelf's door takes no more)."""
        return self.format.max_bytes

    def read(self, path: Path) -> Any:
        return self._named(self.format.load(path))

    def from_json(self, data: object) -> Any:
        """The record in JSON the shelf has read through the door (names cleaned)."""
        return self._named(self.format.from_json(data))

    def _named(self, record: Any) -> Any:
        seats = tuple(dataclasses.replace(s, name=visible_name(s.name, self.default_name(i)))
                      for i, s in enumerate(record.setup.seats))
        if seats == record.setup.seats:
            return record
        return dataclasses.replace(record, setup=dataclasses.replace(record.setup,
                                                                      seats=seats))

    def default_name(self, seat: int) -> str:
        names = self.default_names
        return names[seat % len(names)] if names else f"{seat + 1}"

    def write(self, record: Any, path: Path) -> None:
        self.format.save(record, path)

    def known_controller(self, controller: str) -> bool:
        return controller == "human" or (controller.startswith("bot:")
                                         and controller[4:] in self.bots)

    def check(self, record: Any) -> Outcome:
        """Replay `record`; the game's rule error or SaveUnusable (naming what is wrong)."""
        self.refuse(record)
        for i, s in enumerate(record.setup.seats):
            if not self.known_controller(s.controller):
                raise SaveUnusable(f"setup.{self.seats_field}[{i}].controller: "
                                   f"unknown {s.controller!r}")
        state = self.format.replay(record)
        names = tuple(s.name for s in record.setup.seats)
        return Outcome(state.is_over, names,
                       self.winners(state, names) if state.is_over else (), state)
