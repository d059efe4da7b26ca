"""The player's settings: fullscreen, animation speed, language, volumes, accessibility
(reduced motion, colour-blind palette, text size) and each game's last table.

Settings live in one small JSON file in the platform's config folder (platformdirs), so
they survive updates and never depend on the working directory. The file is written
atomically (a temp file in the same folder, then ``os.replace``): a crash mid-write can
never leave half a file. A file that is corrupt or from an unknown version is renamed
aside (never deleted: the player may want it back), defaults are used, and a one-line
notice says so on screen. The fields added after version 1 shipped (language, volumes,
accessibility) are optional and forgiving: missing or odd values take their defaults
(clamped when a number is merely out of range), so an older or hand-edited file still loads.

Nothing happens at import time; `SettingsStore` touches the disk only when asked.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from game.shell.files import set_aside, write_atomically
from game.shell.i18n import N_, Notices
from game.shell.names import clean_name
from game.shell.reading import UnreadableFile, read_json

logger = logging.getLogger(__name__)

VERSION = 1
FILE_NAME = "settings.json"
MAX_SETTINGS_BYTES = 256_000
"""A settings file is under 2 kB; anything past this is not ours."""
MAX_FILE_NAME = 80
"""Longest file name quoted in a notice."""

#: Animation speeds offered on the Settings screen (multipliers of the normal pace).
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 1.0, 1.5, 2.0, 3.0)
#: Language codes offered on the Settings screen; "auto" follows the OS.
LANGUAGE_CHOICES: tuple[str, ...] = ("auto", "en", "fr")
#: Bot speeds offered on the Settings screen: how fast a bot's turn plays (its beats and
#: its spins, the spinner's physics played faster, never changed). "instant" still shows
#: every move.
BOT_SPEEDS: tuple[str, ...] = ("normal", "fast", "instant")
#: Text sizes offered on the Settings screen, in percent of the normal size.
TEXT_SIZES: tuple[int, ...] = (100, 125, 150)


@dataclass(frozen=True, slots=True)
class Settings:
    fullscreen: bool = False
    animation_speed: float = 1.0
    tables: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Each game's last table set up, as that game's own plain JSON data, by game id
    (the game reads it forgivingly: a table it cannot use gives its default)."""
    language: str = "auto"
    """"auto" (the OS's language), or a code of `game.shell.i18n.LANGUAGES`."""
    sound_volume: float = 0.8
    """Sound effects, 0.0 to 1.0 (read by the audio wiring: `audio.set_volumes`)."""
    music_volume: float = 0.5
    """The waltz, 0.0 to 1.0."""
    reduced_motion: bool = False
    """No trails, hops, flights or pulsing glows: pieces fade in place."""
    colour_blind: bool = False
    """Colour-blind palette: blue/orange instead of green/red, patterns on player rows."""
    text_size: int = 100
    """Text scale in percent (one of TEXT_SIZES)."""
    bot_speed: str = "normal"
    """How fast bots' turns play (one of BOT_SPEEDS); it stays set between games."""
    voice: bool = False
    """Short spoken prompts for pre-readers ("Spin!"), the platform's own speech when
    there is one (game/shell/voice.py); off by default."""

    @property
    def language_code(self) -> str | None:
        """The code for `game.shell.i18n.set_language` (None: the OS's language)."""
        return None if self.language == "auto" else self.language

    @property
    def text_scale(self) -> float:
        return self.text_size / 100

    def with_changes(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def with_table(self, game_id: str, table: dict[str, Any]) -> Settings:
        return replace(self, tables={**self.tables, game_id: table})


class SettingsError(ValueError):
    """The settings file cannot be used; the message names the field."""


# ------------------------------------------------------------------ JSON <-> data


def settings_to_json(settings: Settings) -> dict[str, Any]:
    return {"version": VERSION, **asdict(settings)}


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise SettingsError(f"{where}{key}: missing")
    value = data[key]
    if isinstance(value, bool) and kind in (int, float, (int, float)):
        raise SettingsError(f"{where}{key}: expected a number, not {value!r}")
    if not isinstance(value, kind):
        raise SettingsError(f"{where}{key}: unexpected value {value!r}")
    return value


def settings_from_json(data: Any) -> Settings:
    """Strict reading: anything unexpected raises `SettingsError` naming the field."""
    if not isinstance(data, dict):
        raise SettingsError("the file does not hold a JSON object")
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:  # Python counts true as 1
        raise SettingsError(f"version: unknown settings version {version!r}")
    speed = float(_need(data, "animation_speed", (int, float), ""))
    if not 0.1 <= speed <= 10.0:
        raise SettingsError(f"animation_speed: {speed} is out of range")
    tables = _tables(data)
    return Settings(
        fullscreen=_need(data, "fullscreen", bool, ""),
        animation_speed=speed,
        tables=tables,
        **_optional_fields(data),
    )


def _tables(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each game's remembered table; ``last_setup``, from before the box held several
    games, is the race's."""
    tables = data.get("tables", {})
    if not isinstance(tables, dict):
        raise SettingsError(f"tables: unexpected value {tables!r}")
    found = {key: value for key, value in tables.items()
             if isinstance(key, str) and isinstance(value, dict)}
    legacy = data.get("last_setup")
    if isinstance(legacy, dict):
        found.setdefault("race", legacy)
    return found


def _volume(value: Any, default: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        return default
    return min(1.0, max(0.0, float(value)))


def _optional_fields(data: dict[str, Any]) -> dict[str, Any]:
    """The fields added after version 1: defaults for anything missing or unusable."""
    d = Settings()
    language = data.get("language", d.language)
    if language not in LANGUAGE_CHOICES:
        logger.info("settings: unknown language %r; using %r", language, d.language)
        language = d.language
    size = data.get("text_size", d.text_size)
    if isinstance(size, bool) or not isinstance(size, (int, float)) or size != size:
        size = d.text_size
    else:  # the nearest size on offer
        size = min(TEXT_SIZES, key=lambda s: abs(s - size))
    bot_speed = data.get("bot_speed", d.bot_speed)
    if bot_speed not in BOT_SPEEDS:
        logger.info("settings: unknown bot speed %r; using %r", bot_speed, d.bot_speed)
        bot_speed = d.bot_speed
    flags = {}
    for name in ("reduced_motion", "colour_blind", "voice"):
        value = data.get(name, getattr(d, name))
        flags[name] = value if isinstance(value, bool) else getattr(d, name)
    return {
        "language": language,
        "sound_volume": _volume(data.get("sound_volume"), d.sound_volume),
        "music_volume": _volume(data.get("music_volume"), d.music_volume),
        "text_size": size,
        "bot_speed": bot_speed,
        **flags,
    }


# ------------------------------------------------------------------ the file


class SettingsStore(Notices):
    """Reads and writes the settings file in `folder`; `notice` holds a one-line message
    for the screen when the file had to be set aside."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def path(self) -> Path:
        return self.folder / FILE_NAME

    def load(self) -> Settings:
        """The settings, or the defaults: when there is no file yet, or when the file is
        refused (`game.shell.reading`: not a regular file, too big, not UTF-8, too deep,
        unreadable) or malformed. A refused file is renamed aside, logged, and the
        notice names the kept file; the start carries on."""
        path = self.path
        try:
            data = read_json(path, max_bytes=MAX_SETTINGS_BYTES, follow=False)
            return settings_from_json(data)
        except FileNotFoundError:
            return Settings()
        except (UnreadableFile, SettingsError, ValueError, TypeError, KeyError,
                RecursionError, OSError) as exc:
            aside = set_aside(path)
            logger.warning("settings file %s is unusable (%s); moved to %s", path, exc, aside)
            if aside is None:  # the folder itself cannot be read or written
                self._say(N_("Your settings could not be read in {folder}; the defaults "
                             "are used."), folder=clean_name(str(self.folder), 160))
                return Settings()
            name = clean_name(aside.name, MAX_FILE_NAME)
            self._say(N_("Your settings file was unreadable and was kept as {name}; "
                         "the defaults are used."), name=name)
            return Settings()

    def save(self, settings: Settings) -> None:
        write_atomically(self.path, json.dumps(settings_to_json(settings), indent=2))
