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
from game.parade.rules.preview import Bite
from game.shell.i18n import N_, _, ngettext

SUIT_COLOURS = {Suit.RED: N_("orange"), Suit.BLUE: N_("blue"), Suit.GREEN: N_("green"),
                Suit.ORANGE: N_("yellow"), Suit.PURPLE: N_("pink"), Suit.GREY: N_("grey")}
"""The colours as drawn (the Okabe-Ito palette of ART.md): the Queen's hearts are a
vermilion that reads orange, the March Hare's cards an amber that reads yellow; the
records keep their letters R and O (docs/parade-rules-notes.md)."""
SUIT_CHARACTERS = {Suit.RED: N_("Queen of Hearts"), Suit.BLUE: N_("Alice"),
                   Suit.GREEN: N_("Mad Hatter"), Suit.ORANGE: N_("March Hare"),
                   Suit.PURPLE: N_("Cheshire Cat"), Suit.GREY: N_("White Rabbit")}
CHARACTER_NAMES = {"alice": N_("Alice"), "hatter": N_("Mad Hatter"), "hare": N_("March Hare"),
                   "queen": N_("Queen of Hearts"), "cheshire": N_("Cheshire Cat"),
                   "rabbit": N_("White Rabbit")}
SHORT_NAMES = {
    # Translators: the default player name for each character (short)
    "alice": N_("Alice"), "hatter": N_("Hatter"), "hare": N_("Hare"), "queen": N_("Queen"),
    "cheshire": N_("Cheshire"), "rabbit": N_("Rabbit"),
}
"""A seat's name until its player types one: its character's, in the interface language."""


def default_name(character: str) -> str:
    return _(SHORT_NAMES.get(character, "Alice"))


def is_default_name(name: str, character: str | None = None) -> bool:
    """True for `character`'s default name (None: any character's) in any language
    offered: such a name follows its seat's character and the language."""
    from game.shell.i18n import every_translation

    sources = SHORT_NAMES.values() if character is None else [
        SHORT_NAMES.get(character, "")]
    return any(name in every_translation(source) for source in sources if source)


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


def gain_words(points: int) -> str:
    """A change of score in words, by its sign: never "adds -1"."""
    if points < 0:
        return ngettext("takes {n} point off your score", "takes {n} points off your score",
                        -points).format(n=-points)
    return ngettext("adds {n} point to your score", "adds {n} points to your score",
                    points).format(n=points)


def colour_words(suit: int) -> str:
    return _(SUIT_COLOURS[Suit(suit)])


def bite_words(bite: Bite | None) -> str:
    """A play that ends the game or starts its last round, said first (issue #35 item 4;
    P5.1, P5.2, P5.4, P6.1); "" for any other play."""
    match bite:
        case Bite.SIXTH_COLOUR:
            return _("Careful: this gives you your sixth colour, so the last round starts "
                     "and then the game ends.")
        case Bite.LAST_CARD:
            return _("Careful: you draw the last card of the pile, so the last round starts "
                     "and then the game ends.")
        case Bite.BOTH:
            return _("Careful: this gives you your sixth colour and the last card of the "
                     "pile, so the last round starts and then the game ends.")
        case Bite.LAST_PLAY:
            return _("Careful: this is the last play of the game; then everyone discards "
                     "two cards.")
    return ""


def with_bite(bite: Bite | None, text: str) -> str:
    """`text` with the warning of `bite` before it, if any."""
    warning = bite_words(bite)
    return f"{warning} {text}" if warning else text


def hint_words(h: Hint, names: Sequence[str] = ()) -> str:
    """The Expert's move and why, the warning first when the move ends the game."""
    return with_bite(h.bite, _hint_words(h, names))


