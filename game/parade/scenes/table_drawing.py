"""Drawing the Parade table; it only draws (never changes the game).

Layers, back to front: the baize; the banner (whose turn; the last round and why; at
the end, what the end show is doing); the draw pile and the parade (front by the pile,
end at the right; a preview lifts the removal-mode cards and marks the ones that would
be taken); one panel per player (`table_panels`); the move log (the shared
`LogPanel`); the hand; the words box (the preview of the card pointed at, the hint, the
prompt); cards in flight; the hot-seat curtain with what happened since that person's
last turn; a collection looked at full size; the buttons and the focus ring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.parade.ai.hint import explain
from game.parade.rules.actions import Discard, Phase
from game.parade.rules.views import view_for
from game.parade.scenes.table_panels import PanelDrawing
from game.parade.ui import geometry as geo
from game.parade.ui.cards import (
    card_rect,
    character_colour,
    draw_arrow,
    draw_back,
    draw_card,
    warm,
)
from game.parade.ui.words import (
    card_words,
    cards_words,
    hint_words,
    preview_words,
    trigger_words,
    with_bite,
)
from game.shell.i18n import _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import cover, fit_text, text_fits
from game.ui.tween import lerp

if TYPE_CHECKING:
    from game.parade.rules.preview import TakePreview
    from game.parade.scenes.play import PlayScene

CURTAIN = (92, 20, 36)
LABEL = theme.TextStyle(24, theme.CREAM, True)
HAND_RAISE = 30
CURTAIN_LOG = pygame.Rect(360, 330, 1200, 440)

class TableDrawing:
    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self._layers: dict[str, tuple[object, pygame.Surface]] = {}
        self._warmed: tuple[float, float] | None = None
        self.panels = PanelDrawing(play)

    def _layer(self, canvas: Canvas, name: str, key: object, area: pygame.Rect,
               paint, ground: theme.Colour = theme.BAIZE) -> None:
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

    def collection_target(self, seat: int, card: int) -> pygame.Rect:
        return self.panels.collection_target(seat, card)

    # ------------------------------------------------------------------ the table

    def _warm(self, canvas: Canvas) -> None:
        """Every card size the table draws, rasterised on the first frame."""
        vp = canvas.viewport
        if self._warmed == (vp.scale, len(self.play.names)):
            return
        self._warmed = (vp.scale, len(self.play.names))
        panel = geo.panel_rects(len(self.play.names))[0]
        landing = self.panels.collection_target(0, 0).h
        warm(canvas, [geo.ONE_ROW_H, geo.TWO_ROW_H, geo.HAND_CARD_H, 120, 210, landing, 80,
                      45, 27, 170])
        del panel

    def draw(self, canvas: Canvas) -> None:
        play = self.play
        self._warm(canvas)
        if canvas.recorder is not None:
            canvas.fill(theme.BAIZE_DARK)
        self._layer(canvas, "baize", None, pygame.Rect(0, 0, 1920, 1080),
                    lambda c: c.rect((10, 6, 1900, 1068), theme.BAIZE, radius=36),
                    theme.BAIZE_DARK)
        preview = play.preview() if play.idle else None
        self._banner(canvas)
        self._pile(canvas)
        self._parade(canvas, preview)
        self._panels(canvas)
        self._log(canvas)
        self._hand(canvas)
        self._info(canvas, preview)
        self._flights(canvas)
        if play.curtain_for is not None:
            self._curtain(canvas)
        elif play.inspecting is not None:
            self.panels.draw_inspector(canvas, play.inspecting)
        for widget in play.widgets:
            widget.draw(canvas)
        hurry = play.input.hurry_rect()
        if hurry is not None:
            play.hurry.draw(canvas, hurry)
        play.draw_focus(canvas)

    def _banner(self, canvas: Canvas) -> None:
        play = self.play
        shown = play.shown
        s = play.state
        turn = shown.turn
        name = play.names[turn]
        if s.is_over:  # the end show: the whole width says what is happening
            box = pygame.Rect(30, 14, 1860, 64)
            canvas.rect(box, theme.CREAM, radius=18)
            canvas.rect(box, theme.GOLD, radius=18, width=4)
            show = play.end_show
            words = show.header() if show is not None else _(
                "Everyone has chosen: the discards are shown.")
            fit_text(canvas, words, box.inflate(-32, -4), theme.TextStyle(30, theme.INK, True),
                     align="center", max_lines=2)
            return
        box = pygame.Rect(30, 14, 720, 64)
        canvas.rect(box, theme.CREAM, radius=18)
        canvas.rect(box, theme.GOLD, radius=18, width=4)
        if s.phase is Phase.DISCARD:
            words = _("Secret discard: {name} chooses").format(name=name)
        elif play.human_to_act() is not None and len(play.humans) == 1:
            words = _("Your turn, {name}").format(name=name)
        elif play.is_bot(turn) and play.idle:
            words = _("{name} is thinking").format(name=name)
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
        if preview is not None and slots:  # where it would go: under the cards, so the
            ghost = geo.parade_slots(len(shown.parade) + 1)[-1]  # last card stays whole
            canvas.rect(ghost.inflate(6, 6), theme.GOLD_LIGHT, radius=14, width=4)
        for card, slot in zip(shown.parade, slots, strict=True):
            p = pos.get(card)
            rect = slot if p is None else pygame.Rect(round(p[0]), round(p[1]), slot.w, slot.h)
            draw_card(canvas, card, rect, both_corners=rect.h >= 150)
            if card in taken:
                canvas.rect(rect.inflate(10, 10), theme.BAD, radius=14, width=7)
                draw_arrow(canvas, (rect.centerx, rect.bottom - rect.w * 0.32), rect.w * 0.42,
                           theme.BAD)
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
        for seat, rect in enumerate(geo.panel_rects(len(play.names))):
            self._layer(canvas, f"panel{seat}", self.panels.key(seat), rect.inflate(16, 12),
                        lambda c, seat=seat, rect=rect: self.panels.draw(c, seat, rect))

    def _log(self, canvas: Canvas) -> None:
        """The move log beside the parade and the panels."""
        play = self.play
        panel = play.log_panel
        panel.set_entries(play.log.entries(log_picture_width()))
        key = (play.log.version, panel.offset, panel.entries)
        self._layer(canvas, "log", key, geo.LOG.inflate(4, 4),
                    lambda c: panel.draw(c, geo.LOG))

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
            if card == play.unseen:  # drawn, face down while the play may be taken back
                draw_back(canvas, rect)
                band = pygame.Rect(rect.x + 6, rect.bottom - 84, rect.w - 12, 72)
                canvas.rect(band, theme.INK_SOFT, radius=8)
                fit_text(canvas, _("new card"), band.inflate(-8, -4), LABEL, align="center",
                         max_lines=2)
                continue
            up = card == focus or card in play.selected
            r = rect.move(0, -HAND_RAISE) if up else rect
            if card in hinted:
                canvas.rect(r.inflate(16, 16), theme.GOLD, radius=16, width=8)
            draw_card(canvas, card, r)
            if card in play.selected:
                band = pygame.Rect(r.x, r.bottom - 56, r.w, 44)
                canvas.rect(band, theme.BAD, radius=8)
                fit_text(canvas, _("discard"), band.inflate(-8, -4), LABEL, align="center",
                         max_lines=1)

    # ------------------------------------------------------------------ words

    def _info(self, canvas: Canvas, preview: TakePreview | None) -> None:
        play = self.play
        box = geo.INFO
        canvas.rect(box, (*theme.PARCHMENT, 240), radius=18)
        canvas.rect(box, theme.INK_SOFT, radius=18, width=2)
        title, body = self._words(preview)
        body_style = theme.TextStyle(26, theme.INK)

        def room(pad_x: int, pad_y: int) -> pygame.Rect:
            inner = box.inflate(-pad_x, -pad_y)
            if play.watching:  # the replay's tag at the top, its scrub bar at the foot
                inner = pygame.Rect(inner.x, inner.y + 40, inner.w, inner.h - 40 - 48)
            return inner

        inner, head = room(32, 20), 52
        if body and title and not text_fits(canvas, body, (inner.x, inner.y + head + 2,
                                                           inner.w, inner.h - head - 2),
                                            body_style, max_lines=8):
            # a long hint (French, 150 %): the title shrinks to the floor and the box's
            # margins narrow, so the hint's last sentence keeps its place
            inner, head = room(24, 10), 34
        if title:
            fit_text(canvas, title, (inner.x, inner.y, inner.w, head),
                     theme.TextStyle(30 if head > 40 else 24, theme.INK, True), max_lines=1)
            inner = pygame.Rect(inner.x, inner.y + head + 2, inner.w, inner.h - head - 2)
        if body:
            fit_text(canvas, body, inner, body_style, max_lines=8, valign="top")

    def _words(self, preview: TakePreview | None) -> tuple[str, str]:
        """The words box: what is pointed at comes first (a hint never describes another
        card than the one shown), then the hint, then the prompt."""
        play = self.play
        s = play.state
        who = play.human_to_act()
        if play.toast is not None:
            return "", play.toast[0]
        show = play.end_show
        if show is not None and not play.watching:
            if show.done:
                return _("The end"), _("Take your time: look at the collections and the "
                                       "log, then press See the results.")
            return _("The end"), _("Colour by colour, the majorities are found: their cards "
                                   "count 1 each. Space skips to the end.")
        hint = play.adviser.shown if who is not None else None
        hinted = hint.card if hint is not None else None
        if preview is not None and (hint is None or preview.card != hinted):
            title = _("Play {card}?").format(card=card_words(preview.card))
            body = preview_words(preview.taken, preview.points)
            if preview.taken:
                listed = cards_words(preview.taken)
                body += " " + listed[:1].upper() + listed[1:] + "."
            return title, with_bite(preview.bite, body)
        if who is not None and s.phase is Phase.DISCARD and len(play.selected) == 2:
            pair = Discard((play.selected[0], play.selected[1]))
            if hint is None or hint.action != pair:
                words = hint_words(explain(view_for(s, who), pair), play.names)
                return _("Choose two cards to discard"), words + " " + _("Press D to discard.")
        if hint is not None:
            return _("Hint"), hint_words(hint, play.names)
        if who is not None and play.adviser.thinking:
            return _("Hint"), _("The Expert is thinking")
        if who is not None and s.phase is Phase.DISCARD:
            return _("Choose two cards to discard"), _(
                "The other two join your collection. Nobody sees your choice until "
                "everyone has chosen.")
        if who is not None:
            return _("Your turn"), _("Point at a card (or move to it with the arrows) to see "
                                     "what it would take and cost now; click it or press 1–5 "
                                     "to choose it, then again (or Play it) to play it.")
        if play.can_undo() and play.unseen is not None:
            return _("Your move"), _("Your new card stays face down while you can still "
                                     "take the move back (Ctrl+Z).")
        return "", play.news

    # ------------------------------------------------------------------ on top

    def _flights(self, canvas: Canvas) -> None:
        for flight, t in self.play.director.flights():
            a, b = flight.start, flight.end
            h = a.h if t < 0.5 else b.h  # two sizes only: each rasterised once, not per frame
            x = lerp(a.centerx, b.centerx, t) - h / 3
            y = lerp(a.centery, b.centery, t) - h / 2 - 60 * 4 * t * (1 - t)
            rect = card_rect(x, y, h)
            with canvas.passing():  # a card in flight may pass over words for a moment
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
                 (260, 90, 1400, 110), theme.TextStyle(72, theme.GOLD_LIGHT, True),
                 align="center", max_lines=1)
        if play.state.phase is Phase.DISCARD:
            note = _("Time for the secret discard: only {name} looks.").format(name=name)
        else:
            note = _("Only {name} looks at the hand: everyone else, look away!").format(
                name=name)
        fit_text(canvas, note, (360, 200, 1200, 110), theme.TextStyle(38, theme.CREAM),
                 align="center", max_lines=2)
        since = play.log.since(seat, log_picture_width(CURTAIN_LOG))
        panel = play.curtain_log
        panel.set_entries(since)
        if since:
            panel.draw(canvas, CURTAIN_LOG)


def log_picture_width(box: pygame.Rect = geo.LOG) -> float:
    """The width of a log entry's picture strip in `box` (room for a scroll bar kept)."""
    from game.ui.log_panel import BAR_W, PAD

    return box.w - 2 * PAD - 16 - BAR_W - 6
