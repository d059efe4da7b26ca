"""Bots at the word table, at human pace (W9.3).

After every action each bot seat with something to do decides once from its own view
(`Bot.decide` -> `BotMove`); the move happens when its `think + typing` seconds have
passed since that action, unless something else happens first (then everyone looks
again, as at a real table). A bot speaker's word appears letter by letter during its
`typing` seconds. A planned "let the time run out" is left to the teapot itself.

The deciding is done off the frame thread by the table kit's thinker
(`game.table.bots.Thinker`), like the race's and the Parade's bots: the views are taken
on the frame thread, the bots decide on the worker in seat order, and the plans come back
at a later frame (`poll`). Since a plan's moment counts from the action, not from its
arrival, the bots keep their pace. Every decision runs to its end, in order, even when
the table has moved on (`Thinker.queue`), so the bots' seeded RNGs see the same
decisions and a seed plays the same game, threaded or not.
"""

from __future__ import annotations

import dataclasses
import random

from game.table.bots import Thinker
from game.wordland.ai.bot import Bot, BotMove
from game.wordland.ai.registry import make_bot
from game.wordland.rules.actions import SayWord, TimeRanOut
from game.wordland.rules.state import GameState
from game.wordland.rules.views import PlayerView, view_for


class BotSeats:
    def __init__(self, controllers: list[str], rng: random.Random,
                 threaded: bool = True) -> None:
        self.bots: dict[int, Bot] = {
            seat: make_bot(c[4:], random.Random(rng.getrandbits(64)))
            for seat, c in enumerate(controllers) if c.startswith("bot:")
        }
        self.plans: dict[int, BotMove] = {}
        self.thinker = Thinker(threaded=threaded and bool(self.bots), name="word-bots")

    def __contains__(self, seat: int) -> bool:
        return seat in self.bots

    def replan(self, state: GameState) -> None:
        """Everyone looks at the new table: each bot that may act decides once, off the
        frame thread (unthreaded, at once)."""
        self.plans = {}
        acting = set() if state.is_over else {a.seat for a in state.legal_actions()}
        views = [(bot, view_for(state, seat)) for seat, bot in self.bots.items()
                 if seat in acting]
        self.thinker.queue(lambda: _decide(views))  # none: still after the earlier ones
        self.poll()

    def poll(self) -> None:
        """Each frame: the plans for the latest table, once the bots have made them."""
        plans = self.thinker.poll()
        if plans is not None:
            self.plans = plans

    @property
    def thinking(self) -> bool:
        """The bots are still deciding about the latest table (threaded only)."""
        return self.thinker.busy

    def close(self) -> None:
        """The table is left: the bots' worker stops."""
        self.thinker.close()

    def due(self, since: float) -> BotMove | None:
        """The first planned move whose time has come, if any."""
        ready = [m for m in self.plans.values() if m.seconds <= since]
        return min(ready, key=lambda m: (m.seconds, m.action.seat)) if ready else None

    def typing(self, seat: int, since: float) -> str | None:
        """What a bot speaker has typed so far ("" while thinking), or None."""
        move = self.plans.get(seat)
        if move is None or not isinstance(move.action, SayWord):
            return None
        if since < move.think:
            return ""
        text = move.action.text
        if move.typing <= 0:
            return text
        shown = int(len(text) * min(1.0, (since - move.think) / move.typing))
        return text[:shown]

    def say_now(self, speaker: int, since: float) -> bool:
        """Space skips an animation: a bot speaker thinking or typing its word says it now
        (the bots' hurry is the kit's, `PlayFrame.hurry`). True when there was such a
        word."""
        move = self.plans.get(speaker)
        if move is None or not isinstance(move.action, SayWord) or move.seconds <= since:
            return False
        self.plans[speaker] = dataclasses.replace(move, think=since, typing=0.0)
        return True

    def waiting_on(self, seat: int) -> bool:
        return seat in self.plans


def _decide(views: list[tuple[Bot, PlayerView]]) -> dict[int, BotMove]:
    """Each bot's move from its own view, in seat order (on the thinker's worker)."""
    plans: dict[int, BotMove] = {}
    for bot, view in views:
        move = bot.decide(view)
        if move is not None and not isinstance(move.action, TimeRanOut):
            plans[view.viewer] = move
    return plans
