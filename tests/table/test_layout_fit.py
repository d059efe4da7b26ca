"""The kit's one fitting rule (game/ui/layout.py, docs/architecture.md, "Drawing") and its marks.

Text shrinks to fit down to the 24-logical-px floor, then wraps, and is never cut with
"…": what cannot fit is drawn whole and noted for the layout checks. `game.ui.canvas`
does not import `game.ui.layout` (the old import circle). The colour marks draw only
under the colour-blind setting unless asked to always, and every kit symbol draws.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from game.ui import marks, theme
from game.ui.layout import MIN_TEXT, fit_text, text_fits
from game.ui.recording import Recorder
from tests.shell.layout_check import close_scenes, judged, new_app

ROOT = Path(__file__).resolve().parents[2]
LONG = (  # French, with its typographic apostrophe, as it is drawn
        "Joue le 10 gris : il prend 2 cartes, ce qui ajoute 2 points à ton score pour "
        "l’instant. Aucune autre carte ne coûterait moins pour l’instant.")


@pytest.fixture
def app():
    pygame.init()
    application = new_app((1280, 720), "fr", 150)
    yield application
    theme.use_palette(False)
    close_scenes(application)
    pygame.quit()


def _drawn(app, words: str, box, **kw) -> Recorder:
    canvas = app.canvas()
    canvas.recorder = Recorder()
    fit_text(canvas, words, box, theme.TextStyle(28, theme.INK), **kw)
    return canvas.recorder


def test_text_that_fits_grows_with_the_setting_and_stays_one_line(app) -> None:
    rec = _drawn(app, "Hint", (100, 100, 600, 80), max_lines=1)
    assert [t.words for t in rec.texts] == ["Hint"]
    assert rec.texts[0].px == app.viewport.px(28 * 1.5)
    assert not judged(app, rec)


def test_too_long_shrinks_then_wraps_and_keeps_every_word(app) -> None:
    rec = _drawn(app, LONG, (100, 100, 500, 200), max_lines=6)
    shown = " ".join(t.words for t in rec.texts)
    assert shown.split() == LONG.split(), "every word, in order"
    assert len(rec.texts) > 1
    assert all(t.px >= app.viewport.px(MIN_TEXT) for t in rec.texts)
    assert not judged(app, rec)


def test_what_cannot_fit_is_drawn_whole_never_cut_and_the_check_fails_it(app) -> None:
    canvas = app.canvas()
    assert not text_fits(canvas, LONG, (100, 100, 300, 40), max_lines=1)
    rec = _drawn(app, LONG, (100, 100, 300, 40), max_lines=1)
    shown = " ".join(t.words for t in rec.texts)
    assert "…" not in shown and shown.split() == LONG.split()
    assert rec.cuts == [LONG]
    assert all(t.px >= app.viewport.px(MIN_TEXT) for t in rec.texts), "never under the floor"
    problems = judged(app, rec)
    assert any("did not fit whole" in p for p in problems)


def test_a_word_wider_than_its_box_breaks_between_letters(app) -> None:
    word = "Anticonstitutionnellement"
    rec = _drawn(app, word, (100, 100, 120, 200), max_lines=1)
    assert "".join(t.words for t in rec.texts) == word
    assert all(t.ink.w <= app.viewport.px(120) + 2 for t in rec.texts)


def test_the_checker_fails_any_ellipsis_drawn(app) -> None:
    canvas = app.canvas()
    canvas.recorder = Recorder()
    canvas.text("4 cartes…", (300, 300))
    assert any("an ellipsis on screen" in p for p in judged(app, canvas.recorder))


def test_canvas_and_layout_no_longer_import_each_other() -> None:
    tree = ast.parse((ROOT / "game" / "ui" / "canvas.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "game.ui.layout" not in imported
    assert "game.ui.recording" in imported


def test_marks_follow_the_setting_and_every_symbol_draws(app) -> None:
    canvas = app.canvas()
    rect = (100, 100, 60, 60)
    assert marks.colour_mark(canvas, rect, theme.GOOD, "tick") is None
    assert marks.colour_mark(canvas, rect, theme.GOOD, "tick", always=True) is not None
    app.update_settings(app.settings.with_changes(colour_blind=True))
    assert marks.colour_blind()
    assert marks.colour_mark(canvas, rect, theme.GOOD, "parade/suit_green") is not None
    for name in marks.SHAPES:
        app.screen.fill(theme.PARCHMENT)
        marks.colour_badge(canvas, (300, 300), 60, theme.BAD, name)
        box = canvas.viewport.rect((270, 270, 60, 60))
        cream = sum(app.screen.get_at((x, y))[:3] == theme.CREAM
                    for x in range(box.left, box.right) for y in range(box.top, box.bottom))
        assert cream > 10, name  # the symbol is drawn in cream on the colour
    with pytest.raises(ValueError):
        marks.symbol(canvas, "pentagram", (0, 0), 10)
