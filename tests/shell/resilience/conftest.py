"""Resilience tests share the save tests' headless app, its files in a temporary folder."""

from tests.shell.saves.conftest import app, audio, data, level, private_home

__all__ = ["app", "audio", "data", "level", "private_home"]
