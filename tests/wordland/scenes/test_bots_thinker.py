"""The word game's bots decide off the frame thread, through the table kit's thinker
(game/table/bots.py), like the race's and the Parade's: the views are taken at the table,
the decisions made on the worker, and the table's clock waits the few milliseconds until
they are in, so a seed plays the same game threaded or not (issue 30, item 4)."""

from __future__ import annotations

import random
import threading
import time

from game.wordland.rules.components import Mode
from game.wordland.rules.setup import Options, Seat, deal
from game.wordland.scenes import bot_seats
from game.wordland.scenes.play import PlayScene
from tests.wordland.scenes.driver import FRAME

SEATS = (Seat("Dodo", "bot:expert"), Seat("Lory", "bot:hard"), Seat("Bill", "bot:medium"))


def _bots_game(app, threaded: bool, actions: int = 24) -> list:
    """The first `actions` actions of a seeded bots-only table, played frame by frame
    (updates only: nothing needs drawing)."""
    app.threaded_bots = threaded
    setup = deal(SEATS, random.Random(3), Options(mode=Mode.TYPE, timer=10.0), "en", 0,
                 seed=3)
    play = PlayScene(app, setup, seed=3, autosave=False)
    app.push(play)
    try:
        for _ in range(40000):
            if len(play.record.actions) >= actions or play.state.is_over:
                break
            if play.bots.thinking:
                time.sleep(0.002)  # a frame's time passes: the worker decides meanwhile
            play.update(FRAME)
        return list(play.record.actions[:actions])
    finally:
        play.close()
        app.scenes.remove(play)


def test_the_word_bots_decide_on_the_thinkers_worker(app, monkeypatch) -> None:
    threads: list[str] = []
    decide = bot_seats._decide

    def watched(views):
        threads.append(threading.current_thread().name)
        return decide(views)

    monkeypatch.setattr(bot_seats, "_decide", watched)
    played = _bots_game(app, threaded=True, actions=12)
    assert len(played) == 12
    assert threads and all(name.startswith("word-bots") for name in threads)


def test_a_seed_plays_the_same_game_threaded_or_not(app) -> None:
    unthreaded = _bots_game(app, threaded=False)
    threaded = _bots_game(app, threaded=True)
    assert len(unthreaded) == 24
    assert threaded == unthreaded


def test_unthreaded_the_plans_are_there_at_once(app) -> None:
    app.threaded_bots = False
    setup = deal(SEATS, random.Random(3), Options(mode=Mode.TYPE, timer=10.0), "en", 0,
                 seed=3)
    play = PlayScene(app, setup, seed=3, autosave=False)
    app.push(play)
    for _ in range(200):
        play.update(FRAME)
        if play.bots.plans:
            break
    assert play.bots.plans and not play.bots.thinking
    play.close()
