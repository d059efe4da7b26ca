"""The pure pieces the games' rules and bots share (issue 30): places with ties, bot
levels by name, the undo courtesy, and where a kit game keeps its pieces."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pytest

from game import box
from game.shell import undo
from game.table.levels import LEVELS, make_named
from game.table.pieces import KIT_PLACES, kit_pieces
from game.table.ranking import Placed, places_by_seat, ranked, tie_breaks

Why = StrEnum("Why", ["SCORE", "COUNT", "SHARED"])


def test_highest_first_shares_a_place_on_a_full_tie_and_names_the_first_difference() -> None:
    keys = [(5, 1), (7, 0), (5, 1), (5, 3)]
    assert ranked(keys, (Why.SCORE, Why.COUNT), Why.SHARED, True) == [
        (1, 1, None), (3, 2, Why.SCORE), (0, 3, Why.COUNT), (2, 3, Why.SHARED)]


def test_lowest_first_keeps_seat_order_among_equals() -> None:
    keys = [(2, 2), (2, 2), (1, 9)]
    assert ranked(keys, (Why.SCORE, Why.COUNT), Why.SHARED, False) == [
        (2, 1, None), (0, 2, Why.SCORE), (1, 2, Why.SHARED)]


def test_places_by_seat_reads_the_standings_back_in_seat_order() -> None:
    standings = [Placed(2, 1, 9), Placed(0, 2, 5), Placed(1, 2, 5)]
    assert places_by_seat(standings) == (2, 2, 1)


def test_a_bot_level_by_name_or_a_clear_error() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert make_named({"easy": lambda: "E"}, "easy") == "E"
    with pytest.raises(ValueError, match=r"unknown bot 'x' \(known: a, b\)"):
        make_named({"b": object, "a": object}, "x")


@dataclass
class _Seat:
    controller: str


@dataclass
class _Setup:
    seats: tuple[_Seat, ...]


@dataclass
class _Record:
    setup: _Setup
    actions: list[int]


_Refusal = StrEnum("_Refusal", ["NOTHING", "OTHER_PLAYER", "BOT", "SEEN"])


class _Counter:
    """A toy game: players take turns; an action of 9 reveals something."""

    def __init__(self) -> None:
        self.turn = 0

    @classmethod
    def start(cls, setup: _Setup) -> tuple[_Counter, list]:
        return cls(), []

    def apply(self, action: int, report: bool = True) -> list[int]:
        self.turn = 1 - self.turn
        return [action]


def _revealed(before: _Counter, last: int) -> _Refusal | None:
    return _Refusal.SEEN if 9 in before.apply(last) else None


@pytest.mark.parametrize(("controllers", "actions", "player", "expected"), [
    (("human", "human"), [], 0, (False, _Refusal.NOTHING, 0)),
    (("human", "human"), [1], 1, (False, _Refusal.OTHER_PLAYER, 1)),
    (("bot:easy", "human"), [1], 0, (False, _Refusal.BOT, 1)),
    (("human", "human"), [9], 0, (False, _Refusal.SEEN, 1)),
    (("human", "human"), [1, 2], 1, (True, None, 1)),
])
def test_the_shared_undo_courtesy_then_the_games_own_check(controllers, actions, player,
                                                           expected) -> None:
    record = _Record(_Setup(tuple(_Seat(c) for c in controllers)), actions)
    verdict = undo.verdict(_Counter, record, player, _Refusal, _revealed)
    assert (verdict.allowed, verdict.refusal, verdict.keep) == expected
    if verdict.allowed:
        assert undo.without_last(record, verdict) == _Record(record.setup, actions[:-1])
    else:
        with pytest.raises(ValueError, match=str(verdict.refusal)):
            undo.without_last(record, verdict)


@pytest.mark.parametrize("game_id", ["race", "parade", "wordland"])
def test_every_game_keeps_the_kit_pieces_where_the_kit_says(game_id: str) -> None:
    info = box.find(game_id)
    for field in KIT_PLACES:
        assert getattr(info, field).ref == kit_pieces(game_id)[field]
        getattr(info, field).load()  # the piece is really there
    assert kit_pieces("toy", art="game.toy.pictures:ART")["art"] == "game.toy.pictures:ART"


def test_each_games_reasons_begin_with_the_shared_ones() -> None:
    race = tie_breaks("game.race.rules.ranking", "large_cookies", "distance")
    assert [t.value for t in race] == ["score", "large_cookies", "distance", "shared"]
    assert race.LARGE_COOKIES == "large_cookies" and race.__module__ == "game.race.rules.ranking"
    refusal = undo.refusals(__name__, SPIN="the spinner has spun since")
    assert str(refusal.NOTHING) == "nothing to take back"
    assert [r.name for r in refusal] == ["NOTHING", "OTHER_PLAYER", "BOT", "GAME_OVER", "SPIN"]
