"""Property tests: any legal play keeps the invariants; records replay; views hide secrets."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.wordland.rules.components import Pile
from game.wordland.rules.records import GameRecord, record_from_json, record_to_json, replay
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.rules.state import GameState
from game.wordland.rules.views import view_for
from game.wordland.words.derivatives import analyse, is_repeat
from tests.wordland.invariants import check_invariants
from tests.wordland.test_soak import random_action

options = st.builds(
    Options, timer=st.sampled_from([10.0, 15.0, 20.0]), characters=st.booleans(),
    letters=st.integers(1, 6), starting_only=st.booleans(), two_topics=st.booleans(),
    piles=st.sampled_from([(Pile.BLUE, Pile.PURPLE, Pile.GREEN), (Pile.PURPLE, Pile.GREEN),
                           (Pile.BLUE,)]),
)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 8), opts=options, seed=st.integers(0, 2**32),
       steps=st.integers(0, 300), language=st.sampled_from(["en", "fr"]))
def test_any_legal_play_keeps_invariants_and_replays_identically(
    players: int, opts: Options, seed: int, steps: int, language: str
) -> None:
    rng = random.Random(seed)
    setup = deal([Seat(f"P{i}") for i in range(players)], rng, opts, language)
    state, _ = GameState.start(setup)
    record = GameRecord(setup)
    for _ in range(steps):
        if state.is_over:
            break
        action = random_action(state, rng)
        try:
            state.apply(action)
        except ValueError:
            continue
        record.actions.append(action)
        check_invariants(state)
    again = replay(record_from_json(record_to_json(record)))
    assert (again.scores, again.round, again.out, again.said) == (
        state.scores, state.round, state.out, state.said)
    for viewer in range(players):
        view = view_for(state, viewer)
        hidden = {v for s, v in state.secret.items() if s != viewer}
        assert view.own_secret not in hidden or not view.own_secret
        assert all(a.seat == viewer for a in view.legal_actions)


words = st.text(alphabet="abcdefghilmnoprstu", min_size=1, max_size=9)


@given(a=words, b=words)
def test_w7_repeat_is_symmetric_and_reflexive(a: str, b: str) -> None:
    fa, fb = analyse(a, "en"), analyse(b, "en")
    assert is_repeat(fa, fa)
    assert is_repeat(fa, fb) == is_repeat(fb, fa)
