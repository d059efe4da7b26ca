"""P9 what each seat may know, sampling the unseen cards, and the hover take preview."""

from __future__ import annotations

import random

from game.parade.rules.cards import cards, parse_card
from game.parade.rules.preview import take_preview
from game.parade.rules.setup import Options, deal, default_seats
from game.parade.rules.state import GameState
from game.parade.rules.views import sample_state, view_for
from tests.parade.rules.invariants import check_invariants
from tests.parade.rules.scenario import table


def _midgame(seed: int, players: int = 4, turns: int = 9) -> GameState:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(default_seats(players), rng))
    for _ in range(turns):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_P9_1_a_view_shows_public_facts_and_only_its_own_hand() -> None:
    state = _midgame(1)
    view = view_for(state, 2)
    assert view.hand == tuple(state.hands[2])
    assert view.parade == tuple(state.parade) and view.pile_size == len(state.pile)
    assert view.collections == tuple(tuple(k) for k in state.collections)
    assert view.hand_sizes == (5, 5, 5, 5) and view.played == tuple(state.played)
    assert not hasattr(view, "hands") and not hasattr(view, "pile")
    assert view.legal_actions == (() if state.turn != 2 else state.legal_actions())


def test_P9_2_unseen_cards_are_the_66_minus_public_minus_own_hand() -> None:
    state = _midgame(2)
    view = view_for(state, 0)
    hidden = [c for p in (1, 2, 3) for c in state.hands[p]] + state.pile
    assert sorted(view.unseen_cards()) == sorted(hidden)


def test_P9_2_views_do_not_change_with_hidden_cards() -> None:
    state = _midgame(3)
    view = view_for(state, 1)
    other = sample_state(view, random.Random(99))
    assert other.hands != state.hands or other.pile != state.pile
    assert view_for(other, 1) == view


def test_P9_2_sampled_states_agree_with_the_view_and_play_on_legally() -> None:
    for seed in range(20):
        state = _midgame(seed, players=2 + seed % 5, turns=seed)
        view = view_for(state, state.turn)
        imagined = sample_state(view, random.Random(seed))
        assert view_for(imagined, state.turn) == view
        check_invariants(imagined)
        rng = random.Random(seed)
        while not imagined.is_over:
            imagined.apply(rng.choice(imagined.legal_actions()), report=False)
            check_invariants(imagined)


def test_P9_3_others_chosen_discards_are_imagined_from_their_imagined_hands() -> None:
    rng = random.Random(5)
    state, _ = GameState.start(deal(default_seats(3), rng))
    while state.phase.value != "discard":
        state.apply(rng.choice(state.legal_actions()))
    state.apply(state.legal_actions()[0])
    later = state.turn
    imagined = sample_state(view_for(state, later), random.Random(1))
    chooser = state.first_player
    pair = imagined.discards[chooser]
    assert pair is not None and set(pair) <= set(imagined.hands[chooser])
    assert imagined.discards[later] is None


def test_preview_PX2_lists_removal_mode_and_taken_cards() -> None:
    s = table(hands=["G3 B1 B2 B3 B4", "R0 R1 R2 R4 R5"], parade="B5 G0 G7 R3 O9 P2 W4")
    preview = take_preview(s, 0, parse_card("G3"))
    assert preview.removal_mode == tuple(cards("B5 G0 G7 R3"))
    assert preview.taken == tuple(cards("G0 G7 R3"))
    # Two players, P7.2 on: G0 and G7 are a green majority (2 against 0), 1 each; the lone
    # R3 is not (1 against 0) and costs its 3.
    assert preview.points == 2 + 3


def test_preview_points_count_majorities_now() -> None:
    two = Options(two_player_majority=True)
    s = table(hands=["B1 O6 O7 O8 O9", "R6 R7 R8 G5 G6"], parade="B9 B8 R1",
              collections=["", "B0"], options=two)
    # B1 takes B9 and B8 (R1 is next to it, safe): 2 blues against 1 is no majority
    # with two players, so they cost their printed values.
    assert take_preview(s, 0, parse_card("B1")).taken == tuple(cards("B9 B8"))
    assert take_preview(s, 0, parse_card("B1")).points == 9 + 8
    s.collections[0] = cards("B7")
    # Now 3 blues against 1: the blue majority, 1 each, instead of the 7 paid before.
    assert take_preview(s, 0, parse_card("B1")).points == 3 - 7
    assert take_preview(s, 0, parse_card("O9")).taken == ()
    assert take_preview(s, 0, parse_card("O9")).points == 0


def test_preview_agrees_with_the_engine_on_every_card_of_real_games() -> None:
    rng = random.Random(8)
    for _ in range(30):
        state, _ = GameState.start(deal(default_seats(3), rng))
        while state.phase.value == "play":
            view = view_for(state, state.turn)
            for c in view.hand:
                preview = take_preview(view, state.turn, c)
                trial = state.clone()
                before = trial.scores()[state.turn]
                trial.apply(trial.legal_actions()[view.hand.index(c)], report=False)
                assert tuple(trial.collections[state.turn][len(state.collections[state.turn]):]) \
                    == preview.taken
                assert trial.scores()[state.turn] - before == preview.points
            state.apply(rng.choice(state.legal_actions()))
