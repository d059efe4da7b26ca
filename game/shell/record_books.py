"""A `RecordBook` for games whose records are JSON with a setup of named seats.

The Parade and the word game keep their records the same way: written atomically,
read through the shell's door (`game.shell.reading`), every seat's name cleaned on the
way in, and checked by replaying with only bots this copy knows. A game subclasses
`SeatedRecordBook` and names its own record functions, bots and winners.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any, ClassVar

from game.shell.files import write_atomically
from game.shell.names import visible_name
from game.shell.reading import UnreadableFile, read_json
from game.shell.saves import Outcome, SaveUnusable


class SeatedRecordBook:
    """Reads, writes and checks one game's records (`game.shell.saves.RecordBook`).

    Subclasses set the class attributes (the record functions as staticmethods) and
    `winners`; records are dataclasses with ``setup.seats`` (each with ``name`` and
    ``controller``) and ``actions``."""

    max_bytes: ClassVar[int] = 4_000_000
    format_error: ClassVar[type[Exception]]
    """The game's malformed-record error (a ValueError)."""
    to_json: ClassVar[Callable[[Any], dict[str, Any]]]
    parse: ClassVar[Callable[[Any], Any]]
    replay: ClassVar[Callable[[Any], Any]]
    bots: ClassVar[Collection[str]]
    default_names: ClassVar[tuple[str, ...]] = ()
    """The seats' own names, by seat, for a name with nothing visible left."""

    def winners(self, state: Any, names: tuple[str, ...]) -> tuple[str, ...]:
        raise NotImplementedError

    def read(self, path: Path) -> Any:
        try:
            data = read_json(path, max_bytes=self.max_bytes)
        except FileNotFoundError:
            raise self.format_error(f"{path}: cannot be read (no such file)") from None
        except UnreadableFile as e:
            raise self.format_error(str(e)) from None
        return self.from_json(data)

    def from_json(self, data: object) -> Any:
        record = self.parse(data)
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
        write_atomically(path, json.dumps(self.to_json(record), separators=(",", ":"),
                                          ensure_ascii=False))

    def known_controller(self, controller: str) -> bool:
        return controller == "human" or (controller.startswith("bot:")
                                         and controller[4:] in self.bots)

    def check(self, record: Any) -> Outcome:
        """Replay `record`; the game's rule error or SaveUnusable (naming what is wrong)."""
        for i, seat in enumerate(record.setup.seats):
            if not self.known_controller(seat.controller):
                raise SaveUnusable(f"setup.seats[{i}].controller: unknown {seat.controller!r}")
        state = self.replay(record)
        names = tuple(seat.name for seat in record.setup.seats)
        return Outcome(state.is_over, names,
                       self.winners(state, names) if state.is_over else (), state)
