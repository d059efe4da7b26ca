"""The people at a table, as posted pygame events: a click, a hover, a key, typed text."""

from __future__ import annotations

import pygame


def hover(app, logical: tuple[int, int]) -> None:
    pos = app.viewport.point(*logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def click(app, logical: tuple[int, int]) -> None:
    """The pointer moves to `logical` (canvas pixels) and the left button goes down, up."""
    hover(app, logical)
    pos = app.viewport.point(*logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app, k: int) -> None:
    """A key pressed and let go."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def play_until(app, play, decide, done: type, frames: int, dt: float) -> None:
    """Frame by frame, the person at the screen deciding first (`decide(app, play)`, by
    posted events), until a `done` scene is on top: it must be there within `frames`."""
    for _ in range(frames):
        if isinstance(app.top, done):
            break
        decide(app, play)
        app.step(dt)
    assert isinstance(app.top, done)
