"""Issue 36: on the Tea Party (R5.1) the cookies themselves can be clicked, the one on
display or the face-down stack, in every mode; only a cookie the rules offer answers."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.race import room
from game.race.rules.actions import ChooseCookie, CookieSource, Decision
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from tests.race.scenes.driver import FRAME, click, play_one_decision
from tests.race.scenes.test_kids_alone import CHARS


def _to_tea_party(app: App, variants: Variants) -> PlayScene:
    """A game of two people, played by posted events until one must choose a cookie."""
    for seed in range(1, 40):
        seats = (Seat(CHARS[0], "Ann", "human"), Seat(CHARS[1], "Bob", "human"))
        setup = deal(room.level(app).board, seats, random.Random(seed), variants, 0,
                     seed=seed)
        play = PlayScene(app, setup, seed=seed, autosave=False)
        app.push(play)
        for _ in range(20_000):
            if play.state.is_over:
                break
            if play.state.decision is Decision.TEA_PARTY and play.human_to_act() is not None \
                    and play.curtain_for is None and not play.beats:
                return play
            play_one_decision(app, play)
            app.step(FRAME)
        app.pop()
    raise AssertionError("no Tea Party choice in 40 games")


def _take(app: App, play: PlayScene) -> ChooseCookie:
    before = len(play.record.actions)
    for _ in range(30):
        app.step(FRAME)
        if len(play.record.actions) > before:
            break
    action = play.record.actions[before]
    assert isinstance(action, ChooseCookie)
    return action


def test_clicking_the_face_down_stack_takes_a_face_down_cookie(app: App) -> None:
    play = _to_tea_party(app, Variants())
    stack = play.anchors["cookie_stack"]
    assert any(a.source is CookieSource.STACK for r, a in play.cookie_pick.targets(play.state))
    click(app, stack.center)
    assert _take(app, play).source is CookieSource.STACK


def test_clicking_the_cookie_on_display_takes_it(app: App) -> None:
    play = _to_tea_party(app, Variants(open_hands=True))
    shown = play.state.display
    click(app, play.anchors["cookie_display"].center)
    action = _take(app, play)
    assert action.source is CookieSource.DISPLAY and shown


def test_a_press_that_slides_off_the_cookie_takes_nothing(app: App) -> None:
    play = _to_tea_party(app, Variants())
    stack, display = play.anchors["cookie_stack"], play.anchors["cookie_display"]
    pick = play.cookie_pick
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stack.center, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=display.center, button=1)
    assert pick.handle(down, play.state) is None
    assert pick.handle(up, play.state) is None  # pressed on one, let go on the other
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=display.center, rel=(0, 0),
                              buttons=(0, 0, 0))
    pick.handle(move, play.state)
    assert pick.hover is not None and pick.hover.source is CookieSource.DISPLAY


def test_no_cookie_answers_outside_the_tea_party(app: App) -> None:
    seats = (Seat(CHARS[0], "Ann", "human"), Seat(CHARS[1], "Bob", "bot:easy"))
    setup = deal(room.level(app).board, seats, random.Random(3), Variants(), 0, seed=3)
    play = PlayScene(app, setup, seed=3, autosave=False)
    app.push(play)
    app.step(FRAME)
    assert play.state.decision is not Decision.TEA_PARTY
    assert play.cookie_pick.targets(play.state) == []
    click(app, play.anchors["cookie_stack"].center)
    app.step(FRAME)
    assert not any(isinstance(a, ChooseCookie) for a in play.record.actions)
