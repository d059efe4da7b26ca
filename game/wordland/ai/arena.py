"""The headless match loop shared by `sim`, the soak tests and the bot benchmarks.

Between turns several seats may act at once, so the loop asks every seat that has legal
actions for its move and applies the one that would happen first (the shortest human
duration; ties go to the lower seat). Everyone then looks again at the new table, as
players at a real table react to what just happened.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.wordland.ai.bot import Bot, BotMove
from game.wordland.rules import events as ev
from game.wordland.rules.actions import Action
from game.wordland.rules.setup import GameSetup
from game.wordland.rules.state import GameState
from game.wordland.rules.views import view_for

MAX_ACTIONS = 20_000
EventHook = Callable[[GameState, list[ev.Event]], None]


class StuckGame(RuntimeError):
    """No bot would act although the game is not over (a bot bug, never a rules state)."""


@dataclass
class GameResult:
    order: tuple[int, ...]
    """Seats from first place down."""
    scores: tuple[int, ...]
    actions: list[Action] = field(default_factory=list)
    outs: Counter[str] = field(default_factory=Counter)
    """How players went out, by reason (W4.3)."""
    round_turns: tuple[int, ...] = ()


def next_move(state: GameState, bots: Sequence[Bot]) -> BotMove:
    """The move that happens first among every seat that wants to act now."""
    best: BotMove | None = None
    for seat in sorted({a.seat for a in state.legal_actions()}):
        move = bots[seat].decide(view_for(state, seat))
        if move is not None and (best is None or move.seconds < best.seconds):
            best = move
    if best is None:
        raise StuckGame(f"no bot acts in phase {state.phase.value}")
    return best


def play_game(setup: GameSetup, bots: Sequence[Bot], after_action: EventHook | None = None
              ) -> GameResult:
    """Play `setup` to the end, seat i decided by `bots[i]`; `after_action` sees every
    state and its events (soak tests check invariants there)."""
    state, _ = GameState.start(setup)
    result = GameResult((), ())
    while not state.is_over:
        if len(result.actions) >= MAX_ACTIONS:
            raise StuckGame(f"no end after {MAX_ACTIONS} actions")
        action = next_move(state, bots).action
        events = state.apply(action)
        result.actions.append(action)
        result.outs.update(e.reason.value for e in events if isinstance(e, ev.PlayerOut))
        if after_action is not None:
            after_action(state, events)
    result.order = state.winner_order()
    result.scores = tuple(state.scores)
    result.round_turns = tuple(state.round_turns)
    return result
