"""A bot in a seat at the race table: it decides from its seat's view, on a worker
thread when the app thinks in the background, so the screen never freezes."""

from __future__ import annotations

import random

from game.race.ai.bot import Bot
from game.race.ai.thinker import BotThinker
from game.race.rules.actions import Action
from game.race.rules.state import GameState
from game.race.rules.views import view_for


class BotSeat:
    """A bot and, when the app thinks in the background, its worker thread."""

    def __init__(self, bot: Bot, rng: random.Random, threaded: bool = True) -> None:
        self.bot = bot
        self.rng = rng
        self.thinker = BotThinker(bot) if threaded else None
        self._ready: Action | None = None

    def start(self, state: GameState) -> None:
        view = view_for(state, state.turn)
        if self.thinker is not None:
            self.thinker.start(view, self.rng)
        else:
            self._ready = self.bot.choose(view, self.rng)

    def poll(self) -> Action | None:
        if self.thinker is not None:
            return self.thinker.poll()
        action, self._ready = self._ready, None
        return action

    def close(self) -> None:
        if self.thinker is not None:
            self.thinker.close()
