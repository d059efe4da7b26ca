"""Sound effects and music: the one object the UI asks to make a noise.

Why a class and not module functions: the mixer is a device that may not exist (a
headless CI box, a laptop with no sound card, a remote desktop), and the game must
behave the same with or without it. An `Audio` made once by the app owns that question:
when the device or a file is missing it says so in ONE log line and from then on every
method quietly does nothing, so no scene ever needs an ``if sound:`` of its own and no
sound problem can ever crash a game. Nothing happens at import time; the mixer is
opened by the constructor.

The sounds themselves are made by ``tools/make_sounds.py`` (see ``docs/audio.md``).

Choices worth knowing:

* The music is a `pygame.mixer.Sound` looping on a reserved channel, not
  `pygame.mixer.music`: a chunk loops sample-exactly inside the mixer, whereas a
  streamed file restarts its decoder at the loop point. It costs ~6 MB of memory.
* The spinner tick has its own reserved channel and three pre-pitched copies made once
  at start-up, so ``tick()`` is a clock read, a volume set and a channel play: cheap
  enough for 30 calls a second, and a new tick simply replaces the previous one.
"""

from __future__ import annotations

import logging
import math
import time
from array import array
from collections.abc import Callable, Mapping
from pathlib import Path

import pygame

from game.shell import resources
from game.shell.attributes import read_only

logger = logging.getLogger(__name__)

EFFECTS: tuple[str, ...] = (
    "tick",
    "spin_settle",
    "spin_harder",
    "card_play",
    "hop",
    "cookie_taken",
    "small_cookies",
    "grow",
    "shrink",
    "fall",
    "escape",
    "cheshire_grin",
    "turn_start",
    "button",
    "win_fanfare",
    # Off With Their Letters! (tools/make_wordland_sounds.py)
    "teapot_tick",
    "teapot_whistle",
    "word_accepted",
    "player_out",
    "letter_placed",
    "vote_called",
)
"""Every effect `play` knows, by file stem (``assets/common/sounds/<name>.wav``)."""

MUSIC = "music_loop"
"""The background waltz (``assets/common/sounds/music_loop.wav``), made to loop seamlessly."""

EVENT_EFFECTS: Mapping[str, str] = {
    "Stepped": "hop",
    "PassedTeaParty": "cookie_taken",
    "CookieTaken": "cookie_taken",
    "SmallCookiesTaken": "small_cookies",
    "BecameLarge": "grow",
    "BecameSmall": "shrink",
    "FellIntoHole": "fall",
    "LeftHole": "escape",
    "CheshireMove": "cheshire_grin",
    "TurnStarted": "turn_start",
    "CardPlayed": "card_play",
    "GameEnded": "win_fanfare",
}
"""Engine event class name -> effect. By name, so this module needs nothing from
``game.race.rules``; events not listed make no sound of their own."""

TICK_FULL_SPEED = 20.0
"""Hand speed (rad/s, `Spinner.angular_velocity`) at which ticks are loudest and highest."""
TICK_MIN_INTERVAL = 0.012
"""Ticks closer together than this (s) are dropped: above ~80/s they only make a buzz."""
TICK_PITCHES: tuple[float, ...] = (0.92, 1.0, 1.09)
"""Playback-rate factors of the pre-made tick copies, slow hand to fast hand."""

MIXER_FREQUENCY = 44100
MIXER_BUFFER = 512
"""Samples per mixer buffer: ~12 ms at 44.1 kHz, short enough that ticks keep time."""
MUSIC_CHANNEL = 0
TICK_CHANNEL = 1
RESERVED_CHANNELS = 2
EFFECT_CHANNELS = 16


