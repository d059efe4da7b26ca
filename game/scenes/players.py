"""Players: the household's players the box remembers (docs/records.md), from Settings.

On the left, the players (a page of them at a time) and New player; on the right, the
chosen one: their name (renamed with Rename: their games follow), their character and
favourite colour (kept at once), Merge (the same person under two names: the other's
games become theirs) and Remove (no longer offered at the seats; their games stay in the
records). Merge and Remove ask first. Names are cleaned like every name at a seat.
"""

from __future__ import annotations

import logging

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.scenes.question import QuestionScene
from game.shell.history import COLOURS, History, HistoryError, Player
from game.shell.history_feed import open_history
from game.shell.i18n import N_, _
from game.shell.names import MAX_NAME, clean_name
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text
from game.ui.widgets import Button, Chooser, TextInput

logger = logging.getLogger(__name__)

PAGE = 6
COLOUR_NAMES = {"red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"),
                "green": N_("green"), "blue": N_("blue"), "purple": N_("purple"),
                "pink": N_("pink"), "grey": N_("grey")}
SWATCHES = {"red": (200, 40, 50), "orange": (235, 130, 20), "yellow": (240, 200, 40),
            "green": (60, 150, 70), "blue": (40, 100, 200), "purple": (130, 60, 170),
            "pink": (230, 120, 170), "grey": (130, 130, 130)}
CHARACTERS = {"": N_("no character"), "alice": N_("Alice"), "hatter": N_("the Hatter"),
              "hare": N_("the March Hare"), "queen": N_("the Queen"),
              "cheshire": N_("the Cheshire Cat"), "rabbit": N_("the White Rabbit")}
LABEL = theme.TextStyle(28, theme.INK, True)


