"""`python -m game play`: open the game window at the title screen."""

from __future__ import annotations

import argparse
import logging
import os

logger = logging.getLogger(__name__)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("play", help="open the game window (the default)")
    p.add_argument("--size", default="1280x720", help="window size, e.g. 1920x1080")
    p.add_argument("--seed", type=int, default=None, help="seed for shuffles and spins")
    p.add_argument("--no-settings", action="store_true",
                   help="do not read or write the settings file")
    p.set_defaults(run=main)


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size {text!r} is not WIDTHxHEIGHT") from None
    return (max(1, w), max(1, h))


def main(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.app import App
    from game.scenes.title import TitleScene
    from game.settings import SettingsStore, default_folder

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    pygame.init()
    try:
        store = None if args.no_settings else SettingsStore(default_folder())
        app = App(store, window=parse_size(args.size), seed=args.seed)
        app.push(TitleScene(app))
        return app.run()
    finally:
        pygame.quit()
