"""The shared log keeps a round in view (issue #33: at 150 % text the Parade's log showed
3-4 entries, a 6-player round needs 6): when the six newest entries do not fit as they
are, entries with compact words go on one row beside their pictures (the newest keeps
its full words when it can), then the text shrinks, never under its 100 % size; what
still does not fit scrolls with the newest in view. Every game's log is this panel."""

from __future__ import annotations

import pygame
import pytest

from game.ui.canvas import Canvas, Viewport
from game.ui.layout import MIN_TEXT, Recorder
from game.ui.log_panel import KEEP, LogEntry, LogPanel
from tests.shell.ui.test_log_panel import SIZES, canvas_for
from tests.shell.ui.test_log_panel import screen as screen  # its pygame, set up and shut

BOX = pygame.Rect(1566, 88, 324, 714)  # the Parade's log


def drawn(panel: LogPanel, size, scale: float) -> Recorder:
    canvas = canvas_for(size, scale)
    panel.draw(canvas, BOX)
    assert canvas.recorder is not None
    return canvas.recorder


def chips(canvas: Canvas, rect: pygame.Rect) -> None:
    for i in range(3):
        canvas.rect((rect.x + i * 46, rect.y, 40, 50), (200, 80, 80))


def turns(n: int) -> list[LogEntry]:
    return [LogEntry(f"Ann {i} played the purple 7 and took 2 cards:", chips, 50,
                     short=f"Ann {i}", measure=lambda w: 50) for i in range(n)]


@pytest.mark.parametrize("size", SIZES)
def test_six_turns_with_pictures_are_whole_at_150_in_compact_rows(size) -> None:
    panel = LogPanel()
    panel.set_entries(turns(14))
    rec = drawn(panel, size, 1.5)
    assert KEEP == 6 and len(panel.in_view) >= 6
    assert panel.in_view[-1] == 13
    vp = Viewport(size)
    assert rec.problems(vp.frame, MIN_TEXT * vp.scale) == [] and not rec.cuts
    # the text keeps the setting's size: compact rows, not smaller words
    assert {t.px for t in rec.texts if t.words.startswith("Ann")} == {vp.px(26 * 1.5)}
    assert "Ann 13 played" in " ".join(t.words for t in rec.texts)  # newest in full


@pytest.mark.parametrize("size", SIZES)
def test_words_only_shrink_to_their_100_size_and_no_further(size) -> None:
    panel = LogPanel()
    panel.set_entries([LogEntry(f"Turn {i}: the Dormouse said a long word about treacle "
                                "wells and sat out the round") for i in range(14)])
    rec = drawn(panel, size, 1.5)
    vp = Viewport(size)
    px = {t.px for t in rec.texts if t.words not in ("What happened", "Earlier")}
    assert len(px) == 1 and vp.px(26) <= px.pop() < vp.px(26 * 1.5)
    assert panel.in_view[-1] == 13 and panel.following


def test_a_short_log_is_drawn_as_it_is() -> None:
    panel = LogPanel()
    panel.set_entries(turns(2))
    rec = drawn(panel, (1920, 1080), 1.5)
    assert panel.compact == 0 and list(panel.in_view) == [0, 1]
    assert "Ann 0 played" in " ".join(t.words for t in rec.texts)


def test_a_long_name_in_a_compact_log_keeps_to_its_name_and_pictures() -> None:
    """Too long to sit beside its pictures, the name gets its own row, the pictures under
    it: the entry stays compact, not back to its full words among compact ones."""
    panel = LogPanel()
    entries = turns(14)
    entries[10] = LogEntry("Bartholomew the Magnificent played the purple 7 and took 2 "
                           "cards:", chips, 50, short="Bartholomew the Magnificent",
                           measure=lambda w: 50)
    panel.set_entries(entries)
    rec = drawn(panel, (960, 540), 1.5)
    assert panel.compact and 10 in panel.in_view
    told = " ".join(t.words for t in rec.texts)
    assert "Bartholomew" in told and "Bartholomew the Magnificent played" not in told
