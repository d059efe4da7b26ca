"""The coach's gold ring round the empty slot of a shown letter does not cross the
"Forbidden letters" heading (issue 33: in the guided first game, the bubble about the
Queen's letter ringed the slot right through "Lettres interdites", at 960x540 in French).
The heading stands left of the slot, where it stands beside a placed letter."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.wordland.scenes.guided import GuidedPlay, new_guided
from game.wordland.ui import geometry as geo
from game.wordland.ui.pieces import card_rect
from tests.shell.layout_check import recorded
from tests.wordland.scenes.guided_driver import dismiss, until_tip

HEADINGS = ("Forbidden letters", "Lettres interdites")
RING = 8
"""The ring's width, drawn inside its rect (game/table/coach.py)."""


def test_the_heading_box_is_clear_of_the_slot_and_its_ring() -> None:
    from game.wordland.scenes.said_list import heading_box

    ring = geo.EXTRA.inflate(8, 8)  # the guided coach's "extra" target
    for extra in (None, card_rect(geo.EXTRA.center, geo.EXTRA.h)):
        assert not heading_box(extra).colliderect(ring), extra


@pytest.mark.parametrize("look", (((960, 540), "fr", 100), ((960, 540), "fr", 150),
                                  ((1920, 1080), "en", 150), ((1280, 720), "fr", 125)))
def test_the_queen_letter_ring_does_not_cross_the_heading(app: App, look) -> None:
    new_guided(app)
    play = app.top
    assert isinstance(play, GuidedPlay)
    while (tip := until_tip(app, play)) != "queen_letter":
        assert tip is not None
        dismiss(app)
    assert not play.state.extra  # the slot is empty: the letter is not shown yet
    size, lang, text = look
    app.resize(size)
    app.update_settings(app.settings.with_changes(language=lang, text_size=text))
    rings = [app.viewport.rect(r) for r in play.coach.targets()]
    extra_ring = app.viewport.rect(geo.EXTRA.inflate(8, 8))
    assert extra_ring in rings
    inks = [t.ink for t in recorded(app, play.draw).texts if t.words in HEADINGS]
    assert inks, "the heading was not drawn"
    for ink in inks:
        # the ring is a band RING px wide inside its rect: the words clear all of it
        assert not ink.colliderect(extra_ring), (look, ink, extra_ring)
    pygame.event.clear()
