"""A whole game of one human and three random bots, played only with posted events."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.race import room
from game.race.rules.components import Character
from game.race.rules.records import replay
from game.race.rules.setup import Seat, Variants, deal
from game.race.scenes.play import PlayScene
from game.race.scenes.results import ResultsScene
from tests.helpers.pointer import play_until
from tests.race.scenes.driver import FRAME, click, play_one_decision


def _setup(app: App, seats: tuple[Seat, ...], seed: int):
    return deal(room.level(app).board, seats, random.Random(seed), Variants(), 0, seed=seed)


def _seated(app: App, name: str, controller: str, seed: int, frames: int) -> PlayScene:
    """Ann (Alice, a person) against `name` (the Hatter, played by `controller`), on the
    app after `frames` frames."""
    seats = (Seat(Character.ALICE, "Ann", "human"), Seat(Character.HATTER, name, controller))
    play = PlayScene(app, _setup(app, seats, seed), seed=seed)
    app.push(play)
    for _ in range(frames):
        app.step(FRAME)
    return play


def test_one_human_and_three_bots_reach_the_results(app: App) -> None:
    seats = (
        Seat(Character.ALICE, "Ann", "human"),
        Seat(Character.HATTER, "Hatter", "bot:random"),
        Seat(Character.HARE, "Hare", "bot:random"),
        Seat(Character.QUEEN, "Queen", "bot:random"),
    )
    play = PlayScene(app, _setup(app, seats, 21), seed=21)
    app.push(play)
    play_until(app, play, play_one_decision, ResultsScene, 60000, FRAME)
    # the record kept by the Play scene replays to the same end
    final = replay(play.record)
    assert final.is_over
    assert [final.score(p) for p in range(4)] == [play.state.score(p) for p in range(4)]
    # Results offers the race's menu: go there, and Back to the title
    menu = next(w for w in app.top.widgets if getattr(w, "label", "") == "Menu")
    click(app, menu.rect.center)
    app.step(FRAME)
    assert app.top.name == "lobby" and app.top.game.id == "race"
    back = next(w for w in app.top.widgets if getattr(w, "label", "") == "Back")
    click(app, back.rect.center)
    app.step(FRAME)
    assert app.top.name == "title"


def test_curtain_hides_the_hand_between_two_humans(app: App) -> None:
    play = _seated(app, "Bea", "human", 8, 20)
    # Ann's turn first: the curtain asks for Ann's player; no hand is face up
    assert play.curtain_for == 0
    assert play.hand_visible_to() is None
    click(app, (960, 540))
    app.step(FRAME)
    assert play.curtain_for is None and play.hand_visible_to() == 0
    # Ann plays; when Bea's turn comes, the curtain comes down again
    seen_curtain_for_bea = False
    for _ in range(3000):
        if play.curtain_for == 1:
            seen_curtain_for_bea = True
            assert play.hand_visible_to() is None
            break
        if play.state.turn == 0:
            play_one_decision(app, play)
        app.step(FRAME)
    assert seen_curtain_for_bea


def test_the_middle_card_says_why_it_cannot_be_played(app: App) -> None:
    play = _seated(app, "Hatter", "bot:random", 2, 40)
    assert play.human_to_act() == 0
    rect = play.hand_view.card_rect(1, 3)
    click(app, rect.center)
    app.step(FRAME)
    assert play.toast is not None and "middle card" in play.toast[0]
    assert not play.record.actions
    pygame.event.clear()
