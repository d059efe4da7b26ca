"""Bots at the Parade table, and the Expert behind the hint, thinking on a worker thread.

The Expert takes up to ~0.2 s a decision at six players (docs/parade-ai.md), too long
for a frame, so the table kit's `Thinker` (game/table/bots.py) runs it on one worker
thread; search bots call their `checkpoint` every imagined table. A decision depends
only on the view and the seat's own seeded RNG, never on the thread.
"""

from __future__ import annotations

import random

from game.parade.ai.hint import Hint, hint
from game.parade.ai.registry import make_bot
from game.parade.ai.search import ExpertBot
from game.parade.rules.state import GameState
from game.parade.rules.views import view_for
from game.table.bots import BotSeat, Thinker


def bot_seat(level: str, rng: random.Random, threaded: bool) -> BotSeat:
    """A bot level in a seat, with its own seeded RNG; its search gets the checkpoint."""
    bot = make_bot(level, rng)
    return BotSeat(bot, bot.choose, threaded, searcher=bot.level)


class Hinter:
    """The hint (H): the Expert's move for the person to act, with its reason."""

    def __init__(self, rng: random.Random, threaded: bool) -> None:
        self.rng = rng
        self.expert = ExpertBot()
        self.thinker = Thinker(self.expert, threaded, name="parade-hint")
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
