"""A learned guess at how an imagined Parade game ends: the Expert's leaf evaluation.

Each player's final score is predicted as their score now (P7, majorities as they stand)
plus a linear function of a few table facts seen from their seat in the imagined table
(`FEATURES`: how many cards they still play, the parade they play into, their hand, the
majorities they might lose...). The predictions become win shares with a soft minimum
whose temperature shrinks as the game runs out (`Model.shares`). The weights are fitted
per table size by `tools/parade_value.py` from quick-policy games and shipped in
`game/parade/data/parade_value.json`; nothing is learnt at run time.

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

from game.parade.ai.duel import duel_model
from game.parade.ai.fast import (
    DISCARD,
    OVER,
    PLAY,
    VALUE_OF,
    Table,
    cheapest_take,
    high_pair,
    quick_card,
)

DATA_NAME = "parade_value.json"
DATA = Path(__file__).resolve().parent.parent / "data" / DATA_NAME
"""Where `tools/parade_value.py` writes the weights in a checkout."""

FEATURES = (
    "bias",
    "plays",               # cards the player will still play (exact in the last round)
    "plays^2",
    "plays*parade_length",
    "plays*parade_mean",   # mean printed value of the parade
    "plays*hand_mean",
    "cheapest_take",       # what the best card would take now, if any play is left
    "plays*suits",         # suits already collected (the six-suit trigger)
    "majority_saving",     # points the held majorities save now (they can be lost)
    "plays*majority_saving",
    "end*low_pair",        # no play left: the two lowest cards are kept at best
    "low_pair",
    "parade_length",
    "to_move",             # the player acts next
)


def features(t: Table, p: int, score: int) -> list[float]:
    """The facts of `FEATURES` for player `p` on table `t`, whose score now is `score`."""
    n = t.n
    hand = t.hands[p]
    values = sorted(VALUE_OF[c] for c in hand)
    hand_sum = sum(values)
    low_pair = values[0] + values[1] if len(values) >= 2 else hand_sum
    parade = t.parade
    length = len(parade)
    parade_sum = 0
    for c in parade:
        parade_sum += VALUE_OF[c]
    ahead = (p - t.turn) % n
    if t.phase == PLAY:
        plays = (1.0 if ahead < t.turns_left else 0.0) if t.last else len(t.pile) / n + 1.0
    else:
        plays = 0.0
    cheapest = cheapest_take(t, p) if plays else 0
    suits = bin(t.masks[p]).count("1")
    # A held majority scores its cards 1 each instead of their values (P7): what that
    # saves is the printed values less the score.
    saving = sum(t.sums[p]) - score
    end = 1.0 if plays == 0 and t.phase != OVER else 0.0
    return [1.0, plays, plays * plays, plays * length, plays * parade_sum / (length + 1),
            plays * hand_sum / (len(hand) + 1), float(cheapest), plays * suits,
            float(saving), plays * saving, end * low_pair, (1.0 - end) * low_pair,
            float(length), 1.0 if ahead == 0 else 0.0]


@dataclass(frozen=True, slots=True)
class Model:
    """The fitted weights for one table size."""

    weights: tuple[float, ...]
    t0: float
    """Temperature of the soft minimum with no play left, in points."""
    t1: float
    """Added temperature per card still to play (averaged over the players)."""

    def predict(self, t: Table) -> tuple[list[float], float]:
        """Each player's predicted final score, and the mean number of plays left."""
        scores = t.scores()
        w = self.weights
        out = []
        plays = 0.0
        for p in range(t.n):
            f = features(t, p, scores[p])
            plays += f[1]
            s = scores[p] + 0.01 * t.ncards[p]  # P8.1: fewer cards break a tie
            for a, b in zip(w, f, strict=False):
                s += a * b
            out.append(s)
        return out, plays / t.n

    def shares(self, t: Table) -> list[float]:
        """Each player's chance of winning by the prediction (exact once it is over)."""
        if t.phase == OVER:
            return t.win_shares()
        predicted, plays = self.predict(t)
        temperature = self.t0 + self.t1 * plays
        low = min(predicted)
        e = [math.exp((low - x) / temperature) for x in predicted]
        total = sum(e)
        return [x / total for x in e]


@cache
def model(n_players: int) -> Model:
    """The shipped model for `n_players` (2-6)."""
    blob = resources.files("game.parade").joinpath("data").joinpath(DATA_NAME).read_bytes()
    data = json.loads(blob.decode("utf-8"))
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{DATA_NAME} was fitted for other features; run tools/parade_value.py")
    m = data["models"][str(n_players)]
    return Model(tuple(m["weights"]), m["t0"], m["t1"])


def lookahead_leaf(depth: int):
    """A leaf evaluation for `ismcts.search`: `depth` quick-policy cards, then a model.

    The quick cards resolve what the next plays will take (the models are weakest at
    that); the model stands in for the rest of the game, where a play-out would mostly add
    noise. At two players with P7.2 on (the default) the model is the duel's chance of
    winning (`duel.py`); otherwise the predicted scores of this module.
    """

    def leaf(t: Table, rng) -> list[float]:
        for _ in range(depth):
            if t.phase != PLAY:
                break
            t.play(quick_card(t))
        while t.phase == DISCARD:
            t.discard(high_pair(t.hands[t.turn]))
        if t.strict and t.phase != OVER:
            return duel_model().shares(t)
        return model(t.n).shares(t)

    return leaf
