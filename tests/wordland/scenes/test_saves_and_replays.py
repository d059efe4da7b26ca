"""Autosave and Continue, the record book, and watching a finished game."""

from __future__ import annotations

import random

from game.wordland.rules.components import Mode
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.saving import WordRecords
from game.wordland.scenes.play import PlayScene
from game.wordland.scenes.resume import resumed_play
from game.wordland.scenes.showcase import fast_forward
from game.wordland.scenes.watch import WatchScene
from tests.helpers.saves import continued, shelf_app, watched_to_the_end


def _setup(seed: int):
    seats = (Seat("Ann", "human"), Seat("Dodo", "bot:hard"), Seat("Lory", "bot:easy"),
             Seat("Bill", "bot:medium"))
    return deal(seats, random.Random(seed), Options(mode=Mode.TYPE, timer=15.0), "fr", 0,
                seed=seed)


def test_continue_shows_the_table_as_it_was(tmp_path) -> None:
    app = shelf_app(tmp_path, "en")
    play = PlayScene(app, _setup(4), seed=4)
    again = continued(app, play, "wordland", WordRecords(), resumed_play,
                      (fast_forward, 30))
    assert again.state.scores == play.state.scores
    assert again.state.said == play.state.said
    assert list(again.log) == list(play.log)
    app.replace(again)
    for _ in range(30):
        app.step(1 / 30)


def test_a_finished_game_goes_to_the_replays_and_can_be_watched(tmp_path) -> None:
    app = shelf_app(tmp_path, "fr")
    play = PlayScene(app, _setup(6), seed=6)
    app.push(play)
    fast_forward(play, None)
    watch = watched_to_the_end(app, WatchScene, "wordland", WordRecords(), 0.25)
    assert watch.state.scores == play.state.scores
