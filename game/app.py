"""The window, the main loop and the scene stack.

The loop runs the game logic at a fixed 120 Hz (animations and the spinner never depend
on the frame rate) and draws once per frame. Everything is laid out on a logical
1920x1080 canvas letterboxed into the window; mouse positions are mapped back to it
before any scene sees them. `App.step` runs one frame with a given elapsed time, so tests
and the screenshot command drive the game without real time passing.

Nothing happens at import time: the window opens in `App.__init__`, called from main().
"""

from __future__ import annotations

import logging
import math
import random
from pathlib import Path
from typing import Any

import pygame

from game import box
from game.scenes.base import Scene
from game.shell import i18n
from game.shell.i18n import N_, _
from game.shell.saves import SaveShelf
from game.shell.settings import Settings, SettingsStore
from game.shell.sounds import MUSIC_SCENES, SilentAudio, volumes
from game.ui import theme
from game.ui.canvas import Canvas, Viewport
from game.ui.images import ImageCache
from game.ui.text import TextCache

logger = logging.getLogger(__name__)

LOGIC_HZ = 120
STEP = 1.0 / LOGIC_HZ
MAX_FRAME = 0.25
"""Longest frame time taken into account (a stall does not fast-forward the game)."""
FPS = 60
MIN_WINDOW = (320, 180)
LETTERBOX: theme.Colour = (38, 52, 34)

_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
_AWAY_EVENTS = (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN)
_BACK_EVENTS = (pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN)


