"""Race screens in every state that shows text, for the layout check (test_layout.py).

A state is found once, in the pure engine (a seeded game of random choices, stopped at the
first decision of the wanted kind), and kept as its setup and actions; each window size,
language and text size then rebuilds the Play scene from them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.race.ai.random_bot import RandomBot
from game.race.rules import events as ev
from game.race.rules.actions import Action, Decision, SpinPurpose
from game.race.rules.components import Character
from game.race.rules.setup import GameSetup, Seat, Variants, deal
from game.race.rules.state import GameState
from game.race.rules.views import view_for


@dataclass(frozen=True)
class Found:
    name: str
    setup: GameSetup
    actions: tuple[Action, ...]
    extra: str = ""
    """What the screen adds: "hover", "focus", "hint", "curtain", "gauge", "bot"."""


Want = Callable[[GameState, list[ev.Event]], bool]


def _game(board, seed: int, want: Want, humans: int = 4, open_hands: bool = True,
          limit: int = 4000) -> tuple[GameSetup, tuple[Action, ...]] | None:
    chars = (Character.ALICE, Character.HATTER, Character.HARE, Character.QUEEN)
    seats = tuple(Seat(c, n, "human" if i < humans else "bot:random")
                  for i, (c, n) in enumerate(zip(chars, ("Alice", "Hatter", "Hare", "Queen"),
                                                 strict=True)))
    rng = random.Random(seed)
    setup = deal(board, seats, rng, Variants(open_hands=open_hands), 0, seed=seed)
    state, events = GameState.start(setup)
    bot = RandomBot()
    actions: list[Action] = []
    for _ in range(limit):
        if want(state, events):
            return setup, tuple(actions)
        if state.is_over:
            return None
        action = (state.sample_spin(rng) if state.is_chance
                  else bot.choose(view_for(state, state.turn), rng))
        events = state.apply(action)
        actions.append(action)
    return None


def _find(board, name: str, want: Want, extra: str = "", **kw) -> Found:
    for seed in range(1, 400):
        got = _game(board, seed, want, **kw)
        if got is not None:
            return Found(name, got[0], got[1], extra)
    raise LookupError(name)


def _decision(d: Decision, purpose: SpinPurpose | None = None, after: int = 0) -> Want:
    def want(s: GameState, events: list[ev.Event]) -> bool:
        return (s.decision is d and s.turns_played >= after
                and (purpose is None or s.spin_purpose is purpose))
    return want


def _failed_escape(s: GameState, events: list[ev.Event]) -> bool:
    return (s.decision is Decision.SPIN and s.spin_purpose is SpinPurpose.ESCAPE
            and any(isinstance(e, ev.EscapeSpin) and not e.valid for e in events))


def _tied_end(s: GameState, events: list[ev.Event]) -> bool:
    if not s.is_over:
        return False
    scores = [s.score(p) for p in range(len(s.hands))]
    return len(set(scores)) < len(scores)


def states(board) -> list[Found]:
    """Every Play state worth checking, and the end of a game with a tie."""
    card = _decision(Decision.CARD, after=9)
    return [
        _find(board, "card-hover", card, "hover"),
        _find(board, "card-focus", card, "focus"),
        _find(board, "card-hint", card, "hint"),
        _find(board, "card-bot", card, "bot", humans=1, open_hands=False),
        _find(board, "start", _decision(Decision.CARD), "start"),
        _find(board, "curtain", card, "curtain", humans=4, open_hands=False),
        _find(board, "joker", _decision(Decision.JOKER_VALUE)),
        _find(board, "boost", _decision(Decision.BOOST)),
        _find(board, "tea-party", _decision(Decision.TEA_PARTY)),
        _find(board, "escape-choice", _decision(Decision.ESCAPE)),
        _find(board, "spin-cookies", _decision(Decision.SPIN, SpinPurpose.SMALL_COOKIES),
              "gauge"),
        _find(board, "spin-escape", _decision(Decision.SPIN, SpinPurpose.ESCAPE), "hint"),
        _find(board, "spin-escape-failed", _failed_escape),
        _find(board, "end-tied", _tied_end),
    ]
