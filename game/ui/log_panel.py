"""A scrollable log: what happened, in words and small pictures, newest at the bottom.

One piece every game's table composes (the Parade's move log, the word game's "What
happened"). A `LogPanel` holds `LogEntry`s (words, optionally a strip of small pictures a
callback draws under them, a tint bar, a bold heading style) and draws them in a box:

- words are measured and wrapped at the real pixel size they are drawn at: the style's
  size times the text-size setting, never under the 24-logical-px floor (`MIN_TEXT`); a
  word wider than the box is split, so no line is ever cut or spills out;
- it shows whole rows only (each wrapped line, and each picture strip, is a row), so no
  line is half hidden at an edge, and no entry shows without its first line (its
  pictures without their words);
- at rest it follows the newest entry; scrolled back (wheel over it, dragging its body or
  its scroll bar, PageUp / PageDown / Home / End while the pointer is over it, or the
  Up / Down keys when the scene lets it have them), it stays on what the reader is
  reading while entries arrive, and a strip at its foot (a chevron pointing down) says
  there is more below and brings the newest back when clicked.

It holds no game state: the scene gives it the entries (`set_entries`) and the box
(`draw(canvas, box)`); `process_event` takes the logical events the app gives scenes and
returns True when it used one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import INK_RISE, MIN_TEXT, fit_text, text_height
from game.ui.text import elide

Picture = Callable[[Canvas, pygame.Rect], None]
"""Draws an entry's small pictures inside a logical rectangle (the strip under its
words); text it draws belongs to that rectangle."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    text: str
    picture: Picture | None = None
    picture_height: float = 0
    """The logical height of the picture strip (0: none)."""
    tint: theme.Colour | None = None
    """A bar in this colour at the entry's left (a seat's colour, good/bad): never the
    only way something is said."""
    heading: bool = False
    """Bold, with a little more room above (a new round, a new turn)."""
    key: object = None
    """What the entry shows, when the picture callback's drawing depends on more than the
    words (compared to decide whether the entries changed)."""
    short: str | None = None
    """Compact words said beside the picture, on its row ("Dodo" before the cards played
    and taken), used when the panel is short of room (`LogPanel.keep`); None: none."""
    measure: Callable[[float], float] | None = None
    """The picture strip's height at a given logical width (its pictures may wrap), for
    the compact row; None: always `picture_height`."""


@dataclass(frozen=True, slots=True)
class _Row:
    entry: int
    text: str | None  # None: the entry's picture strip
    height: float  # logical
    gap: float  # logical room above the row (first row of an entry)
    beside: float = -1
    """A compact row: the words, then the picture from this logical x offset on (-1: a
    plain row)."""


WHEEL_ROWS = 3
KEEP = 6
"""Entries a log shows whole at once, at every text size, room allowing: a round of six
players (the newest entries first; compact rows, then text down to its 100 % size)."""
SHRINK_STEP = 0.92
BESIDE = 0.6
"""A compact row's words take at most this share of the width (the pictures the rest)."""
TITLE_H = 44
GAP = 8
BAR_W = 12
PAD = 14
NONE_GROWN = 1 << 30


EARLIER = N_("Earlier")
"""Said in the room an older entry leaves above the rows when it is too long to show
whole (clicked: the log scrolls back to it)."""

LOG_STYLE = theme.TextStyle(26, theme.INK)
TITLE_STYLE = theme.TextStyle(28, theme.INK, True)


