"""Thinking on a worker thread gives the same answer as thinking on the caller's thread."""

from __future__ import annotations

import random
import time

from game.race.ai.search import ExpertBot
from game.race.ai.thinker import BotThinker
from game.race.rules.board import Board
from tests.race.ai.conftest import real_positions


def _wait(thinker: BotThinker):  # type: ignore[no-untyped-def]
    for _ in range(2000):
        action = thinker.poll()
        if action is not None:
            return action
        time.sleep(0.005)
    raise AssertionError("the bot never answered")


def test_thinker_answers_like_the_bot(board: Board) -> None:
    _, view = real_positions(board, games=1, seed=2)[0]
    thinker = BotThinker(ExpertBot())
    try:
        thinker.start(view, random.Random(4))
        assert _wait(thinker) == ExpertBot().choose(view, random.Random(4))
        assert thinker.poll() is None  # an answer is handed out once
    finally:
        thinker.close()


def test_thinker_cancel_then_restart(board: Board) -> None:
    positions = real_positions(board, games=1, seed=2)
    thinker = BotThinker(ExpertBot(samples=64))
    try:
        thinker.start(positions[0][1], random.Random(1))
        thinker.cancel()
        assert thinker.poll() is None
        thinker.start(positions[1][1], random.Random(1))
        assert _wait(thinker) in positions[1][0].legal_actions()
    finally:
        thinker.close()
