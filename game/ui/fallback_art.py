"""Art drawn in code: pieces the SVG set does not have (yet), behind `ImageCache.get`.

Shapes are drawn at four times the size and smooth-scaled down, which gives soft,
anti-aliased edges in the same dark-ink, rounded style as the SVGs.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.images import Painter

SUPER = 3


def _smooth(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def spinner_hand(size: tuple[int, int]) -> pygame.Surface:
    """A clock hand pointing to 12 o'clock, pivot at the centre of a square surface."""
    w, h = size[0] * SUPER, size[1] * SUPER
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    length = h / 2 * 0.97
    tail = h / 2 * 0.22
    half = w * 0.045
    ink = theme.INK
    # shadow
    shadow = [
        (cx + half * 0.4 + w * 0.012, cy - length + w * 0.02),
        (cx + half * 1.4 + w * 0.012, cy - length * 0.62 + w * 0.02),
        (cx + half * 0.7 + w * 0.012, cy + tail + w * 0.02),
        (cx - half * 0.7 + w * 0.012, cy + tail + w * 0.02),
        (cx - half * 1.4 + w * 0.012, cy - length * 0.62 + w * 0.02),
    ]
    pygame.draw.polygon(big, (40, 25, 15, 70), shadow)
    body = [
        (cx, cy - length),
        (cx + half * 1.6, cy - length * 0.64),
        (cx + half * 0.55, cy - length * 0.58),
        (cx + half * 0.7, cy + tail),
        (cx - half * 0.7, cy + tail),
        (cx - half * 0.55, cy - length * 0.58),
        (cx - half * 1.6, cy - length * 0.64),
    ]
    pygame.draw.polygon(big, theme.ROSE_DARK, body)
    pygame.draw.polygon(big, ink, body, max(2, int(w * 0.012)))
    # a gold heart-shaped counterweight on the tail
    r = half * 1.5
    pygame.draw.circle(big, theme.GOLD, (cx, cy + tail), r)
    pygame.draw.circle(big, ink, (cx, cy + tail), r, max(2, int(w * 0.01)))
    # the boss
    pygame.draw.circle(big, theme.GOLD, (cx, cy), half * 2.2)
    pygame.draw.circle(big, theme.GOLD_LIGHT, (cx - half * 0.5, cy - half * 0.5), half * 0.9)
    pygame.draw.circle(big, ink, (cx, cy), half * 2.2, max(2, int(w * 0.012)))
    return _smooth(big, size)


def board_background(size: tuple[int, int]) -> pygame.Surface:
    """Warm parchment with a garden-green vignette at the edges."""
    w, h = size
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, math.hypot(dx * 0.9, dy))
            t = max(0.0, d - 0.55) / 0.45
            base = theme.PARCHMENT
            edge = (205, 186, 146)
            colour = tuple(round(b + (e - b) * t) for b, e in zip(base, edge, strict=True))
            small.set_at((x, y), colour)
    return pygame.transform.smoothscale(small, (w, h))


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
        "spinner_hand": (1.0, spinner_hand),
        "board_background": (16 / 9, board_background),
        "grin": (2.0, grin),
    }
