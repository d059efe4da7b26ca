"""W6 cleanup and end, W8 the spoken mode, W10 variants."""

from __future__ import annotations

import random

import pytest

from game.wordland.data.catalogue import topics_by_id
from game.wordland.rules import events as ev
from game.wordland.rules.actions import PressTeapot, ReportOut, SayWord, TimeRanOut
from game.wordland.rules.components import Mode, OutReason, Phase, Pile
from game.wordland.rules.refusals import IllegalAction
from game.wordland.rules.setup import Options, Seat, SetupError, deal
from game.wordland.rules.state import GameState
from tests.wordland.scenario import (
    AL,
    CAT,
    CP,
    TW,
    TWO,
    H,
    Q,
    R,
    letters,
    of_type,
    prepare,
    say,
    setup_for,
    started,
    table,
)


def knock_out(state: GameState, *seats: int) -> list[ev.Event]:
    """Put `seats` out in that order by time, letting others say plain words."""
    events: list[ev.Event] = []
    words = iter(["lion", "clown", "hoop", "seal", "bear", "moon", "camel", "horse", "hippo"])
    for seat in seats:
        while state.speaker != seat:
            events += say(state, next(words))
        events += state.apply(TimeRanOut(seat, state.timer_left))
    return events


def test_w6_1_w5_5_w5_6_card_plus_bonuses_even_when_out() -> None:
    state = started(setup_for((Q, CP, AL, TW)), token_target=3)
    events = knock_out(state, 1, 2, 0)
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.cards == (3, 1, 2, 4)
    assert scored.bonuses == (0, 2, 1, 0), "Caterpillar: half of seat 3's 4; Alice: half of 2"
    assert scored.totals == (3, 3, 3, 4)


def test_w5_5_caterpillar_counts_the_card_only_not_the_holder_bonus() -> None:
    state = started(setup_for((Q, CP, AL, TW)), token_target=2)
    events = knock_out(state, 1, 0, 3)
    scored = of_type(events, ev.RoundScored)[0]
    assert scored.cards[2] == 4 and scored.bonuses == (0, 2, 2, 0)


def test_w6_2_characters_pass_left_and_the_topic_goes_under_the_pile() -> None:
    state = table((Q, R, TWO, H))
    knock_out(state, 1, 2, 3)
    assert state.round == 1
    assert state.characters == [H, Q, R, TWO]
    assert state.topic_pile[-1] == "circus"
    assert state.phase is Phase.TOPIC and state.seat_of(Q) == 1


def test_w6_3_after_n_rounds_most_points_win_and_a_tie_goes_to_the_last_round_card() -> None:
    state = table((Q, R, TWO))
    for _ in range(3):
        knock_out(state, state.speaker, (state.speaker + 1) % 3)
        if not state.is_over:
            prepare(state)
    assert state.is_over
    assert sum(state.scores) == 3 * 6
    order = state.winner_order()
    top = [s for s in range(3) if state.scores[s] == max(state.scores)]
    assert order[0] == max(top, key=lambda s: state.last_cards[s])


def test_w8_1_spoken_game_the_table_reports_outcomes() -> None:
    state = table((Q, R, TWO, H), options=Options(mode=Mode.SAY, timer=10.0))
    events = state.apply(PressTeapot(0, 2.0))
    assert of_type(events, ev.WordAccepted) == [ev.WordAccepted(0, None, 2.0)]
    with pytest.raises(IllegalAction, match="spoken game"):
        state.apply(SayWord(1, "lion"))
    events = state.apply(ReportOut(1, OutReason.REPEAT))
    assert of_type(events, ev.PlayerOut)[0].reason is OutReason.REPEAT


def test_w8_1_out_offers_vote_lost_as_a_reason() -> None:
    """W8.1: Out with a reason: letter / time / repeat / apostrophe / vote lost (a vote
    held aloud at the table)."""
    state = table((Q, R, TWO, H), options=Options(mode=Mode.SAY, timer=10.0))
    reasons = {a.reason for a in state.legal_actions_for(0) if isinstance(a, ReportOut)}
    assert reasons == {OutReason.LETTER, OutReason.TIME, OutReason.REPEAT,
                       OutReason.APOSTROPHE, OutReason.VOTE}
    events = state.apply(ReportOut(0, OutReason.VOTE, 3.0))
    out = of_type(events, ev.PlayerOut)[0]
    assert (out.seat, out.reason, out.card) == (0, OutReason.VOTE, 1)


def test_w10_2_w10_3_no_row_of_blue_and_green_piles() -> None:
    """W10.2 draws from purple and/or blue, W10.3 from purple and/or green: blue and
    green without purple is refused, as the setup screen never offers it."""
    from game.wordland.rules.components import Pile

    assert "blue and green" in Options(piles=(Pile.BLUE, Pile.GREEN)).problems()
    for piles in ((Pile.BLUE,), (Pile.PURPLE,), (Pile.GREEN,), (Pile.BLUE, Pile.PURPLE),
                  (Pile.PURPLE, Pile.GREEN), (Pile.BLUE, Pile.PURPLE, Pile.GREEN)):
        assert Options(piles=piles).problems() == "", piles


def test_w8_2_typed_game_has_no_next_or_out_buttons() -> None:
    state = table((Q, R, TWO, H))
    with pytest.raises(IllegalAction, match="typed game"):
        state.apply(PressTeapot(0))


def test_w10_2_easier_one_letter_from_blue_two_topics_and_starting_letters() -> None:
    options = Options(letters=1, piles=(Pile.BLUE,), two_topics=True, starting_only=True)
    state, _ = GameState.start(setup_for((Q, R, TWO, H), options=options,
                                         deals=[letters(blue="k")] * 4))
    assert state.row == ("k",)
    assert len(state.topic_choices) == 3
    prepare(state)
    assert len(state.topics) == 2
    events = say(state, "bike")
    assert of_type(events, ev.WordAccepted), "K inside a word is fine when only initials count"
    events = say(state, "kite")
    assert of_type(events, ev.PlayerOut)[0].detail == "K"


def test_w10_3_harder_no_characters_round_r_starts_at_seat_r_top_topic() -> None:
    options = Options(characters=False, letters=5, piles=(Pile.PURPLE, Pile.GREEN),
                      timer=10.0)
    setup = setup_for((Q, R, TWO, H), options=options, first=2)
    state, events = GameState.start(setup)
    assert state.phase is Phase.DISCUSSION and state.speaker == 2
    assert state.topics == ("circus",) and of_type(events, ev.TopicsShown)
    assert [c in "gupmhby" for c in state.row] == [True, False, True, False, True]
    assert not state.secret and state.tokens == [0, 0, 0, 0]
    for _ in range(3):
        state.apply(TimeRanOut(state.speaker, 10.0))
    assert state.round == 1 and state.speaker == 3


def test_w10_4_round_robin_easiest_first_over_the_allowed_piles() -> None:
    assert [Options(letters=k).draws_from(p) for k in (1, 2, 4, 6) for p in
            (Pile.BLUE, Pile.PURPLE, Pile.GREEN)] == [1, 0, 0, 1, 1, 0, 2, 1, 1, 2, 2, 2]


def test_w10_1_kids_topics_only() -> None:
    setup = deal([Seat("a"), Seat("b"), Seat("c")], random.Random(1),
                 Options(kids_topics=True))
    assert all(topics_by_id("en")[t].kids for t in setup.topic_pile)
    with pytest.raises(SetupError, match="not a kids topic"):
        setup_for((Q, CAT, H), options=Options(kids_topics=True))
