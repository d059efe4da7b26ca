"""The race table last set up (seats, variants, who starts), as remembered in Settings.

The settings file keeps each game's table as plain JSON (`Settings.tables`); this module
turns the race's into `SetupChoice` and back. The table kit reads it forgivingly and
writes it back (`game.table.choice`): a remembered table that no longer makes sense gives
the default table and a log line, never an error.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game.shell.names import clean_name
from game.table import choice as table_kit

GAME_ID = "race"


@dataclass(frozen=True, slots=True)
class SeatChoice:
    """One seat as chosen on the Setup screen (plain data, so it can be saved)."""

    character: str
    name: str
    controller: str = "human"
    """"human" or "bot:<level>"."""


NEW_BOT = "bot:easy"
"""The level a new bot seat gets: a real player (the random bot is a yardstick for the
tests and the arena, not an opponent for a family)."""


@dataclass(frozen=True, slots=True)
class SetupChoice:
    """The last table set up: seats, variants and who starts (None = random)."""

    seats: tuple[SeatChoice, ...] = (
        SeatChoice("alice", "Alice", "human"),
        SeatChoice("hatter", "Hatter", NEW_BOT),
        SeatChoice("hare", "Hare", NEW_BOT),
    )
    kids: bool = False
    open_hands: bool = False
    climb_out: bool = False
    first_player: int | None = None


def choice_to_json(choice: SetupChoice) -> dict[str, Any]:
    data = asdict(choice)
    data["seats"] = [asdict(seat) for seat in choice.seats]
    return data


def choice_from_json(data: Any) -> SetupChoice:
    """Strict reading; ValueError names the field that is wrong."""
    seats = [SeatChoice(s["character"], clean_name(s["name"]), s["controller"])
             for s in table_kit.seats(table_kit.table(data), ("character", "name", "controller"))]
    flags = {key: table_kit.flag(data, key) for key in ("kids", "open_hands", "climb_out")}
    first = None if data.get("first_player") is None else table_kit.seat_number(data,
                                                                             "first_player")
    return SetupChoice(tuple(seats), first_player=first, **flags)


def remembered(tables: dict[str, Any]) -> SetupChoice:
    """The race's table from `Settings.tables`, or the default one."""
    return table_kit.remembered(tables, GAME_ID, choice_from_json, SetupChoice)
