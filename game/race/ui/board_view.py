"""The illustrated board: background, garden ornaments, the ring of spaces with their
small-cookie plates, and the clock face at the spinner's pivot, placed from the level.

Everything that never moves is painted once per window size into one surface (the
"static layer"); each frame then costs one blit plus the pieces that move. Positions come
from the Tiled map's `BoardLayout` (map pixels are the logical 1920x1080 canvas).
"""

from __future__ import annotations

import logging
import math

import pygame

from game.race.levels import BoardLayout, Decoration
from game.race.rules.board import Board, SpaceKind
from game.race.rules.components import Character
from game.race.ui.pieces import PAWN_ASPECT, PAWN_HEIGHT, pawn_top
from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text

logger = logging.getLogger(__name__)

ART_PLAZA = (960.0, 540.0)
ART_RING = 400.0
"""Where board_background.svg centres its plaza, and its ring radius (assets/art/README)."""
LAWN: theme.Colour = (150, 190, 100)

PLATE_SIZE = 44
PLATE_INSET = 74
"""How far inside a space's centre (towards the pivot) its small-cookie plate sits."""
CLOCK_MARGIN = 26

SPACE_ART: dict[SpaceKind, str] = {
    SpaceKind.TEA_PARTY: "race/space_tea_party",
    SpaceKind.SMALL_COOKIES: "race/space_small_cookies",
    SpaceKind.CATERPILLAR: "race/space_caterpillar",
    SpaceKind.CHESHIRE_CAT: "race/space_cheshire_cat",
    SpaceKind.RABBIT_HOLE: "race/space_rabbit_hole",
    SpaceKind.PLAIN: "race/space_plain",
}


FAN_SPREAD = 78.0
"""Logical pixels between pawns that share a space (only START, at the beginning)."""


class BoardGeometry:
    """Where things go on the board, derived from the layout once."""

    def __init__(self, layout: BoardLayout, board: Board) -> None:
        self.layout = layout
        self.board = board
        self.pivot = layout.pivot
        self.n = len(layout.spaces)
        inner = min(
            math.dist(self.pivot, s.centre) - s.rect.width / 2 for s in layout.spaces
        )
        self.clock_radius = inner - PLATE_SIZE - CLOCK_MARGIN
        self.hand_length = self.clock_radius * 0.95

    def centre(self, space: int) -> tuple[float, float]:
        return self.layout.spaces[space].centre

    def size(self, space: int) -> float:
        return self.layout.spaces[space].rect.width

    def plate_centre(self, space: int) -> tuple[float, float]:
        cx, cy = self.centre(space)
        px, py = self.pivot
        d = math.dist((cx, cy), (px, py)) or 1.0
        k = (d - PLATE_INSET) / d
        return (px + (cx - px) * k, py + (cy - py) * k)

    def pawn_feet(self, space: int, slot: int = 0, crowd: int = 1) -> tuple[float, float]:
        """Where a pawn's feet go on `space`; several pawns (only on space 0 at the start)
        stand side by side."""
        cx, cy = self.centre(space)
        if crowd <= 1:
            return (cx, cy + 24)
        # fanned along the ring (the tangent at the space), the middle ones a little
        # nearer the pivot, so every pawn's head and base can be seen
        px, py = self.pivot
        d = math.dist((cx, cy), (px, py)) or 1.0
        tx, ty = -(cy - py) / d, (cx - px) / d
        offset = slot - (crowd - 1) / 2
        spread = FAN_SPREAD if crowd <= 3 else FAN_SPREAD * 0.8
        inward = (abs(offset) - (crowd - 1) / 2) * 14
        return (cx + tx * offset * spread - (cx - px) / d * inward,
                cy + ty * offset * spread - (cy - py) / d * inward + 24)

    def angle_of(self, point: tuple[float, float]) -> float:
        """Clockwise angle from 12 o'clock, in radians, of a point seen from the pivot."""
        dx, dy = point[0] - self.pivot[0], point[1] - self.pivot[1]
        return math.atan2(dx, -dy) % math.tau

    def on_clock(self, point: tuple[float, float]) -> bool:
        return math.dist(point, self.pivot) <= self.clock_radius + 10


