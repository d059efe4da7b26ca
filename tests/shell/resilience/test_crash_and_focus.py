"""An error in a scene shows the Crash scene and keeps the save; leaving the window
pauses the game; the sound is wired to what happens on screen."""

from __future__ import annotations

import logging
import random
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.race.rules.records import load_record
from game.race.scenes.play import PlayScene
from game.race.scenes.results import ResultsScene
from game.race.scenes.showcase import fast_forward_game
from game.scenes.crash import CrashScene
from game.scenes.title import TitleScene
from tests.helpers.pointer import play_until
from tests.race.scenes.driver import click, play_one_decision
from tests.shell.saves.helpers import FRAME, RecordingAudio, new_setup, seats, step_until


def _post(kind: int, **data) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def test_an_error_in_a_scene_shows_the_crash_scene_and_keeps_the_save(
    app: App, data: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    app.catch_errors = True
    app.log_path = data.parent / "logs" / "wonderland-parlour.log"
    app.push(TitleScene(app))
    play = PlayScene(app, new_setup(app, seats("human", "bot:random", "bot:random"), 7),
                     seed=7)
    app.push(play)
    fast_forward_game(play, random.Random(7), 10)
    actions = list(play.record.actions)

    def broken(*_args) -> None:
        raise ZeroDivisionError("a bug in the drawing")

    monkeypatch.setattr(PlayScene, "draw", broken)
    with caplog.at_level(logging.ERROR):
        app.step(FRAME)
    assert isinstance(app.top, CrashScene) and len(app.scenes) == 1
    assert isinstance(app.last_error, ZeroDivisionError)
    assert any("ZeroDivisionError" in (r.exc_text or "") or r.exc_info for r in caplog.records)
    thinker = play.bots[1].thinker  # closed: its pool shut down (the kit drops it)
    assert thinker is None or thinker._pool is None or thinker._pool._shutdown
    # the crash scene draws (with the log path) and the save is intact
    for _ in range(3):
        assert app.step(FRAME)
    assert app.top.saved
    assert load_record(data / "autosave.json").actions == actions
    # back to the title: Continue is offered and picks the game up
    monkeypatch.undo()
    click(app, app.top.back_button.rect.center)
    app.step(FRAME)
    assert isinstance(app.top, TitleScene)
    click(app, app.top.widgets[0].rect.center)  # the race's tile
    app.step(FRAME)
    cont = next(w for w in app.top.widgets if getattr(w, "label", None) == "Continue")
    click(app, cont.rect.center)
    app.step(FRAME)
    assert isinstance(app.top, PlayScene) and app.top.record.actions == actions


def test_the_crash_scene_can_quit(app: App) -> None:
    app.catch_errors = True
    app.push(TitleScene(app))
    app.crashed(RuntimeError("boom"))
    app.step(FRAME)
    click(app, app.top.quit_button.rect.center)
    assert app.step(FRAME) is False


def test_losing_focus_pauses_animations_bots_and_sound(app: App, audio: RecordingAudio) -> None:
    play = PlayScene(app, new_setup(app, seats("bot:random", "bot:random"), 3), seed=3)
    app.push(play)
    for _ in range(10):
        app.step(FRAME)
    for away in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
        _post(away, window=None)
        app.step(FRAME)
        assert app.suspended and audio.paused
        frozen = (len(play.record.actions), play.time, len(play.beats),
                  play.beats[0].elapsed if play.beats else None)
        for _ in range(120):
            app.step(FRAME)
        assert (len(play.record.actions), play.time, len(play.beats),
                play.beats[0].elapsed if play.beats else None) == frozen
        back = {pygame.WINDOWFOCUSLOST: pygame.WINDOWFOCUSGAINED,
                pygame.WINDOWMINIMIZED: pygame.WINDOWRESTORED,
                pygame.WINDOWHIDDEN: pygame.WINDOWSHOWN}[away]
        _post(back, window=None)
        app.step(FRAME)
        assert not app.suspended and not audio.paused
        count = len(play.record.actions)
        assert step_until(app, lambda c=count: len(play.record.actions) > c, 600)
    assert audio.names("pause") and audio.names("resume")


def test_sounds_follow_the_game(app: App, audio: RecordingAudio) -> None:
    app.push(TitleScene(app))
    app.step(FRAME)
    assert audio.names("music") == [True]
    click(app, app.top.widgets[0].rect.center)  # the race's tile
    app.step(FRAME)
    new_game = next(w for w in app.top.widgets if getattr(w, "label", None) == "New game")
    click(app, new_game.rect.center)
    app.step(FRAME)
    assert "button" in audio.names("play")
    play = PlayScene(app, new_setup(app, seats("human", "bot:random"), 21), seed=21)
    app.replace(play)
    play_until(app, play, play_one_decision, ResultsScene, 40000, FRAME)
    app.step(FRAME)
    events = set(audio.names("event"))
    assert {"TurnStarted", "CardPlayed", "Stepped"} <= events
    assert "GameEnded" not in events  # the fanfare is the Results screen's
    assert audio.names("tick"), "the spinner ticks as it passes spaces"
    played = audio.names("play")
    assert "spin_settle" in played and "win_fanfare" in played
    assert audio.names("music")[-1] is False  # the music gave way to the fanfare


def test_a_weak_flick_asks_to_spin_harder(app: App, audio: RecordingAudio) -> None:
    play = PlayScene(app, new_setup(app, seats("human", "bot:random"), 21), seed=21)
    app.push(play)
    play._flick(0.01)
    assert audio.names("play")[-1] == "spin_harder"
