"""W4 discussion: turn order, every way to go out, scoring cards, votes, the timer."""

from __future__ import annotations

import pytest

from game.wordland.rules import events as ev
from game.wordland.rules.actions import Challenge, SayWord, TimeRanOut, Vote
from game.wordland.rules.components import OutReason, Phase
from game.wordland.rules.refusals import IllegalAction
from game.wordland.rules.views import view_for
from tests.wordland.scenario import AL, CAT, TW, Q, of_type, play, say, table

PLAIN = (Q, AL, CAT, TW)
"""Forbidden row K, G, T; the round's topic is "circus"."""


def test_w4_1_queen_first_then_to_the_left_skipping_players_out() -> None:
    state = table(PLAIN)
    assert state.topics == ("circus",) and state.speaker == 0
    say(state, "lion")
    assert state.speaker == 1
    say(state, "tent")
    assert state.out[1] and state.speaker == 2
    say(state, "clown")
    say(state, "hoop")
    say(state, "seal")
    assert state.speaker == 2, "seat 1 is out and skipped"


def test_w4_3a_a_forbidden_letter_puts_out_and_says_which() -> None:
    state = table(PLAIN)
    events = say(state, "Tightrope")
    assert of_type(events, ev.PlayerOut) == [
        ev.PlayerOut(0, OutReason.LETTER, 1, "GT", "Tightrope")]


def test_w4_3b_time_runs_out_only_when_the_timer_is_spent() -> None:
    state = table(PLAIN)
    with pytest.raises(IllegalAction, match="not run out"):
        state.apply(TimeRanOut(0, 14.0))
    events = state.apply(TimeRanOut(0, 15.0))
    assert of_type(events, ev.PlayerOut)[0].reason is OutReason.TIME


def test_w4_2_a_word_after_the_timer_is_refused() -> None:
    state = table(PLAIN)
    with pytest.raises(IllegalAction, match="time ran out"):
        state.apply(SayWord(0, "lion", 15.0))


def test_w4_3c_a_repeat_or_derivative_puts_out() -> None:
    state = table(PLAIN)
    say(state, "lion")
    events = say(state, "Lions")
    assert of_type(events, ev.PlayerOut) == [ev.PlayerOut(1, OutReason.REPEAT, 1, "lion", "Lions")]


def test_w4_3d_an_apostrophe_puts_out() -> None:
    state = table(PLAIN)
    events = say(state, "clown's nose")
    assert of_type(events, ev.PlayerOut)[0].reason is OutReason.APOSTROPHE


def test_w4_2_refused_input_leaves_the_turn_going() -> None:
    state = table(PLAIN)
    with pytest.raises(IllegalAction, match="numbers as words"):
        say(state, "3 clowns")
    assert state.speaker == 0 and state.timer_left == 15.0 and not state.out[0]


def test_w4_3e_and_w4_5_a_lost_vote_puts_out_and_unsays_the_word() -> None:
    state = table(PLAIN)
    say(state, "seal", 2.0)
    events = state.apply(Challenge(2, 1.0))
    assert state.phase is Phase.VOTE and of_type(events, ev.Challenged)
    assert state.timer_left == 14.0
    with pytest.raises(IllegalAction, match="does not vote"):
        state.apply(Vote(0, True))
    with pytest.raises(IllegalAction, match="vote is under way"):
        say(state, "clown")
    events = play(state, Vote(1, False, 9.0), Vote(2, False), Vote(3, True))
    assert of_type(events, ev.VoteDecided) == [ev.VoteDecided(0, 1, 2, False)]
    assert state.out[0] and state.out_reasons[0] is OutReason.VOTE
    assert state.timer_left == 14.0, "the timer was paused during the vote"
    assert state.speaker == 1
    say(state, "seal")
    assert not state.out[1], "only standing words count as said"


def test_w4_5_a_tie_lets_the_word_stand_and_a_word_is_voted_once() -> None:
    state = table(PLAIN)
    say(state, "seal")
    play(state, Challenge(1), Vote(1, True), Vote(2, False), Vote(3, True))
    assert not state.out[0]
    assert Challenge(2) not in state.legal_actions(), "a word is put to a vote once"


def test_w4_5_players_already_out_vote_too() -> None:
    state = table(PLAIN)
    say(state, "tent")
    say(state, "seal")
    state.apply(Challenge(3))
    assert set(state.ballot.voters) == {0, 2, 3}


def test_w4_2a_the_window_closes_at_the_new_speakers_first_action() -> None:
    state = table(PLAIN)
    say(state, "seal")
    say(state, "tent")
    with pytest.raises(IllegalAction, match="between turns"):
        state.apply(Challenge(3))
    say(state, "clown")
    state.apply(Challenge(0))
    assert state.ballot.target == 2, "the word challenged is the last one said"
    assert view_for(state, 1).challenger == 0


def test_w4_6_cards_in_order_and_the_last_player_takes_n() -> None:
    state = table(PLAIN)
    say(state, "tent")
    say(state, "gate")
    events = say(state, "kite")
    assert of_type(events, ev.LastStanding) == [ev.LastStanding(3, 4)]
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.cards == (1, 2, 3, 4)
    assert state.round == 1, "the next round is being prepared"


def test_w4_3_the_story_keeps_the_word_that_put_a_speaker_out() -> None:
    """Keep the story: "Dodo is out: contains G, L" never said what Dodo said (a
    play-test); the log line now shows the word too."""
    from game.wordland.ui.words import describe_event

    state = table(PLAIN)
    events = say(state, "Tightrope")
    out = of_type(events, ev.PlayerOut)[0]
    line = describe_event(out, ["Ann", "Bea", "Cy"], "en")
    assert line == "Ann is out: “Tightrope” contains G, T"