class BoardView:
    """Paints the board; `draw_static` is cached per window size."""

    def __init__(self, geometry: BoardGeometry) -> None:
        self.geo = geometry
        self._static: pygame.Surface | None = None
        self._static_key: tuple[int, int] | None = None

    def invalidate(self) -> None:
        self._static = None

    def draw(self, canvas: Canvas) -> None:
        key = canvas.surface.get_size()
        if self._static is None or self._static_key != key:
            self._static = pygame.Surface(key).convert() if pygame.display.get_surface() \
                else pygame.Surface(key)
            layer = canvas.sub(self._static, 0, 0)
            layer.fill(theme.PARCHMENT)
            self._paint_static(layer)
            self._static_key = key
        canvas.surface.blit(self._static, (0, 0))

    # ----------------------------------------------------------------- painting

    def _paint_static(self, canvas: Canvas) -> None:
        layout = self.geo.layout
        self._paint_background(canvas)
        for decoration in layout.decorations:
            self._paint_decoration(canvas, decoration)
        self._paint_path(canvas)
        for place in layout.spaces:
            self._paint_space(canvas, place.index)
        self._paint_clock(canvas)

    def _paint_background(self, canvas: Canvas) -> None:
        """The garden picture, moved and scaled so that its round plaza sits under the
        map's ring (the art centres the plaza at ART_PLAZA with ring radius ART_RING;
        the map may put the pivot elsewhere), on a lawn that fills what it leaves bare."""
        canvas.fill(LAWN)
        if not canvas.images.has_art("race/board_background"):
            canvas.image("race/board_background", (0, 0, *theme.LOGICAL_SIZE), fit=False)
            self._paint_lawn(canvas)
            return
        k = self.geo.layout.ring_radius / ART_RING
        w, h = theme.LOGICAL_SIZE
        x = self.geo.pivot[0] - ART_PLAZA[0] * k
        y = self.geo.pivot[1] - ART_PLAZA[1] * k
        canvas.image("race/board_background", (x, y, w * k, h * k), fit=False)

    def _paint_lawn(self, canvas: Canvas) -> None:
        """A round garden lawn under the ring, so the ring reads as one place."""
        px, py = self.geo.pivot
        r = self.geo.layout.ring_radius + 88
        canvas.circle((px + 6, py + 10), r, (90, 70, 40, 60))
        canvas.circle((px, py), r, (176, 200, 140))
        canvas.circle((px, py), r - 14, (162, 190, 124))
        canvas.circle((px, py), r, theme.GARDEN_DARK, width=5)

    def _paint_path(self, canvas: Canvas) -> None:
        """Stepping stones between neighbouring spaces, showing the clockwise way."""
        geo = self.geo
        for i in range(geo.n):
            a, b = geo.centre(i), geo.centre((i + 1) % geo.n)
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            canvas.circle(mid, 9, (120, 96, 64))
            canvas.circle(mid, 7, theme.PARCHMENT_DARK)

    def _paint_space(self, canvas: Canvas, index: int) -> None:
        geo = self.geo
        place = geo.layout.spaces[index]
        kind = geo.board.kind(index)
        x, y = place.centre
        size = place.rect.width
        canvas.circle((x + 3, y + 6), size / 2, (60, 40, 20, 80))
        art = SPACE_ART[kind]
        if place.rotation:
            vp = canvas.viewport
            surf = canvas.images.get(art, (vp.px(size), vp.px(place.rect.height)))
            surf = pygame.transform.rotozoom(surf, -place.rotation, 1.0)
            canvas.blit_px(surf, (x, y))
        else:
            canvas.image(art, (x - size / 2, y - size / 2, size, place.rect.height))
        if kind is SpaceKind.TEA_PARTY:
            self._paint_start_flag(canvas)
        number = geo.board.spaces[index].small_cookies
        px, py = geo.plate_centre(index)
        s = PLATE_SIZE
        canvas.image(f"race/small_cookie_plate_{number}", (px - s / 2, py - s / 2, s, s))

    def _paint_start_flag(self, canvas: Canvas) -> None:
        r = start_flag_rect(self.geo)
        canvas.rect(r.move(2, 3), (60, 30, 20, 90), radius=8)
        canvas.rect(r, theme.ROSE, radius=8)
        canvas.rect(r, theme.INK, radius=8, width=2)
        fit_text(canvas, _("START"), r.inflate(-10, -4), theme.TextStyle(26, theme.CREAM, True),
                 align="center", max_lines=1, max_grow=1.0)

    def _paint_clock(self, canvas: Canvas) -> None:
        geo = self.geo
        px, py = geo.pivot
        r = geo.clock_radius
        canvas.circle((px + 5, py + 9), r, (60, 40, 20, 90))
        canvas.image("race/clock_face", (px - r, py - r, 2 * r, 2 * r))
        # sector ticks so the hand can be read against the spaces
        for i in range(geo.n):
            angle = math.tau * (i + 0.5) / geo.n
            inner, outer = r + 4, r + 18
            a = (px + inner * math.sin(angle), py - inner * math.cos(angle))
            b = (px + outer * math.sin(angle), py - outer * math.cos(angle))
            canvas.line(a, b, theme.INK_SOFT, 3)

    def _paint_decoration(self, canvas: Canvas, deco: Decoration) -> None:
        r = deco.rect
        if deco.image is not None:
            name = deco.image.stem
            canvas.image(name, r.as_tuple())
            return
        motif = deco.motif
        cx, cy = r.centre
        if motif == "rose":
            for dx, dy in ((-14, 6), (12, 10), (0, -10)):
                canvas.circle((cx + dx, cy + dy + 14), 14, theme.GARDEN_DARK)
            for dx, dy, s in ((-14, 0, 18), (14, 4, 16), (0, -12, 20)):
                canvas.circle((cx + dx, cy + dy), s, theme.ROSE)
                canvas.circle((cx + dx, cy + dy), s, theme.ROSE_DARK, width=3)
                canvas.circle((cx + dx - 2, cy + dy - 2), s * 0.45, theme.ROSE_DARK, width=2)
        elif motif == "hedge":
            paint_hedge(canvas, r.x, r.y, r.width, r.height)
        elif motif == "signpost":
            canvas.rect((cx - 5, r.y + 20, 10, r.height - 20), (130, 90, 50), radius=3)
            canvas.rect((cx - 5, r.y + 20, 10, r.height - 20), theme.INK, radius=3, width=2)
            # Translators: the signpost by the start, pointing to the Tea Party
            sign = _("Tea →")
            wide = canvas.text_cache.font(26, True).size(sign)[0] + 26
            board = pygame.Rect(0, round(r.y + 4), round(max(r.width + 40, wide)), 44)
            board.centerx = round(cx)
            canvas.rect(board, (196, 150, 90), radius=6)
            canvas.rect(board, theme.INK, radius=6, width=3)
            fit_text(canvas, sign, board.inflate(-10, -4),
                     theme.TextStyle(26, theme.INK, True), align="center", max_lines=1,
                     max_grow=1.0)
        else:
            canvas.circle((cx, cy), min(r.width, r.height) / 2, theme.GARDEN)


