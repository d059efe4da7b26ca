"""The preview and the hint warn when a play ends the game or starts its last round
(issue #35 item 4): P5.1 (sixth colour), P5.2 (last card of the pile), P5.4 (both: one
last round), P5.3/P6.1 (the last play of the last round, then the discard)."""

from __future__ import annotations

import pytest

from game.parade.ai.hint import explain
from game.parade.rules.actions import Play
from game.parade.rules.cards import parse_card
from game.parade.rules.events import Trigger
from game.parade.rules.preview import Bite, take_preview
from game.parade.rules.views import view_for
from game.parade.ui.words import hint_words
from tests.parade.rules.scenario import table


def five_colours_table(pile: str | None = None, **kw):
    # Ann's collection lacks grey (W); the parade's front holds a card of it that G3 takes
    return table(hands=["G3 R9 B9 O9 P9", "R8 B8 O8 P8 G8"],
                 parade="W2 R5 R6 R7 B5 O5",  # six cards: G3 puts the first three in mode
                 collections=["R1 B1 O1 P1 G1", ""], pile=pile, **kw)


def test_P5_1_a_play_that_gives_the_sixth_colour_is_told() -> None:
    s = five_colours_table()
    view = view_for(s, 0)
    g3 = parse_card("G3")
    p = take_preview(view, 0, g3)
    assert parse_card("W2") in p.taken
    assert p.bite is Bite.SIXTH_COLOUR
    # the engine agrees: that play starts the last round
    s.apply(Play(g3))
    assert s.trigger in (Trigger.SIX_SUITS, Trigger.BOTH)
    # a play that takes no grey card says nothing
    assert take_preview(view, 0, parse_card("R9")).bite is None


def test_P5_2_and_P5_4_drawing_the_last_card_is_told() -> None:
    s = five_colours_table(pile="W9")
    view = view_for(s, 0)
    assert take_preview(view, 0, parse_card("R9")).bite is Bite.LAST_CARD
    assert take_preview(view, 0, parse_card("G3")).bite is Bite.BOTH


def test_P6_1_the_last_play_of_the_last_round_is_told() -> None:
    s = five_colours_table(trigger=Trigger.PILE_EMPTY, turns_left=1)
    assert take_preview(view_for(s, 0), 0, parse_card("R9")).bite is Bite.LAST_PLAY
    s = five_colours_table(trigger=Trigger.PILE_EMPTY, turns_left=2)
    assert take_preview(view_for(s, 0), 0, parse_card("G3")).bite is None  # P5.4


@pytest.mark.parametrize("card,words", [("G3", "sixth colour"), ("R9", None)])
def test_the_hint_says_it_too(card, words) -> None:
    s = five_colours_table()
    text = hint_words(explain(view_for(s, 0), Play(parse_card(card))), ["Ann", "Bea"])
    if words is None:
        assert "Careful" not in text
    else:
        assert text.startswith("Careful") and words in text and "last round" in text
