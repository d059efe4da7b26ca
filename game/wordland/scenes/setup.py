"""Setting the word table: 3-8 seats (a name, human or a bot level: bots only when
typing, W8.1), who takes the Queen first, say it or type it, the teapot timer, the
language of the words (the interface's, until someone picks another) and the variants
(W10), each with one line saying what it changes. The table is remembered for next time."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.scenes.base import Scene
from game.shell.i18n import N_, _, current_language
from game.shell.names import visible_name
from game.table.choice import controllers, stored
from game.table.setup import SeatSetup, draw_title_page, free, label
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Chooser, TextInput, Toggle, share_sizes
from game.wordland.ai.registry import LEVEL_NAMES
from game.wordland.rules.components import MAX_PLAYERS, MIN_PLAYERS, Mode
from game.wordland.rules.setup import GameSetup, Seat, deal
from game.wordland.table_choice import (
    DEFAULT_NAMES,
    GAME_ID,
    SeatChoice,
    SetupChoice,
    choice_to_json,
    remembered,
    sanitise,
)
from game.wordland.ui.pieces import player_colour
from game.wordland.words.languages import languages

ROW_Y = 244
ROW_H = 64
RIGHT = 1110
WIDE = 620
CONTROLLER_LABELS = {"human": N_("Human"), "bot:easy": N_("Bot: easy"),
                     "bot:medium": N_("Bot: medium"), "bot:hard": N_("Bot: hard"),
                     "bot:expert": N_("Bot: expert")}
MODE_HINTS = {Mode.TYPE.value: N_("Everyone types their word; the app judges. Bots may play."),
              Mode.SAY.value: N_("Speak aloud; the app keeps time, letters and scores.")}


LABEL_H = 42
"""A header's room over its chooser (a line of `LABEL_STYLE` at 125 %; larger text is
fitted to it)."""
MODE_Y = 186
"""The right column, top to bottom: how you play (its header, chooser and hint), the
timer and the words' language, who takes the Queen first, then the three toggles."""
TIMER_Y = 366
QUEEN_Y = 472
TOGGLE_Y = (580, 690, 800)
TOGGLE_H = 106
HINTS = (N_("Only topics for all ages"),
         N_("2 easy letters, only first letters count, 2 topics"),
         N_("No characters, 4 hard letters, shorter timer"))
LABEL_STYLE = theme.TextStyle(26, theme.INK_SOFT, True)
HINT_STYLE = theme.TextStyle(26, theme.INK_SOFT)


WORDS_FOLLOW = "words_follow_interface"
"""Kept beside the remembered table: False once a language other than the interface's
was picked for the words."""


def interface_words() -> str:
    """The words' language that goes with the interface's (English when it has none)."""
    code = current_language()
    return code if code in languages() else "en"


