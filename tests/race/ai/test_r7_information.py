"""Bots decide from their view alone (RULES R7): hidden cards and orders cannot matter."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.race.ai.boardinfo import board_info
from game.race.ai.evaluation import evaluate
from game.race.rules.board import Board
from game.race.rules.components import DECK
from game.race.rules.setup import Variants
from game.race.rules.views import sample_state, view_for
from tests.race.ai.conftest import full_bots, real_positions

LEVELS = ("random", "easy", "medium", "hard", "expert")


@pytest.fixture(scope="module")
def positions(board: Board):  # type: ignore[no-untyped-def]
    return real_positions(board, games=6, seed=11)[::4]


@pytest.mark.parametrize("level", LEVELS)
def test_r7_2_bot_ignores_hidden_cards(board: Board, positions, level: str) -> None:  # type: ignore[no-untyped-def]
    """Two tables that differ only in hidden cards (other hands, deck orders, the stack)
    look the same from the seat, so the bot makes the same decision on both."""
    bot = full_bots()[level]
    differed = 0
    for i, (state, view) in enumerate(positions[:12]):
        other_table = sample_state(view, random.Random(1000 + i))  # a different hidden deal
        differed += (other_table.hands, other_table.decks, other_table.stack) != (
            state.hands, state.decks, state.stack)
        other_view = view_for(other_table, view.viewer)
        assert other_view == view
        a = bot.choose(view, random.Random(i))
        b = bot.choose(other_view, random.Random(i))
        assert a == b
    assert differed >= 10  # the hidden parts really were different


def test_r7_1_evaluation_reads_only_public_facts(positions) -> None:  # type: ignore[no-untyped-def]
    """Every determinization of a view gets the same score from the evaluation."""
    for state, view in positions:
        info = board_info(state)
        want = evaluate(state, view.viewer, info)
        for seed in range(3):
            other = sample_state(view, random.Random(seed))
            assert evaluate(other, view.viewer, info) == pytest.approx(want)


@pytest.mark.parametrize("level", LEVELS)
def test_r9_2_bot_plays_legally_from_a_scrambled_view(board: Board, level: str) -> None:
    """With open hands the other hands are visible; replaced by random cards (even cards
    that cannot be there), the bot must still answer with a legal action."""
    bot = full_bots()[level]
    positions = real_positions(board, games=3, seed=5, variants=Variants(open_hands=True))
    rng = random.Random(3)
    for state, view in positions[::3]:
        hands = tuple(
            h if p == view.viewer or h is None
            else tuple(rng.choice(DECK) for _ in h)
            for p, h in enumerate(view.hands)
        )
        scrambled = dataclasses.replace(view, hands=hands)
        assert bot.choose(scrambled, random.Random(0)) in state.legal_actions()
