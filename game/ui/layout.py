"""Text that knows its box: one small layout helper, and the check that nothing collides.

`fit_text` lays words out inside a logical box: one line if it fits, else shrinking
(never below `MIN_TEXT`), else wrapping onto the lines the box has room for; never an
ellipsis (docs/architecture.md, "Drawing"). `rows` splits a box into stacked rows, so
each line of a panel reserves its own room instead of being placed by hand. Every word drawn through
`fit_text` belongs to its box (`Canvas.inside`).

The `Recorder` (game.ui.recording) a test sets on a canvas notes every text drawn and
every opaque thing; tests/shell/layout_check.py is the one check every game's layout
test goes through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.recording import Recorder, SolidRecord, TextRecord  # noqa: F401 (re-exported)
from game.ui.text import elide

if TYPE_CHECKING:
    from game.ui.canvas import Canvas, RectLike

MIN_TEXT = theme.MIN_TEXT


INK_RISE = 0.1
"""How much higher than its line's middle a line is drawn, in font sizes (Andika's ink
sits 0.17 of the size below the middle of the surface pygame renders)."""


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
    most: float | None = None,
) -> pygame.Rect:
    """Draw `words` inside the logical `box`; returns the logical rectangle used.

    The size is the style's times the text-size setting (capped by `max_grow`), never
    under `floor`. This is the table's one fitting rule: too wide, shrink towards the
    floor (`MIN_TEXT`), then wrap onto as many lines as the box holds (at most
    `max_lines`); never cut with an ellipsis. When even that does not fit, every word is
    still drawn (wrapped at the floor, from the box's top) and the text is noted in the
    recorder's `cuts`, which the layout checks fail. Lines are measured at the real
    pixel size, so what fits is what is drawn. Shrinking never skips past the style's
    own (100 %) size: a text that fits at it is never drawn smaller. `most` is a logical
    size shared with sibling texts (`fitted_size` of the longest of a chooser's options):
    the text is drawn no larger, as that is what their room allows.
    """
    vp = canvas.viewport
    x, y, w, h = (float(v) for v in (box[0], box[1], box[2], box[3]))
    lines, line_h, size, fits = _laid_out(canvas, words, box, style, max_lines, max_grow,
                                          floor, line_gap, most)
    wanted = max(floor, style.size * canvas.text_cache.scale)  # what the setting asks
    capped = _start_size(canvas, style, max_grow, floor)  # a cap is not room
    if not fits:  # at the floor and still too long: every word stays, the box is outgrown
        if canvas.recorder is not None:
            canvas.recorder.cuts.append(words)
        font = canvas.text_cache.font(vp.px(size), style.bold)
        lines = [part for line in lines for part in _split_long(font, line, vp.px(w))]
    block = len(lines) * line_h / vp.scale
    lh = line_h / vp.scale
    top = {"top": y, "bottom": y + h - block}.get(valign, y + (h - block) / 2)
    if block > h:  # outgrown (a layout test fails it): the first line stays in the box
        top = y
    shown = theme.TextStyle(size, style.colour, style.bold)  # type: ignore[arg-type]
    anchor, ax = {"left": ("midleft", x), "right": ("midright", x + w)}.get(
        align, ("center", x + w / 2))
    widest = 0.0
    with canvas.inside(box), canvas.fitting(words, wanted, size < capped - 1e-6):
        for i, line in enumerate(lines):
            # the font leaves room for accents above the letters: its ink sits low in the
            # line, so the line is drawn a little higher to centre the ink in its slot
            r = canvas.text(line, (ax, top + (i + 0.5) * lh - INK_RISE * size), shown, anchor,
                            colour, scaled=False)
            widest = max(widest, r.w / vp.scale)
    left = {"left": x, "right": x + w - widest}.get(align, x + (w - widest) / 2)
    return pygame.Rect(round(left), round(top), round(widest), round(block))


def text_fits(canvas: Canvas, words: str, box: RectLike,
              style: theme.TextStyle = theme.BODY, max_lines: int = 3,
              max_grow: float | None = None, floor: float = MIN_TEXT,
              line_gap: float = 1.0) -> bool:
    """Whether `fit_text` with these arguments shows `words` whole inside `box` (a
    caller with two layouts, roomy and compact, asks before it draws)."""
    return _laid_out(canvas, words, box, style, max_lines, max_grow, floor, line_gap)[3]


def fitted_size(canvas: Canvas, words: str, box: RectLike,
                style: theme.TextStyle = theme.BODY, max_lines: int = 3,
                max_grow: float | None = None, floor: float = MIN_TEXT,
                line_gap: float = 1.0) -> float:
    """The logical size `fit_text` with these arguments draws `words` at (a widget that
    shows one of several texts in one place draws them all at the smallest such size)."""
    return _laid_out(canvas, words, box, style, max_lines, max_grow, floor, line_gap)[2]


def sized_style(canvas: Canvas, size: float, style: theme.TextStyle) -> theme.TextStyle:
    """`style` that `fit_text` draws at the logical `size` (one `fitted_size` gave): the
    text-size setting taken back out, so several texts share one size (a chooser's
    options, two buttons side by side)."""
    grow = canvas.text_cache.scale or 1.0
    return theme.TextStyle(size / grow, style.colour, style.bold)  # type: ignore[arg-type]


def _start_size(canvas: Canvas, style: theme.TextStyle, max_grow: float | None,
                floor: float) -> float:
    """The logical size the fitting rule starts from: the style's times the text-size
    setting (capped by `max_grow`), never under `floor`."""
    grow = canvas.text_cache.scale
    if max_grow is not None:
        grow = min(grow, max_grow)
    return max(floor, style.size * grow)


def _laid_out(canvas: Canvas, words: str, box: RectLike, style: theme.TextStyle,
              max_lines: int, max_grow: float | None, floor: float,
              line_gap: float, most: float | None = None
              ) -> tuple[list[str], int, float, bool]:
    """The fitting rule's lines: (lines, line height in window px, logical size, whether
    they fit the box)."""
    words = elide(words)  # measured as it will be drawn (French elision, apostrophes)
    vp = canvas.viewport
    wpx, hpx = vp.px(float(box[2])), vp.px(float(box[3]))
    size = _start_size(canvas, style, max_grow, floor)
    if most is not None:
        size = max(min(floor, size), min(size, most))
    own = max(floor, style.size)  # the 100 % size: shrinking stops there on its way
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
        smaller = size * 0.92
        if size > own > smaller:
            smaller = own  # a text that fits at its own size is never drawn smaller
        size = max(floor, smaller)
        lines, line_h, fits = lay(size)
    return lines, line_h, size, fits


def _split_long(font: pygame.font.Font, line: str, wpx: int) -> list[str]:
    """`line` as lines no wider than `wpx`: only a single word wider than the box (a
    long name) is broken between letters; nothing is ever dropped."""
    if font.size(line)[0] <= wpx:
        return [line]
    out: list[str] = []
    part = ""
    for ch in line:
        if part and font.size(part + ch)[0] > wpx:
            out.append(part)
            part = ch.lstrip()
        else:
            part += ch
    return out + ([part] if part else [])


def text_height(canvas: Canvas, style: theme.TextStyle, max_grow: float | None = None,
                floor: float = MIN_TEXT) -> float:
    """The logical height of one line of `style` as `fit_text` would start it."""
    px = canvas.viewport.px(_start_size(canvas, style, max_grow, floor))
    return px * 1.3 / canvas.viewport.scale
