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
from game.table.levels import LEVELS as LEVELS  # the levels offered, weakest first
from game.table.levels import level_table, make_named

BOT_FACTORIES: dict[str, Callable[[], Bot]] = level_table(
    RandomBot, EasyBot, MediumBot, HardBot, ExpertBot, **{"expert-flat": FlatMonteCarloBot})
"""random, easy, medium, hard, expert, and expert-flat (the previous Expert, for benches)."""

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
    """The bot called `name`; ValueError listing the known names otherwise."""
    return make_named(BOT_FACTORIES, name)


def make_bot(name: str, rng: random.Random) -> SeatBot:
    """The bot called `name` for one seat, deciding with `rng`."""
    return SeatBot(make_level(name), rng)
