"""The bot interface: every decision, made from one seat's view only (P9)."""

from __future__ import annotations

import random
from typing import Protocol

from game.parade.rules.actions import Action
from game.parade.rules.views import PlayerView


class Bot(Protocol):
    """Something that decides for one seat.

    `choose` is asked whenever the seat must act (play a card, or discard two at the end)
    and returns one of `view.legal_actions`. A bot sees nothing but the view, so it is fair
    by construction: it cannot tell two tables apart that differ only in hidden cards.
    """

    name: str

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...
