"""Art drawn in code, behind `ImageCache.get`: the Cheshire grin, which has no SVG.

Shapes are drawn at four times the size and smooth-scaled down, which gives soft,
anti-aliased edges in the same dark-ink, rounded style as the SVGs.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.images import Painter

SUPER = 3


def _smooth(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def grin(size: tuple[int, int]) -> pygame.Surface:
    """The Cheshire Cat's floating grin (for its moves)."""
    w, h = size[0] * SUPER, size[1] * SUPER
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = pygame.Rect(w * 0.08, -h * 0.6, w * 0.84, h * 1.4)
    pygame.draw.ellipse(big, (150, 70, 160), rect.inflate(w * 0.08, h * 0.08))
    mouth = pygame.Rect(w * 0.12, h * 0.05, w * 0.76, h * 0.8)
    pygame.draw.ellipse(big, theme.WHITE, mouth)
    pygame.draw.ellipse(big, theme.INK, mouth, max(2, int(w * 0.02)))
    for i in range(1, 8):
        x = mouth.x + mouth.w * i / 8
        pygame.draw.line(big, theme.INK, (x, mouth.y + h * 0.12), (x, mouth.bottom - h * 0.12),
                         max(1, int(w * 0.01)))
    cover = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(cover, (0, 0, 0, 0), cover.get_rect())
    big.blit(cover, (0, 0))
    # keep only the lower half of the big ellipse: a crescent smile
    clip = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(clip, (255, 255, 255, 255), pygame.Rect(0, h * 0.02, w, h * 0.98))
    big.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return _smooth(big, size)


def fallbacks() -> dict[str, tuple[float, Painter]]:
    """Name -> (aspect, painter) for `ImageCache`."""
    return {
        "race/grin": (2.0, grin),
    }
