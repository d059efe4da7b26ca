"""Setting the table: 2-4 seats (human or bot, character, name), the variants of R9 and
who starts. The choice is remembered in the settings for next time."""

from __future__ import annotations

import logging

import pygame

from game.race import room
from game.race.ai.registry import BOT_FACTORIES
from game.race.rules.components import MAX_PLAYERS, MIN_PLAYERS, Character
from game.race.rules.setup import Seat, Variants, deal
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
from game.scenes.common import draw_page
from game.shell.i18n import N_, _
from game.shell.names import visible_name
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button, Chooser, TextInput, Toggle

logger = logging.getLogger(__name__)

ROW_Y = 230
ROW_H = 110
_SHOWN_DEFAULTS = {Character.QUEEN: "Hearts"}
"""Default names of earlier versions, renamed like today's defaults."""


def controllers() -> list[tuple[str, str]]:
    """(label, controller) for every seat kind on offer now."""
    return [("human", "human")] + [(f"bot:{name}", f"bot:{name}") for name in BOT_FACTORIES]


def default_name(character: Character) -> str:
    """The seat's name until the player types one, in the current language."""
    return _default_name(character)


def _controller_options() -> list[tuple[object, str]]:
    return [(lambda c=c: controller_label(c), c) for _label, c in controllers()]


