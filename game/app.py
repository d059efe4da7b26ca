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
import random
import re
import tempfile
from pathlib import Path

import pygame

from game import resources
from game.levels import Level, LevelError, load_level
from game.scenes.base import Scene
from game.settings import Settings, SettingsStore
from game.ui import fallback_art, theme
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


def load_board(path: Path | None = None) -> Level:
    """The board map; if only its background picture is missing, load it without one.

    Work-around while the art lands: `load_level` refuses a map whose image layer points
    at a missing file. The map is then read from a temporary copy without that layer
    (the tileset path made absolute), and the screen paints its own background.
    """
    path = path or resources.default_level()
    try:
        return load_level(path)
    except LevelError as exc:
        if "imagelayer" not in str(exc):
            raise
        logger.warning("%s; loading the board without its background", exc)
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"<imagelayer.*?</imagelayer>", "", text, flags=re.S)
    text = re.sub(
        r'(<tileset[^>]*source=")([^"]+)"',
        lambda m: f'{m.group(1)}{(path.parent / m.group(2)).resolve().as_posix()}"',
        text,
    )
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / path.name
        copy.write_text(text, encoding="utf-8")
        level = load_level(copy)
    return Level(path=path, board=level.board, layout=level.layout, name=level.name)


class App:
    """Owns the window, caches, settings and the stack of scenes."""

    def __init__(
        self,
        store: SettingsStore | None,
        settings: Settings | None = None,
        window: tuple[int, int] = (1280, 720),
        level: Level | None = None,
        seed: int | None = None,
    ) -> None:
        self.store = store
        if settings is None:
            settings = store.load() if store is not None else Settings()
        self.settings = settings
        self.rng = random.Random(seed)
        self.level = level or load_board()
        pygame.display.set_caption("Tea-Time Race")
        self._windowed_size = window
        self.screen = self._open_window(settings.fullscreen)
        self.text = TextCache()
        self.images = ImageCache(fallback_art.fallbacks())
        self.viewport = Viewport(self.screen.get_size())
        self.scenes: list[Scene] = []
        self.running = True
        self._accumulator = 0.0
        self._notice: tuple[str, float] | None = None
        if store is not None and store.notice:
            self.notify(store.notice)

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
        self.settings = settings
        if self.store is None:
            return
        try:
            self.store.save(settings)
        except OSError as exc:
            logger.warning("cannot save settings: %s", exc)
            self.notify("Your settings could not be saved.")

    def notify(self, text: str, seconds: float = 6.0) -> None:
        """A one-line notice at the bottom of the screen."""
        self._notice = (text, seconds)

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
            self.scenes.pop()
        self.scenes.append(scene)

    def reset_to(self, scene: Scene) -> None:
        """Empty the stack and show `scene` (e.g. back to the title)."""
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
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        top = self.top
        if top is not None:
            top.process_event(self.to_logical(event))

    def step(self, frame_time: float) -> bool:
        """One frame: events, fixed-step updates for `frame_time` seconds, drawing."""
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return False
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
            text = self._notice[0]
            canvas.rect((360, 1020, 1200, 48), (40, 28, 20, 210), radius=14)
            canvas.text(text, (960, 1044), theme.SMALL, colour=theme.CREAM, max_width=1160)
        self.screen.set_clip(None)

    def run(self) -> int:
        clock = pygame.time.Clock()
        while self.step(clock.tick(FPS) / 1000.0):
            pass
        return 0