class SetupScene(SeatSetup):
    game_id = GAME_ID
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    footer_y = 914

    def __init__(self, app) -> None:
        super().__init__(app)
        choice = sanitise(remembered(app.settings.tables))
        self.words_follow = stored(app.settings.tables, GAME_ID).get(WORDS_FOLLOW) is not False
        """The words' language follows the interface's until someone picks another one."""
        if self.words_follow:
            choice = replace(choice, language=interface_words())
        self.choice = choice
        self.rebuild()

    # ---------------------------------------------------------------- the word game's

    def tidy(self, choice: SetupChoice) -> SetupChoice:
        return sanitise(choice)

    def new_seat(self) -> SeatChoice:
        name = free(DEFAULT_NAMES, {s.name for s in self.choice.seats}) or "?"
        return SeatChoice(name, "bot:medium" if self.choice.typed else "human")

    def table_json(self) -> dict[str, Any]:
        return {**choice_to_json(self.choice), WORDS_FOLLOW: self.words_follow}

    def deal(self, rng: random.Random, seed: int) -> GameSetup:
        return deal(self.seats(), rng, self.choice.options(), self.choice.language,
                    self.choice.first_seat, seed=seed)

    def play_scene(self, setup: GameSetup, seed: int) -> Scene:
        from game.wordland.scenes.play import PlayScene

        return PlayScene(self.app, setup, seed=seed)

    def _set_language(self, code: object) -> None:
        self.words_follow = code == interface_words()
        self._set(language=code)

    def _seat_name(self, index: int) -> str:
        """A seat's name as typed now (the first-player chooser follows renames)."""
        seats = self.choice.seats
        if index >= len(seats):
            return "?"
        return seats[index].name.strip() or DEFAULT_NAMES[index % len(DEFAULT_NAMES)]

    def _set_mode(self, mode: object) -> None:
        timer = self.choice.timer if mode == Mode.TYPE.value else min(self.choice.timer, 15.0)
        self._set(mode=mode, timer=timer)

    # ---------------------------------------------------------------- widgets

    def rebuild(self) -> None:
        focus = self.focus_index
        c = self.choice
        self.widgets = []
        kinds = controllers(LEVEL_NAMES if c.typed else ())
        for i, seat in enumerate(c.seats):
            y = ROW_Y + i * ROW_H
            self.widgets.append(TextInput((270, y, 290, 54), seat.name,
                                          lambda v, i=i: self._set_seat(i, name=v)))
            if c.typed:
                index = kinds.index(seat.controller) if seat.controller in kinds else 0
                self.widgets.append(Chooser((576, y, 354, 54),
                                            [(CONTROLLER_LABELS[k], k) for k in kinds], index,
                                            lambda v, i=i: self._set_seat(i, controller=str(v))))
            self.remove_button(i, (946, y + 4, 124, 46))
        self.add_button((270, ROW_Y + len(c.seats) * ROW_H + 4, 330, 50))
        modes = [(N_("Type it"), Mode.TYPE.value), (N_("Say it"), Mode.SAY.value)]
        self.widgets.append(Chooser((RIGHT, MODE_Y + LABEL_H + 2, WIDE, 60), modes,
                                    0 if c.typed else 1, self._set_mode))
        timers = [(lambda t=t: _("{n} seconds").format(n=f"{t:g}"), t) for t in c.timers()]
        self.widgets.append(Chooser((RIGHT, TIMER_Y + LABEL_H + 2, 300, 60), timers,
                                    c.timers().index(c.timer), lambda v: self._set(timer=v)))
        langs = [(lambda info=info: info.name, code) for code, info in
                 sorted(languages().items())]
        codes = [code for _, code in langs]
        self.widgets.append(Chooser((RIGHT + 320, TIMER_Y + LABEL_H + 2, 300, 60), langs,
                                    codes.index(c.language), self._set_language))
        firsts = [(lambda i=i: self._seat_name(i), i) for i in range(len(c.seats))]
        self.widgets.append(Chooser((RIGHT, QUEEN_Y + LABEL_H + 2, WIDE, 60), firsts,
                                    c.first_seat, lambda v: self._set(first_seat=v),
                                    translate=False))
        for y, (words, field), hint in zip(
                TOGGLE_Y, ((N_("Kids topics"), "kids"), (N_("Easier"), "easier"),
                           (N_("Harder"), "harder")), HINTS, strict=True):
            self.widgets.append(Toggle((RIGHT, y, WIDE, TOGGLE_H), words, getattr(c, field),
                                       lambda v, f=field: self._set(**{f: v}), hint,
                                       HINT_STYLE))
        share_sizes([w for w in self.widgets if isinstance(w, Toggle)])
        self.footer()
        self.focus_index = focus

    # ---------------------------------------------------------------- starting

    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(visible_name(s.name, DEFAULT_NAMES[i]), s.controller)
                     for i, s in enumerate(self.choice.seats))

    def draw(self, canvas: Canvas) -> None:
        c: SetupChoice = self.choice
        draw_title_page(canvas, _("Off With Their Letters!"))
        label(canvas, _("Players, in turn order"), (270, 190, 800, 52), LABEL_STYLE)
        for i, _seat in enumerate(c.seats):
            y = ROW_Y + i * ROW_H
            canvas.circle((232, y + 27), 21, player_colour(i))
            fit_text(canvas, str(i + 1), (212, y + 7, 40, 40),
                     theme.TextStyle(26, theme.CREAM, True), align="center", max_lines=1)
        if not c.typed:
            fit_text(canvas, _("Say it: everyone at the table is a person."),
                     (590, ROW_Y, 340, 3 * ROW_H - 10), theme.TextStyle(26, theme.INK_SOFT),
                     max_lines=3)
        labels = ((_("How you play"), (RIGHT, MODE_Y, WIDE, LABEL_H)),
                  (_("Teapot timer"), (RIGHT, TIMER_Y, 300, LABEL_H)),
                  (_("Language of the words"), (RIGHT + 320, TIMER_Y, 300, LABEL_H)),
                  (_("Takes the Queen first") if not c.harder else _("Plays first"),
                   (RIGHT, QUEEN_Y, WIDE, LABEL_H)))
        for words, box in labels:
            label(canvas, words, box, LABEL_STYLE)
        top = MODE_Y + LABEL_H + 64
        fit_text(canvas, _(MODE_HINTS[c.mode]), (RIGHT, top, WIDE, TIMER_Y - top),
                 theme.TextStyle(26, theme.INK), max_lines=2, line_gap=0.9)
        o = c.options()
        summary = _("{letters} forbidden letters · {seconds} s a turn · {rounds} rounds").format(
            letters=o.letters, seconds=f"{o.timer:g}", rounds=len(c.seats))
        fit_text(canvas, summary, (270, 790, 800, 70), theme.TextStyle(28, theme.INK, True),
                 max_lines=2)
        super().draw(canvas)
