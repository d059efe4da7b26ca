"""The logical 1920x1080 canvas, letterboxed into a window of any size.

Everything in the scenes is placed in logical coordinates; `Viewport` maps them to the
window's pixels (aspect kept, bars at the sides or top). Nothing is drawn at 1920x1080
and scaled: `Canvas` asks the text and image caches for surfaces at the *real* pixel
size, so art and letters are crisp from 960x540 to 3840x2160.
"""

from __future__ import annotations

import itertools
import logging
import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pygame

from game.ui import theme
from game.ui.images import ImageCache
from game.ui.recording import Recorder
from game.ui.text import TextCache, elide
from game.ui.theme import TextStyle

logger = logging.getLogger(__name__)

_fits = itertools.count(1)
"""Numbers each `Canvas.fitting` block, so the recorder knows which lines are one text."""

RectLike = pygame.Rect | tuple[float, float, float, float] | Sequence[float]


class Viewport:
    """Scale and offset between logical and window pixels."""

    def __init__(self, window: tuple[int, int]) -> None:
        lw, lh = theme.LOGICAL_SIZE
        w, h = max(1, window[0]), max(1, window[1])
        self.window = (w, h)
        self.scale = min(w / lw, h / lh)
        self.offset = ((w - lw * self.scale) / 2, (h - lh * self.scale) / 2)

    def px(self, length: float) -> int:
        """A logical length in whole window pixels (at least 1)."""
        return max(1, round(length * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.offset[0] + x * self.scale), round(self.offset[1] + y * self.scale))

    def rect(self, r: RectLike) -> pygame.Rect:
        """A logical rectangle in window pixels; shared edges stay shared."""
        x, y, w, h = (float(v) for v in (r[0], r[1], r[2], r[3]))
        left, top = self.point(x, y)
        right, bottom = self.point(x + w, y + h)
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def shifted(self, dx: int, dy: int) -> Viewport:
        """The same mapping drawn into a surface whose (0, 0) is window pixel (dx, dy)."""
        copy = Viewport.__new__(Viewport)
        copy.window = self.window
        copy.scale = self.scale
        copy.offset = (self.offset[0] - dx, self.offset[1] - dy)
        return copy

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (
            math.floor((pos[0] - self.offset[0]) / self.scale),
            math.floor((pos[1] - self.offset[1]) / self.scale),
        )

    @property
    def frame(self) -> pygame.Rect:
        """The window area the logical canvas covers."""
        return self.rect((0, 0, *theme.LOGICAL_SIZE))


