"""Layout that plays (issue 33): a whole Parade game reached through the real scenes.

The chosen states of test_layout.py miss what real games reach: a long hint, a seat's
last-play row after a big take, a results cell of many majority cards. Here one person
(who asks for a hint at every turn) and five bots play a seeded six-player game through
the Play scene, its end show and the Results, at three looks (the issue's 1920x1080 in
French at 150 %, 1280x720 in English at 125 %, 960x540 in French at 100 %); every few
frames the screen is drawn with a recorder and judged by the shared check
(tests/shell/layout_check.py): no cut, no text on text, none under the floor.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.parade.rules.setup import Options, Seat, deal
from game.parade.scenes.play import PlayScene
from game.parade.scenes.results import ResultsScene
from tests.parade.scenes.driver import FRAME, human_move, key
from tests.shell.layout_check import PLAYED_LOOKS, app_in_look, counted, look_id, problems

EVERY = 9
"""Frames between two judged frames (a move takes about a dozen at test speed)."""


@pytest.mark.parametrize("look", PLAYED_LOOKS, ids=look_id)
def test_a_played_game_shows_every_text_whole(look) -> None:
    failures: list[str] = []
    with app_in_look(look) as app:
        bots = ("Dodo", "Lory", "Bill", "Duchess", "Mock Turtle")
        seats = (Seat("Ann", "human"), *(Seat(name, "bot:easy") for name in bots))
        setup = deal(seats, random.Random(5), Options(), 0, seed=5)
        play = PlayScene(app, setup, seed=5, autosave=False)
        app.push(play)
        asked = -1
        for frame in range(6000):
            if isinstance(app.top, ResultsScene):
                failures += [f"results: {p}" for p in problems(app, app.top)]
                break
            moves = len(play.record.actions)
            if play.human_to_act() is not None and asked != moves and play.input.cards:
                key(app, pygame.K_h)  # the hint, read before the move
                for _ in range(100):
                    app.step(FRAME)
                    if play.adviser.shown is not None:
                        break
                asked = moves
                failures += [f"hint at move {moves}: {p}" for p in problems(app, play)]
            human_move(app, play)
            app.step(FRAME)
            if frame % EVERY == 0:
                failures += [f"move {moves}: {p}" for p in problems(app, app.top)]
        assert isinstance(app.top, ResultsScene), "the game did not reach the results"
    unique = list(dict.fromkeys(failures))
    assert not unique, counted(unique)
