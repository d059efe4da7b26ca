"""The household's players at a seat, in every game's setup (docs/records.md).

While a person's name field is being edited (clicked, or reached with the keyboard), a
small panel opens beside it with the household's players not seated yet, each a chip
(name, and their character written out beside its colour: never told by colour alone).
One click on a chip puts that player in the seat: their name, their character when the
game has it, else the character of their favourite colour when the game has colours
(characters carry the colours at these tables), else the seat keeps its own. A new name
typed at the seat can be kept as a player with the panel's small "Keep … as a player"
(offered there only, never asked). Nothing opens when there is nothing to offer.

The panel is drawn over the rows under (or over) the field and takes the clicks inside
it; a click outside closes it like the field. From the keyboard: while the name field is
edited, Down and Up move a ring over the chips (and "More players", "Keep …"), Enter
takes the ringed one; Up from the first goes back to typing. `SeatSetup` composes it: a game's setup
screen needs only its one text field per seat, in seat order (every game's is).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.shell import history_feed
from game.shell.history import Player
from game.shell.i18n import N_, _
from game.shell.names import clean_name
from game.ui import theme
from game.ui.layout import cover, fit_text
from game.ui.widgets import draw_focus_ring

if TYPE_CHECKING:
    from game.ui.canvas import Canvas

COLOUR_CHARACTER = {"red": "queen", "orange": "hare", "yellow": "hare", "green": "hatter",
                    "blue": "alice", "purple": "cheshire", "pink": "cheshire",
                    "grey": "rabbit"}
"""A favourite colour's character, by the box's character colours (theme.CHARACTER_COLOURS:
Alice blue, the Hatter green, the Hare orange, the Queen vermilion, the Cat pink, the
Rabbit grey)."""

CHARACTER_WORDS = {"alice": N_("Alice"), "hatter": N_("the Hatter"),
                   "hare": N_("the March Hare"), "queen": N_("the Queen"),
                   "cheshire": N_("the Cheshire Cat"), "rabbit": N_("the White Rabbit")}
SWATCHES = {"red": (200, 40, 50), "orange": (235, 130, 20), "yellow": (240, 200, 40),
            "green": (60, 150, 70), "blue": (40, 100, 200), "purple": (130, 60, 170),
            "pink": (230, 120, 170), "grey": (130, 130, 130)}

CHIP_W, CHIP_H, GAP, PAD = 420, 92, 12, 16
COLUMNS, ROWS = 2, 3
HEAD_H, KEEP_H = 48, 64
MARKS_W = 80
"""Room the setups keep left of a name field for the seat's marks (its colour, its
number), which the panel covers too."""
PANEL_W = COLUMNS * CHIP_W + (COLUMNS - 1) * GAP + 2 * PAD
AREA = pygame.Rect(140, 168, 1640, 852)
"""Where the panel may go on the 1920x1080 canvas: inside the page, under its title."""

HEAD = theme.TextStyle(24, theme.INK_SOFT, True)
NAME = theme.TextStyle(26, theme.INK, True)
DETAIL = theme.TextStyle(24, theme.INK_SOFT)
KEEP = theme.TextStyle(24, theme.CREAM, True)


def seat_character(player: Player, characters: Sequence[str]) -> str:
    """The character a seat takes with `player` in a game with `characters` ("" when
    the seat keeps its own): their favourite, else their favourite colour's."""
    if not characters:
        return ""
    if player.character in characters:
        return player.character
    by_colour = COLOUR_CHARACTER.get(player.colour, "")
    return by_colour if by_colour in characters else ""


