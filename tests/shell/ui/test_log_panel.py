"""The shared log panel (game/ui/log_panel.py): newest in view, whole lines only, text at
the text-size setting and never under the floor, scrolled by wheel / drag / keys, and the
reader's place kept while entries arrive."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui.canvas import Canvas, Viewport
from game.ui.images import ImageCache
from game.ui.layout import MIN_TEXT, Recorder
from game.ui.log_panel import LogEntry, LogPanel
from game.ui.text import TextCache

BOX = pygame.Rect(1400, 100, 480, 600)
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def screen() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def canvas_for(size: tuple[int, int], scale: float = 1.0) -> Canvas:
    canvas = Canvas(pygame.Surface(size), Viewport(size), TextCache(scale), ImageCache())
    canvas.recorder = Recorder()
    return canvas


def drawn(panel: LogPanel, size=(1280, 720), scale: float = 1.0) -> Recorder:
    canvas = canvas_for(size, scale)
    panel.draw(canvas, BOX)
    assert canvas.recorder is not None
    return canvas.recorder


def entries(n: int, start: int = 0) -> list[LogEntry]:
    return [LogEntry(f"Move {i}: the Hatter played the purple 7 and took two cards")
            for i in range(start, start + n)]


def words(recorder: Recorder) -> str:
    return " ".join(t.words for t in recorder.texts)


def problems(recorder: Recorder, size, scale_min=MIN_TEXT) -> list[str]:
    vp = Viewport(size)
    return recorder.problems(vp.frame, scale_min * vp.scale) + list(recorder.cuts)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_newest_entry_is_in_view_whole_and_readable(size, scale) -> None:
    panel = LogPanel(keep=0)  # not asked to keep a round in view: the text as set (#33:
    # test_log_keeps_a_round.py for a panel that keeps six entries)
    panel.set_entries([*entries(30), LogEntry("The newest: a word "
                                              + "Supercalifragilisticexpialidocious" * 2)])
    rec = drawn(panel, size, scale)
    assert problems(rec, size) == []
    assert "newest" in words(rec)
    assert "Move 0:" not in words(rec)  # the old ones scrolled out of view
    assert panel.scrolls
    # every line at the text-size setting (26 x scale), not only the floor
    px = Viewport(size).px(max(MIN_TEXT, 26 * scale))
    assert {t.px for t in rec.texts if t.words.startswith("Move")} == {px}


def test_a_short_log_starts_at_the_top_and_does_not_scroll() -> None:
    panel = LogPanel(empty="Nothing yet")
    rec = drawn(panel)
    assert "Nothing yet" in words(rec)
    panel.set_entries(entries(2))
    rec = drawn(panel)
    assert "Move 0:" in words(rec) and not panel.scrolls
    top = min(t.ink.top for t in rec.texts if t.words.startswith("Move 0"))
    assert top < Viewport((1280, 720)).rect(BOX).centery


def wheel(panel: LogPanel, y: int, at=BOX.center) -> bool:
    panel.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                           buttons=(0, 0, 0)))
    return panel.process_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y))


def test_the_wheel_over_it_scrolls_back_and_the_place_is_kept_as_entries_arrive() -> None:
    panel = LogPanel()
    panel.set_entries(entries(30))
    drawn(panel)
    assert not wheel(panel, 1, at=(100, 100))  # not over the panel: not used
    assert panel.following
    assert wheel(panel, 2)
    rec = drawn(panel)
    assert not panel.following
    seen = [t.words for t in rec.texts]
    assert panel._back.h > 0  # the strip that brings the newest back
    assert "Move 29:" not in words(rec)
    panel.set_entries(entries(33))  # three more moves while the reader reads
    assert [t.words for t in drawn(panel).texts] == seen
    # the strip at its foot brings the newest back
    back = panel._back.center
    assert panel.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                                  pos=back))
    rec = drawn(panel)
    assert panel.following and "Move 32:" in words(rec)


def test_the_strip_may_say_it_in_the_games_words() -> None:
    panel = LogPanel(back_label="Latest")
    panel.set_entries(entries(30))
    drawn(panel)
    wheel(panel, 1)
    rec = drawn(panel)
    assert "Latest" in [t.words for t in rec.texts]
    assert problems(rec, (1280, 720)) == []


def test_keys_over_it_page_and_go_to_the_ends() -> None:
    panel = LogPanel()
    panel.set_entries(entries(40))
    drawn(panel)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0)
    assert not panel.process_event(key)  # the pointer is elsewhere: the scene's key
    wheel(panel, 0)
    assert panel.process_event(key)
    rec = drawn(panel)
    assert "Move 0:" in words(rec)
    panel.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    drawn(panel)
    assert not panel.following
    panel.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert panel.following
    # arrows only when the scene gives them
    up = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0)
    assert not panel.process_event(up)
    assert panel.process_event(up, arrows=True) and not panel.following


def test_dragging_the_text_down_shows_older_entries() -> None:
    panel = LogPanel()
    panel.set_entries(entries(30))
    drawn(panel)
    x, y = BOX.centerx - 40, BOX.centery
    panel.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x, y)))
    panel.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 200),
                                           rel=(0, 200), buttons=(1, 0, 0)))
    assert panel.process_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                                  pos=(x, y + 200)))
    assert panel.offset >= 4


def test_pictures_are_drawn_in_their_strip_under_the_words() -> None:
    calls: list[pygame.Rect] = []

    def picture(canvas: Canvas, rect: pygame.Rect) -> None:
        calls.append(rect)
        canvas.rect(rect, (200, 0, 0))

    panel = LogPanel()
    panel.set_entries([LogEntry("Alice took", picture, 60, tint=(0, 114, 178))])
    rec = drawn(panel)
    assert problems(rec, (1280, 720)) == []
    assert len(calls) == 1 and calls[0].h == 60 and BOX.contains(calls[0])
    text = next(t for t in rec.texts if t.words == "Alice took")
    assert text.ink.bottom <= Viewport((1280, 720)).rect(calls[0]).top + 1


def test_an_entry_shows_whole_or_not_at_all_at_the_top_edge() -> None:
    def picture(canvas: Canvas, rect: pygame.Rect) -> None:
        canvas.rect(rect, (0, 0, 200))

    panel = LogPanel()
    panel.set_entries([LogEntry(f"Entry {i} with words to wrap onto two lines here", picture,
                                50) for i in range(12)])
    for offset in range(0, 12):
        panel.offset = offset
        rec = drawn(panel)
        shown = [t.words for t in rec.texts if t.words.startswith("Entry")]
        assert shown, offset
        # every entry drawn starts with its first line
        texts = [t.words for t in rec.texts]
        first = next(i for i, w in enumerate(texts)
                     if w not in ("What happened", "Earlier"))  # the room's marker
        assert texts[first].startswith("Entry"), (offset, texts)


def test_room_an_older_entry_leaves_says_earlier_and_scrolls_to_it() -> None:
    """Found playing (the word game's "What happened" beside the Queen's choice): an entry
    too long to show whole left blank rows above the newest. The room now says "Earlier"
    (with a chevron), and a click there scrolls back to that entry, whole."""
    short = [LogEntry(f"Word {i}") for i in range(3)]
    long = LogEntry("Dodo puts the Caterpillar token before Bill, who will have to "
                    "speak first when the round comes round to him again")
    for height in range(240, 480, 6):  # a height that leaves one row or more blank
        panel = LogPanel(keep=0)
        panel.set_entries([*short, long, *short])
        canvas = canvas_for((1280, 720))
        box = pygame.Rect(BOX.x, BOX.y, BOX.w, height)
        panel.draw(canvas, box)
        if not panel._earlier.w:
            continue
        said = [t.words for t in canvas.recorder.texts]
        assert "Earlier" in said
        assert not any("Caterpillar" in w for w in said)  # never half an entry
        panel.process_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                               pos=panel._earlier.center))  # logical
        canvas = canvas_for((1280, 720))
        panel.draw(canvas, box)
        said = " ".join(t.words for t in canvas.recorder.texts)
        assert "Dodo puts" in said and "round" in said, said  # the entry, whole
        return
    raise AssertionError("no height left room for an older entry")
