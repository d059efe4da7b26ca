"""`--selftest`: prove an installed copy has everything it needs, without a player.

Loads the map, every art, font and sound file, draws each scene for a few frames on a
hidden display, plays a quick bots-only game, and reports the first failure in words. The
packaged build runs this in CI so a file missing from `build.spec` fails the build.
"""

from __future__ import annotations

import logging
import os
import random
import time
from collections.abc import Callable

from game import resources

log = logging.getLogger(__name__)


class SelfTestFailure(RuntimeError):
    """A check failed; the message says which and why."""


def _check_map() -> None:
    from game.levels import load_level

    level = load_level(resources.default_level())
    if level.board.size < 8:
        raise SelfTestFailure(f"the board has only {level.board.size} spaces")


def _check_art_and_fonts() -> None:
    import pygame

    art = sorted(resources.path("assets", "art").glob("*.svg"))
    if not art:
        raise SelfTestFailure("no art found in assets/art")
    for svg in art:
        surface = pygame.image.load_sized_svg(str(svg), (64, 64))
        if surface.get_bounding_rect().width == 0:
            raise SelfTestFailure(f"{svg.name} draws nothing")
    fonts = sorted(resources.path("assets", "fonts").glob("*.ttf"))
    if not fonts:
        raise SelfTestFailure("no font found in assets/fonts")
    for ttf in fonts:
        if pygame.font.Font(str(ttf), 24).size("Thé à la crème")[0] == 0:
            raise SelfTestFailure(f"{ttf.name} renders nothing")


def _check_sounds() -> None:
    import pygame

    sounds = sorted(resources.path("assets", "sounds").glob("*.wav"))
    if not sounds:
        raise SelfTestFailure("no sounds found in assets/sounds")
    for wav in sounds:
        try:
            pygame.mixer.Sound(str(wav))
        except pygame.error as e:
            if "mixer not initialized" in str(e).lower():
                return  # no audio device here: the files are checked where there is one
            raise SelfTestFailure(f"{wav.name}: {e}") from None


def _check_scenes() -> None:
    from game.commands.screenshot import SCENES, render_scene

    for name in SCENES:
        surface = render_scene(name, (960, 540), seed=7, frames=3)
        if surface.get_bounding_rect().width == 0:
            raise SelfTestFailure(f"the {name} scene drew nothing")


def _check_bot_game() -> None:
    from game.ai.arena import play_game
    from game.ai.registry import make_bot
    from game.levels import load_level
    from game.rules.setup import deal, default_seats

    board = load_level(resources.default_level()).board
    rng = random.Random(11)
    result = play_game(deal(board, default_seats(4), rng),
                       [make_bot("easy"), make_bot("medium"), make_bot("random"),
                        make_bot("easy")], rng)
    if not result.standings:
        raise SelfTestFailure("the bots' game had no result")


CHECKS: list[tuple[str, Callable[[], None]]] = [
    ("map", _check_map),
    ("art and fonts", _check_art_and_fonts),
    ("sounds", _check_sounds),
    ("scenes", _check_scenes),
    ("bots' game", _check_bot_game),
]


def run_selftest() -> int:
    """Run every check; print one line each; 0 if all pass, 1 with the reason if not."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    try:
        pygame.mixer.init()
    except pygame.error:
        log.info("no audio device; sounds are checked by reading only")
    pygame.display.set_mode((960, 540))
    failed = 0
    try:
        for name, check in CHECKS:
            started = time.perf_counter()
            try:
                check()
            except Exception as e:  # every failure, whatever its kind, is reported in words
                failed += 1
                print(f"selftest: {name}: FAILED: {e}")
            else:
                print(f"selftest: {name}: ok ({time.perf_counter() - started:.2f} s)")
    finally:
        pygame.quit()
    print("selftest: passed" if not failed else f"selftest: {failed} check(s) failed")
    return 0 if not failed else 1
