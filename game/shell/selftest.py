"""`--selftest`: prove an installed copy has everything it needs, without a player.

Checks the box's art, fonts and sounds, then every game in it: its art, each of its
screens drawn for a few frames on a hidden display, and its own checks (the race's map
and a quick bots-only game). Each failure is reported in words. The
packaged build runs this in CI so a file missing from `build.spec` fails the build.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable

from game.shell import resources
from game.shell.history_check import check_history

log = logging.getLogger(__name__)


class SelfTestFailure(RuntimeError):
    """A check failed; the message says which and why."""


COMMON_ART: tuple[str, ...] = ("icon", "parlour_background")


def _check_art(names: list[str]) -> None:
    import pygame

    from game.ui.images import art_path

    for name in names:
        svg = art_path(name)
        if not svg.is_file():
            raise SelfTestFailure(f"missing art: {svg.relative_to(resources.root())}")
        surface = pygame.image.load_sized_svg(str(svg), (64, 64))
        if surface.get_bounding_rect().width == 0:
            raise SelfTestFailure(f"{svg.name} draws nothing")


def _check_box_art_and_fonts() -> None:

    from game import box

    _check_art([*COMMON_ART, *(g.tile_art for g in box.games()),
                *(t.tile_art for t in box.COMING_SOON)])
    _check_fonts()


def _check_fonts() -> None:
    """Every font the screens ask for by name (`game.ui.theme`), and any other in the
    fonts folder, exists and renders; the text cache would otherwise fall back to
    pygame's default font without a word."""
    import pygame

    from game.ui import theme

    folder = resources.path("assets", "common", "fonts")
    wanted = [folder / name for name in (theme.FONT_REGULAR, theme.FONT_BOLD)]
    for ttf in [*wanted, *sorted(set(folder.glob("*.ttf")) - set(wanted))]:
        if not ttf.is_file():
            raise SelfTestFailure(f"missing font: assets/common/fonts/{ttf.name}")
        try:
            width = pygame.font.Font(str(ttf), 24).size("Thé à la crème")[0]
        except (OSError, pygame.error) as e:
            raise SelfTestFailure(f"{ttf.name} cannot be read: {e}") from None
        if width == 0:
            raise SelfTestFailure(f"{ttf.name} renders nothing")


def _check_catalogues() -> None:
    """Every language offered in Settings has its compiled catalogue."""
    import gettext

    from game.shell import i18n

    for code in i18n.LANGUAGES:
        if code == i18n.SOURCE_LANGUAGE:
            continue
        try:
            gettext.translation(i18n.DOMAIN, localedir=i18n.locale_dir(), languages=[code])
        except OSError:
            raise SelfTestFailure(f"missing catalogue: {code} "
                                  f"({i18n.DOMAIN}.mo in {i18n.locale_dir()})") from None


def _check_sounds() -> None:
    import wave

    import pygame

    from game.shell.audio import EFFECTS, MUSIC
    from game.shell.opening import open_file

    for name in (*EFFECTS, MUSIC):
        wav = resources.path("assets", "common", "sounds", f"{name}.wav")
        if not wav.is_file():
            raise SelfTestFailure(f"missing sound: assets/common/sounds/{name}.wav")
        try:
            with open_file(wav, "rb", follow=True) as handle, wave.open(handle) as reader:
                if reader.getnframes() == 0:
                    raise SelfTestFailure(f"{wav.name} is empty")
        except (wave.Error, EOFError, OSError) as e:
            raise SelfTestFailure(f"{wav.name}: {e}") from None
        try:
            pygame.mixer.Sound(str(wav))
        except pygame.error as e:
            if "mixer not initialized" in str(e).lower():
                continue  # no audio device: the files were read above, not played
            raise SelfTestFailure(f"{wav.name}: {e}") from None


def _draws(name: str, build: Callable[[object], None]) -> None:
    from game.app import App

    app = App(None, window=(960, 540), seed=7)
    build(app)
    for _ in range(3):
        app.step(1 / 60)
    if app.screen.get_bounding_rect().width == 0:
        raise SelfTestFailure(f"the {name} scene drew nothing")


def _check_box_scenes() -> None:
    from game.commands.screenshot import BOX_SCENES, make_scene

    for name in BOX_SCENES:
        _draws(name, lambda app, name=name: make_scene(app, name, seed=7))


def _game_checks(game) -> list[tuple[str, Callable[[], None]]]:
    """A game's part of the self-test: its art, every screen it shows, its own checks."""
    from game.commands.screenshot import make_scene

    def scenes() -> None:
        for name in game.screenshot_scenes():
            _draws(f"{game.id} {name}",
                   lambda app, name=name: make_scene(app, name, seed=7, game=game.id))

    def pages() -> None:
        written = [p for p in game.how_to_play() if getattr(p, "art", None) is not None]
        if not written:
            raise RuntimeError("its How to Play pages (data/how_to_play.json) are missing")

    checks = [(f"{game.id} art", lambda: _check_art(list(game.art()))),
              (f"{game.id} scenes", scenes), (f"{game.id} how to play", pages)]
    return checks + [(check.name, check.run) for check in game.self_checks()]


def checks() -> list[tuple[str, Callable[[], None]]]:
    """The box's own checks, then every game's."""
    from game import box

    found: list[tuple[str, Callable[[], None]]] = [
        ("box art and fonts", _check_box_art_and_fonts),
        ("translations", _check_catalogues),
        ("sounds", _check_sounds),
        ("box scenes", _check_box_scenes),
        ("records", check_history),
    ]
    for game_id in box.GAMES:
        try:
            game = box.find(game_id)
        except Exception as exc:  # a game missing from the build is a failed check
            found.append((f"{game_id} contract", _failing(f"cannot load: {exc}")))
            continue
        found += _game_checks(game)
    return found


def _failing(message: str) -> Callable[[], None]:
    def check() -> None:
        raise SelfTestFailure(message)

    return check


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
        for name, check in checks():
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
