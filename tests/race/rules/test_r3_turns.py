"""R3: a turn — card, movement, skipping, passing the Tea Party, drawing."""

from __future__ import annotations

import pytest

from game.race.rules import events as ev
from game.race.rules.actions import (
    Boost,
    ChooseCookie,
    CookieSource,
    Decision,
    DeclareJoker,
    PlayCard,
)
from game.race.rules.board import Board
from game.race.rules.components import JOKER
from game.race.rules.setup import Variants
from game.race.rules.state import IllegalAction
from tests.race.rules.scenario import deck_starting, of_type, play, stack_starting, table

LEFT, MIDDLE, RIGHT = PlayCard(0), PlayCard(1), PlayCard(2)


def test_r3_1_a_pawn_in_the_hole_has_an_escape_turn() -> None:
    state = table(positions=[7, 0], in_hole=[True, False])
    assert state.escape
    assert not table(positions=[7, 0]).escape


def test_r3_2_only_the_leftmost_or_rightmost_of_three_cards() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()])
    assert state.legal_actions() == (LEFT, RIGHT)
    with pytest.raises(IllegalAction, match="the middle card cannot be played"):
        state.apply(MIDDLE)
    with pytest.raises(IllegalAction, match="no card in slot 3"):
        state.apply(PlayCard(3))


def test_r3_2_with_two_cards_either_with_one_card_that_one() -> None:
    state = table()
    state.hands[0] = [4, 2]
    assert state.legal_actions() == (LEFT, MIDDLE)
    state.hands[0] = [4]
    assert state.legal_actions() == (LEFT,)


def test_r3_2_played_card_goes_to_the_public_pile() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()])
    play(state, RIGHT)
    assert state.played[0] == [2]


def test_r3_3_joker_value_then_the_plus_one_in_that_order() -> None:
    state = table(decks=[deck_starting(JOKER, 4, 2), deck_starting()], positions=[1, 0], large=0)
    play(state, LEFT)
    assert state.decision is Decision.JOKER_VALUE
    with pytest.raises(IllegalAction, match="waiting for the Joker's value"):
        state.apply(Boost(True))
    with pytest.raises(IllegalAction, match="1 to 5"):
        state.apply(DeclareJoker(6))
    play(state, DeclareJoker(5))
    assert state.decision is Decision.BOOST
    events = play(state, Boost(True))
    assert state.positions[0] == 7  # 1 + 5 + 1 (space 7 is a hole, but the pawn is large)
    assert of_type(events, ev.BoostChosen) == [ev.BoostChosen(0, True)]


def test_r3_3_the_plus_one_is_only_for_a_large_pawn() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()])
    with pytest.raises(IllegalAction, match=r"the \+1 is only for a large pawn"):
        state.apply(Boost(True))
    play(state, LEFT)
    assert state.positions[0] == 1  # no +1 offered to a small pawn
    assert state.turn == 1


def test_r3_3_a_large_pawn_may_decline_the_plus_one() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()], positions=[1, 0], large=0)
    play(state, LEFT, Boost(False))
    assert state.positions[0] == 2


def test_r3_4_moves_count_spaces_that_hold_other_pawns() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[0, 1])
    state.positions = [0, 1]
    events = play(state, LEFT)
    assert [e.space for e in of_type(events, ev.Stepped)] == [1, 2]
    assert state.positions[0] == 2


def test_r3_4_a_held_space_is_skipped_to_the_first_free_one() -> None:
    state = table(players=3, decks=[deck_starting(1, 4, 2), deck_starting(), deck_starting()],
                  positions=[12, 13, 14])
    events = play(state, LEFT)
    assert [e.space for e in of_type(events, ev.Stepped)] == [13, 14, 15]
    assert of_type(events, ev.Skipped) == [ev.Skipped(0, 13, 1), ev.Skipped(0, 14, 2)]
    assert state.positions[0] == 15


def test_r3_4_pawns_still_on_space_0_occupy_it() -> None:
    state = table(players=3, decks=[deck_starting(2, 4, 1), deck_starting(), deck_starting()],
                  positions=[14, 0, 0])
    events = play(state, LEFT)
    assert of_type(events, ev.Skipped) == [ev.Skipped(0, 0, 1)]
    assert state.positions[0] == 1
    # Stepping onto 0 and on past it is passing, even when it comes from skipping (R3.5).
    assert of_type(events, ev.PassedTeaParty)[0].cookie is not None


