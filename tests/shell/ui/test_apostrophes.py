"""One apostrophe in French text (issue #33, "mixed straight and curly apostrophes"):
the elision made when a name goes into a sentence, the catalogue's own straight ones and
a name typed with a straight one are all drawn with the typographic ’, and measured as
drawn; English is untouched."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.shell import i18n
from game.ui.canvas import Canvas, Viewport
from game.ui.images import ImageCache
from game.ui.layout import Recorder, fit_text
from game.ui.text import TextCache, elide


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    pygame.init()
    i18n.set_language("fr")
    yield
    i18n.set_language("en")
    pygame.quit()


def test_the_elision_uses_the_curly_apostrophe() -> None:
    assert elide("La main de Alice") == "La main d’Alice"
    assert elide("Que Alice joue") == "Qu’Alice joue"


def test_straight_apostrophes_become_curly_in_french() -> None:
    said = elide("Fais tourner l'aiguille : c'est l’heure du goûter de O'Brien")
    assert "'" not in said
    assert said == "Fais tourner l’aiguille : c’est l’heure du goûter d’O’Brien"
    assert elide(said) == said  # twice is once


def test_a_quote_that_is_not_an_apostrophe_stays() -> None:
    assert elide("'Alice'") == "'Alice'"


def test_english_keeps_its_apostrophes() -> None:
    i18n.set_language("en")
    assert elide("the Hatter's turn: de Alice") == "the Hatter's turn: de Alice"


def test_what_is_drawn_and_what_is_wrapped_are_curly() -> None:
    size = (1280, 720)
    canvas = Canvas(pygame.Surface(size), Viewport(size), TextCache(1.5), ImageCache())
    canvas.recorder = Recorder()
    fit_text(canvas, "C'est l'heure du goûter de Alice, et la Chenille n'a rien dit "
             "depuis qu'elle est là", (100, 100, 300, 400), max_lines=8)
    lines = [t.words for t in canvas.recorder.texts]
    assert len(lines) > 1
    assert not any("'" in line for line in lines), lines
    assert any("d’Alice" in line for line in lines)
    assert canvas.recorder.cuts == []
