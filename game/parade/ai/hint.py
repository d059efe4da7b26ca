"""A hint for a human player: what the Expert would do, and one structured reason why.

The action comes from the Expert's search; the reason is read afterwards from public
facts (the take preview, the parade's length, the score of the kept pair) and returned
as data, a `ReasonCode` and its numbers, so that the screen can translate it. `describe`
is the English sentence, built in one place.

The numbers add up: a card's cost is the change of the player's score were the game
scored now (`take_preview`), majorities won or taken from others are named (`won`,
`blocked`), a cheaper card now is named when there is one (`cheaper`), and a kept pair's
points are split by colour (`parts`), whose sum is `points`. The discard's figure is "as
the collections stand now": the others' kept cards are still secret.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum, auto

from game.parade.ai.search import ExpertBot
from game.parade.rules.actions import Action, Discard, Play
from game.parade.rules.cards import VALUES_PER_SUIT, card_name
from game.parade.rules.preview import Bite, take_preview
from game.parade.rules.scoring import majority_holders, score_sheet, scores, strict_two_player
from game.parade.rules.views import PlayerView


class ReasonCode(StrEnum):
    """Why the Expert chose its move; each value is its name in lower case (`auto`)."""

    TAKES_NOTHING = auto()
    """The card is safe: the parade is not longer than its value, or nothing matches."""
    TAKES_CARDS = auto()
    """It takes `taken` cards that cost `points` now; the search found nothing better."""
    LOWERS_SCORE = auto()
    """It takes cards yet the score drops by -`points`: a majority is won."""
    KEEPS_PAIR = auto()
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
    won: tuple[int, ...] = ()
    """Suits (ints) whose majority the play would win for the player now."""
    blocked: tuple[tuple[int, int], ...] = ()
    """(player, suit): majorities the play would take from other players now."""
    cheaper: int | None = None
    """A card of the hand that would cost less now (the Expert looked further ahead)."""
    cheaper_points: int = 0
    parts: tuple[tuple[tuple[int, ...], int], ...] = ()
    """The discard: the kept cards colour by colour, and what each colour adds (their sum
    is `points`)."""
    bite: Bite | None = None
    """The play ends the game or starts its last round (P5, P6; issue #35 item 4)."""


def hint(view: PlayerView, rng: random.Random, bot: ExpertBot | None = None) -> Hint:
    """What the Expert would do in `view` (the viewer must be acting now), and why."""
    action = (bot or ExpertBot()).choose(view, rng)
    return explain(view, action)


def _holders(collections, options) -> list[list[bool]]:
    """Per suit, who holds its majority now."""
    n = len(collections)
    strict = strict_two_player(n, options)
    counts = [[0] * n for _ in range(6)]
    for p, pile in enumerate(collections):
        for c in pile:
            counts[c // VALUES_PER_SUIT][p] += 1
    return [majority_holders(row, strict) for row in counts]


def explain(view: PlayerView, action: Action) -> Hint:
    """The structured reason for `action`, from public facts and the viewer's hand."""
    me = view.viewer
    if isinstance(action, Discard):
        kept = tuple(c for c in view.hand if c not in action.cards)
        trial = [list(k) for k in view.collections]
        before_sheet = score_sheet(trial, view.options)[me]
        before = scores(trial, view.options)[me]
        trial[me].extend(kept)
        after_sheet = score_sheet(trial, view.options)[me]
        gained = scores(trial, view.options)[me] - before
        parts = []
        for suit in sorted({c // VALUES_PER_SUIT for c in kept}):
            mine = tuple(c for c in kept if c // VALUES_PER_SUIT == suit)
            parts.append((mine, after_sheet.suits[suit].points - before_sheet.suits[suit].points))
        return Hint(action, ReasonCode.KEEPS_PAIR, points=gained, kept=kept, parts=tuple(parts))
    assert isinstance(action, Play)
    preview = take_preview(view, me, action.card)
    won: tuple[int, ...] = ()
    blocked: tuple[tuple[int, int], ...] = ()
    cheaper: int | None = None
    cheaper_points = 0
    if preview.taken:
        before = _holders(view.collections, view.options)
        trial = [list(k) for k in view.collections]
        trial[me].extend(preview.taken)
        after = _holders(trial, view.options)
        won = tuple(s for s in range(6) if after[s][me] and not before[s][me])
        blocked = tuple((p, s) for s in range(6) for p in range(len(trial))
                        if p != me and before[s][p] and not after[s][p])
        for card in view.hand:
            if card == action.card:
                continue
            other = take_preview(view, me, card).points
            if other < preview.points and (cheaper is None or other < cheaper_points):
                cheaper, cheaper_points = card, other
    if not preview.taken:
        code = ReasonCode.TAKES_NOTHING
    elif preview.points < 0:
        code = ReasonCode.LOWERS_SCORE
    else:
        code = ReasonCode.TAKES_CARDS
    return Hint(action, code, card=action.card, taken=preview.taken, points=preview.points,
                parade_length=len(view.parade), won=won, blocked=blocked, cheaper=cheaper,
                cheaper_points=cheaper_points, bite=preview.bite)


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
            worth = "point" if abs(h.points) == 1 else "points"
            change = (f"adds {h.points} {worth} to" if h.points >= 0
                      else f"takes {-h.points} {worth} off")
            return (f"Discard {_cards(h.action.cards)}: keeping {_cards(h.kept)} {change} "
                    "your score as the collections stand now.")