def sanitise(choice: SetupChoice) -> SetupChoice:
    """Repair a remembered setup that no longer fits (unknown bot, duplicate character)."""
    known = {c for _, c in controllers()}
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


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choice = sanitise(remembered(app.settings.tables))
        self.rebuild()

    # ---------------------------------------------------------------- editing

    def _set_seat(self, index: int, **changes: str) -> None:
        seats = list(self.choice.seats)
        old = seats[index]
        new = SeatChoice(
            changes.get("character", old.character),
            changes.get("name", old.name),
            changes.get("controller", old.controller),
        )
        if "character" in changes:
            for j, other in enumerate(seats):
                if j != index and other.character == new.character:
                    swapped_name = other.name
                    if is_default_name(other.name, other.character):
                        swapped_name = default_name(Character(old.character))
                    seats[j] = SeatChoice(old.character, swapped_name, other.controller)
            if is_default_name(old.name, old.character):
                new = SeatChoice(new.character, default_name(Character(new.character)),
                                 new.controller)
        seats[index] = new
        self.choice = SetupChoice(tuple(seats), self.choice.kids, self.choice.open_hands,
                                  self.choice.climb_out, self.choice.first_player)
        if "name" not in changes:
            self.rebuild()

    def _add_seat(self) -> None:
        used = {s.character for s in self.choice.seats}
        free = next(c for c in Character if c.value not in used)
        seats = (*self.choice.seats, SeatChoice(free.value, default_name(free), NEW_BOT))
        self._replace(seats=seats)

    def _remove_seat(self, index: int) -> None:
        seats = tuple(s for i, s in enumerate(self.choice.seats) if i != index)
        self._replace(seats=seats, first_player=None)

    def _replace(self, **changes: object) -> None:
        data = {
            "seats": self.choice.seats, "kids": self.choice.kids,
            "open_hands": self.choice.open_hands, "climb_out": self.choice.climb_out,
            "first_player": self.choice.first_player,
        }
        data.update(changes)
        self.choice = SetupChoice(**data)  # type: ignore[arg-type]
        self.rebuild()

    # ---------------------------------------------------------------- widgets

    def rebuild(self) -> None:
        self.widgets = []
        characters = [(lambda c=c: character_name(c), c.value) for c in Character]
        kinds = _controller_options()
        for i, seat in enumerate(self.choice.seats):
            y = ROW_Y + i * ROW_H
            index = [v for _, v in characters].index(seat.character)
            self.widgets.append(Chooser((420, y + 20, 330, 64), characters, index,
                                        lambda v, i=i: self._set_seat(i, character=str(v))))
            self.widgets.append(TextInput((770, y + 20, 330, 64), seat.name,
                                          lambda v, i=i: self._set_seat(i, name=v)))
            kind_index = next((k for k, (_, c) in enumerate(kinds) if c == seat.controller), 0)
            self.widgets.append(Chooser((1120, y + 20, 330, 64), kinds, kind_index,
                                        lambda v, i=i: self._set_seat(i, controller=str(v))))
            if len(self.choice.seats) > MIN_PLAYERS:
                self.widgets.append(Button((1470, y + 24, 180, 56), N_("Remove"),
                                           lambda i=i: self._remove_seat(i), theme.INK_SOFT,
                                           theme.TextStyle(24, theme.CREAM, True)))
        if len(self.choice.seats) < MAX_PLAYERS:
            y = ROW_Y + len(self.choice.seats) * ROW_H
            self.widgets.append(Button((420, y + 24, 330, 56), N_("+ Add a player"),
                                       self._add_seat, theme.GARDEN_DARK,
                                       theme.TextStyle(26, theme.CREAM, True)))
        y = ROW_Y + MAX_PLAYERS * ROW_H + 20
        self.widgets.append(Toggle((260, y, 440, 70), N_("Kids mode"), self.choice.kids,
                                   lambda v: self._replace(kids=v), N_("2 cards, play either")))
        self.widgets.append(Toggle((720, y, 440, 70), N_("Open hands"), self.choice.open_hands,
                                   lambda v: self._replace(open_hands=v),
                                   N_("everyone sees all")))
        self.widgets.append(Toggle((1180, y, 480, 70), N_("Climb-out rule"),
                                   self.choice.climb_out, lambda v: self._replace(climb_out=v),
                                   N_("walk out after a failed escape")))
        firsts: list[tuple[object, object]] = [(lambda: _("Random"), None)] + [
            (lambda s=s: s.name or default_name(Character(s.character)), i)
            for i, s in enumerate(self.choice.seats)
        ]
        first_index = next((k for k, (_, v) in enumerate(firsts)
                            if v == self.choice.first_player), 0)
        self.widgets.append(Chooser((720, y + 100, 440, 64), firsts, first_index,
                                    lambda v: self._replace(first_player=v)))
        self.widgets.append(Button((260, 900, 300, 80), N_("Back"), self.app.pop,
                                   theme.INK_SOFT))
        self.start_button = Button((1360, 900, 300, 80), N_("Start!"), self.start, theme.ROSE)
        self.widgets.append(self.start_button)

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

    def start(self) -> None:
        from game.race.scenes.play import PlayScene

        kept = self.app.settings.tables.get(GAME_ID)
        welcomed = isinstance(kept, dict) and kept.get("welcomed") is True
        table = choice_to_json(self.choice) | ({"welcomed": True} if welcomed else {})
        self.app.update_settings(self.app.settings.with_table(GAME_ID, table))
        variants = Variants(self.choice.kids, self.choice.open_hands, self.choice.climb_out)
        seed = self.app.rng.getrandbits(32)
        import random

        setup = deal(room.level(self.app).board, self.seats(), random.Random(seed), variants,
                     self.choice.first_player, seed=seed)
        self.app.replace(PlayScene(self.app, setup, seed=seed))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        # a focused text field takes keys first (Esc leaves the field, not the screen)
        for widget in self.widgets:
            if isinstance(widget, TextInput) and widget.focused and event.type in (
                pygame.KEYDOWN, pygame.TEXTINPUT
            ):
                widget.process_event(event)
                return None
        return super().process_event(event)

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _("Who is playing?"))
        for label, x in ((_("Character"), 420), (_("Name"), 770), (_("Played by"), 1120)):
            canvas.text(label, (x + 8, ROW_Y - 6), theme.TextStyle(24, theme.INK_SOFT, True),
                        "bottomleft", max_width=320, max_grow=1.15)
        for i, seat in enumerate(self.choice.seats):
            y = ROW_Y + i * ROW_H
            character = Character(seat.character)
            colour = theme.CHARACTER_COLOURS[character]
            canvas.rect((250, y + 4, 1420, ROW_H - 12), (*colour, 40), radius=18)
            draw_pawn(canvas, character, True, (330, y + ROW_H - 16), 100)
        y = ROW_Y + MAX_PLAYERS * ROW_H + 20
        canvas.text(_("First player"), (700, y + 132), theme.BODY, "midright", max_width=440)
        super().draw(canvas)
