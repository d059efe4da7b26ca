"""Shared by tests/saves and tests/resilience: a headless app whose files live in a
temporary folder, a recording stand-in for the sound, and small game helpers."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.app import App
from game.race import room
from game.race.levels import Level
from game.race.room import RaceRoom
from game.race.rules.components import Character
from game.race.rules.setup import Seat, Variants, deal
from game.shell.saves import SaveShelf
from game.shell.settings import Settings
from game.shell.sounds import SilentAudio
from tests.helpers.apps import close_scenes

FRAME = 1 / 30
close_app = close_scenes  # the name the saves and resilience tests know


class RecordingAudio(SilentAudio):
    """Remembers every call, for checking what the game asked to hear."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def play(self, effect_name: str) -> None:
        self.calls.append(("play", effect_name))

    def play_event(self, event: object) -> None:
        self.calls.append(("event", type(event).__name__))

    def tick(self, speed: float) -> None:
        self.calls.append(("tick", speed))

    def start_music(self, fade_ms: int = 1500) -> None:
        self.calls.append(("music", True))

    def stop_music(self, fade_ms: int = 600) -> None:
        self.calls.append(("music", False))

    def pause(self) -> None:
        super().pause()
        self.calls.append(("pause", None))

    def resume(self) -> None:
        super().resume()
        self.calls.append(("resume", None))

    def names(self, kind: str) -> list[object]:
        return [v for k, v in self.calls if k == kind]


def make_app(level: Level, folder: Path, audio: object | None = None, speed: float = 8.0,
             seed: int = 11, window: tuple[int, int] = (1280, 720)) -> App:
    """An app saving into a temporary shelf; `folder` is the race's part of it
    (``<shelf>/race``), where its autosave and replays land."""
    assert folder.name == "race"
    pygame.init()
    return App(None, Settings(animation_speed=speed), window=window, seed=seed,
               saves=SaveShelf(folder.parent), audio=audio, rooms={"race": RaceRoom(level)})


@contextmanager
def open_app(level: Level, folder: Path, audio: object | None = None, seed: int = 11,
             window: tuple[int, int] = (1280, 720)) -> Iterator[App]:
    """`make_app` for the length of a test (an `app` fixture's body), then its scenes
    closed and pygame shut down."""
    application = make_app(level, folder, audio, seed=seed, window=window)
    yield application
    close_app(application)
    pygame.quit()


def seats(*controllers: str) -> tuple[Seat, ...]:
    chars = list(Character)
    names = ["Ann", "Bea", "Cy", "Di"]
    return tuple(Seat(chars[i], names[i], c) for i, c in enumerate(controllers))


def new_setup(app: App, table: tuple[Seat, ...], seed: int, variants: Variants | None = None):
    return deal(room.level(app).board, table, random.Random(seed), variants or Variants(), 0,
                seed=seed)


def wait_for_worker(app: App, condition, seconds: float = 60.0) -> bool:
    """Step frames until `condition`, giving a worker thread real time to finish.

    A frame count alone races the thread: on a loaded machine thousands of cheap frames
    can pass before the search has had its share of the CPU.
    """
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        app.step(FRAME)
        time.sleep(0.002)
    return condition()


def step_until(app: App, condition, frames: int = 20000) -> bool:
    for _ in range(frames):
        if condition():
            return True
        app.step(FRAME)
    return condition()
