"""Issue 35, item 4: the word game says when a letter shown by the Queen or the White
Rabbit will put the next word at risk (W5.1, W5.2), before it bites."""

from __future__ import annotations

from game.wordland.rules.actions import (
    ForceAnotherTurn,
    PlaceCaterpillarToken,
    PlaceLetter,
    ReturnTopic,
    SayWord,
)
from game.wordland.rules.components import Character
from game.wordland.rules.setup import GameSetup
from game.wordland.rules.state import GameState
from game.wordland.scenes.guided_table import guided_setup
from game.wordland.scenes.letter_warning import Risk, letter_risk, warning_words

YOU, RABBIT, TWINS, CAT, CATERPILLAR = range(5)
NAMES = ["Ann", "Bill", "Dodo", "Lory", "Duck"]


def _discussion(setup: GameSetup | None = None) -> GameState:
    s, _e = GameState.start(setup or guided_setup("en", "Ann"))
    s.apply(PlaceCaterpillarToken(CATERPILLAR, YOU))
    s.apply(ReturnTopic(YOU, "pets"))
    return s


def test_the_queen_at_the_screen_is_told_whose_word_her_letter_binds() -> None:
    s = _discussion()
    assert letter_risk(s, [YOU]) is None  # her turn: nothing to show yet
    s.apply(SayWord(YOU, "apple", 2.0))
    risk = letter_risk(s, [YOU])
    assert risk == Risk("offer", "r", RABBIT)  # W5.1: the Rabbit, typing now
    assert "Bill" in warning_words(risk, NAMES) and "R" in warning_words(risk, NAMES)
    assert letter_risk(s, [TWINS]) is None  # seen from another seat: no offer
    s.apply(PlaceLetter(YOU, 1.0))
    assert letter_risk(s, [YOU]) is None  # shown: nothing more to offer


def test_a_letter_shown_binds_the_speaker_at_the_screen_and_alarms_on_her_word() -> None:
    s = _discussion()
    s.apply(SayWord(YOU, "apple", 2.0))
    s.apply(SayWord(RABBIT, "melon", 2.0))
    s.apply(PlaceLetter(RABBIT, 1.0))  # P, W5.2
    assert s.speaker == TWINS
    assert letter_risk(s, [TWINS]) == Risk("binds", "p", RABBIT)
    assert letter_risk(s, [TWINS], "lemon") == Risk("binds", "p", RABBIT)
    alarm = letter_risk(s, [TWINS], "Pàpaya")
    assert alarm == Risk("has", "p", RABBIT)
    assert "would put you out" in warning_words(alarm, NAMES)
    assert letter_risk(s, [RABBIT]) is None  # his own letter never binds him
    assert letter_risk(s, [CAT]) is None  # not Lory's turn yet


def test_the_queens_letter_does_not_bind_the_two_of_hearts() -> None:
    """W5.7: the Queen's letter is not forbidden for the Two of Hearts, so showing it
    puts no risk on the Two's word."""
    import dataclasses

    setup = guided_setup("en", "Ann")
    chars = (Character.QUEEN, Character.TWO_OF_HEARTS, Character.TWEEDLES,
             Character.CHESHIRE, Character.RABBIT)
    setup = dataclasses.replace(setup, characters=chars)
    s, _e = GameState.start(setup)
    s.apply(ReturnTopic(YOU, "pets"))
    s.apply(SayWord(YOU, "apple", 2.0))
    assert s.speaker == 1 and s.characters[1] is Character.TWO_OF_HEARTS
    assert letter_risk(s, [YOU]) is None
    assert any(isinstance(a, ForceAnotherTurn) for a in s.legal_actions())
