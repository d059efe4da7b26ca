"""`python -m game play [--game ID]`: open the window at the title (or at a game's lobby).

Start-up is where a broken installation shows (a damaged board file, no screen): those
errors are explained in one sentence (on stderr, and in a message box when there is no
terminal to read it in), logged with their traceback, and the command exits non-zero.
With no display at all (SDL would fall back to an invisible "offscreen" window) the
command says so and exits with `EXIT_NO_DISPLAY`, unless SDL_VIDEODRIVER asks for the
dummy or offscreen driver on purpose (tests, benches); when the environment names a
screen that SDL passed over, it is tried once more first (`open_display`).

Before the window opens: the data folder's lock is taken (`game.shell.lock`; a second
copy runs read-only, showing replays only) and temporary files left by interrupted
writes are swept. The window opens at 1280x720, or at most 90% of the desktop with its
16:9 shape kept, unless ``--size`` asks for another size. ``--language en|fr`` plays in
that language this time (the settings file keeps the language chosen in Settings until
the player changes a setting there, which saves what the screen shows).
`--exit-after-first-frame` (hidden; used by bench/startup.py) exits 0 once the first
frame is on screen and prints how long that took since the process started.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

logger = logging.getLogger(__name__)

LAUNCHED_AT = "WONDERLAND_LAUNCHED_AT"
"""Environment variable: the launcher's `time.time()` just before it started us."""
NO_DIALOG = "WONDERLAND_NO_DIALOG"
"""Environment variable: never show a message box (scripts, tests)."""
EXIT_STARTUP_ERROR = 2
EXIT_UNEXPECTED = 1
EXIT_NO_DISPLAY = 3
DEFAULT_WINDOW = (1280, 720)
MAX_WINDOW = 16384
DESKTOP_SHARE = 0.9
"""The first window takes at most this share of the desktop's width and height."""
OFFSCREEN_DRIVERS = ("dummy", "offscreen")
TEMP_FILE_AGE = 60.0
"""Temporary files in the config folder older than this (seconds) are leftovers."""


