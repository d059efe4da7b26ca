"""Bots at the word table, at human pace (W9.3).

After every action each bot seat with something to do decides once from its own view
(`Bot.decide` -> `BotMove`); the move happens when its `think + typing` seconds have
passed since that action, unless something else happens first (then everyone looks
again, as at a real table). A bot speaker's word appears letter by letter during its
`typing` seconds. Decisions take well under a millisecond (docs/wordland-ai.md: p95
0.2 ms), so they are made on the main thread; no worker is needed for the frame budget.
A planned "let the time run out" is left to the teapot itself.
"""

from __future__ import annotations

import dataclasses
import random

from game.wordland.ai.bot import Bot, BotMove
from game.wordland.ai.registry import make_bot
from game.wordland.rules.actions import SayWord, TimeRanOut
from game.wordland.rules.state import GameState
from game.wordland.rules.views import view_for


class BotSeats:
    def __init__(self, controllers: list[str], rng: random.Random) -> None:
        self.bots: dict[int, Bot] = {
            seat: make_bot(c[4:], random.Random(rng.getrandbits(64)))
            for seat, c in enumerate(controllers) if c.startswith("bot:")
        }
        self.plans: dict[int, BotMove] = {}

    def __contains__(self, seat: int) -> bool:
        return seat in self.bots

    def replan(self, state: GameState) -> None:
        """Everyone looks at the new table: each bot that may act decides once."""
        self.plans = {}
        if state.is_over:
            return
        acting = {a.seat for a in state.legal_actions()}
        for seat, bot in self.bots.items():
            if seat in acting:
                move = bot.decide(view_for(state, seat))
                if move is not None and not isinstance(move.action, TimeRanOut):
                    self.plans[seat] = move

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