HEDGE_SHADE: theme.Colour = (46, 78, 40)
HEDGE_LEAF: theme.Colour = (92, 138, 70)
HEDGE_LIGHT: theme.Colour = (132, 176, 96)


FLAG_SIZE = (118, 40)
"""The START flag, logical px."""


def start_crowd(geo: BoardGeometry) -> pygame.Rect:
    """Everything the pawns standing on the start space can cover, 2 to 4 of them, each
    the tallest pawn there is, with its base and the glow under its feet (a pawn near the
    banner only ever stands lower, `clear_of_banner`)."""
    tall = max(pawn_top(c, large) for c in Character for large in (False, True))
    wide = PAWN_HEIGHT * PAWN_ASPECT
    boxes = []
    for crowd in range(1, 5):
        for slot in range(crowd):
            fx, fy = geo.pawn_feet(0, slot, crowd)
            boxes.append(pygame.Rect(round(fx - wide / 2), round(fy - PAWN_HEIGHT * tall),
                                     round(wide), round(PAWN_HEIGHT * tall) + 60))
    return boxes[0].unionall(boxes[1:])


def start_flag_rect(geo: BoardGeometry) -> pygame.Rect:
    """The START flag, beside the pawns standing on the start space, never under them
    (issue 33: on the Tea Party's rim, the pawns waiting there at the start hid it, two to
    four of them), nor over another space, the banner or the clock. Beside the crowd on
    the side the ring comes from, else on the other, else above the space (the place of
    old, for a map with no room). Painted with the board, so a pawn passing stands in
    front of it."""
    place = geo.layout.spaces[0]
    x, y = place.centre
    size = place.rect.width
    w, h = FLAG_SIZE
    crowd = start_crowd(geo).inflate(12, 0)
    blocked = [pygame.Rect(*s.rect.as_tuple()).inflate(8, 8) for s in geo.layout.spaces[1:]]
    blocked += [pygame.Rect(*r.as_tuple()) for r in geo.layout.anchors.values()]
    blocked += [pygame.Rect(*d.rect.as_tuple()).inflate(60, 8) for d in geo.layout.decorations]
    frame = pygame.Rect(0, 0, 1920, 1080)
    before = geo.centre(geo.n - 1)[0] <= x  # the ring comes into the start from the left
    sides = (crowd.left - w, crowd.right) if before else (crowd.right, crowd.left - w)
    for left in sides:
        for drop in range(0, round(size) + 1, 4):
            r = pygame.Rect(left, round(place.rect.y - h / 2 + drop), w, h)
            if (frame.contains(r) and r.collidelist(blocked) == -1
                    and math.dist(r.center, geo.pivot) > geo.clock_radius + 40 + h):
                return r
    r = pygame.Rect(0, 0, w, h)
    r.midbottom = (round(x), round(y - size / 2 + 22))
    return r