def _unit(value: float) -> float:
    """Clamp a volume into [0, 1]; NaN (a broken settings file) counts as silence."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 0.0
    if math.isnan(v):
        return 0.0
    return min(1.0, max(0.0, v))


def _repitched(sound: pygame.mixer.Sound, factor: float) -> pygame.mixer.Sound:
    """A copy of `sound` played `factor` times faster (higher and shorter), by linear
    interpolation of the mixer's own 16-bit samples. Done once at start-up for a 25 ms
    tick, so pure Python is plenty fast."""
    init = pygame.mixer.get_init()
    if init is None or init[1] != -16 or factor == 1.0:
        return sound
    channels = init[2]
    src = array("h")
    src.frombytes(sound.get_raw())
    frames = len(src) // channels
    out_frames = max(1, int((frames - 1) / factor))
    out = array("h", bytes(2 * out_frames * channels))
    for i in range(out_frames):
        pos = i * factor
        j = int(pos)
        frac = pos - j
        k = min(j + 1, frames - 1)
        for c in range(channels):
            a = src[j * channels + c]
            b = src[k * channels + c]
            out[i * channels + c] = int(a + (b - a) * frac)
    return pygame.mixer.Sound(buffer=out.tobytes())


class Audio:
    """The game's sound: effects, the spinner tick and the music loop.

    Make one in the app after ``pygame.init()`` and pass it to the scenes that need it.
    Every public method is safe in every state (no device, missing files, paused,
    closed) and never raises.
    """

    def __init__(
        self,
        sound_volume: float = 0.8,
        music_volume: float = 0.5,
        *,
        directory: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Open the mixer (unless the app already has) and load every sound.

        `directory` replaces ``assets/common/sounds`` (tests use it); `clock` is what `tick`
        measures its minimum interval with."""
        self._directory = directory or resources.path("assets", "common", "sounds")
        self._clock = clock
        self._sound_volume = _unit(sound_volume)
        self._music_volume = _unit(music_volume)
        self._effects: dict[str, pygame.mixer.Sound] = {}
        self._ticks: list[pygame.mixer.Sound] = []
        self._music: pygame.mixer.Sound | None = None
        self._music_channel: pygame.mixer.Channel | None = None
        self._tick_channel: pygame.mixer.Channel | None = None
        self._last_tick = -math.inf
        self._music_wanted = False
        self._paused = False
        self._owns_mixer = False
        self._failed = False
        self._warned_unknown: set[str] = set()
        self._ready = self._open_device()
        if self._ready:
            self._load_all()
            self._apply_volumes()

    # ------------------------------------------------------------------ state

    available = read_only("_ready", "True when a device is open (a settings screen may say "
                          "'no sound device').")
    sound_volume = read_only("_sound_volume")
    music_volume = read_only("_music_volume")
    paused = read_only("_paused")
    music_playing = read_only("_music_wanted", "True while the music is meant to be heard "
                              "(also while paused).")

    # ------------------------------------------------------------------ effects

    def play(self, effect_name: str) -> None:
        """Play one effect from `EFFECTS`; nothing if it is silent or we are paused.

        An unknown name is a programming slip, not a crash: it is logged once."""
        if effect_name not in EFFECTS:
            if effect_name not in self._warned_unknown:
                self._warned_unknown.add(effect_name)
                logger.warning("no sound effect called %r", effect_name)
            return
        if self._paused or not self._live():
            return
        sound = self._effects.get(effect_name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error as exc:
            self._fail(exc)

    def play_event(self, event: object) -> None:
        """Play the effect for an engine event (`EVENT_EFFECTS`), if it has one."""
        name = EVENT_EFFECTS.get(type(event).__name__)
        if name is not None:
            self.play(name)

    def tick(self, speed: float) -> None:
        """The spinner's flapper passing one boundary, at hand speed `speed` (rad/s).

        Faster hands tick a little louder and higher. Cheap: one clock read and one
        channel play; ticks closer than `TICK_MIN_INTERVAL` are dropped, and each tick
        cuts off the one before (they are 25 ms long, so nothing is lost)."""
        if self._paused or not self._ticks or self._tick_channel is None or not self._live():
            return
        now = self._clock()
        if now - self._last_tick < TICK_MIN_INTERVAL:
            return
        self._last_tick = now
        try:
            x = _unit(abs(speed) / TICK_FULL_SPEED)
        except TypeError:
            x = 0.0
        index = min(len(self._ticks) - 1, int(x * len(self._ticks)))
        try:
            self._tick_channel.set_volume(self._sound_volume * (0.45 + 0.55 * x))
            self._tick_channel.play(self._ticks[index])
        except pygame.error as exc:
            self._fail(exc)

    # ------------------------------------------------------------------ music

    def start_music(self, fade_ms: int = 1500) -> None:
        """Start the looping waltz (fading in), unless it already plays. While paused,
        it starts on `resume`."""
        self._music_wanted = True
        if self._paused:
            return
        self._start_music_now(fade_ms)

    def stop_music(self, fade_ms: int = 600) -> None:
        """Stop the music, fading out over `fade_ms` (0: at once)."""
        self._music_wanted = False
        channel = self._music_channel
        if not self._ready or channel is None:
            return
        try:
            if fade_ms > 0 and not self._paused:
                channel.fadeout(int(fade_ms))
            else:
                channel.stop()
        except pygame.error as exc:
            self._fail(exc)

    # ------------------------------------------------------------------ settings, focus

    def set_volumes(self, sound: float, music: float) -> None:
        """Set the effects and music volumes, each 0..1 (clamped); applies at once."""
        self._sound_volume = _unit(sound)
        self._music_volume = _unit(music)
        if self._ready:
            self._apply_volumes()

    def pause(self) -> None:
        """Hold every sound (the window lost focus); effects asked for meanwhile are
        dropped rather than queued, since they would be stale on return."""
        if self._paused:
            return
        self._paused = True
        if self._ready:
            try:
                pygame.mixer.pause()
            except pygame.error as exc:
                self._fail(exc)

    def resume(self) -> None:
        """Carry on where `pause` stopped; starts the music if it was asked for."""
        if not self._paused:
            return
        self._paused = False
        if not self._ready:
            return
        try:
            pygame.mixer.unpause()
        except pygame.error as exc:
            self._fail(exc)
            return
        if self._music_wanted:
            self._start_music_now(1500)

    def close(self) -> None:
        """Stop everything; close the mixer if this object opened it. Afterwards every
        method is a no-op. Safe to call twice."""
        was_ready, self._ready = self._ready, False
        self._music_wanted = False
        try:
            if was_ready:
                for channel in (self._music_channel, self._tick_channel):
                    if channel is not None:
                        channel.stop()
                for sound in self._effects.values():
                    sound.stop()
            if self._owns_mixer and pygame.mixer.get_init() is not None:
                pygame.mixer.quit()
        except pygame.error:
            pass  # the mixer was already gone: nothing left to stop
        self._owns_mixer = False
        self._effects.clear()
        self._ticks.clear()
        self._music = None
        self._music_channel = self._tick_channel = None

    # ------------------------------------------------------------------ internals

    def _open_device(self) -> bool:
        """Open the mixer if nobody has; reserve the music and tick channels."""
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(
                    frequency=MIXER_FREQUENCY, size=-16, channels=2, buffer=MIXER_BUFFER
                )
                self._owns_mixer = True
            if pygame.mixer.get_init() is None:
                raise pygame.error("the mixer did not start")
            if pygame.mixer.get_num_channels() < EFFECT_CHANNELS + RESERVED_CHANNELS:
                pygame.mixer.set_num_channels(EFFECT_CHANNELS + RESERVED_CHANNELS)
            pygame.mixer.set_reserved(RESERVED_CHANNELS)
            self._music_channel = pygame.mixer.Channel(MUSIC_CHANNEL)
            self._tick_channel = pygame.mixer.Channel(TICK_CHANNEL)
        except Exception as exc:  # any failure here only means: no sound
            logger.warning("sound is off: no audio device (%s)", exc)
            self._failed = True
            return False
        return True

    def _load_all(self) -> None:
        """Load every file; the ones that are missing or unreadable stay silent, and all
        of them are named in one log line."""
        problems: list[str] = []
        for name in (*EFFECTS, MUSIC):
            path = self._directory / f"{name}.wav"
            if not path.is_file():
                problems.append(f"{path.name} (missing)")
                continue
            try:
                sound = pygame.mixer.Sound(str(path))
                if sound.get_length() <= 0.0:
                    raise ValueError("empty")
            except Exception as exc:  # a corrupt file must not stop the game
                problems.append(f"{path.name} ({exc})")
                continue
            if name == MUSIC:
                self._music = sound
            else:
                self._effects[name] = sound
        tick = self._effects.get("tick")
        if tick is not None:
            try:
                self._ticks = [_repitched(tick, f) for f in TICK_PITCHES]
            except Exception:  # an exotic mixer format: the plain tick will do
                self._ticks = [tick]
        if problems:
            logger.warning(
                "sound files missing or unreadable, those stay silent: %s",
                ", ".join(problems),
            )

    def _apply_volumes(self) -> None:
        try:
            for sound in self._effects.values():
                sound.set_volume(self._sound_volume)
            for sound in self._ticks:
                sound.set_volume(1.0)  # the tick channel's volume does the work
            if self._music is not None:
                self._music.set_volume(self._music_volume)
        except pygame.error as exc:
            self._fail(exc)

    def _start_music_now(self, fade_ms: int) -> None:
        channel = self._music_channel
        if self._music is None or channel is None or not self._live():
            return
        try:
            if channel.get_busy() and channel.get_sound() is self._music:
                return
            channel.play(self._music, loops=-1, fade_ms=max(0, int(fade_ms)))
        except pygame.error as exc:
            self._fail(exc)

    def _live(self) -> bool:
        """True if sounds may be played now. Checked before every play because pygame
        crashes the process (not raises) when a Sound is played on a closed mixer, e.g.
        after the app called ``pygame.quit()`` before `close`."""
        if not self._ready:
            return False
        if pygame.mixer.get_init() is None:
            self._fail(pygame.error("the mixer was closed"))
            return False
        return True

    def _fail(self, exc: BaseException) -> None:
        """The mixer went away under us (e.g. pygame.quit()): go silent, say so once."""
        self._ready = False
        if not self._failed:
            self._failed = True
            logger.warning("sound is off: the mixer stopped working (%s)", exc)
