"""The word game's pieces drawn on a canvas: character cards, letter cards, the topic
card, scoring cards, tokens and the teapot timer (art: assets/wordland/art/README.md).

Letters, names, topics and numbers are drawn at run time with the game font, in the
clear areas the README gives (letter centre (98,148) of a 200x300 card, topic text area
(40,40)-(256,156) of a 300x200 card, score number at (98,98) radius 50).
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.wordland.rules.components import Character, Pile

CHARACTER_ART: dict[Character, str] = {
    Character.QUEEN: "character_queen_of_hearts",
    Character.RABBIT: "character_white_rabbit",
    Character.CHESHIRE: "character_cheshire_cat",
    Character.TWEEDLES: "character_tweedle_twins",
    Character.CATERPILLAR: "character_caterpillar",
    Character.ALICE: "character_alice",
    Character.TWO_OF_HEARTS: "character_two_of_hearts",
    Character.HATTER: "character_mad_hatter",
}

CHARACTER_COLOURS: dict[Character, theme.Colour] = {
    Character.QUEEN: (213, 94, 0),
    Character.RABBIT: (140, 140, 140),
    Character.CHESHIRE: (204, 121, 167),
    Character.TWEEDLES: (240, 228, 66),
    Character.CATERPILLAR: (86, 180, 233),
    Character.ALICE: (0, 114, 178),
    Character.TWO_OF_HEARTS: (230, 159, 0),
    Character.HATTER: (0, 158, 115),
}

PILE_INK: dict[Pile, theme.Colour] = {
    Pile.BLUE: (20, 70, 120),
    Pile.PURPLE: (110, 30, 80),
    Pile.GREEN: (0, 80, 60),
    Pile.RED: (130, 30, 0),
}

CARD_ASPECT = 200 / 300
SEAT_COLOURS: tuple[theme.Colour, ...] = (
    (0, 114, 178), (213, 94, 0), (0, 158, 115), (204, 121, 167), (230, 159, 0),
    (86, 180, 233), (140, 140, 140), (120, 90, 40))
"""A colour per seat for the chart (each line also has its own marker shape)."""


def card_rect(centre: tuple[float, float], height: float) -> pygame.Rect:
    w = height * CARD_ASPECT
    return pygame.Rect(round(centre[0] - w / 2), round(centre[1] - height / 2), round(w),
                       round(height))


def draw_character(canvas: Canvas, character: Character | None, rect: pygame.Rect,
                   face_up: bool = True, alpha: int = 255) -> pygame.Rect:
    """A character card (or its back) fitted in `rect`; returns where it was drawn."""
    name = CHARACTER_ART[character] if (character is not None and face_up) else \
        "character_back"
    fitted = card_rect(rect.center, min(rect.h, rect.w / CARD_ASPECT))
    canvas.image(f"wordland/{name}", fitted, alpha=alpha)
    canvas.solid(fitted, "character card")
    return fitted


def draw_letter(canvas: Canvas, letter: str, pile: Pile, rect: pygame.Rect,
                glow: bool = False) -> None:
    """A forbidden-letter card of `pile`, its letter large in the middle panel."""
    r = rect
    if glow:
        canvas.rect(r.inflate(18, 18), (*theme.GOLD_LIGHT, 170), radius=18)
    canvas.image(f"wordland/letter_{pile.value}", r)
    canvas.solid(r, "letter card")
    w, h = r.w, r.h
    with canvas.art():
        canvas.text(letter.upper(), (r.x + w * 0.49, r.y + h * 0.47),
                    theme.TextStyle(max(12, round(h * 0.42)), PILE_INK[pile], True),
                    scaled=False)


def draw_topic(canvas: Canvas, topics: list[str], rect: pygame.Rect, caption: str) -> None:
    """The topic card, landscape: the topic(s) large on the parchment."""
    canvas.image("wordland/topic_card", rect)
    canvas.solid(rect, "topic card")
    sx, sy = rect.w / 300, rect.h / 200
    area = pygame.Rect(rect.x + 40 * sx, rect.y + 36 * sy, 216 * sx, 124 * sy)
    if caption:
        cap = pygame.Rect(area.x, area.y, area.w, 36)
        fit_text(canvas, caption, cap, theme.TextStyle(26, theme.INK_SOFT, True),
                 align="center", max_lines=1, max_grow=1.0)
        area = pygame.Rect(area.x, area.y + 48, area.w, area.h - 48)  # room under it
    if not topics:
        fit_text(canvas, "?", area, theme.TextStyle(80, theme.INK_SOFT, True),
                 align="center", max_lines=1)
        return
    text = "\n".join(topics)
    if len(topics) == 1:
        fit_text(canvas, text, area, theme.TextStyle(round(area.h * 0.42), theme.ROSE_DARK,
                 True), align="center", max_lines=2, max_grow=1.0)
    else:
        rows = [pygame.Rect(area.x, area.y + i * area.h / 2, area.w, area.h / 2)
                for i in range(2)]
        for row, topic in zip(rows, topics, strict=False):
            fit_text(canvas, topic, row, theme.TextStyle(round(area.h * 0.25),
                     theme.ROSE_DARK, True), align="center", max_lines=1, max_grow=1.0)


def draw_score_card(canvas: Canvas, value: int, rect: pygame.Rect) -> None:
    canvas.image("wordland/score_card", rect)
    canvas.solid(rect, "score card")
    s = rect.h / 300
    with canvas.art():
        canvas.text(str(value), (rect.x + 98 * s, rect.y + 96 * s),
                    theme.TextStyle(max(12, round(62 * s)), theme.INK, True), scaled=False)


def draw_token(canvas: Canvas, name: str, centre: tuple[float, float], size: float,
               alpha: int = 255) -> None:
    canvas.image(f"wordland/{name}", (centre[0] - size / 2, centre[1] - size / 2, size, size),
                 alpha=alpha)


# --------------------------------------------------------------------------- teapot

def draw_teapot(canvas: Canvas, box: pygame.Rect, used: float, clock: float,
                running: bool, boiling: bool = False) -> pygame.Rect:
    """The teapot timer in `box` (square): tea rises in the window as the turn's time is
    used (`used` 0..1), steam puffs from the spout faster and thicker near the end.
    `clock` is a steadily growing time for the animation. Returns the pot's rect."""
    vp = canvas.viewport
    side = min(box.w, box.h)
    pot = pygame.Rect(0, 0, side, side)
    pot.center = box.center
    target = vp.rect(pot)
    size = (target.w, target.h)
    shake = 0
    if running and used > 0.8:
        shake = round(math.sin(clock * 40) * vp.px(3) * (used - 0.8) * 5)
    dest = target.move(shake, 0)
    pot_surface = canvas.images.get("wordland/teapot", size)
    canvas.surface.blit(pot_surface, dest)
    fraction = max(0.0, min(1.0, used))
    if fraction > 0:
        fill = canvas.images.get("wordland/teapot_fill", size)
        scale = size[1] / 300
        top = round((226 - fraction * 80) * scale)
        wobble = round(math.sin(clock * 5) * 2 * scale) if running else 0
        top = max(0, min(size[1], top + wobble))
        canvas.surface.blit(fill, (dest.x, dest.y + top),
                            pygame.Rect(0, top, size[0], size[1] - top))
    if running or boiling:
        puffs = 2 + round(fraction * 3)
        speed = 0.6 + 1.6 * fraction
        tip = (pot.x + 30 / 300 * side, pot.y + 112 / 300 * side)
        for i in range(puffs):
            phase = (clock * speed + i / puffs) % 1.0
            rise = phase * side * 0.35
            grow = 0.5 + phase * (0.6 + fraction)
            alpha = int(255 * (1 - phase) * (0.35 + 0.65 * fraction))
            alpha = alpha // 32 * 32
            if alpha <= 0:
                continue
            grow = round(grow * 4) / 4  # a few sizes only: each is rasterised once
            cx = tip[0] - phase * side * 0.12
            cy = tip[1] - rise
            puff = _steam(canvas, side, grow, alpha)
            h = side / 3 * grow * 1.2
            canvas.surface.blit(puff, puff.get_rect(center=vp.point(cx, cy - h / 2)))
    return pot


