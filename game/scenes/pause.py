"""The pause menu over a game: resume, how to play, settings, or leave for its lobby."""

from __future__ import annotations

import pygame

from game.box import GameInfo
from game.scenes.base import Scene
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button


class PauseScene(Scene):
    name = "pause"
    overlay = True

    def __init__(self, app, game: GameInfo) -> None:
        super().__init__(app)
        self.game = game
        items = [
            (N_("Resume"), self.app.pop, theme.ROSE),
            (N_("How to play"), self.how_to_play, theme.GARDEN_DARK),
            (N_("Settings"), self.open_settings, theme.GARDEN_DARK),
            (N_("Leave the game"), self.leave, theme.INK_SOFT),
        ]
        for i, (label, action, colour) in enumerate(items):
            rect = pygame.Rect(0, 0, 460, 80)
            rect.center = (960, 420 + i * 104)
            self.widgets.append(Button(rect, label, action, colour))

    def how_to_play(self) -> None:
        from game.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app, self.game.how_to_play()))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def leave(self) -> None:
        from game.scenes.lobby import back_to_lobby

        back_to_lobby(self.app, self.game)

    def draw(self, canvas: Canvas) -> None:
        canvas.dim(150)
        box = pygame.Rect(0, 0, 640, 600)
        box.center = (960, 540)
        canvas.rect(box, theme.PARCHMENT, radius=30)
        canvas.rect(box, theme.INK, radius=30, width=4)
        canvas.text(_("Paused"), (960, 320), theme.HEADING, max_width=580)
        super().draw(canvas)
