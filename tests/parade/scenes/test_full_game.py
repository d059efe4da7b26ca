"""Whole games at one screen, played only with posted events: one person and three bots
reaching the Results (with the hover preview and a hint on the way), and two people
sharing the screen behind the curtain, secret discards included, by keys only."""

from __future__ import annotations

import random

import pygame

from game.parade.rules.actions import Discard, Play
from game.parade.rules.records import replay
from game.parade.rules.setup import Options, Seat, deal
from game.parade.scenes.play import PlayScene
from game.parade.scenes.results import ResultsScene
from tests.parade.scenes.driver import FRAME, click, hover, human_move, key


def test_one_person_and_bots_reach_the_results(app) -> None:
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:hard"), Seat("Lory", "bot:medium"),
             Seat("Bill", "bot:easy"))
    setup = deal(seats, random.Random(3), Options(), 0, seed=3)
    play = PlayScene(app, setup, seed=3)
    app.push(play)
    previewed = hinted = False
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if play.human_to_act() is not None and play.input.cards and not previewed:
            card = play.input.cards[0]
            hover(app, card.rect.center)
            app.step(FRAME)
            preview = play.preview()
            assert preview is not None and preview.card == card.card
            previewed = True
        if play.human_to_act() is not None and not hinted and len(play.record.actions) > 4:
            key(app, pygame.K_h)
            for _ in range(200):
                app.step(FRAME)
                if play.adviser.shown is not None:
                    break
            assert play.adviser.shown is not None
            assert play.drawing._words(None)[0] == "Hint"
            hinted = True
        human_move(app, play)
        app.step(FRAME)
    assert isinstance(app.top, ResultsScene)
    actions = play.record.actions
    assert sum(isinstance(a, Discard) for a in actions) == 4
    assert any(isinstance(a, Play) for a in actions[:4])
    final = replay(play.record)
    assert final.is_over and final.scores() == play.state.scores()
    results = app.top
    assert [s.player for s in results.standings] == [s.player for s in final.standings()]
    click(app, next(w for w in results.widgets if w.label == "Play again").rect.center)
    app.step(FRAME)
    assert app.top.name == "setup"


def test_two_people_share_the_screen_behind_the_curtain(app) -> None:
    seats = (Seat("Ann", "human"), Seat("Bea", "human"), Seat("Dodo", "bot:easy"))
    setup = deal(seats, random.Random(5), Options(), 0, seed=5)
    play = PlayScene(app, setup, seed=5)
    app.push(play)
    curtains = 0
    hidden_while_curtain = True
    last = None
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if play.curtain_for is not None and play.curtain_for != last:
            curtains += 1
            last = play.curtain_for
            hidden_while_curtain &= play.hand_visible_to() is None
        if play.curtain_for is None:
            last = None
        human_move(app, play, by_keys=True)
        app.step(FRAME)
    assert isinstance(app.top, ResultsScene)
    humans_turns = sum(1 for i, a in enumerate(play.record.actions) if isinstance(a, Play))
    assert curtains >= 10 and humans_turns > 10
    assert hidden_while_curtain
    discards = [a for a in play.record.actions if isinstance(a, Discard)]
    assert len(discards) == 3
    assert replay(play.record).is_over
