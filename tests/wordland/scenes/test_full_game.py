"""Whole games at one screen, played only with posted events: a typed game with one
person and bots reaching the results, and a spoken game run with Next / Out / votes."""

from __future__ import annotations

import random

import pygame

from game.wordland.rules.actions import Challenge, PressTeapot, ReportOut, SayWord
from game.wordland.rules.components import Mode, OutReason, Phase
from game.wordland.rules.records import replay
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.scenes.play import PlayScene
from game.wordland.scenes.results import ResultsScene
from tests.helpers.pointer import play_until
from tests.wordland.scenes.driver import FRAME, button, click, key, play_typed_human


def test_a_typed_game_with_one_person_and_bots_reaches_the_results(app) -> None:
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:expert"), Seat("Lory", "bot:hard"),
             Seat("Bill", "bot:medium"))
    setup = deal(seats, random.Random(3), Options(mode=Mode.TYPE, timer=10.0), "en", 0,
                 seed=3)
    play = PlayScene(app, setup, seed=3)
    app.push(play)
    play_until(app, play, play_typed_human, ResultsScene, 40000, FRAME)
    said = [a for a in play.record.actions if isinstance(a, SayWord)]
    assert any(a.seat == 0 for a in said), "the person typed words"
    assert any(a.seat != 0 for a in said), "the bots typed words"
    final = replay(play.record)
    assert final.is_over and final.scores == play.state.scores
    # Results: Play again leads back to the setup
    click(app, next(w for w in app.top.widgets if w.label == "Play again").rect.center)
    app.step(FRAME)
    assert app.top.name == "setup"


def test_a_spoken_game_is_run_with_buttons_and_keys(app) -> None:
    """Next by Space; Out by L then L ("why out?" answered); a challenge by C then the
    challenger's digit; votes by Y / N, each going to the engine after its undo window."""
    seats = tuple(Seat(n, "human") for n in ("Ann", "Bea", "Cy"))
    setup = deal(seats, random.Random(5), Options(mode=Mode.SAY, timer=15.0), "en", 0, seed=5)
    play = PlayScene(app, setup, seed=5)
    app.push(play)
    presses = 0
    challenged = False
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        s = play.state
        if play.summary_due is not None:
            key(app, pygame.K_SPACE)   # Space skips the moment before the summary
        elif play.summary is not None or play.curtain is not None or s.phase is Phase.TOPIC:
            if play.widgets:
                click(app, play.widgets[0].rect.center)   # summary, curtain, Queen's choice
        elif s.phase is Phase.VOTE:
            key(app, pygame.K_n)   # against, with an undo window
        elif play.input.out_menu:
            key(app, pygame.K_l)   # the reason answers "why out?"
        elif play.input.choosing_challenger:
            key(app, pygame.K_1)
        elif s.phase is Phase.DISCUSSION:
            challenge = button(play, "Challenge")
            if challenge is not None and not challenged:
                key(app, pygame.K_c)
                challenged = True
            elif presses % 4 == 3:
                key(app, pygame.K_l)   # opens "why out?"
            else:
                key(app, pygame.K_SPACE)   # Next
            presses += 1
        for _step in range(3):
            app.step(FRAME)
    assert isinstance(app.top, ResultsScene)
    actions = play.record.actions
    assert any(isinstance(a, PressTeapot) for a in actions)
    assert any(isinstance(a, ReportOut) and a.reason is OutReason.LETTER for a in actions)
    assert any(isinstance(a, Challenge) for a in actions)
    assert replay(play.record).is_over