def test_r3_4_and_r6_5_a_pawn_in_the_hole_occupies_its_space() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[5, 7],
                  in_hole=[False, True])
    play(state, LEFT)
    assert state.positions[0] == 8


def test_r3_5_passing_the_tea_party_takes_the_display_and_reveals_the_next() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()], positions=[14, 5],
                  stack=stack_starting(2, 3, 2))
    events = play(state, LEFT)
    assert state.positions[0] == 1
    assert state.large_cookies[0] == [3]
    assert state.display == 2
    assert ev.PassedTeaParty(0, 3) in events
    assert ev.DisplayChanged(2) in events


def test_r3_5_leaving_space_0_is_not_passing_it() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()])
    events = play(state, LEFT)
    assert not of_type(events, ev.PassedTeaParty)
    assert state.large_cookies[0] == []


def test_r3_5_ending_on_0_is_stopping_also_after_skipping() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[13, 15])
    events = play(state, LEFT)
    assert state.positions[0] == 0
    assert not of_type(events, ev.PassedTeaParty)
    assert state.decision is Decision.TEA_PARTY


def test_r3_5_passing_with_no_display_gives_nothing() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()], positions=[14, 5])
    state.stack.clear()
    state.display = 0
    events = play(state, LEFT)
    assert of_type(events, ev.PassedTeaParty) == [ev.PassedTeaParty(0, None)]
    assert state.large_cookies[0] == []


def test_r3_5_one_turn_can_pass_the_tea_party_twice() -> None:
    board = Board.from_spec("T1 G1 P1 P1 P1 P1 P1 G1")  # Cheshire Cats on 1 and 7
    state = table(board=board, decks=[deck_starting(5, 4, 2), deck_starting()],
                  positions=[3, 4], large=0, stack=stack_starting(2, 5, 4, 3))
    events = play(state, LEFT, Boost(True))  # 3 -> 1 (pass), 1 -> 7, 7 -> 5 (pass)
    assert [e.cookie for e in of_type(events, ev.PassedTeaParty)] == [5, 4]
    assert state.large_cookies[0] == [5, 4]
    assert state.positions[0] == 5


def test_r3_6_an_effect_can_move_the_pawn_again() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting()], positions=[0, 10])
    events = play(state, LEFT)  # 0 -> 3 Cheshire Cat -> 6 Caterpillar
    assert state.positions[0] == 6
    assert state.large == 0
    assert ev.CheshireMove(0, 3) in events


def test_r3_7_the_new_card_goes_between_the_two_left() -> None:
    state = table(decks=[deck_starting(3, 4, 2, 5), deck_starting()], positions=[0, 10])
    play(state, RIGHT)
    assert state.hands[0] == [3, 5, 4]


def test_r3_7_kids_hand_draws_into_the_place_of_the_card_played() -> None:
    state = table(decks=[deck_starting(3, 4, 5), deck_starting()], positions=[0, 10],
                  variants=Variants(kids=True))
    events = play(state, LEFT)
    assert state.hands[0] == [5, 4]
    assert ev.CardDrawn(0, 0) in events


def test_r3_7_with_an_empty_deck_the_hand_shrinks() -> None:
    state = table(positions=[0, 10])
    state.decks[0].clear()
    play(state, LEFT)
    assert len(state.hands[0]) == 2


def test_r3_8_the_turn_passes_clockwise_in_seat_order() -> None:
    state = table(players=3, first=1, decks=[deck_starting(1, 2, 2)] * 3, positions=[0, 5, 9])
    order = []
    for _ in range(4):
        order.append(state.turn)
        play(state, LEFT)
        while state.decision is not Decision.CARD:
            state.apply(state.legal_actions()[0])
    assert order == [1, 2, 0, 1]


def test_r3_tea_party_choice_is_refused_when_not_on_the_tea_party() -> None:
    state = table()
    with pytest.raises(IllegalAction, match="waiting for a card"):
        state.apply(ChooseCookie(CookieSource.DISPLAY))
