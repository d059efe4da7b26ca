"""The word-game table last set up, as remembered in `Settings.tables["wordland"]`.

`SetupChoice` is what the Setup screen edits: seats (name, human or bot level), who takes
the Queen first, the mode (say it / type it), the timer, the language of the words and
the variants. `options()` turns it into the engine's `Options` (W2.3, W8, W10). Reading a
remembered table forgives: anything that no longer makes sense gives the default table.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.shell.names import visible_name
from game.table import choice as table_kit
from game.wordland.ai.registry import LEVEL_NAMES
from game.wordland.rules.components import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SPOKEN_TIMERS,
    TYPED_TIMERS,
    Mode,
    Pile,
)
from game.wordland.rules.setup import KIDS_TIMERS, Options
from game.wordland.words.languages import languages

GAME_ID = "wordland"
DEFAULT_NAMES = ("Ann", "Dodo", "Lory", "Bill", "Duck", "Eaglet", "Pat", "Mouse")
"""Names of the seats until someone types theirs (Wonderland's pool of tears party)."""


@dataclass(frozen=True, slots=True)
class SeatChoice:
    name: str
    controller: str = "human"
    """"human" or "bot:<level>" (bots only in type it, W8.1)."""


def _default_seats() -> tuple[SeatChoice, ...]:
    return (SeatChoice("Ann", "human"), SeatChoice("Dodo", "bot:medium"),
            SeatChoice("Lory", "bot:easy"), SeatChoice("Bill", "bot:hard"))


@dataclass(frozen=True, slots=True)
class SetupChoice:
    seats: tuple[SeatChoice, ...] = field(default_factory=_default_seats)
    first_seat: int = 0
    mode: str = Mode.TYPE.value
    timer: float = 20.0
    language: str = "en"
    kids: bool = False
    easier: bool = False
    harder: bool = False

    @property
    def typed(self) -> bool:
        return self.mode == Mode.TYPE.value

    def timers(self) -> tuple[float, ...]:
        """The teapots offered: with kids topics only 45 s and up (issue 36, W10.1)."""
        if self.kids:
            return KIDS_TIMERS
        return TYPED_TIMERS if self.typed else SPOKEN_TIMERS

    def options(self) -> Options:
        """The engine's options for this table (W2.3, W10.2, W10.3; they combine)."""
        timer = self.timer
        letters = 3
        piles: tuple[Pile, ...] = (Pile.BLUE, Pile.PURPLE, Pile.GREEN)
        if self.easier:
            timer = max(timer, 15.0)
            letters = 2
            piles = (Pile.BLUE, Pile.PURPLE)
        if self.harder:
            timer = 10.0 if not self.typed else min(timer, 15.0)
            letters = 4
            piles = (Pile.PURPLE,) if self.easier else (Pile.PURPLE, Pile.GREEN)
        if self.kids:
            timer = max(timer, KIDS_TIMERS[0])
        return Options(mode=Mode(self.mode), timer=timer, kids_topics=self.kids,
                       characters=not self.harder, letters=letters, piles=piles,
                       starting_only=self.easier, two_topics=self.easier)


def sanitise(choice: SetupChoice) -> SetupChoice:
    """Repair a table that no longer fits (too many seats, a bot in say it, a timer)."""
    known = set(table_kit.controllers(LEVEL_NAMES))
    seats = []
    for seat in choice.seats[:MAX_PLAYERS]:
        controller = seat.controller if seat.controller in known else "human"
        if choice.mode != Mode.TYPE.value:
            controller = "human"
        seats.append(SeatChoice(seat.name, controller))
    while len(seats) < MIN_PLAYERS:
        seats.append(SeatChoice(DEFAULT_NAMES[len(seats)], "human"))
    mode = choice.mode if choice.mode in (Mode.TYPE.value, Mode.SAY.value) else Mode.TYPE.value
    fixed = replace(choice, seats=tuple(seats), mode=mode)
    if fixed.timer not in fixed.timers():
        fixed = replace(fixed, timer=fixed.timers()[0] if fixed.kids else 15.0)
    if not 0 <= fixed.first_seat < len(seats):
        fixed = replace(fixed, first_seat=0)
    if fixed.language not in languages():
        fixed = replace(fixed, language="en")
    return fixed


def choice_to_json(choice: SetupChoice) -> dict[str, Any]:
    return {
        "seats": [{"name": s.name, "controller": s.controller} for s in choice.seats],
        "first_seat": choice.first_seat, "mode": choice.mode, "timer": choice.timer,
        "language": choice.language, "kids": choice.kids, "easier": choice.easier,
        "harder": choice.harder,
    }


def choice_from_json(data: Any) -> SetupChoice:
    """Strict reading; ValueError names the field that is wrong."""
    seats = [SeatChoice(visible_name(s["name"], DEFAULT_NAMES[i % len(DEFAULT_NAMES)]),
                        s["controller"])
             for i, s in enumerate(table_kit.seats(table_kit.table(data), ("name", "controller")))]
    kids, easier, harder = (table_kit.flag(data, key) for key in ("kids", "easier", "harder"))
    return SetupChoice(tuple(seats), table_kit.seat_number(data, "first_seat"),
                       table_kit.text(data, "mode"), table_kit.number(data, "timer"),
                       table_kit.text(data, "language"), kids, easier, harder)


def remembered(tables: dict[str, Any]) -> SetupChoice:
    """The game's table from `Settings.tables`, or the default one."""
    return table_kit.remembered(tables, GAME_ID,
                                lambda data: sanitise(choice_from_json(data)), SetupChoice)