class SeatPlayers:
    """The panel of one setup screen. `scene` is a `SeatSetup`."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.household: list[Player] | None = None
        """The household's players, read once when the panel first opens."""
        self.seat: int | None = None
        self.page = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chips: list[tuple[pygame.Rect, Player]] = []
        self.keep_rect: pygame.Rect | None = None
        self.more_rect: pygame.Rect | None = None
        self.hot: int | None = None
        """The item (`items()`) the keyboard's ring is on (None: typing in the field)."""
        self._pressed = False

    # ------------------------------------------------------------------ what is offered

    def players(self) -> list[Player]:
        if self.household is None:
            self.household = history_feed.household_players(self.scene.app)
        return self.household

    def offered(self, seat: int) -> list[Player]:
        seats = self.scene.choice.seats
        taken = {clean_name(s.name).casefold() for i, s in enumerate(seats) if i != seat}
        taken.add(clean_name(seats[seat].name).casefold())
        return [p for p in self.players() if p.name.casefold() not in taken]

    def keepable(self, seat: int) -> str:
        """The name typed at `seat` when it may be kept as a player ("" otherwise): a
        person's own name, not a character's default, not a household player yet."""
        s = self.scene.choice.seats[seat]
        name = clean_name(s.name)
        if not name or seat not in self.scene.typed_seats:
            return ""
        if self.scene.is_default_name(name, getattr(s, "character", "")):
            return ""
        if any(p.name.casefold() == name.casefold() for p in self.players()):
            return ""
        if self.scene.app.saves is None or self.scene.app.saves.read_only:
            return ""
        return name

    # ------------------------------------------------------------------ opening

    def follow(self, seat: int | None) -> None:
        """The seat whose name field is being edited (None: none): the panel opens there
        when it has something to offer and the seat is a person's."""
        if seat is not None:
            seats = self.scene.choice.seats
            if seat >= len(seats) or getattr(seats[seat], "controller", "human") != "human":
                seat = None
        if seat != self.seat:
            self.page = 0
        self.seat = seat
        self.layout()

    @property
    def showing(self) -> bool:
        return self.seat is not None and bool(self.chips or self.keep_rect)

    def layout(self) -> None:
        self.chips, self.keep_rect, self.more_rect = [], None, None
        self.hot = None
        field = self.scene.seat_field(self.seat) if self.seat is not None else None
        if field is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        offered = self.offered(self.seat)
        keep = self.keepable(self.seat)
        if not offered and not keep:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        # the side of the field with more room (below, else above), and as many rows of
        # chips as fit there without covering the page's title or its footer
        below, above = AREA.bottom - (field.bottom + 8), (field.y - 8) - AREA.y
        room = max(below, above)
        fixed = 2 * PAD + HEAD_H - GAP + (KEEP_H + GAP if keep else 0)
        rows_needed = -(-len(offered) // COLUMNS)
        fit = (room - fixed) // (CHIP_H + GAP)
        if fit < rows_needed:  # a page at a time, with "More players"
            fit = (room - fixed - KEEP_H - GAP) // (CHIP_H + GAP)
        per_page = COLUMNS * max(1, min(ROWS, fit))
        pages = max(1, -(-len(offered) // per_page))
        self.page %= pages
        shown = offered[self.page * per_page:(self.page + 1) * per_page]
        rows = -(-len(shown) // COLUMNS)
        height = fixed + rows * (CHIP_H + GAP) + (KEEP_H + GAP if pages > 1 else 0)
        # from the seat's marks (drawn left of its name field) rightwards: none peeks out
        x = min(max(AREA.x, field.x - PAD - MARKS_W), AREA.right - PANEL_W)
        y = field.bottom + 8 if below >= height or below >= above else max(
            AREA.y, field.y - 8 - height)
        self.rect = pygame.Rect(x, y, PANEL_W, height)
        top = y + PAD + HEAD_H
        for n, player in enumerate(shown):
            row, col = divmod(n, COLUMNS)
            chip = pygame.Rect(x + PAD + col * (CHIP_W + GAP), top + row * (CHIP_H + GAP),
                               CHIP_W, CHIP_H)
            self.chips.append((chip, player))
        bottom = top + rows * (CHIP_H + GAP)
        if pages > 1:
            self.more_rect = pygame.Rect(x + PAD, bottom, CHIP_W, KEEP_H)
            bottom += KEEP_H + GAP
        if keep:
            self.keep_rect = pygame.Rect(x + PAD, bottom, PANEL_W - 2 * PAD, KEEP_H)

    # ------------------------------------------------------------------ choosing

    def choose(self, player: Player) -> None:
        seat = self.seat
        if seat is None:
            return
        self.scene.seat_player(seat, player.name, seat_character(player,
                                                                 self.scene.characters))
        self.follow(None)

    def keep(self) -> None:
        if self.seat is None:
            return
        name = self.keepable(self.seat)
        if not name:
            return
        character = getattr(self.scene.choice.seats[self.seat], "character", "")
        kept = history_feed.remember_player(
            self.scene.app, name, character if character in CHARACTER_WORDS else "")
        if kept is not None:
            self.household = None
            self.scene.app.notify(_("{name} is kept as a player.").format(name=kept.name))
        self.layout()

    def items(self) -> list[pygame.Rect]:
        """The panel's chips, then "More players" and "Keep …", in keyboard order."""
        found = [chip for chip, _p in self.chips]
        found += [r for r in (self.more_rect, self.keep_rect) if r is not None]
        return found

    def key(self, event: pygame.event.Event) -> bool:
        """Down/Up move the ring, Enter takes the ringed item; True when used."""
        if not self.showing or event.type != pygame.KEYDOWN:
            return False
        items = self.items()
        if event.key == pygame.K_DOWN:
            self.hot = 0 if self.hot is None else min(len(items) - 1, self.hot + 1)
            return True
        if event.key == pygame.K_UP:
            self.hot = None if not self.hot else self.hot - 1
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hot is not None:
            self._take(items[self.hot].center)
            return True
        return False

    def _take(self, pos: tuple[int, int]) -> None:
        for chip, player in self.chips:
            if chip.collidepoint(pos):
                self.choose(player)
                return
        if self.more_rect is not None and self.more_rect.collidepoint(pos):
            self.page += 1
            self.layout()
        elif self.keep_rect is not None and self.keep_rect.collidepoint(pos):
            self.keep()

    def process_event(self, event: pygame.event.Event) -> bool:
        """True when the panel took the event (a click inside it)."""
        if not self.showing or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEBUTTONUP:
                self._pressed = False
            return False
        inside = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = inside
            return inside
        if not (inside and self._pressed):
            self._pressed = False
            return inside
        self._pressed = False
        self._take(event.pos)
        return True

    # ------------------------------------------------------------------ drawing

    def draw(self, canvas: Canvas) -> None:
        if not self.showing:
            return
        r = self.rect
        cover(canvas, r)
        canvas.rect(r.move(0, 6), (60, 30, 20, 90), radius=18)
        canvas.rect(r, theme.PARCHMENT, radius=18)
        canvas.rect(r, theme.GOLD, radius=18, width=3)
        # Translators: the panel of the household's players beside a seat's name field
        fit_text(canvas, _("Household players: one click to seat"),
                 (r.x + PAD, r.y + PAD, r.w - 2 * PAD, HEAD_H - 6), HEAD, max_lines=1)
        for chip, player in self.chips:
            self._chip(canvas, chip, player)
        if self.more_rect is not None:
            m = self.more_rect
            canvas.rect(m, theme.INK_SOFT, radius=14)
            fit_text(canvas, _("More players"), m.inflate(-20, -8), KEEP, align="center",
                     max_lines=1)
        if self.keep_rect is not None and self.seat is not None:
            k = self.keep_rect
            canvas.rect(k, theme.GARDEN_DARK, radius=14)
            words = _("Keep “{name}” as a player").format(name=self.keepable(self.seat))
            fit_text(canvas, words, k.inflate(-24, -8), KEEP, align="center", max_lines=2,
                     line_gap=0.9)
        items = self.items()
        if self.hot is not None and self.hot < len(items):
            draw_focus_ring(canvas, items[self.hot], 14)

    def _chip(self, canvas: Canvas, chip: pygame.Rect, player: Player) -> None:
        canvas.rect(chip, theme.WHITE, radius=14)
        canvas.rect(chip, theme.INK_SOFT, radius=14, width=2)
        # at a table without characters, the seat keeps its own colour: a swatch only
        character = seat_character(player, self.scene.characters)
        colour = theme.CHARACTER_COLOURS.get(character) or SWATCHES.get(player.colour)
        if colour is not None:
            canvas.circle((chip.x + 36, chip.centery), 22, colour)
        # no colour of their own: an empty ring (a dot would read as one)
        canvas.circle((chip.x + 36, chip.centery), 22, theme.INK_SOFT if colour is None
                      else theme.INK, width=2)
        text = pygame.Rect(chip.x + 70, chip.y + 6, chip.w - 82, chip.h - 12)
        detail = _(CHARACTER_WORDS[character]) if character in CHARACTER_WORDS else ""
        if not detail:
            fit_text(canvas, player.name, text, NAME, max_lines=2, line_gap=0.9)
            return
        split = text.y + text.h * 11 // 20
        fit_text(canvas, player.name, (text.x, text.y, text.w, split - text.y), NAME,
                 max_lines=1, valign="bottom")
        fit_text(canvas, detail, (text.x, split, text.w, text.bottom - split), DETAIL,
                 max_lines=1, valign="top")
