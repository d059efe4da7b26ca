"""An app that keeps its files in a test's own folder (the history, the replays, the
settings), for the records' screens and hooks; nothing of the Records screen or an
import outlives the test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.shell.saves import SaveShelf
from game.shell.settings import Settings


def app_keeping_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """Use as a fixture's body: ``yield from app_keeping_files(tmp_path, monkeypatch)``."""
    from game.scenes import records_scene
    from game.shell import history_import

    monkeypatch.setenv("WONDERLAND_HOME", str(tmp_path))
    records_scene._FIRST_FRAMES.clear()
    pygame.init()
    made = App(None, Settings(language="en"), window=(960, 540), seed=3,
               saves=SaveShelf(tmp_path / "data"))
    made.catch_errors = False
    try:
        yield made
    finally:
        history_import.stop_all()
        records_scene._FIRST_FRAMES.clear()
        pygame.quit()
