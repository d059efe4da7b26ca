"""Views show secrets to their owner only (W3.4, W3.6); records replay exactly (W3.6)."""

from __future__ import annotations

import copy
import random

from game.wordland.ai.arena import play_game
from game.wordland.ai.registry import make_bot
from game.wordland.console import replay_command
from game.wordland.rules.actions import PlaceLetter, SayWord
from game.wordland.rules.records import (
    GameRecord,
    action_from_json,
    action_to_json,
    record_from_json,
    record_to_json,
    replay,
)
from game.wordland.rules.setup import Seat, deal
from game.wordland.rules.state import GameState
from game.wordland.rules.views import view_for
from tests.wordland.scenario import TWO, H, Q, R, say, setup_for, table


def test_views_secret_letters_belong_to_their_owner() -> None:
    state, _ = GameState.start(setup_for((Q, R, TWO, H)))
    assert view_for(state, 0).own_secret == "e" and view_for(state, 1).own_secret == "m"
    assert view_for(state, 2).own_secret == "" and view_for(state, 2).secret_holders == (0, 1)
    assert view_for(state, 0).topic_choices == ("circus", "zoo")
    assert view_for(state, 1).topic_choices == ()


def test_views_a_placed_letter_is_public_and_legal_actions_are_the_viewers() -> None:
    state = table((Q, R, TWO, H))
    say(state, "lion")
    state.apply(PlaceLetter(0))
    view = view_for(state, 3)
    assert view.extra == "e" and view.forbidden_for(3) == frozenset("kgte")
    assert view.forbidden_for(2) == frozenset("kgt")
    assert all(a.seat == 3 for a in view.legal_actions)


def test_clone_is_independent() -> None:
    state = table((Q, R, TWO, H))
    twin = state.clone()
    say(twin, "tent")
    assert twin.out[0] and not state.out[0] and state.speaker == 0


def bot_game(seed: int) -> GameRecord:
    rng = random.Random(seed)
    names = ["easy", "medium", "hard", "expert"]
    setup = deal([Seat(n, f"bot:{n}") for n in names], random.Random(rng.getrandbits(64)),
                 seed=seed)
    bots = [make_bot(n, random.Random(rng.getrandbits(64))) for n in names]
    return GameRecord(setup, play_game(setup, bots).actions)


def test_records_round_trip_and_replay_to_the_same_end() -> None:
    record = bot_game(7)
    data = record_to_json(record)
    assert data["game"] == "wordland" and data["version"] == 1
    again = record_from_json(copy.deepcopy(data))
    assert again.actions == record.actions and again.setup == record.setup
    end = replay(again)
    assert end.is_over
    code, text = replay_command(data, as_json=False)
    assert code == 0 and "game finished" in text


def test_replay_command_reports_a_rule_break_with_the_action_number() -> None:
    data = record_to_json(bot_game(8))
    first_word = next(i for i, a in enumerate(data["actions"]) if a["type"] == "say")
    data["actions"][first_word]["elapsed"] = 99.0
    code, text = replay_command(data, as_json=True)
    assert code == 1 and text.startswith(f"action {first_word}: the time ran out")


def test_replay_command_reports_malformed_records_by_field() -> None:
    data = record_to_json(bot_game(9))
    broken = copy.deepcopy(data)
    broken["setup"]["letter_deals"][0]["blue"] = "abc"
    assert replay_command(broken, as_json=False) == (
        2, "setup: letter_deals[0].blue: not the blue pile's letters")
    broken = copy.deepcopy(data)
    broken["actions"][0] = {"type": "dance", "seat": 0}
    assert replay_command(broken, as_json=False)[0] == 2
    assert replay_command({"game": "race"}, as_json=False)[0] == 2


def test_actions_to_and_from_json() -> None:
    action = SayWord(2, "crème brûlée", 3.5)
    assert action_from_json(action_to_json(action), "a") == action
