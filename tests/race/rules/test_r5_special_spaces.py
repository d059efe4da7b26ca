"""R5: the special spaces' effects on stopping."""

from __future__ import annotations

from game.race.rules import events as ev
from game.race.rules.actions import Boost, ChooseCookie, CookieSource, Decision, PlayCard, Spin
from game.race.rules.board import Board
from game.race.rules.setup import Variants
from game.race.rules.state import GameState
from tests.race.rules.scenario import deck_starting, of_type, play, stack_starting, table

LEFT = PlayCard(0)
DISPLAY = ChooseCookie(CookieSource.DISPLAY)
STACK = ChooseCookie(CookieSource.STACK)


def _two_before_the_tea_party(stack: tuple[int, ...] | None = None,
                              only: int | None = None) -> GameState:
    """Player 1 on space 14 about to play a 2 (onto the Tea Party), player 2 on 5. With
    `only`, the stack is empty and `only` is the display cookie (0: none)."""
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[14, 5],
                  stack=stack)
    if only is not None:
        state.stack.clear()
        state.display = only
    return state


def test_r5_1_tea_party_offers_display_or_face_down_cookie() -> None:
    state = _two_before_the_tea_party(stack_starting(2, 3, 5, 2))
    play(state, LEFT)
    assert state.decision is Decision.TEA_PARTY
    assert state.legal_actions() == (DISPLAY, STACK)
    events = play(state, DISPLAY)
    assert state.large_cookies[0] == [3]
    assert state.display == 5
    assert ev.CookieTaken(0, 3, CookieSource.DISPLAY) in events


def test_r5_1_taking_the_face_down_cookie_keeps_the_display() -> None:
    state = _two_before_the_tea_party(stack_starting(2, 3, 5, 2))
    play(state, LEFT, STACK)
    assert state.large_cookies[0] == [5]
    assert state.display == 3


def test_r5_1_with_only_one_cookie_it_is_taken_without_a_choice() -> None:
    state = _two_before_the_tea_party(only=4)
    events = play(state, LEFT)
    assert state.large_cookies[0] == [4]
    assert state.display == 0
    assert ev.DisplayChanged(None) in events
    assert state.turn == 1


def test_r5_1_with_no_cookie_left_nothing_happens() -> None:
    state = _two_before_the_tea_party(only=0)
    events = play(state, LEFT)
    assert ev.Stopped(0, 0, state.kinds[0], False) in events
    assert state.large_cookies[0] == []


def test_r5_2_small_cookies_number_is_read_on_the_spin_result() -> None:
    state = table(decks=[deck_starting(5, 4, 1), deck_starting()], positions=[0, 9])
    play(state, LEFT)  # 0 -> 5, Small Cookies (its own number is 3)
    assert state.decision is Decision.SPIN
    events = play(state, Spin(3))  # space 3 shows 1
    assert state.small_cookies[0] == 1
    assert state.pool == 19
    assert ev.SmallCookiesTaken(0, 1, 19) in events


def test_r5_2_with_an_empty_pool_the_space_is_plain() -> None:
    state = table(decks=[deck_starting(5, 4, 1), deck_starting()], positions=[0, 9], pool=0)
    events = play(state, LEFT)
    assert state.turn == 1
    assert not of_type(events, ev.Spun)


def test_r5_3_caterpillar_makes_a_small_pawn_large() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()], positions=[5, 9])
    events = play(state, LEFT)
    assert state.large == 0
    assert ev.BecameLarge(0) in events


def test_r5_3_caterpillar_makes_the_other_large_pawn_small() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()], positions=[5, 9], large=1)
    events = play(state, LEFT)
    assert state.large == 0
    assert ev.BecameSmall(1) in events
    assert not state.in_hole[1]


def test_r5_3_caterpillar_makes_other_large_pawn_fall_into_hole() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()], positions=[5, 14], large=1,
                  variants=Variants(climb_out=True))
    state.climb_out[1] = True
    events = play(state, LEFT)
    assert state.in_hole[1]
    assert ev.FellIntoHole(1, 14) in events
    assert state.escape  # R5.3: its next turn is an escape turn, even with climb-out


def test_r5_3_a_large_pawn_stopping_on_the_caterpillar_becomes_small() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()], positions=[5, 9], large=0)
    play(state, LEFT, Boost(False))
    assert state.large == -1
    assert state.positions[0] == 6


def test_r5_4_cheshire_repeats_move_including_the_plus_one() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[0, 15], large=0)
    events = play(state, LEFT, Boost(True))  # 0 -> 3 Cheshire -> 6 Caterpillar
    assert ev.CheshireMove(0, 3) in events
    assert state.positions[0] == 6
    assert state.large == -1  # the large pawn stopped on the Caterpillar


def test_r5_4_cheshire_chain_uses_the_same_move_each_time() -> None:
    board = Board.from_spec("T1 P1 G1 P1 G1 P1 P1 P1 P1 P1")  # Cheshire Cats on 2 and 4
    state = table(board=board, decks=[deck_starting(2, 4, 1), deck_starting()],
                  positions=[0, 9])
    events = play(state, LEFT)  # 0 -> 2 (cat) -> 4 (cat) -> 6
    assert [e.steps for e in of_type(events, ev.CheshireMove)] == [2, 2]
    assert state.positions[0] == 6


def test_r5_4_a_cheshire_that_moved_the_pawn_acts_as_plain_the_second_time() -> None:
    board = Board.from_spec("T1 G1 P1 P1 P1 P1 P1 P1")  # one Cheshire Cat, on 1
    decks = [deck_starting(5, 4, 1)] + [deck_starting()] * 3
    state = table(players=4, board=board, decks=decks, positions=[3, 7, 0, 4], large=0)
    # 3 -> 4 5 6 7 0 1 (cat) -> 2 3 4 5 6 7, held; 0 held; 1: the cat again, now plain.
    events = play(state, LEFT, Boost(True))
    assert of_type(events, ev.CheshireMove) == [ev.CheshireMove(0, 6)]
    assert state.positions[0] == 1
    assert state.turn == 1
    assert state.cheshire_used == 0  # forgotten for the next turn


def test_r5_4_a_cheshire_the_pawn_started_on_has_not_moved_it() -> None:
    board = Board.from_spec("T1 G1 P1 P1 P1 P1 P1 P1")  # one Cheshire Cat, on 1
    state = table(board=board, decks=[deck_starting(5, 4, 1), deck_starting()],
                  positions=[1, 5], large=0)
    play(state, LEFT, Boost(True))  # 1 -> 7: the cat only saw the pawn leave
    assert state.positions[0] == 7


def test_r5_5_a_small_pawn_falls_into_the_rabbit_hole() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[5, 9])
    events = play(state, LEFT)
    assert state.in_hole[0]
    assert ev.FellIntoHole(0, 7) in events


def test_r5_5_a_large_pawn_is_not_affected_by_the_hole() -> None:
    state = table(decks=[deck_starting(2, 4, 1), deck_starting()], positions=[5, 9], large=0)
    play(state, LEFT, Boost(False))
    assert state.positions[0] == 7
    assert not state.in_hole[0]


def test_r5_6_plain_spaces_have_no_effect() -> None:
    state = table(decks=[deck_starting(1, 4, 2), deck_starting()], positions=[0, 9])
    events = play(state, LEFT)
    assert ev.Stopped(0, 1, state.kinds[1], False) in events
    assert state.turn == 1
