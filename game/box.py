"""The box: which games the Parlour holds, and the contract each of them fulfils.

A game is a package ``game/<id>/`` whose ``contract.py`` defines ``GAME``, a `GameInfo`.
The shell (app loop, title, lobby, replays, settings, CLI, self-test) only ever talks to
a game through that object, so adding a game means adding its package and its id to
`GAMES` below — nothing else. Games still being made are listed in `COMING_SOON`: the
title shows their tile, marked "coming soon", and nothing else of them.

Nothing is imported at import time: `games()` imports each contract when first asked,
and a contract imports its scenes only inside the factories it hands out, so
``python -m game sim`` never loads pygame.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from game.shell.i18n import N_

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.how_to_play import Page
    from game.shell.saves import RecordBook

GAMES: tuple[str, ...] = (
    "race",
    "parade",
    "wordland",
)
"""The games in the box, in the order their tiles appear: one line each."""


@dataclass(frozen=True)
class Teaser:
    """A game on its way: a tile on the title screen and nothing more."""

    id: str
    name: str
    tagline: str
    tile_art: str


BLURB = N_("{what} · {low}–{high} players")
"""Every game's line on its tile and in its lobby, one shape for all: the tagline, then
the player count (`GameInfo.blurb`)."""

COMING_SOON: tuple[Teaser, ...] = ()
"""Games being made, shown as "coming soon" tiles (none now: all three have landed)."""


@dataclass(frozen=True)
class ConsoleHooks:
    """What a game gives the shared command line (pure Python: no pygame).

    `replay_command` gets a record already read and parsed by the shell and answers
    (exit code, text): 0 it replays, 1 an action breaks a rule, 2 it is malformed."""

    add_sim_arguments: Callable[[argparse.ArgumentParser], None]
    run_sim: Callable[[argparse.Namespace], int]
    replay_command: Callable[[Mapping[str, Any], bool], tuple[int, str]]
    max_record_bytes: int = 4_000_000
    """The largest record file of this game `replay` accepts (its records doc says so)."""


@dataclass(frozen=True)
class SelfCheck:
    """One named check of `--selftest`; it raises with a sentence when it fails."""

    name: str
    run: Callable[[], None]


@dataclass(frozen=True)
class LobbyExtra:
    """A button a game adds to its lobby, under How to play (e.g. a guided first game)."""

    label: str
    """An English source string marked `N_` (translated when drawn)."""
    open: Callable[[Any], None]
    """What the button does, given the app (usually: push one of the game's scenes)."""


@dataclass(frozen=True)
class GameInfo:
    """The game contract: everything the box needs to know about one game.

    Names are English source strings marked for translation (the French comes from the
    catalogue). Factories take the `App` and return a scene; they import the game's
    screens only when called."""

    id: str
    name: str
    tagline: str
    """What the game is, in a few words and no player count ("A race round the garden");
    shown as `blurb()`."""
    players: tuple[int, int]
    characters: tuple[str, ...]
    setup_options: tuple[str, ...]
    """One line per table option the setup screen offers, for the docs and the lobby."""
    tile_art: str
    """The chooser tile's picture (``assets/common/art/<tile_art>.svg``)."""
    new_game: Callable[[Any], Scene]
    """The setup screen (who plays, options), which starts the game."""
    resume: Callable[[Any, Any], Scene]
    """The play scene for a saved record, as it stood after its last action."""
    watch: Callable[[Any, Any], Scene]
    """The play scene driven by a finished record (Replays)."""
    records: Callable[[Any], RecordBook]
    """How this game's records are read, written and checked, for the app's saves."""
    how_to_play: Callable[[], Sequence[Page]]
    console: Callable[[], ConsoleHooks]
    self_checks: Callable[[], Sequence[SelfCheck]]
    screenshot_scenes: Callable[[], Mapping[str, Callable[[Any, int], Scene]]]
    """Scene name -> factory(app, seed) for ``python -m game screenshot``."""
    art: Callable[[], Sequence[str]] = field(default=lambda: ())
    """Every picture the game's screens draw (checked by the self-test)."""
    room_with_board: Callable[[Any], Any] | None = None
    """For games played on a map: the game's room with the map at a path instead of
    its own (``play --board FILE``, for designers); ValueError if it cannot be played."""
    painters: Callable[[], Mapping[str, tuple[float, Any]]] = field(default=lambda: {})
    """Pictures drawn in code instead of SVG: name -> (aspect, painter(size) -> Surface)."""
    lobby_extras: Callable[[Any], Sequence[LobbyExtra]] = field(default=lambda app: ())
    """Optional: more buttons for the game's lobby, given the app."""
    welcome: Callable[[Any], str | None] = field(default=lambda app: None)
    """Optional: a word of welcome the lobby shows by the game's picture as it opens
    (an `N_` string), or None. Asked each time the lobby opens; the game remembers in
    Settings what it has shown (the race: the first time, it offers its guided game)."""

    def blurb(self) -> str:
        """The tile's line in the current language: "A race round the garden · 2–4
        players". The player count is never broken across lines (no-break spaces): a
        narrow tile wraps the line before it, after the "·"."""
        from game.shell.i18n import _

        what = _(self.tagline)
        text = _(BLURB).format(what=what, low=self.players[0], high=self.players[1])
        if text.startswith(what):
            dot, _space, count = text[len(what):].strip().partition(" ")
            text = f"{what}\u00a0{dot} {count.replace(' ', chr(0xA0))}"
        return text

    @property
    def player_range(self) -> range:
        return range(self.players[0], self.players[1] + 1)


@cache
def _load(game_id: str) -> GameInfo:
    module = importlib.import_module(f"game.{game_id}.contract")
    info = module.GAME
    if info.id != game_id:
        raise RuntimeError(f"game/{game_id}/contract.py describes {info.id!r}")
    return info


def games() -> list[GameInfo]:
    """Every playable game, in tile order."""
    return [_load(game_id) for game_id in GAMES]


def find(game_id: str) -> GameInfo:
    """The game called `game_id`; KeyError names the ones there are."""
    if game_id not in GAMES:
        raise KeyError(f"no game {game_id!r} (there is {', '.join(GAMES)})")
    return _load(game_id)


def painters() -> dict[str, tuple[float, Any]]:
    """Every game's code-drawn pictures, for the app's one image cache."""
    found: dict[str, tuple[float, Any]] = {}
    for game in games():
        found.update(game.painters())
    return found


def default() -> GameInfo:
    """The game a record without a ``game`` field belongs to (records before the box)."""
    return _load(GAMES[0])
