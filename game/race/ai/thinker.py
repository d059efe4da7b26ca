"""Thinking in the background, so the screen keeps drawing while a bot decides.

`BotThinker` runs `bot.choose(view, rng)` on one worker thread. The UI calls `start` when a
bot must decide, `poll` once per frame until it returns the action, and `cancel` if the
game is left or restarted. Python threads share one interpreter lock (the GIL): a search
that never releases it would starve the drawing thread. Search bots therefore accept a
`checkpoint` callable that they call every few samples; the thinker installs one that
calls `time.sleep(0)` (which releases the lock so the main thread can draw a frame) and
stops the search early when cancelled. Checkpoints never change what the bot decides:
the decision still depends only on the view and the RNG.
"""

from __future__ import annotations

import contextlib
import random
import time
from concurrent.futures import Future, ThreadPoolExecutor

from game.race.ai.bot import Bot
from game.race.rules.actions import Action
from game.race.rules.views import PlayerView


class ThinkingCancelled(Exception):
    """Raised inside the worker when the UI no longer wants the answer."""


class BotThinker:
    """One bot thinking on one worker thread; at most one decision at a time."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-thinker")
        self._future: Future[Action] | None = None
        self._cancelled = False
        if hasattr(bot, "checkpoint"):
            bot.checkpoint = self._checkpoint

    def _checkpoint(self) -> None:
        if self._cancelled:
            raise ThinkingCancelled
        time.sleep(0)

    def start(self, view: PlayerView, rng: random.Random) -> None:
        """Begin deciding for `view` (any earlier unfinished decision is dropped)."""
        self.cancel()
        self._cancelled = False
        self._future = self._pool.submit(self.bot.choose, view, rng)

    @property
    def busy(self) -> bool:
        return self._future is not None and not self._future.done()

    def poll(self) -> Action | None:
        """The decision once ready (returned once), else None. Errors are re-raised."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()

    def cancel(self) -> None:
        """Forget the current decision; a running search stops at its next checkpoint."""
        future = self._future
        self._future = None
        if future is not None:
            self._cancelled = True
            future.cancel()
            if not future.cancelled():
                with contextlib.suppress(ThinkingCancelled):
                    future.result()
            self._cancelled = False

    def close(self) -> None:
        """Stop the worker thread (call when the game screen is left for good)."""
        self.cancel()
        self._pool.shutdown(wait=True)
