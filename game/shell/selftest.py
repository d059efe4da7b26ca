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

from game.shell import resources

log = logging.getLogger(__name__)


class SelfTestFailure(RuntimeError):
    """A check failed; the message says which and why."""


def _check_map() -> None:
    from game.race.levels import load_level

    level = load_level(resources.default_level())
    if level.board.size < 8:
        raise SelfTestFailure(f"the board has only {level.board.size} spaces")


def expected_art() -> list[str]:
    """Every picture the screens draw; a missing one would silently fall back to shapes."""
    from game.race.rules.board import SpaceKind
    from game.race.rules.components import LARGE_COOKIE_VALUES, Character

    names = ["race/board_background", "race/clock_face", "race/spinner_hand", "icon",
             "race/card_back", "race/card_face", "race/card_joker", "race/cookie_large_back",
             "race/small_cookie"]
    names += [f"race/space_{kind.value}" for kind in SpaceKind]
    names += [f"race/small_cookie_plate_{n}" for n in (1, 2, 3)]
    names += [f"race/cookie_large_face_{v}" for v in LARGE_COOKIE_VALUES]
    names += [f"race/pawn_{c.value}_{size}" for c in Character for size in ("small", "large")]
    return names


def _check_art_and_fonts() -> None:
    import pygame

    from game.ui.images import art_path

    for name in expected_art():
        svg = art_path(name)
        if not svg.is_file():
            raise SelfTestFailure(f"missing art: {svg.relative_to(resources.root())}")
        surface = pygame.image.load_sized_svg(str(svg), (64, 64))
        if surface.get_bounding_rect().width == 0:
            raise SelfTestFailure(f"{svg.name} draws nothing")
    fonts = sorted(resources.path("assets", "common", "fonts").glob("*.ttf"))
    if not fonts:
        raise SelfTestFailure("no font found in assets/common/fonts")
    for ttf in fonts:
        if pygame.font.Font(str(ttf), 24).size("Thé à la crème")[0] == 0:
            raise SelfTestFailure(f"{ttf.name} renders nothing")


def _check_sounds() -> None:
    import wave

    import pygame

    from game.shell.audio import EFFECTS, MUSIC

    for name in (*EFFECTS, MUSIC):
        wav = resources.path("assets", "common", "sounds", f"{name}.wav")
        if not wav.is_file():
            raise SelfTestFailure(f"missing sound: assets/common/sounds/{name}.wav")
        try:
            with wave.open(str(wav)) as reader:
                if reader.getnframes() == 0:
                    raise SelfTestFailure(f"{wav.name} is empty")
        except (wave.Error, EOFError) as e:
            raise SelfTestFailure(f"{wav.name}: {e}") from None
        try:
            pygame.mixer.Sound(str(wav))
        except pygame.error as e:
            if "mixer not initialized" in str(e).lower():
                continue  # no audio device: the files were read above, not played
            raise SelfTestFailure(f"{wav.name}: {e}") from None


def _check_scenes() -> None:
    from game.app import App
    from game.commands.screenshot import SCENES, make_scene

    for name in SCENES:
        app = App(None, window=(960, 540), seed=7)
        make_scene(app, name, seed=7)
        for _ in range(3):
            app.step(1 / 60)
        if app.screen.get_bounding_rect().width == 0:
            raise SelfTestFailure(f"the {name} scene drew nothing")


def _check_bot_game() -> None:
    from game.race.ai.arena import play_game
    from game.race.ai.registry import make_bot
    from game.race.levels import load_level
    from game.race.rules.setup import deal, default_seats

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
