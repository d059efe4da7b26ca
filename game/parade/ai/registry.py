"""Bots by name, for the command line, the setup screen and records ("bot:expert").

The four levels are ordered by strength (docs/parade-ai.md has the measured table):
easy < medium < hard < expert; "random" is the floor they are measured against, and
"expert-flat" the previous Expert (flat Monte Carlo), kept for measuring; no seat offers
either.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.parade.ai.bot import Bot
from game.parade.ai.easy import EasyBot
from game.parade.ai.medium import MediumBot
from game.parade.ai.random_bot import RandomBot
from game.parade.ai.search import ExpertBot, FlatMonteCarloBot, HardBot
from game.parade.rules.actions import Action
from game.parade.rules.views import PlayerView

BOT_FACTORIES: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
    "expert": ExpertBot,
    "expert-flat": FlatMonteCarloBot,
}

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
"""The levels offered to players, weakest first."""


@dataclass
class SeatBot:
    """A level bound to its seat's own seeded RNG: what the table screen holds per bot
    seat, so that one seat's thinking never changes another's luck."""

    level: Bot
    rng: random.Random

    @property
    def name(self) -> str:
        return self.level.name

    def choose(self, view: PlayerView) -> Action:
        return self.level.choose(view, self.rng)


def make_level(name: str) -> Bot:
    """The level called `name`; ValueError listing the known names otherwise."""
    try:
        return BOT_FACTORIES[name]()
    except KeyError:
        known = ", ".join(sorted(BOT_FACTORIES))
        raise ValueError(f"unknown bot {name!r} (known: {known})") from None


def make_bot(name: str, rng: random.Random) -> SeatBot:
    """The bot called `name` for one seat, deciding with `rng`."""
    return SeatBot(make_level(name), rng)
