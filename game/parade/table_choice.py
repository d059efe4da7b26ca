"""The Parade table last set up, as remembered in `Settings.tables["parade"]`.

`SetupChoice` is what the Setup screen edits: 2-6 seats (a name, human or a bot level,
and a Wonderland character whose colour and symbol mark the seat's panel), who plays
first (or at random) and the two-player majority rule (P7.2). The character is the
screen's only: records hold names and controllers, so a saved game shown again takes
the characters remembered here when its names match, else one per seat in order.
Reading a remembered table forgives: anything that no longer makes sense gives the
default table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.parade.ai.registry import LEVELS
from game.parade.rules.cards import MAX_PLAYERS, MIN_PLAYERS
from game.parade.rules.setup import Options
from game.shell.names import visible_name
from game.table import choice as table_kit

GAME_ID = "parade"
CHARACTERS = ("alice", "hatter", "hare", "queen", "cheshire", "rabbit")
"""The characters a seat may take, by the box's ids (`theme.CHARACTER_COLOURS`)."""
DEFAULT_NAMES = ("Alice", "Hatter", "Hare", "Queen", "Cheshire", "Rabbit")
CONTROLLERS = tuple(table_kit.controllers(LEVELS))
RANDOM_FIRST = -1


@dataclass(frozen=True, slots=True)
class SeatChoice:
    name: str
    controller: str = "human"
    character: str = "alice"


def _default_seats() -> tuple[SeatChoice, ...]:
    return (SeatChoice("Alice", "human", "alice"), SeatChoice("Hatter", "bot:medium", "hatter"),
            SeatChoice("Hare", "bot:easy", "hare"))


@dataclass(frozen=True, slots=True)
class SetupChoice:
    seats: tuple[SeatChoice, ...] = field(default_factory=_default_seats)
    first_seat: int = RANDOM_FIRST
    """A seat, or RANDOM_FIRST (P2.1: chosen at random)."""
    two_player_majority: bool = True

    def options(self) -> Options:
        return Options(two_player_majority=self.two_player_majority)


def free_character(seats: tuple[SeatChoice, ...] | list[SeatChoice]) -> str:
    used = {s.character for s in seats}
    return next((c for c in CHARACTERS if c not in used), CHARACTERS[len(seats) % 6])


def sanitise(choice: SetupChoice) -> SetupChoice:
    """Repair a table that no longer fits (seats, unknown bots or characters)."""
    seats: list[SeatChoice] = []
    for seat in choice.seats[:MAX_PLAYERS]:
        controller = seat.controller if seat.controller in CONTROLLERS else "human"
        character = seat.character
        if character not in CHARACTERS or any(s.character == character for s in seats):
            character = free_character(seats)
        seats.append(SeatChoice(seat.name, controller, character))
    while len(seats) < MIN_PLAYERS:
        seats.append(SeatChoice(DEFAULT_NAMES[len(seats)], "bot:medium", free_character(seats)))
    first = choice.first_seat if RANDOM_FIRST <= choice.first_seat < len(seats) else RANDOM_FIRST
    return SetupChoice(tuple(seats), first, bool(choice.two_player_majority))


def choice_to_json(choice: SetupChoice) -> dict[str, Any]:
    return {
        "seats": [{"name": s.name, "controller": s.controller, "character": s.character}
                  for s in choice.seats],
        "first_seat": choice.first_seat,
        "two_player_majority": choice.two_player_majority,
    }


def choice_from_json(data: Any) -> SetupChoice:
    """Strict reading; ValueError names the field that is wrong."""
    seats = [SeatChoice(visible_name(s["name"], DEFAULT_NAMES[i % len(DEFAULT_NAMES)]),
                        s["controller"], s["character"])
             for i, s in enumerate(table_kit.seats(table_kit.table(data),
                                                ("name", "controller", "character")))]
    first = table_kit.seat_number(data, "first_seat")
    return SetupChoice(tuple(seats), first, table_kit.flag(data, "two_player_majority"))


def remembered(tables: dict[str, Any]) -> SetupChoice:
    """The game's table from `Settings.tables`, or the default one."""
    return table_kit.remembered(tables, GAME_ID,
                                lambda data: sanitise(choice_from_json(data)), SetupChoice)


def characters_for(names: list[str] | tuple[str, ...], tables: dict[str, Any]) -> list[str]:
    """The characters of a game's seats: the remembered table's when its names match
    (the table that started the game), else one per seat in order."""
    choice = remembered(tables)
    if [s.name for s in choice.seats] == list(names):
        return [s.character for s in choice.seats]
    return [CHARACTERS[i % len(CHARACTERS)] for i in range(len(names))]
