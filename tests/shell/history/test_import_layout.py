"""The Records screen while earlier games are being added keeps its words whole (the
count line grows into a sentence): every size, English and French, 100 and 150 %."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game.scenes.records_scene import RecordsScene
from game.shell.history import History
from tests.shell.history.sample import fill
from tests.shell.layout_check import layout_failures


@dataclass(frozen=True)
class State:
    name: str
    build: Any


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_records_screen_says_earlier_games_are_coming_in_whole(
        size: tuple[int, int], tmp_path: Path) -> None:
    history = History(tmp_path)
    fill(history, 1200)

    def adding(person: str):
        def build(app):
            scene = RecordsScene(app, "parade", person, history=history)
            scene.importing = SimpleNamespace(running=True, pending=40, done=SimpleNamespace(
                is_set=lambda: False))
            assert scene.adding
            app.reset_to(scene)
            return scene
        return build

    states = [State("records, adding, everyone", adding("")),
              State("records, adding, Ann", adding("Ann"))]
    looks = [(lang, text) for lang in ("en", "fr") for text in (100, 150)]
    failures = layout_failures(size, looks, states)
    history.close()
    assert not failures, "\n".join(failures[:40])
