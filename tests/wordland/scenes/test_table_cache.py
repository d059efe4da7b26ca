"""The word table's kept parts (TableDrawing) show what painting it afresh shows.

Each table state is drawn twice on a fresh app: through the cached parts and layer, and
with a `Recorder` on the canvas (which paints every part straight onto the window, as
the layout check does). Translucent pieces composed on a part's own surface may differ
by a shade (a few levels), never more. Then: a frame where nothing changed recomposes
nothing, and a word said repaints the list of words.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.shell.settings import Settings
from game.ui.layout import Recorder
from tests.helpers.apps import close_scenes
from tests.wordland.scenes.layout_states import STATES

TABLES = ["caterpillar-human", "queen-bot", "type-it", "type-it-8", "say-it", "refusal",
          "vote", "round-end"]
SHADE = 32
"""The most a colour channel may differ between the cached and the fresh picture."""


def _frame(app: App, scene, record: bool) -> pygame.Surface:
    canvas = app.canvas()
    if record:
        canvas.recorder = Recorder()
    app.screen.fill((0, 0, 0))
    scene.draw(canvas)
    return app.screen.copy()


def _differ(a: pygame.Surface, b: pygame.Surface) -> tuple[int, int]:
    """How many pixels differ by more than SHADE, and the largest difference."""
    va, vb = pygame.PixelArray(a), pygame.PixelArray(b)
    worst = over = 0
    try:
        w, h = a.get_size()
        for x in range(0, w):
            for y in range(0, h):
                pa, pb = va[x, y], vb[x, y]
                if pa == pb:
                    continue
                ca, cb = a.unmap_rgb(pa), b.unmap_rgb(pb)
                d = max(abs(ca[i] - cb[i]) for i in range(3))
                worst = max(worst, d)
                over += d > SHADE
    finally:
        va.close()
        vb.close()
    return over, worst


@pytest.mark.parametrize("name", TABLES)
def test_cached_table_matches_fresh_paint(name: str) -> None:
    pygame.init()
    state = next(s for s in STATES if s.name == name)
    app = App(None, Settings(animation_speed=8.0, language="en"), window=(960, 540), seed=3)
    app.catch_errors = False
    try:
        scene = state.build(app)
        cached = _frame(app, scene, record=False)
        cached_again = _frame(app, scene, record=False)
        fresh = _frame(app, scene, record=True)
        over, worst = _differ(cached, fresh)
        assert over == 0, f"{name}: {over} pixels differ (by up to {worst})"
        assert _differ(cached, cached_again)[1] <= SHADE
    finally:
        close_scenes(app)


def test_still_frames_reuse_the_layer_and_a_word_repaints(app) -> None:
    from game.wordland.scenes import showcase

    showcase.SCENES["play"](app, 7, 40, 0)
    play = app.top
    # the table's bots may still challenge the last word: the person votes with the
    # table and the vote ends first, so that the still frames below are their turn
    from game.wordland.rules.actions import Vote
    from game.wordland.rules.components import Phase

    for _ in range(60 * 20):
        app.step(1 / 60)
        if Vote(0, False) in play.state.legal_actions():
            play.act(Vote(0, False))
        if play.state.phase is Phase.DISCUSSION and play.state.speaker == 0 \
                and not play.summary:
            break
    assert play.state.phase is Phase.DISCUSSION and play.state.speaker == 0
    app.step(1 / 60)
    drawing = play.drawing
    layer, key = drawing._layer, drawing._layer_key
    words = drawing._parts["words"]
    app.step(1 / 60)
    assert drawing._layer is layer and drawing._layer_key == key
    assert drawing._parts["words"] is words
    before = app.images.rasterised
    for _ in range(120):  # two seconds of the teapot steaming: no new picture
        app.step(1 / 60)
    assert app.images.rasterised == before
    said = len(play.state.said)
    assert play.say_word(play.state.speaker, _a_good_word(play))
    assert len(play.state.said) == said + 1
    app.step(1 / 60)
    assert drawing._parts["words"] is not words
    play.on_language()
    assert not drawing._parts and drawing._layer is None


def _a_good_word(play) -> str:
    """A word the speaker can say without going out (the bots' game before it decides
    which letters are forbidden and what was said)."""
    from game.wordland.rules.views import view_for
    from game.wordland.words.judge import judge

    seat = play.state.speaker
    view = view_for(play.state, seat)
    for word in ("chalk", "ink", "quiz", "fez", "ox", "sky", "zip", "gym", "jumbo", "wax"):
        verdict = judge(word, language=view.language, forbidden=view.forbidden_for(seat),
                        said=view.standing_words(),
                        starting_only=view.options.starting_only)
        if verdict.accepted:
            return word
    raise LookupError("no candidate word fits this table")
