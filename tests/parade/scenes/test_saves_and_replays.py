"""Autosave and Continue, the record book, and watching a finished game."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.parade.rules.setup import Options, Seat, deal
from game.parade.saving import ParadeRecords
from game.parade.scenes.play import PlayScene
from game.parade.scenes.resume import resumed_play
from game.parade.scenes.showcase import fast_forward
from game.parade.scenes.watch import WatchScene
from game.shell.saves import SaveShelf
from game.shell.settings import Settings


def _setup(seed: int, humans: int = 1):
    seats = tuple(Seat(n, "human" if i < humans else "bot:medium")
                  for i, n in enumerate(("Ann", "Dodo", "Lory", "Bill")))
    return deal(seats, random.Random(seed), Options(), 0, seed=seed)


def _app(tmp_path, lang: str = "en") -> App:
    pygame.init()
    app = App(None, Settings(language=lang, animation_speed=8.0), window=(640, 360), seed=2,
              saves=SaveShelf(tmp_path))
    app.catch_errors = False
    return app


def test_continue_shows_the_table_as_it_was(tmp_path) -> None:
    app = _app(tmp_path)
    play = PlayScene(app, _setup(4), seed=4)
    app.push(play)
    fast_forward(play, 14)
    store = app.saves.store("parade", ParadeRecords())
    saved = store.load()
    assert saved is not None
    assert len(saved.record.actions) == len(play.record.actions)
    again = resumed_play(app, saved.record)
    assert again.state.parade == play.state.parade
    assert again.shown.collections == play.shown.collections
    assert again.hand_view == play.hand_view
    assert again.human_to_act() == 0
    app.replace(again)
    for _ in range(30):
        app.step(1 / 30)


def test_continue_with_two_people_brings_the_curtain_down(tmp_path) -> None:
    app = _app(tmp_path)
    play = PlayScene(app, _setup(6, humans=2), seed=6)
    app.push(play)
    fast_forward(play, 9)
    saved = app.saves.store("parade", ParadeRecords()).load()
    again = resumed_play(app, saved.record)
    app.replace(again)
    app.step(1 / 30)
    assert again.curtain_for == again.state.turn
    assert again.hand_visible_to() is None


def test_a_finished_game_goes_to_the_replays_and_can_be_watched(tmp_path) -> None:
    app = _app(tmp_path, "fr")
    play = PlayScene(app, _setup(8), seed=8)
    app.push(play)
    fast_forward(play, None)
    store = app.saves.store("parade", ParadeRecords())
    replays = store.replays()
    assert replays
    watch = WatchScene(app, replays[0].record)
    app.push(watch)
    watch.speed_index = 3
    for _ in range(20000):
        if watch.state.is_over and watch.idle:
            break
        app.step(0.1)
    assert watch.state.is_over
    assert watch.state.scores() == play.state.scores()
    assert app.top is watch  # a replay ends on its table
