"""Issue 36: choosing Kids mode at setup turns Open hands on where it shows (R9.2: a
child's table plays open, no "pass the screen" panel); a grown-up may turn it off, and
then the hands are hidden again."""

from __future__ import annotations

import random

from game.app import App
from game.race.rules.setup import Variants
from game.race.scenes.setup import SetupScene
from game.race.table_choice import SetupChoice
from game.ui.widgets import Toggle
from tests.race.scenes.driver import FRAME, click


def _toggle(scene: SetupScene, label: str) -> Toggle:
    return next(w for w in scene.widgets if isinstance(w, Toggle) and w.label == label)


def _setup(app: App) -> SetupScene:
    scene = SetupScene(app)
    scene.choice = SetupChoice(scene.choice.seats, kids=False, open_hands=False,
                               climb_out=False, first_player=None)
    scene.rebuild()
    app.push(scene)
    app.step(FRAME)
    return scene


def test_kids_mode_turns_open_hands_on_visibly(app: App) -> None:
    scene = _setup(app)
    assert not _toggle(scene, "Open hands").value
    click(app, _toggle(scene, "Kids mode").rect.center)
    app.step(FRAME)
    assert scene.choice.kids and scene.choice.open_hands
    assert _toggle(scene, "Open hands").value  # the box shows it ticked
    dealt = scene.deal(random.Random(1), 1)
    assert dealt.variants == Variants(kids=True, open_hands=True, climb_out=False)


def test_a_grown_up_may_turn_open_hands_off_again(app: App) -> None:
    scene = _setup(app)
    click(app, _toggle(scene, "Kids mode").rect.center)
    app.step(FRAME)
    click(app, _toggle(scene, "Open hands").rect.center)
    app.step(FRAME)
    assert scene.choice.kids and not scene.choice.open_hands
    assert not _toggle(scene, "Open hands").value
    dealt = scene.deal(random.Random(1), 1)
    assert dealt.variants.kids and not dealt.variants.open_hands
    play = scene.play_scene(dealt, 1)
    assert play.hides_hands  # what she turned off stays off
    click(app, _toggle(scene, "Kids mode").rect.center)  # kids off: open hands untouched
    app.step(FRAME)
    assert not scene.choice.kids and not scene.choice.open_hands
