"""P7 scoring with majorities (fixture PX1, the fragment's example) and P8 the winner."""

from __future__ import annotations

from game.parade.rules.cards import Suit, cards
from game.parade.rules.ranking import TieBreak, places, standings
from game.parade.rules.scoring import majority_holders, score_sheet, scores
from game.parade.rules.setup import Options

PX1 = [
    "R10 R8 R3 B9 B7 B6 B5 B0 P0 G4 G2 W7 W4 W0",  # Alice
    "R1 R0 B8 P8 P7 P5 P3 W9 W8 W1 O10 O1",  # Hatter
    "R7 R6 R5 R2 B4 B3 P2 P1 G9 G8 G7 G6 W10 O3 O2 O0",  # Cheshire
]
OFF = Options(two_player_majority=False)


def px1() -> list[list[int]]:
    return [cards(k) for k in PX1]


def test_PX1_the_fragment_example_scores_35_27_31_and_the_hatter_wins() -> None:
    assert scores(px1(), OFF) == [35, 27, 31]
    assert places(px1(), OFF) == (3, 1, 2)


def test_PX1_breakdown_grey_tied_three_three_both_flip() -> None:
    alice, hatter, cheshire = score_sheet(px1(), OFF)
    grey = Suit.GREY
    assert alice.suits[grey].majority and hatter.suits[grey].majority
    assert not cheshire.suits[grey].majority and cheshire.suits[grey].points == 10
    assert alice.suits[grey].points == 3 and hatter.suits[grey].points == 3
    assert alice.suits[Suit.RED].points == 21 and alice.suits[Suit.RED].cards == tuple(
        cards("R10 R8 R3"))
    assert [c.points for c in alice.suits] == [21, 5, 6, 0, 0, 3]
    assert [c.points for c in hatter.suits] == [1, 8, 0, 11, 4, 3]
    assert [(c.suit, c.majority) for c in cheshire.suits if c.majority] == [
        (Suit.RED, True), (Suit.GREEN, True), (Suit.ORANGE, True)]
    assert (alice.total, hatter.total, cheshire.total) == (35, 27, 31)
    assert (alice.card_count, hatter.card_count, cheshire.card_count) == (14, 12, 16)


def test_P7_1_a_lone_zero_has_the_majority_and_scores_one() -> None:
    assert scores([cards("P0"), cards("R5")], OFF) == [1, 1]


def test_P7_1_tied_holders_all_flip_and_everyone_else_pays_printed_values() -> None:
    assert scores([cards("R9 R8"), cards("R7 R6"), cards("R5")], OFF) == [2, 2, 5]


def test_P7_2_with_two_players_a_majority_needs_two_more_cards() -> None:
    on = Options(two_player_majority=True)
    assert majority_holders([1, 0], strict_two=True) == [False, False]
    assert majority_holders([2, 0], strict_two=True) == [True, False]
    assert majority_holders([3, 2], strict_two=True) == [False, False]
    assert scores([cards("R9"), []], on) == [9, 0]  # 1 against 0 is no majority
    assert scores([cards("R9 R8"), []], on) == [2, 0]  # 2 against 0 is
    assert scores([cards("R9 R8 R7"), cards("R1 R2")], on) == [24, 3]
    assert scores([cards("R9"), []], OFF) == [1, 0]  # the option off: P7.1 alone


def test_P7_2_the_option_does_nothing_with_three_or_more_players() -> None:
    on = Options(two_player_majority=True)
    assert scores(px1(), on) == scores(px1(), OFF) == [35, 27, 31]


def test_P7_3_the_score_sheet_total_is_the_sum_over_suits() -> None:
    for row in score_sheet(px1(), OFF):
        assert row.total == sum(cell.points for cell in row.suits)
        assert len(row.suits) == 6


def test_P8_1_the_lowest_score_wins() -> None:
    ranked = standings([cards("R9"), cards("B0 G0"), []], OFF)
    assert [(s.player, s.score, s.place) for s in ranked] == [(2, 0, 1), (0, 1, 2), (1, 2, 3)]


def test_P8_1_equal_scores_fewer_collected_cards_wins() -> None:
    # Alice pays 3+2 for her reds; the Hatter holds the red majority (3) and pays 2 for
    # his green; Cheshire holds the green majority: 2. Alice and the Hatter tie on 5.
    table = [cards("R3 R2"), cards("R9 R8 R7 G2"), cards("G0 G1")]
    ranked = standings(table, OFF)
    assert [(s.player, s.score, s.card_count, s.place, s.decided_by) for s in ranked] == [
        (2, 2, 2, 1, None), (0, 5, 2, 2, TieBreak.SCORE), (1, 5, 4, 3, TieBreak.CARDS)]


def test_P8_1_places_are_shared_and_the_next_place_skips() -> None:
    assert places([cards("R5"), cards("B6"), cards("G1 G2")], OFF) == (1, 1, 3)
