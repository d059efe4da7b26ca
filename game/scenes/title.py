"""The title screen: the way in to a new game, How to Play, Settings, Quit."""

from __future__ import annotations

import pygame

from game.rules.components import Character
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.pieces import draw_pawn
from game.ui.tween import pulse
from game.ui.widgets import Button


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        labels = [
            ("New game", self.new_game, theme.ROSE),
            ("How to play", self.how_to_play, theme.GARDEN_DARK),
            ("Settings", self.open_settings, theme.GARDEN_DARK),
            ("Quit", self.app.quit, theme.INK_SOFT),
        ]
        for i, (label, action, colour) in enumerate(labels):
            rect = pygame.Rect(0, 0, 460, 86)
            rect.center = (960, 560 + i * 110)
            self.widgets.append(Button(rect, label, action, colour))

    def new_game(self) -> None:
        from game.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def how_to_play(self) -> None:
        from game.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas)
        canvas.text("Tea-Time Race", (960, 230), theme.TITLE)
        canvas.text("A Wonderland race for 2 to 4 players", (960, 330), theme.SUBHEADING,
                    colour=theme.INK_SOFT)
        for i, character in enumerate(Character):
            x = 340 + i * 80 if i < 2 else 1420 + (i - 2) * 80
            bob = 8 * pulse(self.time + i * 0.3, 1.6)
            draw_pawn(canvas, character, i % 2 == 0, (x + 60, 820 - bob), 220)
        canvas.image("clock_face", (860, 370, 200, 110))
        super().draw(canvas)
