"""The Medium level: the points a card costs now, majorities included.

Each card is judged by the hover preview's number (`take_preview`): how much the score
would change if the game ended after the play, so taking cards that win a majority can be
a good move. On equal cost it plays the lowest value: a low card is only safe while the
parade is short. At the end it keeps the pair that scores least against the collections
it can see.
"""

from __future__ import annotations

import random

from game.parade.ai.quick import own_best_discard
from game.parade.rules.actions import Action, Phase, Play
from game.parade.rules.cards import VALUES_PER_SUIT
from game.parade.rules.preview import take_preview
from game.parade.rules.views import PlayerView
from game.shell.engine import BotBase


class MediumBot(BotBase):
    name = "medium"

    def decide(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if view.phase is Phase.DISCARD:
            return own_best_discard(view.hand, view.collections, view.viewer, view.options)

        def cost(action: Action) -> tuple[int, int]:
            assert isinstance(action, Play)
            return (take_preview(view, view.viewer, action.card).points,
                    action.card % VALUES_PER_SUIT)

        return min(legal, key=cost)
