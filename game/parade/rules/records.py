"""Game records: the full setup plus every action, as versioned JSON (docs/parade-records.md).

One format serves as the save file and the replay file. Reading is strict and bounded: a
malformed or oversized record raises `RecordFormatError` naming the field, and an action
the rules refuse raises `RecordRuleError` with its index, so neither ever surfaces as a
traceback.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.parade.rules.actions import Action, Discard, Play
from game.parade.rules.cards import DECK, MAX_PLAYERS, card_code, parse_card
from game.parade.rules.setup import GameSetup, Options, Seat, SetupError
from game.parade.rules.state import GameState, IllegalAction

GAME = "parade"
VERSION = 1
MAX_FILE_BYTES = 1_000_000
"""A real record is a few kilobytes; anything this big is not one."""
MAX_ACTIONS = len(DECK) + MAX_PLAYERS
"""No game has more plays than cards, plus one discard per seat."""
MAX_NAME = 100
MAX_CARD = 3
"""A card code is at most 3 characters ('W10'); a longer text is refused unread."""


class RecordFormatError(ValueError):
    """The data is not a well-formed record; the message names the field."""


class RecordRuleError(ValueError):
    """Action `index` (0-based, as in the record's "actions" list) breaks the rules."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"action {index}: {reason}")
        self.index = index
        self.reason = reason


@dataclass
class GameRecord:
    setup: GameSetup
    actions: list[Action] = field(default_factory=list)


# ------------------------------------------------------------------ writing


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case Play(c):
            return {"play": card_code(c)}
        case Discard((a, b)):
            return {"discard": [card_code(a), card_code(b)]}
    raise TypeError(f"not an action: {action!r}")


def record_to_json(record: GameRecord) -> dict[str, Any]:
    setup = record.setup
    return {
        "game": GAME,
        "version": VERSION,
        "setup": {
            "seats": [{"name": s.name, "controller": s.controller} for s in setup.seats],
            "options": {"two_player_majority": setup.options.two_player_majority},
            "deck": [card_code(c) for c in setup.deck],
            "first_player": setup.first_player,
            "seed": setup.seed,
        },
        "actions": [action_to_json(a) for a in record.actions],
    }


def save_record(record: GameRecord, path: Path) -> None:
    """Write atomically (a temporary file renamed over the target): a crash never leaves
    half a record."""
    path = Path(path)
    text = json.dumps(record_to_json(record), separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# ------------------------------------------------------------------ reading


def _need(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise RecordFormatError(f"{where}: missing field '{key}'")
    value = data[key]
    if isinstance(value, bool) and kind is not bool:
        raise RecordFormatError(f"{where}.{key}: expected {_KIND_NAMES[kind]}, got {value!r}")
    if not isinstance(value, kind):
        raise RecordFormatError(f"{where}.{key}: expected {_KIND_NAMES[kind]}, "
                                f"got {_short(value)}")
    return value


_KIND_NAMES: dict[type, str] = {
    dict: "an object", list: "a list", str: "a string", int: "a whole number",
    bool: "true or false",
}


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _card(value: Any, where: str) -> int:
    if isinstance(value, str) and len(value) > MAX_CARD:
        raise RecordFormatError(f"{where}: {_short(value)} is not a card code like 'G3'")
    try:
        return parse_card(value)
    except ValueError as e:
        raise RecordFormatError(f"{where}: {e}") from None


def action_from_json(data: Any, where: str) -> Action:
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordFormatError(f"{where}: an action is an object with one key, "
                                "'play' or 'discard'")
    if "play" in data:
        return Play(_card(data["play"], f"{where}.play"))
    pair = data.get("discard")
    if "discard" in data and isinstance(pair, list) and len(pair) == 2:
        return Discard((_card(pair[0], f"{where}.discard[0]"),
                        _card(pair[1], f"{where}.discard[1]")))
    if "discard" in data:
        raise RecordFormatError(f"{where}.discard: expected a list of two card codes")
    raise RecordFormatError(f"{where}: unknown action {_short(next(iter(data)))}")


def _seat(data: Any, where: str) -> Seat:
    if not isinstance(data, dict):
        raise RecordFormatError(f"{where}: expected an object with 'name' and 'controller'")
    name = _need(data, "name", str, where)
    controller = _need(data, "controller", str, where)
    for key, text in (("name", name), ("controller", controller)):
        if len(text) > MAX_NAME:
            raise RecordFormatError(f"{where}.{key}: longer than {MAX_NAME} characters")
    return Seat(name, controller)


def setup_from_json(data: Any) -> GameSetup:
    where = "setup"
    if not isinstance(data, dict):
        raise RecordFormatError("setup: expected an object")
    seats_data = _need(data, "seats", list, where)
    if len(seats_data) > MAX_PLAYERS:
        raise RecordFormatError(f"setup.seats: at most {MAX_PLAYERS} seats, "
                                f"not {len(seats_data)}")
    seats = tuple(_seat(s, f"setup.seats[{i}]") for i, s in enumerate(seats_data))
    options_data = _need(data, "options", dict, where)
    options = Options(_need(options_data, "two_player_majority", bool, "setup.options"))
    deck_data = _need(data, "deck", list, where)
    if len(deck_data) != len(DECK):
        raise RecordFormatError(f"setup.deck: expected {len(DECK)} cards, "
                                f"got {len(deck_data)}")
    deck = tuple(_card(c, f"setup.deck[{i}]") for i, c in enumerate(deck_data))
    first = _need(data, "first_player", int, where)
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordFormatError("setup.seed: expected a whole number or null")
    try:
        return GameSetup(seats, deck, first, options, seed)
    except SetupError as e:
        raise RecordFormatError(f"setup.{e}") from None


def record_from_json(data: Any) -> GameRecord:
    """A record from parsed JSON; RecordFormatError naming the first bad field."""
    if not isinstance(data, dict):
        raise RecordFormatError("a record is a JSON object")
    game = data.get("game")
    if game != GAME:
        raise RecordFormatError(f"game: expected {GAME!r}, got {_short(game)}")
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise RecordFormatError(f"version: this game reads version {VERSION}, "
                                f"not {_short(version)}")
    setup = setup_from_json(data.get("setup"))
    actions_data = _need(data, "actions", list, "record")
    if len(actions_data) > MAX_ACTIONS:
        raise RecordFormatError(f"actions: {len(actions_data)} actions, more than any game "
                                f"has ({MAX_ACTIONS})")
    actions = [action_from_json(a, f"actions[{i}]") for i, a in enumerate(actions_data)]
    return GameRecord(setup, actions)


def load_record(path: Path) -> GameRecord:
    """Read a record file; every problem becomes a RecordFormatError naming the file."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise RecordFormatError(f"{path}: larger than {MAX_FILE_BYTES} bytes, "
                                    "not a record")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise RecordFormatError(f"{path}: cannot be read ({e})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordFormatError(f"{path}: not valid JSON (line {e.lineno}: {e.msg})") from None
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
