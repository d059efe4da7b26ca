"""Colour never alone: the marks that say with a shape what a colour says.

Every game draws colours that carry meaning: a suit, a player, good and bad. A player who
cannot tell two of them apart (about 1 in 12 men: deuteranopia makes the Parade's green
and grey one grey) must still read the table, so each such colour comes with a symbol:

- `symbol` draws a named symbol: the kit's shapes (`SHAPES`: a tick, a cross, and plain
  shapes a game may give its colours) or a game's own art (a name with a "/": the
  Parade's suit symbols) — one call, whatever the symbol is made of;
- `colour_badge` is the colour with its symbol in it: a disc of the colour, an ink rim,
  the symbol in cream (or the art) on a cream face;
- `colour_mark` puts a badge on something drawn in a colour (a chip, a bar, a box) at
  one of its corners or at its left side, when the colour-blind setting asks for it
  (`colour_blind()`), or always where the game passes `always=True` (colour is the only
  thing saying it);
- `good_bad` is the verdict mark of every table: a tick in the palette's good colour, a
  cross in its bad colour, never the colour alone.

docs/architecture.md, "Drawing" says where each game uses them.
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.canvas import Canvas

SHAPES = ("tick", "cross", "circle", "square", "triangle", "diamond", "star", "hexagon")
"""The kit's own symbols, drawn as lines and polygons (no glyph: any font will do)."""


def colour_blind() -> bool:
    """Whether the colour-blind setting is on (the palette `App` chose, read at draw
    time, so a change shows at once)."""
    return theme.palette_name == "colour_blind"


def symbol(canvas: Canvas, name: str, centre: tuple[float, float], size: float,
           ink: theme.Colour = theme.INK) -> None:
    """The symbol `name` centred on `centre`, `size` logical pixels across: one of
    `SHAPES` in `ink`, or a game's art (a name with a "/", drawn in its own colours)."""
    if "/" in name:
        canvas.image(name, (centre[0] - size / 2, centre[1] - size / 2, size, size))
        return
    x, y = centre
    s = size / 2
    width = max(2.0, size * 5 / 26)
    vp = canvas.viewport
    if name == "tick":
        canvas.line((x - s, y), (x - s * 0.2, y + s), ink, width)
        canvas.line((x - s * 0.2, y + s), (x + s, y - s), ink, width)
    elif name == "cross":
        canvas.line((x - s, y - s), (x + s, y + s), ink, width)
        canvas.line((x + s, y - s), (x - s, y + s), ink, width)
    elif name == "circle":
        canvas.circle(centre, s * 0.8, ink)
    elif name == "square":
        canvas.rect((x - s * 0.75, y - s * 0.75, s * 1.5, s * 1.5), ink)
    else:
        corners = {"triangle": (3, -90.0, 1.0), "diamond": (4, -90.0, 1.0),
                   "star": (10, -90.0, 1.0), "hexagon": (6, 0.0, 0.9)}.get(name)
        if corners is None:
            raise ValueError(f"no symbol named {name!r}; the kit has {', '.join(SHAPES)}")
        n, start, reach = corners
        points = []
        for k in range(n):
            r = s * reach * (0.45 if name == "star" and k % 2 else 1.0)
            a = math.radians(start + 360 * k / n)
            points.append(vp.point(x + r * math.cos(a), y + r * math.sin(a)))
        pygame.draw.polygon(canvas.surface, ink, points)


def colour_badge(canvas: Canvas, centre: tuple[float, float], size: float,
                 colour: theme.Colour, name: str) -> None:
    """The colour and its symbol together: a disc of `colour` with an ink rim and the
    symbol (a kit shape in cream on the colour; a game's art on a cream face)."""
    r = size / 2
    canvas.circle(centre, r, colour)
    if "/" in name:
        canvas.circle(centre, r * 0.78, theme.CREAM)
        symbol(canvas, name, centre, size * 0.72)
    else:
        symbol(canvas, name, centre, size * 13 / 22, theme.CREAM)
    canvas.circle(centre, r, theme.INK, width=max(1.5, size * 3 / 44))


CORNERS = ("top-right", "bottom-right", "top-left", "bottom-left", "left")


def colour_mark(canvas: Canvas, rect: pygame.Rect | tuple[float, float, float, float],
                colour: theme.Colour, name: str, *, where: str = "top-right",
                size: float | None = None, always: bool = False) -> pygame.Rect | None:
    """The symbol of something drawn in `colour` (a chip, a bar, a flash), as a badge at
    `where` inside `rect` (logical): drawn when the colour-blind setting is on, or
    `always`. Returns the badge's logical rectangle (None: not drawn), so the caller
    can keep its own text clear of it."""
    if not (always or colour_blind()):
        return None
    x, y, w, h = (float(v) for v in (rect[0], rect[1], rect[2], rect[3]))
    size = size if size is not None else max(14.0, min(w, h) * 0.5)
    half = size / 2
    if where not in CORNERS:
        raise ValueError(f"no corner {where!r}; one of {', '.join(CORNERS)}")
    cx = x + half if where.endswith("left") else x + w - half
    cy = (y + h / 2 if where == "left" else
          (y + half if where.startswith("top") else y + h - half))
    colour_badge(canvas, (cx, cy), size, colour, name)
    return pygame.Rect(round(cx - half), round(cy - half), round(size), round(size))


def good_bad(canvas: Canvas, centre: tuple[float, float], size: float, good: bool) -> None:
    """A verdict: a tick on the palette's good colour, or a cross on its bad colour (the
    colour-blind palette turns them blue and vermilion; the shape says it either way)."""
    colour_badge(canvas, centre, size, theme.GOOD if good else theme.BAD,
                 "tick" if good else "cross")
