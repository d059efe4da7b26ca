"""The Parade's bots can be hurried like the race's (the kit's hurry, game/table/hurry.py):
the hurry button, in the middle side slot during a bot's turn, plays the bot's wait and
cards faster while held. Space stays the skip of what moves."""

from __future__ import annotations

import random

import pygame
import pytest

from game.parade.rules.actions import Play
from game.parade.rules.setup import Options, Seat, deal
from game.parade.scenes.play import HURRY, PlayScene
from game.ui.layout import Recorder
from tests.parade.scenes.driver import FRAME


@pytest.fixture(autouse=True)
def running(app) -> None:
    app.running = True


def _bots_turn(app) -> PlayScene:
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:easy"), Seat("Lory", "bot:easy"))
    play = PlayScene(app, deal(seats, random.Random(4), Options(), 0, seed=4), seed=4)
    app.push(play)
    play.courtesy.window = 0.0  # no undo to wait for: straight to the bots
    for _ in range(3000):
        app.step(FRAME)
        if play.human_to_act() == 0:
            play.act(Play(play.hand_cards(0)[0]))
        if play.bots_turn() and play.input.hurry_rect() is not None:
            return play
    raise AssertionError("no bot turn with the hurry button")


def _mouse(app, logical: tuple[int, int], down: bool) -> None:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    pygame.event.post(pygame.event.Event(kind, pos=app.viewport.point(*logical), button=1))


def test_the_hurry_button_shows_in_a_bots_turn_and_hurries_while_held(app) -> None:
    play = _bots_turn(app)
    rect = play.input.hurry_rect()
    canvas = app.canvas()
    canvas.recorder = Recorder()
    play.draw(canvas)
    assert any(t.words == "Faster" for t in canvas.recorder.texts)  # no key named
    _mouse(app, rect.center, down=True)
    app.step(0.001)  # the press, and hardly any time: still the bot's turn
    assert play.hurrying and play.hurry.rate() == HURRY
    _mouse(app, rect.center, down=False)
    app.step(0.001)
    assert not play.hurrying


def test_space_in_a_bots_turn_does_not_hurry(app) -> None:
    play = _bots_turn(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
    app.step(0.001)
    assert not play.hurrying
