"""The Parade's lessons for the kit's coach (`game.table.coach`), each as the table
brings it up, with the rule it teaches (docs/rules/PARADE.md).

Every condition reads the table as it stands (never an event), so an Undo, Continue or
a resize rebuilds the same moment and the lessons not yet given still come. Each
`look` returns what the bubble points at (logical rects) or None when it does not
apply now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.parade.rules.actions import Phase
from game.parade.rules.cards import ALL_SUITS_MASK, SUITS, suit_mask, suit_of
from game.parade.rules.preview import Bite, take_preview
from game.parade.rules.views import view_for
from game.parade.ui import geometry as geo
from game.parade.ui.words import card_words, cards_words
from game.shell.i18n import N_, _
from game.table.coach import Coach, Lesson

if TYPE_CHECKING:
    from game.parade.scenes.play import PlayScene

TEXTS: dict[str, str] = {
    "parade": N_("This is the parade. On your turn, play one card from your hand to its "
                 "end, here on the right; then you draw a card. Its front is by the "
                 "draw pile."),
    "takes": N_("Count back from the end as many cards as your card's number: those are "
                "safe. Of the cards further back, you take every card of your card's "
                "colour and every card worth no more than it. A 0 puts them all at risk."),
    "preview": N_("Pointing at a card lifts the parade's cards at risk and rings in red "
                  "the ones it would take; the box below says what it would cost you now. "
                  "Nothing is played until you click."),
    "collection": N_("Taken cards go face up into the taker's collection, by colour. At "
                     "the end each costs its number in points, except in a colour where "
                     "you hold the crown. The lowest score wins."),
    "undo": N_("Changed your mind? Undo takes your move back until the next player "
               "plays. Your new card stays face down until then."),
    "hint": N_("Not sure what to play? Hint (H) shows what the Expert would play, and "
               "why. You still choose."),
    "majority": N_("The crown: whoever has the most cards of a colour holds its majority, "
                   "and at the end each of those cards counts just 1 point. A tie for the "
                   "most: all of them. With only two players, you need two cards more "
                   "than the other."),
    "sixth": N_("Careful with the sixth colour! Whoever takes a card of every colour (six "
                "in all) starts the last round, even with cards left in the pile. The "
                "preview says \"Careful\" when your card would do it."),
    "last_round": N_("The last round! It begins when someone has all six colours or the "
                     "draw pile runs out (the banner says which). Everyone plays one more "
                     "turn, and nobody draws."),
    "discard": N_("The last round is over. Choose two of your four cards to discard; the "
                  "other two join your collection. Keep the cheap ones, or ones that win "
                  "a majority."),
    "scoring": N_("The scoring show: colour by colour, whoever has the most cards of it "
                  "takes its crown and those cards count 1 each; every other card counts "
                  "its number. The lowest score wins; on a tie, the fewer cards."),
}
TAKES_HERE = N_("Here, {card} would take {cards}.")
CLOSING = N_("Well played! You know the whole Parade now: start a game of your own from "
             "New game.")
CLOSING_SOME = N_("Well played!")

Look = Callable[[Coach], list[pygame.Rect] | None]


def _play(c: Coach) -> PlayScene:
    return c.play


def _me(c: Coach) -> int | None:
    """The person deciding now (their hand shown), or None."""
    return _play(c).human_to_act()


def _hand_rects(c: Coach, pick: Callable[[int], bool]) -> list[pygame.Rect]:
    play = _play(c)
    cards = play.hand_cards(play.humans[0])
    return [rect.inflate(12, 12) for rect, card in zip(geo.hand_slots(len(cards)), cards,
                                                        strict=True) if pick(card)]


def _parade_rects(c: Coach, pick: Callable[[int], bool]) -> list[pygame.Rect]:
    shown = _play(c).shown.parade
    return [rect.inflate(10, 10) for rect, card in zip(geo.parade_slots(len(shown)), shown,
                                                        strict=True) if pick(card)]


def _panel(c: Coach, seat: int) -> pygame.Rect:
    return geo.panel_rects(len(_play(c).names))[seat]


def _playing(c: Coach) -> int | None:
    """The person to play a card now (not the final discard)."""
    me = _me(c)
    return me if me is not None and _play(c).state.phase is Phase.PLAY else None


# ------------------------------------------------------------------ the lessons

def parade(c: Coach) -> list[pygame.Rect] | None:
    """P2.3, P3.1, P3.3: the parade, its end, the hand."""
    if _playing(c) is None:
        return None
    n = len(_play(c).shown.parade)
    return [geo.parade_slots(n + 1)[-1].inflate(10, 10), *_hand_rects(c, lambda _c: True)]


def _first_take(c: Coach) -> tuple[int, tuple[int, ...]] | None:
    """The first card of the person's hand that would take something, and what."""
    me = _playing(c)
    if me is None:
        return None
    play = _play(c)
    view = view_for(play.state, me)
    for card in play.hand_cards(me):
        taken = take_preview(view, me, card).taken
        if taken:
            return card, taken
    return None


def takes(c: Coach) -> list[pygame.Rect] | None:
    """P4.1-P4.3: a card of the hand that would take something, and what it takes."""
    found = _first_take(c)
    if found is None:
        return None
    card, taken = found
    return [*_hand_rects(c, lambda x: x == card),
            *_parade_rects(c, lambda x: x in taken)]


