"""The end of the Parade: the ranking (lowest score first; a tie goes to the fewer
collected cards, P8) and the score sheet as the rulebook lays it out: one row per
player, the two cards they kept at the end, one cell per colour with the cards highest
first (chips while they fit side by side, else their values in a line), a majority's
cards shown as 1s under a crown, each cell's points, the total and the card count; then
one line per colour saying who holds its crown and why, or why nobody does (the
two-player rule named, P7.2)."""

from __future__ import annotations

import pygame

from game.parade.rules.cards import SUITS
from game.parade.rules.ranking import TieBreak
from game.parade.rules.records import GameRecord
from game.parade.rules.scoring import score_sheet, strict_two_player
from game.parade.rules.state import GameState
from game.parade.ui.cards import (
    CHARACTER_SUIT,
    SUIT_INK,
    character_colour,
    draw_chip,
    draw_crown,
    draw_suit,
)
from game.parade.ui.words import crown_reason
from game.scenes.common import draw_page
from game.shell.i18n import N_, _, ngettext
from game.table.results import ResultsSheet, SheetButton, ordinal
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text

X_PLACE, X_NAME, X_KEPT, X_SUITS, SUIT_W = 180, 256, 446, 560, 124
X_TOTAL, X_CARDS, X_NOTE, X_END = 1308, 1400, 1488, 1740
TABLE_TOP = 236
TABLE_BOTTOM = 736
REASONS = pygame.Rect(190, 740, 1540, 192)
CHIP_W = 36


