"""Every test runs headless, in English, and away from the player's real files.

Set before any test module imports pygame or reads a folder: SDL's dummy drivers (CI has
no display and no sound card), the OS language pinned to English (assertions quote
English text), and TEA_TIME_HOME pointed at a fresh temporary folder so settings, saves
and logs written by tests never land in the real user folders.
"""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LC_ALL"] = "en_US.UTF-8"
os.environ["TEA_TIME_HOME"] = tempfile.mkdtemp(prefix="tea-time-tests-")


def pytest_configure() -> None:
    """Bots decide on the main thread in tests: frame-counted waits stay deterministic.

    The worker-thread path itself is tested in tests/ai (BotThinker) and by the hint tests.
    """
    from game.app import App

    App.threaded_bots = False
