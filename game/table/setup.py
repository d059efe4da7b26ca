"""Seat setup: the screen where a table is set, written once for every game.

Every game's setup screen edits a `SetupChoice` (the game's `table_choice`): seats, each a
name and a controller (a person, or a bot of one of the game's levels) and, in some
games, a character; who plays first; the game's own options. `SeatSetup` is that
screen's frame, and what it does is the same at every table:

- seats are added (a free character, its name, the game's new seat) and removed (the
  first player follows the seats: removing the one who was to start gives the game's
  "first" default), down to the game's fewest and up to its most players;
- two seats never share a character: picking a taken one swaps the two, and a name that
  is its character's default follows the character (a name the player typed stays);
- a text field being typed in takes the keys first (Esc leaves the field, not the screen);
- Back, and Start! which remembers the table (`game.table.choice.remember`), deals with
  a fresh seed and hands the table to the game's play scene;
- a person's seat takes one of the household's players in one click, and a name typed
  there can be kept as a player (`game.table.seat_players`: the panel opens beside the
  seat's name field while it is edited).

A game supplies only what is its own: its `SetupChoice` and how it is tidied after an
edit (`tidy`), the seat a new player gets (`new_seat`), the character names
(`is_default_name`, `default_name`), its characters (`characters`, when its seats have
them: a household player's favourite character or colour is given there), how its table
is dealt (`deal`) and played (`play_scene`), and the screen's layout and options
(`rebuild`, `draw`), laid out with `seat_buttons` and `footer`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, ClassVar, TypeVar

import pygame

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_
from game.table import choice as remembered_tables
from game.table.choice import controllers
from game.table.seat_players import SeatPlayers
from game.ui import theme
from game.ui.canvas import Canvas, RectLike
from game.ui.layout import fit_text
from game.ui.widgets import Button, TextInput

__all__ = ["LABEL", "SeatSetup", "controllers", "draw_title_page", "first_after_removal", "free",
           "label", "swap_character"]

T = TypeVar("T")
Rect = tuple[int, int, int, int]

SMALL_BUTTON = theme.TextStyle(24, theme.CREAM, True)
ADD_BUTTON = theme.TextStyle(26, theme.CREAM, True)
LABEL = theme.TextStyle(24, theme.INK_SOFT, True)
"""A setup screen's small headers (a column's, a chooser's)."""
TITLE_BOX = (200, 78, 1520, 106)
"""Where a setup screen's title is fitted: at 100 % it sits where every page's title
does; larger text grows it upwards, into the room the sheet has above it."""


def draw_title_page(canvas: Canvas, title: str) -> None:
    """The parchment page with a setup screen's title, at the text-size setting (fitted
    to `TITLE_BOX`, one line, as large as the box allows)."""
    draw_page(canvas)
    fit_text(canvas, title, TITLE_BOX, theme.HEADING, align="center", valign="bottom",
             max_lines=1)


def label(canvas: Canvas, words: str, box: RectLike, style: theme.TextStyle = LABEL,
          align: str = "left", valign: str = "bottom", max_lines: int = 1) -> None:
    """A small header over a column or a chooser, in its logical `box`: at the
    text-size setting where the box has room, else fitted to it (shrinking, never under
    its 100 % size if it fits there, nor the floor), never cut. Give it a box as tall as
    the header's line at 150 % (about 1.95 times the style's size) to let it grow."""
    fit_text(canvas, words, box, style, align=align, valign=valign, max_lines=max_lines)


def free(offered: Sequence[T], used: Sequence[T] | set[T]) -> T | None:
    """The first of `offered` not in `used` (None when every one is taken)."""
    return next((o for o in offered if o not in used), None)


def first_after_removal(first: int | None, index: int, if_removed: int | None) -> int | None:
    """Who plays first once seat `index` has gone: the same player (a later seat moves up
    one), `if_removed` if it was the one removed, "at random" (None, or a game's own
    negative number) as it was."""
    if first is None or first < 0:
        return first
    if first == index:
        return if_removed
    return first - 1 if first > index else first


def swap_character(seats: Sequence[T], index: int, character: str,
                   is_default: Callable[[str, str], bool],
                   default_name: Callable[[str], str]) -> list[T]:
    """`seats` with seat `index` given `character`: a seat that had it takes this seat's
    old one, and each of the two whose name is its character's default is called after
    its new character."""
    changed: list[Any] = list(seats)
    old = changed[index]
    for j, other in enumerate(changed):
        if j != index and other.character == character:
            name = (default_name(old.character) if is_default(other.name, other.character)
                    else other.name)
            changed[j] = replace(other, character=old.character, name=name)
    name = default_name(character) if is_default(old.name, old.character) else old.name
    changed[index] = replace(old, character=character, name=name)
    return changed


