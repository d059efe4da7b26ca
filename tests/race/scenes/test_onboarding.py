"""Issue 13, item 8: the race's lobby offers a guided first game, whose coach points at
things as they come up (the lobby's first word of welcome, in every game:
tests/table/test_welcome.py)."""

from __future__ import annotations

import pygame

from game.app import App
from game.box import find
from game.race.scenes.guided import FIRST_CARDS, GuidedPlay
from game.scenes.lobby import LobbyScene
from tests.race.scenes.driver import FRAME, click


def _lobby(app: App) -> LobbyScene:
    lobby = LobbyScene(app, find("race"))
    app.push(lobby)
    app.step(FRAME)
    return lobby


def test_the_lobby_offers_the_guided_game_and_how_to_play(app: App) -> None:
    lobby = _lobby(app)
    labels = [w.label for w in lobby.widgets]
    assert "Guided first game" in labels and "How to play" in labels
    guided = next(w for w in lobby.widgets if w.label == "Guided first game")
    click(app, guided.rect.center)
    app.step(FRAME)
    assert isinstance(app.top, GuidedPlay)


def test_the_coach_shows_the_hand_first_and_the_table_waits(app: App) -> None:
    play = GuidedPlay(app)
    app.push(play)
    for _ in range(200):
        app.step(FRAME)
        if play.coach.showing is not None:
            break
    assert play.coach.showing.key == "hand"
    assert play.state.hands[0] == list(FIRST_CARDS[0][:3])
    actions = len(play.record.actions)
    for _ in range(60):
        app.step(FRAME)
    assert len(play.record.actions) == actions  # nothing moves while the coach speaks
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    app.step(FRAME)
    app.step(FRAME)
    # the Joker is at the right end of Alice's first hand: its tip comes next
    assert play.coach.showing is not None and play.coach.showing.key == "joker"
    app.draw()
