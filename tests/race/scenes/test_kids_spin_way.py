"""Issue 36: the spinner's hand turns the way she pushed it (rules notes 20), at a kids'
table and at any table, with its physics (R8.1); a tap still spins clockwise."""

from __future__ import annotations

import math

import pygame

from game.app import App
from game.race.rules.setup import Seat
from game.race.scenes.play import PlayScene
from tests.race.scenes.driver import FRAME, table
from tests.race.scenes.test_kids_alone import CHARS, _kids, _to_spin


def _drag(app: App, play: PlayScene, way: int, frames: int = 6, step: float = 0.25) -> None:
    """Press on the clock face near the hand, drag round it `way` (+1 clockwise) by
    `step` rad a frame, let go: posted mouse events only, one frame at a time."""
    px, py = play.geo.pivot
    r = play.geo.clock_radius * 0.5
    angle = play.spinner.model.angle

    def at(a: float) -> tuple[int, int]:
        return app.viewport.point(px + r * math.sin(a), py - r * math.cos(a))

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(angle), button=1))
    app.step(FRAME)
    for _ in range(frames):
        angle += way * step
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at(angle), rel=(0, 0),
                                             buttons=(1, 0, 0)))
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(angle), button=1))


def _turned(app: App, play: PlayScene) -> float:
    """Let the spin run; the signed angle the hand turned (clockwise positive)."""
    total = 0.0
    last = play.spinner.model.display_angle
    app.step(FRAME)
    assert play.spinner.busy
    for _ in range(600):
        now = play.spinner.model.display_angle
        delta = (now - last) % math.tau
        total += delta - math.tau if delta > math.pi else delta
        last = now
        if not play.spinner.busy:
            break
        app.step(FRAME)
    return total


def grown_ups(app: App) -> PlayScene:
    """A readers' table (no kids mode): Ann and a bot."""
    return table(app, [Seat(CHARS[0], "Ann", "human"), Seat(CHARS[1], "Bob", "bot:easy")],
                 seed=4)


def _grown_ups_spin(app: App) -> PlayScene:
    """A readers' table, at a person's spin."""
    play = grown_ups(app)
    _to_spin(app, play)
    return play


def test_an_anticlockwise_drag_turns_the_hand_anticlockwise_at_a_kids_table(app: App) -> None:
    play = _kids(app, 4)
    _to_spin(app, play)
    _drag(app, play, -1, frames=3, step=0.1)  # a slow, short, clumsy drag
    assert _turned(app, play) < -math.tau
    assert play.spinner.model.direction == -1


def test_a_clockwise_drag_turns_clockwise_at_a_kids_table(app: App) -> None:
    play = _kids(app, 5)
    _to_spin(app, play)
    _drag(app, play, 1, frames=3, step=0.1)
    assert _turned(app, play) > math.tau


def test_a_hard_anticlockwise_throw_turns_anticlockwise_at_any_table(app: App) -> None:
    play = _grown_ups_spin(app)
    _drag(app, play, -1, frames=6, step=0.45)  # ~13 rad/s
    assert _turned(app, play) < -math.tau


def test_a_slow_anticlockwise_drag_at_a_grown_ups_table_is_still_too_weak(app: App) -> None:
    play = _grown_ups_spin(app)
    _drag(app, play, -1, frames=3, step=0.05)
    app.step(FRAME)
    assert not play.spinner.busy and play.spinner.message  # "Spin harder!" (R6.6)