def takes_words(c: Coach) -> str:
    """The rule, then the example on the table (the card and what it would take)."""
    words = _(TEXTS["takes"])
    found = _first_take(c)
    if found is None:
        return words
    card, taken = found
    return words + " " + _(TAKES_HERE).format(card=card_words(card), cards=cards_words(taken))


def preview(c: Coach) -> list[pygame.Rect] | None:
    """The preview of the card pointed at (the rules' `take_preview`)."""
    if _playing(c) is None:
        return None
    shown = _play(c).preview()
    if shown is None:
        return None
    taken = set(shown.taken)
    return [geo.INFO.inflate(8, 8), *_parade_rects(c, lambda x: x in taken)]


def collection(c: Coach) -> list[pygame.Rect] | None:
    """P4.4: taken cards go to a collection, face up, by colour."""
    play = _play(c)
    if not play.idle or play.state.is_over:
        return None
    for seat, cards in enumerate(play.shown.collections):
        if cards:
            return [_panel(c, seat)]
    return None


def undo(c: Coach) -> list[pygame.Rect] | None:
    """Taking a move back (the table's courtesy, rules/undo.py)."""
    play = _play(c)
    button = play.input.undo_button
    if not play.idle or button is None or not play.can_undo():
        return None
    return [button.rect.inflate(10, 10)]


def hint(c: Coach) -> list[pygame.Rect] | None:
    """The Hint button, from the person's second decision on (they play first)."""
    play = _play(c)
    button = play.input.hint_button
    if _me(c) is None or button is None or not play.record.actions:
        return None
    return [button.rect.inflate(10, 10)]


def majority(c: Coach) -> list[pygame.Rect] | None:
    """P7.1, P7.2: someone holds the most cards of a colour (the panel's crown)."""
    play = _play(c)
    if not play.idle or play.state.is_over:
        return None
    cols = play.shown.collections
    need = 2 if len(cols) == 2 and play.setup.options.two_player_majority else 1
    for suit in SUITS:
        counts = [sum(1 for x in col if suit_of(x) == suit) for col in cols]
        for seat, n in enumerate(counts):
            others = max(k for i, k in enumerate(counts) if i != seat)
            if n >= 1 and n >= others + need:
                return [_panel(c, seat)]
    return None


def sixth(c: Coach) -> list[pygame.Rect] | None:
    """P5.1: a card that would give the person their sixth colour, or a player with
    five colours already."""
    play = _play(c)
    if not play.idle or play.state.is_over or play.state.trigger is not None:
        return None
    me = _playing(c)
    if me is not None:
        view = view_for(play.state, me)
        biting = {card for card in play.hand_cards(me)
                  if take_preview(view, me, card).bite in (Bite.SIXTH_COLOUR, Bite.BOTH)}
        if biting:  # the card, and the collection it would complete
            return [*_hand_rects(c, lambda x: x in biting), _panel(c, me)]
    for seat, cards in enumerate(play.shown.collections):
        if bin(suit_mask(cards)).count("1") == 5 and suit_mask(cards) != ALL_SUITS_MASK:
            return [_panel(c, seat)]
    return None


def last_round(c: Coach) -> list[pygame.Rect] | None:
    """P5.1-P5.3: the last round has begun."""
    play = _play(c)
    if not play.idle or play.state.trigger is None or play.state.is_over:
        return None
    return [geo.BANNER]


def discard(c: Coach) -> list[pygame.Rect] | None:
    """P6.1: the final discard of two cards."""
    if _me(c) is None or _play(c).state.phase is not Phase.DISCARD:
        return None
    return _hand_rects(c, lambda _c: True)


def scoring(c: Coach) -> list[pygame.Rect] | None:
    """P7, P8: the end show counts the colours."""
    show = _play(c).end_show
    if show is None or show.done:
        return None
    return [geo.PANELS]


def closing(c: Coach) -> list[pygame.Rect] | None:
    """The last word, once the show is over."""
    show = _play(c).end_show
    return [] if show is not None and show.done else None


def _lesson(key: str, look: Look, topic: str) -> Lesson:
    return Lesson(key, TEXTS[key], lambda c: look(c) is not None, lambda c: look(c) or [],
                  topic)


LESSONS: tuple[Lesson, ...] = (
    _lesson("parade", parade, N_("playing to the parade")),
    Lesson("takes", takes_words, lambda c: takes(c) is not None, lambda c: takes(c) or [],
           N_("which cards a play takes")),
    _lesson("preview", preview, N_("the preview of a card")),
    _lesson("collection", collection, N_("collections")),
    _lesson("undo", undo, N_("Undo")),
    _lesson("majority", majority, N_("majorities")),
    _lesson("hint", hint, N_("the Hint")),
    _lesson("sixth", sixth, N_("the sixth colour")),
    _lesson("last_round", last_round, N_("the last round")),
    _lesson("discard", discard, N_("the final discard")),
    _lesson("scoring", scoring, N_("the scoring show")),
    Lesson("closing", lambda c: c.closing(CLOSING, CLOSING_SOME),
           lambda c: closing(c) is not None),
)
"""In the order they are said when several apply at once."""


def spots(_play: PlayScene) -> list[tuple[int, int]]:
    """Where the bubble may go: over the players' panels, else over the parade, else
    over the log's side."""
    return [(geo.PANELS.centerx, geo.PANELS.centery), (geo.PARADE.centerx, 244),
            (1500, 606)]
