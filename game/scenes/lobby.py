"""A game's lobby: Continue (when a game is saved, with who plays it and when it was
left), New game, How to play, Replays, Back.

Everything here goes through the game's contract (`game.box.GameInfo`), so every game in
the box gets the same menu, with its own saves.
"""

from __future__ import annotations

import logging

import pygame

from game.box import GameInfo
from game.scenes import screens
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.scenes.records_scene import open_records
from game.scenes.saved_summary import summary
from game.scenes.screens import saves_for
from game.shell.i18n import N_, _, current_language
from game.shell.saves import Resumed
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.layout import fit_text, text_fits
from game.ui.widgets import Button

logger = logging.getLogger(__name__)

BUTTON_HEIGHT = 84
PICTURE = pygame.Rect(240, 300, 640, 480)
BLURB_BOX = pygame.Rect(PICTURE.x - 20, 800, PICTURE.w + 40, 130)
"""The game's picture, and its line below it."""
CONTINUE_HEIGHT = 124
"""Continue says what it continues on a second line (`game.scenes.saved_summary`)."""


REPLACE_SAVED = N_("Replace the saved game? A new game takes the place of the game you "
                   "have saved, which is not finished.")


def check_saves(app, game: GameInfo) -> tuple[Resumed | None, bool]:
    """(the saved game if it can be continued, whether replays exist); a save that
    cannot be used has been set aside and the app shows the notice."""
    try:
        saves = saves_for(app, game)
    except Exception:  # whatever happens, the lobby must appear
        logger.exception("opening the %s saves failed", game.id)
        return None, False
    if saves is None:
        return None, False
    try:
        resumed = saves.load()
    except Exception:
        logger.exception("checking the saved %s game failed", game.id)
        resumed = None
    if saves.notice:
        app.notify(saves.take_notice() or "")
    try:
        has_replays = saves.has_replays()
    except OSError:
        has_replays = False
    return resumed, has_replays


def read_only(app) -> bool:
    """Another copy of the Parlour holds the data folder: only replays are offered."""
    return app.saves is not None and app.saves.read_only


back_to_lobby = screens.to_lobby
"""Leave a game for its lobby (`screens.to_lobby`)."""


class LobbyScene(Scene):
    name = "lobby"

    def __init__(self, app, game: GameInfo) -> None:
        super().__init__(app)
        self.game = game
        self.saved, has_replays = check_saves(app, game)
        labels = [
            (N_("New game"), self.new_game, theme.ROSE),
            (N_("How to play"), self.how_to_play, theme.GARDEN_DARK),
            (N_("Back"), self.back, theme.INK_SOFT),
        ]
        try:
            extras = list(game.lobby_extras(app))
        except Exception:  # a game's extra buttons must never keep its lobby shut
            logger.exception("the %s lobby's extra buttons failed", game.id)
            extras = []
        for extra in reversed(extras):  # after How to play
            labels.insert(2, (extra.label, lambda e=extra: e.open(self.app),
                              theme.GARDEN_DARK))
        if read_only(app):  # another copy holds the saves: replays only
            labels.pop(0)
        if has_replays:
            labels.insert(len(labels) - 1, (N_("Replays"), self.open_replays,
                                            theme.GARDEN_DARK))
        if self.saved is not None:
            labels.insert(0, (N_("Continue"), self.continue_game, theme.ROSE))
            labels[1] = (labels[1][0], labels[1][1], theme.ROSE_DARK)
        try:
            self.welcome = game.welcome(app)
        except Exception:
            logger.exception("the %s welcome failed", game.id)
            self.welcome = None
        saved = self.saved
        detail = (lambda: summary(saved.players, saved.saved_at)) if saved else ""
        heights = [CONTINUE_HEIGHT if action == self.continue_game else BUTTON_HEIGHT
                   for _label, action, _colour in labels]
        gap = 20 if sum(heights) + 20 * (len(labels) - 1) <= 600 else 12
        y = min(700 - (sum(heights) + gap * (len(labels) - 1)) // 2,
                990 - sum(heights) - gap * (len(labels) - 1))
        for (label, action, colour), height in zip(labels, heights, strict=True):
            self.widgets.append(Button((1010, y, 460, height), label, action, colour,
                                       detail=detail if action == self.continue_game else ""))
            y += height + gap
        self.widgets.append(Button((400, 936, 320, 60), N_("Records"), lambda: open_records(
            app, game.id), theme.GARDEN_DARK))  # the family's records (docs/records.md)

    def new_game(self) -> None:
        """A new game over a saved unfinished one asks first (issue #33): Replace goes on
        to the new game's setup, Keep (or Escape) stays here with the game kept."""
        from game.scenes.question import QuestionScene

        if check_saves(self.app, self.game)[0] is not None:
            self.app.push(QuestionScene(self.app, REPLACE_SAVED, N_("Replace it"),
                                        N_("Keep it"), self._new_game))
            return
        self._new_game()

    def _new_game(self) -> None:
        self.app.push(self.game.new_game(self.app))

    def continue_game(self) -> None:
        """Open the saved game; one that cannot be shown (now or in its first moments) is
        set aside, with a notice (`game.scenes.saved_games`)."""
        from game.scenes.saved_games import open_saved

        saves = saves_for(self.app, self.game)
        if self.saved is None or saves is None:
            return
        record = self.saved.record
        open_saved(self.app, self.game, "autosave", saves.autosave_path,
                   lambda: self.game.resume(self.app, record))

    def how_to_play(self) -> None:
        from game.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, self.game.how_to_play()))

    def open_replays(self) -> None:
        from game.scenes.replays import ReplaysScene

        self.app.push(ReplaysScene(self.app, self.game))

    def back(self) -> None:
        self.app.pop()

    def _blurb(self, canvas: Canvas) -> str:
        """The line under the picture: too long for one line, the tagline and the player
        count on two, with no "·" left at a line's end. Measured once per language and
        text size, not every frame."""
        look = (current_language(), canvas.text_cache.scale)
        if self._blurb_for is None or self._blurb_for[0] != look:
            blurb = self.game.blurb()
            what, _dot, count = self.game.blurb_parts()
            full = theme.BODY.size * canvas.text_cache.scale  # as the paragraph draws it

            def one_line(words: str) -> bool:
                return text_fits(canvas, words, BLURB_BOX, theme.BODY, max_lines=1,
                                 floor=full)

            if count and not one_line(blurb) and one_line(what):
                blurb = f"{what}\n{count}"
            self._blurb_for = (look, blurb)
        return self._blurb_for[1]

    _blurb_for: tuple[tuple[str, float], str] | None = None

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _(self.game.name))
        canvas.image(self.game.tile_art, PICTURE)
        canvas.paragraph(self._blurb(canvas), BLURB_BOX, theme.BODY, align="center")
        if self.welcome:  # the game's word of welcome, above the buttons
            bubble = pygame.Rect(960, 200, 560, 180)
            canvas.rect(bubble.move(4, 6), (50, 30, 20, 90), radius=22)
            canvas.rect(bubble, theme.CREAM, radius=22)
            canvas.solid(bubble, "the welcome")
            canvas.rect(bubble, theme.GOLD, radius=22, width=5)
            fit_text(canvas, _(self.welcome), bubble.inflate(-40, -24), theme.BODY,
                     max_lines=4, line_gap=1.05)
        super().draw(canvas)
