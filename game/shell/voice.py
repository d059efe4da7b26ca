"""Short spoken prompts for players who cannot read yet (issue 36), behind the Voice
setting, off by default.

The speech is the platform's own, offline, through `pyttsx3` when it is installed (SAPI5
on Windows, NSSpeechSynthesizer on macOS, eSpeak NG on Linux when the system has it):
see docs/accessibility.md for what was found and measured. Everything here fails safe:
no `pyttsx3`, no speech engine on the system, a driver that raises, a voice that never
finishes — the game goes on in silence, the first failure is logged once, and nothing
is retried until the setting is turned on again.

Speaking never blocks the frame: prompts go to one background thread, which owns the
engine (SAPI5 wants its COM objects used from the thread that made them). A prompt
already waiting is not queued twice, and at most `MAX_WAITING` wait: a child tapping
fast does not get a backlog of "Spin!".
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

logger = logging.getLogger(__name__)

MAX_WAITING = 2
"""Prompts that may wait behind the one being spoken; more are dropped."""
RATE = 150
"""Words per minute: a little slower than the engines' usual ~200, for a child."""


class Engine(Protocol):
    def say(self, text: str) -> None: ...
    def runAndWait(self) -> None: ...
    def setProperty(self, name: str, value: Any) -> None: ...
    def getProperty(self, name: str) -> Any: ...


def pyttsx3_engine() -> Engine:
    """The platform's engine through pyttsx3; raises when it is not there."""
    import pyttsx3  # optional: not a dependency of the box (see docs/accessibility.md)

    return pyttsx3.init()


def pick_voice(engine: Engine, language: str) -> None:
    """Choose an installed voice for `language` ("en", "fr") when one says so in its
    languages or id; otherwise keep the system's default voice."""
    try:
        voices = engine.getProperty("voices") or []
    except Exception:  # a driver without voices: the default one speaks
        return
    for voice in voices:
        names = [str(x) for x in (getattr(voice, "languages", None) or [])]
        names.append(str(getattr(voice, "id", "")))
        if any(language in name.lower() for name in names):
            engine.setProperty("voice", voice.id)
            return


class Voice:
    """One speaker for the app. `say` returns at once; `enabled` mirrors the setting."""

    def __init__(self, factory: Callable[[], Engine] = pyttsx3_engine) -> None:
        self.factory = factory
        self.enabled = False
        self.broken = False
        """True after a failure: silent until `set_enabled(True)` again."""
        self.language = "en"
        self._waiting: queue.Queue[str | None] = queue.Queue()
        self._pending: set[str] = set()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.spoken: list[str] = []
        """What was handed to the engine (for tests and the log)."""

    def set_enabled(self, on: bool, language: str | None = None) -> None:
        if on and not self.enabled:
            self.broken = False  # turning it on again tries again
        self.enabled = on
        if language:
            self.language = language

    def say(self, text: str) -> bool:
        """Queue a prompt; False when it will not be spoken (off, broken, already
        waiting, or too many waiting)."""
        if not self.enabled or self.broken or not text:
            return False
        with self._lock:
            if text in self._pending or len(self._pending) > MAX_WAITING:
                return False
            self._pending.add(text)
        self._start()
        self._waiting.put(text)
        return True

    def wait(self, timeout: float = 5.0) -> bool:
        """Until every queued prompt was spoken or dropped (tests; the app never waits).
        False when `timeout` seconds passed first."""
        deadline = time.monotonic() + timeout
        while self._waiting.unfinished_tasks:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True

    def close(self) -> None:
        self.enabled = False
        if self._thread is not None and self._thread.is_alive():
            self._waiting.put(None)

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="voice", daemon=True)
            self._thread.start()

    def _fail(self, what: str) -> None:
        if not self.broken:
            logger.warning("voice off: %s (the game goes on without speech)", what,
                           exc_info=True)
        self.broken = True

    def _run(self) -> None:
        engine: Engine | None = None
        picked = ""
        while True:
            text = self._waiting.get()
            try:
                if text is None:
                    return
                with self._lock:
                    self._pending.discard(text)
                if self.broken or not self.enabled:
                    continue
                try:
                    if engine is None:
                        engine = self.factory()
                        engine.setProperty("rate", RATE)
                        picked = ""
                    if picked != self.language:  # the language may change in Settings
                        picked = self.language
                        pick_voice(engine, picked)
                    engine.say(text)
                    engine.runAndWait()
                    self.spoken.append(text)
                except Exception:  # any engine trouble: silence, never a crash
                    self._fail("the speech engine failed")
                    engine = None
            finally:
                self._waiting.task_done()


VOICE = Voice()
"""The app's speaker (one engine for the whole box)."""


def speak(app: Any, text: str) -> bool:
    """Say `text` (already in the player's language) when the Voice setting is on."""
    from game.shell.i18n import current_language

    settings = getattr(app, "settings", None)
    on = bool(getattr(settings, "voice", False))
    VOICE.set_enabled(on, current_language())
    return VOICE.say(text) if on else False
