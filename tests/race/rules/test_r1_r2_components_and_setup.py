"""R1 components and R2 setup."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.race.rules.board import Board, BoardError, SpaceKind
from game.race.rules.components import DECK, JOKER, SMALL_COOKIES_IN_POOL, large_cookies_in_play
from game.race.rules.setup import GameSetup, Seat, SetupError, Variants, deal, default_seats
from game.race.rules.state import NO_PLAYER, GameState
from tests.race.rules.scenario import BOARD, BOARD_SPEC, deck_starting, stack_starting, table


def test_r1_1_two_to_four_players_each_a_different_character() -> None:
    for n in (1, 5):
        with pytest.raises(SetupError, match="players"):
            GameSetup(BOARD, tuple(default_seats(4)[:1]) * n, (DECK,) * n, (), 0)
    seats = default_seats(2)
    with pytest.raises(SetupError, match="one player only"):
        GameSetup(BOARD, (seats[0], seats[0]), (DECK, DECK), large_cookies_in_play(2), 0)


def test_r1_2_each_deck_is_two_of_each_value_and_a_joker() -> None:
    assert Counter(DECK) == {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, JOKER: 1}
    with pytest.raises(SetupError, match=r"decks\[1\]"):
        GameSetup(BOARD, default_seats(2), (DECK, (*DECK[:-1], 5)), large_cookies_in_play(2), 0)


@pytest.mark.parametrize(("players", "copies"), [(2, 4), (3, 5), (4, 6)])
def test_r1_3_large_cookies_by_number_of_players(players: int, copies: int) -> None:
    cookies = large_cookies_in_play(players)
    assert Counter(cookies) == {2: copies, 3: copies, 4: copies, 5: copies}


def test_r1_4_pool_starts_with_twenty_small_cookies() -> None:
    assert table().pool == SMALL_COOKIES_IN_POOL == 20


def test_r1_5_board_is_a_ring_with_the_tea_party_at_0_only() -> None:
    assert BOARD.kind(0) is SpaceKind.TEA_PARTY
    assert Board.from_spec(BOARD_SPEC).to_spec() == BOARD_SPEC
    with pytest.raises(BoardError, match="space 0 must be the Tea Party"):
        Board.from_spec("P1 " + "P1 " * 15)
    with pytest.raises(BoardError, match="space 3 is a Tea Party"):
        Board.from_spec("T1 P1 P1 T1 " + "P1 " * 12)
    with pytest.raises(BoardError, match="small-cookie number 4"):
        Board.from_spec("T4 " + "P1 " * 15)
    with pytest.raises(BoardError, match="not a kind letter"):
        Board.from_spec("T1 X1 " + "P1 " * 14)


def test_r2_1_display_is_the_top_of_the_shuffled_stack() -> None:
    state = table(players=3, stack=stack_starting(3, 4, 2, 5))
    assert state.display == 4
    assert state.stack[-1] == 2  # next to be revealed
    assert len(state.stack) == 19


def test_r2_2_all_pawns_start_small_on_space_0() -> None:
    state = table(players=4)
    assert state.positions == [0, 0, 0, 0]
    assert state.large == NO_PLAYER
    assert state.in_hole == [False] * 4


def test_r2_3_hands_hold_the_first_cards_in_draw_order() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting(JOKER, 1, 5)])
    assert state.hands == [[3, 4, 2], [JOKER, 1, 5]]
    assert len(state.decks[0]) == 8
    kids = table(decks=[deck_starting(3, 4), deck_starting(5, 1)], variants=Variants(kids=True))
    assert kids.hands == [[3, 4], [5, 1]]


def test_r2_4_first_player_is_chosen_at_setup_random_by_default() -> None:
    firsts = {deal(BOARD, default_seats(4), random.Random(seed)).first_player
              for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    setup = deal(BOARD, default_seats(3), random.Random(1), first_player=2)
    state, events = GameState.start(setup)
    assert state.turn == 2
    assert events[0].player == 2


def test_r2_deal_is_deterministic_given_the_seed() -> None:
    seats = (*default_seats(2), )
    assert deal(BOARD, seats, random.Random(7)) == deal(BOARD, seats, random.Random(7))
    assert deal(BOARD, seats, random.Random(7)) != deal(BOARD, seats, random.Random(8))


def test_r2_seats_keep_their_names_and_controllers() -> None:
    seats = (Seat(default_seats(2)[0].character, "Ada", "bot:easy"), default_seats(2)[1])
    assert deal(BOARD, seats, random.Random(1)).seats[0].controller == "bot:easy"
