"""W5: every character ability, with its timing and the edge cases the rules write out.

Forbidden row K, G, T; the Queen's secret letter is E, the Rabbit's is M.
"""

from __future__ import annotations

import pytest

from game.wordland.rules import events as ev
from game.wordland.rules.actions import (
    Challenge,
    ForceAnotherTurn,
    IgnoreLetter,
    PassTurn,
    PlaceLetter,
    SayWord,
    TimeRanOut,
    UseTimeToken,
    Vote,
)
from game.wordland.rules.components import OutReason
from game.wordland.rules.refusals import IllegalAction
from tests.wordland.scenario import AL, CAT, TW, TWO, H, Q, R, of_type, play, say, table


def test_w5_1_queen_letter_binds_the_others_not_her_and_goes_when_her_turn_comes() -> None:
    state = table((Q, R, TWO, H))
    say(state, "lion")
    events = state.apply(PlaceLetter(0))
    assert of_type(events, ev.LetterPlaced) == [ev.LetterPlaced(0, "e", None)]
    assert "e" in state.forbidden_for(1) and "e" not in state.forbidden_for(0)
    events = say(state, "seal")
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(1, OutReason.LETTER, 1, "E", "seal")]
    say(state, "clown")
    events = say(state, "hoop")
    assert of_type(events, ev.ExtraLetterDiscarded) == [ev.ExtraLetterDiscarded(0, "e")]
    assert state.speaker == 0 and not state.extra


def test_w5_1_queen_letter_goes_when_the_turn_passes_her_seat_while_she_is_out() -> None:
    state = table((Q, R, TWO, H))
    say(state, "lion")
    play(state, PlaceLetter(0), Challenge(1), Vote(1, False), Vote(2, False), Vote(3, False))
    assert state.out[0] and state.extra == "e"
    say(state, "clown")
    say(state, "hoop")
    events = say(state, "moon")
    assert of_type(events, ev.ExtraLetterDiscarded) == [ev.ExtraLetterDiscarded(0, "e")]
    assert state.speaker == 1


def test_w5_1_the_queen_places_only_right_after_her_own_turn_and_once() -> None:
    state = table((Q, R, TWO, H))
    with pytest.raises(IllegalAction, match="between turns"):
        state.apply(PlaceLetter(0))
    say(state, "lion")
    say(state, "clown")
    with pytest.raises(IllegalAction, match="right after its owner's turn"):
        state.apply(PlaceLetter(0))


def test_w5_2_rabbit_letter_replaces_a_queen_letter() -> None:
    state = table((Q, R, TWO, H))
    say(state, "lion")
    state.apply(PlaceLetter(0))
    say(state, "clown")
    events = state.apply(PlaceLetter(1))
    assert of_type(events, ev.ExtraLetterDiscarded) == [ev.ExtraLetterDiscarded(0, "e")]
    assert of_type(events, ev.LetterPlaced) == [ev.LetterPlaced(1, "m", "e")]
    assert state.forbidden_for(2) == frozenset("kgtm"), "the Rabbit's letter binds the Two"
    assert state.forbidden_for(1) == frozenset("kgt")


def test_w5_1_queen_letter_replaces_a_rabbit_letter() -> None:
    state = table((Q, TWO, R, H))
    say(state, "lion")
    say(state, "hoop")
    say(state, "clown")
    state.apply(PlaceLetter(2))
    say(state, "bear")
    say(state, "zebra")
    assert not state.out[0] and state.extra == "m"
    events = state.apply(PlaceLetter(0))
    assert of_type(events, ev.LetterPlaced) == [ev.LetterPlaced(0, "e", "m")]
    assert state.extra == "e" and state.extra_by == 0


def test_w5_7_two_of_hearts_is_immune_to_the_queen_letter_even_after_its_ability() -> None:
    state = table((Q, R, TWO, H))
    say(state, "lion")
    state.apply(PlaceLetter(0))
    assert "e" not in state.forbidden_for(2)
    say(state, "clown")
    state.apply(ForceAnotherTurn(2, 1))
    say(state, "hoop")
    events = say(state, "seal")
    assert state.turned[2] and of_type(events, ev.WordAccepted)


