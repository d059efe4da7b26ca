"""A game's finished games kept as replays: the list (newest first: when it ended, who
played, who won). Choosing one opens the game's own watch scene (`GameInfo.watch`).

The files are read on a worker thread (`SaveStore.replays`: at most the newest
`LIST_AT_MOST`, a file too big refused before it is read), so the first frame of the list
never waits for the disk: until they are read the page says it is looking for them."""

from __future__ import annotations

import logging
import math
import threading
from datetime import datetime

import pygame

from game.box import GameInfo
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _
from game.shell.saves import ReplayInfo
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button

logger = logging.getLogger(__name__)

ROWS = 7
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
          N_("July"), N_("August"), N_("September"), N_("October"), N_("November"),
          N_("December"))


def when_words(moment: datetime) -> str:
    """A date and time as people of the interface language write them ("26 November
    2026, 10:31"; in French "26 novembre 2026 à 10:31")."""
    return _("{day} {month} {year}, {time}").format(
        day=moment.day, month=_(MONTHS[moment.month - 1]), year=moment.year,
        time=moment.strftime("%H:%M"))


def describe(info: ReplayInfo) -> str:
    """One line of the list: date, players, winner."""
    when = when_words(info.finished)
    players = ", ".join(info.players)
    if not info.winners:
        return f"{when}   {players}"
    if len(info.winners) == 1:
        won = _("{name} won").format(name=info.winners[0])
    else:
        won = _("{names} shared first place").format(names=" & ".join(info.winners))
    return f"{when}   {players}   —   {won}"


class ReplaysScene(Scene):
    name = "replays"

    def __init__(self, app, game: GameInfo) -> None:
        super().__init__(app)
        from game.scenes.screens import saves_for

        self.game = game
        self.saves = saves_for(app, game)
        self._items: list[ReplayInfo] = []
        self._found: list[ReplayInfo] | None = None
        self.loading = self.saves is not None
        self.page = 0
        self.rebuild()
        self._reader = threading.Thread(target=self._read, name="replays-list", daemon=True)

    def _start(self) -> None:
        """Start reading (once): after the first frame is drawn, so that it never waits."""
        if self.loading and self._reader.ident is None:
            self._reader.start()

    def _read(self) -> None:
        """On the worker thread: the replays, read and checked (never raises)."""
        try:
            found = self.saves.replays() if self.saves is not None else []
        except Exception:  # whatever the folder holds, the list appears
            logger.exception("reading the %s replays failed", self.game.id)
            found = []
        self._found = found

    def _take_found(self) -> None:
        """The worker has finished: show its list (and any notice it left)."""
        if self.loading and self._found is not None:
            self._items, self.loading = self._found, False
            self.page = 0
            self.rebuild()
            if self.saves is not None and self.saves.notice:
                self.app.notify(self.saves.take_notice() or "")

    def wait(self, seconds: float = 60.0) -> None:
        """Wait for the list to be read (tools drawing the screen, tests)."""
        if self.loading:
            self._start()
            self._reader.join(seconds)
            self._take_found()

    @property
    def items(self) -> list[ReplayInfo]:
        """The replays listed, once read (asking waits for the worker: frames never do,
        they draw what is read so far)."""
        self.wait()
        return self._items

    def update(self, dt: float) -> None:
        self._take_found()
        super().update(dt)

    @property
    def pages(self) -> int:
        return max(1, math.ceil(len(self._items) / ROWS))

    def rebuild(self) -> None:
        self.widgets = []
        start = self.page * ROWS
        style = theme.TextStyle(28, theme.CREAM, True)
        for row, info in enumerate(self._items[start:start + ROWS]):
            rect = pygame.Rect(260, 230 + row * 92, 1400, 76)
            self.widgets.append(Button(rect, lambda info=info: describe(info),
                                       lambda info=info: self.watch(info), theme.GARDEN_DARK,
                                       style))
        if self.page > 0:
            self.widgets.append(Button((560, 900, 260, 80), N_("Newer"), self.newer,
                                       theme.INK_SOFT))
        if self.page + 1 < self.pages:
            self.widgets.append(Button((1100, 900, 260, 80), N_("Older"), self.older,
                                       theme.INK_SOFT))
        self.widgets.append(Button((260, 900, 260, 80), N_("Back"), self.app.pop,
                                   theme.INK_SOFT))

    def newer(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def older(self) -> None:
        self.page = min(self.pages - 1, self.page + 1)
        self.rebuild()

    def watch(self, info: ReplayInfo) -> None:
        """Watch a replay; one that cannot be shown is set aside, with a notice, and the
        player is back in the lobby (`game.scenes.saved_games`)."""
        from game.scenes.saved_games import open_saved

        open_saved(self.app, self.game, "replay", info.path,
                   lambda: self.game.watch(self.app, info.record))

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas, _("Replays"))
        if self.loading:
            canvas.paragraph(_("Looking for your finished games."),
                             (360, 420, 1200, 120), theme.BODY, align="center")
        elif not self._items:
            canvas.paragraph(_("Finished games appear here, so you can watch them again."),
                             (360, 420, 1200, 120), theme.BODY, align="center")
        else:
            canvas.text(_("Choose a game to watch it again"), (960, 200), theme.SMALL)
            if self.pages > 1:
                canvas.text(f"{self.page + 1} / {self.pages}", (960, 940), theme.BODY)
        super().draw(canvas)
        self._start()
