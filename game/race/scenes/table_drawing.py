"""Drawing the race's table: every layer of the Play screen, and nothing else.

Drawing never changes the game: it reads the play scene (`ShownTable`, the hand shown,
the beat playing) and paints. The board and the panels change only when an event lands,
so they are composed once into a layer kept until one of them changes; most frames cost
a blit, the pawns, the spinner and the hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.race.rules import events as ev
from game.race.rules.actions import CookieSource, Decision, PlayCard, SpinPurpose
from game.race.rules.preview import Preview, landings
from game.race.rules.views import view_for
from game.race.scenes.director import PAWN_HEIGHT
from game.race.scenes.kids import kids_landings
from game.race.ui.beats import PawnPose
from game.race.ui.marks import arrow
from game.race.ui.panel_view import draw_panel, icon_spots
from game.race.ui.pieces import draw_cookie, draw_pawn, draw_small_cookie, pawn_top
from game.race.ui.words import describe_event, engine_text, preview_words, space_name
from game.shell.i18n import N_, _, current_language, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import MIN_TEXT, fit_text, rows, text_fits
from game.ui.log_panel import LogEntry
from game.ui.marks import good_bad
from game.ui.parts import WindowLayer, draw_cached
from game.ui.text import elide

if TYPE_CHECKING:
    from game.race.scenes.play import PlayScene

LOG_TITLE = N_("What happened")



class TableDrawing:
    """The painter of one Play scene."""

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self._parts: dict[str, tuple[tuple[object, ...], pygame.Surface]] = {}
        self.layer = WindowLayer()
        self._log_for: object = None
        """What the log panel's entries were last given for (`log_key`)."""
        self._described: tuple[str, list[tuple[ev.Event, LogEntry]]] = ("", [])
        """(language, the log's events put into words so far): `log_entries`' cache."""

    def invalidate(self) -> None:
        """The window changed size: everything is painted anew."""
        self.play.board_view.invalidate()
        self._parts.clear()
        self.layer.forget()

    def part(
        self,
        canvas: Canvas,
        name: str,
        area: pygame.Rect,
        key: tuple[object, ...],
        paint: Callable[[Canvas], None],
    ) -> None:
        """Draw a piece of the table that changes only when an event lands, from a
        surface kept until its `key` changes (hops and the spinner do not repaint it)."""
        vp = canvas.viewport
        target = vp.rect(area.inflate(40, 40))
        full_key = (key, vp.window)
        draw_cached(canvas, self._parts, name, target, full_key, paint)

    def draw_table_parts(self, canvas: Canvas) -> None:
        t = self.play.table
        corner = self.play.anchors["cookie_stack"].union(self.play.anchors["cookie_display"]).union(
            self.play.anchors["small_cookie_pool"])
        self.part(canvas, "corner", corner, (t.stack_size, t.display, t.pool),
                   self.draw_cookie_corner)
        self.part(canvas, "log", self.play.anchors["log_area"],
                   (self.log_key(), theme.palette_name), self.draw_log)
        for p, seat in enumerate(self.play.seats):
            key = (t.large == p, t.in_hole[p], tuple(t.large_cookies[p]), t.small_cookies[p],
                   tuple(t.played[p][-1:]), t.deck_sizes[p])
            self.part(canvas, f"panel{p}", self.play.panel_rect(p), key,
                       lambda c, p=p, seat=seat: draw_panel(c, self.play.panel_rect(p), seat, p,
                                                            self.play.table, False, 0.0))
        self.part(canvas, "tray", self.play.hand_view.area, (), self.draw_tray)

    def draw_layer(self, canvas: Canvas) -> None:
        """The board and the table parts, composed into one opaque surface that is only
        recomposed when one of the parts changed: most frames cost a single blit."""
        t = self.play.table
        key = (canvas.viewport.window, theme.palette_name, t.stack_size, t.display, t.pool,
               self.log_key(),
               tuple(map(tuple, t.large_cookies)), tuple(t.small_cookies), t.large,
               tuple(t.in_hole), tuple(len(p) for p in t.played), tuple(t.deck_sizes))
        self.layer.draw(canvas, key, self._paint_layer)

    def _paint_layer(self, layer: Canvas) -> None:
        layer.fill(theme.PARCHMENT)
        self.play.board_view.draw(layer)
        self.draw_table_parts(layer)

    def draw_tray(self, canvas: Canvas) -> None:
        tray = self.play.hand_view.area.inflate(24, 24)
        canvas.rect(tray.move(3, 5), (50, 30, 20, 80), radius=18)
        canvas.rect(tray, (*theme.CREAM, 225), radius=18)
        canvas.rect(tray, theme.INK_SOFT, radius=18, width=3)

    _warm_for: object = None

    def warm(self, canvas: Canvas) -> None:
        """Rasterise, once per window size and before anything moves, every picture the
        animations pass through (cards and cookies in flight at each of their sizes, both
        sizes of every pawn, the grin), by drawing them once where nobody sees: no frame
        of play then waits for the art (bench/frames.py counts rasterisations)."""
        from game.race.rules.components import JOKER, large_cookies_in_play

        self._warm_for = canvas.viewport.window
        scratch = canvas.sub(pygame.Surface(canvas.surface.get_size(), pygame.SRCALPHA), 0, 0)
        scratch.recorder = None
        play = self.play
        seats = play.seats
        from game.race.ui.panel_view import _well, last_card_rect
        from game.race.ui.pieces import draw_card

        for p, seat in enumerate(seats):
            panel = play.panel_rect(p)
            for large in (False, True):  # on the board and in the panel
                draw_pawn(scratch, seat.character, large, (400, 400), PAWN_HEIGHT)
                draw_pawn(scratch, seat.character, large, (400, 400), _well(panel).h - 10)
            for card in (None, 1, JOKER):
                draw_card(scratch, card, last_card_rect(panel))
        owner = play.hand_visible_to()
        players = sorted({owner if owner is not None else 0, ((owner or 0) + 1) % len(seats)})
        values = sorted(set(large_cookies_in_play(len(seats))))
        events: list[ev.Event] = []
        for p in players:
            events += [ev.CardPlayed(p, 0, 1), ev.CardPlayed(p, 0, JOKER),
                       ev.SmallCookiesTaken(p, 1, 0), ev.CheshireMove(p, 1)]
            events += [ev.CookieTaken(p, v, CookieSource.DISPLAY) for v in values]
        for event in events:
            for beat in play.director.beats_for(event):
                if beat.overlay is not None:
                    for k in range(41):
                        beat.overlay(scratch, k / 40)

    def draw(self, canvas: Canvas) -> None:
        if self._warm_for != canvas.viewport.window:
            self.warm(canvas)
        self.draw_layer(canvas)
        if not self.play.state.is_over:
            glow = round(140 + 100 * self.play._pulse())
            rect = self.play.panel_rect(self.play.table.turn)
            canvas.rect(rect.inflate(10, 10), (*theme.GOLD, glow // 16 * 16), radius=24,
                        width=7)
            # whose turn it is, by a shape as well as the glow's colour
            cy = rect.centery
            arrow(canvas, [(rect.x - 40, cy - 22), (rect.x - 8, cy), (rect.x - 40, cy + 22)])
        self.draw_glow(canvas)
        self.draw_previews(canvas)
        self.draw_pawns(canvas)
        self.play.spinner.draw(canvas)
        self.draw_banner(canvas)
        self.draw_hand(canvas)
        if self.play.human_to_act() is not None and self.play.curtain_for is None:
            for button in self.play.choices:
                button.draw(canvas)
            self.play.cookie_pick.draw(canvas, self.play.state, self.play._pulse())
            play = self.play
            if play.app.keyboard_mode and play.choices and play.state.decision not in (
                    Decision.CARD, Decision.SPIN):
                self.play.choices[self.play.key_focus % len(self.play.choices)].draw_focus(canvas)
            self.play.hinter.draw(canvas, self.play.time)
        if self.play.can_undo():
            self.draw_undo(canvas)
        if self.play.bots_turn() and self.play.curtain_for is None:
            self.play.hurry.draw(canvas, self.play.input.hurry_rect(),
                                 short=self.play.setup.variants.kids)
        if self.play.beats:
            beat = self.play.beats[0]
            if beat.overlay is not None:
                beat.overlay(canvas, beat.progress)
        self.draw_icon_label(canvas)
        if self.play.toast is not None:
            self.draw_toast(canvas, self.play.toast[0])
        if self.play.curtain_for is not None:
            self.draw_curtain(canvas, self.play.curtain_for)

    def draw_undo(self, canvas: Canvas) -> None:
        """The Undo button, drawn like the Hint button it mirrors."""
        r = self.play.undo_rect
        canvas.rect(r.move(0, 4), (60, 30, 20, 90), radius=14)
        canvas.rect(r, theme.CREAM, radius=14)
        canvas.rect(r, theme.INK, radius=14, width=3)
        kids = self.play.setup.variants.kids
        label = _("Undo") if kids else _("Undo (Ctrl+Z)")
        canvas.text(label, r.center, theme.TextStyle(28 if kids else 24, theme.INK, True),
                    max_width=r.w - 12)

    def draw_glow(self, canvas: Canvas) -> None:
        space = self.play.glow_space
        if space is None and self.play.spinner.busy:
            space = self.play.spinner.model.sector
        if space is None:
            return
        centre = self.play.geo.centre(space)
        r = self.play.geo.size(space) / 2 + 8
        if self.play.spinner.busy:
            canvas.circle(centre, r, (*theme.GOLD_LIGHT, 150), width=6)
            return
        glow = round(120 + 120 * self.play._pulse(0.8)) // 16 * 16
        valid = self.escape_valid(space)
        if valid is None:
            canvas.circle(centre, r + 4, (*theme.GOLD, glow), width=10)
            return
        # an escape spin's verdict: the palette's good/bad colour, and a mark (never the
        # colour alone): a tick for a way out, a cross for none
        colour = theme.GOOD if valid else theme.BAD
        canvas.circle(centre, r + 4, (*colour, max(glow, 176)), width=10)
        good_bad(canvas, (round(centre[0] + r * 0.7), round(centre[1] - r * 0.7)), 44, valid)

    def escape_valid(self, space: int) -> bool | None:
        """Whether the glowing space is a way out of the Rabbit Hole (None: the glow is
        not an escape spin's)."""
        play = self.play
        e = play.last_escape
        if e is not None and e.result == space:
            return e.valid
        s = play.state
        if play.settling is not None and s.is_chance and s.spin_purpose is SpinPurpose.ESCAPE:
            return not s.escape_verdict(space)
        return None

    def previews(self) -> list[Preview]:
        """The engine's previews of the action being considered (cached per decision)."""
        action = self.play.input.candidate()
        if action is None:
            return []
        key = (len(self.play.record.actions), action)
        if self._preview_key != key:
            self._preview_key = key
            land = kids_landings if self.play.setup.variants.kids else landings  # issue 36
            self._previews = [p for p in land(self.play.state, action) if p.stop is not None]
        return self._previews

    _preview_key: object = None
    _previews: tuple[Preview, ...] | list[Preview] = ()

    def draw_previews(self, canvas: Canvas) -> None:
        """Where the pawn would go: the path (dots), the spaces hopped over (rings), and a
        ghost pawn on each landing space."""
        shown = self.previews()
        if not shown:
            return
        geo = self.play.geo
        seat = self.play.seats[shown[0].player]
        colour = theme.CHARACTER_COLOURS[seat.character]
        for preview in shown:
            for space in preview.path:
                canvas.circle(geo.centre(space), 13, theme.INK)
                canvas.circle(geo.centre(space), 10, theme.GOLD_LIGHT)
            for space in preview.skipped:
                canvas.circle(geo.centre(space), geo.size(space) / 2 + 2, (*theme.INK_SOFT, 200),
                              width=5)
        for preview in shown:
            feet = geo.pawn_feet(preview.stop)
            canvas.circle(geo.centre(preview.stop), geo.size(preview.stop) / 2 + 6,
                          (*colour, 230), width=8)
            large = self.play.table.large == preview.player
            draw_pawn(canvas, seat.character, large, feet, PAWN_HEIGHT,
                      alpha=130)

    def draw_pawns(self, canvas: Canvas) -> None:
        poses: dict[int, PawnPose] = {}
        if self.play.beats:
            beat = self.play.beats[0]
            if beat.player is not None and beat.pose is not None and beat.started:
                poses[beat.player] = beat.pose(beat.progress)
        order = []
        for p, seat in enumerate(self.play.seats):
            director = self.play.director
            pose = poses.get(p) or PawnPose(director.feet(p), sink=director.sink_of(p))
            order.append((pose.feet[1], p, seat, pose))
        order.sort(key=lambda item: item[0])
        for _y, p, seat, pose in order:
            large = self.play.table.large == p if pose.large is None else pose.large
            height = PAWN_HEIGHT * pose.scale  # for the base; the art is scaled (cached)
            tall = pawn_top(seat.character, large) * max(1.0, pose.scale)
            fx, fy = feet = self.clear_of_banner(pose.feet, tall)
            if p == self.play.table.turn and not self.play.state.is_over:
                glow = round(90 + 100 * self.play._pulse()) // 16 * 16
                canvas.rect((fx - 62, fy - 20, 124, 40), (*theme.GOLD_LIGHT, glow), radius=20)
            if pose.sink <= 0:  # a base in the player's colour (not in the hole)
                colour = theme.CHARACTER_COLOURS[seat.character]
                base = pygame.Rect(0, 0, round(height * 0.5), round(height * 0.16))
                base.center = (round(fx), round(fy - 2))
                draw_base(canvas, base, colour)
            draw_pawn(canvas, seat.character, large, feet, PAWN_HEIGHT, sink=pose.sink,
                      scale=pose.scale)
            if p == self.play.table.turn and not self.play.state.is_over:
                top = fy - PAWN_HEIGHT * tall - 14
                if top - 26 > self.play.anchors["banner"].bottom:  # else the banner says it
                    arrow(canvas, [(fx - 18, top - 26), (fx + 18, top - 26), (fx, top)])

    def clear_of_banner(self, feet: tuple[float, float], tall: float) -> tuple[float, float]:
        """Where to draw a pawn standing at `feet` so that its whole picture (hat, ears,
        crown: `tall`, in pawn heights, `pawn_top`) stays below the turn banner: a pawn on
        the top of the ring stands a little lower on its space (issue 33)."""
        banner = self.play.anchors["banner"]
        if not banner.left - 60 < feet[0] < banner.right + 60:
            return feet
        head = feet[1] - PAWN_HEIGHT * tall
        lower = banner.bottom + 6 - head
        return (feet[0], feet[1] + lower) if lower > 0 else feet

    def draw_cookie_corner(self, canvas: Canvas) -> None:
        stack = self.play.anchors["cookie_stack"]
        display = self.play.anchors["cookie_display"]
        pool = self.play.anchors["small_cookie_pool"]
        for r in (stack, display, pool):
            canvas.rect(r.move(3, 5), (50, 30, 20, 80), radius=18)
            canvas.rect(r, (*theme.CREAM, 235), radius=18)
            canvas.rect(r, theme.INK_SOFT, radius=18, width=3)
        size = min(stack.w, stack.h) - 40
        layers = min(5, self.play.table.stack_size)
        for i in range(layers):
            draw_cookie(canvas, None, (stack.centerx, stack.y + 20 + size / 2 - i * 5 + 10), size)
        label = theme.TextStyle(24, theme.INK, True)
        if not layers:
            fit_text(canvas, _("empty"), (stack.x + 8, stack.centery - 40, stack.w - 16, 50),
                     theme.SMALL, align="center", max_lines=1)
        left = self.play.table.stack_size
        fit_text(canvas, ngettext("{n} face down", "{n} face down", left).format(n=left),
                 (stack.x + 8, stack.bottom - 44, stack.w - 16, 40), label, align="center",
                 max_lines=1)
        if self.play.table.display:
            draw_cookie(canvas, self.play.table.display,
                        (display.centerx, display.y + 20 + size / 2),
                        size)
        else:
            fit_text(canvas, _("none"), (display.x + 8, display.centery - 40, display.w - 16,
                                         50), theme.SMALL, align="center", max_lines=1)
        fit_text(canvas, _("on display"), (display.x + 8, display.bottom - 44, display.w - 16,
                                           40), label, align="center", max_lines=1)
        # the small-cookie pool: a little heap
        n = self.play.table.pool
        for i in range(n):
            row, col = divmod(i, 7)
            x = pool.x + 40 + col * 36 + (row % 2) * 18
            y = pool.bottom - 50 - row * 26
            draw_small_cookie(canvas, (x, y), 40)
        fit_text(canvas, ngettext("{n} small cookie", "{n} small cookies", n).format(n=n),
                 (pool.x + 10, pool.y + 4, pool.w - 20, 40), theme.TextStyle(26, theme.INK, True),
                 align="center", max_lines=1)

    def log_key(self) -> tuple[object, ...]:
        """What the log's drawing depends on; the panel is given its entries first (in
        the language of the moment, put into words only when a line came or the
        language changed), so that the drawing is redone only when the log, its scroll or
        the hint over it changed, never every frame."""
        play = self.play
        log = play.log
        key = (len(log), id(log[-1]) if log else 0, current_language())
        if key != self._log_for:
            self._log_for = key
            play.log_panel.set_entries(self.log_entries())
        return (key, play.log_panel.offset, play.hinter.box_height())

    def log_entries(self) -> list[LogEntry]:
        """The log's entries: the lines already put into words are kept (a new line
        describes only itself) until the language changes."""
        play = self.play
        language, done = self._described
        n = len(done)
        if (language != current_language() or n > len(play.log)
                or (n and done[-1][0] is not play.log[n - 1])):
            done = []
        for event in play.log[len(done):]:
            words = describe_event(event, play.names, play.board) or ""
            # an escape spin's verdict: a bar in the palette's good/bad colour (its words
            # start with a tick or a cross as well)
            tint = ((theme.GOOD if event.valid else theme.BAD)
                    if isinstance(event, ev.EscapeSpin) else None)
            done.append((event, LogEntry(words, tint=tint)))
        self._described = (current_language(), done)
        return [entry for _event, entry in done]

    def log_changed(self) -> None:
        """The panel took an event (a scroll, a click on its "Earlier" or back strip):
        its part and the layer are drawn anew at the next frame."""
        self._parts.pop("log", None)
        self.layer.stale()

    def draw_log(self, canvas: Canvas) -> None:
        """The log: the kit's `LogPanel` (whole entries, scrolled back by wheel, drag or
        PageUp / PageDown, the newest brought back by its strip), in the log's area, or
        below the hint when one is shown over the area's top (then without its title)."""
        area = self.play.anchors["log_area"]
        panel = self.play.log_panel
        reserve = self.play.hinter.box_height()
        box = area
        panel.title = LOG_TITLE
        if reserve:
            top = area.y + reserve + 10
            box = pygame.Rect(area.x, top, area.w, max(0, area.bottom - top))
            panel.title = None
        canvas.rect(box.move(3, 5), (50, 30, 20, 80), radius=18)
        panel.draw(canvas, box)

    def draw_banner(self, canvas: Canvas) -> None:
        r = self.play.anchors["banner"]
        p = self.play.table.turn
        colour = theme.CHARACTER_COLOURS[self.play.seats[p].character]
        canvas.rect(r.move(4, 6), (50, 30, 20, 90), radius=20)
        canvas.rect(r, theme.CREAM, radius=20)
        canvas.rect(r, colour, radius=20, width=BANNER_RIM)
        head, sub = self.play._banner_text()
        if r.h < 100:
            size, centre = banner_head_fit(canvas, head, r)
            with canvas.inside(r):
                canvas.text(head, centre, theme.TextStyle(size, theme.INK, True),
                            max_width=r.w - 2 * (BANNER_RIM + BANNER_MARGIN), scaled=False)
            if sub:
                # the prompt grows with the text size: when no choice buttons are shown
                # and the hand's label needs no more than its row, the choices' row is
                # the prompt's as well
                hand = self.play.hand_view
                say = hand.regions()["say"]
                style = theme.TextStyle(26, theme.INK, True)
                grown = style.size * canvas.text_cache.scale
                if (not self.play.choices
                        and not text_fits(canvas, sub, say, style, max_lines=2,
                                          line_gap=0.95, floor=grown)
                        and not hand.label_needs_room(canvas,
                                                      self.fitted_hand_label(canvas)[0])):
                    say = say.union(hand.regions()["choices"])
                fit_text(canvas, sub, say, style, align="center", max_lines=2,
                         line_gap=0.95)
            return
        canvas.text(head, (r.centerx, r.y + 40), theme.HEADING, max_width=r.w - 40)
        if sub:
            canvas.text(sub, (r.centerx, r.y + 90), theme.BODY, max_width=r.w - 40)

    def decision_info(self) -> tuple[str, theme.Colour] | None:
        """What the choice in hand depends on, in the hand's label row: what the card or
        choice considered would do, the cookies still face down, or what a way out of the
        Rabbit Hole is."""
        s = self.play.state
        if self.play.human_to_act() is None or self.play.curtain_for is not None:
            return None
        shown = self.previews()
        if len(shown) == 1:
            return preview_words(shown[0], self.play.names, self.play.board), theme.INK
        if len(shown) > 1:
            return _("Then you choose: the ghosts show where each choice lands"), theme.INK
        if s.decision is Decision.TEA_PARTY:
            view = view_for(s, s.turn)
            left = "  ".join(f"{v}×{c}" for v, c in view.stack_left)
            return _("Still face down: {cookies}").format(cookies=left), theme.INK
        if s.decision is Decision.SPIN and s.spin_purpose is SpinPurpose.ESCAPE:
            e = self.play.last_escape
            if e is not None:  # a cross and words, not only the red colour
                why = engine_text(e.reason, self.play.names, self.play.board)
                return (_("× {space} is no way out: {why}").format(
                    space=space_name(self.play.board, e.result), why=why), theme.BAD)
            return _("A way out: a space that is not a Rabbit Hole and is free"), theme.INK
        return None

    def draw_hand(self, canvas: Canvas) -> None:
        owner = self.play.hand_visible_to()
        shown = owner if owner is not None else self.play.table.turn
        cards: list[int | None] = [None if c == -1 else c for c in self.play.shown_hand]
        flying = [i for i, c in enumerate(self.play.shown_hand) if c == -1]
        if owner is None:
            cards = [None] * len(self.play.shown_hand)
        playable: set[int] | None = None
        deciding = self.play.human_to_act() == shown and owner == shown
        if deciding and self.play.state.decision is Decision.CARD:
            playable = {a.slot for a in self.play.state.legal_actions() if isinstance(a, PlayCard)}
        if flying:
            cards = [c for i, c in enumerate(cards) if i not in flying]
        focus = self.play.input.focused_card()
        self.play.hand_view.focus = focus if self.play.app.keyboard_mode and playable else None
        label, colour = self.fitted_hand_label(canvas)
        free = not self.play.choices  # the choices' row is free for a long label
        self.play.hand_view.draw(canvas, cards, playable, label, colour, room_above=free)

    def fitted_hand_label(self, canvas: Canvas) -> tuple[str, theme.Colour | None]:
        """`hand_label`, with a move's preview too long for its room said shortly (what
        the choice wins), then only where the pawn lands: never over the cards; the
        board's ghosts still show the whole way."""
        label, colour = self.hand_label()
        shown = self.previews()
        if len(shown) != 1:
            return label, colour
        hand, free = self.play.hand_view, not self.play.choices

        def words(**how: bool) -> str:
            return preview_words(shown[0], self.play.names, self.play.board, **how)

        if label != words() or hand.label_fits(canvas, label, free):
            return label, colour
        short = words(short=True)
        return (short if hand.label_fits(canvas, short, free) else words(bare=True)), colour

    def hand_label(self) -> tuple[str, theme.Colour | None]:
        """The hand's label row: what the choice depends on, else whose hand it is."""
        info = self.decision_info()
        if info is not None:
            return info
        owner = self.play.hand_visible_to()
        shown = owner if owner is not None else self.play.table.turn
        return (_("{name}'s hand") if owner is not None
                else _("{name}'s hand (hidden)")).format(name=self.play.names[shown]), None

    def draw_toast(self, canvas: Canvas, text: str) -> None:
        r = self.toast_rect()
        canvas.rect(r, (120, 24, 30, 230), radius=16)
        canvas.text(text, r.center, theme.TextStyle(28, theme.CREAM, True), max_width=r.w - 20)

    def icon_label(self) -> tuple[pygame.Rect, str] | None:
        """The panel picture under the pointer and its label (English source)."""
        pointer = self.play.pointer
        if pointer is None or self.play.curtain_for is not None:
            return None
        for p in range(len(self.play.seats)):
            panel = self.play.panel_rect(p)
            if panel.collidepoint(pointer):
                for spot, words in icon_spots(panel, self.play.table, p):
                    if spot.collidepoint(pointer):
                        return spot, words
        return None

    def draw_icon_label(self, canvas: Canvas) -> None:
        """A panel's pictures are labelled: the one under the pointer says what it is, in
        a label below the panel's picture (left of the panels, never over a control)."""
        found = self.icon_label()
        if found is None:
            return
        spot, words = found
        box = pygame.Rect(0, 0, 460, 72)
        box.midright = (spot.x - 16, spot.centery)
        box.x = max(box.x, 10)
        canvas.rect(box.move(3, 5), (50, 30, 20, 90), radius=12)
        canvas.rect(box, theme.INK, radius=12)
        canvas.solid(box, "a panel's label")
        fit_text(canvas, _(words), box.inflate(-20, -8), theme.TextStyle(24, theme.CREAM, True),
                 align="center", max_lines=2, line_gap=0.9)

    def toast_rect(self) -> pygame.Rect:
        """Above the Hint and Undo buttons, over the foot of the board: never over a
        control or the hand's words."""
        r = pygame.Rect(0, 0, 760, 54)
        r.midbottom = (round(self.play.geo.pivot[0]), self.play.hinter.rect.top - 10)
        return r

    def draw_curtain(self, canvas: Canvas, player: int) -> None:
        canvas.rect(self.play.hand_view.area.inflate(20, 40), theme.ROSE_DARK, radius=18)
        canvas.dim(150)
        box = pygame.Rect(0, 0, 900, 360)
        box.center = (960, 520)
        colour = theme.CHARACTER_COLOURS[self.play.seats[player].character]
        canvas.rect(box.move(6, 10), (20, 10, 5, 120), radius=28)
        canvas.rect(box, theme.CREAM, radius=28)
        canvas.solid(box, "the curtain")
        canvas.rect(box, colour, radius=28, width=8)
        draw_pawn(canvas, self.play.seats[player].character, False,
                  (box.x + 130, box.bottom - 50), 220)
        name = self.play.names[player]
        head, body = rows((box.x + 250, box.y + 40, box.w - 290, box.h - 70), 110, 1.0, gap=10)
        fit_text(canvas, _("Pass the screen to {name}").format(name=name), head,
                 theme.HEADING, max_lines=2, line_gap=1.0)
        fit_text(canvas, _("Everyone else, look away! The hand stays hidden until "
                           "{name} clicks or presses Space.").format(name=name), body,
                 theme.BODY, max_lines=5, valign="top", line_gap=1.05)


BANNER_RIM = 6
"""The turn banner's rim in the player's colour, in logical px."""
BANNER_MARGIN = 6
"""Cream kept clear between the banner's rim and its words, in logical px (issue 33)."""


def banner_head_fit(canvas: Canvas, head: str, r: pygame.Rect) -> tuple[float, tuple[float, float]]:
    """The size (logical px, text size applied) and the centre to draw the banner's line
    at, so that its ink, centred in the banner, keeps `BANNER_MARGIN` inside the rim: the
    words grow with the text size (up to 1.3 times) only while they fit with that margin
    (issue 33: at 150 % the French line filled its banner edge to edge)."""
    vp = canvas.viewport
    inner = r.inflate(-2 * (BANNER_RIM + BANNER_MARGIN), -2 * (BANNER_RIM + BANNER_MARGIN))
    words = elide(head)
    size = min(54.0, r.h * 0.62) * min(1.3, canvas.text_cache.scale)
    while True:
        surf = canvas.text_cache.render(words, vp.px(size), theme.INK, True)
        ink = surf.get_bounding_rect(min_alpha=60)
        if (ink.h <= vp.px(inner.h) and ink.w <= vp.px(inner.w)) or size <= MIN_TEXT:
            break
        size = max(float(MIN_TEXT), size * 0.95)
    # the ink, not the line (its room for accents and descenders), sits in the middle
    lift = (surf.get_height() / 2 - ink.centery) / vp.scale
    return size, (r.centerx, r.centery + lift)


def banner_text(play: PlayScene) -> tuple[str, str]:
    s = play.state
    if s.is_over:
        return (_("The race is over!"), _("Counting the cookies"))
    p = play.table.turn
    name = play.names[p]
    turn = _("{name}'s turn").format(name=name)
    if not play.idle or play.is_bot(p):
        if play.is_bot(p) and play.idle:
            doing = (_("{name} spins the spinner") if s.is_chance
                     else _("{name} is choosing"))
            return (turn, doing.format(name=name))
        return (turn, "")
    if play.curtain_for is not None:
        return (turn, _("Pass the screen to {name}'s player").format(name=name))
    d = s.decision
    if d is Decision.CARD:
        n = len(s.hands[p])
        if s.escape:
            return (_("{name}: escape the Rabbit Hole").format(name=name),
                    _("Play a card: its value is how many spins you get"))
        head = _("{name}: play a card").format(name=name)
        if n == 3 and not s.variants.kids:
            return (head, _("The leftmost or the rightmost card"))
        return (head, _("Click the card to play"))
    if d is Decision.JOKER_VALUE:
        return (_("{name}: the Joker").format(name=name),
                _("Choose what it counts as, 1 to 5"))
    if d is Decision.BOOST:
        return (_("{name} is large").format(name=name),
                _("Move {n}, or {more} with the +1?").format(n=s.move, more=s.move + 1))
    if d is Decision.TEA_PARTY:
        return (_("Tea Party!"), _("The cookie on display, or a face-down one?"))
    if d is Decision.ESCAPE:
        return (sentence_head(_("{space} is a way out").format(
                    space=space_name(play.board, s.escape_result))),
                ngettext("Climb out, or spin again? {n} spin left",
                         "Climb out, or spin again? {n} spins left",
                         s.spins_left).format(n=s.spins_left))
    if d is Decision.SPIN:
        how = _("Drag the hand round, or hold Space")
        if s.spin_purpose is SpinPurpose.ESCAPE:
            return (_("{name}: escape spin ({n} left)").format(name=name, n=s.spins_left),
                    how)
        return (_("{name}: spin for small cookies").format(name=name), how)
    return (turn, "")



def sentence_head(text: str) -> str:
    """A capital first letter ("the Rabbit Hole ..." opening a line)."""
    return text[:1].upper() + text[1:]


def draw_base(canvas: Canvas, base: pygame.Rect, colour: theme.Colour) -> None:
    """A pawn's round base, in its player's colour with an ink rim."""
    vp = canvas.viewport
    r = vp.rect(base)
    pygame.draw.ellipse(canvas.surface, (40, 24, 16), r.move(0, vp.px(4)))
    pygame.draw.ellipse(canvas.surface, colour, r)
    pygame.draw.ellipse(canvas.surface, theme.INK, r, max(1, vp.px(3)))

