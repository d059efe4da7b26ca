"""Game records: the full setup plus every action, as versioned JSON (docs/wordland-records.md).

One format serves saves, replays and bug reports. The envelope (version, size cap, strict
reading, the file door, replaying) is the table kit's record shell (`game.table.records`);
this module supplies the word game's fields: its setup and its timed actions. Reading is
strict: a malformed record, or one with a field its doc does not name, raises
`RecordFormatError` naming the field, and an action the rules refuse raises
`RecordRuleError` with its index, so neither ever surfaces as a traceback.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.table import records as shell
from game.table.records import (
    MAX_TEXT,
    RecordFormatError,
    RecordRuleError,
    capped,
    enum,
    need,
    only,
    short,
)
from game.wordland.rules import actions as act
from game.wordland.rules.actions import Action
from game.wordland.rules.components import Character, Mode, OutReason, Pile
from game.wordland.rules.refusals import IllegalAction
from game.wordland.rules.setup import GameSetup, LetterDeal, Options, Seat, SetupError
from game.wordland.rules.state import GameState

GAME = "wordland"
VERSION = 1
MAX_WORD = 40
"""Longest word said (the table's entry takes no more: `game.wordland.ui.entry`)."""

ACTION_TYPES: dict[str, type] = {
    "caterpillar_token": act.PlaceCaterpillarToken,
    "return_topic": act.ReturnTopic,
    "say": act.SayWord,
    "teapot": act.PressTeapot,
    "report_out": act.ReportOut,
    "time_ran_out": act.TimeRanOut,
    "time_token": act.UseTimeToken,
    "pass": act.PassTurn,
    "ignore_letter": act.IgnoreLetter,
    "place_letter": act.PlaceLetter,
    "force_turn": act.ForceAnotherTurn,
    "challenge": act.Challenge,
    "vote": act.Vote,
}
TYPE_NAMES = {cls: name for name, cls in ACTION_TYPES.items()}


GameRecord = shell.GameRecord
__all__ = ["GameRecord", "RecordFormatError", "RecordRuleError"]


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


# ------------------------------------------------------------------ reading


def _need(data: Any, key: str, kind: type, where: str) -> Any:
    return need(data, key, kind, where, MAX_WORD if key == "text" else MAX_TEXT)


_FIELD_KINDS: dict[str, type] = {
    "seat": int, "target": int, "topic": str, "text": str, "letter": str, "accept": bool,
    "elapsed": float, "reason": str,
}


def action_from_json(data: Any, where: str) -> Action:
    kind = ACTION_TYPES.get(_need(data, "type", str, where))
    if kind is None:
        raise RecordFormatError(f"{where}.type: unknown action {short(data['type'])}")
    names = {f.name for f in dataclasses.fields(kind)}
    only(data, names | {"type"}, where)
    values = {name: _need(data, name, _FIELD_KINDS[name], where) for name in names}
    if "reason" in values:
        values["reason"] = enum(values["reason"], OutReason, f"{where}.reason")
    action: Action = kind(**values)
    return action


SETUP_FIELDS = ("language", "seats", "first_seat", "options", "characters", "topic_pile",
                "letter_deals", "seed")
OPTION_FIELDS = ("mode", "timer", "kids_topics", "characters", "letters", "piles",
                 "starting_only", "two_topics")
SEAT_FIELDS = ("name", "controller")


def _options_from_json(data: Any) -> Options:
    where = "setup.options"
    only(data, OPTION_FIELDS, where)
    piles = _need(data, "piles", list, where)
    return Options(
        mode=enum(_need(data, "mode", str, where), Mode, f"{where}.mode"),
        timer=_need(data, "timer", float, where),
        kids_topics=_need(data, "kids_topics", bool, where),
        characters=_need(data, "characters", bool, where),
        letters=_need(data, "letters", int, where),
        piles=tuple(enum(p, Pile, f"{where}.piles[{i}]") for i, p in enumerate(piles)),
        starting_only=_need(data, "starting_only", bool, where),
        two_topics=_need(data, "two_topics", bool, where),
    )


def _seat(data: Any, where: str) -> Seat:
    only(data, SEAT_FIELDS, where)
    return Seat(*shell.seat(data, where))


def setup_from_json(data: Any) -> GameSetup:
    """The setup, every field as docs/wordland-records.md says, and no other."""
    where = "setup"
    only(data, SETUP_FIELDS, where)
    seats = [_seat(s, f"{where}.seats[{i}]")
             for i, s in enumerate(_need(data, "seats", list, where))]
    characters = tuple(
        enum(c, Character, f"{where}.characters[{i}]")
        for i, c in enumerate(_need(data, "characters", list, where))
    )
    topic_pile = _need(data, "topic_pile", list, where)
    if not all(isinstance(t, str) for t in topic_pile):
        raise RecordFormatError(f"{where}.topic_pile: a list of topic ids")
    for i, topic in enumerate(topic_pile):
        capped(topic, f"{where}.topic_pile[{i}]")
    deals = []
    piles = {p.value for p in Pile}
    for i, d in enumerate(_need(data, "letter_deals", list, where)):
        extra = sorted(set(d) - piles) if isinstance(d, dict) else []
        if extra:
            raise RecordFormatError(f"{where}.letter_deals[{i}]: unknown pile "
                                    f"{short(extra[0])}")
        deals.append(LetterDeal(*(_need(d, p.value, str, f"{where}.letter_deals[{i}]")
                                  for p in Pile)))
    return GameSetup(
        language=_need(data, "language", str, where),
        seats=tuple(seats),
        options=_options_from_json(_need(data, "options", dict, where)),
        first_seat=_need(data, "first_seat", int, where),
        characters=characters,
        topic_pile=tuple(topic_pile),
        letter_deals=tuple(deals),
        seed=shell.seed(data, where),
    )


RECORDS = shell.RecordFormat(
    GAME, VERSION, setup_to_json, setup_from_json, action_to_json, action_from_json,
    GameState, IllegalAction, setup_error=SetupError, setup_where="setup: ", strict=True,
    quiet=False)
record_to_json, record_from_json, replay = RECORDS.to_json, RECORDS.from_json, RECORDS.replay
