"""A learned chance of winning a two-player Parade (P7.2 on): the Expert's and Hard's leaf
evaluation at two players.

At two players the game is a duel, so the evaluation asks one question: how likely is the
first seat to win from this table? It answers with a logistic model of the **differences**
between the two seats in a few facts of the table (`FEATURES`: the score now, the hand,
what the best card would take now, how many cards are safe to play, the majorities won,
nearly won or about to be lost under P7.2's two-card lead...). One set of weights per stage
of the game (`stage`: the last round, then by the cards left in the pile), because the same
lead of points is worth more with fewer cards to come. The weights are fitted by
`tools/parade_duel.py` from games the plain information-set search plays against itself,
and shipped in `game/parade/data/parade_duel.json`; nothing is learnt at run time.

A search asks this only of imagined tables (`fast.Table`), which hold nothing the seat
could not imagine, so the evaluation adds no knowledge of hidden cards.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from game.parade.ai.fast import OVER, PLAY, SUIT_OF, SUITS, VALUE_OF, Table, take_costs
from game.parade.rules.views import PlayerView

DATA_NAME = "parade_duel.json"
DATA = Path(__file__).resolve().parent.parent / "data" / DATA_NAME
"""Where `tools/parade_duel.py` writes the weights in a checkout."""

FEATURES = (
    "score",          # the score now (P7, P7.2's majorities as they stand)
    "cards",          # cards collected (P8.1's tie-break, and more to lose majorities with)
    "hand_sum",       # printed values in hand
    "low_pair",       # the two lowest in hand: the best the final discard can keep (P6.1)
    "hand_max",
    "cheapest_take",  # what the best card would take now, in printed values plus one a card
    "mean_take",      # what an average card of the hand would take now
    "saving",         # points the majorities held save now (printed values less score)
    "near",           # printed values less count of suits led by one card: one more wins it
    "fragile",        # the same for suits led by exactly two: one card of the other's ends it
    "suits",          # suits collected (six end the game, P5.1)
    "to_move",
    "plays",          # cards still to play (exact in the last round)
    "safe",           # cards in hand that take nothing now
    "their_majority_parade",  # printed values in the parade of suits the other has won
    "my_majority_parade",     # ... and of suits this player has won
    "behind_one",     # printed values of suits the other leads by one card
)

def applies(view: PlayerView) -> bool:
    """Whether this model is the leaf at `view`'s table: two players with P7.2 on (the
    same test as `fast.Table.strict`)."""
    return view.n_players == 2 and view.options.two_player_majority


STAGES = 6
"""0: the last round (or the discard); 1-5: 0-9, 10-19, 20-29, 30-39, 40+ cards in the pile."""


def stage(t: Table) -> int:
    if t.last or t.phase != PLAY:
        return 0
    return min(STAGES - 1, 1 + len(t.pile) // 10)


def features(t: Table, p: int, scores: list[int]) -> list[float]:
    """The facts of `FEATURES` for seat `p` (0 or 1) of a two-player table."""
    q = 1 - p
    values = sorted(VALUE_OF[c] for c in t.hands[p])
    takes = take_costs(t, t.hands[p])
    mine, theirs = t.cnt[p], t.cnt[q]
    sums = t.sums[p]
    near = fragile = behind = 0
    won = [False] * SUITS
    lost = [False] * SUITS
    for s in range(SUITS):
        lead = mine[s] - theirs[s]
        if lead == 1:
            near += sums[s] - mine[s]
        elif lead == 2:
            fragile += sums[s] - mine[s]
        elif lead == -1:
            behind += sums[s]
        won[s] = lead >= 2
        lost[s] = lead <= -2
    my_parade = their_parade = 0
    for c in t.parade:
        s = SUIT_OF[c]
        if won[s]:
            my_parade += VALUE_OF[c]
        elif lost[s]:
            their_parade += VALUE_OF[c]
    if t.phase == PLAY:
        ahead = (p - t.turn) % 2
        plays = (1.0 if ahead < t.turns_left else 0.0) if t.last else len(t.pile) / 2 + 1.0
    else:
        plays = 0.0
    n_hand = len(values)
    return [
        float(scores[p]), float(t.ncards[p]), float(sum(values)),
        float(values[0] + values[1] if n_hand > 1 else sum(values)),
        float(values[-1] if values else 0), float(min(takes) if takes else 0),
        sum(takes) / n_hand if n_hand else 0.0, float(sum(sums) - scores[p]),
        float(near), float(fragile), float(bin(t.masks[p]).count("1")),
        1.0 if t.turn == p else 0.0, plays, float(sum(1 for x in takes if x == 0)),
        float(their_parade), float(my_parade), float(behind),
    ]


def differences(t: Table) -> list[float]:
    """Seat 0's facts less seat 1's: what the model weighs."""
    scores = t.scores()
    first = features(t, 0, scores)
    second = features(t, 1, scores)
    return [a - b for a, b in zip(first, second, strict=True)]


@dataclass(frozen=True, slots=True)
class DuelModel:
    """The fitted weights, one tuple per stage."""

    weights: tuple[tuple[float, ...], ...]

    def chance(self, t: Table) -> float:
        """Seat 0's chance of winning `t` (exact once the game is over)."""
        if t.phase == OVER:
            return t.win_shares()[0]
        z = 0.0
        for w, x in zip(self.weights[stage(t)], differences(t), strict=True):
            z += w * x
        z = max(-30.0, min(30.0, z))
        return 1.0 / (1.0 + math.exp(-z))

    def shares(self, t: Table) -> list[float]:
        p = self.chance(t)
        return [p, 1.0 - p]


def parse(data: dict) -> DuelModel:
    """The model in a `parade_duel.json` blob; ValueError if it does not fit this code."""
    if tuple(data.get("features", ())) != FEATURES:
        raise ValueError(f"{DATA_NAME} was fitted for other features; run tools/parade_duel.py")
    stages = data["stages"]
    if len(stages) != STAGES or any(len(w) != len(FEATURES) for w in stages):
        raise ValueError(f"{DATA_NAME} has the wrong shape; run tools/parade_duel.py")
    return DuelModel(tuple(tuple(float(x) for x in w) for w in stages))


@cache
def duel_model() -> DuelModel:
    """The shipped model."""
    blob = resources.files("game.parade").joinpath("data").joinpath(DATA_NAME).read_bytes()
    return parse(json.loads(blob.decode("utf-8")))