class ResultsScene(ResultsSheet):
    game_id = "parade"
    buttons = (SheetButton((260, 940, 360, 70), N_("Watch the replay"), "watch",
                           theme.GARDEN_DARK),
               SheetButton((1000, 940, 320, 70), N_("Play again"), "again", theme.ROSE),
               SheetButton((1360, 940, 300, 70), N_("Title"), "to_title", theme.INK_SOFT))
    first_focus = 1

    def __init__(self, app, state: GameState, record: GameRecord,
                 characters: list[str], notice: str | None = None) -> None:
        super().__init__(app, record, notice)
        self.state = state
        self.characters = characters
        self.names = [seat.name for seat in record.setup.seats]
        self.standings = state.standings()
        self.sheet = score_sheet(state.collections, state.options)
        self.kept = kept_pairs(record)
        """The two cards each player kept at the end (P6.1)."""

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
        head = pygame.Rect(0, TABLE_TOP - 50, 0, 44)
        small = theme.TextStyle(24, theme.INK_SOFT, True)
        for x, w, words in ((X_PLACE, X_NAME - X_PLACE - 4, _("place")),
                            (X_NAME, X_KEPT - X_NAME - 8, _("player")),
                            (X_KEPT, X_SUITS - X_KEPT - 8, _("kept")),
                            (X_TOTAL, X_CARDS - X_TOTAL - 4, _("points")),
                            (X_CARDS, X_NOTE - X_CARDS - 4, _("cards"))):
            fit_text(canvas, words, (x, head.y, w, head.h), small, max_lines=1, max_grow=1.0)
        for i, suit in enumerate(SUITS):
            draw_suit(canvas, suit, (X_SUITS + i * SUIT_W + SUIT_W / 2, head.centery), 40)
        n = len(self.standings)
        row_h = min(150, (TABLE_BOTTOM - TABLE_TOP) // n)
        for index, standing in enumerate(self.standings):
            self._row(canvas, index, standing, pygame.Rect(X_PLACE - 10, TABLE_TOP + index * row_h,
                                                           X_END - X_PLACE + 10, row_h - 8))
        self._reasons(canvas)
        super().draw(canvas)

    def _reasons(self, canvas: Canvas) -> None:
        """One line per colour: who holds its crown and why, or why nobody does."""
        strict = strict_two_player(len(self.names), self.state.options)
        counts = [[len(row.suits[s].cards) for row in self.sheet] for s in range(len(SUITS))]
        lines = [(s, crown_reason(s, counts[s], self.names, strict))
                 for s in range(len(SUITS)) if any(counts[s])]
        line_h = REASONS.h / max(1, len(lines))
        style = theme.TextStyle(24, theme.INK)
        x = REASONS.x
        for k, (suit, words) in enumerate(lines):
            y = REASONS.y + k * line_h
            draw_suit(canvas, SUITS[suit], (x + 16, y + line_h / 2), 26)
            fit_text(canvas, words, (x + 36, y, REASONS.w - 44, line_h), style, max_lines=1)

    def _row(self, canvas: Canvas, index: int, standing, box: pygame.Rect) -> None:
        seat = standing.player
        colour = character_colour(self.characters[seat])
        canvas.rect(box, (*colour, 40), radius=14)
        canvas.rect(box, colour, radius=14, width=3 if standing.place > 1 else 6)
        big = theme.TextStyle(34, theme.ROSE_DARK if standing.place == 1 else theme.INK, True)
        fit_text(canvas, ordinal(standing.place), (X_PLACE, box.y, X_NAME - X_PLACE - 4,
                 box.h), big, max_lines=1, max_grow=1.0)
        suit = CHARACTER_SUIT.get(self.characters[seat])
        if suit is not None:
            draw_suit(canvas, suit, (X_NAME + 16, box.centery), 30)
        fit_text(canvas, self.names[seat], (X_NAME + 36, box.y, X_KEPT - X_NAME - 44, box.h),
                 theme.TextStyle(30, theme.INK, True), max_lines=2, max_grow=1.0)
        kept = self.kept[seat] if seat < len(self.kept) else ()
        ch = min(48, box.h - 12)
        for k, card in enumerate(kept):
            draw_chip(canvas, card, pygame.Rect(X_KEPT + k * (CHIP_W + 6), box.centery - ch / 2,
                                                CHIP_W, ch))
        row = self.sheet[seat]
        for i, cell in enumerate(row.suits):
            self._cell(canvas, pygame.Rect(X_SUITS + i * SUIT_W + 4, box.y + 4, SUIT_W - 8,
                                           box.h - 8), cell)
        fit_text(canvas, str(row.total), (X_TOTAL, box.y, X_CARDS - X_TOTAL - 4, box.h),
                 theme.TextStyle(40, theme.INK, True), max_lines=1, max_grow=1.0)
        fit_text(canvas, str(row.card_count), (X_CARDS, box.y, X_NOTE - X_CARDS - 4, box.h),
                 theme.TextStyle(30, theme.INK_SOFT, True), max_lines=1, max_grow=1.0)
        note = self.note(index)
        if note:
            fit_text(canvas, note, (X_NOTE, box.y, X_END - X_NOTE - 8, box.h),
                     theme.TextStyle(24, theme.INK_SOFT), max_lines=2)

    def _cell(self, canvas: Canvas, cell_box: pygame.Rect, cell) -> None:
        if not cell.cards:
            return
        if cell.majority:
            canvas.rect(cell_box, theme.GOLD_LIGHT, radius=10)
        points_h = 31  # one line at the floor: six rows leave the values a line too
        top = pygame.Rect(cell_box.x + 2, cell_box.y + 1, cell_box.w - 4,
                          cell_box.h - points_h - 2)
        k = len(cell.cards)
        ch = min(48, top.h)
        # a crowned cell's cards count 1 each (its crown and points say so); its chips
        # and values still show what the cards were
        chips = k * CHIP_W + (k - 1) * 4 <= top.w - (22 if cell.majority else 0)
        if chips:
            for j, card in enumerate(cell.cards):
                draw_chip(canvas, card, pygame.Rect(top.x + j * (CHIP_W + 4),
                                                    top.y + (top.h - ch) / 2, CHIP_W, ch))
        else:  # too many to lie side by side: their values in a line, in the colour's ink;
            # the whole width is theirs, the crown moves down beside the points
            values = " ".join(str(c % 11) for c in cell.cards)
            fit_text(canvas, values, top, theme.TextStyle(26, SUIT_INK[cell.suit], True),
                     max_lines=2, max_grow=1.0)
        crown_low = cell.majority and not chips
        if cell.majority:
            at = ((cell_box.right - 14, cell_box.bottom - points_h / 2) if crown_low
                  else (cell_box.right - 14, cell_box.y + 14))
            draw_crown(canvas, at, 20)
        words = ngettext("{n} pt", "{n} pts", cell.points).format(n=cell.points)
        fit_text(canvas, words, (cell_box.x, cell_box.bottom - points_h,
                                 cell_box.w - (30 if crown_low else 8), points_h),
                 theme.TextStyle(24, theme.INK, True), max_lines=1, max_grow=1.0)

def kept_pairs(record: GameRecord) -> list[tuple[int, ...]]:
    """Each seat's two kept cards: its final hand less the pair it discarded (P6.1)."""
    from game.parade.rules.actions import Discard, Phase

    state, _ = GameState.start(record.setup)
    hands: list[list[int]] | None = None
    discards: dict[int, tuple[int, int]] = {}
    for action in record.actions:
        if state.phase is Phase.DISCARD and hands is None:
            hands = [list(h) for h in state.hands]
        if isinstance(action, Discard):
            discards[state.turn] = action.cards
        state.apply(action, report=False)
    if hands is None:
        return [() for _ in record.setup.seats]
    return [tuple(c for c in hand if c not in discards.get(p, ())) for p, hand in
            enumerate(hands)]
