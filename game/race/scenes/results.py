"""The end of the race: places, the tie-break that decided them (R4.3), each player's
cookies and a chart of the scores turn by turn; play again or go to the title."""

from __future__ import annotations

from itertools import pairwise

import pygame

from game.race.rules.ranking import TieBreak, standings
from game.race.rules.records import GameRecord
from game.race.rules.state import GameState
from game.race.ui.pieces import draw_cookie, draw_pawn, draw_small_cookie
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button

DECIDED_BY = {
    TieBreak.SCORE: "",
    TieBreak.LARGE_COOKIES: N_("same score: more large cookies"),
    TieBreak.DISTANCE: N_("same score and cookies: farther round the board"),
    TieBreak.SHARED: N_("a perfect tie: place shared"),
}
ORDINAL = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th")}
MARKERS = ("circle", "square", "triangle", "diamond")
"""Each player's line on the chart has its own marker, so it is not told by colour alone."""


class ResultsScene(Scene):
    name = "results"

    def __init__(
        self,
        app,
        state: GameState,
        record: GameRecord,
        score_history: list[tuple[int, ...]],
    ) -> None:
        super().__init__(app)
        self.state = state
        self.record = record
        self.history = score_history
        self.standings = standings(state)
        self.widgets.append(Button((1000, 910, 320, 80), N_("Play again"), self.again,
                                   theme.ROSE))
        self.widgets.append(Button((1360, 910, 300, 80), N_("Menu"), self.to_lobby,
                                   theme.INK_SOFT))

    def again(self) -> None:
        from game.race.scenes.setup import SetupScene

        self.app.replace(SetupScene(self.app))

    def to_lobby(self) -> None:
        from game.race.contract import GAME
        from game.scenes.lobby import back_to_lobby

        back_to_lobby(self.app, GAME)

    def back(self) -> None:
        self.to_lobby()

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _("The race is over!"))
        seats = self.record.setup.seats
        for row, st in enumerate(self.standings):
            y = 220 + row * 160
            seat = seats[st.player]
            colour = theme.CHARACTER_COLOURS[seat.character]
            box = pygame.Rect(220, y, 820, 148)
            canvas.rect(box, (*colour, 45), radius=20)
            canvas.rect(box, colour, radius=20, width=4)
            place = ORDINAL.get(st.place)
            canvas.text(_(place) if place else str(st.place), (box.x + 60, box.centery),
                        theme.TextStyle(46, theme.ROSE_DARK if st.place == 1 else theme.INK,
                                        True), max_width=100)
            _marker(canvas, MARKERS[st.player % 4], (box.x + 60, box.y + 24), 9, colour)
            draw_pawn(canvas, seat.character, self.state.large == st.player,
                      (box.x + 160, box.bottom - 10), 130)
            canvas.text(seat.name, (box.x + 230, box.y + 36), theme.SUBHEADING, "midleft",
                        max_width=380)
            canvas.text(ngettext("{n} point", "{n} points", st.score).format(n=st.score),
                        (box.right - 24, box.y + 36), theme.SUBHEADING, "midright",
                        max_width=190)
            note = DECIDED_BY.get(st.decided_by, "") if st.decided_by else ""
            if note:
                canvas.text(_(note), (box.x + 230, box.y + 72), theme.SMALL, "midleft",
                            max_width=560)
            cookies = self.state.large_cookies[st.player]
            step = min(46, 440 / max(1, len(cookies)))
            for i, value in enumerate(cookies):
                draw_cookie(canvas, value, (box.x + 254 + i * step, box.bottom - 34), 44)
            sx = box.right - 120
            draw_small_cookie(canvas, (sx, box.bottom - 34), 38)
            canvas.text(f"×{self.state.small_cookies[st.player]}", (sx + 24, box.bottom - 34),
                        theme.BODY, "midleft")
        self._draw_chart(canvas, pygame.Rect(1100, 220, 560, 480))
        super().draw(canvas)

    def _draw_chart(self, canvas: Canvas, r: pygame.Rect) -> None:
        canvas.rect(r, theme.CREAM, radius=16)
        canvas.rect(r, theme.INK_SOFT, radius=16, width=2)
        canvas.text(_("Scores, turn by turn"), (r.centerx, r.y + 28),
                    theme.TextStyle(26, theme.INK, True), max_width=r.w - 20)
        plot = pygame.Rect(r.x + 60, r.y + 64, r.w - 90, r.h - 120)
        top = max(1, max((max(row) for row in self.history), default=1))
        turns = max(1, len(self.history) - 1)
        for k in range(0, 5):
            v = round(top * k / 4)
            y = plot.bottom - plot.h * k / 4
            canvas.line((plot.x, y), (plot.right, y), theme.PARCHMENT_DARK, 2)
            canvas.text(str(v), (plot.x - 10, y), theme.TextStyle(18, theme.INK_SOFT), "midright")
        canvas.text(_("turns"), (plot.centerx, plot.bottom + 30),
                    theme.TextStyle(20, theme.INK_SOFT), max_width=plot.w)
        seats = self.record.setup.seats
        for p, seat in enumerate(seats):
            points = [
                (plot.x + plot.w * t / turns, plot.bottom - plot.h * row[p] / top)
                for t, row in enumerate(self.history)
            ]
            colour = theme.CHARACTER_COLOURS[seat.character]
            for a, b in pairwise(points):
                canvas.line(a, b, colour, 5)
            step = max(1, len(points) // 6)
            for point in [*points[::step], *points[-1:]]:
                _marker(canvas, MARKERS[p % 4], point, 8, colour)


def _marker(canvas: Canvas, shape: str, centre: tuple[float, float], r: float,
            colour: theme.Colour) -> None:
    """A filled circle, square, triangle or diamond with a dark outline."""
    x, y = centre
    vp = canvas.viewport
    if shape == "circle":
        canvas.circle(centre, r + 2, theme.INK)
        canvas.circle(centre, r, colour)
        return
    if shape == "square":
        outline = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif shape == "triangle":
        outline = [(x, y - r * 1.3), (x + r * 1.2, y + r), (x - r * 1.2, y + r)]
    else:
        outline = [(x, y - r * 1.3), (x + r * 1.3, y), (x, y + r * 1.3), (x - r * 1.3, y)]
    points = [vp.point(px, py) for px, py in outline]
    pygame.draw.polygon(canvas.surface, colour, points)
    pygame.draw.polygon(canvas.surface, theme.INK, points, vp.px(2))
