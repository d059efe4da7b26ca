"""The table kit's watch scene (game/table/watch.py) over a toy table that belongs to no
game: what a fourth game gets by giving only where its controls sit and how its table
moves on. Pace, stepping, rebuilding, leaving, and each of the three games composing it."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import pygame
import pytest

from game.app import App
from game.scenes.base import Scene
from game.scenes.lobby import LobbyScene
from game.table.watch import WatchTable
from game.ui.canvas import Canvas


@dataclass
class ToySetup:
    seed: int = 3


@dataclass
class ToyRecord:
    setup: ToySetup
    actions: list[int] = field(default_factory=list)


class ToyPlay(Scene):
    """A table that adds up the numbers played; one action a frame when free."""

    name = "play"
    watching = False

    def __init__(self, app, setup: ToySetup, seed: int = 0, autosave: bool = True) -> None:
        super().__init__(app)
        self.record = ToyRecord(setup)
        self.script: deque = deque()
        self.sum = 0
        self.closed = False
        self.autosave = autosave
        self.idle = True

    def act(self, action: int) -> bool:
        self.record.actions.append(action)
        self.sum += action
        return True

    def fast_forward(self) -> None:
        self.idle = True

    def close(self) -> None:
        self.closed = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.script:
            self.act(self.script.popleft())

    def draw(self, canvas: Canvas) -> None:
        canvas.rect((0, 0, 1920, 1080), (200, 200, 200))
        super().draw(canvas)


class ToyWatch(WatchTable, ToyPlay):
    game_id = "race"

    def control_rects(self):
        return [(100 + k * 220, 900, 200, 64) for k in range(3)]

    def scrub_row(self) -> pygame.Rect:
        return pygame.Rect(100, 840, 640, 36)

    def tag_rect(self) -> pygame.Rect:
        return pygame.Rect(100, 780, 640, 40)


RECORD = ToyRecord(ToySetup(), [1, 2, 3, 4, 5, 6])


def _key(app: App, key: int) -> None:
    app.top.process_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))


def test_a_watch_plays_its_record_without_saving_and_holds(app: App) -> None:
    watch = ToyWatch(app, RECORD)
    app.push(watch)
    assert watch.watching and watch.autosave is False
    assert (watch.position, watch.total, watch.pace) == (0, 6, 1.0)
    for _ in range(3):
        watch.update(1 / 60)
    assert watch.position == 3 and watch.sum == 6
    _key(app, pygame.K_SPACE)
    assert watch.holding
    for _ in range(3):
        watch.update(1 / 60)
    assert watch.position == 3, "held: nothing new is played"


def test_pace_keys_and_the_speed_button(app: App) -> None:
    watch = ToyWatch(app, RECORD)
    app.push(watch)
    _key(app, pygame.K_RIGHT)
    assert watch.pace == 2.0
    _key(app, pygame.K_MINUS)
    _key(app, pygame.K_MINUS)
    _key(app, pygame.K_MINUS)
    assert watch.pace == 0.5, "slower stops at the slowest"
    for _ in range(4):
        watch.controls[1].on_click()
    assert watch.pace == 0.5, "the button goes round: after the fastest, the slowest"
    assert watch.speed == pytest.approx(app.settings.animation_speed * 0.5)


def test_stepping_back_rebuilds_and_stepping_on_plays_one(app: App) -> None:
    app.push(ToyWatch.at(app, RECORD, 4))
    watch = app.top
    assert isinstance(watch, ToyWatch) and watch.holding and watch.sum == 10
    watch.speed_index = 2
    _key(app, pygame.K_COMMA)
    back = app.top
    assert back is not watch and watch.closed
    assert (back.position, back.sum, back.speed_index) == (3, 6, 2), "same pace, rebuilt"
    _key(app, pygame.K_PERIOD)
    assert back.position == 4 and app.top is back and back.holding
    _key(app, pygame.K_END)
    assert app.top.position == 6 and list(app.top.script) == []
    _key(app, pygame.K_HOME)
    assert app.top.position == 0
    app.top.go_to(0)
    assert app.top.holding, "going where it stands only holds"


def test_the_slider_goes_to_any_action(app: App) -> None:
    app.push(ToyWatch.at(app, RECORD, 0))
    track = app.top.slider_rect()
    at = (track.x + track.w // 2, track.centery)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.top.process_event(pygame.event.Event(kind, pos=at, button=1))
    assert app.top.position == 3


def test_leaving_goes_back_or_to_the_games_lobby(app: App) -> None:
    below = Scene(app)
    app.push(below)
    app.push(ToyWatch(app, RECORD))
    watch = app.top
    _key(app, pygame.K_ESCAPE)
    assert app.top is below and watch.closed
    app.reset_to(ToyWatch(app, RECORD))
    app.top.controls[2].on_click()
    assert isinstance(app.top, LobbyScene) and app.top.game.id == "race"


def test_a_watch_draws_its_controls_and_says_it_is_a_replay(app: App) -> None:
    watch = ToyWatch.at(app, RECORD, 2, holding=False)
    app.push(watch)
    app.step(1 / 60)
    assert app.top is watch, "drawn without an error"
    assert [b.text for b in watch.controls] == ["Pause", "Speed ×1", "Exit"]
    from game.ui import theme

    tag = app.screen.get_at((round(104 * 2 / 3), round(800 * 2 / 3)))[:3]
    assert tuple(tag) == theme.ROSE_DARK[:3], "the replay's tag"
    watch.toggle_hold()
    app.step(1 / 60)
    assert watch.controls[0].text == "Play"


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_every_game_composes_the_kits_watch(game_id: str) -> None:
    import importlib

    module = importlib.import_module(f"game.{game_id}.scenes.watch")
    assert issubclass(module.WatchScene, WatchTable) and module.WatchScene.game_id == game_id


def test_the_word_game_now_steps_and_scrubs_too(app: App) -> None:
    """The kit's stepping reaches the word game: its viewer had only Play, Speed, Exit."""
    import random

    from game.wordland.rules.records import GameRecord, replay
    from game.wordland.rules.setup import Options, Seat, deal
    from game.wordland.scenes.play import PlayScene
    from game.wordland.scenes.showcase import fast_forward
    from game.wordland.scenes.watch import WatchScene
    from game.wordland.ui import geometry as geo

    seats = (Seat("Ann", "bot:hard"), Seat("Dodo", "bot:easy"), Seat("Lory", "bot:medium"))
    play = PlayScene(app, deal(seats, random.Random(5), Options(), "en", 0, seed=5), seed=5,
                     autosave=False)
    app.push(play)
    fast_forward(play, None, stop=lambda s: s.round >= 1)
    record = GameRecord(play.record.setup, list(play.record.actions))
    app.pop()
    k = len(record.actions) - 2
    app.push(WatchScene.at(app, record, k))
    watch = app.top
    want = replay(GameRecord(record.setup, record.actions[:k]))
    assert watch.position == k and watch.state.scores == want.scores
    assert watch.state.round == want.round and watch.holding
    _key(app, pygame.K_COMMA)
    assert app.top is not watch and app.top.position == k - 1
    _key(app, pygame.K_PERIOD)
    _key(app, pygame.K_PERIOD)
    assert app.top.position == k + 1 and app.top.holding
    assert app.top.state.scores == replay(GameRecord(record.setup,
                                                     record.actions[:k + 1])).scores
    row = app.top.scrub_row()
    assert row.bottom <= app.top.tag_rect().top
    assert row.top >= geo.SIDE.bottom - geo.WATCH_CONTROLS, "the log ends above the row"
    app.step(1 / 60)
    assert isinstance(app.top, WatchScene), "drawn without an error"
