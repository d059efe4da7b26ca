"""Bots by name, for the command line, the setup screen and records.

The four levels are ordered by strength (see docs/ai.md for the measured table):
random < easy < medium < hard < expert.
"""

from __future__ import annotations

from collections.abc import Callable

from game.race.ai.bot import Bot
from game.race.ai.easy import EasyBot
from game.race.ai.medium import MediumBot
from game.race.ai.random_bot import RandomBot
from game.race.ai.search import ExpertBot, HardBot

BOT_FACTORIES: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
}

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
"""The levels offered to players, weakest first."""


def make_bot(name: str) -> Bot:
    try:
        return BOT_FACTORIES[name]()
    except KeyError:
        known = ", ".join(sorted(BOT_FACTORIES))
        raise ValueError(f"unknown bot {name!r} (known: {known})") from None
