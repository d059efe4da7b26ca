"""The end of the Parade: the ranking (lowest score first; a tie goes to the fewer
collected cards, P8) and the score sheet as the rulebook lays it out: one row per
player, one cell per suit with the cards highest first, a majority's cards shown flipped
as 1s, each cell's points, the total and the card count."""

from __future__ import annotations

import pygame

from game.parade.rules.cards import SUITS
from game.parade.rules.ranking import TieBreak
from game.parade.rules.records import GameRecord
from game.parade.rules.scoring import score_sheet
from game.parade.rules.state import GameState
from game.parade.ui.cards import (
    CHARACTER_SUIT,
    card_rect,
    character_colour,
    draw_back,
    draw_card,
    draw_crown,
    draw_suit,
)
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button

ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"))
X_PLACE, X_NAME, X_SUITS, SUIT_W, X_TOTAL, X_CARDS, X_NOTE = 190, 270, 480, 140, 1330, 1420, 1500
TABLE_TOP = 250


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, state: GameState, record: GameRecord,
                 characters: list[str]) -> None:
        super().__init__(app)
        self.state = state
        self.record = record
        self.characters = characters
        self.names = [seat.name for seat in record.setup.seats]
        self.standings = state.standings()
        self.sheet = score_sheet(state.collections, state.options)
        self.widgets.append(Button((260, 930, 360, 76), N_("Watch the replay"), self.watch,
                                   theme.GARDEN_DARK))
        self.widgets.append(Button((1000, 930, 320, 76), N_("Play again"), self.again,
                                   theme.ROSE))
        self.widgets.append(Button((1360, 930, 300, 76), N_("Title"), self.to_title,
                                   theme.INK_SOFT))
        self.focus_index = 1

    def watch(self) -> None:
        from game.parade.scenes.watch import WatchScene

        self.app.push(WatchScene(self.app, self.record))

    def again(self) -> None:
        from game.parade.scenes.setup import SetupScene

        self.app.replace(SetupScene(self.app))

    def to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def back(self) -> None:
        from game.parade.contract import GAME
        from game.scenes.lobby import back_to_lobby

        back_to_lobby(self.app, GAME)

    def title(self) -> str:
        first = [self.names[s.player] for s in self.standings if s.place == 1]
        if len(first) == 1:
            return _("{name} wins the parade!").format(name=first[0])
        return _("{names} share first place!").format(names=" & ".join(first))

    def note(self, index: int) -> str:
        """Why this row stands where it does against its neighbours (P8)."""
        here = self.standings[index]
        below = self.standings[index + 1] if index + 1 < len(self.standings) else None
        if here.decided_by is TieBreak.SHARED or (below is not None and
                                                  below.decided_by is TieBreak.SHARED):
            return _("shared place: same points, same cards")
        if below is not None and below.decided_by is TieBreak.CARDS:
            return _("tie on points: fewer cards")
        if here.decided_by is TieBreak.CARDS:
            return _("tie on points: more cards")
        return ""

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, self.title())
        head = pygame.Rect(0, TABLE_TOP - 52, 0, 44)
        small = theme.TextStyle(24, theme.INK_SOFT, True)
        for x, w, words in ((X_PLACE, 80, _("place")), (X_NAME, 210, _("player")),
                            (X_TOTAL, 100, _("points")), (X_CARDS, 90, _("cards"))):
            fit_text(canvas, words, (x, head.y, w, head.h), small, max_lines=1, max_grow=1.0)
        for i, suit in enumerate(SUITS):
            draw_suit(canvas, suit, (X_SUITS + i * SUIT_W + SUIT_W / 2, head.centery), 40)
        n = len(self.standings)
        row_h = min(150, (870 - TABLE_TOP) // n)
        for index, standing in enumerate(self.standings):
            self._row(canvas, index, standing, pygame.Rect(X_PLACE - 10, TABLE_TOP + index * row_h,
                                                           1560, row_h - 8))
        fit_text(canvas, _("Lowest score wins. A crown: the most cards of that colour, each "
                           "card flipped and worth 1."), (200, 884, 1520, 40),
                 theme.TextStyle(24, theme.INK_SOFT), align="center", max_lines=1)
        super().draw(canvas)

    def _row(self, canvas: Canvas, index: int, standing, box: pygame.Rect) -> None:
        seat = standing.player
        colour = character_colour(self.characters[seat])
        canvas.rect(box, (*colour, 40), radius=14)
        canvas.rect(box, colour, radius=14, width=3 if standing.place > 1 else 6)
        big = theme.TextStyle(34, theme.ROSE_DARK if standing.place == 1 else theme.INK, True)
        fit_text(canvas, _(ORDINALS[standing.place - 1]), (X_PLACE, box.y, 70, box.h), big,
                 max_lines=1, max_grow=1.0)
        suit = CHARACTER_SUIT.get(self.characters[seat])
        if suit is not None:
            draw_suit(canvas, suit, (X_NAME + 18, box.centery), 32)
        fit_text(canvas, self.names[seat], (X_NAME + 40, box.y, 170, box.h),
                 theme.TextStyle(30, theme.INK, True), max_lines=2, max_grow=1.0)
        row = self.sheet[seat]
        for i, cell in enumerate(row.suits):
            self._cell(canvas, pygame.Rect(X_SUITS + i * SUIT_W + 4, box.y + 4, SUIT_W - 8,
                                           box.h - 8), cell)
        fit_text(canvas, str(row.total), (X_TOTAL, box.y, 100, box.h),
                 theme.TextStyle(40, theme.INK, True), max_lines=1, max_grow=1.0)
        fit_text(canvas, str(row.card_count), (X_CARDS, box.y, 80, box.h),
                 theme.TextStyle(30, theme.INK_SOFT, True), max_lines=1, max_grow=1.0)
        note = self.note(index)
        if note:
            fit_text(canvas, note, (X_NOTE, box.y, box.right - X_NOTE - 8, box.h),
                     theme.TextStyle(24, theme.INK_SOFT), max_lines=3, max_grow=1.0)

    def _cell(self, canvas: Canvas, cell_box: pygame.Rect, cell) -> None:
        if not cell.cards:
            return
        if cell.majority:
            canvas.rect(cell_box, theme.GOLD_LIGHT, radius=10)
        points_h = 34
        h = min(100, cell_box.h - points_h - 4)
        w = h * 2 / 3
        k = len(cell.cards)
        step = min(w + 4, (cell_box.w - w - 4) / max(1, k - 1))
        for j, card in enumerate(cell.cards):
            r = card_rect(cell_box.x + 2 + j * step, cell_box.y + 2, h)
            if cell.majority:
                draw_back(canvas, r, "1")
            else:
                draw_card(canvas, card, r, both_corners=False, shadow=False)
        if cell.majority:
            draw_crown(canvas, (cell_box.right - 14, cell_box.bottom - points_h / 2), 20)
        words = ngettext("{n} pt", "{n} pts", cell.points).format(n=cell.points)
        fit_text(canvas, words, (cell_box.x, cell_box.bottom - points_h, cell_box.w - 30,
                 points_h), theme.TextStyle(24, theme.INK, True), max_lines=1, max_grow=1.0)
