"""`python -m game screenshot --out FILE.png`: draw one scene headless and save it.

Used for the docs and for looking at the layout at any window size without a display.
The box's screens (title, a lobby, settings, replays) are built here; every other scene
comes from the chosen game's `GameInfo.screenshot_scenes` (the race plays a seeded game
with random bots first, so the board shows pawns placed, cookies taken and a hand).
"""

from __future__ import annotations

import argparse
import io
import logging
import os
from pathlib import Path

from game.shell.names import one_line

logger = logging.getLogger(__name__)

BOX_SCENES = ("title", "lobby", "settings", "replays")
"""Screens of the box itself; every other scene name is the chosen game's."""
MAX_SHOT = (7680, 4320)
"""The largest picture drawn (8K): a bigger ``--size`` is refused with this size named
(16384x16384 took about a minute to a first frame)."""
MAX_OUT = 1024
"""Longest ``--out`` path taken, in characters (the system's own limit is 4,096 bytes,
and a name part at most 255)."""


def parse_shot_size(text: str) -> tuple[int, int]:
    """``--size`` for a picture: as the window's (`game.commands.play.parse_size`), and at
    most `MAX_SHOT`; a usage error (exit 2) naming the limit otherwise."""
    from game.commands.play import parse_size

    size = parse_size(text)
    if size[0] > MAX_SHOT[0] or size[1] > MAX_SHOT[1]:
        raise argparse.ArgumentTypeError(
            f"size {one_line(text, 40)} is too big for a screenshot: at most "
            f"{MAX_SHOT[0]}x{MAX_SHOT[1]}")
    return size


def check_out(out: Path) -> str | None:
    """What is wrong with `out` as the PNG file to write, or None: it must be a path to a
    regular file (new, or one to replace), of a sane length, in a folder."""
    from game.shell.opening import what_is_wrong

    text = str(out)
    if len(text) > MAX_OUT or any(len(part.encode("utf-8", "replace")) > 255
                                  for part in out.parts):
        return (f"the path given with --out is too long ({len(text)} characters); "
                "give a shorter file name")
    if text.endswith(("/", os.sep)) or out.name in ("", ".", ".."):
        return f"{one_line(out)} is a folder; give a file name, e.g. --out shot.png"
    wrong = what_is_wrong(out, writing=True)
    if wrong == "a folder":
        return f"{one_line(out)} is a folder; give a file name, e.g. --out shot.png"
    if wrong is not None:
        return (f"{one_line(out)} is {wrong}, not a file: give the path of a PNG file "
                "to write")
    return None


def scene_names(game_id: str | None = None) -> list[str]:
    """Every scene `make_scene` can show for the game (the box's own, then the game's)."""
    from game import box

    game = box.find(game_id) if game_id else box.default()
    return [*BOX_SCENES, *game.screenshot_scenes()]


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from game import box

    p = sub.add_parser("screenshot", help="draw a scene headless into a PNG file")
    p.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    p.add_argument("--size", type=parse_shot_size, default=(1280, 720),
                   help=f"window size, e.g. 1920x1080 (at most {MAX_SHOT[0]}x{MAX_SHOT[1]})")
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


def _page_problem(args: argparse.Namespace) -> str | None:
    """An out-of-range ``--page`` for the How to Play pages, said before drawing."""
    if args.scene != "howto":
        return None
    from game import box

    count = len(box.find(args.game).how_to_play())
    if 0 <= args.page < count:
        return None
    return (f"--page {args.page} is out of range: {args.game}'s How to Play has pages "
            f"0 to {count - 1}")


def write_png(surface, out: Path) -> None:
    """Save `surface` as a PNG at `out`, written through the Parlour's one way to open a
    file (`game.shell.opening`: a regular file only, no link followed, never a FIFO)."""
    import pygame

    from game.shell.opening import open_file

    data = io.BytesIO()
    pygame.image.save(surface, data, "shot.png")
    if str(out.parent) not in ("", "."):
        out.parent.mkdir(parents=True, exist_ok=True)
    with open_file(out, "wb") as handle:
        handle.write(data.getvalue())


def main(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    out = Path(args.out)
    problem = check_out(out) or _page_problem(args)
    if problem is not None:
        print(f"screenshot: {problem}")
        return 2
    import pygame

    from game.app import App
    from game.scenes.crash import CrashScene

    pygame.init()
    try:
        from game.shell.settings import Settings

        settings = Settings(language=args.lang, text_size=args.text_size)
        app = App(None, settings, window=args.size, seed=args.seed)
        try:
            make_scene(app, args.scene, args.seed, args.actions, args.page, args.game)
        except ValueError as e:
            print(f"screenshot: {one_line(e)}")
            return 2
        for _ in range(3):
            app.step(1 / 60)
        if isinstance(app.top, CrashScene):
            print(f"screenshot: the {one_line(args.scene, 80)} scene could not be drawn "
                  f"({one_line(app.top.error, 300)}); nothing was written")
            return 1
        try:
            write_png(app.screen, out)
        except (OSError, pygame.error) as e:
            print(f"screenshot: {one_line(out)} cannot be written "
                  f"({one_line(getattr(e, 'strerror', None) or e)})")
            return 2
        print(f"wrote {one_line(out)} "
              f"({app.screen.get_width()}x{app.screen.get_height()})")
        return 0
    finally:
        pygame.quit()
