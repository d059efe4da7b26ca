"""Issue 35, item 6: every bubble of the Parade's guided game fits whole.

The guided game is played through once; at each lesson the bubble is drawn at 960x540,
1280x720 and 1920x1080, in English and French, with text at 100 and 150 %, and judged by
the one layout check (tests/shell/layout_check.py): nothing cut, nothing under the
24 px floor, nothing off the screen or out of its box; and the bubble never covers what
it points at.
"""

from __future__ import annotations

from game.parade.scenes.guided_lessons import LESSONS
from tests.parade.scenes.guided_driver import current, dismiss, guided, until_tip
from tests.shell.layout_check import SIZES, judged, recorded

LOOKS = (("en", 100), ("en", 150), ("fr", 100), ("fr", 150))


def test_every_bubble_fits_whole_at_every_size_language_and_text_size(app) -> None:
    play = guided(app)
    problems: list[str] = []
    said: list[str] = []
    while (tip := until_tip(app, play)) is not None:
        play = current(app, play)
        said.append(tip)
        targets = play.coach.targets()
        box = play.coach.bubble()
        problems += [f"{tip}: the bubble covers what it points at {t}" for t in targets
                     if box.colliderect(t)]
        for size in SIZES:
            app.resize(size)
            for lang, text in LOOKS:
                app.update_settings(app.settings.with_changes(language=lang, text_size=text))
                seen = recorded(app, play.coach.draw)
                assert seen.texts, f"{tip}: nothing drawn"
                problems += [f"{tip} {size} {lang} {text}%: {p}" for p in judged(app, seen)]
        app.resize((1280, 720))
        app.update_settings(app.settings.with_changes(language="en", text_size=100))
        dismiss(app)
    assert said == [lesson.id for lesson in LESSONS]
    assert not problems, "\n".join(problems[:40])
