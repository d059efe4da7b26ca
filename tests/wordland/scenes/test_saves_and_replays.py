"""Autosave and Continue, the record book, and watching a finished game."""

from __future__ import annotations

import random

import pygame

from game.app import App
from game.shell.saves import SaveShelf
from game.shell.settings import Settings
from game.wordland.rules.components import Mode
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.saving import WordRecords
from game.wordland.scenes.play import PlayScene
from game.wordland.scenes.resume import resumed_play
from game.wordland.scenes.showcase import fast_forward
from game.wordland.scenes.watch import WatchScene


def _setup(seed: int):
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:hard"), Seat("Lory", "bot:easy"),
             Seat("Bill", "bot:medium"))
    return deal(seats, random.Random(seed), Options(mode=Mode.TYPE, timer=15.0), "fr", 0,
                seed=seed)


def test_continue_shows_the_table_as_it_was(tmp_path) -> None:
    pygame.init()
    app = App(None, Settings(language="en"), window=(640, 360), seed=2,
              saves=SaveShelf(tmp_path))
    app.catch_errors = False
    play = PlayScene(app, _setup(4), seed=4)
    app.push(play)
    fast_forward(play, 30)
    store = app.saves.store("wordland", WordRecords())
    saved = store.load()
    assert saved is not None
    assert len(saved.record.actions) == len(play.record.actions)
    again = resumed_play(app, saved.record)
    assert again.state.scores == play.state.scores
    assert again.state.said == play.state.said
    assert list(again.log) == list(play.log)
    app.replace(again)
    for _ in range(30):
        app.step(1 / 30)


def test_a_finished_game_goes_to_the_replays_and_can_be_watched(tmp_path) -> None:
    pygame.init()
    app = App(None, Settings(language="fr"), window=(640, 360), seed=2,
              saves=SaveShelf(tmp_path))
    app.catch_errors = False
    play = PlayScene(app, _setup(6), seed=6)
    app.push(play)
    fast_forward(play, None)
    store = app.saves.store("wordland", WordRecords())
    replays = store.replays()
    assert replays
    watch = WatchScene(app, replays[0].record)
    app.push(watch)
    watch.speed_index = 3
    for _ in range(20000):
        if watch.state.is_over:
            break
        app.step(0.25)
    assert watch.state.is_over
    assert watch.state.scores == play.state.scores
