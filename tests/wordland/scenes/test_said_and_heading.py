"""The word table's three crowding defects of issue #33, each pinned:

- Say it: the "Said this round" list holds a whole round (it was one line per word said,
  "Ann said a word", which a round of eight players overflowed): the count of words that
  stand, then each speaker's count (W4.5: a rejected word does not count as said);
- the "Forbidden letters" heading stays in view beside a placed letter (W5: the Queen's
  or the Rabbit's letter), instead of hiding behind it;
- "What happened" keeps its lines when ability buttons crowd the side column (its title
  goes first) instead of shrinking to one line or vanishing.
"""

from __future__ import annotations

import pygame

from game.shell import i18n
from game.wordland.rules.components import Character, Mode
from game.wordland.rules.state import Said
from game.wordland.scenes import showcase
from game.wordland.scenes.said_list import heading_box, said_entries
from game.wordland.ui import geometry as geo
from game.wordland.ui.pieces import card_rect
from tests.shell.layout_check import close_scenes, judged, new_app, recorded
from tests.wordland.scenes.layout_states import STATES

NAMES = ["Ann", "Dodo", "Lory", "Bill", "Duck", "Eaglet", "Pat", "Mouse"]


def test_a_spoken_round_of_eight_fits_the_list_whole() -> None:
    said = [Said(i % 8, None, stands=i != 5) for i in range(32)]
    entries = said_entries(said, NAMES, "en")
    assert entries[0].text == "31 words said"
    assert "Ann 4" in entries[1].text and "Eaglet 3 (1 rejected)" in entries[1].text
    for size in ((960, 540), (1920, 1080)):
        pygame.init()
        app = new_app(size, "fr", 150)
        try:
            play = showcase.table(app, 5, 30, Mode.SAY, players=8)
            play.shown.said = said
            panel = play.drawing.words_panel
            rec = recorded(app, play.draw)
            assert not panel.scrolls and len(panel.in_view) == 2
            assert "31 mots dits" in " ".join(t.words for t in rec.texts)
            assert judged(app, rec) == []
        finally:
            close_scenes(app)
            pygame.quit()
            i18n.set_language("en")


def test_typed_words_are_still_listed_one_by_one() -> None:
    said = [Said(0, "rain"), Said(1, "cloud", stands=False)]
    assert [e.text for e in said_entries(said, NAMES, "en")] == [
        "Ann: rain", "Dodo: cloud (rejected)"]


def test_the_forbidden_letters_heading_stays_beside_a_placed_letter() -> None:
    extra = card_rect(geo.EXTRA.center, geo.EXTRA.h)
    assert not heading_box(extra).colliderect(extra)
    pygame.init()
    app = new_app((1920, 1080), "en", 150)
    try:
        play = showcase.table(app, 5, 30, Mode.SAY, players=8)
        shown = play.shown
        shown.extra = "z"
        shown.extra_by = shown.characters.index(Character.QUEEN)
        rec = recorded(app, play.draw)
        heading = [t for t in rec.texts if t.words == "Forbidden letters"]
        assert heading, "the heading is not drawn"
        letter = app.viewport.rect(extra)
        assert not any(t.ink.colliderect(letter) for t in heading)
        assert judged(app, rec) == []
    finally:
        close_scenes(app)
        pygame.quit()


def test_what_happened_keeps_its_lines_under_every_ability_button() -> None:
    state = next(s for s in STATES if s.name == "every-ability-8")
    for size, lang in (((1920, 1080), "fr"), ((960, 540), "en")):
        pygame.init()
        app = new_app(size, lang, 150)
        try:
            play = state.build(app)
            rec = recorded(app, play.draw)
            panel = play.drawing.log_panel
            assert panel.rect.h > 0, "the log vanished"
            assert len(panel.in_view) >= 2, list(panel.in_view)
            assert judged(app, rec) == []
        finally:
            close_scenes(app)
            pygame.quit()
            i18n.set_language("en")
