"""`python -m game screenshot --out FILE.png`: draw one scene headless and save it.

Used for the docs and for looking at the layout at any window size without a display.
For `play`, a seeded game is first played by random bots for a number of actions, so the
board shows pawns placed, cookies taken and a hand.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
from pathlib import Path

logger = logging.getLogger(__name__)

SCENES = ("title", "setup", "play", "results", "howto", "settings", "pause")


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("screenshot", help="draw a scene headless into a PNG file")
    p.add_argument("--out", required=True, type=Path, help="the PNG file to write")
    p.add_argument("--size", default="1280x720", help="window size, e.g. 1920x1080")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--scene", choices=SCENES, default="play")
    p.add_argument("--actions", type=int, default=40,
                   help="for play: how many actions the bots play first")
    p.add_argument("--page", type=int, default=0, help="for howto: which page")
    p.add_argument("--lang", default="en", help="language code (en, fr) or auto")
    p.add_argument("--text-size", type=int, default=100, choices=(100, 125, 150),
                   help="text size in percent (Settings)")
    p.set_defaults(run=main)


def make_scene(app, scene: str, seed: int, actions: int = 40, page: int = 0):
    """Build `scene` on `app` in a state worth looking at (used by tests too)."""
    from game.race.rules.components import Character
    from game.race.rules.setup import Seat, Variants, deal
    from game.race.scenes.how_to_play import HowToPlayScene
    from game.race.scenes.play import PlayScene
    from game.race.scenes.setup import SetupScene
    from game.race.ui.words import default_name
    from game.scenes.pause import PauseScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene

    app.push(TitleScene(app))
    if scene == "title":
        return app.top
    if scene in ("setup", "settings", "howto"):
        cls = {"setup": SetupScene, "settings": SettingsScene, "howto": HowToPlayScene}[scene]
        app.push(cls(app, page) if scene == "howto" else cls(app))
        return app.top
    seats = tuple(
        Seat(c, default_name(c), "human" if c is Character.ALICE else "bot:random")
        for c in (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)
    )
    setup = deal(app.level.board, seats, random.Random(seed), Variants(), 0, seed=seed)
    play = PlayScene(app, setup, seed=seed)
    app.push(play)
    fast_forward_game(play, random.Random(seed), None if scene == "results" else actions)
    if scene == "results":
        play._to_results()
        return app.top
    if scene == "pause":
        app.push(PauseScene(app))
    return app.top


def fast_forward_game(play, rng: random.Random, actions: int | None) -> None:
    """Let random choices play `actions` actions (None: to the end), then stop on a turn
    of the human seat 0 when one is near, with every animation finished."""
    from game.race.ai.random_bot import RandomBot
    from game.race.rules.actions import Decision
    from game.race.rules.views import view_for

    bot = RandomBot()
    done = 0
    state = play.state
    while not state.is_over:
        if actions is not None and done >= actions and state.turn == 0 \
                and state.decision is Decision.CARD:
            break
        if state.is_chance:
            action = state.sample_spin(rng)
        else:
            action = bot.choose(view_for(state, state.turn), rng)
        play.act(action)
        play.fast_forward()
        done += 1
    play.fast_forward()


def main(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.app import App
    from game.commands.play import parse_size

    pygame.init()
    try:
        from game.shell.settings import Settings

        settings = Settings(language=args.lang, text_size=args.text_size)
        app = App(None, settings, window=parse_size(args.size), seed=args.seed)
        make_scene(app, args.scene, args.seed, args.actions, args.page)
        for _ in range(3):
            app.step(1 / 60)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(args.out))
        print(f"wrote {args.out} ({app.screen.get_width()}x{app.screen.get_height()})")
        return 0
    finally:
        pygame.quit()
