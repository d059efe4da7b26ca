"""Setting the Parade table: 2-6 seats, each a name, a person or a bot level and a
Wonderland character (its colour and symbol mark the seat's panel); who plays first (or
at random, P2.1); and, with two players, the two-player majority (P7.2). The table is
remembered for next time.

Names follow characters: a seat whose name is its character's default name (in any
language) is called after it in the interface language and changes with it; a name the
player typed stays. An added seat takes a free character and its name; a remembered
bot seat called after another character (an older table) is called after its own."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.parade.rules.cards import MAX_PLAYERS, MIN_PLAYERS
from game.parade.rules.setup import GameSetup, Seat, deal
from game.parade.table_choice import (
    CHARACTERS,
    CONTROLLERS,
    GAME_ID,
    RANDOM_FIRST,
    SeatChoice,
    SetupChoice,
    choice_to_json,
    free_character,
    remembered,
    sanitise,
)
from game.parade.ui.cards import CHARACTER_SUIT, character_colour, draw_suit
from game.parade.ui.words import (
    CHARACTER_NAMES,
    LEVEL_NAMES,
    default_name,
    is_default_name,
)
from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.shell.names import visible_name
from game.table.setup import SeatSetup, draw_title_page, label
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Chooser, TextInput, Toggle

ROW_Y = 230
ROW_H = 80
RIGHT = 1370
RIGHT_W = 370
OPTIONS_Y = 352
"""Under the first-player chooser: the two-player toggle, or the majority's hint."""
NOTES_BOTTOM = 892
"""The right column's notes end above Start!"""


def named(choice: SetupChoice, remembered_table: bool = False) -> SetupChoice:
    """Every seat with no name, or its character's default name, called after its
    character in the interface language (a typed name stays). `remembered_table`: a bot
    seat called after any character is renamed too (older tables gave those out)."""
    def default(s: SeatChoice) -> bool:
        return (not s.name.strip() or is_default_name(s.name, s.character)
                or (remembered_table and s.controller != "human" and is_default_name(s.name)))

    seats = tuple(replace(s, name=default_name(s.character)) if default(s) else s
                  for s in choice.seats)
    return replace(choice, seats=seats)


class SetupScene(SeatSetup):
    game_id = GAME_ID
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    first_if_removed = RANDOM_FIRST
    characters = CHARACTERS

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choice = named(sanitise(remembered(app.settings.tables)), remembered_table=True)
        self.rebuild()

    def on_language(self) -> None:
        self.choice = named(self.choice)
        self.rebuild()

    # ---------------------------------------------------------------- the Parade's

    def tidy(self, choice: SetupChoice) -> SetupChoice:
        return named(sanitise(choice))

    def new_seat(self) -> SeatChoice:
        character = free_character(self.choice.seats)
        return SeatChoice(default_name(character), "bot:medium", character)

    def is_default_name(self, name: str, character: str) -> bool:
        return is_default_name(name, character)

    def default_name(self, character: str) -> str:
        return default_name(character)

    def table_json(self) -> dict[str, Any]:
        return choice_to_json(self.choice)

    def deal(self, rng: random.Random, seed: int) -> GameSetup:
        first = None if self.choice.first_seat == RANDOM_FIRST else self.choice.first_seat
        return deal(self.seats(), rng, self.choice.options(), first, seed=seed)

    def play_scene(self, setup: GameSetup, seed: int) -> Scene:
        from game.parade.scenes.play import PlayScene

        characters = [s.character for s in self.choice.seats]
        return PlayScene(self.app, setup, seed=seed, characters=characters)

    # ---------------------------------------------------------------- widgets

    def rebuild(self) -> None:
        focus = self.focus_index
        c = self.choice
        self.widgets = []
        for i, seat in enumerate(c.seats):
            y = ROW_Y + i * ROW_H
            self.widgets.append(TextInput((232, y, 240, 64), seat.name,
                                          lambda v, i=i: self._set_seat(i, name=v)))
            self.widgets.append(Chooser((486, y, 336, 64),
                                        [(LEVEL_NAMES[k], k) for k in CONTROLLERS],
                                        CONTROLLERS.index(seat.controller),
                                        lambda v, i=i: self._set_seat(i, controller=str(v))))
            self.widgets.append(Chooser((872, y, 360, 64),
                                        [(CHARACTER_NAMES[k], k) for k in CHARACTERS],
                                        CHARACTERS.index(seat.character),
                                        lambda v, i=i: self._set_seat(i, character=str(v))))
            self.remove_button(i, (1242, y + 6, 116, 52))
        self.add_button((232, ROW_Y + len(c.seats) * ROW_H + 6, 320, 56))
        firsts = [(N_("At random"), RANDOM_FIRST)] + [
            (lambda s=s: s.name or "?", i) for i, s in enumerate(c.seats)]
        values = [v for _, v in firsts]
        self.widgets.append(Chooser((RIGHT, 272, RIGHT_W, 64), firsts,
                                    values.index(c.first_seat),
                                    lambda v: self._set(first_seat=v)))
        if len(c.seats) == 2:
            self.widgets.append(Toggle((RIGHT, OPTIONS_Y, RIGHT_W, 96),
                                       N_("Two-player majority"),
                                       c.two_player_majority,
                                       lambda v: self._set(two_player_majority=v)))
        self.footer()
        self.focus_index = focus

    # ---------------------------------------------------------------- starting

    def seats(self) -> tuple[Seat, ...]:
        return tuple(Seat(visible_name(s.name, default_name(s.character)), s.controller)
                     for s in self.choice.seats)

    def draw(self, canvas: Canvas) -> None:
        c: SetupChoice = self.choice
        draw_title_page(canvas, _("Unbirthday Parade"))
        for x, w, words in ((232, 590, _("Players, in turn order")),
                            (872, 360, _("Character"))):
            label(canvas, words, (x, 180, w, 48))
        for i, seat in enumerate(c.seats):
            y = ROW_Y + i * ROW_H
            canvas.circle((198, y + 32), 24, character_colour(seat.character))
            suit = CHARACTER_SUIT[seat.character]
            draw_suit(canvas, suit, (198, y + 32), 34)
            canvas.circle((847, y + 32), 22, character_colour(seat.character))
            draw_suit(canvas, suit, (847, y + 32), 32)
        label(canvas, _("Plays first"), (RIGHT, 222, RIGHT_W, 48))
        # the right column, top to bottom, each text with room for its lines at 150 %
        y = OPTIONS_Y
        if len(c.seats) == 2:  # under the toggle
            hint = _("A colour's majority needs 2 cards more than the other player.")
            fit_text(canvas, hint, (RIGHT, y + 102, RIGHT_W, 144),
                     theme.TextStyle(24, theme.INK), max_lines=4, valign="top")
            y += 252
        else:
            hint = _("With 3 or more players, whoever has the most cards of a colour has its "
                     "majority.")
            fit_text(canvas, hint, (RIGHT, y, RIGHT_W, 190), theme.TextStyle(24, theme.INK),
                     max_lines=5, valign="top")
            y += 198
        fit_text(canvas, _("66 cards · 5 in hand · the lowest score wins"),
                 (RIGHT, y, RIGHT_W, 142), theme.TextStyle(24, theme.INK_SOFT),
                 max_lines=3, valign="top")
        # no children's table (issue #36, decided in docs/parade-rules-notes.md)
        fit_text(canvas, _("No kids mode: for readers of about 8 and up."),
                 (RIGHT, y + 146, RIGHT_W, NOTES_BOTTOM - y - 146),
                 theme.TextStyle(24, theme.INK_SOFT), max_lines=3, valign="top")
        super().draw(canvas)
