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
from game.table.levels import LEVELS as LEVELS  # the levels offered, weakest first
from game.table.levels import level_table, make_named

BOT_FACTORIES: dict[str, Callable[[], Bot]] = level_table(
    RandomBot, EasyBot, MediumBot, HardBot, ExpertBot)
"""random, easy, medium, hard, expert."""

def make_bot(name: str) -> Bot:
    """The bot called `name`; ValueError listing the known names otherwise."""
    return make_named(BOT_FACTORIES, name)
