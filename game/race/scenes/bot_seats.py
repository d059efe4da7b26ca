"""A bot in a seat at the race table: the kit's `BotSeat` (game/table/bots.py), deciding
from its seat's view with its own seeded RNG, on a worker thread when the app thinks in
the background, so the screen never freezes. The same RNG flicks its spinner."""

from __future__ import annotations

import random

from game.race.ai.bot import Bot
from game.table.bots import BotSeat


def bot_seat(bot: Bot, rng: random.Random, threaded: bool) -> BotSeat:
    return BotSeat(bot, lambda view: bot.choose(view, rng), threaded, rng=rng)
