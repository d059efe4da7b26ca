"""Shown instead of a traceback when a screen fails: the game is saved, here is the log.

The app catches an error raised by any scene, logs it with its traceback, closes the
scenes (stopping bot threads) and shows this one. The autosave is written after every
action that succeeded, before anything is animated, so the game that was being played
is still there: Continue on the Title screen picks it up.
"""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button


class CrashScene(Scene):
    name = "crash"

    def __init__(self, app, error: BaseException | None = None) -> None:
        super().__init__(app)
        self.error = error
        saves = app.saves
        self.saved = saves is not None and saves.has_any_autosave()
        self.back_button = Button((560, 800, 380, 86), N_("Back to the title"), self.to_title,
                                  theme.ROSE)
        self.quit_button = Button((980, 800, 380, 86), N_("Quit"), self.app.quit,
                                  theme.INK_SOFT)
        self.widgets += [self.back_button, self.quit_button]

    def to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def back(self) -> None:
        self.to_title()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.to_title()
            return None
        return super().process_event(event)

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas)
        if self.saved:
            head = _("Something went wrong — your game is saved")
        else:
            head = _("Something went wrong")
        canvas.text(head, (960, 250), theme.HEADING, max_width=1400)
        lines = [
            _("Sorry! The game hit a problem it did not expect."),
            _("Choose your game on the title screen, then Continue, to carry on where you were.")
            if self.saved else _("You can start a new game from the title screen."),
        ]
        canvas.paragraph("  ".join(lines), (360, 340, 1200, 160), theme.BODY, align="center")
        path = self.app.log_path
        if path is not None:
            canvas.text(_("The details are in this file:"), (960, 560), theme.SMALL)
            canvas.text(str(path), (960, 610), theme.TextStyle(24, theme.INK), max_width=1400)
            canvas.text(_("Sending it to us helps fix the problem."), (960, 660), theme.SMALL)
        if self.error is not None:
            summary = f"{type(self.error).__name__}: {self.error}"[:160]
            canvas.text(summary, (960, 730), theme.TextStyle(20, theme.INK_SOFT),
                        max_width=1400)
        super().draw(canvas)
