"""The box: which games the Parlour holds, and the contract each of them fulfils.

A game is a package ``game/<id>/`` whose ``contract.py`` defines ``GAME``, a `GameInfo`.
The shell (app loop, title, lobby, replays, settings, CLI, self-test) only ever talks to
a game through that object, so adding a game means adding its package and its id to
`GAMES` below — nothing else. Games still being made are listed in `COMING_SOON`: the
title shows their tile, marked "coming soon", and nothing else of them.

A contract is declarative: it names its pieces by where they live
(``"game.parade.scenes.setup:SetupScene"``) and the box imports a piece only when it is
asked for (`Piece`), so listing the games, or ``python -m game sim``, never loads pygame,
and no game's contract imports its own screens (nor they it: a screen that needs its
game's contract asks `find(id)`).
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.shell.i18n import N_

GAMES: tuple[str, ...] = (
    "race",
    "parade",
    "wordland",
)
"""The games in the box, in the order their tiles appear: one line each."""


@dataclass(frozen=True)
class Piece:
    """One piece of a game, named by where it lives: ``"package.module:attribute"`` (or
    ``"package.module"`` for a whole module). Nothing is imported until the piece is
    asked for. Called, a piece calls what it names with the arguments given; a piece
    that names a value (a mapping of scenes, a list of pictures, a module) returns it."""

    ref: str

    def __post_init__(self) -> None:
        module, _colon, name = self.ref.partition(":")
        dotted = all(part.isidentifier() for part in module.split("."))
        if not dotted or "." not in module or (_colon and not name.isidentifier()):
            raise ValueError(f"a piece is 'package.module[:name]', not {self.ref!r}")

    def load(self) -> Any:
        module_name, _colon, name = self.ref.partition(":")
        module = importlib.import_module(module_name)
        if not name:
            return module
        try:
            return getattr(module, name)
        except AttributeError:
            raise ImportError(f"{module_name} has no {name!r} (piece {self.ref!r})") from None

    def __call__(self, *args: Any) -> Any:
        target = self.load()
        if callable(target) and not isinstance(target, type(importlib)):
            return target(*args)
        if args:
            raise TypeError(f"the piece {self.ref!r} is a value, not something to call")
        return target


class ConsolePiece(Piece):
    """A game's console module, named like any piece; called, it gives the module's
    `ConsoleHooks` (`ConsoleHooks.of_module`)."""

    def __call__(self, *args: Any) -> Any:
        return ConsoleHooks.of_module(self.load())


def piece(value: str | Callable[..., Any]) -> Callable[..., Any]:
    """A contract's field as the box keeps it: a name becomes a `Piece`; a callable (a
    test's stand-in) is kept as it is."""
    return Piece(value) if isinstance(value, str) else value


def _constant(value: Any) -> Callable[..., Any]:
    return lambda *_args: value


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

    @classmethod
    def of_module(cls, module: Any) -> ConsoleHooks:
        """A game's console module as hooks: it defines `add_sim_arguments`, `run_sim` and
        `replay_command`, and may define `MAX_RECORD_BYTES`."""
        return cls(module.add_sim_arguments, module.run_sim, module.replay_command,
                   getattr(module, "MAX_RECORD_BYTES", cls.max_record_bytes))


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
    open: Callable[[Any], None] | str
    """What the button does, given the app (usually: push one of the game's scenes): a
    piece's name (`Piece`), imported when the button is pressed."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "open", piece(self.open))


PIECES = ("new_game", "resume", "watch", "records", "how_to_play", "console", "self_checks",
          "screenshot_scenes", "art", "room_with_board", "painters", "lobby_extras", "welcome",
          "tally")
"""The contract's fields that name pieces of the game (imported when asked)."""


