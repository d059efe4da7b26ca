"""W1 components, W2 setup and W3 round preparation."""

from __future__ import annotations

import random

import pytest

from game.wordland.data.catalogue import letter_piles
from game.wordland.rules import events as ev
from game.wordland.rules.actions import PlaceCaterpillarToken, ReturnTopic
from game.wordland.rules.components import Character, Mode, Phase, Pile
from game.wordland.rules.refusals import IllegalAction
from game.wordland.rules.setup import Options, Seat, SetupError, deal
from game.wordland.rules.state import GameState
from tests.wordland.scenario import CP, TW, TWO, H, Q, R, of_type, setup_for


@pytest.mark.parametrize("language", ["en", "fr"])
def test_w1_2_piles_hold_25_letters_7_7_6_5_and_leave_one_out(language: str) -> None:
    piles = letter_piles(language)
    sizes = [len(piles.pile(p.value)) for p in Pile]
    assert sizes == [7, 7, 6, 5]
    letters = "".join(piles.pile(p.value) for p in Pile) + piles.left_out
    assert sorted(letters) == [chr(c) for c in range(ord("a"), ord("z") + 1)]


def test_w2_1_first_seat_is_the_queen_and_three_players_leave_out_caterpillar_and_alice(
) -> None:
    for seed in range(40):
        setup = deal([Seat(f"P{i}") for i in range(3)], random.Random(seed), first_seat=2)
        assert setup.characters[2] is Character.QUEEN
        assert not {Character.CATERPILLAR, Character.ALICE} & set(setup.characters)


def test_w2_2_n_different_characters_for_n_players() -> None:
    setup = deal([Seat(f"P{i}") for i in range(8)], random.Random(3))
    assert set(setup.characters) == set(Character)


@pytest.mark.parametrize(("characters", "message"), [
    ((R, Q, TWO, H), "first seat holds the Queen"),
    ((Q, Q, TWO, H), "different characters"),
    ((Q, CP, H), "no Caterpillar or Alice with three"),
])
def test_w2_setup_errors_name_the_field(characters: tuple[Character, ...], message: str
                                        ) -> None:
    with pytest.raises(SetupError, match=message):
        setup_for(characters)


def test_w2_3_timers_offered_per_mode() -> None:
    with pytest.raises(SetupError, match="timer"):
        setup_for(options=Options(mode=Mode.SAY, timer=20.0))
    assert setup_for(options=Options(mode=Mode.TYPE, timer=30.0)).options.timer == 30.0


def test_w8_1_bots_only_in_typed_games() -> None:
    with pytest.raises(SetupError, match="bots play only typed"):
        setup_for(options=Options(mode=Mode.SAY), controllers=["human", "bot:easy"] * 2)


def test_w3_2_to_w3_6_preparation_in_order() -> None:
    state, events = GameState.start(setup_for((Q, R, CP, TW, H)))
    assert state.tokens == [0, 0, 0, 2, 1]
    assert state.row == ("k", "g", "t")
    assert state.secret == {1: "m"}, "the Rabbit draws the next purple card"
    assert state.phase is Phase.CATERPILLAR, "the Caterpillar before the Queen (W3.5)"
    assert [type(e) for e in events] == [ev.RoundStarted, ev.TimeTokensTaken,
                                         ev.TimeTokensTaken, ev.LettersDrawn,
                                         ev.SecretLetterDrawn]
    events = state.apply(PlaceCaterpillarToken(2, 4))
    assert state.caterpillar_target == 4 and state.phase is Phase.TOPIC
    assert state.secret[0] == "e" and state.topic_choices == ["circus", "zoo"]
    assert of_type(events, ev.TopicsDrawn) == [ev.TopicsDrawn(0, 2)]
    events = state.apply(ReturnTopic(0, "circus"))
    assert state.topics == ("zoo",) and state.topic_pile[-1] == "circus"
    assert state.phase is Phase.DISCUSSION and state.speaker == 0
    assert of_type(events, ev.TurnStarted) == [ev.TurnStarted(0, 15.0, False)]


def test_w3_5_caterpillar_token_goes_before_another_player() -> None:
    state, _ = GameState.start(setup_for((Q, CP, H, R)))
    with pytest.raises(IllegalAction, match="another player"):
        state.apply(PlaceCaterpillarToken(1, 1))
    with pytest.raises(IllegalAction, match="only the Caterpillar"):
        state.apply(PlaceCaterpillarToken(0, 2))


def test_w3_6_only_a_drawn_topic_can_be_returned() -> None:
    state, _ = GameState.start(setup_for())
    with pytest.raises(IllegalAction, match="not one of the topics drawn"):
        state.apply(ReturnTopic(0, "beach"))


def test_w3_7_letters_never_repeat_within_a_round() -> None:
    state, _ = GameState.start(setup_for((Q, R, TWO, H)))
    drawn = [*state.row, *state.secret.values()]
    assert len(set(drawn)) == len(drawn)
    for pile, cards in state.piles.items():
        assert not set(cards) & set(drawn), pile