class Canvas:
    """Drawing in logical coordinates onto the window surface, at real pixel size."""

    def __init__(
        self, surface: pygame.Surface, viewport: Viewport, text: TextCache, images: ImageCache
    ) -> None:
        self.surface = surface
        self.viewport = viewport
        self.text_cache = text
        self.images = images
        self.recorder: Recorder | None = None
        """When set (tests, the layout check), every text and solid drawn is noted."""
        self._origin = (0, 0)
        self._boxes: list[pygame.Rect] = []
        self._art = 0
        self._passing = 0
        self._fitting: list[tuple[str, float, bool, int]] = []

    def sub(self, surface: pygame.Surface, dx: int, dy: int) -> Canvas:
        """A canvas drawing into `surface`, whose (0, 0) is window pixel (dx, dy); it
        shares the text and image caches (and the recorder, shifted)."""
        child = Canvas(surface, self.viewport.shifted(dx, dy), self.text_cache, self.images)
        child.recorder = self.recorder
        child._origin = (self._origin[0] + dx, self._origin[1] + dy)
        return child

    # ------------------------------------------------------------- recording

    @contextmanager
    def inside(self, box: RectLike) -> Iterator[None]:
        """Text drawn in this block belongs to `box` (logical): it must stay inside it."""
        self._boxes.append(self.viewport.rect(box).move(*self._origin))
        try:
            yield
        finally:
            self._boxes.pop()

    @contextmanager
    def fitting(self, words: str, wanted: float, squeezed: bool) -> Iterator[None]:
        """The lines drawn in this block are `layout.fit_text`'s `words`, which the
        text-size setting asks at the logical size `wanted`; `squeezed`: drawn smaller
        because their room is too small (noted for the layout checks)."""
        self._fitting.append((words, wanted, squeezed, next(_fits)))
        try:
            yield
        finally:
            self._fitting.pop()

    @contextmanager
    def art(self) -> Iterator[None]:
        """Numbers printed on pieces (cards, cookies): part of the picture, not text."""
        self._art += 1
        try:
            yield
        finally:
            self._art -= 1

    @contextmanager
    def passing(self) -> Iterator[None]:
        """A piece in flight (a card crossing the table for a moment): it may pass over
        text, so what is drawn in this block is not noted as covering anything."""
        self._passing += 1
        try:
            yield
        finally:
            self._passing -= 1

    def solid(self, r: RectLike, name: str = "") -> None:
        """Note an opaque thing drawn now (a card, a box): text drawn before it and
        under it is covered."""
        if self.recorder is not None and not self._passing:
            self.recorder.solid(self.viewport.rect(r).move(*self._origin), name)

    def keep_clear(self, r: RectLike, name: str) -> None:
        """Note a place no text may touch (see `Recorder.keep_clear`)."""
        if self.recorder is not None:
            self.recorder.keep_clear(self.viewport.rect(r).move(*self._origin), name)

    # ------------------------------------------------------------- shapes

    def fill(self, colour: theme.Colour) -> None:
        self.surface.fill(colour)

    def rect(
        self,
        r: RectLike,
        colour: tuple[int, ...],
        radius: float = 0,
        width: float = 0,
    ) -> None:
        vp = self.viewport
        target = vp.rect(r)
        border = vp.px(width) if width else 0
        rad = vp.px(radius) if radius else 0
        if len(colour) == 4 and colour[3] < 255:

            def make() -> pygame.Surface:
                layer = pygame.Surface(target.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, colour, layer.get_rect(), border, border_radius=rad)
                return layer

            key = ("rect", target.size, tuple(colour), border, rad)
            self.surface.blit(self.images.shape(key, make), target)
        else:
            pygame.draw.rect(self.surface, colour[:3], target, border, border_radius=rad)

    def circle(
        self, centre: tuple[float, float], radius: float, colour: tuple[int, ...], width: float = 0
    ) -> None:
        vp = self.viewport
        c = vp.point(*centre)
        r = vp.px(radius)
        border = vp.px(width) if width else 0
        if len(colour) == 4 and colour[3] < 255:

            def make() -> pygame.Surface:
                layer = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
                pygame.draw.circle(layer, colour, (r + 1, r + 1), r, border)
                return layer

            key = ("circle", r, tuple(colour), border)
            self.surface.blit(self.images.shape(key, make), (c[0] - r - 1, c[1] - r - 1))
        else:
            pygame.draw.circle(self.surface, colour[:3], c, r, border)

    def line(
        self, a: tuple[float, float], b: tuple[float, float], colour: theme.Colour, width: float
    ) -> None:
        vp = self.viewport
        pygame.draw.line(self.surface, colour, vp.point(*a), vp.point(*b), vp.px(width))

    def dim(self, alpha: int = 140, colour: theme.Colour = (20, 14, 10)) -> None:
        size = self.surface.get_size()

        def make() -> pygame.Surface:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            layer.fill((*colour, alpha))
            return layer

        self.surface.blit(self.images.shape(("dim", size, colour, alpha), make), (0, 0))

    # ------------------------------------------------------------- images

    def image(
        self,
        name: str,
        box: RectLike,
        alpha: int = 255,
        fit: bool = True,
    ) -> pygame.Rect:
        """Draw art `name` inside the logical `box` (aspect kept when `fit`), centred."""
        vp = self.viewport
        target = vp.rect(box)
        size = self.images.fitted_size(name, target.size) if fit else target.size
        surf = self.images.get(name, size)
        dest = surf.get_rect(center=target.center)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        self.surface.blit(surf, dest)
        return dest


    def blit_px(self, surf: pygame.Surface, centre: tuple[float, float]) -> pygame.Rect:
        """Blit a surface already at window pixel size, centred on a logical point."""
        dest = surf.get_rect(center=self.viewport.point(*centre))
        self.surface.blit(surf, dest)
        return dest

    # ------------------------------------------------------------- text

    def text(
        self,
        words: str,
        pos: tuple[float, float],
        style: theme.TextStyle = theme.BODY,
        anchor: str = "center",
        colour: theme.Colour | None = None,
        max_width: float | None = None,
        scaled: bool = True,
        max_grow: float | None = None,
    ) -> pygame.Rect:
        """One line of text; shrinks to fit `max_width` (logical) rather than clip. Words
        that may need more than one line go through `layout.fit_text` (the fitting rule:
        never under the floor); a line shrunk here under `theme.MIN_TEXT` is what the
        layout checks fail as too small.

        Sizes are multiplied by the text-size setting (`TextCache.scale`); `max_width`
        still holds, so larger text grows wherever there is room and never spills out.
        `scaled=False` for numbers printed on pieces (cards, cookies), which keep the
        size of their art; `max_grow` caps the growth inside a fixed-height box (e.g. 1.15).
        """
        vp = self.viewport
        words = elide(words)  # as drawn (French articles, elision, apostrophes): recorded so
        grow = self.text_cache.scale if scaled else 1.0
        size = style.size * (min(grow, max_grow) if max_grow is not None else grow)
        surf = self.text_cache.render(words, vp.px(size), colour or style.colour, style.bold)
        asked = size
        if max_width is not None:
            limit = vp.px(max_width)
            while surf.get_width() > limit and size > 10:
                size = int(size * 0.9)
                surf = self.text_cache.render(
                    words, vp.px(size), colour or style.colour, style.bold
                )
        dest = surf.get_rect(**{anchor: vp.point(*pos)})
        self.surface.blit(surf, dest)
        if self.recorder is not None and not self._art and words.strip():
            ink = surf.get_bounding_rect(min_alpha=60).move(dest.topleft).move(*self._origin)
            if self._fitting:
                whole, wanted, squeezed, fit = self._fitting[-1]
            else:  # the setting asks for the style's size times it; a width may shrink it
                whole, wanted, fit = words, style.size * self.text_cache.scale, 0
                squeezed = size < asked
            self.recorder.text(words, ink, surf.get_height() and vp.px(size),
                               self._boxes[-1] if self._boxes else None, whole,
                               vp.px(wanted), fit, squeezed)
        return dest

    def paragraph(
        self,
        words: str,
        box: RectLike,
        style: theme.TextStyle = theme.BODY,
        colour: theme.Colour | None = None,
        line_gap: float = 1.2,
        align: str = "left",
    ) -> float:
        """Wrapped text inside a logical box; returns the logical height used."""
        x, y, w, h = (float(v) for v in (box[0], box[1], box[2], box[3]))
        scale = self.text_cache.scale
        size = style.size
        while True:  # larger text (setting) or longer words (French): shrink to the box
            shown = TextStyle(round(size), style.colour, style.bold)
            lines = self.wrap(words, w, shown)
            step = size * scale * line_gap
            if len(lines) * step <= h or size * scale <= 12:
                break
            size *= 0.94
        unscaled = TextStyle(round(size), style.colour, style.bold)
        room = w * 1.12  # lines were measured at logical size; pixel rounding may add a bit
        with self.inside(box):
            for i, line in enumerate(lines):
                if align == "center":
                    self.text(line, (x + w / 2, y + i * step), unscaled, "midtop", colour, room)
                else:
                    self.text(line, (x, y + i * step), unscaled, "topleft", colour, room)
        return len(lines) * step

    def wrap(self, words: str, width: float, style: theme.TextStyle) -> list[str]:
        """Split into lines that fit `width` logical pixels (measured at logical size,
        times the text-size setting)."""
        return self.text_cache.wrap(words, round(style.size * self.text_cache.scale),
                                    style.bold, width)
