"""Shared set-up of the sound tests: headless SDL drivers, the sound folder, the
synthesis script, and a mixer that each test starts from closed.

The SDL drivers must be chosen before pygame is imported anywhere in the test run, hence
the assignments at the top of this file rather than in a fixture."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

REPO = Path(__file__).resolve().parents[3]
SOUNDS = REPO / "assets" / "common" / "sounds"
TOOL = REPO / "tools" / "make_sounds.py"


def load_tool() -> ModuleType:
    """``tools/make_sounds.py`` as a module (``tools`` is not a package)."""
    spec = importlib.util.spec_from_file_location("make_sounds", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_sounds", module)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def make_sounds() -> ModuleType:
    return load_tool()


@pytest.fixture
def closed_mixer() -> Iterator[None]:
    """Each `Audio` test starts and ends with no mixer open, so none leaks into another."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()
