"""P5 the last round (both triggers, once only, no draws) and P6 the secret final discard."""

from __future__ import annotations

import pytest

from game.parade.rules import events as ev
from game.parade.rules.actions import Discard, Phase, Play
from game.parade.rules.cards import cards, parse_card
from game.parade.rules.events import Trigger
from game.parade.rules.state import GameState, IllegalAction
from game.parade.rules.views import view_for
from tests.parade.rules.scenario import table


def play(s: GameState, code: str) -> list[ev.Event]:
    return s.apply(Play(parse_card(code)))


def discard(s: GameState, codes: str) -> list[ev.Event]:
    a, b = cards(codes)
    return s.apply(Discard((a, b)))


def five_suits_table(pile: str = "O6 O7 O8 O9") -> GameState:
    """Player 1 holds five suits; W1 played on a parade ending in W0 takes it (the sixth)."""
    return table(
        hands=["W1 B5 B6 B7 B8", "G5 G6 G7 G8 G9", "P5 P6 P7 P8 P9"],
        parade="W0 R9 R10",
        collections=["R0 B0 G0 O0 P0", "", ""],
        pile=pile,
    )


def test_P5_1_six_suits_trigger_the_last_round_and_the_player_still_draws() -> None:
    s = five_suits_table()
    events = play(s, "W1")
    assert s.collections[0][-1] == parse_card("W0")
    assert ev.CardDrawn(0, 3) in events and len(s.hands[0]) == 5
    assert ev.LastRoundStarted(0, Trigger.SIX_SUITS) in events
    assert s.trigger is Trigger.SIX_SUITS and s.turns_left == 3
    assert s.last_round and view_for(s, 2).last_round  # public (P9.1)
    assert events[-1] == ev.TurnStarted(1, True)


def test_P5_2_drawing_the_last_card_triggers_the_last_round() -> None:
    s = table(hands=["B1 B2 B3 B4 B5", "G1 G2 G3 G4 G5"], parade="R1", pile="O6")
    events = play(s, "B5")
    assert s.pile == [] and len(s.hands[0]) == 5
    assert events[-2:] == [ev.LastRoundStarted(0, Trigger.PILE_EMPTY), ev.TurnStarted(1, True)]


def test_P5_4_both_triggers_in_one_turn_make_one_last_round() -> None:
    s = five_suits_table(pile="O6")
    events = play(s, "W1")
    assert [e for e in events if isinstance(e, ev.LastRoundStarted)] == [
        ev.LastRoundStarted(0, Trigger.BOTH)]
    assert s.turns_left == 3


def test_P5_3_every_player_plays_once_more_triggering_player_last_without_drawing() -> None:
    s = five_suits_table()
    play(s, "W1")
    pile = list(s.pile)
    order = []
    for _ in range(3):
        order.append(s.turn)
        events = s.apply(s.legal_actions()[0])
        assert not any(isinstance(e, ev.CardDrawn) for e in events)
    assert order == [1, 2, 0]
    assert s.pile == pile
    assert [len(h) for h in s.hands] == [4, 4, 4]
    assert s.phase is Phase.DISCARD and events[-1] == ev.DiscardStarted(0)


def test_P5_4_a_trigger_during_the_last_round_changes_nothing() -> None:
    s = table(
        hands=["B1 B2 B3 B4 B5", "W1 G6 G7 G8 G9"],
        parade="W0 R9 R10",
        collections=["", "R0 B0 G0 O0 P0"],
        pile="O6",
    )
    play(s, "B5")  # draws the last card: trigger B
    events = play(s, "W1")  # player 2 completes six suits in the last round
    assert not any(isinstance(e, ev.LastRoundStarted) for e in events)
    assert s.trigger is Trigger.PILE_EMPTY and s.turns_left == 1 and s.turn == 0
    play(s, "B4")
    assert s.phase is Phase.DISCARD


def test_P5_1_a_player_who_already_holds_six_suits_does_not_trigger_again() -> None:
    s = five_suits_table()
    play(s, "W1")
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    assert s.phase is Phase.DISCARD


def _at_discard(first_player: int = 1) -> GameState:
    s = table(hands=["B1 B2 B3 B4 B5", "G1 G2 G3 G4 G5", "O1 O2 O3 O4 O5"],
              parade="R10 R9 R8", pile="P6", turn=first_player, first_player=first_player)
    for _ in range(4):
        s.apply(s.legal_actions()[-1])
    assert s.phase is Phase.DISCARD
    return s


def test_P6_1_discards_are_chosen_in_seat_order_from_the_first_player() -> None:
    s = _at_discard(first_player=1)
    assert s.turn == 1
    discard(s, "G1 G2")
    assert s.turn == 2
    discard(s, "O1 O2")
    assert s.turn == 0


def test_P6_1_a_discard_stays_secret_until_everyone_has_chosen() -> None:
    s = _at_discard(first_player=1)
    events = discard(s, "G1 G2")
    assert events == [ev.DiscardChosen(1)]
    seen_by_2 = view_for(s, 2)
    assert seen_by_2.discards_chosen == (False, True, False)
    assert seen_by_2.discards == (None, None, None)
    assert view_for(s, 1).discards[1] == tuple(cards("G1 G2"))
    assert s.collections[1] == []  # nothing joins a collection before the reveal


def test_P6_1_the_kept_two_join_the_collection_and_everything_is_revealed_at_once() -> None:
    s = _at_discard(first_player=1)
    discard(s, "G1 G2")
    discard(s, "O3 O4")
    events = discard(s, "B1 B4")
    revealed = events[1]
    assert isinstance(revealed, ev.DiscardsRevealed)
    assert revealed.discarded == (tuple(cards("B1 B4")), tuple(cards("G1 G2")),
                                  tuple(cards("O3 O4")))
    assert revealed.kept == (tuple(cards("B2 B3")), tuple(cards("G3 G4")), tuple(cards("O1 O2")))
    assert s.collections[0][-2:] == cards("B2 B3")
    assert s.hands == [[], [], []] and s.is_over
    assert isinstance(events[-1], ev.GameEnded)
    assert all(view_for(s, p).discards == tuple(s.discards) for p in range(3))


def test_P6_1_discards_must_be_two_different_hand_cards() -> None:
    s = _at_discard(first_player=1)
    with pytest.raises(IllegalAction, match="two different cards"):
        s.apply(Discard((parse_card("G1"), parse_card("G1"))))
    with pytest.raises(IllegalAction, match="B1 is not in player 2's hand"):
        discard(s, "B1 G1")
    with pytest.raises(IllegalAction, match="choose two cards to discard"):
        play(s, "G1")
    assert len(s.legal_actions()) == 6
    assert Discard(tuple(cards("G2 G1"))) in s.legal_actions()  # type: ignore[arg-type]


def test_P6_2_parade_cards_and_discards_score_nothing() -> None:
    s = _at_discard(first_player=1)
    for codes in ("G1 G2", "O3 O4", "B1 B4"):
        discard(s, codes)
    # Only the kept pairs count (each the sole holder of its suit: 1 point a card); the
    # parade's reds and the discards would have cost far more.
    assert s.scores() == [2, 2, 2]
    assert [sorted(k) for k in s.collections] == [cards("B2 B3"), cards("G3 G4"),
                                                  cards("O1 O2")]


def test_P6_the_game_is_over_after_the_discard() -> None:
    s = _at_discard()
    for codes in ("G1 G2", "O3 O4", "B1 B4"):
        discard(s, codes)
    assert s.legal_actions() == () and s.current_player == -1
    with pytest.raises(IllegalAction, match="the game is over"):
        play(s, "B2")
