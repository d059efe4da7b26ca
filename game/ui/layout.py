"""Text that knows its box: one small layout helper, and the check that nothing collides.

`fit_text` lays words out inside a logical box: one line if it fits, else shrinking
(never below `MIN_TEXT`), else wrapping onto the lines the box has room for, and as a
last resort an ellipsis. `rows` splits a box into stacked rows, so each line of a panel
reserves its own room instead of being placed by hand. Every word drawn through
`fit_text` belongs to its box (`Canvas.inside`).

A `Recorder` set on a canvas notes every text drawn (its ink rectangle in window pixels,
its pixel size, the box it belongs to) and every opaque thing (`Canvas.solid`), in order;
`problems` lists text over text, text out of its box, text covered by something drawn
after it, and text under the minimum size. tests/race/scenes/test_layout.py renders
every state of the race's screens with a recorder.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.ui import theme

if TYPE_CHECKING:
    from game.ui.canvas import Canvas, RectLike

MIN_TEXT = 24
"""The smallest text size, in logical pixels (12 px at 960x540, 16 px at 1280x720);
docs/accessibility.md says why."""


INK_RISE = 0.1
"""How much higher than its line's middle a line is drawn, in font sizes (Andika's ink
sits 0.17 of the size below the middle of the surface pygame renders)."""


# ---------------------------------------------------------------------- recording


@dataclass(slots=True)
class TextRecord:
    words: str
    ink: pygame.Rect
    px: int
    box: pygame.Rect | None
    order: int


@dataclass(slots=True)
class SolidRecord:
    rect: pygame.Rect
    name: str
    order: int


@dataclass
class Recorder:
    texts: list[TextRecord] = field(default_factory=list)
    solids: list[SolidRecord] = field(default_factory=list)
    clears: list[SolidRecord] = field(default_factory=list)
    cuts: list[str] = field(default_factory=list)
    """Words `fit_text` had to cut with an ellipsis (not in `problems`: a check that
    wants every word shown whole reads it)."""
    _n: int = 0

    def text(self, words: str, ink: pygame.Rect, px: int, box: pygame.Rect | None) -> None:
        self._n += 1
        self.texts.append(TextRecord(words, ink, px, box, self._n))

    def solid(self, rect: pygame.Rect, name: str) -> None:
        self._n += 1
        self.solids.append(SolidRecord(rect, name, self._n))

    def keep_clear(self, rect: pygame.Rect, name: str) -> None:
        """A place no text may touch, whenever drawn (the numerals of the clock)."""
        self._n += 1
        self.clears.append(SolidRecord(rect, name, self._n))

    def cover(self, rect: pygame.Rect | None = None) -> None:
        """A modal layer drawn now (a curtain, a dimmed panel) hides on purpose what was
        drawn before it under `rect` (None: the whole window): forget that."""
        if rect is None:
            self.texts.clear()
            self.solids.clear()
            return
        self.texts = [t for t in self.texts if not t.ink.colliderect(rect)]
        self.solids = [s for s in self.solids if not s.rect.colliderect(rect)]

    def problems(self, frame: pygame.Rect, min_px: float, slack: int = 1) -> list[str]:
        """Everything wrong with the text drawn, in words (empty: all is well)."""
        out: list[str] = []
        texts = self.texts
        for t in texts:
            if t.px < min_px - 0.01:
                out.append(f"too small ({t.px} px < {min_px:.0f}): {t.words!r}")
            if not frame.inflate(2 * slack, 2 * slack).contains(t.ink):
                out.append(f"off the screen: {t.words!r} at {t.ink}")
            if t.box is not None and not t.box.inflate(2 * slack, 2 * slack).contains(t.ink):
                out.append(f"clipped by its box {t.box}: {t.words!r} at {t.ink}")
        for i, a in enumerate(texts):
            for b in texts[i + 1:]:
                hit = a.ink.clip(b.ink)
                if hit.w > slack and hit.h > slack:
                    out.append(f"text on text: {a.words!r} {a.ink} and {b.words!r} {b.ink}")
            for s in self.solids:
                hit = a.ink.clip(s.rect)
                if s.order > a.order and hit.w > slack and hit.h > slack:
                    out.append(f"covered by {s.name or 'a solid'} {s.rect}: {a.words!r} {a.ink}")
            for s in self.clears:
                hit = a.ink.clip(s.rect)
                under = any(s.order < c.order < a.order and c.rect.contains(a.ink)
                            for c in self.solids)  # a box drawn over the place first
                if hit.w > slack and hit.h > slack and not under:
                    out.append(f"over {s.name}: {a.words!r} {a.ink}")
        return out


# ---------------------------------------------------------------------- layout


def cover(canvas: Canvas, box: RectLike | None = None) -> None:
    """Tell the canvas's recorder (if any) that a modal layer drawn now hides what is
    under the logical `box` (None: everything) on purpose."""
    if canvas.recorder is not None:
        canvas.recorder.cover(None if box is None else canvas.viewport.rect(box))


def rows(box: RectLike, *heights: float, gap: float = 0) -> list[pygame.Rect]:
    """Split a logical box into stacked rows: each height is logical pixels, or a
    fraction (<= 1) of what the fixed rows and gaps leave."""
    x, y, w, h = (float(v) for v in (box[0], box[1], box[2], box[3]))
    fixed = sum(v for v in heights if v > 1) + gap * (len(heights) - 1)
    share = max(0.0, h - fixed)
    out = []
    for v in heights:
        rh = v if v > 1 else v * share
        out.append(pygame.Rect(round(x), round(y), round(w), round(rh)))
        y += rh + gap
    return out


def fit_text(
    canvas: Canvas,
    words: str,
    box: RectLike,
    style: theme.TextStyle = theme.BODY,
    align: str = "left",
    valign: str = "center",
    colour: theme.Colour | None = None,
    max_lines: int = 3,
    max_grow: float | None = None,
    floor: float = MIN_TEXT,
    line_gap: float = 1.0,
) -> pygame.Rect:
    """Draw `words` inside the logical `box`; returns the logical rectangle used.

    The size is the style's times the text-size setting (capped by `max_grow`), never
    under `floor`. Too wide: shrink towards the floor, then wrap onto as many lines as the
    box holds (at most `max_lines`), then cut with an ellipsis. Lines are measured at the
    real pixel size, so what fits is what is drawn.
    """
    vp = canvas.viewport
    x, y, w, h = (float(v) for v in (box[0], box[1], box[2], box[3]))
    wpx, hpx = vp.px(w), vp.px(h)
    grow = canvas.text_cache.scale
    if max_grow is not None:
        grow = min(grow, max_grow)
    size = max(floor, style.size * grow)
    floor = min(size, floor)
    cache = canvas.text_cache

    def lay(size: float) -> tuple[list[str], int, bool]:
        px = vp.px(size)
        font = cache.font(px, style.bold)
        line_h = round(px * 1.3 * line_gap)
        room = max(1, min(max_lines, hpx // max(1, line_h)))
        one_line = "\n" not in words and font.size(words)[0] <= wpx
        lines = [words] if one_line else cache.wrap(words, px, style.bold, wpx)
        fits = (len(lines) * line_h <= hpx and len(lines) <= room
                and all(font.size(line)[0] <= wpx for line in lines))
        return lines, line_h, fits

    lines, line_h, fits = lay(size)
    while not fits and size > floor:
        size = max(floor, size * 0.92)
        lines, line_h, fits = lay(size)
    if not fits:  # at the floor and still too long: keep the lines there is room for
        if canvas.recorder is not None:
            canvas.recorder.cuts.append(words)
        font = cache.font(vp.px(size), style.bold)
        room = max(1, min(max_lines, hpx // max(1, line_h)))
        lines = lines[:room]
        last = lines[-1]
        while last and font.size(last + "…")[0] > wpx:
            last = last[:-1].rstrip()
        lines[-1] = last + "…" if last != words else last
        lines = [line if font.size(line)[0] <= wpx else _cut(font, line, wpx) for line in lines]
    block = len(lines) * line_h / vp.scale
    lh = line_h / vp.scale
    top = {"top": y, "bottom": y + h - block}.get(valign, y + (h - block) / 2)
    shown = theme.TextStyle(size, style.colour, style.bold)  # type: ignore[arg-type]
    anchor, ax = {"left": ("midleft", x), "right": ("midright", x + w)}.get(
        align, ("center", x + w / 2))
    widest = 0.0
    with canvas.inside(box):
        for i, line in enumerate(lines):
            # the font leaves room for accents above the letters: its ink sits low in the
            # line, so the line is drawn a little higher to centre the ink in its slot
            r = canvas.text(line, (ax, top + (i + 0.5) * lh - INK_RISE * size), shown, anchor,
                            colour, scaled=False)
            widest = max(widest, r.w / vp.scale)
    left = {"left": x, "right": x + w - widest}.get(align, x + (w - widest) / 2)
    return pygame.Rect(round(left), round(top), round(widest), round(block))


def _cut(font: pygame.font.Font, line: str, wpx: int) -> str:
    while line and font.size(line + "…")[0] > wpx:
        line = line[:-1]
    return line + "…"


def text_height(canvas: Canvas, style: theme.TextStyle, max_grow: float | None = None,
                floor: float = MIN_TEXT) -> float:
    """The logical height of one line of `style` as `fit_text` would start it."""
    grow = canvas.text_cache.scale if max_grow is None else min(canvas.text_cache.scale,
                                                                 max_grow)
    px = canvas.viewport.px(max(floor, style.size * grow))
    return px * 1.3 / canvas.viewport.scale