class SeatSetup(Scene):
    """The setup screen's frame; a game's `SetupScene` subclasses it (see the module)."""

    name = "setup"
    game_id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    first_field: ClassVar[str] = "first_seat"
    """The `SetupChoice` field saying who plays first."""
    first_if_removed: ClassVar[int | None] = 0
    """Who plays first when the seat that was to start is removed."""
    keep: ClassVar[tuple[str, ...]] = ("welcomed",)
    """Flags other screens keep in the remembered table, kept on Start (the lobby's
    word of welcome, `game.table.coach.first_welcome`, is said once)."""
    footer_y: ClassVar[int] = 900
    characters: ClassVar[tuple[str, ...]] = ()
    """The characters a seat may take, by the box's ids (none: the game's seats have no
    character)."""

    choice: Any
    start_button: Button

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.seat_players = SeatPlayers(self)
        self.typed_seats: set[int] = set()
        """Seats whose name was typed on this screen (a name that may be kept)."""

    # ---------------------------------------------------------------- the game's

    def tidy(self, choice: Any) -> Any:
        """The choice after an edit, repaired and named as the game wants."""
        return choice

    def new_seat(self) -> Any:
        """The seat an added player gets."""
        raise NotImplementedError

    def is_default_name(self, name: str, character: str) -> bool:
        return False

    def default_name(self, character: str) -> str:
        raise NotImplementedError

    def table_json(self) -> dict[str, Any]:
        """The table as it is remembered."""
        raise NotImplementedError

    def deal(self, rng: random.Random, seed: int) -> Any:
        """The game's setup for this table."""
        raise NotImplementedError

    def play_scene(self, setup: Any, seed: int) -> Scene:
        raise NotImplementedError

    # ---------------------------------------------------------------- editing

    def _set(self, **changes: object) -> None:
        self.choice = self.tidy(replace(self.choice, **changes))
        self.rebuild()

    def _set_seat(self, index: int, **changes: str) -> None:
        """Change seat `index`; the screen is laid out again unless a name is typed."""
        seats: list[Any] = list(self.choice.seats)
        if "character" in changes:
            seats = swap_character(seats, index, changes.pop("character"),
                                   self.is_default_name, self.default_name)
        seats[index] = replace(seats[index], **changes)
        self.choice = self.tidy(replace(self.choice, seats=tuple(seats)))
        if "name" not in changes:
            self.rebuild()
            return
        self.typed_seats.add(index)
        if self.seat_players.seat == index:
            self.seat_players.layout()

    def seat_player(self, index: int, name: str, character: str = "") -> None:
        """Seat `index` takes a household player: their name and, when given, the
        character (a seat that had it takes this seat's old one)."""
        seats: list[Any] = list(self.choice.seats)
        if character and getattr(seats[index], "character", character) != character:
            seats = swap_character(seats, index, character, self.is_default_name,
                                   self.default_name)
        seats[index] = replace(seats[index], name=name)
        self.typed_seats.discard(index)
        self._set(seats=tuple(seats))

    def _add_seat(self) -> None:
        self.seat_players.follow(None)
        self._set(seats=(*self.choice.seats, self.new_seat()))

    def _remove_seat(self, index: int) -> None:
        seats = tuple(s for i, s in enumerate(self.choice.seats) if i != index)
        first = first_after_removal(getattr(self.choice, self.first_field), index,
                                    self.first_if_removed)
        self.typed_seats = {i - (i > index) for i in self.typed_seats if i != index}
        self.seat_players.follow(None)
        self._set(seats=seats, **{self.first_field: first})

    # ---------------------------------------------------------------- widgets

    def remove_button(self, index: int, rect: Rect) -> None:
        """Seat `index`'s Remove button, while the table has more than its fewest."""
        if len(self.choice.seats) > self.min_players:
            self.widgets.append(Button(rect, N_("Remove"), lambda: self._remove_seat(index),
                                       theme.INK_SOFT, SMALL_BUTTON))

    def add_button(self, rect: Rect) -> None:
        """"+ Add a player", while the table has fewer than its most."""
        if len(self.choice.seats) < self.max_players:
            add = Button(rect, N_("+ Add a player"), self._add_seat, theme.GARDEN_DARK,
                         ADD_BUTTON)
            add.margin = 18  # the label keeps clear of the button's edges
            self.widgets.append(add)

    def footer(self) -> None:
        """Back and Start!"""
        y = self.footer_y
        self.widgets.append(Button((260, y, 300, 80), N_("Back"), self.app.pop,
                                   theme.INK_SOFT))
        self.start_button = Button((1360, y, 300, 80), N_("Start!"), self.start, theme.ROSE)
        self.widgets.append(self.start_button)

    # ---------------------------------------------------------------- starting

    def start(self) -> None:
        remembered_tables.remember(self.app, self.game_id, self.table_json(), self.keep)
        seed = self.app.rng.getrandbits(32)
        setup = self.deal(random.Random(seed), seed)
        self.app.replace(self.play_scene(setup, seed))

    # ---------------------------------------------------------------- household players

    def seat_fields(self) -> list[TextInput]:
        """Each seat's name field, in seat order (a game's setup has one per seat)."""
        return [w for w in self.widgets if isinstance(w, TextInput)]

    def seat_field(self, index: int) -> pygame.Rect | None:
        fields = self.seat_fields()
        return fields[index].rect if 0 <= index < len(fields) else None

    def edited_seat(self) -> int | None:
        """The seat whose name field is being typed in (None: none)."""
        return next((i for i, f in enumerate(self.seat_fields()) if f.focused), None)

    def _follow_fields(self) -> None:
        seat = self.edited_seat()
        if seat != self.seat_players.seat:
            self.seat_players.follow(seat)

    # ---------------------------------------------------------------- events

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.seat_players.process_event(event) or self.seat_players.key(event):
            self._follow_fields()  # a click on the open panel, or its keys
            return None
        # a focused text field takes keys first (Esc leaves the field, not the screen)
        for widget in self.widgets:
            if isinstance(widget, TextInput) and widget.focused and event.type in (
                    pygame.KEYDOWN, pygame.TEXTINPUT):
                widget.process_event(event)
                self._follow_fields()
                return None
        found = super().process_event(event)
        self._follow_fields()
        return found

    def draw(self, canvas: Any) -> None:
        super().draw(canvas)
        self._follow_fields()
        self.seat_players.draw(canvas)
