"""Issue 13, item 6: the replay viewer steps and scrubs; cookies arrive with "+n"; the
winner is celebrated (and reduced motion keeps it still)."""

from __future__ import annotations

import dataclasses

import pygame

from game.app import App
from game.commands.screenshot import make_scene
from game.race.rules import events as ev
from game.race.rules.actions import CookieSource
from game.race.rules.records import GameRecord, replay
from game.race.scenes.watch import WatchScene
from game.ui.layout import Recorder
from tests.race.scenes.driver import FRAME, click


def _finished(app: App) -> GameRecord:
    make_scene(app, "results", seed=3, actions=0)
    record = app.top.record
    app.pop()
    return GameRecord(record.setup, list(record.actions))


def _same_table(watch: WatchScene, k: int, record: GameRecord) -> None:
    want = replay(GameRecord(record.setup, record.actions[:k]))
    assert watch.position == k
    assert watch.state.positions == want.positions and watch.state.hands == want.hands
    assert watch.table.positions == want.positions
    assert list(watch.script) == record.actions[k:]


def test_the_viewer_opens_at_any_action_and_steps_back_and_on(app: App) -> None:
    record = _finished(app)
    watch = WatchScene.at(app, record, 30)
    app.push(watch)
    _same_table(watch, 30, record)
    assert watch.holding
    watch.step(-1)
    back = app.top
    assert back is not watch and isinstance(back, WatchScene)
    _same_table(back, 29, record)
    back.step(1)
    assert back.position == 30
    back.fast_forward()
    _same_table(back, 30, record)
    for _ in range(20):  # held: nothing more is played
        app.step(FRAME)
    assert back.position == 30


def test_keys_step_and_jump_to_the_ends(app: App) -> None:
    record = _finished(app)
    app.push(WatchScene.at(app, record, 10))
    for key, want in ((pygame.K_COMMA, 9), (pygame.K_PERIOD, 10), (pygame.K_HOME, 0),
                      (pygame.K_END, len(record.actions))):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        app.step(FRAME)
        top = app.top
        top.fast_forward()
        assert top.position == want, key


def test_the_slider_scrubs(app: App) -> None:
    record = _finished(app)
    watch = WatchScene.at(app, record, 0)
    app.push(watch)
    track = watch.slider_rect()
    click(app, (track.x + track.w // 2, track.centery))
    app.step(FRAME)
    middle = app.top
    assert middle is not watch
    assert abs(middle.position - len(record.actions) // 2) <= 1
    _same_table(middle, middle.position, record)


def test_the_step_buttons_work(app: App) -> None:
    record = _finished(app)
    watch = WatchScene.at(app, record, 5)
    app.push(watch)
    back, _on = watch.step_rects()
    click(app, back.center)
    app.step(FRAME)
    assert app.top.position == 4


def test_a_cookie_arrives_with_its_points(app: App) -> None:
    make_scene(app, "play", seed=3, actions=20)
    play = app.top
    p = play.state.turn
    beat = play.director.beats_for(ev.CookieTaken(p, 4, CookieSource.DISPLAY))[0]
    small = play.director.beats_for(ev.SmallCookiesTaken(p, 3, 10))[0]
    for b, words in ((beat, "+4"), (small, "+3")):
        canvas = app.canvas()
        canvas.recorder = Recorder()
        b.overlay(canvas, 0.9)
        assert words in [t.words for t in canvas.recorder.texts], words


def test_the_winner_is_celebrated_and_reduced_motion_keeps_it_still(app: App) -> None:
    make_scene(app, "results", seed=3, actions=0)
    results = app.top
    assert results.celebrating
    assert "wins the race" in results.title() or results.title() == "A shared win!"
    app.step(1.0)
    app.draw()
    app.settings = dataclasses.replace(app.settings, reduced_motion=True)
    assert not results.celebrating
    app.draw()
