"""Exact expectimax over the rest of the current player's turn (the Medium bot's core).

Within one turn the player's own later decisions (Joker value, +1, Tea Party cookie,
accept or spin again) are maximised and chance is averaged exactly: small-cookie spins are
grouped by the number they give (R5.2), the face-down cookie by the values left in the
stack (R7.1), and escape spins by a small dynamic programme over the spins left (R6.3),
because the value of accepting an exit does not depend on how many spins remain. When
the turn passes, the position is scored by `evaluation`. No hidden card order is read.
"""

from __future__ import annotations

from collections.abc import Callable

from game.race.ai.boardinfo import BoardInfo
from game.race.rules import actions as act
from game.race.rules.actions import Action, Decision, Spin, SpinPurpose
from game.race.rules.state import GameState

Leaf = Callable[[GameState], float]

_STACK = act.COOKIE_CHOICES[1]
_MOST_SPINS = (act.JOKER_VALUES[4],)


class TurnSearch:
    """Values of actions for `player` until the end of their turn, leaves scored by `leaf`."""

    __slots__ = ("info", "leaf", "player")

    def __init__(self, player: int, info: BoardInfo, leaf: Leaf) -> None:
        self.player = player
        self.info = info
        self.leaf = leaf

    def action_value(self, state: GameState, action: Action) -> float:
        """The value of doing `action` now (on a copy of `state`)."""
        d = state.decision
        if d is Decision.TEA_PARTY and action == _STACK:
            return self._stack_value(state)
        if d is Decision.ESCAPE and not action.accept:  # type: ignore[union-attr]
            return self._escape_values(state)[state.spins_left]
        child = state.clone()
        child.apply(action, report=False)
        return self.value(child)

    def value(self, state: GameState) -> float:
        """The value of `state` (owned by the caller; may be consumed)."""
        if state.turn != self.player or state.decision is Decision.GAME_OVER:
            return self.leaf(state)
        d = state.decision
        if d is Decision.SPIN:
            if state.spin_purpose is SpinPurpose.SMALL_COOKIES:
                return self._small_cookies_value(state)
            return self._escape_values(state)[state.spins_left]
        if d is Decision.JOKER_VALUE:
            # Escaping, a higher value only adds spins, and more spins are never worse.
            choices: tuple[Action, ...] = _MOST_SPINS if state.escape else act.JOKER_VALUES
        elif d is Decision.BOOST:
            choices = act.BOOST_CHOICES
        elif d is Decision.TEA_PARTY:
            choices = act.COOKIE_CHOICES
        elif d is Decision.ESCAPE:
            choices = act.ESCAPE_CHOICES
        else:
            choices = state.legal_actions()
        return max(self.action_value(state, a) for a in choices)

    def best(self, state: GameState, actions: tuple[Action, ...]) -> tuple[Action, list[float]]:
        values = [self.action_value(state, a) for a in actions]
        i = max(range(len(values)), key=values.__getitem__)
        return actions[i], values

    # ------------------------------------------------------------------ chance

    def _small_cookies_value(self, state: GameState) -> float:
        counts: dict[int, int] = {}
        first: dict[int, int] = {}
        pool = state.pool
        for s, number in enumerate(state.numbers):
            k = number if number < pool else pool
            if k not in counts:
                counts[k] = 0
                first[k] = s
            counts[k] += 1
        n = len(state.numbers)
        total = 0.0
        for k, c in counts.items():
            child = state.clone()
            child.apply(Spin(first[k]), report=False)
            total += c * self.value(child)
        return total / n

    def _stack_value(self, state: GameState) -> float:
        """Take the face-down cookie: averaged over the values left in the stack."""
        stack = state.stack
        seen: dict[int, int] = {}
        for i, v in enumerate(stack):
            seen.setdefault(v, i)
        total = 0.0
        for v, i in seen.items():
            child = state.clone()
            cs = child.stack
            cs[i], cs[-1] = cs[-1], cs[i]
            child.apply(_STACK, report=False)
            total += stack.count(v) * self.value(child)
        return total / len(stack)

    def _escape_values(self, state: GameState) -> list[float]:
        """V[k]: the value of having k escape spins left, before spinning (R6.3)."""
        n = len(state.numbers)
        p = self.player
        accept: list[float | None] = []
        fail = None
        for s in range(n):
            if state.escape_verdict(s, p):
                accept.append(None)
                continue
            child = state.as_last_escape_spin()
            child.apply(Spin(s), report=False)
            accept.append(self.value(child))
        k_max = max(state.spins_left, 1)
        # Failing: every spin invalid; value of staying in the hole this turn.
        for s in range(n):
            if accept[s] is None:
                child = state.as_last_escape_spin()
                child.apply(Spin(s), report=False)
                fail = self.value(child)
                break
        assert fail is not None  # the pawn's own hole is never a valid exit
        values = [fail]
        for _ in range(k_max):
            prev = values[-1]
            total = 0.0
            for a in accept:
                total += prev if a is None else (a if a > prev or len(values) == 1 else prev)
            values.append(total / n)
        return values
