"""The title screen's three tiles read alike (found playing: "La course du goûter" was
drawn larger than "La Parade du non-anniversaire" beside it, and at 150 % text the names
shrank below the lines under them), and a French line never starts with "!" (the title
tile's "Qu'on leur coupe les lettres" then a lone "!")."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.title import TitleScene
from game.shell.i18n import _
from game.ui.recording import Recorder
from game.ui.text import TextCache, elide
from game.ui.tile import LINE
from tests.shell.layout_check import close_scenes, judged, new_app

SIZES = [((960, 540), "fr", 100), ((960, 540), "fr", 150), ((1920, 1080), "fr", 150),
         ((1280, 720), "en", 125), ((960, 540), "en", 150)]


@pytest.mark.parametrize(("size", "lang", "text"), SIZES)
def test_the_three_names_share_one_size_above_their_lines(size, lang, text) -> None:
    pygame.init()
    app = new_app(size, lang, text)
    try:
        scene = TitleScene(app)
        canvas = app.canvas()
        canvas.recorder = Recorder()
        scene.draw(canvas)
        drawn = [elide(_(tile.name)) for tile in scene.tiles]
        parts = [t for t in canvas.recorder.texts
                 if any(t.words and t.words in d for d in drawn)]
        assert len(parts) >= 3, [t.words for t in parts]  # each name, maybe on two lines
        name_px = {t.px for t in parts}
        assert len(name_px) == 1, name_px
        line_px = app.viewport.px(LINE.size * min(1.2, text / 100))
        assert min(name_px) >= line_px
        assert not any(t.words.lstrip().startswith(("!", "?", ":", ";"))
                       for t in canvas.recorder.texts)
        assert not judged(app, canvas.recorder)
    finally:
        close_scenes(app)
        pygame.quit()


def test_a_french_mark_stays_with_the_word_before_it() -> None:
    pygame.init()
    try:
        cache = TextCache()
        font = cache.font(40, True)
        words = "Qu’on leur coupe les lettres !"
        width = font.size("Qu’on leur coupe les lettres")[0] + 2  # "!" no longer fits
        lines = cache.wrap(words, 40, True, width)
        assert lines[-1] == "lettres !" or lines[-1].endswith(" !")
        assert all(not line.startswith("!") for line in lines)
        assert " ".join(lines).split() == words.split()
        opening = cache.wrap("il dit « bonjour » ici", 40, False, font.size("il dit «")[0])
        assert all(line != "«" and not line.endswith("«") for line in opening)
        # a summary's middle dot stays with the item before it (seen in the Parade's
        # French setup at 150 %: a line began "· le plus petit score")
        summary = "66 cartes · 5 en main · le plus petit score gagne"
        regular = cache.font(40)
        dotted = cache.wrap(summary, 40, False, regular.size("66 cartes · 5 en main ·")[0] - 1)
        assert all(not line.startswith("·") for line in dotted)
        assert " ".join(dotted).split() == summary.split()
    finally:
        pygame.quit()
