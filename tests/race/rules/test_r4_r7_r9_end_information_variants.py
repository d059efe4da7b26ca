"""R4 end and ranking, R7 information, R9.1-R9.2 variants."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.race.rules.actions import PlayCard
from game.race.rules.components import DECK
from game.race.rules.ranking import TieBreak, places, standings
from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.state import GameState
from game.race.rules.views import sample_state, view_for
from tests.race.rules.scenario import BOARD, deck_starting, table


def random_game(seed: int, players: int = 4, variants: Variants | None = None) -> GameState:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(BOARD, default_seats(players), rng, variants))
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()), report=False)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_1_the_game_ends_when_everyone_has_played_eleven_cards(players: int) -> None:
    state = random_game(players, players)
    assert [len(p) for p in state.played] == [11] * players
    assert [Counter(p) for p in state.played] == [Counter(DECK)] * players
    assert state.legal_actions() == ()


def test_r4_2_score_is_large_cookie_values_plus_small_cookies() -> None:
    state = table(players=3)
    state.large_cookies = [[5, 2], [4], []]
    state.small_cookies = [1, 3, 0]
    assert [state.score(p) for p in range(3)] == [8, 7, 0]


def test_r4_3_ties_are_broken_by_large_cookie_count_then_distance() -> None:
    state = table(players=4, positions=[3, 9, 12, 0])
    state.large_cookies = [[5], [3, 2], [3, 2], [5]]
    state.small_cookies = [0, 0, 0, 0]
    ranked = standings(state)
    assert [s.player for s in ranked] == [2, 1, 0, 3]
    assert [s.decided_by for s in ranked] == [
        None, TieBreak.DISTANCE, TieBreak.LARGE_COOKIES, TieBreak.DISTANCE]
    assert places(state) == (3, 2, 1, 4)


def test_r4_3_a_pawn_in_the_hole_is_measured_from_its_hole() -> None:
    state = table(positions=[14, 10], in_hole=[True, False])
    state.large_cookies = [[3], [3]]
    assert places(state) == (1, 2)


def test_r4_3_players_still_tied_share_the_place_and_the_next_is_skipped() -> None:
    state = table(players=3, positions=[4, 4, 2])
    state.large_cookies = [[3], [3], [2]]
    assert places(state) == (1, 1, 3)
    assert standings(state)[1].decided_by is TieBreak.SHARED


def test_r7_2_a_view_reveals_nothing_of_other_hands_or_any_order() -> None:
    a = table(decks=[deck_starting(3, 4, 2, 5, 1), deck_starting(1, 1, 2, 5)])
    b = table(decks=[deck_starting(3, 4, 2, 1, 5), deck_starting(5, 2, 0, 3)])
    b.stack = sorted(a.stack)  # the same cookies face down, in another order
    assert b.stack != a.stack and b.display == a.display
    va, vb = view_for(a, 0), view_for(b, 0)
    assert va.hands[1] is None
    assert va == vb
    assert view_for(a, 1) != view_for(b, 1)  # player 2 sees their own hand


def test_r7_1_the_stack_composition_is_public() -> None:
    state = table(players=2)
    view = view_for(state, 1)
    left = dict(view.stack_left)
    assert sum(left.values()) == len(state.stack) == view.stack_size
    assert Counter(state.stack) == Counter(left)


def test_r7_a_sampled_state_agrees_with_the_view() -> None:
    rng = random.Random(3)
    state, _ = GameState.start(deal(BOARD, default_seats(3), rng))
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    for viewer in range(3):
        view = view_for(state, viewer)
        for seed in range(5):
            assert view_for(sample_state(view, random.Random(seed)), viewer) == view


def test_r9_1_kids_mode_any_card_of_two_may_be_played() -> None:
    state = table(decks=[deck_starting(3, 4), deck_starting()], variants=Variants(kids=True))
    assert state.legal_actions() == (PlayCard(0), PlayCard(1))
    assert len(state.hands[0]) == 2


def test_r9_2_open_hands_are_seen_by_everyone() -> None:
    state = table(decks=[deck_starting(3, 4, 2), deck_starting(5, 1, 1)],
                  variants=Variants(open_hands=True))
    assert view_for(state, 1).hands[0] == (3, 4, 2)
    assert view_for(table(decks=[deck_starting(3, 4, 2), deck_starting()]), 1).hands[0] is None