def _hint_words(h: Hint, names: Sequence[str] = ()) -> str:
    """The Expert's move and why (`game.parade.ai.hint`), translated; its numbers add
    up with the preview's, and majorities won or taken from others are named."""
    played = card_words(h.card) if h.card is not None else ""
    extra = ""
    for p, suit in h.blocked:
        who = names[p] if p < len(names) else "?"
        extra += " " + _("It takes the {colour} majority from {name}: their {colour} cards "
                         "count full value again.").format(colour=colour_words(suit),
                                                           name=who)
    match h.reason:
        case ReasonCode.TAKES_NOTHING:
            return ngettext("Play {card}: it takes nothing; the parade is {n} card long.",
                            "Play {card}: it takes nothing; the parade is {n} cards long.",
                            h.parade_length).format(card=played, n=h.parade_length)
        case ReasonCode.TAKES_CARDS:
            text = _("Play {card}: it takes {cards}, which {gain} now.").format(
                card=played, cards=count_words(len(h.taken)), gain=gain_words(h.points))
            if h.cheaper is not None:
                other = card_words(h.cheaper)[:1].upper() + card_words(h.cheaper)[1:]
                if h.cheaper_points == 0:
                    text += " " + _("{other} would cost nothing now, but the Expert expects "
                                    "it to cost more later.").format(other=other)
                else:
                    text += " " + _("{other} would cost less now ({points}), but the Expert "
                                    "expects it to cost more later.").format(
                        other=other, points=signed_points(h.cheaper_points))
            elif len(h.taken):
                text += " " + _("No other card would cost less now.")
            return text + extra
        case ReasonCode.LOWERS_SCORE:
            won = ", ".join(colour_words(s) for s in h.won)
            if won:
                text = _("Play {card}: taking {cards} wins the {colour} majority, whose cards "
                         "count 1 each: it {gain}.").format(
                    card=played, cards=cards_words(h.taken), colour=won,
                    gain=gain_words(h.points))
            else:
                text = _("Play {card}: taking {cards} {gain}.").format(
                    card=played, cards=cards_words(h.taken), gain=gain_words(h.points))
            return text + extra
        case ReasonCode.KEEPS_PAIR:
            discarded = getattr(h.action, "cards", ())
            text = _("Discard {cards}: keeping {kept} {gain} as the collections stand now "
                     "(the others' kept cards are still secret).").format(
                cards=cards_words(discarded), kept=cards_words(h.kept),
                gain=gain_words(h.points))
            if len(h.parts) > 1:
                # one sentence: a capital only at its start, the list joined the way the
                # language wants it (French: "… ; le 6 gris …")
                listed = [_("{cards}: {points}").format(cards=cards_words(cards),
                                                        points=signed_points(points))
                          for cards, points in h.parts]
                joined = listed[0]
                for later in listed[1:]:
                    joined = _("{earlier}; {later}").format(earlier=joined, later=later)
                text += " " + joined[:1].upper() + joined[1:] + "."
            return text
    return ""


def signed_points(points: int) -> str:
    """"+3 points", "−1 point", "0 points"."""
    sign = "+" if points > 0 else ("−" if points < 0 else "")
    return ngettext("{n} point", "{n} points", abs(points)).format(n=f"{sign}{abs(points)}")


def crown_reason(suit: int, counts: Sequence[int], names: Sequence[str],
                 strict_two: bool) -> str:
    """One line: who holds the colour's majority and why, or why nobody does."""
    colour = colour_words(suit)
    top = max(counts) if counts else 0
    if top == 0:
        return _("{colour}: nobody collected any.").format(colour=colour.capitalize())
    if strict_two:
        a, b = counts
        lead = 0 if a >= b + 2 else (1 if b >= a + 2 else None)
        if lead is None:
            return _("{colour}: no crown. With two players the most needs 2 cards more "
                     "than the other ({a} to {b}).").format(colour=colour.capitalize(),
                                                           a=max(a, b), b=min(a, b))
        return _("{colour}: {name} has the most ({a} to {b}, 2 or more ahead): each card "
                 "counts 1.").format(colour=colour.capitalize(), name=names[lead],
                                     a=counts[lead], b=counts[1 - lead])
    holders = [names[p] for p, n in enumerate(counts) if n == top]
    if len(holders) == 1:
        return ngettext("{colour}: {name} has the most ({n} card): each card counts 1.",
                        "{colour}: {name} has the most ({n} cards): each card counts 1.",
                        top).format(colour=colour.capitalize(), name=holders[0], n=top)
    return _("{colour}: {names} tie for the most ({n} each): all their cards count 1."
             ).format(colour=colour.capitalize(), names=cards_join(holders), n=top)


def cards_join(words: Sequence[str]) -> str:
    if len(words) == 1:
        return words[0]
    return _("{some} and {last}").format(some=", ".join(words[:-1]), last=words[-1])


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
