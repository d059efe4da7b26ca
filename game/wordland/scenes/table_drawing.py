"""Drawing the word table; it only draws (never changes the game).

Layers, back to front: the green baize; the topic card and the words said (left); the
extra letter above the forbidden row, whose turn it is, and the speaker's area (middle);
the teapot timer and the buttons (right); the players round the bottom; then, on top,
a preparation or vote panel, a curtain or the round's summary, and the flash line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.shell.i18n import N_, _, current_language, ngettext
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import cover, fit_text, rows
from game.ui.log_panel import LogEntry, LogPanel
from game.ui.marks import colour_blind, good_bad
from game.ui.parts import WindowLayer, draw_cached
from game.wordland.rules import events as ev
from game.wordland.rules.components import Character, Phase, Pile
from game.wordland.scenes.letter_warning import table_warning
from game.wordland.scenes.said_list import heading_box, log_shown, log_title, said_entries
from game.wordland.scenes.table_overlays import (
    draw_curtain,
    draw_panel,
    draw_summary,
    draw_vote,
    vote_reason,
)
from game.wordland.ui import geometry as geo
from game.wordland.ui.pieces import (
    CHARACTER_ART,
    card_rect,
    draw_character,
    draw_letter,
    draw_score_card,
    draw_teapot,
    draw_token,
    draw_topic,
    player_colour,
    warm_teapot,
)
from game.wordland.ui.words import (
    CHARACTER_POWERS,
    character_name,
    out_reason,
    shown_word,
    topic_name,
)

if TYPE_CHECKING:
    from game.wordland.scenes.play import PlayScene

LABEL = theme.TextStyle(28, theme.CREAM, True)
LOG_MIN_H = 120
"""A log box lower than this (every button of the side column up) is not drawn."""
NARROW = 260
"""A player panel narrower than this (7 or 8 players) gives the character's name two
lines and the card less room."""


Key = tuple[object, ...]


class TableDrawing:
    """The painter of one Play scene.

    What changes only when the game changes (the baize, the topic card, the words said,
    the letters, whose turn it is, the hints, the players' panels and the log) is painted
    into parts kept as surfaces keyed on what they show, composed into one opaque layer
    that is recomposed only when a part's key changed: most frames cost one blit, the
    teapot, the word box and the buttons. With a `Recorder` on the canvas (the layout
    test) nothing is cached: every part is painted straight onto the canvas, in order.
    """

    def __init__(self, play: PlayScene) -> None:
        self.play = play
        self.words_panel = LogPanel(N_("Said this round"), theme.TextStyle(28, theme.INK),
                                    empty=N_("No word yet"))
        self.log_panel = LogPanel()
        self._log_cache: tuple[Key, list[LogEntry]] | None = None
        self._parts: dict[str, tuple[Key, pygame.Surface]] = {}
        self.layer = WindowLayer()
        self._warm_for: object = None

    def invalidate(self) -> None:
        """The window, language, text size or palette changed: everything is painted
        anew (the keys hold them too; this also lets the old surfaces go)."""
        self._parts.clear()
        self.layer.forget()
        self._warm_for = None

    @property
    def _layer(self) -> pygame.Surface | None:
        """The composed layer's picture (None: to be painted anew)."""
        return self.layer.surface

    @property
    def _layer_key(self) -> Key | None:
        return self.layer.key

    def part_changed(self) -> None:
        """A kept part's key changed outside the game (a panel scrolled): the layer is
        composed anew at the next frame (the parts' keys tell which)."""
        self.layer.stale()

    @staticmethod
    def _look(canvas: Canvas) -> Key:
        """What changes every part at once: the window, palette, text size, language."""
        return (canvas.viewport.window, theme.palette_name, canvas.text_cache.scale,
                current_language())

    def part(self, canvas: Canvas, name: str, area: pygame.Rect, key: Key,
             paint: Callable[[Canvas], None]) -> None:
        """Draw a piece of the table from a surface kept until its `key` changes (with a
        recorder on the canvas, paint it straight there so its texts are noted)."""
        if canvas.recorder is not None:
            paint(canvas)
            return
        vp = canvas.viewport
        target = vp.rect(area.inflate(40, 40))
        # an even origin: the viewport rounds halves to even, so a shift by an even
        # number of pixels puts every edge exactly where painting on the window would
        x0, y0 = target.x - target.x % 2, target.y - target.y % 2
        target = pygame.Rect(x0, y0, target.right - x0, target.bottom - y0)
        full_key = (key, self._look(canvas), target)
        draw_cached(canvas, self._parts, name, target, full_key, paint)

    # ------------------------------------------------------------------ the table

    def draw(self, canvas: Canvas) -> None:
        play = self.play
        if play.curtain is not None:  # it hides the whole table: nothing under it
            draw_curtain(play, canvas)
            for widget in play.widgets:
                widget.draw(canvas)
            play.draw_focus(canvas)
            return
        if canvas.recorder is None and self._warm_for != canvas.viewport.window:
            self.warm(canvas)
        self._draw_layer(canvas)
        self._entry(canvas)
        self._teapot(canvas)
        s = play.shown
        panel = play.summary is None and play.curtain is None \
            and (play.summary_due is None or play.verdict is not None)
        if panel and s.phase in (Phase.CATERPILLAR, Phase.TOPIC):
            self.part(canvas, "panel", geo.PANEL, self._prep_key(), self._prep_panel)
        elif panel and s.phase is Phase.VOTE:
            self.part(canvas, "panel", geo.PANEL, self._vote_key(), self._vote_panel)
        if panel and s.phase is Phase.DISCUSSION:
            self._asking(canvas)
        if play.summary is not None:
            draw_summary(play, canvas, play.summary)
        for widget in play.widgets:
            widget.draw(canvas)
        play.draw_focus(canvas)
        self._flash(canvas)

    def _table_parts(self) -> list[tuple[str, pygame.Rect, Key, Callable[[Canvas], None]]]:
        """The parts of the layer, back to front: (name, area, key, painter)."""
        play = self.play
        s = play.shown
        parts: list[tuple[str, pygame.Rect, Key, Callable[[Canvas], None]]] = [
            ("topic", geo.TOPIC, self._topic_key(), self._topic),
            ("words", geo.WORDS, self._words_key(), self._words),
            ("letters", LETTERS_AREA, self._letters_key(), self._letters),
            ("turn", geo.TURN, self._turn_key(), self._turn),
            ("hint", geo.ACTION.union(geo.SAY_HINT), self._hint_key(), self._hint),
        ]
        for seat, box in enumerate(geo.player_boxes(s.n)):
            area = pygame.Rect(box.x, box.y - 30, box.w, box.h + 30)
            parts.append((f"player{seat}", area, self._player_key(seat, box),
                          lambda c, seat=seat, box=box: self._player(c, seat, box)))
        log_box = self._log_box()
        parts.append(("log", log_box, self._log_key(log_box),
                      lambda c: self._log(c, log_box)))
        return parts

    def _draw_layer(self, canvas: Canvas) -> None:
        """The baize and the table's parts, composed into one opaque surface that is
        recomposed only when a part changed."""
        parts = self._table_parts()
        if canvas.recorder is not None:
            self._baize(canvas)
            for _name, _area, _key, paint in parts:
                paint(canvas)
            return
        size = canvas.surface.get_size()
        key = (self._look(canvas), size, tuple(k for _n, _a, k, _p in parts))

        def compose(layer: Canvas) -> None:
            layer.recorder = None
            self._baize(layer)
            for name, area, part_key, paint in parts:
                self.part(layer, name, area, part_key, paint)

        self.layer.draw(canvas, key, compose)

    @staticmethod
    def _baize(canvas: Canvas) -> None:
        canvas.fill(theme.BAIZE_DARK)
        canvas.rect((12, 8, 1896, 1064), theme.BAIZE, radius=40)

    def warm(self, canvas: Canvas) -> None:
        """Rasterise, once per window size and before anything moves, the pictures play
        may show at a new size: the teapot with every puff of steam, the letter cards
        of each pile for a row one or two letters longer, the extra letter, the cards
        and tokens of the panels. No frame of play then waits for the art."""
        self._warm_for = canvas.viewport.window
        scratch = canvas.sub(pygame.Surface((4, 4), pygame.SRCALPHA), 0, 0)
        scratch.recorder = None
        warm_teapot(scratch, geo.TEAPOT)
        s = self.play.shown
        for n in range(max(1, len(s.row)), len(s.row) + 3):
            for r in _letter_rects(n):
                for pile in Pile:
                    scratch.image(f"wordland/letter_{pile.value}", r)
        for pile in Pile:
            scratch.image(f"wordland/letter_{pile.value}", card_rect(geo.EXTRA.center,
                                                                     geo.EXTRA.h))
        faces = [c for c in s.characters if c is not None]
        for box in geo.player_boxes(s.n):
            for speaking in (False, True):
                _panel, inner = _panel_rows(box, speaking)
                narrow = inner.w < NARROW
                middle = rows(inner, 42, 1, 64 if narrow else 38, 38, 44, gap=4)[1]
                for character in (True, False):
                    card, score = _card_places(inner, middle, character)
                    scratch.image("wordland/score_card", score)
                    for x in (card.right + 10 if character else middle.x, score.right + 10):
                        info = pygame.Rect(x, middle.y, inner.right - x, middle.h)
                        token_row = rows(info, 1, 40, gap=2)[1] if narrow else \
                            rows(info, 0.46, 0.24, 0.30)[2]
                        for count in range(1, 4):
                            size = min(44, token_row.h - 4, token_row.w / count - 4)
                            for t in range(count):
                                for name in ("time_token", "caterpillar_token"):
                                    draw_token(scratch, name, (token_row.x + size / 2
                                               + t * (size + 4), token_row.centery), size)
                for face in faces:  # face up, and face down once out
                    draw_character(scratch, face, card)
                    draw_character(scratch, face, card, face_up=False)

    def _topic_key(self) -> Key:
        s = self.play.shown
        return (tuple(s.topics), s.round, s.n)

    def _topic(self, canvas: Canvas) -> None:
        play = self.play
        s = play.shown
        topics = [topic_name(play.language, t) for t in s.topics]
        caption = _("Round {n} of {total}").format(n=min(s.round, s.n - 1) + 1, total=s.n)
        draw_topic(canvas, topics, geo.TOPIC, caption)

    def _words_key(self) -> Key:
        panel = self.words_panel
        panel.set_entries(self._word_entries())
        return (panel.entries, panel.offset)

    def _word_entries(self) -> list[LogEntry]:
        """Every word said this round (said_list.py: a spoken round in counts)."""
        play = self.play
        return said_entries(play.shown.said, play.names, play.language)

    def _words(self, canvas: Canvas) -> None:
        self.words_panel.draw(canvas, geo.WORDS)

    def _letters_key(self) -> Key:
        play = self.play
        s = play.shown
        extra = (s.extra, s.extra_by, s.characters[s.extra_by], play.names[s.extra_by],
                 s.characters.count(Character.TWO_OF_HEARTS)) if s.extra else None
        return (tuple(s.row), tuple(s.options.piles), s.ignored, extra)

    def _letters(self, canvas: Canvas) -> None:
        s = self.play.shown
        letters = s.row
        piles = s.options.piles
        ignored = s.ignored
        for i, (letter, r) in enumerate(zip(letters, _letter_rects(len(letters)),
                                            strict=False)):
            pile = piles[i % len(piles)]
            draw_letter(canvas, letter, pile, r)
            if ignored == letter:
                canvas.rect(r, (*theme.BAIZE_DARK, 150), radius=12)
                fit_text(canvas, _("ignored"), (r.x, r.bottom - 44, r.w, 36),
                         theme.TextStyle(24, theme.CREAM, True), align="center", max_lines=1)
        if s.extra:
            pile = Pile.RED if s.characters[s.extra_by] is Character.QUEEN else Pile.PURPLE
            r = card_rect(geo.EXTRA.center, geo.EXTRA.h)
            draw_letter(canvas, s.extra, pile, r, glow=True)
            owner = _("{name}'s letter").format(name=self.play.names[s.extra_by])
            fit_text(canvas, owner, (r.right + 14, r.y + 24, 300, 100), LABEL, max_lines=2)
            if s.characters.count(Character.TWO_OF_HEARTS) and pile is Pile.RED:
                fit_text(canvas, _("not for the Two of Hearts"),
                         (r.x - 314, r.y + 24, 300, 100), theme.TextStyle(28, theme.CREAM),
                         align="right", max_lines=2)
        extra = card_rect(geo.EXTRA.center, geo.EXTRA.h) if s.extra else None
        fit_text(canvas, _("Forbidden letters"), heading_box(extra),  # beside the slot
                 theme.TextStyle(34, theme.CREAM, True), align="right", max_lines=1)

    def _turn_key(self) -> Key:
        play = self.play
        s = play.shown
        if s.phase is not Phase.DISCUSSION:
            return ()
        return (s.speaker, play.names[s.speaker], s.speaker in play.bots and play.typed,
                play.letter_holder())

    def _turn(self, canvas: Canvas) -> None:
        play = self.play
        s = play.shown
        box = geo.TURN
        if s.phase is Phase.DISCUSSION:
            colour = player_colour(s.speaker)
            canvas.rect(box, theme.GOLD, radius=20)
            canvas.rect(box.inflate(-10, -10), theme.CREAM, radius=16)
            canvas.circle((box.x + 34, box.centery), 16, colour)
            words = _("{name}'s turn").format(name=play.names[s.speaker])
            holder = play.letter_holder()
            if holder is not None:  # the bot waits for her: say so, not "typing"
                words = _("{name}: show your letter, or keep it hidden").format(
                    name=play.names[holder])
            elif s.speaker in play.bots and play.typed:
                words = _("{name} is typing a word").format(name=play.names[s.speaker])
            fit_text(canvas, words, (box.x + 60, box.y + 6, box.w - 80, box.h - 12),
                     theme.TextStyle(38, theme.INK, True), align="center", max_lines=1)

    def _hint_key(self) -> Key:
        play = self.play
        s = play.shown
        if s.phase is not Phase.DISCUSSION or play.flash is not None or play.input.asking:
            return ()
        warning = table_warning(play)  # a shown letter puts the next word at risk (#35)
        if warning is not None:
            return ("risk", *warning)
        if play.typed:
            return ("type",) if not (s.speaker in play.bots or play.watching) else ()
        return ("say",) if play.human_speaker() is not None else ()

    def _hint(self, canvas: Canvas) -> None:
        """What to do, under the word box (type it) or the Next button (say it)."""
        key = self._hint_key()
        if key[:1] == ("risk",):
            fit_text(canvas, key[1], geo.SAY_HINT, theme.TextStyle(
                30, theme.GOLD_LIGHT if key[2] else theme.CREAM, True), align="center",
                max_lines=2)
        elif key == ("type",):
            fit_text(canvas, _("Type a word on the topic, then Enter"), geo.SAY_HINT,
                     theme.TextStyle(30, theme.CREAM), align="center", max_lines=2)
        elif key == ("say",):
            fit_text(canvas, _("Say a word aloud, then Next"), geo.SAY_HINT,
                     theme.TextStyle(28, theme.CREAM), align="center", max_lines=2)

    def _entry(self, canvas: Canvas) -> None:
        """The word box (type it): the speaker's word, a bot's typing, the caret."""
        play = self.play
        s = play.shown
        if s.phase is not Phase.DISCUSSION or not play.typed:
            return
        entry = play.input.entry
        if not entry.visible:
            return
        shown: str | None = None
        caret: bool | None = None
        if s.speaker in play.bots or play.watching:
            shown = play.typing_shown()
            caret = shown is not None
        show_caret = entry.active if caret is None else caret
        blink = show_caret and int(entry.time * 2) % 2 == 0
        key = (tuple(entry.rect), entry.value, entry.caret, entry.composing, entry.active,
               entry.placeholder, shown, caret, blink)
        self.part(canvas, "entry", entry.rect, key,
                  lambda c: entry.draw(c, shown=shown, caret=caret))

    def _teapot(self, canvas: Canvas) -> None:
        play = self.play
        s = play.shown
        running = s.phase is Phase.DISCUSSION and not play.blocked \
            and not (play.letter_pending or play.getting_ready)
        total = s.options.timer
        left = play.time_left
        used = 1 - left / total if s.phase in (Phase.DISCUSSION, Phase.VOTE) else 0.0
        draw_teapot(canvas, geo.TEAPOT, used, play.clock, running)
        if s.phase in (Phase.DISCUSSION, Phase.VOTE):
            seconds = max(0, int(left + 0.999))
            hurry = left <= 3
            paused = s.phase is Phase.VOTE or play.input.asking or play.letter_pending \
                or play.getting_ready
            self.part(canvas, "time", geo.TIME, (seconds, hurry, paused),
                      lambda c: self._time(c, seconds, hurry, paused))

    def _time(self, canvas: Canvas, seconds: int, hurry: bool, paused: bool) -> None:
        """The seconds left beside the teapot ("paused" under them during a vote and
        while the table asks who challenges or why someone is out: issue 33)."""
        box = geo.TIME
        colour = theme.GOLD_LIGHT if hurry else theme.CREAM
        fit_text(canvas, str(seconds), (box.x, box.y, box.w, 130),
                 theme.TextStyle(110, colour, True), align="center", max_lines=1)
        note = _("paused") if paused else _("seconds")
        fit_text(canvas, note, (box.x, box.y + 130, box.w, 48), LABEL, align="center",
                 max_lines=1)

    # ------------------------------------------------------------------ players

    def _player_key(self, seat: int, box: pygame.Rect) -> Key:
        play = self.play
        s = play.shown
        speaking = s.phase is Phase.DISCUSSION and s.speaker == seat
        challenged = s.phase is Phase.VOTE and s.ballot is not None \
            and s.ballot.target == seat
        return (tuple(box), play.names[seat], seat in play.bots, speaking, challenged,
                s.out[seat], s.out_reasons[seat], s.characters[seat], s.cards[seat],
                s.scores[seat], s.tokens[seat], s.caterpillar_target == seat)

    def _player(self, canvas: Canvas, seat: int, box: pygame.Rect) -> None:
        """A seat's panel, in reserved rows: the name; the character card (the last
        scoring card tucked under it) beside the points, "bot" and the tokens; the
        character's name; what is happening to the seat; the secret-letter button."""
        play = self.play
        s = play.shown
        speaking = s.phase is Phase.DISCUSSION and s.speaker == seat
        out = s.out[seat]
        panel, inner = _panel_rows(box, speaking)
        if speaking:  # the speaker's panel stands taller
            canvas.rect(panel.inflate(16, 16), theme.GOLD, radius=24)
        canvas.rect(panel, theme.PARCHMENT if not out else theme.PARCHMENT_DARK, radius=18)
        canvas.rect(panel, player_colour(seat), radius=18, width=5)
        narrow = inner.w < NARROW
        head, middle, who, status, _button = rows(inner, 42, 1, 64 if narrow else 38, 38,
                                                   44, gap=4)
        name = play.names[seat]
        if narrow and seat in play.bots:  # no room for a line of its own
            name = _("{name} · bot").format(name=name)
        fit_text(canvas, name, head, theme.TextStyle(32, theme.INK, True), max_lines=1)
        character = s.characters[seat]
        x = middle.x
        card, score = _card_places(inner, middle, character is not None)
        if character is not None:
            draw_character(canvas, character, card, face_up=not out)
            x = card.right + 10
        if s.cards[seat]:
            draw_score_card(canvas, s.cards[seat], score)
            x = score.right + 10
        info = pygame.Rect(x, middle.y, inner.right - x, middle.h)
        if narrow:
            points_row, token_row = rows(info, 1, 40, gap=2)
            tag_row = None
        else:
            points_row, tag_row, token_row = rows(info, 0.46, 0.24, 0.30)
        points = ngettext("{n} point", "{n} points", s.scores[seat]).format(n=s.scores[seat])
        fit_text(canvas, points, points_row, theme.TextStyle(30, theme.INK, True),
                 max_lines=2, valign="top")
        if seat in play.bots and tag_row is not None:
            fit_text(canvas, _("bot"), tag_row, theme.TextStyle(26, theme.INK_SOFT),
                     max_lines=1)
        tokens = ["time_token"] * s.tokens[seat]
        if s.caterpillar_target == seat:
            tokens.append("caterpillar_token")
        if tokens:
            size = min(44, token_row.h - 4, token_row.w / len(tokens) - 4)
            for t, name in enumerate(tokens):
                draw_token(canvas, name, (token_row.x + size / 2 + t * (size + 4),
                                          token_row.centery), size)
        if out:  # the card lies face down: the reason takes both rows
            words = _("out: {why}").format(why=out_reason(s.out_reasons[seat]))
            fit_text(canvas, words, who.union(status), theme.TextStyle(28, theme.BAD, True),
                     max_lines=2)
            return
        if character is not None:
            fit_text(canvas, character_name(character), who,
                     theme.TextStyle(28, theme.INK_SOFT, True), max_lines=2 if narrow else 1)
        if speaking:
            fit_text(canvas, _("speaking now"), status, theme.TextStyle(28, theme.ROSE_DARK,
                     True), max_lines=1)
        elif s.phase is Phase.VOTE and s.ballot is not None and s.ballot.target == seat:
            fit_text(canvas, _("word challenged"), status, theme.TextStyle(28, theme.ROSE_DARK,
                     True), max_lines=1)

    def _log_box(self) -> pygame.Rect:
        """The log's panel: the side column under its buttons (and a replay's controls)."""
        play = self.play
        side = geo.SIDE
        top = side.y
        for widget in play.widgets:
            if widget.visible and widget.rect.colliderect(side):
                top = max(top, widget.rect.bottom + geo.LOG_GAP)
        bottom = side.bottom - (geo.WATCH_CONTROLS if play.watching else 0)
        return pygame.Rect(side.x, top, side.w, max(0, bottom - top))

    def _log_key(self, box: pygame.Rect) -> Key:
        panel = self.log_panel
        panel.set_entries(self._log_entries())
        if box.h < LOG_MIN_H // 3:
            return (tuple(box),)
        return (tuple(box), panel.entries, panel.offset)

    def _log_entries(self) -> list[LogEntry]:
        """What happened, put into words now (in the language of the moment); kept until
        a line comes or the language changes."""
        log = self.play.log
        key = (len(log), id(log[-1]) if log else 0, current_language())
        if self._log_cache is not None and self._log_cache[0] == key:
            return self._log_cache[1]
        entries = []
        for line in self.play.log:
            event = line.event
            seat = getattr(event, "seat", -1)
            tint = player_colour(seat) if isinstance(seat, int) and seat >= 0 else None
            entries.append(LogEntry(str(line), tint=tint,
                                    heading=isinstance(event, ev.RoundStarted)))
        self._log_cache = (key, entries)
        return entries

    def _log(self, canvas: Canvas, box: pygame.Rect) -> None:
        """What happened, in the side column under its buttons (newest last); crowded
        by ability buttons, it keeps its lines rather than its title (said_list.py)."""
        if not log_shown(canvas, box):
            self.log_panel.rect = pygame.Rect(0, 0, 0, 0)
            return
        self.log_panel.title = log_title(canvas, box)
        self.log_panel.draw(canvas, box)

    # ------------------------------------------------------------------ panels


    def _prep_key(self) -> Key:
        play = self.play
        s = play.shown
        who = Character.CATERPILLAR if s.phase is Phase.CATERPILLAR else Character.QUEEN
        seat = s.seat_of(who)
        return (s.phase, s.round, seat, play.names[seat], seat in play.bots,
                play.shared_screen, len(s.topic_choices))

    def _vote_key(self) -> Key:
        play = self.play
        s = play.shown
        ballot = s.ballot
        if ballot is None:
            return ()
        said = s.said[ballot.word]
        rows_ = tuple((voter, tuple(row), play.names[voter], ballot.votes.get(voter),
                       play.input.pending.get(voter), voter in play.bots,
                       self._vote_reason(voter))
                      for voter, row in play.input.vote_rows.items())
        return (ballot.word, said.text, play.names[ballot.target],
                play.names[ballot.challenger], rows_, play.verdict is not None)

    def _prep_panel(self, canvas: Canvas) -> None:
        play = self.play
        s = play.shown
        rect = geo.PANEL
        draw_panel(canvas, rect, _("Round {n}: getting ready").format(n=s.round + 1))
        body = pygame.Rect(rect.x + 40, rect.y + 84, rect.w - 190, 112)
        art = (rect.right - 130, rect.y + 80, 80, 120)
        if s.phase is Phase.CATERPILLAR:
            cat = s.seat_of(Character.CATERPILLAR)
            canvas.image(f"wordland/{CHARACTER_ART[Character.CATERPILLAR]}", art)
            text = _("{name} (Caterpillar) bets on a player: at the end of the round, she "
                     "scores half of that player's card").format(name=play.names[cat])
            fit_text(canvas, text, body, theme.BODY, max_lines=3)
            if cat in play.bots:
                fit_text(canvas, _("The Caterpillar is thinking"), (rect.x, rect.y + 260,
                         rect.w, 50), theme.BODY, align="center", max_lines=1)
        else:
            queen = s.seat_of(Character.QUEEN)
            canvas.image(f"wordland/{CHARACTER_ART[Character.QUEEN]}", art)
            keep = len(s.topic_choices) - 1
            text = ngettext("{name} (Queen of Hearts) draws topic cards and keeps {n}.",
                            "{name} (Queen of Hearts) draws topic cards and keeps {n}.",
                            keep).format(name=play.names[queen], n=keep)
            fit_text(canvas, text, body, theme.BODY, max_lines=3)
            if queen in play.bots:
                fit_text(canvas, _("The Queen is choosing"), (rect.x, rect.y + 260,
                         rect.w, 50), theme.BODY, align="center", max_lines=1)
            elif play.shared_screen:
                fit_text(canvas, _("Only the Queen looks"), (rect.x, rect.y + 240, rect.w, 60),
                         theme.TextStyle(36, theme.ROSE_DARK, True), align="center",
                         max_lines=1)

    def _vote_reason(self, voter: int) -> str:
        return vote_reason(self.play, voter)

    def _vote_panel(self, canvas: Canvas) -> None:
        draw_vote(self.play, canvas)

    def _flash(self, canvas: Canvas) -> None:
        """What just happened, in the row under the speaker's controls (where the hint
        is): it never covers the letters, the words said or the buttons."""
        play = self.play
        flash = play.flash
        if flash is None or play.summary is not None or play.curtain is not None \
                or play.input.asking:
            return
        if play.shown.phase is not Phase.DISCUSSION and play.summary_due is None:
            return
        colour = {"good": theme.GOOD, "bad": theme.BAD}.get(flash.kind, theme.ROSE_DARK)
        box = geo.FLASH
        alpha = 235 if flash.left > 0.4 else int(235 * flash.left / 0.4)
        canvas.rect(box, (*colour, max(0, alpha)), radius=20)
        canvas.solid(box, "flash")
        text = str(flash.text)
        if alpha > 60:
            words_box, mark = box.inflate(-24, -6), box.h * 0.7
            if flash.kind in ("good", "bad") and colour_blind():  # a tick or cross too
                good_bad(canvas, (box.x + 8 + mark / 2, box.centery), mark, flash.kind == "good")
                words_box = words_box.inflate(-2 * (mark + 8), 0)
            self.part(canvas, "flash", box, (text, colour_blind()), lambda c: fit_text(
                c, text, words_box, theme.TextStyle(32, theme.CREAM, True),
                align="center", max_lines=2))

    def _asking(self, canvas: Canvas) -> None:
        """The question a confirm asks: "why is Ann out?" over the speaker's area, or
        "who challenges Bea's word?" in the middle panel."""
        play = self.play
        s = play.shown
        if play.input.out_menu and s.phase is Phase.DISCUSSION:
            box = geo.ACTION.inflate(16, 12)
            canvas.rect(box, theme.PARCHMENT, radius=20)
            canvas.rect(box, theme.INK, radius=20, width=3)
            canvas.solid(box, "question")
            fit_text(canvas, _("Why is {name} out? The teapot waits.").format(
                name=play.names[s.speaker]), geo.OUT_QUESTION,
                theme.TextStyle(30, theme.INK, True), align="center", max_lines=1)
        elif play.input.choosing_challenger and s.window is not None:
            said = s.said[s.window.word]
            cover(canvas, geo.PANEL)  # the question stands over the table on purpose
            draw_panel(canvas, geo.PANEL, _("Challenge {name}'s word?").format(
                name=play.names[said.seat]))
            word = shown_word(said.text, play.language) if said.text is not None else None
            ask = (_("Who challenges “{word}”? The others then vote; the teapot waits.")
                   .format(word=word) if word is not None else
                   _("Who challenges it? The others then vote; the teapot waits."))
            fit_text(canvas, ask, (geo.PANEL.x + 40, geo.PANEL.y + 84, geo.PANEL.w - 80, 100),
                     theme.TextStyle(30, theme.INK), align="center", max_lines=2)


LETTERS_AREA = pygame.Rect(560, 0, 800, geo.ROW.bottom)
"""The forbidden row, the extra letter above it and the words beside that letter."""


def _panel_rows(box: pygame.Rect, speaking: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """A seat's panel (taller for the speaker) and the room inside its border."""
    panel = pygame.Rect(box.x, box.y - 20, box.w, box.h + 20) if speaking else box
    return panel, pygame.Rect(panel.x + 12, panel.y + 8, panel.w - 24, panel.h - 16)


def _card_places(inner: pygame.Rect, middle: pygame.Rect, character: bool
                 ) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a panel's character card and its last scoring card lie (the scoring card
    tucked under the character card when there is one)."""
    narrow = inner.w < NARROW
    card_h = min(middle.h, round(inner.w * (0.32 if narrow else 0.42) * 1.5))
    card = pygame.Rect(middle.x, middle.y, round(card_h * 2 / 3), card_h)
    x = card.right + 10 if character else middle.x
    sw = round(min(54, inner.w * 0.2))
    sh = round(sw * 1.5)
    score = pygame.Rect(x - (round(sw * 0.45) if character else 0), middle.bottom - sh, sw,
                        sh)
    return card, score


def _letter_rects(count: int) -> list[pygame.Rect]:
    """Where each card of a forbidden row of `count` letters lies."""
    row = geo.ROW
    n = max(1, count)
    h = min(row.h, (row.w - 16 * (n - 1)) / n / (200 / 300))
    w = h * 200 / 300
    x0 = row.centerx - (n * w + 16 * (n - 1)) / 2
    return [pygame.Rect(round(x0 + i * (w + 16)), round(row.y + (row.h - h) / 2),
                        round(w), round(h)) for i in range(count)]


def power_line(character: Character) -> str:
    return _(CHARACTER_POWERS[character])
