"""Property tests: any sequence of legal actions keeps the rules' invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.race.rules.actions import (
    BOOST_CHOICES,
    COOKIE_CHOICES,
    ESCAPE_CHOICES,
    JOKER_VALUES,
    PLAY_SLOT,
    Spin,
)
from game.race.rules.board import Board, SpaceKind
from game.race.rules.records import GameRecord, record_from_json, record_to_json, replay
from game.race.rules.setup import Variants, deal, default_seats
from game.race.rules.state import GameState, IllegalAction
from game.race.rules.views import view_for
from tests.helpers.playouts import (
    assert_refused,
    random_moves,
    random_playout,
    replays_alike,
)
from tests.race.rules.invariants import check_invariants
from tests.race.rules.scenario import BOARD

KINDS = [k for k in SpaceKind if k is not SpaceKind.TEA_PARTY]


@st.composite
def boards(draw: st.DrawFn) -> Board:
    size = draw(st.integers(8, 24))
    others = draw(st.lists(st.sampled_from(KINDS), min_size=size - 1, max_size=size - 1))
    kinds = [SpaceKind.TEA_PARTY, *others]
    numbers = draw(st.lists(st.integers(1, 3), min_size=size, max_size=size))
    return Board.from_kinds(kinds, numbers)


variants = st.builds(Variants, kids=st.booleans(), open_hands=st.booleans(),
                     climb_out=st.booleans())


@settings(max_examples=150, deadline=None)
@given(board=boards(), players=st.integers(2, 4), options=variants, seed=st.integers(0, 2**32))
def test_r4_1_every_game_on_any_board_ends_with_eleven_cards_each(
    board: Board, players: int, options: Variants, seed: int
) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(board, default_seats(players), rng, options))
    left_start = [False] * players
    for _ in range(5000):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        check_invariants(state, left_start)
    assert state.is_over
    assert all(len(p) == 11 for p in state.played)


def _fields(state: GameState) -> list[str]:
    names = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())]
    return [*names, *getattr(state, "__dict__", {})]


def _mutable_parts(value: object, where: str) -> list[tuple[str, object]]:
    """Every mutable container inside `value` (lists, dicts, sets, bytearrays), with its
    path; tuples and frozen values are looked into, not listed."""
    found: list[tuple[str, object]] = []
    if isinstance(value, (list, dict, set, bytearray)):
        found.append((where, value))
    if isinstance(value, dict):
        for key, item in value.items():
            found += _mutable_parts(item, f"{where}[{key!r}]")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            found += _mutable_parts(item, f"{where}[{i}]")
    return found


def shared_mutable_parts(state: GameState, twin: GameState) -> list[str]:
    """Every mutable part of `state` that `twin` holds too (the same object): a clone
    must share none, or changing one changes the other."""
    mine = {id(part): where for name in _fields(state) if hasattr(state, name)
            for where, part in _mutable_parts(getattr(state, name), name)}
    return sorted(mine[id(part)] for name in _fields(twin) if hasattr(twin, name)
                  for _where, part in _mutable_parts(getattr(twin, name), name)
                  if id(part) in mine)


def test_the_clone_check_catches_every_shared_field() -> None:
    """A clone that shares any one mutable field (or one hand inside `hands`) is caught."""
    state, _ = GameState.start(deal(BOARD, default_seats(3), random.Random(4)))
    for name in _fields(state):
        if not any(True for _ in _mutable_parts(getattr(state, name, None), name)):
            continue
        twin = state.clone()
        setattr(twin, name, getattr(state, name))
        assert name in shared_mutable_parts(state, twin), name
    twin = state.clone()
    twin.hands[1] = state.hands[1]
    assert shared_mutable_parts(state, twin) == ["hands[1]"]


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), steps=st.integers(0, 120))
def test_a_clone_is_independent_and_identical(players: int, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(BOARD, default_seats(players), rng))
    random_moves(state, rng, steps)
    twin = state.clone()
    assert all(view_for(twin, p) == view_for(state, p) for p in range(players))
    assert shared_mutable_parts(state, twin) == []
    for name in _fields(state):
        if name != "_events":
            assert getattr(twin, name) == getattr(state, name), name
    if not twin.is_over:
        twin.apply(twin.legal_actions()[0])
        assert view_for(twin, 0) != view_for(state, 0) or twin.turns_played == state.turns_played


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), options=variants)
def test_records_reproduce_games_exactly(players: int, seed: int, options: Variants) -> None:
    rng = random.Random(seed)
    setup = deal(BOARD, default_seats(players), rng, options, seed=seed)
    record, state = random_playout(GameState.start, GameRecord, setup, rng)
    assert replays_alike(replay, record_to_json, record_from_json, view_for, record, state,
                         players)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 80), pick=st.integers(0, 1000))
def test_an_action_not_in_legal_actions_is_refused_and_changes_nothing(
    seed: int, steps: int, pick: int
) -> None:
    rng = random.Random(seed)
    state, _ = GameState.start(deal(BOARD, default_seats(3), rng))
    random_moves(state, rng, steps)
    every = [*PLAY_SLOT, *JOKER_VALUES, *BOOST_CHOICES, *COOKIE_CHOICES, *ESCAPE_CHOICES,
             Spin(0), Spin(99)]
    illegal = [a for a in every if a not in state.legal_actions()]
    action = illegal[pick % len(illegal)]
    assert_refused(state, action, IllegalAction, view_for, 3)