class App:
    """Owns the window, caches, settings and the stack of scenes."""

    threaded_bots = True
    """Bots think on worker threads so frames keep coming; tests that count frames turn it
    off so that a bot's move never depends on how busy the machine is."""

    def __init__(
        self,
        store: SettingsStore | None,
        settings: Settings | None = None,
        window: tuple[int, int] = (1280, 720),
        seed: int | None = None,
        saves: SaveShelf | None = None,
        audio: Any = None,
        log_path: Path | None = None,
        rooms: dict[str, Any] | None = None,
    ) -> None:
        self.store = store
        self.saves = saves
        """Every game's autosave and replays (None: nothing is saved, e.g. in most tests)."""
        if saves is not None:
            saves.listener = self.save_problem
        self.rooms: dict[str, Any] = dict(rooms or {})
        """What each game keeps while the app runs (the race's board), by game id; a game
        furnishes its own room the first time one of its screens asks."""
        self.audio = audio if audio is not None else SilentAudio()
        self.log_path = log_path
        self.catch_errors = True
        """An error in a scene shows the Crash scene (False: it propagates, for tests)."""
        self.last_error: BaseException | None = None
        self.opened_file: Any = None
        """The saved game shown last (`game.scenes.saved_games.OpenedFile`): if its scene
        fails while on trial, the file is set aside and the lobby shown, not the Crash page."""
        self.failed_games: set[str] = set()
        """Games whose continued play failed once this run (a second failure sets it aside)."""
        self.suspended = False
        """The window is minimised or lost focus: animations, bots and sound wait."""
        self._music_on = False
        self._top_seen: Scene | None = None
        if settings is None:
            settings = store.load() if store is not None else Settings()
        self.settings = settings
        self.rng = random.Random(seed)
        i18n.set_language(settings.language_code)
        theme.use_palette(settings.colour_blind)
        pygame.display.set_caption(_("Wonderland Parlour"))
        self._windowed_size = window
        self.screen = self._open_window(settings.fullscreen)
        self.text = TextCache(settings.text_scale)
        self.keyboard_mode = False
        """The player is using the keyboard: scenes draw the focus ring."""
        self.images = ImageCache(box.painters())
        self.viewport = Viewport(self.screen.get_size())
        self.scenes: list[Scene] = []
        self.running = True
        self._accumulator = 0.0
        self._notice: tuple[str, float] | None = None
        if store is not None and store.notice:
            self.notify(store.notice_text() or store.notice)

    # ----------------------------------------------------------------- window

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                logger.warning("fullscreen refused (%s); using a window", exc)
        return pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        if not on:
            pass
        elif not self.settings.fullscreen:
            self._windowed_size = self.screen.get_size()
        self.screen = self._open_window(on)
        self.update_settings(self.settings.with_changes(fullscreen=on))
        self._resized()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        w, h = self.screen.get_size()
        if (w, h) != self.viewport.window:
            self.viewport = Viewport((w, h))
            self.text.clear()
            self.images.clear()
            for scene in self.scenes:
                scene.on_resize()

    def resize(self, size: tuple[int, int]) -> None:
        """Change the window size (also used by tests)."""
        size = (max(MIN_WINDOW[0], size[0]), max(MIN_WINDOW[1], size[1]))
        self._windowed_size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    # ----------------------------------------------------------------- settings

    def update_settings(self, settings: Settings) -> None:
        old, self.settings = self.settings, settings
        self._apply_look(old, settings)
        self.audio.set_volumes(*volumes(settings))
        if self.store is None:
            return
        try:
            self.store.save(settings)
        except OSError as exc:
            logger.warning("cannot save settings: %s", exc)
            self.notify(N_("Your settings could not be saved."))

    def _apply_look(self, old: Settings, new: Settings) -> None:
        """Language, text size and palette take effect at once, without a restart:
        cached text and scene parts are dropped and every scene relabels itself."""
        changed = False
        if new.language != old.language:
            i18n.set_language(new.language_code)
            pygame.display.set_caption(_("Wonderland Parlour"))
            changed = True
        if new.text_scale != self.text.scale:
            self.text.scale = new.text_scale
            changed = True
        if new.colour_blind != old.colour_blind:
            theme.use_palette(new.colour_blind)
            changed = True
        if changed:
            self.text.clear()
            for scene in self.scenes:
                scene.on_language()

    def notify(self, text: str, seconds: float = 6.0) -> None:
        """A one-line notice at the bottom of the screen (``math.inf``: until replaced
        or taken down)."""
        self._notice = (text, seconds)

    @property
    def notice(self) -> str | None:
        """The notice on screen now (its English source), if any."""
        return self._notice[0] if self._notice is not None else None

    def save_problem(self, text: str | None) -> None:
        """The saves' listener: a failed save is shown at once, and stays until a later
        save works (`text` None), when it is taken down."""
        if text is not None:
            self.notify(text, math.inf)
        elif self._notice is not None and self._notice[1] == math.inf:
            self._notice = None

    # ----------------------------------------------------------------- scenes

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        logger.debug("push %s", scene.name)

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        if self.scenes:
            self.scenes[-1].resume()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            _close(self.scenes.pop())
        self.scenes.append(scene)

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack and show `scene` (e.g. back to the title)."""
        for old in reversed(self.scenes):
            _close(old)
        self.scenes.clear()
        self.scenes.append(scene)

    def quit(self) -> None:
        self.running = False

    # ----------------------------------------------------------------- loop

    def canvas(self) -> Canvas:
        return Canvas(self.screen, self.viewport, self.text, self.images)

    def to_logical(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in _MOUSE_EVENTS and hasattr(event, "pos"):
            data = dict(event.dict)
            data["pos"] = self.viewport.to_logical(event.pos)
            if "rel" in data:
                s = self.viewport.scale
                data["rel"] = (event.rel[0] / s, event.rel[1] / s)
            return pygame.event.Event(event.type, data)
        return event

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in _AWAY_EVENTS:
            self.suspend(True)
            return
        if event.type in _BACK_EVENTS:
            self.suspend(False)
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        top = self.top
        if top is not None:
            logical = self.to_logical(event)
            if _clicks_widget(top, logical):
                self.audio.play("button")
            top.process_event(logical)

    def suspend(self, away: bool) -> None:
        """The window was minimised, hidden or lost focus (`away`), or came back: the
        game's clock, the bots and the sound wait meanwhile."""
        if away == self.suspended:
            return
        self.suspended = away
        self._accumulator = 0.0
        top = self.top
        if away:
            self.audio.pause()
            if top is not None:
                top.pause()
        else:
            self.audio.resume()
            if top is not None:
                top.resume()
        logger.info("window %s", "away: paused" if away else "back: carrying on")

    def step(self, frame_time: float) -> bool:
        """One frame: events, fixed-step updates for `frame_time` seconds, drawing.

        An error raised by a scene is logged and shows the Crash scene (the autosave,
        written before the action that failed, is kept) unless `catch_errors` is off."""
        try:
            return self._step(frame_time)
        except Exception as exc:
            if not self.catch_errors:
                raise
            self.crashed(exc)
            return self.running

    def crashed(self, exc: BaseException) -> None:
        """Show the Crash scene for `exc` (a second error on that scene is raised); a
        saved game that fails while on trial is set aside instead, back in its lobby."""
        from game.scenes.crash import CrashScene

        logger.error("unexpected error in the %s scene",
                     self.top.name if self.top is not None else "(no)", exc_info=exc)
        self.last_error = exc
        if isinstance(self.top, CrashScene):
            raise exc
        self._forget_frame()
        opened, self.opened_file = self.opened_file, None
        if opened is not None and opened.on_trial(self):
            try:
                if opened.recover(self, exc):
                    return
            except Exception:  # setting it aside failed too: the Crash page, not a loop
                logger.exception("the failed saved game could not be set aside")
        self.reset_to(CrashScene(self, exc))

    def _forget_frame(self) -> None:
        """Forget half-finished frame state before showing another scene."""
        self._accumulator = 0.0
        self.screen.set_clip(None)

    def _sync_scene_sounds(self) -> None:
        top = self.top
        if top is self._top_seen:
            return
        self._top_seen = top
        want = top is not None and top.name in MUSIC_SCENES
        if want and not self._music_on:
            self.audio.start_music()
        elif not want and self._music_on:
            self.audio.stop_music()
        self._music_on = want
        if top is not None and top.name == "results":
            self.audio.play("win_fanfare")

    def _step(self, frame_time: float) -> bool:
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return False
        self._sync_scene_sounds()
        if self.suspended:
            frame_time = 0.0
        self._accumulator += min(MAX_FRAME, max(0.0, frame_time))
        while self._accumulator >= STEP:
            self._accumulator -= STEP
            top = self.top
            if top is not None:
                top.update(STEP)
            if self._notice is not None:
                text, left = self._notice
                self._notice = (text, left - STEP) if left > STEP else None
        self.draw()
        pygame.display.flip()
        return self.running and bool(self.scenes)

    def draw(self) -> None:
        self.screen.fill(LETTERBOX)
        canvas = self.canvas()
        frame = self.viewport.frame
        self.screen.set_clip(frame)
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(canvas)
        if self._notice is not None:
            self._draw_notice(canvas, _(self._notice[0]))
        if self.suspended:
            canvas.dim(120)
            canvas.text(_("Paused"), (960, 520), theme.TITLE, colour=theme.CREAM)
            canvas.text(_("Click the window to carry on"), (960, 620), theme.SUBHEADING,
                        colour=theme.CREAM)
        self.screen.set_clip(None)

    def _draw_notice(self, canvas: Canvas, text: str) -> None:
        """The notice at the bottom: one line, or two when it names a long file (never
        shrunk under the text floor)."""
        lines = canvas.wrap(text, 1160, theme.SMALL)[:2]
        step = theme.SMALL.size * self.text.scale * 1.15
        height = 18 + step * len(lines)
        top = 1068 - height
        canvas.rect((360, top, 1200, height), (40, 28, 20, 210), radius=14)
        for i, line in enumerate(lines):
            canvas.text(line, (960, top + 9 + step * (i + 0.5)), theme.SMALL,
                        colour=theme.CREAM, max_width=1160)

    def run(self) -> int:
        clock = pygame.time.Clock()
        while self.step(clock.tick(FPS if not self.suspended else 10) / 1000.0):
            pass
        return 0


def _close(scene: Scene) -> None:
    """Let a scene that leaves the stack for good stop its workers (bots, hints)."""
    close = getattr(scene, "close", None)
    if close is None:
        return
    try:
        close()
    except Exception:  # a scene that fails to close must not stop the app
        logger.exception("closing the %s scene failed", scene.name)


def _clicks_widget(scene: Scene, event: pygame.event.Event) -> bool:
    """True when `event` is a left click released on an enabled widget of `scene`."""
    if event.type != pygame.MOUSEBUTTONUP or getattr(event, "button", 0) != 1:
        return False
    pos = getattr(event, "pos", None)
    if pos is None:
        return False
    for widget in [*scene.widgets, *getattr(scene, "choices", []),
                   *getattr(scene, "controls", [])]:
        if (getattr(widget, "visible", True) and getattr(widget, "enabled", True)
                and widget.rect.collidepoint(pos)):
            return True
    hinter = getattr(scene, "hinter", None)
    return bool(hinter is not None and hinter.available and hinter.rect.collidepoint(pos))
