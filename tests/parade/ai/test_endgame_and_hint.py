"""The Expert's exact final discard, and the hint's structured reason and English."""

from __future__ import annotations

import random
from itertools import combinations

from game.parade.ai.hint import Hint, ReasonCode, describe, explain, hint
from game.parade.ai.medium import MediumBot
from game.parade.ai.outcome import utility
from game.parade.ai.search import ExpertBot
from game.parade.rules.actions import Discard, Phase, Play
from game.parade.rules.cards import DECK, card_code, cards, parse_card
from game.parade.rules.scoring import scores
from game.parade.rules.setup import Options
from game.parade.rules.state import GameState
from game.parade.rules.views import view_for
from tests.parade.ai.conftest import real_positions
from tests.parade.rules.scenario import table


def _empty_pile_discard() -> GameState:
    """Two players at the discard with the pile empty: every card but the other hand is in
    view, so the exact choice can be checked by brute force."""
    hands = ["R9 B1 B2 G8", "R1 R2 B9 B8"]
    collections = ["R0 B0 G0 G1", "W5 P7"]
    placed = set(cards(" ".join(hands + collections)))
    rest = " ".join(card_code(c) for c in DECK if c not in placed)
    s = table(hands=hands, parade=rest, pile="", collections=collections,
              options=Options(two_player_majority=True))
    s.phase = Phase.DISCARD
    return s


def test_P6_1_expert_discard_is_the_exact_best_when_the_other_hand_is_known() -> None:
    state = _empty_pile_discard()
    other_hand = state.hands[1]
    view = view_for(state, 0)
    assert sorted(view.unseen_cards()) == sorted(other_hand)
    medium_pair = MediumBot().choose(view_for(state, 1), random.Random(0))
    assert isinstance(medium_pair, Discard)
    other_final = cards("W5 P7") + [c for c in other_hand if c not in medium_pair.cards]

    def outcome(pair: tuple[int, int]) -> float:
        mine = cards("R0 B0 G0 G1") + [c for c in view.hand if c not in pair]
        table_scores = scores([mine, other_final], view.options)
        return utility(table_scores, [len(mine), len(other_final)], 0)

    best = max(combinations(sorted(view.hand), 2), key=outcome)
    assert ExpertBot(discard_samples=3).choose(view, random.Random(1)) == Discard(best)


def test_hint_is_the_experts_action_with_a_structured_reason() -> None:
    positions = real_positions(games=5, seed=3)[::6]
    codes = set()
    for i, (state, view) in enumerate(positions):
        bot = ExpertBot(iterations=40, discard_samples=10)
        h = hint(view, random.Random(i), bot)
        assert h.action in state.legal_actions()
        again = ExpertBot(iterations=40, discard_samples=10)
        assert h.action == again.choose(view, random.Random(i))
        codes.add(h.reason)
        sentence = describe(h)
        assert sentence.endswith(".") and sentence.split()[0] in ("Play", "Discard")
    assert {ReasonCode.TAKES_NOTHING, ReasonCode.KEEPS_PAIR} <= codes


def test_describe_says_what_the_card_takes_in_plain_english() -> None:
    s = table(hands=["W9 R0 B1 B2 B3", "O1 O2 O3 O4 O5"], parade="G1 G2 G3 G4 G5 G6 R7 R8")
    view = view_for(s, 0)
    safe = explain(view, Play(parse_card("W9")))
    assert safe == Hint(Play(parse_card("W9")), ReasonCode.TAKES_NOTHING,
                        card=parse_card("W9"), parade_length=8)
    assert describe(safe) == "Play the grey 9: it takes nothing; the parade is 8 long."
    costly = explain(view, Play(parse_card("B2")))
    assert costly.reason is ReasonCode.TAKES_CARDS and costly.taken == tuple(cards("G1 G2"))
    # Two greens against none: the green majority (P7.2), 1 point each.
    assert describe(costly) == ("Play the blue 2: it takes 2 cards worth 2 points now; "
                                "the other choices cost more over the game.")
    s.collections[0] = cards("G7")
    s.collections[1] = cards("G9")
    # G7 costs 7 while the greens are tied 1-1; with G1-G3 it is 4 against 1: 4 points.
    winning = explain(view_for(s, 0), Play(parse_card("B3")))
    assert winning.reason is ReasonCode.LOWERS_SCORE
    assert describe(winning) == ("Play the blue 3: taking the green 1, the green 2 and the "
                                 "green 3 wins a majority and lowers your score by 3.")