@dataclass(frozen=True)
class GameInfo:
    """The game contract: everything the box needs to know about one game, declared.

    Names are English source strings marked for translation (the French comes from the
    catalogue). Every other field names a piece of the game by where it lives
    (`Piece`: ``"game.<id>.<module>:<name>"``); the box imports it when it is asked for,
    and calls it as the field says. A field may also hold a callable (tests stand in a
    failing screen that way)."""

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
    new_game: Callable[[Any], Any] | str
    """The setup screen (who plays, options), which starts the game: called with the app."""
    resume: Callable[[Any, Any], Any] | str
    """The play scene for a saved record, as it stood after its last action: (app, record)."""
    watch: Callable[[Any, Any], Any] | str
    """The play scene driven by a finished record (Replays): (app, record)."""
    records: Callable[[Any], Any] | str
    """The game's `RecordBook` (read / write / check records for the app's saves): (app)."""
    how_to_play: Callable[[], Sequence[Any]] | str
    """Its pages for the shared How to Play frame (`Page`s)."""
    console: Callable[[], ConsoleHooks] | str
    """Its console module (`ConsoleHooks.of_module`): sim options and run, replay report."""
    self_checks: Callable[[], Sequence[SelfCheck]] | str
    screenshot_scenes: Callable[[], Mapping[str, Callable[[Any, int], Any]]] | str
    """Scene name -> factory(app, seed) for ``python -m game screenshot``."""
    art: Callable[[], Sequence[str]] | str = ()
    """Every picture the game's screens draw (checked by the self-test)."""
    room_with_board: Callable[[Any], Any] | str | None = None
    """For games played on a map: the game's room with the map at a path instead of
    its own (``play --board FILE``, for designers); ValueError if it cannot be played."""
    painters: Callable[[], Mapping[str, tuple[float, Any]]] | str = ()
    """Pictures drawn in code instead of SVG: name -> (aspect, painter(size) -> Surface)."""
    lobby_extras: Callable[[Any], Sequence[LobbyExtra]] | Sequence[LobbyExtra] = ()
    """Optional: more buttons for the game's lobby (`LobbyExtra`)."""
    welcome: Callable[[Any], str | None] | str | None = None
    """Optional: a word of welcome the lobby shows by the game's picture as it opens
    (an `N_` string), or None; called with the app each time the lobby opens. The game
    remembers in Settings what it has shown (the race: the first time, it offers its
    guided game)."""
    tally: Callable[[Any, Any], Any] | str | None = None
    """Optional: what the family's records keep of a finished game: (record, Outcome) ->
    `game.shell.history.Tally` (pure: no pygame)."""

    def __post_init__(self) -> None:
        for name in ("new_game", "resume", "watch", "records", "how_to_play",
                     "self_checks", "screenshot_scenes"):
            object.__setattr__(self, name, piece(getattr(self, name)))
        if isinstance(self.console, str):
            object.__setattr__(self, "console", ConsolePiece(self.console))
        art, painters, extras = self.art, self.painters, self.lobby_extras
        object.__setattr__(self, "art", piece(art) if isinstance(art, str) or callable(art)
                           else _constant(tuple(art)))
        object.__setattr__(self, "painters", piece(painters) if painters else _constant({}))
        object.__setattr__(self, "lobby_extras",
                           extras if callable(extras) else _constant(tuple(extras)))
        welcome, room = self.welcome, self.room_with_board
        object.__setattr__(self, "welcome", piece(welcome) if welcome else _constant(None))
        object.__setattr__(self, "room_with_board", piece(room) if room else None)
        object.__setattr__(self, "tally", piece(self.tally) if self.tally else None)

    def blurb(self) -> str:
        """The tile's line in the current language: "A race round the garden · 2–4
        players". The player count is never broken across lines (no-break spaces): a
        narrow tile wraps the line before it, after the "·"."""

        what, dot, count = self.blurb_parts()
        if not dot:
            return what
        return f"{what}\u00a0{dot} {count.replace(' ', chr(0xA0))}"

    def blurb_parts(self) -> tuple[str, str, str]:
        """The blurb's tagline, its "·" and its player count, in the current language
        (the count "" when the language's words do not follow the English order), so a
        place too narrow for one line shows them on two, with no "·" left hanging."""
        from game.shell.i18n import _

        what = _(self.tagline)
        text = _(BLURB).format(what=what, low=self.players[0], high=self.players[1])
        if not text.startswith(what):
            return text, "", ""
        dot, _space, count = text[len(what):].strip().partition(" ")
        return what, dot, count

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


def piece_modules() -> list[str]:
    """Every module the games' contracts name, for the packager (PyInstaller cannot see
    an import by name: `build.spec` lists these as hidden imports)."""
    found = {f"game.{game_id}.contract" for game_id in GAMES}
    for game in games():
        named = [getattr(game, name) for name in PIECES]
        named += [extra.open for extra in game.lobby_extras(None)]
        found |= {p.ref.partition(":")[0] for p in named if isinstance(p, Piece)}
    return sorted(found)


def painters() -> dict[str, tuple[float, Any]]:
    """Every game's code-drawn pictures, for the app's one image cache."""
    found: dict[str, tuple[float, Any]] = {}
    for game in games():
        found.update(game.painters())
    return found


def default() -> GameInfo:
    """The game a record without a ``game`` field belongs to (records before the box)."""
    return _load(GAMES[0])
