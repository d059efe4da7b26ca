"""The title screen: the Parlour's game chooser — a tile per game, Settings, Quit.

Choosing a tile opens that game's lobby (Continue, New game, How to play, Replays). Games
still being made show a "coming soon" tile that does nothing else.
"""

from __future__ import annotations

import pygame

from game import box
from game.scenes.base import Scene
from game.shell.i18n import N_, _, current_language
from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.tile import GameTile, share_name_size
from game.ui.widgets import Button

TILE_WIDTH = 500
TILE_GAP = 60
TILE_TOP = 330
TILE_HEIGHT = 550
ALREADY_OPEN = N_("The Parlour is already open in another window: here you can only "
                  "watch replays. Quit, and play in the other window.")


class TitleScene(Scene):
    name = "title"

    def __init__(self, app) -> None:
        super().__init__(app)
        tiles = [(g.name, g.blurb, g.tile_art, lambda g=g: self.open_game(g))
                 for g in box.games()]
        tiles += [(t.name, t.tagline, t.tile_art, None) for t in box.COMING_SOON]
        width = len(tiles) * TILE_WIDTH + (len(tiles) - 1) * TILE_GAP
        left = (theme.LOGICAL_SIZE[0] - width) // 2
        for i, (name, tagline, art, on_open) in enumerate(tiles):
            rect = pygame.Rect(left + i * (TILE_WIDTH + TILE_GAP), TILE_TOP, TILE_WIDTH,
                               TILE_HEIGHT)
            self.widgets.append(GameTile(rect, name, tagline, art, on_open))
        self.tiles = [w for w in self.widgets if isinstance(w, GameTile)]
        self._sized: tuple[object, ...] = ()
        self.widgets.append(Button((560, 940, 380, 80), N_("Settings"), self.open_settings,
                                   theme.GARDEN_DARK))
        self.widgets.append(Button((980, 940, 380, 80), N_("Quit"), self.app.quit,
                                   theme.INK_SOFT))

    def open_game(self, game: box.GameInfo) -> None:
        from game.scenes.screens import open_lobby

        open_lobby(self.app, game)

    def open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def draw(self, canvas: Canvas) -> None:
        canvas.image("parlour_background", (0, 0, *theme.LOGICAL_SIZE), fit=False)
        canvas.rect((330, 228, 1260, 74), (*theme.CREAM, 230), radius=36)
        canvas.rect((330, 228, 1260, 74), theme.GOLD, radius=36, width=3)
        canvas.text(_("Wonderland Parlour"), (960, 175), theme.TITLE, max_width=1500)
        canvas.text(_("Three games from Wonderland, for the whole family at one computer"),
                    (960, 265), theme.SUBHEADING, colour=theme.INK_SOFT, max_width=1220)
        if self.app.saves is not None and self.app.saves.read_only:
            canvas.rect((260, 896, 1400, 40), (40, 28, 20, 210), radius=12)
            canvas.text(_(ALREADY_OPEN), (960, 916), theme.SMALL, colour=theme.CREAM,
                        max_width=1380)
        sized = (canvas.viewport.scale, canvas.text_cache.scale, current_language())
        if sized != self._sized:  # a new window size, text size or language
            self._sized = sized
            share_name_size(canvas, self.tiles)
        super().draw(canvas)
