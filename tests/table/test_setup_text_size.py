"""The text-size setting reaches every text of the three setup screens ("who is
playing": the kit's `SeatSetup`, its toggles, choosers and labels).

Each screen is drawn at 100, 125 and 150 % text size, at every size, in English and
French, with a recorder on the canvas, and each text drawn (a `fit_text` call's words, or
a line drawn on its own) is followed across the three: it is drawn at the size the
setting asks (its style's size times the setting), unless its room is too small, when it
is squeezed to fit but never smaller than at 100 %; so at 150 % it is larger than at
100 % unless its room forbids. And the layout check holds as everywhere: no text over
another, none cut or elided, none under the 24-logical-px floor.

Beside the screens as they open, a table a family reaches: seats added with "+ Add a
player" up to the game's most, and kids mode turned on (the race's "Kids mode", the
word game's "Kids topics"; the Parade has none, and its two-player majority toggle shows
with two seats).
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame
import pytest

from game.app import App
from game.ui.recording import Recorder
from game.ui.widgets import Button, Toggle
from tests.helpers.apps import close_scenes
from tests.helpers.pointer import click
from tests.shell.layout_check import (
    LANGUAGES,
    SIZES,
    TEXT_SIZES,
    counted,
    judged,
    new_app,
    recorded,
)

GAMES = ("race", "parade", "wordland")
KIDS = {"race": "Kids mode", "wordland": "Kids topics"}
FRAME = 1 / 60


@dataclass(frozen=True)
class Drawn:
    """One text as drawn: its words, its pixel size, the size the setting asks, and
    whether its room squeezed it."""

    words: str
    px: int
    wanted: int
    squeezed: bool


def texts(recorder: Recorder) -> dict[tuple[str, int], Drawn]:
    """Each text drawn, keyed by its words and which of the texts with those words it
    is (the first "Remove", the second...): the lines of one `fit_text` call are one."""
    out: dict[tuple[str, int], Drawn] = {}
    seen: Counter[str] = Counter()
    last_fit = 0
    for t in recorder.texts:
        if t.fit and t.fit == last_fit:  # the next line of the same text
            key = (t.whole, seen[t.whole] - 1)
            d = out[key]
            out[key] = Drawn(d.words, max(d.px, t.px), d.wanted, d.squeezed or t.squeezed)
            continue
        last_fit = t.fit
        out[(t.whole, seen[t.whole])] = Drawn(t.whole, t.px, t.wanted, t.squeezed)
        seen[t.whole] += 1
    return out


def _button(scene, label: str) -> Button | None:
    return next((w for w in scene.widgets if isinstance(w, Button) and w.label == label
                 and w.visible), None)


def _family(app: App, scene, seats: int | None = None) -> None:
    """Seats added with the "+ Add a player" button up to the game's most (or removed
    down to `seats`), and kids mode turned on where the game has it, by clicks."""
    want = scene.max_players if seats is None else seats
    for _ in range(10):
        have = len(scene.choice.seats)
        if have == want:
            break
        if have < want:
            target = _button(scene, "+ Add a player")
        else:
            target = [w for w in scene.widgets if isinstance(w, Button)
                      and w.label == "Remove"][-1]
        assert target is not None
        click(app, target.rect.center)
        app.step(FRAME)
    assert len(scene.choice.seats) == want
    label = KIDS.get(scene.game_id)
    if label is not None and seats is None:
        toggle = next(w for w in scene.widgets if isinstance(w, Toggle) and w.label == label)
        click(app, toggle.rect.center)
        app.step(FRAME)
        assert toggle.value or next(w for w in scene.widgets if isinstance(w, Toggle)
                                    and w.label == label).value


def _states(game: str) -> dict[str, Callable[[App, object], None]]:
    states: dict[str, Callable[[App, object], None]] = {
        "as it opens": lambda app, scene: None,
        "the most seats, kids mode on": _family,
    }
    if game == "parade":  # the two-player majority toggle shows with two seats
        states["two seats"] = lambda app, scene: _family(app, scene, 2)
    return states


def _drawn(app: App, game: str, state: Callable[[App, object], None],
           lang: str, text: int) -> tuple[dict[tuple[str, int], Drawn], list[str]]:
    """The setup screen of `game` built afresh in this look, set as `state` says, drawn
    once: its texts and the layout check's problems."""
    app.update_settings(app.settings.with_changes(language=lang, text_size=text))
    scene = importlib.import_module(f"game.{game}.scenes.setup").SetupScene(app)
    app.reset_to(scene)
    app.step(FRAME)
    state(app, scene)
    scene.update(0.0)
    recorder = recorded(app, scene.draw)
    return texts(recorder), judged(app, recorder)


def growth_failures(app: App, game: str, lang: str) -> Iterator[str]:
    for name, state in _states(game).items():
        looks = {}
        for text in TEXT_SIZES:
            drawn, problems = _drawn(app, game, state, lang, text)
            looks[text] = drawn
            yield from (f"{name} {lang} {text}%: {p}" for p in problems)
            for d in drawn.values():
                if not d.squeezed and d.px < d.wanted - 1:
                    yield (f"{name} {lang} {text}%: not grown with the setting: {d.words!r} "
                           f"at {d.px} px, the setting asks {d.wanted} px")
        base = looks[100]
        for text in TEXT_SIZES[1:]:
            if set(looks[text]) != set(base):
                yield (f"{name} {lang} {text}%: other texts than at 100 %: "
                       f"{sorted(set(looks[text]) ^ set(base))}")
            for key, d in looks[text].items():
                old = base.get(key)
                if old is None:
                    continue
                if d.px < old.px:
                    yield (f"{name} {lang} {text}%: smaller than at 100 %: {d.words!r} "
                           f"{d.px} px < {old.px} px")
                elif d.px <= old.px and not d.squeezed:
                    yield (f"{name} {lang} {text}%: not larger than at 100 %: {d.words!r} "
                           f"{d.px} px")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_setup_text_grows_with_the_setting(game: str, size: tuple[int, int]) -> None:
    pygame.init()
    app = new_app(size)
    try:
        failures = [f for lang in LANGUAGES for f in growth_failures(app, game, lang)]
    finally:
        close_scenes(app)
        pygame.quit()
    unique = list(dict.fromkeys(failures))
    assert not unique, counted(unique)
