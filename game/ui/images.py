"""The one image cache: SVG art rasterised once per pixel size (ART.md).

`get(name, size)` returns the art called `name` rendered by pygame-ce's nanosvg at
exactly that size, so art stays crisp at any window size; a surface is made once and
reused every frame, and the cache is emptied when the window is resized. Art that has
not landed yet (or never will, like a rotated spinner hand) is drawn by a small function
in `game.race.ui.fallback_art` behind the same call, so callers never know the difference.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

from game.shell import resources

logger = logging.getLogger(__name__)

Painter = Callable[[tuple[int, int]], pygame.Surface]

_VIEWBOX = re.compile(rb'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)')


def art_path(name: str) -> Path:
    """Where the art called `name` lives: ``race/clock_face`` is a game's own
    (``assets/race/art/clock_face.svg``), a bare ``icon`` is the box's
    (``assets/common/art/icon.svg``). Two games may both have a ``card_back``."""
    folder, _, stem = name.rpartition("/")
    return resources.path("assets", folder or "common", "art", f"{stem}.svg")


@lru_cache(maxsize=256)
def svg_aspect(path: Path) -> float | None:
    """Width / height from an SVG's viewBox (read once per file)."""
    try:
        head = path.read_bytes()[:2000]
    except OSError:
        return None
    match = _VIEWBOX.search(head)
    if not match:
        return None
    w, h = float(match.group(1)), float(match.group(2))
    return w / h if h else None


class ImageCache:
    def __init__(self, fallbacks: dict[str, tuple[float, Painter]] | None = None) -> None:
        self._surfaces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._fallbacks = dict(fallbacks or {})
        self._missing_logged: set[str] = set()
        self._paths: dict[str, Path] = {}
        self._aspects: dict[str, float] = {}
        self._shapes: dict[tuple[object, ...], pygame.Surface] = {}
        self.rasterised = 0
        """How many surfaces were made: the bench checks this stays flat per frame."""

    def svg_path(self, name: str) -> Path:
        path = self._paths.get(name)
        if path is None:
            path = self._paths[name] = art_path(name)
        return path

    def has_art(self, name: str) -> bool:
        return self.svg_path(name).is_file()

    def aspect(self, name: str) -> float:
        aspect = self._aspects.get(name)
        if aspect is None:
            path = self.svg_path(name)
            if path.is_file():
                aspect = svg_aspect(path) or 1.0
            elif name in self._fallbacks:
                aspect = self._fallbacks[name][0]
            else:
                aspect = 1.0
            self._aspects[name] = aspect
        return aspect

    def shape(
        self, key: tuple[object, ...], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """A translucent shape drawn once per size (rounded panels, glows...)."""
        surf = self._shapes.get(key)
        if surf is None:
            surf = self._shapes[key] = make()
            if len(self._shapes) > 2000:
                self._shapes.clear()
        return surf

    def fitted_size(self, name: str, box: tuple[int, int]) -> tuple[int, int]:
        """The largest size with the art's aspect that fits in `box` (pixels)."""
        aspect = self.aspect(name)
        w, h = box
        if w / max(1, h) > aspect:
            w = round(h * aspect)
        else:
            h = round(w / aspect)
        return (max(1, w), max(1, h))

    def get(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = (name, size)
        surf = self._surfaces.get(key)
        if surf is None:
            surf = self._make(name, size)
            self._surfaces[key] = surf
            self.rasterised += 1
        return surf

    def _make(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        path = self.svg_path(name)
        if path.is_file():
            try:
                surf = pygame.image.load_sized_svg(str(path), size)
                return surf.convert_alpha() if pygame.display.get_surface() else surf
            except (pygame.error, OSError) as exc:
                logger.warning("cannot draw %s: %s", path, exc)
        if name in self._fallbacks:
            return self._fallbacks[name][1](size)
        if name not in self._missing_logged:
            self._missing_logged.add(name)
            logger.warning("no art for %r; drawing a blank", name)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (200, 60, 160, 120), surf.get_rect(), 2)
        return surf

    def clear(self) -> None:
        self._surfaces.clear()
        self._shapes.clear()