STEAM_GROWS = tuple(0.5 + k / 4 for k in range(7))
"""Every size a puff of steam takes (`grow`, quantised to quarters: 0.5 .. 2.0)."""
STEAM_ALPHAS = tuple(range(32, 256, 32))


def _steam(canvas: Canvas, side: float, grow: float, alpha: int) -> pygame.Surface:
    """A puff of steam, its pixel size fixed by `grow` alone (not by where it floats, so
    it is never rasterised at a new size while it rises), faded to `alpha` (kept)."""
    vp = canvas.viewport
    w = side / 3 * grow
    size = canvas.images.fitted_size("wordland/teapot_steam", (vp.px(w), vp.px(w * 1.2)))
    surf = canvas.images.get("wordland/teapot_steam", size)
    if alpha >= 255:
        return surf

    def make() -> pygame.Surface:
        faded = surf.copy()
        faded.set_alpha(alpha)
        return faded

    return canvas.images.shape(("wordland/teapot_steam", size, alpha), make)


def warm_teapot(canvas: Canvas, box: pygame.Rect) -> None:
    """Rasterise the teapot, its tea and every puff of steam (each size and fade) the
    timer in `box` can show, before it animates."""
    vp = canvas.viewport
    side = min(box.w, box.h)
    pot = pygame.Rect(0, 0, side, side)
    pot.center = box.center
    size = vp.rect(pot).size
    canvas.images.get("wordland/teapot", size)
    canvas.images.get("wordland/teapot_fill", size)
    for grow in STEAM_GROWS:
        for alpha in STEAM_ALPHAS:
            _steam(canvas, side, grow, alpha)
    return pot


def player_colour(seat: int) -> theme.Colour:
    """The seat's own colour (button tint, chart line); never the only cue."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
