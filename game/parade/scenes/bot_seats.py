"""Bots at the Parade table, and the Expert behind the hint, thinking on a worker thread.

The Expert takes up to ~0.2 s a decision at six players (docs/parade-ai.md), too long
for a frame, so a `Thinker` runs the decision on one worker thread: the scene calls
`start`, then `poll` once a frame. Search bots call their `checkpoint` every imagined
table; the thinker's checkpoint releases the interpreter lock (`time.sleep(0)`) so the
screen keeps drawing, and stops a search that is no longer wanted. A decision depends
only on the view and the seat's own seeded RNG, never on the thread. With
`app.threaded_bots` off (some tests) the decision is made at once on the main thread.
"""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.parade.ai.hint import Hint, hint
from game.parade.ai.registry import make_bot
from game.parade.ai.search import ExpertBot
from game.parade.rules.actions import Action
from game.parade.rules.state import GameState
from game.parade.rules.views import view_for


class Cancelled(Exception):
    """Raised inside the worker when the answer is no longer wanted."""


class Thinker:
    """One decision at a time on one worker thread (or at once, unthreaded)."""

    def __init__(self, searcher: Any, threaded: bool) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="parade-bot") \
            if threaded else None
        self._future: Future[Any] | None = None
        self._ready: Any = None
        self._cancelled = False
        if hasattr(searcher, "checkpoint"):
            searcher.checkpoint = self._checkpoint

    def _checkpoint(self) -> None:
        if self._cancelled:
            raise Cancelled
        time.sleep(0)

    def start(self, job: Callable[[], Any]) -> None:
        self.cancel()
        if self._pool is None:
            self._ready = job()
            return
        self._cancelled = False
        self._future = self._pool.submit(job)

    @property
    def busy(self) -> bool:
        return self._future is not None or self._ready is not None

    def poll(self) -> Any:
        if self._pool is None:
            ready, self._ready = self._ready, None
            return ready
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()

    def cancel(self) -> None:
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
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=True)


class BotSeat:
    """A bot level in a seat, with its own seeded RNG and its thinker."""

    def __init__(self, level: str, rng: random.Random, threaded: bool) -> None:
        self.bot = make_bot(level, rng)
        self.thinker = Thinker(self.bot.level, threaded)
        self.asked: tuple[int, ...] | None = None
        """The moment (actions so far) the bot was asked about, so it is asked once."""

    def start(self, state: GameState, moment: tuple[int, ...]) -> None:
        view = view_for(state, state.turn)
        self.asked = moment
        self.thinker.start(lambda: self.bot.choose(view))

    def poll(self) -> Action | None:
        return self.thinker.poll()

    def close(self) -> None:
        self.thinker.close()


class Hinter:
    """The hint (H): the Expert's move for the person to act, with its reason."""

    def __init__(self, rng: random.Random, threaded: bool) -> None:
        self.rng = rng
        self.expert = ExpertBot()
        self.thinker = Thinker(self.expert, threaded)
        self.shown: Hint | None = None
        self.for_moment: tuple[int, ...] | None = None
        self.thinking = False

    def ask(self, state: GameState, moment: tuple[int, ...]) -> None:
        if self.for_moment == moment and (self.thinking or self.shown is not None):
            return
        view = view_for(state, state.turn)
        rng = random.Random(self.rng.getrandbits(64))
        self.for_moment = moment
        self.shown = None
        self.thinking = True
        self.thinker.start(lambda: hint(view, rng, self.expert))

    def poll(self) -> None:
        if self.thinking:
            found = self.thinker.poll()
            if found is not None:
                self.shown = found
                self.thinking = False

    def reset(self) -> None:
        self.thinker.cancel()
        self.shown = None
        self.thinking = False
        self.for_moment = None

    def close(self) -> None:
        self.thinker.close()
