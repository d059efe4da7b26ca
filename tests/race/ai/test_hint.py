"""The hint names a legal action and says why in a non-empty sentence."""

from __future__ import annotations

import random

from game.race.ai.hint import hint
from game.race.ai.search import ExpertBot
from game.race.rules.board import Board
from game.race.rules.setup import Variants
from tests.race.ai.conftest import real_positions


def test_hint_is_legal_and_explained(board: Board) -> None:
    positions = real_positions(board, games=4, seed=3)
    positions += real_positions(board, games=2, seed=4, variants=Variants(kids=True))
    kinds = set()
    for i, (state, view) in enumerate(positions):
        h = hint(view, random.Random(i), ExpertBot(samples=4))
        assert h.action in state.legal_actions()
        assert h.reason.strip() and h.reason.endswith(".")
        kinds.add(view.decision)
    assert len(kinds) >= 3


def test_hint_matches_the_expert(board: Board) -> None:
    for i, (_, view) in enumerate(real_positions(board, games=1, seed=8)[:10]):
        assert hint(view, random.Random(i)).action == ExpertBot().choose(view, random.Random(i))
