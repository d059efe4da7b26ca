"""Thinking in the background, so the screen keeps drawing while a bot decides.

`BotThinker` runs `bot.choose(view, rng)` on one worker thread (the table kit's
`Thinker`, game/table/bots.py). The UI calls `start` when a
bot must decide, `poll` once per frame until it returns the action, and `cancel` if the
game is left or restarted. Python threads share one interpreter lock (the GIL): a search
that never releases it would starve the drawing thread. Search bots therefore accept a
`checkpoint` callable that they call every few samples; the thinker installs one that
calls `time.sleep(0)` (which releases the lock so the main thread can draw a frame) and
stops the search early when cancelled. Checkpoints never change what the bot decides:
the decision still depends only on the view and the RNG.
"""

from __future__ import annotations

import random

from game.race.ai.bot import Bot
from game.race.rules.views import PlayerView
from game.table.bots import Cancelled as ThinkingCancelled
from game.table.bots import Thinker

__all__ = ["BotThinker", "ThinkingCancelled"]


class BotThinker(Thinker):
    """One bot thinking on one worker thread; at most one decision at a time (the table
    kit's `Thinker`, pure Python, asked with a view and an RNG)."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(bot, threaded=True, name="bot-thinker")
        self.bot = bot

    def start(self, view: PlayerView, rng: random.Random) -> None:  # type: ignore[override]
        """Begin deciding for `view` (any earlier unfinished decision is dropped)."""
        super().start(lambda: self.bot.choose(view, rng))
