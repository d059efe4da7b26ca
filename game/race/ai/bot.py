"""The bot interface: every kind of decision, made from a player's view only (RULES R7)."""

from __future__ import annotations

import random
from typing import Protocol

from game.race.rules.actions import Action
from game.race.rules.views import PlayerView


class Bot(Protocol):
    """Something that decides for one seat.

    `choose` is asked whenever the seat must decide (card, Joker value, +1, Tea Party
    cookie, accept or spin again) and returns one of `view.legal_actions`. `flick` gives the
    strength of a spin, 0 (weakest valid) to 1 (strongest), for the physical spinner.
    """

    name: str

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...

    def flick(self, rng: random.Random) -> float: ...
