"""Property tests: any sequence of legal actions keeps the rules' invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.parade.rules import events as ev
from game.parade.rules.actions import PLAYS, Discard, Phase
from game.parade.rules.cards import FINAL_HAND, HAND_SIZE
from game.parade.rules.records import GameRecord, record_from_json, record_to_json, replay
from game.parade.rules.setup import Options, deal, default_seats
from game.parade.rules.state import GameState, IllegalAction
from game.parade.rules.views import view_for
from tests.helpers.playouts import (
    assert_refused,
    random_moves,
    random_playout,
    replays_alike,
)
from tests.parade.rules.invariants import check_invariants

players = st.integers(2, 6)
seeds = st.integers(0, 2**32)
options = st.builds(Options, two_player_majority=st.booleans())


@settings(max_examples=150, deadline=None)
@given(n=players, seed=seeds, opts=options)
def test_P1_1_sixty_six_cards_are_conserved_and_hands_hold_five_after_every_action(
    n: int, seed: int, opts: Options
) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(default_seats(n), rng, opts))
    check_invariants(state)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        check_invariants(state)


@settings(max_examples=150, deadline=None)
@given(n=players, seed=seeds)
def test_P5_3_the_last_round_gives_everyone_exactly_one_more_turn_ending_with_four_cards(
    n: int, seed: int
) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(default_seats(n), rng))
    turns_after_trigger: list[int] = []
    trigger_seen = False
    while state.phase is Phase.PLAY:
        mover = state.turn
        events = state.apply(rng.choice(state.legal_actions()))
        if trigger_seen:
            turns_after_trigger.append(mover)
            assert not any(isinstance(e, ev.CardDrawn | ev.LastRoundStarted) for e in events)
        started = [e for e in events if isinstance(e, ev.LastRoundStarted)]
        if started:
            assert not trigger_seen
            trigger_seen = True
            triggerer = started[0].player
            assert all(len(h) == HAND_SIZE for h in state.hands)
    assert [len(h) for h in state.hands] == [FINAL_HAND] * n
    assert turns_after_trigger == [(triggerer + 1 + k) % n for k in range(n)]
    assert state.turn == state.first_player


@settings(max_examples=60, deadline=None)
@given(n=players, seed=seeds, steps=st.integers(0, 70))
def test_a_clone_is_independent_and_identical(n: int, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(default_seats(n), rng))
    random_moves(state, rng, steps)
    twin = state.clone()
    assert all(view_for(twin, p) == view_for(state, p) for p in range(n))
    assert twin.pile == state.pile and twin.hands == state.hands
    before = [view_for(state, p) for p in range(n)]
    while not twin.is_over:
        twin.apply(twin.legal_actions()[0], report=False)
    assert [view_for(state, p) for p in range(n)] == before


@settings(max_examples=40, deadline=None)
@given(n=players, seed=seeds, opts=options)
def test_records_reproduce_games_exactly(n: int, seed: int, opts: Options) -> None:
    rng = random.Random(seed)
    setup = deal(default_seats(n), rng, opts, seed=seed)
    record, state = random_playout(GameState.start, GameRecord, setup, rng)
    assert replays_alike(replay, record_to_json, record_from_json, view_for, record, state, n)


@settings(max_examples=80, deadline=None)
@given(seed=seeds, steps=st.integers(0, 60), pick=st.integers(0, 10_000))
def test_an_action_not_in_legal_actions_is_refused_with_a_reason_and_changes_nothing(
    seed: int, steps: int, pick: int
) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(default_seats(3), rng))
    random_moves(state, rng, steps)
    every = [*PLAYS, Discard((0, 1)), Discard((7, 40)), Discard((3, 3))]
    if state.phase is Phase.DISCARD:
        hand = state.hands[state.turn]
        every += [Discard((hand[0], 65 - hand[0] % 2)), Discard((hand[0], hand[0]))]
    legal = state.legal_actions()
    illegal = [a for a in every if a not in legal]
    action = illegal[pick % len(illegal)]
    hidden = (state.pile[:], [h[:] for h in state.hands], state.discards[:])
    assert_refused(state, action, IllegalAction, view_for, 3)
    assert (state.pile, state.hands, state.discards) == hidden
