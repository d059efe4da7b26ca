"""The end of the word game: the ranking (most points; a tie goes to the higher scoring
card of the last round, W6.3), each player's points and last card, and a chart of the
running totals round by round; play again or go back to the title."""

from __future__ import annotations

import pygame

from game.scenes.common import draw_page
from game.shell.i18n import N_, _, ngettext
from game.table import results as sheet
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.wordland.rules.records import GameRecord
from game.wordland.rules.state import GameState
from game.wordland.ui.pieces import draw_score_card, player_colour

CHART = sheet.ChartLook(N_("Points, round by round"), N_("rounds"), (64, 66, 30, 84),
                        steps=lambda rounds: range(1, rounds + 1) if rounds <= 8 else (),
                        marked=lambda points: points[1:], label_gap=8)


class ResultsScene(sheet.ResultsSheet):
    game_id = "wordland"
    buttons = (sheet.SheetButton((1000, 910, 320, 80), N_("Play again"), "again", theme.ROSE),
               sheet.SheetButton((1360, 910, 300, 80), N_("Title"), "to_title", theme.INK_SOFT),
               # last in the focus order, where the race's sheet has it
               sheet.SheetButton((580, 910, 380, 80), N_("Watch the replay"), "watch",
                                 theme.GARDEN_DARK))

    def __init__(self, app, state: GameState, record: GameRecord,
                 history: list[tuple[int, ...]], notice: str | None = None) -> None:
        super().__init__(app, record, notice)
        self.state = state
        self.history = history
        self.order = state.winner_order()
        self.names = [seat.name for seat in record.setup.seats]

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
            fit_text(canvas, sheet.ordinal(place + 1), (box.x + 14, box.y, 90, box.h),
                     theme.TextStyle(36, theme.ROSE_DARK if place == 0 else theme.INK, True),
                     max_lines=1)
            sheet.draw_marker(canvas, sheet.MARKERS[seat % 4], (box.x + 122, box.centery), 10,
                              colour)
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
        sheet.draw_running_chart(canvas, pygame.Rect(1150, 220, 550, 560), self.history,
                           [player_colour(seat) for seat in range(len(self.names))], CHART)
        super().draw(canvas)
