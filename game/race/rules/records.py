"""Game records: the full setup plus every action, as versioned JSON (docs/records.md).

One format serves as the save file and the replay file. Reading is strict: a malformed
file raises `RecordFormatError` naming the field, and an action the rules refuse raises
`RecordRuleError` with its index, so neither ever surfaces as a traceback. Files come in
through the shell's door (`game.shell.reading`: regular files, a size cap, bounded JSON),
and player names are cleaned as they are read (`game.shell.names.clean_name`: no control
characters, NUL or lone surrogates, at most 24 characters), so a hand-edited record can
never put an unprintable name on the screen or in a terminal.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, TypeVar

from game.race.rules.actions import (
    Action,
    Boost,
    ChooseCookie,
    CookieSource,
    DeclareJoker,
    EscapeChoice,
    PlayCard,
    Spin,
)
from game.race.rules.board import Board, BoardError, Space, SpaceKind
from game.race.rules.components import JOKER, Character
from game.race.rules.setup import GameSetup, Seat, SetupError, Variants
from game.race.rules.state import GameState, IllegalAction
from game.shell.files import write_atomically
from game.shell.names import visible_name
from game.shell.reading import UnreadableFile, read_json

E = TypeVar("E", bound=StrEnum)

FORMAT = "tea-time-race-record"
GAME = "race"
VERSION = 2
"""Version 2 added the ``game`` field (the Parlour holds several games); version 1
records, written before the box, have none and are read as the race's."""
READABLE_VERSIONS = (1, 2)
MAX_RECORD_BYTES = 4_000_000
"""A long game's record is about 20 kB; a file past this is refused unread."""
MAX_TEXT = 100
"""Longest text field (a name, a controller, a character, a space kind…) a reader takes."""


class RecordFormatError(ValueError):
    """The file is not a well-formed record; the message names the field."""


