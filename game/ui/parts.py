"""Pieces of a table kept as surfaces: painted again only when what they show changes.

A table's board, its panels and its log change when an event lands, not every frame;
each game's drawing keeps them in a dict and blits them (`draw_cached`), so hops, the
spinner and the teapot animate over a still table without repainting it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.ui.canvas import Canvas


def draw_cached(canvas: Canvas, cache: dict[str, tuple[Any, pygame.Surface]], name: str,
                target: pygame.Rect, key: Hashable, paint: Callable[[Canvas], None]) -> None:
    """Blit the piece `name` at `target` (window pixels) from `cache`, painting it again
    (through `paint`, given a canvas onto the piece's own surface) only when `key`
    changed since it was last painted."""
    cached = cache.get(name)
    if cached is None or cached[0] != key:
        surf = pygame.Surface(target.size, pygame.SRCALPHA)
        paint(canvas.sub(surf, target.x, target.y))
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        cached = cache[name] = (key, surf)
    canvas.surface.blit(cached[1], target)


class WindowLayer:
    """The still table composed into one opaque picture of the whole window, painted
    again only when its key (or the window's size) changes: most frames cost one blit.
    The race's board and parts and the word game's baize and parts are kept this way."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Hashable = None

    def forget(self) -> None:
        """Paint it anew at the next frame (the window, language or palette changed)."""
        self.surface = None
        self.key = None

    def stale(self) -> None:
        """Compose it anew at the next frame, keeping its surface (a part changed)."""
        self.key = None

    def draw(self, canvas: Canvas, key: Hashable, paint: Callable[[Canvas], None]) -> None:
        """Blit the layer, first painting it through `paint` (given a canvas onto the
        layer) when `key` changed since it was last painted."""
        size = canvas.surface.get_size()
        if self.surface is None or self.surface.get_size() != size or self.key != key:
            if self.surface is None or self.surface.get_size() != size:
                self.surface = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self.surface = self.surface.convert()
            paint(canvas.sub(self.surface, 0, 0))
            self.key = key
        canvas.surface.blit(self.surface, (0, 0))
