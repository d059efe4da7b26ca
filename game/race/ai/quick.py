"""A fast default policy for rollouts: a few arithmetic rules, no copies of the state.

Rollouts play thousands of moves per decision, so this policy previews a move with its own
small copy of R3.4-R5.4 (steps, skipping held spaces, passing the Tea Party, Cheshire
chains) instead of cloning the state. The preview only ranks choices; legality and the
real outcome always come from the engine.
"""

from __future__ import annotations

import random

from game.race.ai.boardinfo import CATERPILLAR, CHESHIRE, HOLE, SMALL, TEA, BoardInfo
from game.race.rules import actions as act
from game.race.rules.actions import Action, Decision
from game.race.rules.state import GameState

JOKER_KEEP = 0.6
"""What keeping the Joker for later is worth, in points (it can aim at a space later)."""


def landing(state: GameState, p: int, steps: int, n: int, codes: tuple[int, ...]
            ) -> tuple[int, int, int]:
    """Where `p` stops after moving `steps` (R3.4, R5.4): (space, Tea Party passes, spaces)."""
    positions = state.positions
    others = [positions[q] for q in range(len(positions)) if q != p]
    pos = positions[p]
    passes = 0
    walked = 0
    used = 0
    while True:
        taken = 0
        while True:
            if pos == 0 and taken:
                passes += 1
            pos += 1
            if pos == n:
                pos = 0
            taken += 1
            if taken >= steps and pos not in others:
                break
        walked += taken
        if codes[pos] == CHESHIRE and not used & (1 << pos):
            used |= 1 << pos
            continue
        return pos, passes, walked


def stop_value(state: GameState, p: int, space: int, info: BoardInfo, cookie: float) -> float:
    """Rough points of stopping on `space` (R5)."""
    code = info.codes[space]
    if code == TEA:
        return cookie
    if code == SMALL:
        return info.mean_number if state.pool >= 3 else min(state.pool, info.mean_number)
    if code == CATERPILLAR:
        return -0.6 if state.large == p else 1.0
    if code == HOLE:
        return 0.0 if state.large == p else -0.3
    return 0.0


def move_value(state: GameState, p: int, steps: int, info: BoardInfo) -> float:
    """Rough points of moving `steps` now: cookies passed, the stop, distance gained."""
    space, passes, walked = landing(state, p, steps, info.size, info.codes)
    cookie = _cookie_mean(state)
    gain = 0.0
    if passes:
        gain += (state.display or cookie) + (passes - 1) * cookie
    return gain + stop_value(state, p, space, info, cookie) + 0.12 * walked


def _cookie_mean(state: GameState) -> float:
    stack = state.stack
    if stack:
        return (sum(stack) + state.display) / (len(stack) + (1 if state.display else 0))
    return float(state.display)


def _best_steps(state: GameState, p: int, values: range | tuple[int, ...], boost: bool,
                info: BoardInfo) -> tuple[float, int]:
    best = -1e9
    best_m = values[0]
    for m in values:
        v = move_value(state, p, m, info)
        if boost:
            v = max(v, move_value(state, p, m + 1, info))
        if v > best:
            best, best_m = v, m
    return best, best_m


def quick_action(state: GameState, info: BoardInfo, rng: random.Random) -> Action:
    """The rollout policy's choice for whoever must decide in `state`."""
    d = state.decision
    p = state.turn
    if d is Decision.CARD:
        hand = state.hands[p]
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if state.escape:
            # More spins for a higher card; keep the Joker; spend the smallest card.
            return min(legal, key=lambda a: (hand[a.slot] or 9))  # type: ignore[union-attr]
        boost = state.large == p
        best = -1e9
        choice = legal[0]
        for a in legal:
            card = hand[a.slot]  # type: ignore[union-attr]
            if card:
                v, _ = _best_steps(state, p, (card,), boost, info)
            else:
                v, _ = _best_steps(state, p, range(1, 6), boost, info)
                v -= JOKER_KEEP
            if v > best:
                best, choice = v, a
        return choice
    if d is Decision.JOKER_VALUE:
        if state.escape:
            return act.JOKER_VALUES[4]
        _, m = _best_steps(state, p, range(1, 6), state.large == p, info)
        return act.JOKER_VALUES[m - 1]
    if d is Decision.BOOST:
        take = move_value(state, p, state.move + 1, info) > move_value(state, p, state.move, info)
        return act.BOOST_CHOICES[0] if take else act.BOOST_CHOICES[1]
    if d is Decision.TEA_PARTY:
        mean = sum(state.stack) / len(state.stack)
        return act.COOKIE_CHOICES[0] if state.display >= mean else act.COOKIE_CHOICES[1]
    if d is Decision.ESCAPE:
        target = state.escape_result
        pos = state.positions[p]
        n = info.size
        passes = 1 if target < pos else 0
        gain = passes * (state.display or 3.0) + 0.12 * ((target - pos) % n)
        gain += stop_value(state, p, target, info, 3.0)
        return act.ESCAPE_CHOICES[0] if gain >= 1.4 or rng.random() < 0.2 else act.ESCAPE_CHOICES[1]
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def rollout(state: GameState, info: BoardInfo, rng: random.Random, until_turn: int) -> None:
    """Play `state` on with the quick policy until `until_turn` turns are done (or the end)."""
    while state.turns_played < until_turn and state.decision is not Decision.GAME_OVER:
        if state.decision is Decision.SPIN:
            action: Action = state.sample_spin(rng)
        else:
            action = quick_action(state, info, rng)
        state.apply(action, report=False)

