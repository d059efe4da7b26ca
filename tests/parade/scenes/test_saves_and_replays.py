"""Autosave and Continue, the record book, and watching a finished game."""

from __future__ import annotations

import random

from game.app import App
from game.parade.rules.setup import Options, Seat, deal
from game.parade.saving import ParadeRecords
from game.parade.scenes.play import PlayScene
from game.parade.scenes.resume import resumed_play
from game.parade.scenes.showcase import fast_forward
from game.parade.scenes.watch import WatchScene
from tests.helpers.saves import continued, shelf_app, watched_to_the_end


def _setup(seed: int, humans: int = 1):
    seats = tuple(Seat(n, "human" if i < humans else "bot:medium")
                  for i, n in enumerate(("Ann", "Dodo", "Lory", "Bill")))
    return deal(seats, random.Random(seed), Options(), 0, seed=seed)


def _app(tmp_path, lang: str = "en") -> App:
    return shelf_app(tmp_path, lang, animation_speed=8.0)


def test_continue_shows_the_table_as_it_was(tmp_path) -> None:
    app = _app(tmp_path)
    play = PlayScene(app, _setup(4), seed=4)
    again = continued(app, play, "parade", ParadeRecords(), resumed_play, (fast_forward, 14))
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
    watch = watched_to_the_end(app, WatchScene, "parade", ParadeRecords(), 0.1,
                               lambda w: w.state.is_over and w.idle)
    assert watch.state.scores() == play.state.scores()
    assert app.top is watch  # a replay ends on its table