def paint_hedge(canvas: Canvas, x: float, y: float, w: float, h: float) -> None:
    """A clipped box hedge: uneven leafy clumps, lit from above, with a few flowers, and
    no straight outline (a rounded box with a rim read as a disabled button)."""
    across, along = min(w, h), max(w, h)
    wide = w >= h
    count = max(3, round(along / (across * 0.55)))
    clumps = []
    for i in range(count):
        t = (i + 0.5) / count
        jitter = ((i * 37) % 7 - 3) / 3  # fixed, so the hedge never flickers
        radius = across * (0.5 + 0.06 * jitter)
        lift = across * 0.1 * jitter
        centre = ((x + w * t, y + h / 2 + lift) if wide else (x + w / 2 + lift, y + h * t))
        clumps.append((centre, radius))
    for (cx, cy), radius in clumps:  # the shadow on the lawn
        canvas.circle((cx + 4, cy + 8), radius, (40, 60, 30, 90))
    for (cx, cy), radius in clumps:  # a dark rim round the whole hedge
        canvas.circle((cx, cy), radius + 3, HEDGE_SHADE)
    for (cx, cy), radius in clumps:
        canvas.circle((cx, cy), radius, HEDGE_LEAF)
    for i, ((cx, cy), radius) in enumerate(clumps):  # light on the top of each clump
        canvas.circle((cx - radius * 0.25, cy - radius * 0.3), radius * 0.45, HEDGE_LIGHT)
        for k in range(3):  # leaves
            a = (i * 2.3 + k * 2.1) % math.tau
            canvas.circle((cx + math.cos(a) * radius * 0.55, cy + math.sin(a) * radius * 0.5),
                          radius * 0.12, HEDGE_SHADE)
        if i % 3 == 1:  # a small white rose here and there
            canvas.circle((cx + radius * 0.3, cy - radius * 0.1), radius * 0.16, theme.CREAM)
            canvas.circle((cx + radius * 0.3, cy - radius * 0.1), radius * 0.07, theme.GOLD)
