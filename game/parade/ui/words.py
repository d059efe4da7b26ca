"""The Parade in words, translated when shown: suits, cards, the last round's cause,
the hint's reason, the take preview and the news line of each engine event.

The engine and the bots speak in data (`Trigger`, `ReasonCode`, events, card ints); this
is the one place that turns that data into sentences, so French gets whole sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.parade.ai.hint import Hint, ReasonCode
from game.parade.rules import events as ev
from game.parade.rules.cards import Suit, suit_of, value_of
from game.parade.rules.events import Trigger
from game.shell.i18n import N_, _, ngettext

SUIT_COLOURS = {Suit.RED: N_("red"), Suit.BLUE: N_("blue"), Suit.GREEN: N_("green"),
                Suit.ORANGE: N_("orange"), Suit.PURPLE: N_("purple"), Suit.GREY: N_("grey")}
SUIT_CHARACTERS = {Suit.RED: N_("Queen of Hearts"), Suit.BLUE: N_("Alice"),
                   Suit.GREEN: N_("Mad Hatter"), Suit.ORANGE: N_("March Hare"),
                   Suit.PURPLE: N_("Cheshire Cat"), Suit.GREY: N_("White Rabbit")}
CHARACTER_NAMES = {"alice": N_("Alice"), "hatter": N_("Mad Hatter"), "hare": N_("March Hare"),
                   "queen": N_("Queen of Hearts"), "cheshire": N_("Cheshire Cat"),
                   "rabbit": N_("White Rabbit")}
LEVEL_NAMES = {"human": N_("Human"), "bot:easy": N_("Bot: easy"),
               "bot:medium": N_("Bot: medium"), "bot:hard": N_("Bot: hard"),
               "bot:expert": N_("Bot: expert"), "bot:random": N_("Bot: random")}
SHORT_LEVELS = {"bot:easy": N_("easy bot"), "bot:medium": N_("medium bot"),
                "bot:hard": N_("hard bot"), "bot:expert": N_("expert bot"),
                "bot:random": N_("random bot")}
"""A bot's level as a panel at the table names it (short: six panels share the width)."""


def card_words(c: int) -> str:
    """"the grey 9" / "le 9 gris"."""
    return _("the {colour} {value}").format(colour=_(SUIT_COLOURS[suit_of(c)]),
                                            value=value_of(c))


def cards_words(cards: Sequence[int]) -> str:
    names = [card_words(c) for c in cards]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def points_words(points: int) -> str:
    return ngettext("{n} point", "{n} points", abs(points)).format(n=points)


def count_words(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def trigger_words(trigger: Trigger | None, name: str) -> str:
    """Why the last round started, for the banner."""
    if trigger is Trigger.SIX_SUITS:
        return _("Last round: {name} has all six colours. Everyone plays one more card."
                 ).format(name=name)
    if trigger is Trigger.PILE_EMPTY:
        return _("Last round: {name} drew the last card. Everyone plays one more card."
                 ).format(name=name)
    if trigger is Trigger.BOTH:
        return _("Last round: {name} has all six colours and drew the last card. Everyone "
                 "plays one more card.").format(name=name)
    return ""


def preview_words(taken: Sequence[int], points: int) -> str:
    """What a card would take now (the hover preview)."""
    if not taken:
        return _("Takes nothing: safe now.")
    if points < 0:
        return _("Takes {cards}: wins a majority, {points} now.").format(
            cards=count_words(len(taken)), points=points_words(points))
    return _("Takes {cards}: +{points} now.").format(cards=count_words(len(taken)),
                                                     points=points_words(points))


def hint_words(h: Hint) -> str:
    """The Expert's move and its one-line reason (`game.parade.ai.hint`), translated."""
    played = card_words(h.card) if h.card is not None else ""
    match h.reason:
        case ReasonCode.TAKES_NOTHING:
            return ngettext("Play {card}: it takes nothing; the parade is {n} card long.",
                            "Play {card}: it takes nothing; the parade is {n} cards long.",
                            h.parade_length).format(card=played, n=h.parade_length)
        case ReasonCode.TAKES_CARDS:
            return _("Play {card}: it takes {cards} for {points} now; the other cards cost "
                     "more over the game.").format(card=played,
                                                   cards=count_words(len(h.taken)),
                                                   points=points_words(h.points))
        case ReasonCode.LOWERS_SCORE:
            return _("Play {card}: taking {cards} wins a majority and lowers your score by "
                     "{points}.").format(card=played, cards=cards_words(h.taken),
                                         points=points_words(-h.points))
        case ReasonCode.KEEPS_PAIR:
            discarded = getattr(h.action, "cards", ())
            return _("Discard {cards}: keeping {kept} adds {points} to your score.").format(
                cards=cards_words(discarded), kept=cards_words(h.kept),
                points=points_words(h.points))
    return ""


def event_words(event: ev.Event, names: Sequence[str]) -> str | None:
    """The news line for an event (None: nothing worth a line)."""
    match event:
        case ev.CardPlayed(player=p, card=c):
            return _("{name} played {card}.").format(name=names[p], card=card_words(c))
        case ev.CardsTaken(player=p, cards=cards):
            return _("{name} took {cards}.").format(name=names[p], cards=cards_words(cards))
        case ev.LastRoundStarted(player=p, trigger=t):
            return trigger_words(t, names[p])
        case ev.DiscardStarted():
            return _("The last round is over: everyone secretly discards two cards.")
        case ev.DiscardChosen(player=p):
            return _("{name} has chosen two cards.").format(name=names[p])
        case ev.DiscardsRevealed():
            return _("Everyone has chosen: the discards are shown.")
    return None
