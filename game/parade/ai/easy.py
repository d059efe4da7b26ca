"""The Easy level: a beginner's rule of thumb, with a beginner's blind spots.

It plays the card that takes the fewest cards from the parade, whatever they are worth
(a beginner counts cards, not points, and does not think about majorities), choosing at
random among equal counts. At the end it discards its two highest printed values.
"""

from __future__ import annotations

import random

from game.parade.rules.actions import Action, Discard, Phase, Play
from game.parade.rules.cards import VALUES_PER_SUIT
from game.parade.rules.removal import taken_positions
from game.parade.rules.views import PlayerView


class EasyBot:
    name = "easy"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if view.phase is Phase.DISCARD:
            high = sorted(view.hand, key=lambda c: c % VALUES_PER_SUIT)[-2:]
            return Discard((high[0], high[1]))
        counts = [len(taken_positions(view.parade, a.card)) for a in legal
                  if isinstance(a, Play)]
        fewest = min(counts)
        choices = [a for a, n in zip(legal, counts, strict=True) if n == fewest]
        return choices[rng.randrange(len(choices))]
