"""Drawing Parade cards: the suit's frame (SVG) with the value in the game's font in the
corners (assets/parade/art/README.md gives the anchors), backs, suit symbols and small
marks. Card numbers are part of the card's art (`Canvas.art`), not text."""

from __future__ import annotations

import pygame

from game.parade.rules.cards import SUITS, Suit, suit_of, value_of
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.marks import colour_mark

ASPECT = 2 / 3
SUIT_CHARACTER = {Suit.RED: "queen", Suit.BLUE: "alice", Suit.GREEN: "hatter",
                  Suit.ORANGE: "hare", Suit.PURPLE: "cheshire", Suit.GREY: "rabbit"}
CHARACTER_SUIT = {v: k for k, v in SUIT_CHARACTER.items()}
SUIT_INK = {s: tuple(max(0, int(c * 0.62)) for c in theme.CHARACTER_COLOURS[SUIT_CHARACTER[s]])
            for s in SUITS}
"""A darker shade of each suit's colour for the value (ink on parchment reads best)."""


def suit_colour(suit: Suit) -> theme.Colour:
    return theme.CHARACTER_COLOURS[SUIT_CHARACTER[suit]]


def character_colour(character: str) -> theme.Colour:
    return theme.CHARACTER_COLOURS.get(character, theme.INK_SOFT)


def card_art(c: int) -> str:
    return f"parade/card_{suit_of(c).name.lower()}"


def suit_art(suit: Suit) -> str:
    return f"parade/suit_{suit.name.lower()}"


def card_rect(x: float, y: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), round(h * ASPECT), round(h))


def _art(canvas: Canvas, name: str, rect: pygame.Rect) -> None:
    """Art sized from the rectangle's logical size (not its rounded edges), so a card
    gliding across the table keeps one pixel size and is rasterised once."""
    vp = canvas.viewport
    surf = canvas.images.get(name, (vp.px(rect.w), vp.px(rect.h)))
    canvas.blit_px(surf, rect.center)


def warm(canvas: Canvas, heights: list[float]) -> None:
    """Rasterise every card picture at the table's sizes before play (no stall later)."""
    vp = canvas.viewport
    names = [f"parade/card_{s.name.lower()}" for s in SUITS] + ["parade/card_back"]
    for h in heights:
        w = round(h * ASPECT)
        for name in names:
            canvas.images.get(name, (vp.px(w), vp.px(round(h))))


