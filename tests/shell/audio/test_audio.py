"""`game.shell.audio.Audio`: with a device it plays; without one, or without its files, the
game carries on silently with one log line, and no method ever raises."""

from __future__ import annotations

import logging
import math
import shutil
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.shell import audio as audio_module
from game.shell.audio import EFFECTS, EVENT_EFFECTS, MUSIC, Audio
from tests.shell.audio.conftest import SOUNDS

pytestmark = pytest.mark.usefixtures("closed_mixer")


def audio_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == audio_module.__name__]


def exercise(a: Audio) -> None:
    """Every public method, in an order that visits every state."""
    a.play("hop")
    a.play_event(object())
    a.tick(12.0)
    a.tick(float("nan"))
    a.start_music()
    a.start_music()
    a.set_volumes(0.3, 0.2)
    a.pause()
    a.pause()
    a.play("grow")
    a.tick(3.0)
    a.start_music()
    a.stop_music()
    a.start_music()
    a.set_volumes(2.0, -1.0)
    a.resume()
    a.resume()
    a.stop_music(fade_ms=0)
    a.stop_music()
    a.close()
    a.close()
    a.play("hop")
    a.tick(1.0)
    a.start_music()
    a.stop_music()
    a.pause()
    a.resume()
    a.set_volumes(0.5, 0.5)
    assert not a.available


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class RecordingChannel:
    """Stands in for the tick channel, to count what `tick` asks of it."""

    def __init__(self) -> None:
        self.played: list[pygame.mixer.Sound] = []
        self.volumes: list[float] = []

    def set_volume(self, v: float) -> None:
        self.volumes.append(v)

    def play(self, sound: pygame.mixer.Sound) -> None:
        self.played.append(sound)

    def stop(self) -> None:
        pass


# ------------------------------------------------------------------ with a (dummy) device


def test_loads_every_sound_and_logs_nothing(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG):
        a = Audio()
    assert a.available
    assert audio_records(caplog) == []
    assert set(a._effects) == set(EFFECTS)
    assert a._music is not None
    a.close()


def test_music_loops_on_its_own_channel_and_starts_once() -> None:
    a = Audio()
    a.start_music(fade_ms=0)
    a.start_music(fade_ms=0)
    channel = pygame.mixer.Channel(audio_module.MUSIC_CHANNEL)
    assert channel.get_busy() and channel.get_sound() is a._music
    assert a.music_playing
    a.stop_music(fade_ms=0)
    assert not a.music_playing
    a.close()


def test_music_asked_for_while_paused_starts_on_resume() -> None:
    a = Audio()
    a.pause()
    a.start_music(fade_ms=0)
    channel = pygame.mixer.Channel(audio_module.MUSIC_CHANNEL)
    assert not channel.get_busy()
    a.resume()
    assert channel.get_busy() and channel.get_sound() is a._music
    a.close()


def test_volumes_are_clamped_and_applied() -> None:
    a = Audio()
    a.set_volumes(1.7, float("nan"))
    assert (a.sound_volume, a.music_volume) == (1.0, 0.0)
    a.set_volumes(0.25, 0.5)
    assert a._effects["hop"].get_volume() == pytest.approx(0.25, abs=0.01)
    assert a._music is not None and a._music.get_volume() == pytest.approx(0.5, abs=0.01)
    a.close()


def test_tick_uses_premade_copies_and_drops_ticks_that_come_too_fast() -> None:
    clock = FakeClock()
    a = Audio(clock=clock)
    assert len(a._ticks) == len(audio_module.TICK_PITCHES)
    channel = RecordingChannel()
    a._tick_channel = channel  # type: ignore[assignment]
    a.tick(30.0)
    a.tick(30.0)  # same instant: dropped
    clock.now += 0.02
    a.tick(1.0)
    assert channel.played == [a._ticks[-1], a._ticks[0]]
    assert channel.volumes[0] > channel.volumes[1]
    a.close()


