"""The title screen: Continue (when a game is saved), a new game, Replays, How to Play,
Settings, Quit."""

from __future__ import annotations

import pygame

from game.race.rules.components import Character
from game.race.ui.pieces import draw_pawn
from game.scenes.base import Scene
from game.scenes.common import draw_page
from game.shell.i18n import N_, _
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.tween import pulse
from game.ui.widgets import Button


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game.race.scenes.resume import check_saves

        self.saved, has_replays = check_saves(app)
        labels = [
            (N_("New game"), self.new_game, theme.ROSE),
            (N_("How to play"), self.how_to_play, theme.GARDEN_DARK),
            (N_("Settings"), self.open_settings, theme.GARDEN_DARK),
            (N_("Quit"), self.app.quit, theme.INK_SOFT),
        ]
        if has_replays:
            labels.insert(1, (N_("Replays"), self.open_replays, theme.GARDEN_DARK))
        if self.saved is not None:
            labels.insert(0, (N_("Continue"), self.continue_game, theme.ROSE))
            labels[1] = (labels[1][0], labels[1][1], theme.ROSE_DARK)
        step = min(110, 420 // max(1, len(labels) - 1))
        height = 86 if len(labels) <= 4 else 72
        top = 560 if len(labels) <= 4 else 535
        for i, (label, action, colour) in enumerate(labels):
            rect = pygame.Rect(0, 0, 460, height)
            rect.center = (960, top + i * step)
            self.widgets.append(Button(rect, label, action, colour))

    def continue_game(self) -> None:
        from game.race.scenes.resume import continue_game

        continue_game(self.app, self.saved)

    def open_replays(self) -> None:
        from game.scenes.replays import ReplaysScene

        self.app.push(ReplaysScene(self.app))

    def new_game(self) -> None:
        from game.race.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def how_to_play(self) -> None:
        from game.race.scenes.how_to_play import HowToPlayScene

        self.app.push(HowToPlayScene(self.app))

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def draw(self, canvas: Canvas) -> None:
        draw_page(canvas)
        canvas.text(_("Tea-Time Race"), (960, 230), theme.TITLE, max_width=1500)
        canvas.text(_("A Wonderland race for 2 to 4 players"), (960, 330), theme.SUBHEADING,
                    colour=theme.INK_SOFT, max_width=1400)
        for i, character in enumerate(Character):
            x = 340 + i * 80 if i < 2 else 1420 + (i - 2) * 80
            bob = 0 if self.app.settings.reduced_motion else 8 * pulse(self.time + i * 0.3, 1.6)
            draw_pawn(canvas, character, i % 2 == 0, (x + 60, 820 - bob), 220)
        canvas.image("race/clock_face", (860, 370, 200, 110))
        super().draw(canvas)
