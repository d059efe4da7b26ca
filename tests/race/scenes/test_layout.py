"""No text on text, none clipped, none too small: every race screen state, every size.

Each state of layout_states.py is rebuilt at 960x540, 1280x720 and 1920x1080 (and two odd
sizes), in English and French, at text size 100, 125 and 150 % (the shared matrix of
tests/shell/layout_check.py), and drawn once with a `Recorder` on the canvas. The
recorder fails the state when two texts' inks overlap, a text leaves the box it was
laid out in, something opaque (a raised card, the hint box) is drawn over a text, a text
is under `MIN_TEXT` (12 px at 960x540, see docs/accessibility.md), a text did not fit
whole, or a "…" is drawn. Pictures' own numbers (cards, cookies) are art, not text.
"""

from __future__ import annotations

import pytest

from game.app import App
from game.race.room import RaceRoom
from tests.race.scenes.layout_states import Found, states
from tests.shell.layout_check import LOOKS, counted, judged, look_failures, recorded
from tests.shell.layout_check import SIZES as BRIEF_SIZES

SIZES = [*BRIEF_SIZES, (1400, 700), (1000, 760)]
"""The three sizes of the brief, and two odd ones a window is often dragged to."""


@pytest.fixture(scope="module")
def found(level) -> list[Found]:
    return states(level.board)


def _problems(app: App, draw) -> list[str]:
    """The shared check (tests/shell/layout_check.py): issue 22 and 33, every word whole:
    a text `fit_text` could not fit, or any "…" drawn, is a failure."""
    return judged(app, recorded(app, draw))


def _build_play(app: App, f: Found):
    from game.race.ai.hint import hint
    from game.race.rules.views import view_for
    from game.race.scenes.play import PlayScene

    play = PlayScene(app, f.setup, seed=1, autosave=False)
    app.reset_to(play)
    for action in f.actions:
        assert play.act(action)
        play.fast_forward()
    play.toast = None
    play.update(0.0)
    if f.extra == "curtain":
        play.curtain_for = play.state.turn
    if play.curtain_for is not None and f.extra != "curtain":
        play.hand_owner, play.curtain_for = play.curtain_for, None
        play._sync_hand()
        play.update(0.0)
    if f.extra == "hover":
        play.hand_view.hover = play.input.playable_slots()[0]
    if f.extra == "focus":
        app.keyboard_mode = True
    if f.extra == "hint":
        hinter = play.hinter
        hinter.for_key = hinter.decision_key()
        if not play.state.is_chance:
            import random

            hinter.hint = hint(view_for(play.state, play.state.turn), random.Random(1))
    if f.extra == "gauge":
        play.spinner.start_charge()
        play.spinner.update(0.4)
    return play


def _check_all(app: App, found: list[Found]) -> list[str]:
    out: list[str] = []
    for f in found:
        play = _build_play(app, f)
        for p in _problems(app, play.draw):
            out.append(f"{f.name}: {p}")
        if play.state.is_over:
            play._to_results()
            for p in _problems(app, app.top.draw):
                out.append(f"{f.name} results: {p}")
        play.close()
        app.keyboard_mode = False
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_collides(level, found: list[Found], size: tuple[int, int]) -> None:
    unique = look_failures(size, LOOKS, lambda app: _check_all(app, found),
                           rooms={"race": RaceRoom(level)})
    assert not unique, counted(unique)
