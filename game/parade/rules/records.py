"""Game records: the full setup plus every action, as versioned JSON (docs/parade-records.md).

One format serves as the save file and the replay file. The envelope (version, size cap,
strict reading, the file door, replaying) is the table kit's record shell
(`game.table.records`); this module supplies the Parade's fields: its setup (seats,
options, deck, first player) and its two actions. Reading is strict and bounded: a
malformed or oversized record raises `RecordFormatError` naming the field, and an action
the rules refuse raises `RecordRuleError` with its index, so neither ever surfaces as a
traceback.
"""

from __future__ import annotations

from typing import Any

from game.parade.rules.actions import Action, Discard, Play
from game.parade.rules.cards import DECK, MAX_PLAYERS, card_code, parse_card
from game.parade.rules.setup import GameSetup, Options, Seat, SetupError
from game.parade.rules.state import GameState, IllegalAction
from game.table import records as shell
from game.table.records import RecordFormatError, RecordRuleError, need, short

GAME = "parade"
VERSION = 1
MAX_FILE_BYTES = 1_000_000
"""A real record is a few kilobytes; anything this big is not one."""
MAX_ACTIONS = len(DECK) + MAX_PLAYERS
"""No game has more plays than cards, plus one discard per seat."""
MAX_CARD = 3
"""A card code is at most 3 characters ('W10'); a longer text is refused unread."""

GameRecord = shell.GameRecord
__all__ = ["GameRecord", "RecordFormatError", "RecordRuleError"]


# ------------------------------------------------------------------ writing


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case Play(c):
            return {"play": card_code(c)}
        case Discard((a, b)):
            return {"discard": [card_code(a), card_code(b)]}
    raise TypeError(f"not an action: {action!r}")


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    return {
        "seats": [{"name": s.name, "controller": s.controller} for s in setup.seats],
        "options": {"two_player_majority": setup.options.two_player_majority},
        "deck": [card_code(c) for c in setup.deck],
        "first_player": setup.first_player,
        "seed": setup.seed,
    }


# ------------------------------------------------------------------ reading


def _card(value: Any, where: str) -> int:
    if isinstance(value, str) and len(value) > MAX_CARD:
        raise RecordFormatError(f"{where}: {short(value)} is not a card code like 'G3'")
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
    raise RecordFormatError(f"{where}: unknown action {short(next(iter(data)))}")


def setup_from_json(data: Any) -> GameSetup:
    where = "setup"
    if not isinstance(data, dict):
        raise RecordFormatError("setup: expected an object")
    seats_data = need(data, "seats", list, where)
    if len(seats_data) > MAX_PLAYERS:
        raise RecordFormatError(f"setup.seats: at most {MAX_PLAYERS} seats, "
                                f"not {len(seats_data)}")
    seats = tuple(Seat(*shell.seat(s, f"setup.seats[{i}]")) for i, s in enumerate(seats_data))
    options_data = need(data, "options", dict, where)
    options = Options(need(options_data, "two_player_majority", bool, "setup.options"))
    deck_data = need(data, "deck", list, where)
    if len(deck_data) != len(DECK):
        raise RecordFormatError(f"setup.deck: expected {len(DECK)} cards, "
                                f"got {len(deck_data)}")
    deck = tuple(_card(c, f"setup.deck[{i}]") for i, c in enumerate(deck_data))
    first = need(data, "first_player", int, where)
    return GameSetup(seats, deck, first, options, shell.seed(data))


RECORDS = shell.RecordFormat(
    GAME, VERSION, setup_to_json, setup_from_json, action_to_json, action_from_json,
    GameState, IllegalAction, setup_error=SetupError, max_bytes=MAX_FILE_BYTES,
    max_actions=MAX_ACTIONS)
record_to_json, record_from_json, replay = RECORDS.to_json, RECORDS.from_json, RECORDS.replay
save_record, load_record = RECORDS.save, RECORDS.load
