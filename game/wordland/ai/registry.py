"""Bots by name, for the command line, the setup screen and records ("bot:<name>").

The levels are ordered by strength (docs/wordland-ai.md has the measured table):
easy < medium < hard < expert.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from game.wordland.ai.bot import Bot
from game.wordland.ai.levels import LEVELS
from game.wordland.ai.player import WordBot

BOT_FACTORIES: dict[str, Callable[[random.Random], Bot]] = {
    name: partial(WordBot, level) for name, level in LEVELS.items()
}

LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)
"""The levels offered to players, weakest first."""


def make_bot(name: str, rng: random.Random) -> Bot:
    """A fresh bot of level `name` for one seat of one game, deciding from `rng`."""
    try:
        return BOT_FACTORIES[name](rng)
    except KeyError:
        known = ", ".join(BOT_FACTORIES)
        raise ValueError(f"unknown bot {name!r} (known: {known})") from None
