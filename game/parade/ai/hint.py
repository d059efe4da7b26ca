"""A hint for a human player: what the Expert would do, and one structured reason why.

The action comes from the Expert's search; the reason is read afterwards from public
facts (the take preview, the parade's length, the score of the kept pair) and returned
as data, a `ReasonCode` and its numbers, so that the screen can translate it. `describe`
is the English sentence, built in one place.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from game.parade.ai.search import ExpertBot
from game.parade.rules.actions import Action, Discard, Play
from game.parade.rules.cards import card_name
from game.parade.rules.preview import take_preview
from game.parade.rules.scoring import scores
from game.parade.rules.views import PlayerView


class ReasonCode(StrEnum):
    TAKES_NOTHING = "takes_nothing"
    """The card is safe: the parade is not longer than its value, or nothing matches."""
    TAKES_CARDS = "takes_cards"
    """It takes `taken` cards that cost `points` now; the search found nothing better."""
    LOWERS_SCORE = "lowers_score"
    """It takes cards yet the score drops by -`points`: a majority is won."""
    KEEPS_PAIR = "keeps_pair"
    """The final discard: keeping `kept` adds `points` to the score."""


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    reason: ReasonCode
    card: int | None = None
    """The card to play (None for a discard)."""
    taken: tuple[int, ...] = ()
    points: int = 0
    parade_length: int = 0
    """The parade's length before the card is played."""
    kept: tuple[int, ...] = ()


def hint(view: PlayerView, rng: random.Random, bot: ExpertBot | None = None) -> Hint:
    """What the Expert would do in `view` (the viewer must be acting now), and why."""
    action = (bot or ExpertBot()).choose(view, rng)
    return explain(view, action)


def explain(view: PlayerView, action: Action) -> Hint:
    """The structured reason for `action`, from public facts and the viewer's hand."""
    me = view.viewer
    if isinstance(action, Discard):
        kept = tuple(c for c in view.hand if c not in action.cards)
        trial = [list(k) for k in view.collections]
        before = scores(trial, view.options)[me]
        trial[me].extend(kept)
        gained = scores(trial, view.options)[me] - before
        return Hint(action, ReasonCode.KEEPS_PAIR, points=gained, kept=kept)
    assert isinstance(action, Play)
    preview = take_preview(view, me, action.card)
    if not preview.taken:
        code = ReasonCode.TAKES_NOTHING
    elif preview.points < 0:
        code = ReasonCode.LOWERS_SCORE
    else:
        code = ReasonCode.TAKES_CARDS
    return Hint(action, code, card=action.card, taken=preview.taken, points=preview.points,
                parade_length=len(view.parade))


def _cards(cards: tuple[int, ...]) -> str:
    names = [card_name(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def describe(h: Hint) -> str:
    """The hint as one English sentence, e.g. "Play the grey 9: it takes nothing; the
    parade is 8 long."."""
    played = card_name(h.card) if h.card is not None else ""
    match h.reason:
        case ReasonCode.TAKES_NOTHING:
            return f"Play {played}: it takes nothing; the parade is {h.parade_length} long."
        case ReasonCode.TAKES_CARDS:
            worth = "point" if h.points == 1 else "points"
            count = "card" if len(h.taken) == 1 else "cards"
            return (f"Play {played}: it takes {len(h.taken)} {count} worth {h.points} {worth} "
                    "now; the other choices cost more over the game.")
        case ReasonCode.LOWERS_SCORE:
            return (f"Play {played}: taking {_cards(h.taken)} wins a majority and lowers "
                    f"your score by {-h.points}.")
        case ReasonCode.KEEPS_PAIR:
            assert isinstance(h.action, Discard)
            return (f"Discard {_cards(h.action.cards)}: keeping {_cards(h.kept)} adds "
                    f"{h.points} to your score.")
