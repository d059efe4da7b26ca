"""P1 components and P2 setup: the deck, the suits' faces, the deal, the parade, the pile."""

from __future__ import annotations

import random

import pytest

from game.parade.rules.cards import (
    DECK,
    SUITS,
    Suit,
    card,
    card_code,
    card_name,
    parse_card,
    suit_of,
    value_of,
)
from game.parade.rules.events import TurnStarted
from game.parade.rules.setup import GameSetup, Seat, SetupError, deal, default_seats
from game.parade.rules.state import GameState


def test_P1_1_sixty_six_cards_six_suits_values_0_to_10_each_once() -> None:
    assert len(DECK) == 66 == len(set(DECK))
    assert {(suit_of(c), value_of(c)) for c in DECK} == {
        (s, v) for s in Suit for v in range(11)
    }


def test_P1_2_each_suit_has_a_character_a_symbol_and_a_code() -> None:
    assert [s.code for s in SUITS] == ["R", "B", "G", "O", "P", "W"]
    assert Suit.GREY.character == "White Rabbit" and Suit.GREY.symbol == "pocket watch"
    assert len({s.symbol for s in SUITS}) == 6  # colour is never the only cue
    assert len({s.character for s in SUITS}) == 6


def test_P1_2_card_codes_round_trip_and_bad_codes_are_refused() -> None:
    assert card_code(card(Suit.GREEN, 3)) == "G3"
    assert card_name(parse_card("W9")) == "the grey 9"
    assert all(parse_card(card_code(c)) == c for c in DECK)
    for bad in ("", "G", "X3", "G11", "G03", "g3", "G-1", "G²", 3):
        with pytest.raises(ValueError):
            parse_card(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [1, 7])
def test_P1_3_two_to_six_players(players: int) -> None:
    with pytest.raises(SetupError, match="seats"):
        deal(default_seats(players), random.Random(1))


def test_P2_1_setup_refuses_a_deck_that_is_not_the_66_cards() -> None:
    seats = default_seats(3)
    with pytest.raises(SetupError, match="deck"):
        GameSetup(seats, (*DECK[:-1], 0), 0)
    with pytest.raises(SetupError, match="first_player"):
        GameSetup(seats, DECK, 3)


def test_P2_1_the_first_player_is_chosen_at_random_from_the_rng() -> None:
    firsts = {deal(default_seats(4), random.Random(seed)).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert deal(default_seats(4), random.Random(1), first_player=2).first_player == 2


def test_P2_2_five_cards_dealt_one_at_a_time_from_the_first_player() -> None:
    setup = GameSetup((Seat("A"), Seat("B"), Seat("C")), DECK, first_player=1)
    state, events = GameState.start(setup)
    # Deck top first: 0 to B, 1 to C, 2 to A, 3 to B, ...
    assert state.hands[1] == [0, 3, 6, 9, 12]
    assert state.hands[2] == [1, 4, 7, 10, 13]
    assert state.hands[0] == [2, 5, 8, 11, 14]
    assert state.turn == 1 and events == [TurnStarted(1, False)]


def test_P2_3_the_next_six_cards_form_the_parade_first_turned_at_the_front() -> None:
    state, _ = GameState.start(GameSetup(default_seats(2), DECK, 0))
    assert state.parade == [10, 11, 12, 13, 14, 15]  # index 0 is the front


def test_P2_4_the_rest_is_the_draw_pile_in_order() -> None:
    for players in range(2, 7):
        state, _ = GameState.start(GameSetup(default_seats(players), DECK, 0))
        assert len(state.pile) == 66 - 5 * players - 6
        assert state.pile[-1] == 5 * players + 6  # the top card is drawn next (pop)
