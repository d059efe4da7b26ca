"""Game records: the full setup plus every action, as versioned JSON (docs/wordland-records.md).

One format serves saves, replays and bug reports. Reading is strict: a malformed record
raises `RecordFormatError` naming the field, and an action the rules refuse raises
`RecordRuleError` with its index, so neither ever surfaces as a traceback. Nothing here
touches files: the box's shell reads and writes them.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from game.wordland.rules.actions import (
    Action,
    Challenge,
    ForceAnotherTurn,
    IgnoreLetter,
    PassTurn,
    PlaceCaterpillarToken,
    PlaceLetter,
    PressTeapot,
    ReportOut,
    ReturnTopic,
    SayWord,
    TimeRanOut,
    UseTimeToken,
    Vote,
)
from game.wordland.rules.components import Character, Mode, OutReason, Pile
from game.wordland.rules.refusals import IllegalAction
from game.wordland.rules.setup import GameSetup, LetterDeal, Options, Seat, SetupError
from game.wordland.rules.state import GameState

GAME = "wordland"
VERSION = 1
MAX_TEXT = 100
"""Longest text field (a name, a controller, a topic id, a pile's letters…) read."""
MAX_WORD = 40
"""Longest word said (the table's entry takes no more: `game.wordland.ui.entry`)."""

ACTION_TYPES: dict[str, type] = {
    "caterpillar_token": PlaceCaterpillarToken,
    "return_topic": ReturnTopic,
    "say": SayWord,
    "teapot": PressTeapot,
    "report_out": ReportOut,
    "time_ran_out": TimeRanOut,
    "time_token": UseTimeToken,
    "pass": PassTurn,
    "ignore_letter": IgnoreLetter,
    "place_letter": PlaceLetter,
    "force_turn": ForceAnotherTurn,
    "challenge": Challenge,
    "vote": Vote,
}
TYPE_NAMES = {cls: name for name, cls in ACTION_TYPES.items()}


class RecordFormatError(ValueError):
    """The data is not a well-formed record; the message names the field."""


class RecordRuleError(ValueError):
    """Action number `index` (0-based) breaks the rules, for `reason`."""

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
    out: dict[str, Any] = {"type": TYPE_NAMES[type(action)]}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        out[f.name] = value.value if isinstance(value, OutReason) else value
    return out


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    o = setup.options
    return {
        "language": setup.language,
        "seats": [{"name": s.name, "controller": s.controller} for s in setup.seats],
        "first_seat": setup.first_seat,
        "options": {
            "mode": o.mode.value, "timer": o.timer, "kids_topics": o.kids_topics,
            "characters": o.characters, "letters": o.letters,
            "piles": [p.value for p in o.piles], "starting_only": o.starting_only,
            "two_topics": o.two_topics,
        },
        "characters": [c.value for c in setup.characters],
        "topic_pile": list(setup.topic_pile),
        "letter_deals": [{p.value: d.pile(p) for p in Pile} for d in setup.letter_deals],
        "seed": setup.seed,
    }


def record_to_json(record: GameRecord) -> dict[str, Any]:
    return {
        "game": GAME,
        "version": VERSION,
        "setup": setup_to_json(record.setup),
        "actions": [action_to_json(a) for a in record.actions],
    }


# ------------------------------------------------------------------ reading


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(value: Any, where: str, limit: int = MAX_TEXT) -> Any:
    """`value`, refused if it is a text longer than `limit` characters."""
    if isinstance(value, str) and len(value) > limit:
        raise RecordFormatError(f"{where}: longer than {limit} characters")
    return value


def _need(data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise RecordFormatError(f"{where}: missing field '{key}'")
    value = _text(data[key], f"{where}.{key}", MAX_WORD if key == "text" else MAX_TEXT)
    if kind is float:
        if not _is_number(value):
            raise RecordFormatError(f"{where}.{key}: expected a number, got {_short(value)}")
        return float(value)
    wrong_bool = isinstance(value, bool) and kind is int
    if wrong_bool or not isinstance(value, kind):
        raise RecordFormatError(f"{where}.{key}: unexpected value {_short(value)}")
    return value


def _enum(value: Any, kind: type, where: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise RecordFormatError(f"{where}: unknown value {_short(value)}") from None


_FIELD_KINDS: dict[str, type] = {
    "seat": int, "target": int, "topic": str, "text": str, "letter": str, "accept": bool,
    "elapsed": float, "reason": str,
}


def action_from_json(data: Any, where: str) -> Action:
    kind = ACTION_TYPES.get(_need(data, "type", str, where))
    if kind is None:
        raise RecordFormatError(f"{where}.type: unknown action {_short(data['type'])}")
    names = {f.name for f in dataclasses.fields(kind)}
    extra = set(data) - names - {"type"}
    if extra:
        raise RecordFormatError(f"{where}: unexpected field {_short(sorted(extra)[0])}")
    values = {name: _need(data, name, _FIELD_KINDS[name], where) for name in names}
    if "reason" in values:
        values["reason"] = _enum(values["reason"], OutReason, f"{where}.reason")
    action: Action = kind(**values)
    return action


def _options_from_json(data: Any) -> Options:
    where = "setup.options"
    piles = _need(data, "piles", list, where)
    return Options(
        mode=_enum(_need(data, "mode", str, where), Mode, f"{where}.mode"),
        timer=_need(data, "timer", float, where),
        kids_topics=_need(data, "kids_topics", bool, where),
        characters=_need(data, "characters", bool, where),
        letters=_need(data, "letters", int, where),
        piles=tuple(_enum(p, Pile, f"{where}.piles[{i}]") for i, p in enumerate(piles)),
        starting_only=_need(data, "starting_only", bool, where),
        two_topics=_need(data, "two_topics", bool, where),
    )


def setup_from_json(data: Any) -> GameSetup:
    where = "setup"
    seats = [
        Seat(_need(s, "name", str, f"{where}.seats[{i}]"),
             _need(s, "controller", str, f"{where}.seats[{i}]"))
        for i, s in enumerate(_need(data, "seats", list, where))
    ]
    characters = tuple(
        _enum(c, Character, f"{where}.characters[{i}]")
        for i, c in enumerate(_need(data, "characters", list, where))
    )
    topic_pile = _need(data, "topic_pile", list, where)
    if not all(isinstance(t, str) for t in topic_pile):
        raise RecordFormatError(f"{where}.topic_pile: a list of topic ids")
    for i, topic in enumerate(topic_pile):
        _text(topic, f"{where}.topic_pile[{i}]")
    deals = []
    piles = {p.value for p in Pile}
    for i, d in enumerate(_need(data, "letter_deals", list, where)):
        extra = sorted(set(d) - piles) if isinstance(d, dict) else []
        if extra:
            raise RecordFormatError(f"{where}.letter_deals[{i}]: unknown pile "
                                    f"{_short(extra[0])}")
        deals.append(LetterDeal(*(_need(d, p.value, str, f"{where}.letter_deals[{i}]")
                                  for p in Pile)))
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordFormatError(f"{where}.seed: a whole number or null")
    try:
        return GameSetup(
            language=_need(data, "language", str, where),
            seats=tuple(seats),
            options=_options_from_json(_need(data, "options", dict, where)),
            first_seat=_need(data, "first_seat", int, where),
            characters=characters,
            topic_pile=tuple(topic_pile),
            letter_deals=tuple(deals),
            seed=seed,
        )
    except SetupError as e:
        raise RecordFormatError(f"setup: {e}") from None


def record_from_json(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordFormatError("a record is a JSON object")
    if data.get("game") != GAME:
        raise RecordFormatError(f"game: expected {GAME!r}, got {_short(data.get('game'))}")
    version = data.get("version")
    if isinstance(version, bool) or version != VERSION:  # true == 1
        raise RecordFormatError(
            f"version: this game reads version {VERSION}, not {_short(version)}")
    setup = setup_from_json(data.get("setup"))
    actions = [action_from_json(a, f"actions[{i}]")
               for i, a in enumerate(_need(data, "actions", list, "record"))]
    return GameRecord(setup, actions)


def replay(record: GameRecord) -> GameState:
    """Play the record's actions from its setup; RecordRuleError at the first refused one."""
    state, _ = GameState.start(record.setup)
    for index, action in enumerate(record.actions):
        try:
            state.apply(action)
        except IllegalAction as e:
            raise RecordRuleError(index, str(e)) from None
    return state