def test_tick_is_cheap() -> None:
    import time

    clock = FakeClock()
    a = Audio(clock=clock)
    start = time.perf_counter()
    for i in range(300):
        clock.now += 0.033
        a.tick(float(i % 25))
    assert (time.perf_counter() - start) / 300 < 0.001
    a.close()


def test_every_engine_event_maps_to_an_effect_and_exists() -> None:
    from game.race.rules import events

    for event_name, effect in EVENT_EFFECTS.items():
        assert hasattr(events, event_name), event_name
        assert effect in EFFECTS


def test_play_event_plays_the_mapped_effect(monkeypatch: pytest.MonkeyPatch) -> None:
    a = Audio()
    played: list[str] = []
    monkeypatch.setattr(a, "play", played.append)
    Stepped = type("Stepped", (), {})
    a.play_event(Stepped())
    a.play_event(object())
    assert played == ["hop"]
    a.close()


def test_unknown_effect_is_logged_once_not_raised(caplog: pytest.LogCaptureFixture) -> None:
    a = Audio()
    with caplog.at_level(logging.DEBUG):
        a.play("kazoo")
        a.play("kazoo")
    assert len(audio_records(caplog)) == 1
    a.close()


def test_every_method_is_safe_in_every_state() -> None:
    exercise(Audio())


def test_mixer_closed_behind_its_back_goes_silent_with_one_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    a = Audio()
    a.start_music()
    pygame.mixer.quit()
    with caplog.at_level(logging.DEBUG):
        exercise(a)
    assert len(audio_records(caplog)) == 1


def test_does_not_close_a_mixer_it_did_not_open() -> None:
    pygame.mixer.init()
    Audio().close()
    assert pygame.mixer.get_init() is not None


# ------------------------------------------------------------------ without a device


def test_no_device_runs_silently_with_one_log_line(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.DEBUG):
        a = Audio()
        exercise(a)
    records = audio_records(caplog)
    assert len(records) == 1
    assert "no audio device" in records[0].getMessage()
    assert records[0].exc_info is None


def test_no_device_does_not_touch_the_files(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)  # 'starts', but no mixer
    a = Audio(directory=tmp_path / "nowhere")
    assert not a.available


# ------------------------------------------------------------------ missing or broken files


def copy_sounds(tmp_path: Path, leave_out: set[str], edit: Callable[[Path], None]) -> Path:
    for name in (*EFFECTS, MUSIC):
        if name not in leave_out:
            shutil.copy(SOUNDS / f"{name}.wav", tmp_path / f"{name}.wav")
    edit(tmp_path)
    return tmp_path


def test_missing_and_corrupt_files_are_silent_with_one_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    def break_grow(folder: Path) -> None:
        (folder / "grow.wav").write_bytes(b"RIFF\x00\x00not a wave at all")

    folder = copy_sounds(tmp_path, {"hop", MUSIC}, break_grow)
    with caplog.at_level(logging.DEBUG):
        a = Audio(directory=folder)
    records = audio_records(caplog)
    assert len(records) == 1
    message = records[0].getMessage()
    assert "hop.wav" in message and "grow.wav" in message and f"{MUSIC}.wav" in message
    assert a.available
    assert "hop" not in a._effects and "tick" in a._effects
    exercise(a)
    assert len(audio_records(caplog)) == 1


def test_missing_tick_means_no_ticks(tmp_path: Path) -> None:
    a = Audio(directory=copy_sounds(tmp_path, {"tick"}, lambda folder: None))
    a.tick(10.0)
    assert a._ticks == []
    a.close()


def test_empty_folder(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG):
        exercise(Audio(directory=tmp_path))
    assert len(audio_records(caplog)) == 1


def test_volume_helper_rejects_garbage() -> None:
    assert audio_module._unit(float("inf")) == 1.0
    assert audio_module._unit(-math.inf) == 0.0
    assert audio_module._unit("loud") == 0.0  # type: ignore[arg-type]
