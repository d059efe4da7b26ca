"""What a canvas drew, for the layout checks: every text (its words, its ink rectangle in
window pixels, its pixel size, the box it belongs to) and every opaque thing, in order.

`Recorder.problems` lists text over text, text out of its box or the window, text
covered by something drawn after it, and text under the minimum size; `cuts` holds what
`layout.fit_text` could not fit whole. The canvas writes here (`Canvas.recorder`); this
module imports neither the canvas nor the layout, so neither imports the other back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass(slots=True)
class TextRecord:
    words: str
    ink: pygame.Rect
    px: int
    box: pygame.Rect | None
    order: int
    whole: str = ""
    """The whole text this line is part of (`layout.fit_text`'s words; a single line's
    own words otherwise), so one text can be followed across text sizes."""
    wanted: int = 0
    """The pixel size the text-size setting asks for (the style's size times the
    setting), before its room shrank it."""
    fit: int = 0
    """Which `fit_text` call drew this line (lines of one call share it; 0: a line
    drawn on its own)."""
    squeezed: bool = False
    """Drawn under `wanted` because its room is too small (fitted to a box, a width,
    or the size its sibling texts share); a cap on growth is not room."""


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
    """Words `fit_text` could not fit in their box even at the floor: drawn whole (never
    cut with an ellipsis), past the box. Not in `problems`: the layout check reads it."""
    _n: int = 0

    def text(self, words: str, ink: pygame.Rect, px: int, box: pygame.Rect | None,
             whole: str = "", wanted: int = 0, fit: int = 0,
             squeezed: bool = False) -> None:
        self._n += 1
        self.texts.append(TextRecord(words, ink, px, box, self._n, whole or words, wanted,
                                     fit, squeezed))

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
