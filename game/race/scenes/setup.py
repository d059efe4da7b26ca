"""Setting the table: 2-4 seats (human or bot, character, name), the variants of R9 and
who starts. The choice is remembered in the settings for next time."""

from __future__ import annotations

import random
from typing import Any

from game.race import room
from game.race.ai.registry import BOT_FACTORIES
from game.race.rules.components import MAX_PLAYERS, MIN_PLAYERS, Character
from game.race.rules.setup import GameSetup, Seat, Variants, deal
from game.race.table_choice import (
    GAME_ID,
    NEW_BOT,
    SeatChoice,
    SetupChoice,
    choice_to_json,
    remembered,
)
from game.race.ui.pieces import draw_pawn
from game.race.ui.words import character_name, controller_label, is_default_name
from game.race.ui.words import default_name as _default_name
from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.shell.names import visible_name
from game.table.choice import controllers
from game.table.setup import SeatSetup, draw_title_page, free, label
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Chooser, TextInput, Toggle, share_sizes

ROW_Y = 230
ROW_H = 104
TOGGLE_H = 140
"""The options' row: room for a toggle's label and its hint on two lines at 150 %."""
CHARACTER_X, NAME_X, KIND_X, REMOVE_X = 360, 756, 1082, 1480
"""A seat's row, left to right: the pawn, the character, the name, who plays it and
Remove (the choosers wide enough for the longest character at 150 % text)."""
CHOOSER_W, NAME_W = 380, 310
_SHOWN_DEFAULTS = {Character.QUEEN: "Hearts"}
"""Default names of earlier versions, renamed like today's defaults."""


def default_name(character: Character) -> str:
    """The seat's name until the player types one, in the current language."""
    return _default_name(character)


def _controller_options() -> list[tuple[object, str]]:
    return [(lambda c=c: controller_label(c), c) for c in controllers(BOT_FACTORIES)]


def sanitise(choice: SetupChoice) -> SetupChoice:
    """Repair a remembered setup that no longer fits (unknown bot, duplicate character)."""
    known = set(controllers(BOT_FACTORIES))
    seats: list[SeatChoice] = []
    used: set[str] = set()
    for seat in choice.seats[:MAX_PLAYERS]:
        try:
            character = Character(seat.character)
        except ValueError:
            continue
        if character.value in used:
            continue
        used.add(character.value)
        controller = seat.controller if seat.controller in known else NEW_BOT
        name = seat.name
        if not name or is_default_name(name, character) or name == _SHOWN_DEFAULTS.get(
                character):
            name = default_name(character)
        seats.append(SeatChoice(character.value, name, controller))
    for character in Character:
        if len(seats) >= MIN_PLAYERS:
            break
        if character.value not in used:
            used.add(character.value)
            seats.append(SeatChoice(character.value, default_name(character), NEW_BOT))
    first = choice.first_player
    if first is not None and not 0 <= first < len(seats):
        first = None
    return SetupChoice(tuple(seats), choice.kids, choice.open_hands, choice.climb_out, first)


