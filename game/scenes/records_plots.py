"""The Records screen's pictures, drawn by the game (no plotting library): a person's
results over time and their score distribution. Nothing is told by colour alone: a win
is a filled diamond, any other place a hollow circle, and every bar says its count."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame

from game.shell.history_stats import Result
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas

PLACE_NAMES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"))
AXIS = theme.INK_SOFT
WIN = theme.GARDEN_DARK
OTHER = theme.ROSE_DARK
MOST_BARS = 8


def diamond(canvas: Canvas, centre: tuple[float, float], size: float,
            colour: theme.Colour) -> None:
    """A filled diamond (a win): a shape, not only a colour."""
    x, y = centre
    vp = canvas.viewport
    points = [vp.point(x, y - size), vp.point(x + size, y), vp.point(x, y + size),
              vp.point(x - size, y)]
    pygame.draw.polygon(canvas.surface, colour, points)


def ring(canvas: Canvas, centre: tuple[float, float], size: float,
         colour: theme.Colour) -> None:
    """A hollow circle (any other place)."""
    canvas.circle(centre, size, theme.CREAM)
    canvas.circle(centre, size, colour, width=5)


def place_name(place: int) -> str:
    return _(PLACE_NAMES[place - 1]) if 1 <= place <= len(PLACE_NAMES) else str(place)


def results_over_time(canvas: Canvas, results: Sequence[Result], box: pygame.Rect) -> None:
    """Each game a mark at its place (1st at the top), oldest on the left, joined by a
    thin line; the places are named on the left axis."""
    if not results:
        return
    deepest = max(2, max(r.seats for r in results))
    canvas.rect(box, theme.CREAM, radius=16)
    left = box.x + 150
    width = box.w - 190
    top = box.y + 36
    step_y = (box.h - 72) / max(1, deepest - 1)
    for place in range(1, deepest + 1):
        y = top + (place - 1) * step_y
        canvas.line((left, y), (box.right - 20, y), theme.PARCHMENT_DARK, 2)
        canvas.text(place_name(place), (box.x + 120, y), theme.SMALL, "midright",
                    max_width=100)
    count = len(results)
    step_x = width / max(1, count - 1)
    points = [(left + i * step_x if count > 1 else left + width / 2,
               top + (r.place - 1) * step_y) for i, r in enumerate(results)]
    for a, b in pairwise(points):
        canvas.line(a, b, AXIS, 3)
    size = 16 if count <= 30 else 11
    for point, result in zip(points, results, strict=True):
        if result.won:
            diamond(canvas, point, size + 4, WIN)
        else:
            ring(canvas, point, size, OTHER)


def score_bins(scores: Sequence[int]) -> list[tuple[int, int, int]]:
    """(low, high, how many) for at most `MOST_BARS` equal ranges covering the scores."""
    if not scores:
        return []
    low, high = min(scores), max(scores)
    width = max(1, -(-(high - low + 1) // MOST_BARS))
    bins = []
    start = low
    while start <= high:
        end = start + width - 1
        bins.append((start, end, sum(1 for s in scores if start <= s <= end)))
        start = end + 1
    return bins


def score_distribution(canvas: Canvas, scores: Sequence[int], box: pygame.Rect) -> None:
    """A bar for each range of scores, its count written on it, its range under it."""
    bins = score_bins(scores)
    if not bins:
        return
    canvas.rect(box, theme.CREAM, radius=16)
    tallest = max(n for _lo, _hi, n in bins)
    slot = (box.w - 40) / len(bins)
    top = box.y + 60
    floor = box.bottom - 70
    for i, (lo, hi, n) in enumerate(bins):
        x = box.x + 20 + i * slot
        h = (floor - top) * n / tallest if tallest else 0
        bar = pygame.Rect(round(x + slot * 0.15), round(floor - h), round(slot * 0.7),
                          max(2, round(h)))
        canvas.rect(bar, theme.GARDEN, radius=6)
        canvas.rect(bar, theme.INK, radius=6, width=2)
        canvas.text(str(n), (x + slot / 2, bar.y - 8), theme.SMALL, "midbottom",
                    max_width=slot - 10)
        label = str(lo) if lo == hi else _("{low}–{high}").format(low=lo, high=hi)
        canvas.text(label, (x + slot / 2, floor + 12), theme.SMALL, "midtop",
                    max_width=slot - 10)
    canvas.line((box.x + 20, floor), (box.right - 20, floor), AXIS, 3)
