"""The race table last set up (seats, variants, who starts), as remembered in Settings.

The settings file keeps each game's table as plain JSON (`Settings.tables`); this module
turns the race's into `SetupChoice` and back. Reading forgives: a remembered table that
no longer makes sense (hand-edited, from an older copy) gives the default table and a log
line, never an error, since nothing is lost by setting the table again.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from typing import Any

from game.shell.names import clean_name

logger = logging.getLogger(__name__)

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
    if not isinstance(data, dict):
        raise ValueError("not an object")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list):
        raise ValueError("seats: expected a list")
    seats = []
    for i, seat in enumerate(seats_data):
        if not isinstance(seat, dict) or not all(
                isinstance(seat.get(key), str) for key in ("character", "name", "controller")):
            raise ValueError(f"seats[{i}]: expected character, name and controller")
        seats.append(SeatChoice(seat["character"], clean_name(seat["name"]), seat["controller"]))
    flags = {}
    for key in ("kids", "open_hands", "climb_out"):
        if not isinstance(data.get(key), bool):
            raise ValueError(f"{key}: expected true or false")
        flags[key] = data[key]
    first = data.get("first_player")
    if first is not None and (isinstance(first, bool) or not isinstance(first, int)):
        raise ValueError(f"first_player: unexpected value {first!r}")
    return SetupChoice(tuple(seats), first_player=first, **flags)


def remembered(tables: dict[str, Any]) -> SetupChoice:
    """The race's table from `Settings.tables`, or the default one."""
    data = tables.get(GAME_ID)
    if data is None:
        return SetupChoice()
    try:
        return choice_from_json(data)
    except ValueError as exc:
        logger.info("the remembered race table is not usable (%s); using the default", exc)
        return SetupChoice()
