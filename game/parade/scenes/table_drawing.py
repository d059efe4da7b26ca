"""Drawing the Parade table; it only draws (never changes the game).

Layers, back to front: the baize; the banner (whose turn; the last round and why); the
draw pile and the parade (front by the pile, end at the right; a preview lifts the
removal-mode cards and marks the ones that would be taken); one panel per player with
the collection by suit, counts and a crown on each majority held now; the hand; the
words box (preview, hint, prompt or news); cards in flight; the hot-seat curtain; the
buttons and the focus ring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.parade.rules.actions import Phase
from game.parade.rules.cards import SUITS, suit_of, value_of
from game.parade.rules.scoring import scores
from game.parade.ui import geometry as geo
from game.parade.ui.cards import (
    CHARACTER_SUIT,
    card_rect,
    character_colour,
    draw_arrow,
    draw_back,
    draw_card,
    draw_crown,
    draw_suit,
    warm,
)
from game.parade.ui.words import (
    SHORT_LEVELS,
    card_words,
    cards_words,
    hint_words,
    points_words,
    preview_words,
    trigger_words,
)
from game.shell.i18n import _, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import cover, fit_text
from game.ui.tween import lerp

if TYPE_CHECKING:
    from game.parade.rules.preview import TakePreview
    from game.parade.scenes.play import PlayScene

BAIZE = (46, 92, 62)
BAIZE_DARK = (34, 70, 48)
CURTAIN = (92, 20, 36)
LABEL = theme.TextStyle(24, theme.CREAM, True)
MINI_W = 56
HAND_RAISE = 30


def _suit_cards(collection: list[int], suit) -> list[int]:
    return sorted((c for c in collection if suit_of(c) is suit), key=value_of, reverse=True)


class TableDrawing:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self._layers: dict[str, tuple[object, pygame.Surface]] = {}
        self._warmed: tuple[float, float] | None = None

    def _layer(self, canvas: Canvas, name: str, key: object, area: pygame.Rect,
               paint, ground: theme.Colour = BAIZE) -> None:
        """Draw `paint(canvas)` through a cached picture of the window's `area`, redrawn
        only when `key` changes (the baize, the players' panels): the table then costs a
        few blits a frame. With a layout recorder on, it is drawn directly, to be seen."""
        if canvas.recorder is not None:
            paint(canvas)
            return
        from game.shell.i18n import current_language

        vp = canvas.viewport
        where = vp.rect(area)
        full = (key, where.size, where.topleft, current_language(),
                canvas.text_cache.scale, theme.palette_name)
        cached = self._layers.get(name)
        if cached is None or cached[0] != full:
            surface = pygame.Surface(where.size)  # opaque on its ground: a cheap blit
            surface.fill(ground)
            paint(canvas.sub(surface, where.x, where.y))
            cached = (full, surface)
            self._layers[name] = cached
        canvas.surface.blit(cached[1], where.topleft)

    # ------------------------------------------------------------------ geometry

    def parade_targets(self) -> dict[int, tuple[int, int]]:
        """Where each parade card should stand now (lifted if in removal mode)."""
        play = self.play
        shown = play.shown
        slots = geo.parade_slots(len(shown.parade))
        lift = geo.lift_for(len(shown.parade))
        preview = play.preview() if play.idle else None
        raised = set(preview.removal_mode) if preview is not None else set()
        out = {}
        for card, slot in zip(shown.parade, slots, strict=True):
            k = 1.0 if card in raised else play.director.lift_of(card)
            out[card] = (slot.x, round(slot.y - lift * k))
        return out

    def _column(self, panel: pygame.Rect, index: int) -> tuple[float, float, int, int]:
        """(centre x, column width, top of the cards, mini card width) of a suit."""
        col_w = (panel.w - 16) / 6
        cx = panel.x + 8 + col_w * (index + 0.5)
        w = int(min(col_w - 8, MINI_W))
        return cx, col_w, panel.y + 160, w

    def collection_target(self, seat: int, card: int) -> pygame.Rect:
        """Where a taken card lands: the top of its suit's column in the panel."""
        panel = geo.panel_rects(len(self.play.names))[seat]
        cx, _w, top, w = self._column(panel, suit_of(card))
        return card_rect(cx - w / 2, top, w * 1.5)

    # ------------------------------------------------------------------ the table

    def _warm(self, canvas: Canvas) -> None:
        """Every card size the table draws, rasterised on the first frame."""
        vp = canvas.viewport
        if self._warmed == (vp.scale, len(self.play.names)):
            return
        self._warmed = (vp.scale, len(self.play.names))
        panel = geo.panel_rects(len(self.play.names))[0]
        mini = self._column(panel, 0)[3] * 1.5
        warm(canvas, [geo.ONE_ROW_H, geo.TWO_ROW_H, geo.HAND_CARD_H, 120, 210, mini, 80, 45, 27])

    def draw(self, canvas: Canvas) -> None:
        play = self.play
        self._warm(canvas)
        if canvas.recorder is not None:
            canvas.fill(BAIZE_DARK)
        self._layer(canvas, "baize", None, pygame.Rect(0, 0, 1920, 1080),
                    lambda c: c.rect((10, 6, 1900, 1068), BAIZE, radius=36), BAIZE_DARK)
        preview = play.preview() if play.idle else None
        self._banner(canvas)
        self._pile(canvas)
        self._parade(canvas, preview)
        self._panels(canvas)
        self._hand(canvas)
        self._info(canvas, preview)
        self._flights(canvas)
        if play.curtain_for is not None:
            self._curtain(canvas)
        for widget in play.widgets:
            widget.draw(canvas)
        play.draw_focus(canvas)

    def _banner(self, canvas: Canvas) -> None:
        play = self.play
        shown = play.shown
        s = play.state
        box = pygame.Rect(30, 14, 720, 64)
        canvas.rect(box, theme.CREAM, radius=18)
        canvas.rect(box, theme.GOLD, radius=18, width=4)
        turn = shown.turn
        name = play.names[turn]
        if s.is_over and play.idle:
            words = _("The parade is over")
        elif s.phase is Phase.DISCARD:
            words = _("Secret discard: {name} chooses").format(name=name)
        elif play.human_to_act() is not None and len(play.humans) == 1:
            words = _("Your turn, {name}").format(name=name)
        elif play.is_bot(turn) and play.idle:
            words = _("{name} is thinking…").format(name=name)
        else:
            words = _("{name}'s turn").format(name=name)
        canvas.circle((box.x + 34, box.centery), 18, character_colour(play.characters[turn]))
        fit_text(canvas, words, (box.x + 64, box.y + 4, box.w - 80, box.h - 8),
                 theme.TextStyle(34, theme.INK, True), max_lines=1)
        if shown.trigger is not None:
            last = pygame.Rect(770, 14, 1120, 64)
            canvas.rect(last, theme.ROSE_DARK, radius=18)
            canvas.rect(last, theme.GOLD_LIGHT, radius=18, width=3)
            fit_text(canvas, trigger_words(shown.trigger, play.names[shown.trigger_player]),
                     last.inflate(-28, -6), theme.TextStyle(28, theme.CREAM, True),
                     max_lines=2, max_grow=1.0)

    def _pile(self, canvas: Canvas) -> None:
        pile = self.play.shown.pile
        if pile > 0:
            for k in range(min(3, pile - 1), 0, -1):
                draw_back(canvas, geo.PILE.move(-3 * k, 3 * k))
            draw_back(canvas, geo.PILE)
        else:
            canvas.rect(geo.PILE, theme.CREAM, radius=12, width=3)
        fit_text(canvas, _("Pile: {n}").format(n=pile), geo.PILE_LABEL, LABEL,
                 align="center", max_lines=1)

    def _parade(self, canvas: Canvas, preview: TakePreview | None) -> None:
        play = self.play
        shown = play.shown
        slots = geo.parade_slots(len(shown.parade))
        taken = set(preview.taken) if preview is not None else set()
        pos = play.director.motion.pos
        for card, slot in zip(shown.parade, slots, strict=True):
            p = pos.get(card)
            rect = slot if p is None else pygame.Rect(round(p[0]), round(p[1]), slot.w, slot.h)
            draw_card(canvas, card, rect, both_corners=rect.h >= 150)
            if card in taken:
                canvas.rect(rect.inflate(10, 10), theme.BAD, radius=14, width=7)
                draw_arrow(canvas, (rect.centerx, rect.bottom - rect.w * 0.32), rect.w * 0.42,
                           theme.BAD)
        if preview is not None and slots:
            ghost = geo.parade_slots(len(shown.parade) + 1)[-1]
            canvas.rect(ghost.inflate(6, 6), theme.GOLD_LIGHT, radius=14, width=4)
        if slots and slots[-1].h >= geo.ONE_ROW_H:
            y = slots[0].bottom + 4
            fit_text(canvas, _("front"), (slots[0].x, y, 170, 34), LABEL, max_lines=1,
                     max_grow=1.0)
            end = slots[-1]
            if end.right - 170 > slots[0].x + 190:
                fit_text(canvas, _("end"), (end.right - 170, y, 170, 34), LABEL,
                         align="right", max_lines=1, max_grow=1.0)

    # ------------------------------------------------------------------ players

    def _panels(self, canvas: Canvas) -> None:
        """One cached picture per panel, redrawn only when that panel changes."""
        play = self.play
        shown = play.shown
        over = play.state.is_over and play.idle
        sheet = shown.sheet(play.setup.options)
        for seat, rect in enumerate(geo.panel_rects(len(play.names))):
            row = sheet[seat]
            key = (tuple(c.majority for c in row.suits), row.total,
                   len(shown.collections[seat]), shown.turn == seat and not over,
                   shown.hand_sizes[seat], bool(shown.chosen and shown.chosen[seat]),
                   shown.discarded)
            self._layer(canvas, f"panel{seat}", key, rect.inflate(16, 12),
                        lambda c, seat=seat, rect=rect, row=row: self._panel(c, seat, rect, row))

    def _panel(self, canvas: Canvas, seat: int, rect: pygame.Rect, row) -> None:
        play = self.play
        shown = play.shown
        colour = character_colour(play.characters[seat])
        turn = shown.turn == seat and not (play.state.is_over and play.idle)
        if turn:
            canvas.rect(rect.inflate(14, 10), theme.GOLD, radius=22)
        canvas.rect(rect, theme.PARCHMENT, radius=18)
        canvas.rect(rect, colour, radius=18, width=5)
        header = pygame.Rect(rect.x + 12, rect.y + 8, rect.w - 24, 42)
        suit = CHARACTER_SUIT.get(play.characters[seat])
        if suit is not None:
            canvas.circle((header.x + 18, header.centery), 20, colour)
            draw_suit(canvas, suit, (header.x + 18, header.centery), 30)
        backs = shown.hand_sizes[seat]
        backs_w = 18 + 9 * (backs - 1) if backs else 0
        for k in range(backs):
            draw_back(canvas, pygame.Rect(header.right - backs_w + 9 * k, header.y + 4, 18, 27))
        fit_text(canvas, play.names[seat], (header.x + 44, header.y, header.w - 52 - backs_w,
                 header.h), theme.TextStyle(30, theme.INK, True), max_lines=1, max_grow=1.0)
        info = ngettext("{n} point", "{n} points", abs(row.total)).format(n=row.total)
        if shown.chosen and shown.chosen[seat] and not shown.discarded:
            info += " · " + _("has chosen")
        elif play.controllers[seat] != "human":
            info += " · " + _(SHORT_LEVELS.get(play.controllers[seat], "bot"))
        fit_text(canvas, info, (rect.x + 12, rect.y + 52, rect.w - 24, 34),
                 theme.TextStyle(24, theme.INK_SOFT, True), max_lines=1, max_grow=1.0)
        collection = shown.collections[seat]
        for index, suit_cell in enumerate(row.suits):
            self._suit_column(canvas, rect, index, _suit_cards(collection, SUITS[index]),
                              suit_cell.majority)
        if shown.discarded and seat < len(shown.discarded):
            self._discarded(canvas, rect, shown.discarded[seat])

    def _suit_column(self, canvas: Canvas, panel: pygame.Rect, index: int, cards: list[int],
                     majority: bool) -> None:
        cx, col_w, top, w = self._column(panel, index)
        head = pygame.Rect(round(cx - col_w / 2 + 2), panel.y + 90, round(col_w - 4), 66)
        if cards and majority:
            canvas.rect(head, theme.GOLD_LIGHT, radius=10)
            canvas.rect(head, theme.GOLD, radius=10, width=2)
        size = min(32, col_w - 16)
        draw_suit(canvas, SUITS[index], (cx, head.y + 4 + size / 2), size)
        if cards and majority:
            draw_crown(canvas, (head.x + 10, head.y + 8), 16)
        if cards:
            fit_text(canvas, str(len(cards)), (head.x, head.y + 34, head.w, 34),
                     theme.TextStyle(24, theme.INK, True), align="center", max_lines=1,
                     max_grow=1.0)
        h = w * 1.5
        room = panel.bottom - 10 - top - h
        step = min(h * 0.42, room / max(1, len(cards) - 1))
        for k, card in enumerate(cards):
            draw_card(canvas, card, card_rect(cx - w / 2, top + k * step, h),
                      both_corners=False, shadow=False)

    def _discarded(self, canvas: Canvas, panel: pygame.Rect, pair: tuple[int, int]) -> None:
        box = pygame.Rect(panel.right - 136, panel.bottom - 104, 126, 96)
        canvas.rect(box, (*theme.INK, 200), radius=12)
        for k, card in enumerate(pair):
            r = card_rect(box.x + 8 + k * 60, box.y + 8, 80)
            draw_card(canvas, card, r, both_corners=False, shadow=False)
            canvas.line(r.topleft, r.bottomright, theme.BAD, 4)
            canvas.line(r.topright, r.bottomleft, theme.BAD, 4)

    # ------------------------------------------------------------------ the hand

    def _hand(self, canvas: Canvas) -> None:
        play = self.play
        shown = play.shown
        owner = play.hand_visible_to()
        if owner is None:
            if play.state.is_over or play.watching:
                return
            n = shown.hand_sizes[shown.turn]
            for rect in geo.hand_slots(n):
                draw_back(canvas, rect)
            return
        cards = play.hand_cards(owner)
        focus = play.input.preview_card()
        hint = play.adviser.shown
        hinted: set[int] = set()
        if hint is not None and play.human_to_act() == owner:
            hinted = {hint.card} if hint.card is not None else set(getattr(hint.action,
                                                                           "cards", ()))
        for rect, card in zip(geo.hand_slots(len(cards)), cards, strict=True):
            up = card == focus or card in play.selected
            r = rect.move(0, -HAND_RAISE) if up else rect
            if card in hinted:
                canvas.rect(r.inflate(16, 16), theme.GOLD, radius=16, width=8)
            draw_card(canvas, card, r)
            if card in play.selected:
                band = pygame.Rect(r.x, r.bottom - 56, r.w, 44)
                canvas.rect(band, theme.BAD, radius=8)
                fit_text(canvas, _("discard"), band.inflate(-8, -4), LABEL, align="center",
                         max_lines=1, max_grow=1.0)

    # ------------------------------------------------------------------ words

    def _info(self, canvas: Canvas, preview: TakePreview | None) -> None:
        play = self.play
        box = geo.INFO
        canvas.rect(box, (*theme.PARCHMENT, 240), radius=18)
        canvas.rect(box, theme.INK_SOFT, radius=18, width=2)
        title, body = self._words(preview)
        inner = box.inflate(-32, -20)
        if play.watching:  # the replay's tag sits at the top
            inner = pygame.Rect(inner.x, inner.y + 40, inner.w, inner.h - 40)
        if title:
            fit_text(canvas, title, (inner.x, inner.y, inner.w, 44),
                     theme.TextStyle(30, theme.INK, True), max_lines=1, max_grow=1.1)
            inner = pygame.Rect(inner.x, inner.y + 48, inner.w, inner.h - 48)
        if body:
            fit_text(canvas, body, inner, theme.TextStyle(26, theme.INK), max_lines=5,
                     valign="top", max_grow=1.1)

    def _words(self, preview: TakePreview | None) -> tuple[str, str]:
        play = self.play
        s = play.state
        who = play.human_to_act()
        if play.toast is not None:
            return "", play.toast[0]
        if who is not None and play.adviser.shown is not None:
            return _("Hint"), hint_words(play.adviser.shown)
        if who is not None and play.adviser.thinking:
            return _("Hint"), _("The Expert is thinking…")
        if preview is not None:
            title = _("Play {card}?").format(card=card_words(preview.card))
            body = preview_words(preview.taken, preview.points)
            if preview.taken:
                listed = cards_words(preview.taken)
                body += " " + listed[:1].upper() + listed[1:] + "."
            return title, body
        if who is not None and s.phase is Phase.DISCARD:
            title = _("Choose two cards to discard")
            if len(play.selected) == 2:
                kept = [c for c in s.hands[who] if c not in play.selected]
                before = scores(s.collections, s.options)[who]
                after = [list(k) for k in s.collections]
                after[who].extend(kept)
                gained = scores(after, s.options)[who] - before
                return title, _("Keeping {kept} adds {points} to your score. Press D to "
                                "discard.").format(kept=cards_words(kept),
                                                   points=points_words(gained))
            return title, _("The other two join your collection. Nobody sees your choice "
                            "until everyone has chosen.")
        if who is not None:
            return _("Your turn"), _("Point at a card (or move to it with the arrows) to see "
                                     "what it would take and cost now; click it or press "
                                     "1–5 to play it.")
        return "", play.news

    # ------------------------------------------------------------------ on top

    def _flights(self, canvas: Canvas) -> None:
        for flight, t in self.play.director.flights():
            a, b = flight.start, flight.end
            h = a.h if t < 0.5 else b.h  # two sizes only: each rasterised once, not per frame
            x = lerp(a.centerx, b.centerx, t) - h / 3
            y = lerp(a.centery, b.centery, t) - h / 2 - 60 * 4 * t * (1 - t)
            rect = card_rect(x, y, h)
            if flight.card is None:
                draw_back(canvas, rect)
            else:
                draw_card(canvas, flight.card, rect, both_corners=rect.h >= 150)

    def _curtain(self, canvas: Canvas) -> None:
        play = self.play
        seat = play.curtain_for
        assert seat is not None
        canvas.fill(CURTAIN)
        cover(canvas)
        for k in range(0, 1920, 120):
            canvas.rect((k, 0, 60, 1080), (104, 26, 44))
        canvas.solid((0, 0, 1920, 1080), "curtain")
        name = play.names[seat]
        fit_text(canvas, _("Pass the screen to {name}").format(name=name),
                 (260, 250, 1400, 110), theme.TextStyle(72, theme.GOLD_LIGHT, True),
                 align="center", max_lines=1)
        if play.state.phase is Phase.DISCARD:
            note = _("Time for the secret discard: only {name} looks.").format(name=name)
        else:
            note = _("Only {name} looks at the hand: everyone else, look away!").format(
                name=name)
        fit_text(canvas, note, (360, 400, 1200, 120), theme.TextStyle(38, theme.CREAM),
                 align="center", max_lines=2)
