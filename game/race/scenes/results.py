"""The end of the race: places, the tie-break that decided them (R4.3), each player's
cookies and a chart of the scores turn by turn; play again or go to the title.

At a kids' table the page celebrates every player (issue 36; rules notes 21): everyone
gets a rosette (gold for the top score), players on the same score look the same and
are listed in seat order (no place written, no tie-break, no chart), and every pawn
hops."""

from __future__ import annotations

import math
import random

import pygame

from game.race.rules.ranking import TieBreak, standings
from game.race.rules.records import GameRecord
from game.race.rules.state import GameState
from game.race.ui.pieces import draw_cookie, draw_pawn, draw_small_cookie
from game.scenes.common import draw_page
from game.shell.i18n import N_, _, ngettext
from game.table.results import (
    KIDS_TITLE,
    MARKERS,
    ChartLook,
    ResultsSheet,
    SheetButton,
    draw_marker,
    draw_rosette,
    draw_running_chart,
    ordinal,
    rosette_colour,
    score_groups,
)
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, rows

DECIDED_BY = {
    TieBreak.SCORE: "",
    TieBreak.LARGE_COOKIES: N_("same score: more large cookies"),
    TieBreak.DISTANCE: N_("same score and cookies: farther round the board"),
    TieBreak.SHARED: N_("a perfect tie: place shared"),
}
CELEBRATION = 5.0
"""Seconds the confetti falls and the winner's pawn hops (the fanfare plays meanwhile,
started by the app when this screen comes up)."""
CONFETTI = 90
CHART = ChartLook(N_("Scores, turn by turn"), N_("turns"), (80, 70, 30, 100),
                  steps=lambda turns: sorted({turns // 2, turns} - {0}),
                  marked=lambda points: [*points[::max(1, len(points) // 6)], *points[-1:]],
                  label_gap=22, step_box=(40, 10, 36), axis_box=(50, 40), ticks=True, grow=1.0)
"""The scores turn by turn: the turns under the x axis are the middle one and the last
(the corner's 0 is the y axis's, kept clear of the first markers)."""


def row_notes(rows: list) -> list[str]:
    """The tie-break note of each row (English source, "" for none). A tie-break is
    told on the row it put ahead ("same score: more large cookies" is why that player
    is above the next), a shared place on both rows that share it."""
    notes = [""] * len(rows)
    for i, st in enumerate(rows):
        if i == 0 or st.decided_by in (None, TieBreak.SCORE):
            continue
        note = DECIDED_BY[st.decided_by]
        if st.decided_by is TieBreak.SHARED:
            notes[i] = note
            notes[i - 1] = notes[i - 1] or note
        else:
            notes[i - 1] = note
    return notes


class ResultsScene(ResultsSheet):
    game_id = "race"
    buttons = (SheetButton((1000, 910, 320, 80), N_("Play again"), "again", theme.ROSE),
               SheetButton((1360, 910, 300, 80), N_("Menu"), "to_lobby", theme.INK_SOFT),
               # last in the focus order (Play again, Menu, then the replay)
               SheetButton((580, 910, 380, 80), N_("Watch the replay"), "watch",
                           theme.GARDEN_DARK))

    def __init__(
        self,
        app,
        state: GameState,
        record: GameRecord,
        score_history: list[tuple[int, ...]],
        word: str | None = None,
        notice: str | None = None,
    ) -> None:
        super().__init__(app, record, notice)
        self.word = word
        """A last word under the places (the guided game's coach), English source."""
        self.state = state
        self.history = score_history
        self.kids = self.kids_table()
        self.standings = standings(state)
        if self.kids:  # the same score, the same standing: in seat order (issue 36)
            scores = {st.player: st.score for st in self.standings}
            self.standings.sort(key=lambda st: (-scores[st.player], st.player))
        self.groups = score_groups([st.score for st in self.standings])
        """Per row: 0 for the top score, 1 for the next... (kids' rosettes)."""
        self.winners = [st.player for st in self.standings if st.place == 1]
        rng = random.Random(len(record.actions))  # the same confetti for the same game
        colours = [theme.GOLD, theme.GOLD_LIGHT, theme.ROSE, theme.CREAM,
                   *(theme.CHARACTER_COLOURS[record.setup.seats[w].character]
                     for w in (range(len(record.setup.seats)) if self.kids
                               else self.winners))]
        self.confetti = [(rng.uniform(0, 1920), rng.uniform(-900, -20), rng.uniform(160, 320),
                          rng.uniform(0, math.tau), rng.choice(colours))
                         for _ in range(CONFETTI)]

    def kids_table(self) -> bool:
        return bool(self.record.setup.variants.kids)

    @property
    def celebrating(self) -> bool:
        """Confetti and a hopping winner for the first seconds (never with reduced
        motion: the winner is then told by the gold frame, the rosette and the title)."""
        return not self.app.settings.reduced_motion and self.time < CELEBRATION

    def title(self) -> str:
        if self.kids:
            return _(KIDS_TITLE)
        seats = self.record.setup.seats
        if len(self.winners) == 1:
            return _("{name} wins the race!").format(name=seats[self.winners[0]].name)
        return _("A shared win!")

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas)
        if self.celebrating:  # behind the title, the places, the chart and the buttons
            self._draw_confetti(canvas)
        canvas.text(self.title(), (960, 150), theme.HEADING, max_width=1500, max_grow=1.2)
        seats = self.record.setup.seats
        notes = [""] * len(self.standings) if self.kids else row_notes(self.standings)
        for row, st in enumerate(self.standings):
            y = 220 + row * 160
            seat = seats[st.player]
            colour = theme.CHARACTER_COLOURS[seat.character]
            box = pygame.Rect(220, y, 1440 if self.kids else 820, 148)
            winner = self.groups[row] == 0 if self.kids else st.place == 1
            if winner:
                glow = 255 if not self.celebrating else \
                    round(160 + 95 * (0.5 + 0.5 * math.sin(self.time * 5))) // 16 * 16
                canvas.rect(box.inflate(16, 16), (*theme.GOLD, glow), radius=26, width=8)
            canvas.rect(box, (*colour, 45), radius=20)
            canvas.rect(box, colour, radius=20, width=4)
            if self.kids:  # a rosette for everyone, where the place would be
                draw_rosette(canvas, (box.x + 60, box.y + 56), rosette_colour(self.groups[row]))
            else:
                if winner:
                    draw_rosette(canvas, (box.x - 22, box.y + 40))
                canvas.text(ordinal(st.place), (box.x + 60, box.centery),
                            theme.TextStyle(46, theme.ROSE_DARK if st.place == 1 else
                                            theme.INK, True), max_width=100)
                draw_marker(canvas, MARKERS[st.player % 4], (box.x + 60, box.y + 24), 9,
                            colour)
            hop = 0.0
            if (winner or self.kids) and self.celebrating:
                hop = 26 * abs(math.sin(self.time * 5.5)) * (1 - self.time / CELEBRATION)
            draw_pawn(canvas, seat.character, self.state.large == st.player,
                      (box.x + 160, round(box.bottom - 10 - hop)), 128)
            inner = pygame.Rect(box.x + 230, box.y + 6, box.w - 254, box.h - 12)
            top, middle, _rest = rows(inner, 50, 36, 1.0)
            points = fit_text(canvas, ngettext("{n} point", "{n} points", st.score).format(
                n=st.score), (top.right - 200, top.y, 200, top.h), theme.SUBHEADING,
                align="right", max_lines=1)
            fit_text(canvas, seat.name, (top.x, top.y, points.x - top.x - 16, top.h),
                     theme.SUBHEADING, max_lines=1)
            note = notes[row]
            if note:
                fit_text(canvas, _(note), middle, theme.TextStyle(24, theme.INK_SOFT),
                         max_lines=1)
            cookies = self.state.large_cookies[st.player]
            step = min(46, 440 / max(1, len(cookies)))
            for i, value in enumerate(cookies):
                draw_cookie(canvas, value, (box.x + 254 + i * step, box.bottom - 34), 44)
            sx = box.right - 120
            draw_small_cookie(canvas, (sx, box.bottom - 34), 38)
            fit_text(canvas, f"×{self.state.small_cookies[st.player]}",
                     (sx + 22, box.bottom - 56, box.right - sx - 30, 44), theme.BODY,
                     max_lines=1)
        if not self.kids:
            draw_running_chart(canvas, pygame.Rect(1100, 220, 560, 480), self.history,
                               [theme.CHARACTER_COLOURS[seat.character] for seat in seats],
                               CHART)
        if self.word:
            self._draw_word(canvas, 220 + len(self.standings) * 160 + 12)
        super().draw(canvas)

    def _draw_word(self, canvas: Canvas, top: int) -> None:
        """The coach's last word, in its gold-rimmed bubble, under the places."""
        box = pygame.Rect(220, top, 1440, 880 - top)
        canvas.rect(box.move(4, 6), (50, 30, 20, 90), radius=22)
        canvas.rect(box, theme.CREAM, radius=22)
        canvas.solid(box, "the coach")
        canvas.rect(box, theme.GOLD, radius=22, width=5)
        fit_text(canvas, _(self.word), box.inflate(-40, -20), theme.TextStyle(30, theme.INK,
                 True), max_lines=4, line_gap=1.0)

    def _draw_confetti(self, canvas: Canvas) -> None:
        """Petals and paper falling over the page, fading out at the end."""
        t = self.time
        fade = 1.0 if t < CELEBRATION - 1 else max(0.0, CELEBRATION - t)
        alpha = round(230 * fade) // 16 * 16
        if not alpha:
            return
        for x, y, speed, phase, colour in self.confetti:
            cy = y + speed * t
            if not -20 < cy < 1100:
                continue
            cx = x + 30 * math.sin(phase + t * 2.2)
            w = 8 + 6 * abs(math.sin(phase + t * 3.1))  # turning over as it falls
            canvas.rect((cx - w / 2, cy - 7, w, 14), (*colour, alpha), radius=3)

