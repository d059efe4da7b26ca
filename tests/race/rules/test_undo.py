"""Taking back a decision (issue 13, item 7): allowed only while nothing has been learnt
since and nobody else has acted; the record keeps only what stands."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.race.rules.actions import (
    ChooseCookie,
    CookieSource,
    Decision,
    DeclareJoker,
    PlayCard,
    Spin,
)
from game.race.rules.board import Board
from game.race.rules.components import JOKER
from game.race.rules.records import GameRecord, replay
from game.race.rules.setup import GameSetup, Variants, default_seats
from game.race.rules.undo import Refusal, last_actor, take_back, undoable
from tests.race.rules.scenario import BOARD, deck_starting, stack_starting

# 8 spaces: the Tea Party, then plain spaces, so that a pawn comes round quickly
RING = Board.from_spec("T1 P1 P1 P1 P1 P1 P1 P1")


def _record(*actions, decks=None, board=BOARD, controllers=("human", "human")) -> GameRecord:
    seats = tuple(dataclasses.replace(s, controller=c)
                  for s, c in zip(default_seats(2), controllers, strict=True))
    setup = GameSetup(
        board=board,
        seats=seats,
        decks=tuple(decks or [deck_starting(JOKER, 1, 2), deck_starting(1, 2, 3)]),
        cookie_stack=stack_starting(2, 3, 4, 5),
        first_player=0,
        variants=Variants(),
    )
    record = GameRecord(setup, list(actions))
    replay(record)  # every scenario is a legal game
    return record


def test_a_joker_just_played_can_be_taken_back() -> None:
    record = _record(PlayCard(0))
    verdict = undoable(record, 0)
    assert verdict.allowed and verdict.refusal is None and verdict.keep == 0
    assert take_back(record, 0).actions == []


def test_the_record_keeps_only_what_stands() -> None:
    # the Joker as a 5: space 5 is Small Cookies, the turn waits on a spin
    record = _record(PlayCard(0), DeclareJoker(5))
    assert replay(record).decision is Decision.SPIN
    shorter = take_back(record, 0)
    assert shorter.actions == [PlayCard(0)]
    assert replay(shorter).decision is Decision.JOKER_VALUE
    shorter = take_back(shorter, 0)
    assert shorter.actions == []
    fresh = replay(shorter)
    assert fresh.decision is Decision.CARD and fresh.hands[0] == [JOKER, 1, 2]
    assert fresh.positions == [0, 0] and fresh.played == [[], []]
    # and the original record was not changed
    assert record.actions == [PlayCard(0), DeclareJoker(5)]


def test_nothing_to_take_back() -> None:
    verdict = undoable(_record(), 0)
    assert not verdict.allowed and verdict.refusal is Refusal.NOTHING
    assert last_actor(_record()) is None
    with pytest.raises(ValueError):
        take_back(_record(), 0)


def test_refused_after_a_spin() -> None:
    record = _record(PlayCard(0), DeclareJoker(5), Spin(3))
    assert undoable(record, 0).refusal is Refusal.SPIN


def test_refused_once_a_card_is_drawn() -> None:
    # the 2 (rightmost) to a plain space: the turn ends and a card is drawn
    record = _record(PlayCard(2))
    assert replay(record).turn == 1
    assert undoable(record, 0).refusal is Refusal.CARD_DRAWN


def test_refused_once_a_cookie_is_turned_face_up() -> None:
    decks = [deck_starting(4, 1, 3), deck_starting(4, 1, 2)]
    # on the 8-space ring: Alice's 4 -> 4, the Hatter's 4 -> 5 (4 is taken)
    base = _record(PlayCard(0), PlayCard(0), decks=decks, board=RING)
    state = replay(base)
    assert state.positions == [4, 5]
    # Alice plays her 3 (rightmost): 5 (taken), 6, 7: she stops on 7
    record = _record(PlayCard(0), PlayCard(0), PlayCard(2), decks=decks, board=RING)
    assert replay(record).positions[0] == 7
    # the Hatter plays his 2 (rightmost): 6, 7 taken -> 0, the Tea Party: a choice
    record = _record(PlayCard(0), PlayCard(0), PlayCard(2), PlayCard(2), decks=decks,
                     board=RING)
    at_party = replay(record)
    assert at_party.positions[1] == 0 and at_party.decision is Decision.TEA_PARTY
    assert undoable(record, 1).allowed  # stopping there revealed nothing yet
    for source in CookieSource:
        chosen = GameRecord(record.setup, [*record.actions, ChooseCookie(source)])
        assert undoable(chosen, 1).refusal is Refusal.COOKIE_REVEALED


def test_refused_after_passing_the_tea_party_turns_a_new_cookie_up() -> None:
    decks = [deck_starting(5, 1, 4), deck_starting(1, 2, 3)]
    # Alice 5 -> 5; the Hatter 1 -> 1; Alice 4 (rightmost) from 5: 6, 7, 0, 1 (taken) -> 2:
    # she passes the Tea Party and the next cookie of the stack turns face up
    record = _record(PlayCard(0), PlayCard(0), PlayCard(2), decks=decks, board=RING)
    state = replay(record)
    assert state.large_cookies[0] == [3]
    assert undoable(record, 0).refusal is Refusal.COOKIE_REVEALED


def test_refused_when_another_player_has_acted() -> None:
    decks = [deck_starting(1, 2, 3), deck_starting(JOKER, 1, 2)]
    record = _record(PlayCard(0), PlayCard(0), decks=decks)  # Alice's 1, the Hatter's Joker
    assert last_actor(record) == 1
    assert undoable(record, 0).refusal is Refusal.OTHER_PLAYER
    assert undoable(record, 1).allowed


def test_a_bot_does_not_take_back() -> None:
    decks = [deck_starting(1, 2, 3), deck_starting(JOKER, 1, 2)]
    record = _record(PlayCard(0), PlayCard(0), decks=decks, controllers=("human", "bot:easy"))
    assert undoable(record, 1).refusal is Refusal.BOT
    assert undoable(record, 0).refusal is Refusal.OTHER_PLAYER


def _same(a, b) -> bool:
    return (a.positions, a.hands, a.decks, a.played, a.large_cookies, a.small_cookies,
            a.display, a.stack, a.turn, a.decision, a.turns_played, a.large, a.in_hole) == \
        (b.positions, b.hands, b.decks, b.played, b.large_cookies, b.small_cookies,
         b.display, b.stack, b.turn, b.decision, b.turns_played, b.large, b.in_hole)


def test_taking_back_rebuilds_the_game_as_it_stood_in_whole_games(level) -> None:
    """Over whole random games: whenever the last action may be taken back, replaying the
    shorter record gives exactly the table before it; a turn that ends with the deck
    empty (nothing drawn) may be taken back until the next player acts."""
    from game.race.ai.random_bot import RandomBot
    from game.race.rules.setup import deal
    from game.race.rules.state import GameState
    from game.race.rules.views import view_for

    allowed = ended_turns = 0
    for seed in range(3):
        rng = random.Random(seed)
        setup = deal(level.board, default_seats(3), rng)
        state, _ = GameState.start(setup)
        record = GameRecord(setup, [])
        bot = RandomBot()
        while not state.is_over:
            before = state.clone()
            action = (state.sample_spin(rng) if state.is_chance
                      else bot.choose(view_for(state, state.turn), rng))
            state.apply(action)
            record.actions.append(action)
            verdict = undoable(record, before.turn)
            if verdict.allowed:
                allowed += 1
                ended_turns += state.turns_played > before.turns_played
                assert not isinstance(action, Spin)
                assert _same(replay(take_back(record, before.turn)), before)
            for other in range(3):
                if other != before.turn:
                    assert undoable(record, other).refusal is Refusal.OTHER_PLAYER
        assert undoable(record, last_actor(record)).refusal in (Refusal.GAME_OVER,
                                                               Refusal.SPIN)
    assert allowed > 10 and ended_turns > 0