def test_w5_7_force_another_turn_fresh_timer_and_counts_for_the_queen_letter() -> None:
    state = table((Q, R, TWO, H))
    say(state, "lion", 3.0)
    state.apply(PlaceLetter(0, 0.5))
    events = state.apply(ForceAnotherTurn(2, 0, 1.0))
    assert of_type(events, ev.TurnStarted) == [ev.TurnStarted(0, 15.0, True)]
    assert of_type(events, ev.ExtraLetterDiscarded) == [ev.ExtraLetterDiscarded(0, "e")]
    assert state.speaker == 0 and state.timer_left == 15.0
    say(state, "clown")
    assert state.speaker == 1
    assert not [a for a in state.legal_actions() if isinstance(a, ForceAnotherTurn)]


def test_w5_7_two_of_hearts_cannot_force_itself_or_a_player_who_is_out() -> None:
    state = table((Q, TWO, R, H))
    say(state, "lion")
    say(state, "hoop")
    assert ForceAnotherTurn(1, 1) not in state.legal_actions()
    say(state, "tent")
    assert ForceAnotherTurn(1, 2) not in state.legal_actions()


def test_w5_3_cheshire_passes_once_and_the_next_player_starts_fresh() -> None:
    state = table((Q, CAT, TWO, H))
    say(state, "lion")
    events = state.apply(PassTurn(1, 4.0))
    assert of_type(events, ev.TurnPassed) and state.speaker == 2
    assert state.timer_left == 15.0
    state.apply(ForceAnotherTurn(2, 1))
    assert state.speaker == 1, "a Cheshire pass ends a turn for the Two of Hearts"
    with pytest.raises(IllegalAction, match="used this round"):
        state.apply(PassTurn(1))


def test_w5_3_cheshire_cannot_pass_after_the_time_ran_out() -> None:
    state = table((Q, CAT, TWO, H))
    say(state, "lion")
    with pytest.raises(IllegalAction, match="time ran out"):
        state.apply(PassTurn(1, 15.0))


def test_w5_4_tweedle_twins_may_use_both_tokens_in_one_turn() -> None:
    state = table((Q, TW, TWO, H))
    say(state, "lion")
    events = play(state, UseTimeToken(1, 14.0), UseTimeToken(1, 14.5))
    assert [e.tokens_left for e in of_type(events, ev.TimerReset)] == [1, 0]
    assert state.timer_left == 15.0
    with pytest.raises(IllegalAction, match="no time token left"):
        state.apply(UseTimeToken(1))
    state.apply(TimeRanOut(1, 15.0))
    assert state.out[1]


def test_w5_8_hatter_ignores_one_letter_and_keeps_his_time_token() -> None:
    state = table((Q, H, TWO, R))
    say(state, "lion")
    play(state, UseTimeToken(1, 10.0), IgnoreLetter(1, "t"))
    events = say(state, "tent")
    assert of_type(events, ev.WordAccepted)
    assert "t" in state.forbidden_for(1), "for that turn only"
    say(state, "clown")
    say(state, "hoop")
    say(state, "bear")
    assert IgnoreLetter(1, "k") not in state.legal_actions(), "once per round"


def test_w5_8_hatter_ignores_the_extra_letter() -> None:
    state = table((Q, H, TWO, R))
    say(state, "lion")
    state.apply(PlaceLetter(0))
    assert IgnoreLetter(1, "e") in state.legal_actions()
    state.apply(IgnoreLetter(1, "e"))
    events = say(state, "seal")
    assert of_type(events, ev.WordAccepted)


def test_w5_8_hatter_can_only_ignore_a_letter_forbidden_to_him() -> None:
    state = table((Q, H, TWO, R))
    say(state, "lion")
    with pytest.raises(IllegalAction, match="not forbidden to you"):
        state.apply(IgnoreLetter(1, "e"))


def test_w4_4_a_player_who_is_out_cannot_use_abilities() -> None:
    state = table((Q, TWO, AL, R))
    say(state, "lion")
    say(state, "tent")
    say(state, "clown")
    assert state.out[1]
    assert not [a for a in state.legal_actions() if isinstance(a, ForceAnotherTurn)]
    state = table((Q, R, TWO, H))
    say(state, "tight")
    assert state.out[0] and PlaceLetter(0) not in state.legal_actions()


def test_w5_a_speaker_action_is_refused_to_other_seats() -> None:
    state = table((Q, R, TWO, H))
    with pytest.raises(IllegalAction, match="player 1's turn"):
        state.apply(SayWord(2, "lion"))
