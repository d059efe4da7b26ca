"""How good a position is for one player: points in hand plus points still to come.

Search bots stop looking ahead somewhere and need a number there. The number is the
player's expected final score minus the opponents' (a margin, because the game is won by
being ahead, R4.2-R4.3). Points still to come are estimated from public facts only: the
cards not yet played (their values are public through the played piles, R7.1), the
distance to the next Tea Party (each arrival brings a large cookie, R3.5/R5.1), the
pawn's size (+1 moves and immunity to holes, R3.3/R5.5), a pending escape (which jumps the
pawn to a random space, R6.4) and the small cookies still in the pool (R5.2). Because it
reads no hidden card order, it gives the same number for every determinization of a view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.race.ai.boardinfo import BoardInfo
from game.race.rules.state import GameState


@dataclass(frozen=True, slots=True)
class Weights:
    """Tunable constants of the evaluation (fitted by eye against self-play results)."""

    joker_move: float = 4.0
    """Spaces a Joker is worth: the player will pick a useful value, usually high."""
    cheshire: float = 1.0
    """Scale on the share of Cheshire Cat spaces: extra movement from repeated moves."""
    boost_move: float = 0.7
    """Extra spaces per turn while large (the +1 of R3.3)."""
    boost_turns: float = 3.0
    """How many turns a large pawn is expected to stay large."""
    hole_jump: float = 0.5
    """An escape moves the pawn this fraction of the board on average."""
    spread: float = 1.0
    """Scale on the uncertainty of future movement (smooths the arrival count)."""
    large_bonus: float = 0.4
    """Points for being the large pawn (safety from holes, flexibility)."""
    small_rate: float = 1.0
    """Scale on the expected small cookies per turn."""
    others_max: float = 0.5
    """With 3-4 players: weight of the best opponent (vs. the average opponent)."""


DEFAULT_WEIGHTS = Weights()


def _logistic(x: float) -> float:
    if x < -30.0:
        return 0.0
    if x > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def expected_future(state: GameState, q: int, info: BoardInfo, w: Weights,
                    cookie_mean: float, cookies_left: int) -> float:
    """Points player `q` may still expect to gain, from public facts only."""
    hand = state.hands[q]
    deck = state.decks[q]
    turns = len(hand) + len(deck)
    if turns == 0:
        return 0.0
    total = 0.0
    for c in hand:
        total += c if c else w.joker_move
    for c in deck:
        total += c if c else w.joker_move
    n = info.size
    if state.in_hole[q] and not state.climb_out[q]:
        # One card buys spins instead of steps; the exit is a jump to a random space.
        total += w.hole_jump * n - total / turns
    total *= 1.0 + info.cheshire_share * w.cheshire
    large = state.large == q
    if large:
        total += w.boost_move * min(turns, w.boost_turns)
    pos = state.positions[q]
    dist = n - pos if pos else n
    sigma = w.spread * (1.5 + math.sqrt(turns))
    arrivals = 0.0
    x = total - dist
    while x > -3.0 * sigma:
        arrivals += _logistic(x / sigma * 1.7)
        x -= n
    large_pts = min(arrivals, cookies_left) * cookie_mean
    small = turns * info.small_share * info.mean_number * w.small_rate
    cap = state.pool * 1.5 / state.n_players
    small_pts = small if small < cap else cap
    return large_pts + small_pts + (w.large_bonus if large else 0.0)


def final_key(state: GameState, q: int) -> float:
    """The score with the R4.3 tie-breaks folded in as tiny fractions."""
    return (sum(state.large_cookies[q]) + state.small_cookies[q]
            + 0.01 * len(state.large_cookies[q]) + 0.0001 * state.positions[q])


def player_values(state: GameState, info: BoardInfo, w: Weights = DEFAULT_WEIGHTS
                  ) -> list[float]:
    """Each player's expected final score (exact once the game is over)."""
    n = state.n_players
    if state.decision.value == "game_over":
        return [final_key(state, q) for q in range(n)]
    left = len(state.stack) + (1 if state.display else 0)
    cookie_mean = (sum(state.stack) + state.display) / left if left else 0.0
    return [final_key(state, q) + expected_future(state, q, info, w, cookie_mean, left)
            for q in range(n)]


def margin(values: list[float], player: int, others_max: float = 0.5) -> float:
    """The player's value minus the opponents' (best and average mixed for 3-4 players)."""
    mine = values[player]
    others = [v for q, v in enumerate(values) if q != player]
    if len(others) == 1:
        return mine - others[0]
    best = max(others)
    mean = sum(others) / len(others)
    return mine - (others_max * best + (1.0 - others_max) * mean)


def evaluate(state: GameState, player: int, info: BoardInfo,
             w: Weights = DEFAULT_WEIGHTS) -> float:
    """The margin of `player`: expected final score minus the opponents'."""
    return margin(player_values(state, info, w), player, w.others_max)