class RecordRuleError(ValueError):
    """Action number `index` (0-based) breaks the rules, for `reason`."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"action {index} is refused: {reason}")
        self.index = index
        self.reason = reason


@dataclass
class GameRecord:
    setup: GameSetup
    actions: list[Action] = field(default_factory=list)


# ------------------------------------------------------------------ writing


def _card_to_json(card: int) -> int | str:
    return "J" if card == JOKER else card


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case PlayCard(slot):
            return {"card": slot}
        case DeclareJoker(value):
            return {"joker": value}
        case Boost(take):
            return {"boost": take}
        case ChooseCookie(source):
            return {"cookie": source.value}
        case EscapeChoice(accept):
            return {"escape": "accept" if accept else "spin_again"}
        case Spin(result):
            return {"spin": result}
    raise TypeError(f"not an action: {action!r}")


def record_to_json(record: GameRecord) -> dict[str, Any]:
    setup = record.setup
    return {
        "format": FORMAT,
        "game": GAME,
        "version": VERSION,
        "setup": {
            "board": [
                {"kind": s.kind.value, "small_cookies": s.small_cookies}
                for s in setup.board.spaces
            ],
            "variants": {
                "kids": setup.variants.kids,
                "open_hands": setup.variants.open_hands,
                "climb_out": setup.variants.climb_out,
            },
            "players": [
                {"character": s.character.value, "name": s.name, "controller": s.controller}
                for s in setup.seats
            ],
            "decks": [[_card_to_json(c) for c in deck] for deck in setup.decks],
            "cookie_stack": list(setup.cookie_stack),
            "first_player": setup.first_player,
            "seed": setup.seed,
        },
        "actions": [action_to_json(a) for a in record.actions],
    }


def save_record(record: GameRecord, path: Path) -> None:
    """Write atomically, so a crash never leaves half a save."""
    write_atomically(path, json.dumps(record_to_json(record), separators=(",", ":")))


# ------------------------------------------------------------------ reading


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(value: Any, where: str) -> Any:
    """`value`, refused if it is a text longer than `MAX_TEXT` characters."""
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise RecordFormatError(f"{where}: longer than {MAX_TEXT} characters")
    return value


def _need(data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise RecordFormatError(f"{where}: missing field '{key}'")
    value = _text(data[key], f"{where}.{key}")
    if isinstance(value, bool) and kind is int:
        raise RecordFormatError(f"{where}.{key}: expected a number, got {_short(value)}")
    if not isinstance(value, kind):
        raise RecordFormatError(f"{where}.{key}: unexpected value {_short(value)}")
    return value


def _card_from_json(value: Any, where: str) -> int:
    if value == "J":
        return JOKER
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 5:
        return value
    raise RecordFormatError(f"{where}: {_short(value)} is not a card (1-5 or \"J\")")


def action_from_json(data: Any, where: str) -> Action:
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordFormatError(f"{where}: an action is an object with one key")
    (key, value), = data.items()
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if key == "card" and is_int:
        return PlayCard(value)
    if key == "joker" and is_int:
        return DeclareJoker(value)
    if key == "boost" and isinstance(value, bool):
        return Boost(value)
    if key == "cookie" and value in ("display", "stack"):
        return ChooseCookie(CookieSource(value))
    if key == "escape" and value in ("accept", "spin_again"):
        return EscapeChoice(value == "accept")
    if key == "spin" and is_int:
        return Spin(value)
    raise RecordFormatError(f"{where}: {_short(data)} is not an action")


def _need_name(data: Any, key: str, names: type[E], where: str) -> E:
    """A field holding one of the names of the enum `names` (a kind, a character)."""
    value = _need(data, key, str, where)
    try:
        return names(value)
    except ValueError:
        raise RecordFormatError(f"{where}.{key}: unknown {key} {_short(value)}") from None


def _board_from_json(data: list[Any]) -> Board:
    spaces = []
    for i, item in enumerate(data):
        where = f"setup.board[{i}]"
        kind = _need_name(item, "kind", SpaceKind, where)
        spaces.append(Space(i, kind, _need(item, "small_cookies", int, where)))
    try:
        return Board(tuple(spaces))
    except BoardError as e:
        raise RecordFormatError(f"setup.board: {e}") from None


def setup_from_json(data: Any) -> GameSetup:
    where = "setup"
    board = _board_from_json(_need(data, "board", list, where))
    variants_data = _need(data, "variants", dict, where)
    variants = Variants(
        **{k: _need(variants_data, k, bool, "setup.variants")
           for k in ("kids", "open_hands", "climb_out")}
    )
    seats = []
    for i, item in enumerate(_need(data, "players", list, where)):
        w = f"setup.players[{i}]"
        char = _need_name(item, "character", Character, w)
        controller = _text(item.get("controller", "human"), f"{w}.controller")
        if not isinstance(controller, str):
            raise RecordFormatError(f"{w}.controller: expected a string")
        name = visible_name(_need(item, "name", str, w), char.value.capitalize())
        seats.append(Seat(char, name, controller))
    decks = []
    for i, deck in enumerate(_need(data, "decks", list, where)):
        if not isinstance(deck, list):
            raise RecordFormatError(f"setup.decks[{i}]: expected a list of cards")
        cards = (_card_from_json(c, f"setup.decks[{i}][{j}]") for j, c in enumerate(deck))
        decks.append(tuple(cards))
    stack = _need(data, "cookie_stack", list, where)
    for j, v in enumerate(stack):
        if not isinstance(v, int) or isinstance(v, bool):
            raise RecordFormatError(f"setup.cookie_stack[{j}]: {_short(v)} is not a cookie value")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordFormatError("setup.seed: expected a whole number or null")
    try:
        return GameSetup(
            board=board,
            seats=tuple(seats),
            decks=tuple(decks),
            cookie_stack=tuple(stack),
            first_player=_need(data, "first_player", int, where),
            variants=variants,
            seed=seed,
        )
    except SetupError as e:
        raise RecordFormatError(f"setup.{e}") from None


def record_from_json(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordFormatError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordFormatError(f"format: expected {FORMAT!r}, got {_short(data.get('format'))}")
    version = data.get("version")
    if isinstance(version, bool) or version not in READABLE_VERSIONS:  # true == 1
        raise RecordFormatError(f"version: this game reads version {VERSION}, "
                                f"not {_short(version)}")
    if data.get("game", GAME) != GAME:
        raise RecordFormatError(f"game: a {GAME!r} record cannot be a "
                                f"{_short(data.get('game'))} one")
    setup = setup_from_json(data.get("setup"))
    actions = [
        action_from_json(a, f"actions[{i}]")
        for i, a in enumerate(_need(data, "actions", list, "record"))
    ]
    return GameRecord(setup, actions)


def load_record(path: Path) -> GameRecord:
    """Read a record file; every problem becomes a RecordFormatError naming the file."""
    try:
        data = read_json(path, max_bytes=MAX_RECORD_BYTES)
    except FileNotFoundError:
        raise RecordFormatError(f"{path}: cannot be read (no such file)") from None
    except UnreadableFile as e:
        raise RecordFormatError(str(e)) from None
    try:
        return record_from_json(data)
    except RecordFormatError as e:
        raise RecordFormatError(f"{path}: {e}") from None


def replay(record: GameRecord) -> GameState:
    """Play the record's actions from its setup; RecordRuleError at the first refused one."""
    state, _ = GameState.start(record.setup)
    for index, action in enumerate(record.actions):
        try:
            state.apply(action, report=False)
        except IllegalAction as e:
            raise RecordRuleError(index, str(e)) from None
    return state