LANGUAGE_CHOICES = ("en", "fr", "auto")
"""``--language``: the codes of `game.shell.i18n.LANGUAGES`, and auto (a test keeps them
in step)."""


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from game import box

    p = sub.add_parser("play", help="open the game window (the default)")
    p.add_argument("--game", choices=box.GAMES, default=None,
                   help="open this game's menu instead of the title screen")
    p.add_argument("--size", type=parse_size, default=None,
                   help="window size, e.g. 1920x1080 (default: 1280x720, at most 90%% "
                        "of the screen)")
    p.add_argument("--language", choices=LANGUAGE_CHOICES, default=None,
                   help="play in this language this time: en (English), fr (French) or "
                        "auto (the computer's); default: the one chosen in Settings")
    p.add_argument("--seed", type=int, default=None, help="seed for shuffles and spins")
    p.add_argument("--no-settings", action="store_true",
                   help="do not read or write the settings file")
    p.add_argument("--no-saves", action="store_true",
                   help="do not save the game or offer Continue and Replays")
    p.add_argument("--exit-after-first-frame", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--board", type=Path, default=None, help=argparse.SUPPRESS)
    p.set_defaults(run=main)


def parse_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` as a pair of pixels (1 to 16384 each); ArgumentTypeError (a
    usage error) for anything else."""
    parts = text.strip().lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p.strip()) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"size {text[:40]!r} is not WIDTHxHEIGHT, "
                                         "e.g. 1280x720")
    w, h = (int(p) for p in parts)
    return (min(MAX_WINDOW, max(1, w)), min(MAX_WINDOW, max(1, h)))


def first_window(desktop: tuple[int, int] | None,
                 wanted: tuple[int, int] = DEFAULT_WINDOW) -> tuple[int, int]:
    """The window size on a desktop of size `desktop`: `wanted`, shrunk (16:9 kept) to
    fit 90% of the desktop's width and height."""
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return wanted
    room_w, room_h = desktop[0] * DESKTOP_SHARE, desktop[1] * DESKTOP_SHARE
    scale = min(1.0, room_w / wanted[0], room_h / wanted[1])
    return (max(320, int(wanted[0] * scale)), max(180, int(wanted[1] * scale)))


class NoDisplay(Exception):
    """SDL found no screen to open a window on."""


RETRY_PAUSE = 0.5
"""Seconds to wait before opening a display that SDL passed over once."""


def check_display(display=None, environ=None) -> None:
    """NoDisplay when SDL has no real display (it fell back to an invisible one).
    `display` is ``pygame.display`` and `environ` ``os.environ`` unless a test fakes them."""
    if display is None:
        import pygame

        display = pygame.display
    environ = os.environ if environ is None else environ
    if not display.get_init():
        raise NoDisplay("the display could not be started")
    driver = display.get_driver()
    asked = environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in OFFSCREEN_DRIVERS and asked not in OFFSCREEN_DRIVERS:
        raise NoDisplay(f"SDL found no display and chose its {driver!r} driver")


def configured_driver(environ, platform: str = sys.platform) -> str | None:
    """The video driver the environment says a screen is on: the one SDL_VIDEODRIVER
    names (unless it asks for no screen), else on Linux and the BSDs x11 when DISPLAY is
    set, wayland when WAYLAND_DISPLAY is; None when nothing says there is a screen."""
    asked = environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if asked:
        return None if asked in OFFSCREEN_DRIVERS else asked
    if platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        if environ.get("DISPLAY", "").strip():
            return "x11"
        if environ.get("WAYLAND_DISPLAY", "").strip():
            return "wayland"
    return None


def open_display(display=None, environ=None, platform: str = sys.platform,
                 sdl_error=None, pause=time.sleep) -> None:
    """Make sure the window will open on a real screen (pygame is initialised).

    A display that flickers (an X server busy or restarting as the game starts) can make
    SDL pass over it and choose its invisible offscreen driver. When the environment names
    a screen (`configured_driver`), the display is started again once, with that driver
    and after `RETRY_PAUSE`, before giving up; what SDL said each time goes to the log.
    NoDisplay when there is still no screen. The arguments are pygame's and the
    process's own unless a test fakes them."""
    import pygame

    display = pygame.display if display is None else display
    environ = os.environ if environ is None else environ
    sdl_error = pygame.get_error if sdl_error is None else sdl_error
    try:
        check_display(display, environ)
        return
    except NoDisplay as exc:
        first = exc
    said = _said(sdl_error)
    wanted = configured_driver(environ, platform)
    if wanted is None:
        logger.warning("no display: %s; SDL said: %s", first, said)
        raise first
    logger.warning("%s although a display is configured; SDL said: %s. Trying the %r "
                   "driver once more.", first, said, wanted)
    display.quit()
    pause(RETRY_PAUSE)
    before = environ.get("SDL_VIDEODRIVER")
    environ["SDL_VIDEODRIVER"] = wanted
    try:
        display.init()
    except pygame.error as exc:
        logger.warning("the %r driver did not start either; SDL said: %s", wanted, exc)
        raise NoDisplay(f"{first}; then the {wanted!r} driver did not start: {exc}") from exc
    finally:
        if before is None:
            environ.pop("SDL_VIDEODRIVER", None)
        else:
            environ["SDL_VIDEODRIVER"] = before
    try:
        check_display(display, environ)
    except NoDisplay as exc:
        logger.warning("still no display after trying %r again: %s; SDL said: %s",
                       wanted, exc, _said(sdl_error))
        raise
    logger.info("the display opened with the %r driver on the second try",
                display.get_driver())


def _said(sdl_error) -> str:
    try:
        words = str(sdl_error() or "").strip()
    except Exception:  # the log line must not fail
        words = ""
    return repr(words) if words else "nothing"


def _desktop() -> tuple[int, int] | None:
    import pygame

    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


def seconds_since_launch(started: float) -> float:
    """Seconds since the process was launched: from the launcher's clock when it says
    (`WONDERLAND_LAUNCHED_AT`), else since this command started (`started`)."""
    value = os.environ.get(LAUNCHED_AT)
    if value:
        try:
            return time.time() - float(value)
        except ValueError:
            pass
    return time.perf_counter() - started


def main(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.shell import paths
    from game.shell.logs import setup_logging

    log_path = setup_logging(paths.log_dir())
    try:
        return _run(args, log_path, started)
    except KeyboardInterrupt:  # Ctrl-C in the terminal that started the game
        logger.info("interrupted")
        return 130
    except Exception as exc:  # the last line of defence: words, not a traceback
        return startup_failed(exc, log_path)


def _run(args: argparse.Namespace, log_path: Path | None, started: float) -> int:
    import pygame

    from game import __version__, box
    from game.app import App
    from game.scenes.lobby import LobbyScene
    from game.scenes.title import TitleScene
    from game.shell import paths
    from game.shell.files import sweep_temp_files
    from game.shell.lock import DataLock
    from game.shell.moving_in import move_in_from_old_folders
    from game.shell.saves import SaveShelf
    from game.shell.settings import Settings, SettingsStore
    from game.shell.sounds import open_audio

    logger.info("Wonderland Parlour %s starting (Python %s, pygame-ce %s)", __version__,
                sys.version.split()[0], pygame.version.ver)
    pygame.mixer.pre_init(44100, -16, 2, 512)
    pygame.init()
    audio = None
    lock = None
    try:
        open_display()
        if args.language is not None:
            logger.info("playing in %r (--language)", args.language)
        read_only = False
        if not args.no_saves:
            lock = DataLock(paths.data_dir())
            read_only = not lock.acquire()
            if not read_only:
                sweep_temp_files(paths.data_dir())
        if not args.no_settings:
            sweep_temp_files(paths.config_dir(), older_than=TEMP_FILE_AGE, depth=0)
        if not (args.no_settings or args.no_saves or read_only):
            move_in_from_old_folders(paths.config_dir(), paths.data_dir())
        store = None if args.no_settings else SettingsStore(paths.config_dir())
        settings = store.load() if store is not None else Settings()
        if args.language is not None:
            settings = with_language(settings, args.language)
        saves = None if args.no_saves else SaveShelf(paths.data_dir(), read_only=read_only)
        audio = open_audio(settings)
        game = box.find(args.game) if args.game else None
        rooms = {}
        if args.board is not None:
            board_game = game or box.default()
            rooms[board_game.id] = _room_with_board(board_game, args.board)
        window = args.size or first_window(_desktop())
        app = App(store, settings, window=window, seed=args.seed,
                  saves=saves, audio=audio, log_path=log_path, rooms=rooms)
        if lock is not None and lock.notice and app.notice is None:
            app.notify(lock.notice_text() or lock.notice)  # something else was its file
        app.push(TitleScene(app))
        if game is not None:
            app.push(LobbyScene(app, game))
        if args.exit_after_first_frame:
            app.step(0.0)
            print(f"first frame after {seconds_since_launch(started):.3f} s", flush=True)
            return 0
        code = app.run()
        logger.info("bye")
        return code
    finally:
        if audio is not None:
            audio.close()  # before pygame.quit(): a Sound on a closed mixer crashes
        pygame.quit()
        if lock is not None:
            lock.release()


def with_language(settings, language: str):
    """`settings` playing in `language` (``play --language``)."""
    import dataclasses

    return dataclasses.replace(settings, language=language)


class BoardFileError(Exception):
    """The map given with ``--board`` cannot be played (a designer's file, not ours)."""


def _room_with_board(game, path: Path):
    """The game's room furnished with the map at `path` (``--board``, for designers)."""
    if game.room_with_board is None:
        raise BoardFileError(f"{game.id} has no board to replace")
    try:
        return game.room_with_board(path)
    except (OSError, ValueError) as exc:
        raise BoardFileError(str(exc)) from exc


def explain(exc: BaseException) -> tuple[str, int]:
    """A sentence for the player, and the exit code."""
    import pygame

    from game.shell.names import for_terminal, one_line

    if isinstance(exc, NoDisplay):
        named = [f"{v}={os.environ[v]}" for v in ("DISPLAY", "WAYLAND_DISPLAY")
                 if os.environ.get(v, "").strip()]
        advice = (f"The screen {' and '.join(named)} did not answer twice: start the game "
                  "again once the desktop is up." if named else
                  "Start the game from a desktop session (on Linux, DISPLAY or "
                  "WAYLAND_DISPLAY must be set).")
        return ("There is no screen to open the game window on (" + one_line(exc, 600) + "). "
                + for_terminal(advice, 600), EXIT_NO_DISPLAY)
    if isinstance(exc, BoardFileError):
        return (f"The map given with --board cannot be played: {for_terminal(exc, 600)}. "
                "Fix it in Tiled (docs/board-design.md lists what a map needs), "
                "or start without --board.", EXIT_STARTUP_ERROR)
    if isinstance(exc, pygame.error):
        return (f"The game window could not be opened ({one_line(exc, 600)}).",
                EXIT_STARTUP_ERROR)
    if isinstance(exc, OSError):
        return (f"A file the game needs could not be read or written "
                f"({one_line(exc, 600)}).", EXIT_STARTUP_ERROR)
    return (f"The game stopped because of an unexpected error ({type(exc).__name__}: "
            f"{one_line(exc, 600)}).", EXIT_UNEXPECTED)


def startup_failed(exc: BaseException, log_path: Path | None) -> int:
    from game.shell.logs import FILE_ONLY
    from game.shell.names import one_line

    message, code = explain(exc)
    logger.error("could not run: %s", exc, exc_info=exc, extra=FILE_ONLY)
    if log_path is not None:
        message += f" Details are in {one_line(log_path)}."
    print(f"Wonderland Parlour: {message}", file=sys.stderr, flush=True)
    if not isinstance(exc, NoDisplay):
        _message_box(message)
    return code


def _message_box(message: str) -> None:
    """Show `message` in a window when nobody may be reading stderr (the packaged app)."""
    if os.environ.get(NO_DIALOG) or os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return
    has_terminal = sys.stderr is not None and sys.stderr.isatty()
    if has_terminal and not getattr(sys, "frozen", False):
        return
    try:
        import pygame

        pygame.display.message_box("Wonderland Parlour", message, message_type="error")
    except Exception:  # no display at all: stderr and the log have it
        logger.info("no message box could be shown", exc_info=True)
