"""The two-player win model behind Hard's and Expert's leaves (game/parade/ai/duel.py), its
tool (tools/parade_duel.py), and the search's cheapest-first expansion."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from game.parade.ai import duel, ismcts
from game.parade.ai.duel import FEATURES, STAGES, DuelModel, differences, duel_model, parse
from game.parade.ai.fast import OVER, PLAY, SUIT_OF, VALUE_OF, Table, cheapest
from game.parade.ai.ismcts import IsmctsBot, cheapest_expand, random_expand
from game.parade.ai.search import ExpertBot, HardBot
from game.parade.ai.value import lookahead_leaf, model
from game.parade.rules.actions import Phase
from game.parade.rules.setup import Options
from tests.parade.ai.conftest import real_positions
from tools import parade_duel

V = 11


def card(suit: str, value: int) -> int:
    return "RBGOPW".index(suit) * V + value


@cache
def _tables(strict: bool) -> tuple[Table, ...]:
    options = Options(two_player_majority=strict)
    found = [v for _, v in real_positions(games=12, seed=31, options=options)
             if v.n_players == 2 and v.phase is Phase.PLAY]
    assert len(found) >= 20
    return tuple(Table.imagine(v, random.Random(i)) for i, v in enumerate(found[:40]))


def two_player_tables(strict: bool = True) -> list[Table]:
    """Imagined tables from real two-player card-play positions (P7.2 as asked), fresh
    copies each call."""
    return [t.clone() for t in _tables(strict)]


def mirror(t: Table) -> Table:
    """The same table with the two seats swapped."""
    m = t.clone()
    for name in ("hands", "cnt", "sums", "ncards", "masks"):
        setattr(m, name, list(reversed(getattr(m, name))))
    m.turn = 1 - t.turn
    m.first = 1 - t.first
    m.kept = list(reversed(t.kept))
    return m


def test_shipped_model_loads_with_a_weight_per_fact_and_stage() -> None:
    m = duel_model()
    assert len(m.weights) == STAGES
    assert all(len(w) == len(FEATURES) for w in m.weights)
    score = FEATURES.index("score")
    # P8.1: the lower score wins, so more points now never raise the chance of winning.
    assert all(w[score] < 0 for w in m.weights)


def test_chance_is_a_probability_and_the_seats_are_symmetric() -> None:
    """Swapping the seats swaps the chances: the model weighs differences only."""
    m = duel_model()
    for t in two_player_tables():
        p = m.chance(t)
        assert 0.0 < p < 1.0
        assert m.chance(mirror(t)) == pytest.approx(1.0 - p, abs=1e-9)
        assert differences(mirror(t)) == pytest.approx([-x for x in differences(t)])
        assert sum(m.shares(t)) == pytest.approx(1.0)


def test_a_finished_game_is_scored_exactly() -> None:
    t = two_player_tables()[0]
    while t.phase != OVER:
        t.act(t.actions()[0])
    assert duel_model().shares(t) == t.win_shares()


def test_majority_facts_follow_P7_2_two_card_lead() -> None:
    """`near` counts a suit led by one card, `fragile` one led by exactly two (P7.2: the
    majority holds with a two-card lead and is lost at one)."""
    t = two_player_tables()[0]
    t.cnt = [[0] * 6 for _ in range(2)]
    t.sums = [[0] * 6 for _ in range(2)]
    t.cnt[0][0], t.sums[0][0] = 2, 15   # red: 2 against 1, led by one
    t.cnt[1][0], t.sums[1][0] = 1, 4
    t.cnt[0][1], t.sums[0][1] = 3, 20   # blue: 3 against 1, led by two (a majority)
    t.cnt[1][1], t.sums[1][1] = 1, 9
    t.parade = [card("B", 8), card("R", 9)]
    scores = t.scores()
    assert scores[0] == 15 + 3   # blue's majority scores 1 a card (P7.1, P7.2)
    f = dict(zip(FEATURES, duel.features(t, 0, scores), strict=True))
    g = dict(zip(FEATURES, duel.features(t, 1, scores), strict=True))
    assert f["near"] == 15 - 2 and f["fragile"] == 20 - 3 and f["saving"] == 20 - 3
    assert g["behind_one"] == 4
    assert f["my_majority_parade"] == 8 and g["their_majority_parade"] == 8


def test_shipped_model_beats_a_coin_on_games_the_tool_never_saw() -> None:
    """Fresh seeded self-play (a seed the tool never used): the shipped weights tell who
    wins better than a coin, positions of every stage pooled."""
    played = parade_duel.self_play(games=8, seed=777_001, iterations=40)
    rows = [r for game in played for r in game]
    m = duel_model()
    total = coin = 0.0
    for s in range(STAGES):
        mine = [r for r in rows if r[0] == s]
        total += parade_duel.log_likelihood(mine, list(m.weights[s])) * len(mine)
        coin += parade_duel.log_likelihood(mine, None) * len(mine)
    assert total > coin + 0.05 * len(rows), (total / len(rows), coin / len(rows))


def test_duel_tool_is_deterministic_whatever_the_workers() -> None:
    first = parade_duel.build(games=3, seed=3, iterations=20, workers=1)
    again = parade_duel.build(games=3, seed=3, iterations=20, workers=2)
    assert first == again
    assert first["features"] == list(FEATURES) and len(first["stages"]) == STAGES
    parse(first)


def test_a_model_file_for_other_facts_is_refused_with_a_message() -> None:
    good = json.loads(json.dumps({"features": list(FEATURES),
                                  "stages": [[0.0] * len(FEATURES)] * STAGES}))
    assert isinstance(parse(good), DuelModel)
    with pytest.raises(ValueError, match=r"tools/parade_duel\.py"):
        parse({**good, "features": list(FEATURES[:-1])})
    with pytest.raises(ValueError, match=r"tools/parade_duel\.py"):
        parse({**good, "stages": good["stages"][:-1]})


def test_leaf_uses_the_duel_at_two_players_with_P7_2_and_the_scores_otherwise() -> None:
    leaf = lookahead_leaf(0)
    strict = two_player_tables(strict=True)[3]
    assert strict.strict
    assert leaf(strict.clone(), random.Random(0)) == duel_model().shares(strict)
    loose = two_player_tables(strict=False)[3]
    assert not loose.strict
    assert leaf(loose.clone(), random.Random(0)) == model(2).shares(loose)


def test_cheapest_expansion_adds_the_cheapest_take_first() -> None:
    t = two_player_tables()[5]
    t.phase = PLAY
    t.parade = [card("R", 9), card("G", 2), card("B", 7), card("O", 1), card("P", 4)]
    fresh = [card("R", 1), card("W", 5), card("G", 0)]
    # R1 takes R9 and O1 (20 + 2 for the cards); W5 takes nothing; G0 takes all five.
    assert cheapest(t, fresh) == (card("W", 5), 0)
    assert cheapest_expand(t, fresh, random.Random(0)) == card("W", 5)
    assert SUIT_OF[card("W", 5)] == 5 and VALUE_OF[card("W", 5)] == 5


def test_the_baseline_expands_at_random_and_the_levels_cheapest_first_in_a_duel() -> None:
    """The plain ISMCTS stays the textbook one; Hard and Expert add sensible moves first
    where the duel's chance is their leaf, and at random (as measured) elsewhere."""
    assert IsmctsBot().expand is random_expand
    assert ismcts.search.__defaults__[-1] is random_expand
    views = {(v.n_players, v.options.two_player_majority): v
             for strict in (True, False)
             for _, v in real_positions(games=5, seed=8, options=Options(strict))
             if v.phase is Phase.PLAY}
    for bot in (ExpertBot(iterations=10), HardBot(iterations=10)):
        for key, expand in (((2, True), cheapest_expand), ((2, False), random_expand),
                            ((4, True), random_expand), ((2, True), cheapest_expand)):
            assert bot.tuning(views[key])[1] is expand, key


def test_ucb_constant_follows_the_evaluation_in_use() -> None:
    """0.5 where the leaf is the duel's chance of winning, 0.35 with the predicted scores
    (docs/parade-ai.md gives the runs behind both)."""
    views = {(v.n_players, v.options.two_player_majority): v
             for strict in (True, False)
             for _, v in real_positions(games=5, seed=8, options=Options(strict))
             if v.phase is Phase.PLAY}
    assert ExpertBot.exploration(views[(2, True)]) == 0.5
    assert ExpertBot.exploration(views[(2, False)]) == 0.35
    assert ExpertBot.exploration(views[(4, True)]) == 0.35
    assert ExpertBot.exploration(views[(4, True)]) == 0.35
    assert ExpertBot(c=0.9).tuning(views[(2, True)]) == (0.9, cheapest_expand)
    assert ExpertBot().tuning(views[(2, True)]) == (0.5, cheapest_expand)
