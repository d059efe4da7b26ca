"""Taking back one's own last decision (game/parade/rules/undo.py), with the race's
courtesy: refused once another player has acted, once anything hidden was seen (the card
drawn after a play, P3.3; the discards revealed, P6.1/P9.3), for bots, and once the game
is over."""

from __future__ import annotations

import random

import pytest

from game.parade.rules.actions import Discard, Phase, Play
from game.parade.rules.records import GameRecord, replay
from game.parade.rules.setup import Seat, deal
from game.parade.rules.state import GameState
from game.parade.rules.undo import Refusal, drew_a_card, last_actor, take_back, undoable


def record_of(controllers: list[str], seed: int = 5) -> GameRecord:
    seats = [Seat(f"P{i}", c) for i, c in enumerate(controllers)]
    return GameRecord(deal(seats, random.Random(seed), first_player=0))


def play_first(record: GameRecord, n: int = 1) -> GameState:
    state, _ = GameState.start(record.setup)
    for action in record.actions:
        state.apply(action)
    for _ in range(n):
        action = state.legal_actions()[0]
        state.apply(action)
        record.actions.append(action)
    return state


def test_nothing_to_take_back_at_the_start() -> None:
    record = record_of(["human", "human"])
    verdict = undoable(record, 0)
    assert not verdict.allowed and verdict.refusal is Refusal.NOTHING and verdict.keep == 0
    assert last_actor(record) is None


def test_P3_a_play_can_be_taken_back_while_its_drawn_card_is_unseen() -> None:
    record = record_of(["human", "human"])
    play_first(record)
    assert drew_a_card(record) and last_actor(record) == 0
    verdict = undoable(record, 0)
    assert verdict.allowed and verdict.keep == 0
    shorter = take_back(record, 0)
    assert shorter.actions == [] and record.actions  # the record given is not changed
    assert replay(shorter).hands == GameState.start(record.setup)[0].hands


def test_P3_3_once_the_drawn_card_is_seen_the_play_stands() -> None:
    record = record_of(["human", "human"])
    play_first(record)
    assert undoable(record, 0, card_seen=True).refusal is Refusal.CARD_SEEN
    with pytest.raises(ValueError, match="seen"):
        take_back(record, 0, card_seen=True)


def test_a_play_taken_back_and_replaced_draws_the_same_card() -> None:
    record = record_of(["human", "human"])
    state = play_first(record)
    drawn = [c for c in state.hands[0] if c not in record.setup.dealt_hands()[0]]
    again = replay(take_back(record, 0))
    other = next(a for a in again.legal_actions() if a != record.actions[0])
    again.apply(other)
    assert drawn[0] in again.hands[0]


def test_not_after_another_player_has_acted_nor_by_someone_else() -> None:
    record = record_of(["human", "human"])
    play_first(record, 2)
    assert undoable(record, 0).refusal is Refusal.OTHER_PLAYER
    assert undoable(record, 1).allowed


def test_bots_never_take_back() -> None:
    record = record_of(["human", "bot:easy"])
    play_first(record, 2)
    assert undoable(record, 1).refusal is Refusal.BOT


def finish_to_discards(record: GameRecord) -> GameState:
    state, _ = GameState.start(record.setup)
    rng = random.Random(1)
    while state.phase is Phase.PLAY:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return state


def test_P6_1_a_secret_discard_may_be_taken_back_until_the_next_player_chooses() -> None:
    record = record_of(["human", "human", "human"])
    state = finish_to_discards(record)
    first = state.turn
    discard = state.legal_actions()[0]
    assert isinstance(discard, Discard)
    state.apply(discard)
    record.actions.append(discard)
    assert not drew_a_card(record)
    assert undoable(record, first, card_seen=True).allowed  # nothing was drawn
    after = state.legal_actions()[0]
    state.apply(after)
    record.actions.append(after)
    assert undoable(record, first).refusal is Refusal.OTHER_PLAYER


def test_P9_3_the_last_discard_reveals_them_all_and_stands() -> None:
    record = record_of(["human", "human"])
    state = finish_to_discards(record)
    while not state.is_over:
        seat = state.turn
        action = state.legal_actions()[0]
        state.apply(action)
        record.actions.append(action)
    assert undoable(record, seat).refusal in (Refusal.GAME_OVER, Refusal.REVEALED)


def test_a_play_in_the_last_round_draws_nothing_and_may_be_taken_back() -> None:
    record = record_of(["human", "human"])
    state, _ = GameState.start(record.setup)
    rng = random.Random(2)
    while not state.last_round:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    seat = state.turn
    action = state.legal_actions()[0]
    assert isinstance(action, Play)
    events = state.apply(action)
    record.actions.append(action)
    if not any(type(e).__name__ == "CardDrawn" for e in events):
        assert not drew_a_card(record)
        assert undoable(record, seat, card_seen=True).allowed