class LogPanel:
    def __init__(self, title: str | None = N_("What happened"),
                 style: theme.TextStyle = LOG_STYLE,
                 max_grow: float | None = None,
                 background: tuple[int, ...] = (*theme.PARCHMENT, 235),
                 empty: str | None = None, back_label: str | None = None,
                 keep: int = KEEP) -> None:
        self.title = title
        """An English source string (translated when drawn), or None for no title."""
        self.style = style
        self.max_grow = max_grow
        self.background = background
        self.empty = empty
        """Said when there are no entries yet (an English source string), or None."""
        self.back_label = back_label
        """Words beside the arrow of the strip that brings the newest back (an English
        source string), or None for the arrow alone."""
        self.keep = keep
        """The newest entries the panel fits whole in view when it can: when they do not
        fit as they are, entries with compact words are drawn on one row beside their
        picture, and then the text shrinks, never under its size at 100 % (nor the
        floor); what still does not fit scrolls, the newest in view."""
        self.compact = 0
        """As last drawn: the entries before this one were drawn in compact rows (0:
        none)."""
        self._shrink = 1.0
        self.entries: tuple[LogEntry, ...] = ()
        self.offset = 0
        """Rows hidden below the view: 0 follows the newest entry."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        """Where it was last drawn (logical); events are read against it."""
        self._rows: list[_Row] = []
        self._layouts: dict[tuple[float, float, int], list[_Row]] = {}
        self._wrapped: dict[tuple[str, bool, int, int], list[str]] = {}
        self._grown_from = NONE_GROWN
        self._row_h = 34.0
        self._max_offset = 0
        self._shown = 0
        self._in_view = range(0)
        self._body = pygame.Rect(0, 0, 0, 0)
        self._back = pygame.Rect(0, 0, 0, 0)
        self._bar = pygame.Rect(0, 0, 0, 0)
        self._earlier = pygame.Rect(0, 0, 0, 0)
        self._earlier_entry = 0
        """The entry `_earlier` stands for."""
        self._reveal: int | None = None
        """An entry to bring into view whole, from its first line (`_earlier` clicked)."""
        self._pointer: tuple[int, int] | None = None
        self._drag: tuple[str, int, int] | None = None  # (what, start y, start offset)

    # ------------------------------------------------------------------ entries

    def set_entries(self, entries: Sequence[LogEntry]) -> None:
        """The log as it stands now; when entries were added while the reader is
        scrolled back, the view stays on the same rows."""
        entries = tuple(entries)
        if entries == self.entries:
            return
        grown = (len(entries) > len(self.entries)
                 and entries[:len(self.entries)] == self.entries)
        if self.offset and grown:
            self._grown_from = min(self._grown_from, len(self.entries))
        else:
            self.offset = 0
            self._grown_from = NONE_GROWN
        self.entries = entries
        self._layouts.clear()

    @property
    def following(self) -> bool:
        """True when the newest entry is in view."""
        return self.offset == 0

    @property
    def scrolls(self) -> bool:
        """True when, as last drawn, the entries did not all fit."""
        return self._max_offset > 0

    @property
    def in_view(self) -> range:
        """The entries drawn whole, as last drawn."""
        return self._in_view

    def to_latest(self) -> None:
        self.offset = 0

    def scroll(self, rows: int) -> None:
        """Positive: back towards older entries."""
        self.offset = max(0, min(self._max_offset, self.offset + rows))

    # ------------------------------------------------------------------ events

    def process_event(self, event: pygame.event.Event, arrows: bool = False) -> bool:
        """Wheel, drag and keys over the panel; True when used. `arrows`: Up / Down
        scroll too (when the scene gives the panel the keyboard)."""
        kind = event.type
        button = getattr(event, "button", 0)
        if kind == pygame.MOUSEMOTION:
            self._pointer = event.pos
            if self._drag is not None:
                self._dragged(event.pos[1])
                return True
            return False
        if kind == pygame.MOUSEWHEEL:
            if self._over():
                self.scroll(WHEEL_ROWS * int(getattr(event, "y", 0)))
                return True
            return False
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and button in (4, 5):
            return self.rect.collidepoint(event.pos)  # old-style wheel: MOUSEWHEEL scrolls
        if kind == pygame.MOUSEBUTTONDOWN and button == 1:
            self._pointer = event.pos
            if not self.rect.collidepoint(event.pos):
                return False
            if self._back.w and self._back.collidepoint(event.pos):
                self.to_latest()
                return True
            if self._earlier.w and self._earlier.collidepoint(event.pos):
                self._reveal = self._earlier_entry  # shown whole at the next drawing
                return True
            on_bar = self._bar.w and self._bar.inflate(16, 0).collidepoint(event.pos)
            self._drag = ("bar" if on_bar else "body", event.pos[1], self.offset)
            return True
        if kind == pygame.MOUSEBUTTONUP and button == 1:
            if self._drag is not None:
                self._drag = None
                return True
            return False
        if kind == pygame.KEYDOWN and (arrows or self._over()):
            page = max(1, self._shown - 1)
            steps = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page}
            if arrows:
                steps |= {pygame.K_UP: 1, pygame.K_DOWN: -1}
            if event.key in steps:
                self.scroll(steps[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.offset = self._max_offset
                return True
            if event.key == pygame.K_END:
                self.to_latest()
                return True
        return False

    def _over(self) -> bool:
        return self._pointer is not None and self.rect.collidepoint(self._pointer)

    def _dragged(self, y: int) -> None:
        assert self._drag is not None
        what, start, offset = self._drag
        rows = len(self._rows)
        if what == "bar" and rows and self._body.h:
            # the thumb follows the pointer: down the bar is towards the newest
            delta = round((start - y) * rows / self._body.h)
        else:
            # the text follows the pointer: pulling it down brings older rows into view
            delta = round((y - start) / max(1.0, self._row_h))
        self.offset = max(0, min(self._max_offset, offset + delta))

    # ------------------------------------------------------------------ layout

    def _size(self, canvas: Canvas) -> float:
        grow = canvas.text_cache.scale
        if self.max_grow is not None:
            grow = min(grow, self.max_grow)
        grown = max(MIN_TEXT, self.style.size * grow)
        return max(min(grown, max(MIN_TEXT, self.style.size)), grown * self._shrink)

    def _layout(self, canvas: Canvas, width: float) -> list[_Row]:
        """The rows of every entry at `width` logical pixels (kept until the entries,
        the window or the text size change)."""
        vp = canvas.viewport
        size = self._size(canvas)
        px = vp.px(size)
        line_h = round(px * 1.3) / vp.scale
        self._row_h = line_h
        key = (vp.scale, size, round(width), self.compact)
        rows = self._layouts.get(key)
        if rows is not None:
            return rows
        wpx = vp.px(width)
        rows = []
        for i, entry in enumerate(self.entries):
            gap = (GAP * 2 if entry.heading else GAP) if i else 0
            bold = entry.heading or self.style.bold
            if i < self.compact and entry.short and entry.picture is not None:
                row = self._beside(canvas, i, entry, px, bold, width, line_h, gap)
                if row is not None:
                    rows.append(row)
                    continue
            words = entry.text
            if i < self.compact and entry.short and entry.picture is not None:
                words = entry.short  # a long name: on its own row, the picture under it
            key_w = (words, bold, px, wpx)
            lines = self._wrapped.get(key_w)
            if lines is None:  # entries already wrapped at this size are not wrapped again
                if len(self._wrapped) > 4000:
                    self._wrapped.clear()
                lines = self._wrapped[key_w] = wrap_px(canvas, words, px, bold, wpx)
            for line in lines:
                rows.append(_Row(i, line, line_h, gap))
                gap = 0
            if entry.picture is not None and entry.picture_height > 0:
                rows.append(_Row(i, None, entry.picture_height + 4, gap))
        if len(self._layouts) > 4:
            self._layouts.clear()
        self._layouts[key] = rows
        return rows

    def _beside(self, canvas: Canvas, i: int, entry: LogEntry, px: int, bold: bool,
                width: float, line_h: float, gap: float) -> _Row | None:
        """The compact row of an entry: its short words, then its picture on the same
        row; None when the words take more than `BESIDE` of the width (a long name)."""
        assert entry.short is not None
        vp = canvas.viewport
        words_w = canvas.text_cache.font(px, bold).size(elide(entry.short))[0] / vp.scale
        if words_w > width * BESIDE:
            return None
        at = words_w + 10
        pic_h = (entry.measure(width - at) if entry.measure is not None
                 else entry.picture_height)
        return _Row(i, entry.short, max(line_h, pic_h + 4), gap, beside=at)

    def _newest_need(self, rows: list[_Row]) -> float:
        """The height the newest `keep` entries take (0 when there are none)."""
        if not rows or self.keep <= 0:
            return 0.0
        first_entry = max(0, rows[-1].entry - self.keep + 1)
        mine = [r for r in rows if r.entry >= first_entry]
        return sum(r.height for r in mine) + sum(r.gap for r in mine[1:])

    def _fit_newest(self, canvas: Canvas, width: float, height: float) -> list[_Row]:
        """The rows at the roomiest layout that shows the newest `keep` entries whole:
        as they are, then compact, then smaller text (never under its 100 % size)."""
        self.compact = 0
        self._shrink = 1.0
        rows = self._layout(canvas, width)
        if self._newest_need(rows) <= height:
            return rows
        if any(e.short and e.picture is not None for e in self.entries):
            for compact in (len(self.entries) - 1, len(self.entries)):  # the newest in full
                self.compact = compact                                  # words if it can
                rows = self._layout(canvas, width)
                if self._newest_need(rows) <= height:
                    return rows
        while self._newest_need(rows) > height:
            before = self._size(canvas)
            self._shrink *= SHRINK_STEP
            if self._size(canvas) >= before:  # at the 100 % size: the rest scrolls
                self._shrink /= SHRINK_STEP
                break
            rows = self._layout(canvas, width)
        return rows

    def _fits_before(self, end: int, height: float) -> int:
        """How many whole rows ending just before row `end` fit in `height`."""
        used = 0.0
        n = 0
        after_gap = 0.0  # the gap above the row shown just after (no longer first)
        for row in reversed(self._rows[:end]):
            need = row.height + after_gap
            if used + need > height:
                break
            used += need
            after_gap = row.gap
            n += 1
        return n

    def _fits_after(self, start: int, height: float) -> int:
        """How many whole rows from row `start` on fit in `height`."""
        used = 0.0
        n = 0
        for row in self._rows[start:]:
            need = row.height + (row.gap if n else 0)
            if used + need > height:
                break
            used += need
            n += 1
        return n

    # ------------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas, box: pygame.Rect | tuple[float, float, float, float]) -> None:
        box = pygame.Rect(box)
        self.rect = box
        canvas.rect(box, self.background, radius=18)
        canvas.rect(box, theme.INK_SOFT, radius=18, width=2)
        inner = box.inflate(-2 * PAD, -12)
        if self.title:
            title_h = max(TITLE_H, text_height(canvas, TITLE_STYLE))
            fit_text(canvas, _(self.title), (inner.x, inner.y, inner.w, title_h),
                     TITLE_STYLE, max_lines=1)
            inner = pygame.Rect(inner.x, inner.y + title_h + 2, inner.w,
                                inner.h - title_h - 2)
        text_w = inner.w - 16  # room for the tint bars
        self._rows = self._fit_newest(canvas, text_w, inner.h)
        scrolls = self._fits_before(len(self._rows), inner.h) < len(self._rows)
        if scrolls:  # make room for the scroll bar
            text_w -= BAR_W + 6
            self._rows = self._fit_newest(canvas, text_w, inner.h)
        if self._grown_from < len(self.entries):
            self.offset += sum(1 for row in self._rows if row.entry >= self._grown_from)
        self._grown_from = NONE_GROWN
        self._body = inner
        self._max_offset = 0
        if scrolls:  # scrolled all the way back: the oldest row first, above "back"
            shown = self._fits_after(0, inner.h - self._row_h - 8)
            self._max_offset = max(0, len(self._rows) - max(1, shown))
        self.offset = max(0, min(self._max_offset, self.offset))
        if self._reveal is not None and scrolls:
            # the entry from its first line at the top, the "back" strip under the rows
            start = next((i for i, row in enumerate(self._rows)
                          if row.entry == self._reveal), 0)
            shown = self._fits_after(start, inner.h - self._row_h - 8)
            if shown:  # a panel too short for even its first line stays as it was
                self.offset = max(1, min(self._max_offset, len(self._rows) - start - shown))
        self._reveal = None
        body = inner
        self._back = pygame.Rect(0, 0, 0, 0)
        self._bar = pygame.Rect(0, 0, 0, 0)
        self._earlier = pygame.Rect(0, 0, 0, 0)
        if self.offset:
            back_h = self._row_h + 4
            self._back = pygame.Rect(inner.x, inner.bottom - back_h, inner.w, back_h)
            body = pygame.Rect(inner.x, inner.y, inner.w, inner.h - back_h - 4)
        if not self._rows:
            self._shown = 0
            self._in_view = range(0)
            if self.empty:
                fit_text(canvas, _(self.empty), body, theme.TextStyle(24, theme.INK_SOFT),
                         valign="top", max_lines=3)
            return
        end = len(self._rows) - self.offset
        count = self._fits_before(end, body.h)
        first = end - count
        rows = self._rows
        while 0 < first < end - 1 and rows[first - 1].entry == rows[first].entry:
            first += 1  # an entry whose start is out of view is left out whole
        count = end - first
        self._shown = count
        self._in_view = range(rows[first].entry, rows[end - 1].entry + 1) if count else range(0)
        used = sum(r.height for r in rows[first:end]) + sum(r.gap for r in
                                                            rows[first + 1:end])
        top = body.y if not scrolls else body.bottom - used  # the newest at the foot
        if scrolls and first > 0 and top - body.y >= self._row_h + GAP:
            # the room an older entry left, too long to show whole: said, not left blank
            self._earlier = pygame.Rect(body.x, body.y, round(text_w), round(top - body.y))
            self._earlier_entry = rows[first - 1].entry
            self._draw_earlier(canvas)
        self._draw_rows(canvas, pygame.Rect(body.x, round(top), body.w,
                                            body.bottom - round(top)), first, end, text_w)
        if scrolls:
            self._draw_bar(canvas, inner, first, count)
        if self.offset:
            self._draw_back(canvas)

    def _draw_rows(self, canvas: Canvas, body: pygame.Rect, first: int, end: int,
                   text_w: float) -> None:
        size = self._size(canvas)
        y = float(body.y)
        x = body.x + 16
        with canvas.inside(body):
            for index in range(first, end):
                row = self._rows[index]
                if index > first:
                    y += row.gap
                entry = self.entries[row.entry]
                if entry.tint is not None:
                    canvas.rect((body.x, y, 6, row.height), entry.tint)
                if row.beside >= 0 and entry.picture is not None:
                    style = theme.TextStyle(size, self.style.colour,  # type: ignore[arg-type]
                                            entry.heading or self.style.bold)
                    mid = y + min(row.height, self._row_h + 12) / 2
                    canvas.text(row.text or "", (x, mid - INK_RISE * size), style,
                                "midleft", scaled=False)
                    strip = pygame.Rect(round(x + row.beside), round(y + 2),
                                        round(text_w - row.beside), round(row.height - 4))
                    with canvas.inside(strip):
                        entry.picture(canvas, strip)
                elif row.text is not None:
                    style = theme.TextStyle(size, self.style.colour,  # type: ignore[arg-type]
                                            entry.heading or self.style.bold)
                    canvas.text(row.text, (x, y + row.height / 2 - INK_RISE * size), style,
                                "midleft", scaled=False)
                elif entry.picture is not None:
                    strip = pygame.Rect(x, round(y + 2), round(text_w),
                                        round(entry.picture_height))
                    with canvas.inside(strip):
                        entry.picture(canvas, strip)
                y += row.height

    def _draw_bar(self, canvas: Canvas, inner: pygame.Rect, first: int, count: int) -> None:
        n = max(1, len(self._rows))
        track = pygame.Rect(inner.right - BAR_W, inner.y, BAR_W, inner.h)
        self._bar = track
        canvas.rect(track, (*theme.INK_SOFT, 60), radius=BAR_W // 2)
        h = max(24.0, track.h * count / n)
        top = min(track.y + track.h * first / n, track.bottom - h)
        canvas.rect((track.x, top, track.w, h), theme.INK_SOFT, radius=BAR_W // 2)

    def _draw_earlier(self, canvas: Canvas) -> None:
        """The room above the rows when the entry before them is too long to show whole:
        a chevron pointing up and "Earlier", which scroll back to that entry."""
        r = self._earlier
        vp = canvas.viewport
        h = min(r.h, round(self._row_h))
        cy = r.y + h / 2
        cx = r.x + 28
        pygame.draw.lines(canvas.surface, theme.INK_SOFT, False, [
            vp.point(cx - 10, cy + 4), vp.point(cx, cy - 5), vp.point(cx + 10, cy + 4)],
            vp.px(3))
        fit_text(canvas, _(EARLIER), (r.x + 48, r.y, r.w - 52, h),
                 theme.TextStyle(24, theme.INK_SOFT), max_lines=1, max_grow=1.0)

    def _draw_back(self, canvas: Canvas) -> None:
        """The strip at the foot while scrolled back: a chevron pointing down (drawn, not
        typed: the font need not have one), and the game's words if it gave some."""
        r = self._back
        canvas.rect(r, theme.INK_SOFT, radius=12)
        vp = canvas.viewport
        cx = r.x + 28 if self.back_label else r.centerx
        cy = r.centery
        for dy in (-7, 3):
            pygame.draw.lines(canvas.surface, theme.CREAM, False, [
                vp.point(cx - 12, cy + dy - 4), vp.point(cx, cy + dy + 5),
                vp.point(cx + 12, cy + dy - 4)], vp.px(4))
        if self.back_label:
            fit_text(canvas, _(self.back_label), (r.x + 52, r.y, r.w - 60, r.h),
                     theme.TextStyle(24, theme.CREAM, True), max_lines=1)


def wrap_px(canvas: Canvas, words: str, px: int, bold: bool, wpx: int) -> list[str]:
    """`words` in lines no wider than `wpx` window pixels at `px`: wrapped at spaces, and
    a word too long for a line split where it must (never cut, never spilling out)."""
    font = canvas.text_cache.font(px, bold)
    out: list[str] = []
    for line in canvas.text_cache.wrap(words, px, bold, wpx):
        while font.size(line)[0] > wpx and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > wpx:
                cut -= 1
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out