def draw_card(canvas: Canvas, c: int, rect: pygame.Rect, *, both_corners: bool = True,
              shadow: bool = True) -> None:
    """A face-up card in `rect` (2:3)."""
    if shadow:
        canvas.rect(rect.move(max(2, rect.w // 28), max(3, rect.w // 22)), (30, 20, 10, 80),
                    radius=max(3, rect.w // 12))
    _art(canvas, card_art(c), rect)
    value = str(value_of(c))
    ink = SUIT_INK[suit_of(c)]
    size = rect.h * 0.15
    small = rect.h < 170 and rect.h >= 100  # the parade's second row: the floor holds
    if small:
        size = max(size, 24.0)
    with canvas.art():
        canvas.text(value, (rect.x + rect.w * (0.21 if small else 0.2),
                            rect.y + rect.h * (0.13 if small else 0.145)),
                    theme.TextStyle(round(size), ink, True),
                    max_width=rect.w * (0.36 if small else 0.26), scaled=False)
        if both_corners and rect.h >= 120:
            canvas.text(value, (rect.x + rect.w * 0.78, rect.y + rect.h * 0.84),
                        theme.TextStyle(round(size), ink, True), max_width=rect.w * 0.26,
                        scaled=False)
    canvas.solid(rect, "card")


def draw_back(canvas: Canvas, rect: pygame.Rect, label: str = "") -> None:
    """A face-down card; `label` (a small number, e.g. "1" for a flipped majority card)
    is printed on it as part of the art."""
    canvas.rect(rect.move(3, 4), (30, 20, 10, 80), radius=max(3, rect.w // 12))
    _art(canvas, "parade/card_back", rect)
    if label:  # in the top-left corner, like a value: it shows on overlapped cards too
        disc = max(6, rect.w * 0.22)
        centre = (rect.x + rect.w * 0.28, rect.y + rect.w * 0.3)
        canvas.circle(centre, disc, theme.CREAM)
        canvas.circle(centre, disc, theme.INK, width=2)
        with canvas.art():
            canvas.text(label, centre, theme.TextStyle(round(disc * 1.4), theme.INK, True),
                        scaled=False)
    canvas.solid(rect, "card back")


def draw_suit(canvas: Canvas, suit: Suit, centre: tuple[float, float], size: float) -> None:
    canvas.image(suit_art(suit), (centre[0] - size / 2, centre[1] - size / 2, size, size))


def draw_crown(canvas: Canvas, centre: tuple[float, float], w: float,
               colour: theme.Colour = theme.GOLD) -> None:
    """The majority mark: a small crown (a shape, so never colour alone)."""
    x, y = centre
    h = w * 0.7
    points = [(x - w / 2, y + h / 2), (x - w / 2, y - h / 2), (x - w / 4, y),
              (x, y - h / 2), (x + w / 4, y), (x + w / 2, y - h / 2), (x + w / 2, y + h / 2)]
    vp = canvas.viewport
    px = [vp.point(a, b) for a, b in points]
    pygame.draw.polygon(canvas.surface, colour, px)
    pygame.draw.polygon(canvas.surface, theme.INK, px, max(1, vp.px(2)))


def draw_arrow(canvas: Canvas, centre: tuple[float, float], size: float,
               colour: theme.Colour) -> None:
    """A downward arrow in a disc: 'this card would be taken'."""
    x, y = centre
    canvas.circle(centre, size * 0.62, theme.INK)
    canvas.circle(centre, size * 0.55, colour)
    s = size * 0.32
    points = [(x - s, y - s * 0.2), (x - s * 0.4, y - s * 0.2), (x - s * 0.4, y - s),
              (x + s * 0.4, y - s), (x + s * 0.4, y - s * 0.2), (x + s, y - s * 0.2),
              (x, y + s)]
    vp = canvas.viewport
    pygame.draw.polygon(canvas.surface, theme.CREAM, [vp.point(a, b) for a, b in points])


def draw_chip(canvas: Canvas, c: int, rect: pygame.Rect, *, crossed: bool = False,
              flipped: bool = False, top: bool = False, size: float | None = None) -> None:
    """A card as a small chip that stays readable at any size: its suit's colour round a
    cream face, the value large in the suit's ink (at least the 24-logical-px floor), the
    suit's symbol small in a corner when there is room. `crossed`: a discarded card (a
    thin diagonal, the value still readable); `flipped`: a majority card, worth 1; `top`:
    the value at the top (chips stacked over each other show their tops); `size`: at
    most this size for the value (the step of a stack), never under the floor."""
    suit = suit_of(c)
    colour = suit_colour(suit)
    radius = max(4, rect.w // 6)
    canvas.rect(rect, colour, radius=radius)
    face = rect.inflate(-6, -6)
    canvas.rect(face, theme.CREAM if not flipped else theme.PARCHMENT_DARK,
                radius=max(3, radius - 2))
    value = "1" if flipped else str(value_of(c))
    size = max(24.0, min(face.h * 0.7, face.w * 0.7, 32, size or 32))
    with canvas.art():
        if rect.h >= 1.3 * rect.w and rect.w >= 40:
            draw_suit(canvas, suit, (face.centerx, face.bottom - face.w * 0.3), face.w * 0.5)
            centre = (face.centerx, face.y + face.h * 0.36)
        elif top:
            centre = (face.centerx, face.y + size * 0.5)
        else:
            centre = face.center
        canvas.text(value, centre, theme.TextStyle(round(size), SUIT_INK[suit], True),
                    max_width=face.w + 2, scaled=False)
    if crossed:
        canvas.line((face.x + 2, face.bottom - 2), (face.right - 2, face.y + 2),
                    theme.INK_SOFT, 3)
    if not (rect.h >= 1.3 * rect.w and rect.w >= 40):  # (tall chips show it already)
        suit_mark(canvas, suit, rect)
    canvas.solid(rect, "chip")


def suit_mark(canvas: Canvas, suit: Suit, rect: pygame.Rect) -> None:
    """The suit's symbol on a chip's corner when the colour-blind setting is on
    (`game.ui.marks`): under deuteranopia the Hatter's green and the Rabbit's grey are
    one grey, and the symbol tells them apart. It straddles the bottom-right corner, off
    the value."""
    size = max(20.0, min(rect.w, rect.h) * 0.6)
    box = (rect.right - size * 0.7, rect.bottom - size * 0.7, size, size)
    colour_mark(canvas, box, suit_colour(suit), suit_art(suit), where="top-left",
                size=size)
