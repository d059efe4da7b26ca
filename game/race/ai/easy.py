"""The Easy level: a beginner's rules of thumb, with a beginner's typical slips.

It never plays at random. It plays the higher card (a Joker counts as a 5) unless another
card visibly reaches the Tea Party; it gives the Joker the value that lands on something
nice about half the time and otherwise says "5"; it sometimes forgets its +1; it always
takes the display cookie it can see; it accepts the first valid escape spin.
"""

from __future__ import annotations

import random

from game.race.ai.boardinfo import CATERPILLAR, CHESHIRE, SMALL, TEA, board_info
from game.race.ai.quick import landing
from game.race.rules import actions as act
from game.race.rules.actions import Action, Decision, PlayCard
from game.race.rules.views import PlayerView, sample_state
from game.shell.engine import BotBase

FORGET_BOOST = 0.35
"""How often a beginner forgets the +1 of a large pawn (R3.3)."""
AIMS_JOKER = 0.5
"""How often a beginner thinks about where the Joker lands instead of saying 5."""


class EasyBot(BotBase):
    name = "easy"

    def decide(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        d = view.decision
        if d is Decision.CARD:
            return self._card(view, legal)
        if d is Decision.JOKER_VALUE:
            if view.escape or rng.random() >= AIMS_JOKER:
                return act.JOKER_VALUES[4]
            return act.JOKER_VALUES[self._aimed_value(view) - 1]
        if d is Decision.BOOST:
            return act.BOOST_CHOICES[1] if rng.random() < FORGET_BOOST else act.BOOST_CHOICES[0]
        if d is Decision.TEA_PARTY:
            return act.COOKIE_CHOICES[0]
        if d is Decision.ESCAPE:
            return act.ESCAPE_CHOICES[0]
        return legal[rng.randrange(len(legal))]

    def flick(self, rng: random.Random) -> float:
        return 0.3 + 0.7 * rng.random()

    def _card(self, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        hand = view.own_hand
        slots = [a for a in legal if isinstance(a, PlayCard)]

        def worth(a: PlayCard) -> int:
            return hand[a.slot] or 5

        if not view.escape:
            pos = view.positions[view.viewer]
            n = view.board.size
            to_tea = n - pos if pos else n
            reaching = [a for a in slots if hand[a.slot] and hand[a.slot] >= to_tea]
            if reaching:
                return min(reaching, key=worth)
        return min(slots, key=worth)

    def _aimed_value(self, view: PlayerView) -> int:
        """The Joker value whose stop looks nicest to a beginner (Tea Party, cookies, ...)."""
        state = sample_state(view, random.Random(0))
        info = board_info(state)
        p = view.viewer
        liked = {TEA: 4, SMALL: 3, CATERPILLAR: 2, CHESHIRE: 2}
        best, best_m = -1, 5
        for m in range(5, 0, -1):
            space, passes, _ = landing(state, p, m, info.size, info.codes)
            score = liked.get(info.codes[space], 0) + 3 * passes
            if score > best:
                best, best_m = score, m
        return best_m
