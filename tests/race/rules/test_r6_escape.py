"""R6: escaping the Rabbit Hole (and R9.3, the climb-out rule)."""

from __future__ import annotations

import pytest

from game.race.rules import events as ev
from game.race.rules.actions import Decision, DeclareJoker, EscapeChoice, PlayCard, Spin
from game.race.rules.components import JOKER
from game.race.rules.setup import Variants
from game.race.rules.state import GameState, IllegalAction
from tests.race.rules.scenario import deck_starting, of_type, play, stack_starting, table

LEFT = PlayCard(0)
ACCEPT, AGAIN = EscapeChoice(True), EscapeChoice(False)


def in_hole(
    first_card: int = 3,
    positions: list[int] | None = None,
    stack: tuple[int, ...] | None = None,
    variants: Variants | None = None,
) -> GameState:
    """Player 1's pawn in the hole on space 7, holding [first_card, 4, 2]; player 2 on 10."""
    return table(decks=[deck_starting(first_card, 4, 2), deck_starting()],
                 positions=positions or [7, 10], in_hole=[True, False], stack=stack,
                 variants=variants)


def test_r6_1_the_card_value_is_the_number_of_spins() -> None:
    state = in_hole(3)
    play(state, LEFT)
    assert state.decision is Decision.SPIN
    assert state.spins_left == 3


def test_r6_1_a_joker_lets_the_player_choose_the_spins_and_there_is_no_plus_one() -> None:
    state = in_hole(JOKER)
    play(state, LEFT, DeclareJoker(4))
    assert state.spins_left == 4
    assert state.decision is Decision.SPIN


def test_r6_2_a_rabbit_hole_or_a_held_space_is_not_a_valid_exit() -> None:
    state = in_hole(3)
    play(state, LEFT)
    events = play(state, Spin(14))
    assert of_type(events, ev.EscapeSpin) == [
        ev.EscapeSpin(0, 14, False, "that is a Rabbit Hole", 2)]
    events = play(state, Spin(7))  # its own hole
    assert not of_type(events, ev.EscapeSpin)[0].valid
    events = play(state, Spin(10))
    assert of_type(events, ev.EscapeSpin)[0].reason == "that space is taken by player 2"


def test_r6_2_setup_pawns_on_space_0_make_it_invalid() -> None:
    state = in_hole(1, positions=[7, 0])
    play(state, LEFT)
    assert not of_type(play(state, Spin(0)), ev.EscapeSpin)[0].valid


def test_r6_3_valid_result_with_spins_left_is_a_choice() -> None:
    state = in_hole(3)
    play(state, LEFT, Spin(8))
    assert state.decision is Decision.ESCAPE
    assert state.legal_actions() == (ACCEPT, AGAIN)
    play(state, AGAIN)
    assert state.decision is Decision.SPIN
    assert state.spins_left == 2


def test_r6_3_the_last_valid_spin_must_be_accepted() -> None:
    state = in_hole(1)
    events = play(state, LEFT, Spin(8))
    assert ev.LeftHole(0) in events
    assert state.positions[0] == 8
    assert state.turn == 1


def test_r6_3_invalid_last_spin_leaves_the_pawn_in_the_hole() -> None:
    state = in_hole(1)
    events = play(state, LEFT, Spin(14))
    assert state.in_hole[0]
    assert ev.StayedInHole(0, False) in events
    assert state.turn == 1
    assert state.hands[0] == [4, 5, 2]  # the turn still ends with a draw (R3.7)


def test_r6_4_accepting_moves_to_the_result_passing_the_tea_party() -> None:
    state = in_hole(2, stack=stack_starting(2, 5, 3))
    events = play(state, LEFT, Spin(2), ACCEPT)
    assert state.positions[0] == 2
    assert not state.in_hole[0]
    assert of_type(events, ev.PassedTeaParty) == [ev.PassedTeaParty(0, 5)]
    assert [e.space for e in of_type(events, ev.Stepped)] == [8, 9, 10, 11, 12, 13, 14, 15,
                                                              0, 1, 2]


def test_r6_4_stopping_applies_the_effect_and_cheshire_uses_the_card_value() -> None:
    state = in_hole(JOKER)
    events = play(state, LEFT, DeclareJoker(2), Spin(9), ACCEPT)
    assert ev.CheshireMove(0, 2) in events
    assert state.positions[0] == 11  # Small Cookies: its spin follows
    assert state.decision is Decision.SPIN


def test_r6_5_a_pawn_in_the_hole_is_skipped_by_an_effects_move_too() -> None:
    """A card's move skips it (tests/race/rules/test_r3_turns.py, R3.4); so does the
    Cheshire Cat's move again (R5.4), and the pawn stays in the hole."""
    state = table(decks=[deck_starting(4, 2, 1), deck_starting()], positions=[15, 7],
                  in_hole=[False, True])
    events = play(state, LEFT)  # 4: round past the Tea Party onto the Cheshire Cat (3)
    assert ev.CheshireMove(0, 4) in events
    assert of_type(events, ev.Skipped) == [ev.Skipped(0, 7, 1)]
    assert state.positions == [8, 7] and state.in_hole[1]


def test_r6_6_only_counted_spins_reach_the_engine() -> None:
    """Weak spins are refused by the spinner (R8.2); every Spin the engine sees counts."""
    state = in_hole(3)
    play(state, LEFT)
    for left in (2, 1):
        play(state, Spin(14))
        assert state.spins_left == left
    with pytest.raises(IllegalAction, match="no space 16"):
        state.apply(Spin(16))


def test_r9_3_climb_out_after_a_failed_escape_is_a_move_turn() -> None:
    state = in_hole(1, variants=Variants(climb_out=True))
    events = play(state, LEFT, Spin(14))
    assert ev.StayedInHole(0, True) in events
    # Player 2 plays, then it is player 1's turn again: a move turn from the hole space.
    play(state, LEFT)
    while state.turn != 0:
        state.apply(state.legal_actions()[0])
    assert not state.escape
    assert state.decision is Decision.CARD
    events = play(state, LEFT)  # the 4 from [4, 5, 2]: 7 -> 11
    assert ev.LeftHole(0) in events
    assert not state.in_hole[0]
    assert state.positions[0] == 11


def test_r9_3_without_the_variant_a_failed_escape_means_another_escape_turn() -> None:
    state = in_hole(1)
    play(state, LEFT, Spin(14), LEFT)
    while state.turn != 0:
        state.apply(state.legal_actions()[0])
    assert state.escape


def test_r6_3_a_last_escape_spin_accepts_a_valid_result_or_ends_the_turn() -> None:
    state = in_hole(3)
    play(state, LEFT)
    valid = state.as_last_escape_spin()
    play(valid, Spin(8))
    assert not valid.in_hole[0] and valid.positions[0] == 8
    failed = state.as_last_escape_spin()
    play(failed, Spin(14))
    assert failed.in_hole[0] and failed.turn == 1
    assert state.spins_left == 3  # the original is untouched
    with pytest.raises(IllegalAction, match="escape turn"):
        table().as_last_escape_spin()
