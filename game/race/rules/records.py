"""Game records: the full setup plus every action, as versioned JSON (docs/records.md).

One format serves as the save file and the replay file. The envelope (version, size cap,
strict reading, the file door, replaying) is the table kit's record shell
(`game.table.records`); this module supplies the race's fields: its setup (board,
variants, players, decks, cookie stack) and its actions. Reading is strict: a malformed
file raises `RecordFormatError` naming the field, and an action the rules refuse raises
`RecordRuleError` with its index, so neither ever surfaces as a traceback. Player names
are cleaned as they are read (`game.shell.names.visible_name`: no control characters, NUL
or lone surrogates, at most 24 characters), so a hand-edited record can never put an
unprintable name on the screen or in a terminal.
"""

from __future__ import annotations

from typing import Any

from game.race.rules import actions as act
from game.race.rules.actions import Action
from game.race.rules.board import Board, BoardError, Space, SpaceKind
from game.race.rules.components import JOKER, Character
from game.race.rules.setup import GameSetup, Seat, SetupError, Variants
from game.race.rules.state import GameState, IllegalAction
from game.shell.names import visible_name
from game.table import records as shell
from game.table.records import MAX_TEXT, RecordFormatError, enum, need, short

FORMAT = "tea-time-race-record"
GAME = "race"
VERSION = 2
"""Version 2 added the ``game`` field (the Parlour holds several games); version 1
records, written before the box, have none and are read as the race's."""
READABLE_VERSIONS = (1, 2)
MAX_RECORD_BYTES = 4_000_000
"""A long game's record is about 20 kB; a file past this is refused unread."""

GameRecord = shell.GameRecord
__all__ = ["MAX_TEXT", "GameRecord", "RecordFormatError"]


class RecordRuleError(shell.RecordRuleError):
    """Action number `index` (0-based) breaks the rules, for `reason`."""

    words = "action {index} is refused: {reason}"


# ------------------------------------------------------------------ writing


def _card_to_json(card: int) -> int | str:
    return "J" if card == JOKER else card


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case act.PlayCard(slot):
            return {"card": slot}
        case act.DeclareJoker(value):
            return {"joker": value}
        case act.Boost(take):
            return {"boost": take}
        case act.ChooseCookie(source):
            return {"cookie": source.value}
        case act.EscapeChoice(accept):
            return {"escape": "accept" if accept else "spin_again"}
        case act.Spin(result):
            return {"spin": result}
    raise TypeError(f"not an action: {action!r}")


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    return {
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
    }


# ------------------------------------------------------------------ reading


def _card_from_json(value: Any, where: str) -> int:
    if value == "J":
        return JOKER
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 5:
        return value
    raise RecordFormatError(f"{where}: {short(value)} is not a card (1-5 or \"J\")")


def action_from_json(data: Any, where: str) -> Action:
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordFormatError(f"{where}: an action is an object with one key")
    (key, value), = data.items()
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if key == "card" and is_int:
        return act.PlayCard(value)
    if key == "joker" and is_int:
        return act.DeclareJoker(value)
    if key == "boost" and isinstance(value, bool):
        return act.Boost(value)
    if key == "cookie" and value in ("display", "stack"):
        return act.ChooseCookie(act.CookieSource(value))
    if key == "escape" and value in ("accept", "spin_again"):
        return act.EscapeChoice(value == "accept")
    if key == "spin" and is_int:
        return act.Spin(value)
    raise RecordFormatError(f"{where}: {short(data)} is not an action")


def _board_from_json(data: list[Any]) -> Board:
    spaces = []
    for i, item in enumerate(data):
        where = f"setup.board[{i}]"
        kind = enum(need(item, "kind", str, where), SpaceKind, f"{where}.kind", "kind")
        spaces.append(Space(i, kind, need(item, "small_cookies", int, where)))
    try:
        return Board(tuple(spaces))
    except BoardError as e:
        raise RecordFormatError(f"setup.board: {e}") from None


def setup_from_json(data: Any) -> GameSetup:
    where = "setup"
    board = _board_from_json(need(data, "board", list, where))
    variants_data = need(data, "variants", dict, where)
    variants = Variants(
        **{k: need(variants_data, k, bool, "setup.variants")
           for k in ("kids", "open_hands", "climb_out")}
    )
    seats = []
    for i, item in enumerate(need(data, "players", list, where)):
        w = f"setup.players[{i}]"
        char = enum(need(item, "character", str, w), Character, f"{w}.character", "character")
        controller = need(item, "controller", str, w, default="human")
        name = visible_name(need(item, "name", str, w), char.value.capitalize())
        seats.append(Seat(char, name, controller))
    decks = []
    for i, deck in enumerate(need(data, "decks", list, where)):
        if not isinstance(deck, list):
            raise RecordFormatError(f"setup.decks[{i}]: expected a list of cards")
        cards = (_card_from_json(c, f"setup.decks[{i}][{j}]") for j, c in enumerate(deck))
        decks.append(tuple(cards))
    stack = need(data, "cookie_stack", list, where)
    for j, v in enumerate(stack):
        if not isinstance(v, int) or isinstance(v, bool):
            raise RecordFormatError(f"setup.cookie_stack[{j}]: {short(v)} is not a cookie value")
    return GameSetup(
        board=board,
        seats=tuple(seats),
        decks=tuple(decks),
        cookie_stack=tuple(stack),
        first_player=need(data, "first_player", int, where),
        variants=variants,
        seed=shell.seed(data),
    )


RECORDS = shell.RecordFormat(
    GAME, VERSION, setup_to_json, setup_from_json, action_to_json, action_from_json,
    GameState, IllegalAction, setup_error=SetupError, readable_versions=READABLE_VERSIONS,
    tag=FORMAT, game_optional=True, max_bytes=MAX_RECORD_BYTES, rule_error=RecordRuleError)
record_to_json, record_from_json, replay = RECORDS.to_json, RECORDS.from_json, RECORDS.replay
save_record, load_record = RECORDS.save, RECORDS.load
