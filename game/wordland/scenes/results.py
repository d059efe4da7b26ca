"""The end of the word game: the ranking (most points; a tie goes to the higher scoring
card of the last round, W6.3), each player's points and last card, and a chart of the
running totals round by round; play again or go back to the title."""

from __future__ import annotations

from itertools import pairwise

import pygame

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button
from game.wordland.rules.records import GameRecord
from game.wordland.rules.state import GameState
from game.wordland.ui.pieces import draw_score_card, player_colour

ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"),
            N_("8th"))
MARKERS = ("circle", "square", "triangle", "diamond")


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, state: GameState, record: GameRecord,
                 history: list[tuple[int, ...]]) -> None:
        super().__init__(app)
        self.state = state
        self.record = record
        self.history = history
        self.order = state.winner_order()
        self.names = [seat.name for seat in record.setup.seats]
        self.widgets.append(Button((1000, 910, 320, 80), N_("Play again"), self.again,
                                   theme.ROSE))
        self.widgets.append(Button((1360, 910, 300, 80), N_("Title"), self.to_title,
                                   theme.INK_SOFT))

    def again(self) -> None:
        from game.wordland.scenes.setup import SetupScene

        self.app.replace(SetupScene(self.app))

    def to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def back(self) -> None:
        from game.scenes.lobby import back_to_lobby
        from game.wordland.contract import GAME

        back_to_lobby(self.app, GAME)

    def tie_broken(self, place: int) -> bool:
        """True when this place won a tie on the last round's card (W6.3): the note goes
        on the winner's row of a tie only, never on the rows it beat."""
        scores = self.state.scores
        seat = self.order[place]
        before = self.order[:place]
        after = self.order[place + 1:]
        return any(scores[o] == scores[seat] for o in after) \
            and not any(scores[o] == scores[seat] for o in before)

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _("{name} wins!").format(name=self.names[self.order[0]]))
        n = len(self.order)
        row_h = min(96, 640 // n)
        for place, seat in enumerate(self.order):
            y = 220 + place * row_h
            box = pygame.Rect(220, y, 900, row_h - 8)
            colour = player_colour(seat)
            canvas.rect(box, (*colour, 45), radius=16)
            canvas.rect(box, colour, radius=16, width=4)
            fit_text(canvas, _(ORDINALS[place]), (box.x + 14, box.y, 90, box.h),
                     theme.TextStyle(36, theme.ROSE_DARK if place == 0 else theme.INK, True),
                     max_lines=1)
            _marker(canvas, MARKERS[seat % 4], (box.x + 122, box.centery), 10, colour)
            fit_text(canvas, self.names[seat], (box.x + 146, box.y, 250, box.h),
                     theme.TextStyle(32, theme.INK, True), max_lines=1)
            points = self.state.scores[seat]
            fit_text(canvas, ngettext("{n} point", "{n} points", points).format(n=points),
                     (box.x + 400, box.y, 190, box.h), theme.TextStyle(30, theme.INK, True),
                     max_lines=1)
            card = self.state.last_cards[seat]
            h = box.h - 10
            draw_score_card(canvas, card, pygame.Rect(box.x + 600, box.y + 5, h * 2 // 3, h))
            if self.tie_broken(place):
                fit_text(canvas, _("tie: higher last card"), (box.x + 610 + h * 2 // 3,
                         box.y, box.w - 620 - h * 2 // 3, box.h),
                         theme.TextStyle(24, theme.INK_SOFT), max_lines=2)
        self._chart(canvas, pygame.Rect(1150, 220, 550, 560))
        super().draw(canvas)

    def _chart(self, canvas: Canvas, r: pygame.Rect) -> None:
        canvas.rect(r, theme.CREAM, radius=16)
        canvas.rect(r, theme.INK_SOFT, radius=16, width=2)
        fit_text(canvas, _("Points, round by round"), (r.x + 10, r.y + 6, r.w - 20, 48),
                 theme.TextStyle(28, theme.INK, True), align="center", max_lines=1)
        plot = pygame.Rect(r.x + 64, r.y + 66, r.w - 94, r.h - 150)
        top = max(1, max((max(row) for row in self.history), default=1))
        rounds = max(1, len(self.history) - 1)
        for k in range(5):
            y = plot.bottom - plot.h * k / 4
            canvas.line((plot.x, y), (plot.right, y), theme.PARCHMENT_DARK, 2)
            if k % 2 == 0:
                fit_text(canvas, str(round(top * k / 4)), (r.x + 4, y - 20, plot.x - r.x - 12,
                         40), theme.TextStyle(24, theme.INK_SOFT), align="right",
                         max_lines=1)
        for t in range(1, rounds + 1):
            x = plot.x + plot.w * t / rounds
            if rounds <= 8:
                fit_text(canvas, str(t), (x - 20, plot.bottom + 4, 40, 36),
                         theme.TextStyle(24, theme.INK_SOFT), align="center", max_lines=1)
        fit_text(canvas, _("rounds"), (plot.x, plot.bottom + 42, plot.w, 36),
                 theme.TextStyle(24, theme.INK_SOFT), align="center", max_lines=1)
        for seat in range(len(self.names)):
            points = [(plot.x + plot.w * t / rounds, plot.bottom - plot.h * row[seat] / top)
                      for t, row in enumerate(self.history)]
            colour = player_colour(seat)
            for a, b in pairwise(points):
                canvas.line(a, b, colour, 5)
            for point in points[1:]:
                _marker(canvas, MARKERS[seat % 4], point, 8, colour)


def _marker(canvas: Canvas, shape: str, centre: tuple[float, float], r: float,
            colour: theme.Colour) -> None:
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
