"""`python -m game screenshot --out FILE.png`: draw one scene headless and save it.

Used for the docs and for looking at the layout at any window size without a display.
The box's screens (title, a lobby, settings, replays) are built here; every other scene
comes from the chosen game's `GameInfo.screenshot_scenes` (the race plays a seeded game
with random bots first, so the board shows pawns placed, cookies taken and a hand).
"""

from __future__ import annotations

import argparse
import logging
import os
from pathlib import Path

from game.shell.names import for_terminal

logger = logging.getLogger(__name__)

BOX_SCENES = ("title", "lobby", "settings", "replays")
"""Screens of the box itself; every other scene name is the chosen game's."""


def scene_names(game_id: str | None = None) -> list[str]:
    """Every scene `make_scene` can show for the game (the box's own, then the game's)."""
    from game import box

    game = box.find(game_id) if game_id else box.default()
    return [*BOX_SCENES, *game.screenshot_scenes()]


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from game import box
    from game.commands.play import parse_size

    p = sub.add_parser("screenshot", help="draw a scene headless into a PNG file")
    p.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    p.add_argument("--size", type=parse_size, default=(1280, 720),
                   help="window size, e.g. 1920x1080")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--game", default=box.GAMES[0], choices=box.GAMES)
    p.add_argument("--scene", default="play",
                   help="title, lobby, settings, replays, or one of the game's scenes "
                        "(race: setup, play, results, howto, pause)")
    p.add_argument("--actions", type=int, default=40,
                   help="for play: how many actions the bots play first")
    p.add_argument("--page", type=int, default=0, help="for howto: which page")
    p.add_argument("--lang", default="en", help="language code (en, fr) or auto")
    p.add_argument("--text-size", type=int, default=100, choices=(100, 125, 150),
                   help="text size in percent (Settings)")
    p.set_defaults(run=main)


def make_scene(app, scene: str, seed: int, actions: int = 40, page: int = 0,
               game: str | None = None):
    """Build `scene` of `game` (the first game if None) on `app` in a state worth looking
    at, over the title and the game's lobby as a player would reach it (used by tests).
    ValueError if there is no such scene."""
    from game import box
    from game.scenes.lobby import LobbyScene
    from game.scenes.title import TitleScene

    info = box.find(game) if game else box.default()
    app.push(TitleScene(app))
    if scene == "title":
        return app.top
    if scene == "settings":
        from game.scenes.settings_scene import SettingsScene

        app.push(SettingsScene(app))
        return app.top
    app.push(LobbyScene(app, info))
    if scene == "lobby":
        return app.top
    if scene == "replays":
        from game.scenes.replays import ReplaysScene

        scene = ReplaysScene(app, info)
        app.push(scene)
        scene.wait()  # the picture shows the list, not "looking for your games"
        return app.top
    builders = info.screenshot_scenes()
    if scene not in builders:
        raise ValueError(f"{info.id} has no scene {scene!r} "
                         f"(there are: {', '.join(scene_names(info.id))})")
    builders[scene](app, seed, actions, page)
    return app.top


def main(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    out = Path(args.out)
    if out.is_dir() or str(args.out).endswith(("/", os.sep)):
        print(f"screenshot: {for_terminal(out)} is a folder; give a file name, "
              "e.g. --out shot.png")
        return 2
    import pygame

    from game.app import App

    pygame.init()
    try:
        from game.shell.settings import Settings

        settings = Settings(language=args.lang, text_size=args.text_size)
        app = App(None, settings, window=args.size, seed=args.seed)
        try:
            make_scene(app, args.scene, args.seed, args.actions, args.page, args.game)
        except ValueError as e:
            print(f"screenshot: {e}")
            return 2
        for _ in range(3):
            app.step(1 / 60)
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(out))
        except (OSError, pygame.error) as e:
            print(f"screenshot: {for_terminal(out)} cannot be written ({for_terminal(e)})")
            return 2
        print(f"wrote {for_terminal(out)} "
              f"({app.screen.get_width()}x{app.screen.get_height()})")
        return 0
    finally:
        pygame.quit()