class PlayersScene(Scene):
    name = "players"

    def __init__(self, app, history: History | None = None) -> None:
        super().__init__(app)
        self._history = history
        self.players: list[Player] = []
        self.chosen: str | None = None
        self.typed = ""
        self.page = 0
        self.kept_files = history is not None or app.saves is not None
        self.read_only = (history.read_only if history is not None
                          else bool(app.saves is not None and app.saves.read_only))
        self.load()

    # ----------------------------------------------------------------- data

    def _with_history(self, work, what: str):
        history = self._history or open_history(self.app)
        if history is None:
            return None
        try:
            return work(history)
        except HistoryError as exc:
            logger.warning("players: cannot %s: %s", what, exc)
            self.app.notify(history.notice_text() or _("The players could not be changed."))
            return None
        finally:
            if history is not self._history:
                history.close()

    def load(self) -> None:
        self.players = self._with_history(lambda h: h.players(), "list the players") or []
        names = [p.name for p in self.players]
        if self.chosen not in names:
            self.chosen = names[0] if names else None
        if self.chosen is not None:
            self.page = min(self.page, names.index(self.chosen) // PAGE)
        self.typed = self.chosen or ""
        self.rebuild()

    @property
    def current(self) -> Player | None:
        return next((p for p in self.players if p.name == self.chosen), None)

    # ----------------------------------------------------------------- widgets

    def rebuild(self) -> None:
        self.widgets = []
        writable = self.kept_files and not self.read_only
        self.widgets.append(Button((260, 215, 440, 76), N_("New player"), self.new_player,
                                   theme.ROSE, enabled=writable))
        shown = self.players[self.page * PAGE:(self.page + 1) * PAGE]
        for i, player in enumerate(shown):
            button = Button((260, 310 + i * 84, 440, 72), lambda p=player: p.name,
                            lambda p=player: self.choose(p.name),
                            theme.GARDEN_DARK if player.name != self.chosen else theme.INK)
            button.selected = player.name == self.chosen
            self.widgets.append(button)
        if len(self.players) > PAGE:
            self.widgets.append(Button((260, 820, 440, 60), N_("More players"),
                                       self.next_page, theme.INK_SOFT))
        self.name_field = TextInput((1010, 225, 400, 70), self.typed, self.type_name,
                                    MAX_NAME)
        player = self.current
        adding = player is None
        if writable:
            self.widgets.append(self.name_field)
            self.widgets.append(Button((1430, 225, 230, 70),
                                       N_("Add") if adding else N_("Rename"), self.keep_name,
                                       theme.GARDEN_DARK))
        if player is not None and writable:
            characters = list(CHARACTERS)
            self.widgets.append(Chooser(
                (1010, 335, 650, 70), [(CHARACTERS[c], c) for c in characters],
                characters.index(player.character) if player.character in characters else 0,
                lambda v: self.change(character=str(v))))
            colours = ["", *COLOURS]
            self.widgets.append(Chooser(
                (1010, 445, 650, 70),
                [(N_("no colour"), "")] + [(COLOUR_NAMES[c], c) for c in COLOURS],
                colours.index(player.colour) if player.colour in colours else 0,
                lambda v: self.change(colour=str(v))))
            others = [p.name for p in self.players if p.name != player.name]
            if others:
                self.merge_with = others[0]
                self.widgets.append(Chooser((1010, 565, 650, 70),
                                            [(lambda n=n: n, n) for n in others], 0,
                                            self.choose_merge))
                self.widgets.append(Button((1010, 660, 310, 70), N_("Merge"), self.merge,
                                           theme.ROSE_DARK))
            self.widgets.append(Button((1350, 660, 310, 70), N_("Remove"), self.remove,
                                       theme.ROSE_DARK))
        self.widgets.append(Button((810, 910, 300, 80), N_("Back"), self.app.pop,
                                   theme.INK_SOFT))

    def choose(self, name: str) -> None:
        self.chosen = name
        self.typed = name
        self.rebuild()

    def next_page(self) -> None:
        pages = max(1, -(-len(self.players) // PAGE))
        self.page = (self.page + 1) % pages
        self.rebuild()

    def new_player(self) -> None:
        self.chosen = None
        self.typed = ""
        self.rebuild()
        self.focus_on(self.name_field)
        self.name_field.activate()

    def type_name(self, text: str) -> None:
        self.typed = text

    def keep_name(self) -> None:
        name = clean_name(self.typed)
        if not name:
            self.app.notify(_("A player needs a name."))
            return
        player = self.current
        taken = next((p.name for p in self.players if p.name.casefold() == name.casefold()
                      and p is not player), None)
        if taken is not None:
            self.app.notify(_("{name} is already a player: to join two names, use Merge.")
                            .format(name=taken))
            return
        if player is None:
            done = self._with_history(lambda h: h.remember_player(name), "keep the player")
        elif name == player.name:
            return
        else:
            done = self._with_history(lambda h: h.rename_player(player.name, name),
                                      "rename the player")
        if done is not None:
            self.chosen = name
            self.load()

    def change(self, character: str | None = None, colour: str | None = None) -> None:
        player = self.current
        if player is None:
            return

        self._with_history(lambda h: h.set_player(player.name, character, colour),
                           "change the player")
        self.players = self._with_history(lambda h: h.players(), "list the players") or []

    def choose_merge(self, name: object) -> None:
        self.merge_with = str(name)

    def merge(self) -> None:
        player, other = self.current, getattr(self, "merge_with", None)
        if player is None or other is None:
            return
        question = _("Is {other} the same person as {name}? {other}'s games become "
                     "{name}'s, and {other} is no longer a player.").format(
            other=other, name=player.name)
        self.app.push(QuestionScene(
            self.app, lambda: question, N_("Merge"), N_("Cancel"),
            lambda: (self._with_history(lambda h: h.merge_players(player.name, other),
                                        "merge the players"), self.load())))

    def remove(self) -> None:
        player = self.current
        if player is None:
            return
        question = _("Remove {name} from the players? Their games stay in the "
                     "records.").format(name=player.name)
        self.app.push(QuestionScene(
            self.app, lambda: question, N_("Remove"), N_("Cancel"),
            lambda: (self._with_history(lambda h: h.remove_player(player.name),
                                        "remove the player"), self.load())))

    # ----------------------------------------------------------------- drawing

    @staticmethod
    def _label(canvas: Canvas, words: str, y: int) -> None:
        """A field's label, right of the list and left of the field: a long one (French,
        large text) takes two lines rather than shrinking."""
        fit_text(canvas, words, (720, y - 44, 270, 88), LABEL, align="right", max_lines=2,
                 line_gap=0.85)

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _("Players"))
        writable = self.kept_files and not self.read_only
        if not self.kept_files:
            fit_text(canvas, _("Players are remembered when the game keeps its files."),
                     (760, 330, 900, 200), theme.BODY, align="center", max_lines=4)
        elif self.read_only:
            fit_text(canvas, _("Another copy of the game is open: players can be changed "
                               "there."), (760, 330, 900, 200), theme.BODY, align="center",
                     max_lines=4)
        elif not self.players and self.current is None:
            fit_text(canvas, _("Type a name and choose Add: the player can then be chosen "
                               "at a seat in every game."), (760, 560, 900, 200), theme.BODY,
                     align="center", max_lines=4)
        if writable:
            self._label(canvas, _("Name"), 260)
        player = self.current
        if player is not None and writable:
            self._label(canvas, _("Character"), 370)
            self._label(canvas, _("Colour"), 480)
            if player.colour in SWATCHES:  # the colour is also named in words
                canvas.circle((1706, 480), 26, SWATCHES[player.colour])
                canvas.circle((1706, 480), 26, theme.INK, width=3)
            if len(self.players) > 1:
                self._label(canvas, _("Same person as"), 600)
        super().draw(canvas)

