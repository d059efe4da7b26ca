"""A whole game played with the keyboard only: posted KEYDOWN/KEYUP events from the title
screen through Setup and every kind of decision to the Results, and back to the title."""

from __future__ import annotations

import pygame

from game.app import App
from game.race.rules.actions import Decision
from game.race.scenes.play import PlayScene
from game.race.scenes.results import ResultsScene
from game.scenes.title import TitleScene

FRAME = 1 / 30


def key(k: int, down: bool = True, mod: int = 0) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=k, mod=mod, unicode="", scancode=0))


def tap(app: App, k: int, mod: int = 0) -> None:
    key(k, True, mod)
    key(k, False, mod)
    app.step(FRAME)


def keyboard_decision(app: App, play: PlayScene, seen: set[Decision]) -> None:
    """What a keyboard player does now: arrows to choose, Enter to take, Space held to spin."""
    if play.curtain_for is not None:
        tap(app, pygame.K_RETURN)
        return
    if play.human_to_act() is None:
        return
    decision = play.state.decision
    seen.add(decision)
    if decision is Decision.SPIN:
        key(pygame.K_SPACE, True)
        for _ in range(200):
            app.step(FRAME)
            if play.spinner.charge > 0.75:
                break
        key(pygame.K_SPACE, False)
        return
    if decision is Decision.CARD and len(play.state.legal_actions()) > 1:
        tap(app, pygame.K_RIGHT)  # move to the other playable card
    tap(app, pygame.K_RETURN)


def test_a_whole_game_by_keyboard_only(app: App) -> None:
    app.push(TitleScene(app))
    app.step(FRAME)
    tap(app, pygame.K_RETURN)  # the race's tile (the first one has the focus)
    assert app.top.name == "lobby"
    tap(app, pygame.K_RETURN)  # New game (the first button has the focus)
    assert app.top.name == "setup"
    tap(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back round to the last widget: Start!
    assert app.top.focused is app.top.start_button
    tap(app, pygame.K_RETURN)
    play = app.top
    assert isinstance(play, PlayScene)
    assert any(not s.controller.startswith("bot:") for s in play.seats)
    seen: set[Decision] = set()
    for _ in range(60000):
        if isinstance(app.top, ResultsScene):
            break
        keyboard_decision(app, play, seen)
        app.step(FRAME)
    assert isinstance(app.top, ResultsScene)
    assert play.record.actions and Decision.CARD in seen
    # Results: Tab to "Menu", Enter: the race's lobby
    results = app.top
    tap(app, pygame.K_TAB)
    assert results.focused.text == "Menu"
    tap(app, pygame.K_RETURN)
    assert app.top.name == "lobby"


def test_number_keys_play_a_card_and_name_the_joker(app: App) -> None:
    from tests.shell.accessibility.helpers import game_with_human_first

    play = game_with_human_first(app, seed=2)
    assert play.state.decision is Decision.CARD
    before = len(play.record.actions)
    tap(app, pygame.K_2)  # the middle card: refused, in words
    assert len(play.record.actions) == before
    assert play.toast is not None and "middle card" in play.toast[0]
    tap(app, pygame.K_3)  # the right-hand card: chosen, lit with its ghost...
    assert len(play.record.actions) == before
    tap(app, pygame.K_3)  # ...and played (a stray key never plays: test_kids_keys)
    assert len(play.record.actions) == before + 1
