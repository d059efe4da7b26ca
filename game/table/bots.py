"""Bots at any table: thinking off the frame thread, and paced so people can follow.

`Thinker` runs one decision at a time on one worker thread: the scene calls `start`, then
`poll` once a frame. Python threads share one interpreter lock, so a search that never
let go of it would starve the drawing thread: a searcher that has a `checkpoint`
attribute gets one that releases the lock (`time.sleep(0)`) and stops a search that is
no longer wanted. A decision depends only on the view and the seat's own seeded RNG,
never on the thread. Unthreaded (`app.threaded_bots` off, as in tests) the decision is
made at once on the caller's thread.

`BotSeat` is a bot in a seat: how it decides from a view (the game's `choose`), its
thinker, and the moment it was last asked about, so it is asked once per moment. How long a bot
waits before it acts is the frame's (`PlayFrame.bot_may_act`). Pure Python: no pygame
(a game's `ai/` may use the thinker).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any


class Cancelled(Exception):
    """Raised inside the worker when the answer is no longer wanted."""


class Thinker:
    """One decision at a time on one worker thread (or at once, unthreaded)."""

    def __init__(self, searcher: Any = None, threaded: bool = True,
                 name: str = "table-bot") -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name) \
            if threaded else None
        self._future: Future[Any] | None = None
        self._ready: Any = None
        self._cancelled = False
        if searcher is not None and hasattr(searcher, "checkpoint"):
            searcher.checkpoint = self._checkpoint

    def _checkpoint(self) -> None:
        if self._cancelled:
            raise Cancelled
        time.sleep(0)

    def start(self, job: Callable[[], Any]) -> None:
        """Begin `job` (any earlier unfinished one is dropped)."""
        self.cancel()
        if self._pool is None:
            self._ready = job()
            return
        self._cancelled = False
        self._future = self._pool.submit(job)

    def queue(self, job: Callable[[], Any]) -> None:
        """Begin `job` after any earlier one, which is not dropped but runs to its end
        (its answer is): for bots whose seeded RNGs must see every decision, in order,
        however fast the table moves on, so a seed always plays the same game."""
        self._ready = None
        if self._pool is None:
            self._ready = job()
            return
        self._future = self._pool.submit(job)

    @property
    def busy(self) -> bool:
        """A job is running, or its answer waits to be polled."""
        return self._future is not None or self._ready is not None

    def poll(self) -> Any:
        """The answer once ready (handed out once), else None. Errors are re-raised."""
        if self._pool is None:
            ready, self._ready = self._ready, None
            return ready
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()

    def cancel(self) -> None:
        """Forget the current job; a running search stops at its next checkpoint."""
        self._ready = None
        future, self._future = self._future, None
        if future is not None:
            self._cancelled = True
            future.cancel()
            if not future.cancelled():
                with contextlib.suppress(Cancelled):
                    future.result()
            self._cancelled = False

    def close(self) -> None:
        """Stop the worker thread (the table is left for good)."""
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=True)


class BotSeat:
    """A bot in a seat: `choose(view)` is how it decides (the game's call, with the seat's
    own RNG bound in); `searcher` is what gets the checkpoint (the bot by default)."""

    def __init__(self, bot: Any, choose: Callable[[Any], Any], threaded: bool,
                 searcher: Any = None, rng: Any = None) -> None:
        self.bot = bot
        self.rng = rng
        """The seat's own seeded RNG, for what else the bot decides (the race's flick)."""
        self.choose = choose
        self.thinker = Thinker(bot if searcher is None else searcher, threaded)
        self.asked: Hashable | None = None
        """The moment the bot was last asked about, so it is asked once a moment."""

    def start(self, view: Any, moment: Hashable | None = None) -> None:
        """Begin deciding for `view`, the seat's own view of the table."""
        self.asked = moment
        self.thinker.start(lambda: self.choose(view))

    def poll(self) -> Any:
        return self.thinker.poll()

    def close(self) -> None:
        self.thinker.close()

