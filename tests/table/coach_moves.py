"""Moves every guided game's tests make around the kit's coach (game/table/coach.py):
play on until a bubble, and Pause there and back. A game gives its own `step` (one
decision of the person at the screen, then a frame)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

FRAME = 1 / 10


def _key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def until_bubble(app, play: Any, step: Callable[[Any], None], kind: type,
                 frames: int = 6000) -> str | None:
    """Play on (`step(play)`) until the coach speaks: its lesson's id; None when the
    game has left the table (or the frames ran out). `kind` is the guided Play scene."""
    for _ in range(frames):
        play = app.top if isinstance(app.top, kind) else play
        if app.top is not play:
            return None
        if play.coach.showing is not None:
            return play.coach.showing.key
        step(play)
    return None


def pause_and_back(app, play: Any) -> None:
    """Esc opens Pause over a bubble and Esc closes it: the same bubble is still up."""
    said = play.coach.showing.key
    _key(pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.top.name == "pause"
    _key(pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.top is play and play.coach.showing.key == said


def pause_resize_and_go_on(app, play: Any, first: str, then: str,
                           until: Callable[[Any, Any], str | None],
                           dismiss: Callable[[Any], None]) -> None:
    """Every guided game: Pause over the first bubble and back, a resize to the smallest
    window keeps it, and once it is put away (in the largest window) the next lesson
    comes. `until(app, play)` plays on to a bubble, `dismiss(app)` puts one away."""
    assert until(app, play) == first
    pause_and_back(app, play)
    app.resize((960, 540))
    app.step(FRAME)
    app.draw()
    assert play.coach.showing.key == first
    dismiss(app)
    app.resize((1920, 1080))
    assert until(app, play) == then
    app.draw()


def asks_before_replacing(app, open_guided: Callable[[Any], None], saves: Any, kind: type,
                          is_guided: Callable[[Any], bool]) -> None:
    """Every guided game, over a saved unfinished game (`saves` holds it): the lobby's
    button asks first; "keep my game" leaves the save untouched, "start it" opens the
    guided table."""
    from tests.helpers.pointer import click

    assert saves.has_autosave()
    open_guided(app)
    question = app.top
    assert question.name == "question"
    click(app, question.widgets[1].rect.center)  # keep my game
    app.step(FRAME)
    assert app.top is not question and not isinstance(app.top, kind)
    assert not is_guided(saves.load().record.setup)  # the saved game is untouched
    open_guided(app)
    click(app, app.top.widgets[0].rect.center)  # start it
    app.step(FRAME)
    assert isinstance(app.top, kind)