class SetupScene(SeatSetup):
    game_id = GAME_ID
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    first_field = "first_player"
    first_if_removed = None
    characters = tuple(c.value for c in Character)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choice = sanitise(remembered(app.settings.tables))
        self.rebuild()

    # ---------------------------------------------------------------- the race's

    def new_seat(self) -> SeatChoice:
        character = Character(free([c.value for c in Character],
                                   {s.character for s in self.choice.seats}))
        return SeatChoice(character.value, default_name(character), NEW_BOT)

    def is_default_name(self, name: str, character: str) -> bool:
        return is_default_name(name, character)

    def default_name(self, character: str) -> str:
        return default_name(Character(character))

    def table_json(self) -> dict[str, Any]:
        return choice_to_json(self.choice)

    def deal(self, rng: random.Random, seed: int) -> GameSetup:
        variants = Variants(self.choice.kids, self.choice.open_hands, self.choice.climb_out)
        return deal(room.level(self.app).board, self.seats(), rng, variants,
                    self.choice.first_player, seed=seed)

    def play_scene(self, setup: GameSetup, seed: int) -> Scene:
        from game.race.scenes.play import PlayScene

        return PlayScene(self.app, setup, seed=seed)

    # ---------------------------------------------------------------- widgets

    def rebuild(self) -> None:
        self.widgets = []
        characters = [(lambda c=c: character_name(c), c.value) for c in Character]
        kinds = _controller_options()
        for i, seat in enumerate(self.choice.seats):
            y = ROW_Y + i * ROW_H
            index = [v for _, v in characters].index(seat.character)
            self.widgets.append(Chooser((CHARACTER_X, y + 18, CHOOSER_W, 64), characters, index,
                                        lambda v, i=i: self._set_seat(i, character=str(v))))
            self.widgets.append(TextInput((NAME_X, y + 18, NAME_W, 64), seat.name,
                                          lambda v, i=i: self._set_seat(i, name=v)))
            kind_index = next((k for k, (_, c) in enumerate(kinds) if c == seat.controller), 0)
            self.widgets.append(Chooser((KIND_X, y + 18, CHOOSER_W, 64), kinds, kind_index,
                                        lambda v, i=i: self._set_seat(i, controller=str(v))))
            self.remove_button(i, (REMOVE_X, y + 22, 180, 56))
        self.add_button((CHARACTER_X, ROW_Y + len(self.choice.seats) * ROW_H + 24, 330, 56))
        y = ROW_Y + MAX_PLAYERS * ROW_H + 10
        self.widgets.append(Toggle((220, y, 480, TOGGLE_H), N_("Kids mode"), self.choice.kids,
                                   self._set_kids, N_("2 cards, play either")))
        self.widgets.append(Toggle((720, y, 480, TOGGLE_H), N_("Open hands"),
                                   self.choice.open_hands, lambda v: self._set(open_hands=v),
                                   N_("everyone sees all")))
        self.widgets.append(Toggle((1220, y, 480, TOGGLE_H), N_("Climb-out rule"),
                                   self.choice.climb_out, lambda v: self._set(climb_out=v),
                                   N_("walk out after a failed escape")))
        share_sizes(self.widgets[-3:])
        firsts: list[tuple[object, object]] = [(lambda: _("Random"), None)] + [
            (lambda s=s: s.name or default_name(Character(s.character)), i)
            for i, s in enumerate(self.choice.seats)
        ]
        first_index = next((k for k, (_, v) in enumerate(firsts)
                            if v == self.choice.first_player), 0)
        self.widgets.append(Chooser((720, y + TOGGLE_H + 10, 440, 64), firsts, first_index,
                                    lambda v: self._set(first_player=v)))
        self.footer()

    def _set_kids(self, on: bool) -> None:
        """Kids mode turns Open hands on with it, where it shows (issue 36: a child's
        table plays open, no "pass the screen" between turns); a grown-up may still turn
        Open hands off, and turning Kids mode off leaves it as it is."""
        if on:
            self._set(kids=True, open_hands=True)
        else:
            self._set(kids=False)

    def on_language(self) -> None:
        """Default names follow the language (a name the player typed stays)."""
        focus = self.focus_index
        self.choice = sanitise(self.choice)
        self.rebuild()
        self.focus_index = focus

    # ---------------------------------------------------------------- starting

    def seats(self) -> tuple[Seat, ...]:
        return tuple(
            Seat(Character(s.character), visible_name(s.name, default_name(Character(s.character))),
                 s.controller)
            for s in self.choice.seats
        )

    def draw(self, canvas: Canvas) -> None:
        draw_title_page(canvas, _("Who is playing?"))
        for words, x, w in ((_("Character"), CHARACTER_X, CHOOSER_W), (_("Name"), NAME_X, NAME_W),
                            (_("Played by"), KIND_X, CHOOSER_W)):
            label(canvas, words, (x + 8, ROW_Y - 50, w - 8, 48))
        for i, seat in enumerate(self.choice.seats):
            y = ROW_Y + i * ROW_H
            character = Character(seat.character)
            colour = theme.CHARACTER_COLOURS[character]
            canvas.rect((200, y + 4, 1500, ROW_H - 12), (*colour, 40),
                        radius=18)
            draw_pawn(canvas, character, True, (280, y + ROW_H - 14), ROW_H - 10)
        y = ROW_Y + MAX_PLAYERS * ROW_H + 10 + TOGGLE_H + 10
        fit_text(canvas, _("First player"), (240, y, 460, 64), theme.BODY, align="right",
                 max_lines=1)
        super().draw(canvas)
