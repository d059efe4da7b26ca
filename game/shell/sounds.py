"""How the app makes its noises: the real `Audio`, or a silent stand-in.

`App` always has an ``audio`` object with `game.shell.audio.Audio`'s methods, so scenes never
test for one. The play command opens the real thing (after ``pygame.init()``, with the
volumes from the settings); tests and tools that make an `App` themselves get
`SilentAudio` unless they pass their own.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.shell.attributes import read_only

if TYPE_CHECKING:
    from game.shell.settings import Settings

logger = logging.getLogger(__name__)


MUSIC_SCENES = frozenset({"title", "lobby", "setup", "play", "watch", "pause", "how_to_play",
                          "howto", "settings", "replays"})
"""Scenes (by `Scene.name`) under which the gentle music plays; elsewhere it fades."""


def volumes(settings: Settings) -> tuple[float, float]:
    """(sound, music) volumes from the settings."""
    return (settings.sound_volume, settings.music_volume)


def open_audio(settings: Settings) -> Any:
    """The real `Audio` (silent by itself, with one log line, when there is no device),
    loaded on a worker thread so the first frame does not wait for the sound files."""
    return BackgroundAudio(settings)


def _make_audio(sound: float, music: float) -> Any:
    from game.shell.audio import Audio

    return Audio(sound_volume=sound, music_volume=music)


class BackgroundAudio:
    """`Audio`, made on a worker thread. Until it is ready, effects are dropped and the
    music, volumes and pause asked for are remembered and applied when it arrives.

    Call after ``pygame.init()`` (which opens the mixer on the main thread: the worker
    only loads the sound files). `close` waits for the worker, so the mixer is never
    closed under a loading sound.
    """

    def __init__(
        self, settings: Settings, factory: Callable[[float, float], Any] = _make_audio
    ) -> None:
        self._factory = factory
        self._lock = threading.Lock()
        self._real: Any = None
        self._closed = False
        self._music = False
        self._paused = False
        self._volumes = volumes(settings)
        self._thread = threading.Thread(target=self._load, name="audio-loader", daemon=True)
        self._thread.start()

    def _load(self) -> None:
        try:
            real = self._factory(*self._volumes)
        except Exception:  # Audio never raises; this is only belt and braces
            logger.warning("sound is off: loading failed", exc_info=True)
            return
        with self._lock:
            if self._closed:
                real.close()
                return
            real.set_volumes(*self._volumes)
            if self._paused:
                real.pause()
            if self._music:
                real.start_music()
            self._real = real

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the sounds to be loaded (tests); True when they are."""
        self._thread.join(timeout)
        return self._real is not None

    @property
    def available(self) -> bool:
        real = self._real
        return bool(real is not None and real.available)

    paused = read_only("_paused")
    music_playing = read_only("_music")

    def play(self, effect_name: str) -> None:
        self._pass_on("play", effect_name)

    def play_event(self, event: object) -> None:
        self._pass_on("play_event", event)

    def tick(self, speed: float) -> None:
        self._pass_on("tick", speed)

    def start_music(self, fade_ms: int = 1500) -> None:
        self._wish("_music", True, "start_music", fade_ms)

    def stop_music(self, fade_ms: int = 600) -> None:
        self._wish("_music", False, "stop_music", fade_ms)

    def set_volumes(self, sound: float, music: float) -> None:
        self._wish("_volumes", (sound, music), "set_volumes", sound, music)

    def pause(self) -> None:
        self._wish("_paused", True, "pause")

    def resume(self) -> None:
        self._wish("_paused", False, "resume")

    def _pass_on(self, method: str, *args: Any) -> None:
        """An effect: played by the real `Audio` if it is here, dropped until then."""
        real = self._real
        if real is not None:
            getattr(real, method)(*args)

    def _wish(self, field: str, value: Any, method: str, *args: Any) -> None:
        """A lasting wish (music, volumes, pause): remembered under the lock, so that the
        loader applies it when the real `Audio` arrives, and passed on now if it is here."""
        with self._lock:
            setattr(self, field, value)
            real = self._real
        if real is not None:
            getattr(real, method)(*args)

    def close(self) -> None:
        self._thread.join(timeout=10)
        with self._lock:
            self._closed = True
            real, self._real = self._real, None
        if real is not None:
            real.close()


class SilentAudio:
    """`Audio`'s interface, doing nothing."""

    available = False
    paused = False
    music_playing = False
    sound_volume = 0.0
    music_volume = 0.0

    def play(self, effect_name: str) -> None:
        pass

    def play_event(self, event: object) -> None:
        pass

    def tick(self, speed: float) -> None:
        pass

    def start_music(self, fade_ms: int = 1500) -> None:
        pass

    def stop_music(self, fade_ms: int = 600) -> None:
        pass

    def set_volumes(self, sound: float, music: float) -> None:
        pass

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def close(self) -> None:
        pass
