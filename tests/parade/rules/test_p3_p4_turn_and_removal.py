"""P3 a turn and P4 removal, with fixture PX2 (the fragment's figure made complete)."""

from __future__ import annotations

import pytest

from game.parade.rules import events as ev
from game.parade.rules.actions import Discard, Play
from game.parade.rules.cards import cards, parse_card
from game.parade.rules.state import IllegalAction
from tests.parade.rules.scenario import table

PX2_PARADE = "B5 G0 G7 R3 O9 P2 W4"


def codes(text: str) -> list[int]:
    return cards(text)


def test_PX2_green_3_takes_green_0_green_7_and_red_3_and_leaves_blue_5() -> None:
    s = table(hands=["G3 B1 B2 B3 B4", "R0 R1 R2 R4 R5"], parade=PX2_PARADE)
    events = s.apply(Play(parse_card("G3")))
    assert events[:3] == [
        ev.CardPlayed(0, parse_card("G3")),
        ev.RemovalMode(0, tuple(codes("B5 G0 G7 R3"))),
        ev.CardsTaken(0, tuple(codes("G0 G7 R3"))),
    ]
    assert s.parade == codes("B5 O9 P2 W4 G3")
    assert s.collections[0] == codes("G0 G7 R3")


def test_P3_1_the_card_goes_to_the_end_of_the_parade_from_the_hand() -> None:
    s = table(hands=["O10 B1 B2 B3 B4", "R0 R1 R2 R4 R5"], parade="G1 G2 G3")
    s.apply(Play(parse_card("O10")))
    assert s.parade[-1] == parse_card("O10")
    assert parse_card("O10") not in s.hands[0]


def test_P3_1_a_card_not_in_hand_is_refused_with_the_reason() -> None:
    s = table(hands=["O10 B1 B2 B3 B4", "R0 R1 R2 R4 R5"], parade="G1 G2 G3")
    with pytest.raises(IllegalAction, match="R0 is not in player 1's hand"):
        s.apply(Play(parse_card("R0")))
    with pytest.raises(IllegalAction, match="only at the very end"):
        s.apply(Discard(tuple(codes("B1 B2"))))  # type: ignore[arg-type]


def test_P3_3_the_player_draws_the_top_card_then_play_passes_on() -> None:
    s = table(hands=["O10 B1 B2 B3 B4", "R0 R1 R2 R4 R5"], parade="G1", pile="W5 W6")
    events = s.apply(Play(parse_card("O10")))
    assert s.hands[0][-1] == parse_card("W5") and len(s.hands[0]) == 5
    assert s.pile == [parse_card("W6")]
    assert ev.CardDrawn(0, 1) in events
    assert s.turn == 1 and events[-1] == ev.TurnStarted(1, False)


def test_P4_1_nothing_leaves_when_the_parade_is_not_longer_than_the_value() -> None:
    s = table(hands=["R3 B1 B2 B3 B4", "O1 O2 O3 O4 O5"], parade="R0 R1 R2")
    events = s.apply(Play(parse_card("R3")))
    assert s.collections[0] == []
    assert not any(isinstance(e, ev.RemovalMode | ev.CardsTaken) for e in events)


def test_P4_2_only_cards_numbered_above_the_value_from_the_end_are_in_removal_mode() -> None:
    # L = 4, v = 2: numbered from the end W9=1, R1=2 (safe, although low), B2=3, R0=4.
    s = table(hands=["R2 B1 B3 B4 B5", "O1 O2 O3 O4 O5"], parade="R0 B2 R1 W9")
    events = s.apply(Play(parse_card("R2")))
    assert ev.RemovalMode(0, tuple(codes("R0 B2"))) in events
    assert s.collections[0] == codes("R0 B2")
    assert s.parade == codes("R1 W9 R2")


def test_P4_2_zero_puts_every_card_in_removal_mode() -> None:
    s = table(hands=["G0 B1 B2 B3 B4", "O1 O2 O3 O4 O5"], parade="R0 W5 G9 P4 G10")
    events = s.apply(Play(parse_card("G0")))
    assert ev.RemovalMode(0, tuple(codes("R0 W5 G9 P4 G10"))) in events
    assert s.collections[0] == codes("R0 G9 G10")  # the 0s and the greens
    assert s.parade == codes("W5 P4 G0")


def test_P4_3_the_played_suit_and_values_up_to_v_leave_the_rest_stays() -> None:
    s = table(hands=["P1 B1 B2 B3 B4", "O1 O2 O3 O4 O5"], parade="P10 R1 W2 R0 G5")
    s.apply(Play(parse_card("P1")))
    # L = 5, v = 1: removal mode P10 R1 W2 R0; takes P10 (suit), R1, R0 (<= 1).
    assert s.collections[0] == codes("P10 R1 R0")
    assert s.parade == codes("W2 G5 P1")


def test_P4_3_the_played_card_itself_never_leaves() -> None:
    s = table(hands=["G0 B1 B2 B3 B4", "O1 O2 O3 O4 O5"], parade="G1 G2")
    s.apply(Play(parse_card("G0")))
    assert s.parade == codes("G0") and s.collections[0] == codes("G1 G2")


def test_P4_4_taken_cards_join_the_collection_and_the_parade_keeps_its_order() -> None:
    s = table(hands=["B4 O6", "R1 R2 R3 R4 R5"], parade="B9 R7 B8 G1 W6 P7 O2 B5 R9",
              collections=["B0", ""])
    s.apply(Play(parse_card("B4")))
    assert s.collections[0] == codes("B0 B9 B8 G1")
    assert s.parade == codes("R7 W6 P7 O2 B5 R9 B4")
