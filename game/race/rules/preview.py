"""What an action would do, told by the engine itself (for the table's previews).

`preview(state, action)` applies the action to a clone and keeps the public part of what
happens until the next decision, spin or end of turn: the spaces stepped on, the pawns
hopped over, the Tea Party passed, where the pawn stops and what that space does. Nothing
hidden leaks: the new display cookie, the face-down cookies and the card drawn at the end
of the turn are not part of a preview (R7.2). The rules are never restated here: every
step is the engine's own `apply`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.race.rules import events as ev
from game.race.rules.actions import Action, Decision
from game.race.rules.state import GameState, IllegalAction

_PUBLIC = (ev.Stepped, ev.Skipped, ev.PassedTeaParty, ev.Stopped, ev.BecameLarge,
           ev.BecameSmall, ev.FellIntoHole, ev.CheshireMove, ev.LeftHole)


@dataclass(frozen=True, slots=True)
class Preview:
    player: int
    path: tuple[int, ...]
    """Every space stepped on, in order (Cheshire moves included)."""
    skipped: tuple[int, ...]
    """Spaces hopped over because another pawn stands there."""
    stop: int | None
    """Where the pawn ends (None: the action does not move it yet)."""
    events: tuple[ev.Event, ...]
    """The public events, in order (for words: the Tea Party, a Cheshire repeat...)."""
    next_decision: Decision | None
    """What comes next for the same player: a spin, the Tea Party choice, ... (None: the
    turn ends)."""


def preview(state: GameState, action: Action) -> Preview | None:
    """What `action` would do now; None if the rules refuse it."""
    player = state.turn
    clone = state.clone()
    try:
        events = clone.apply(action)
    except IllegalAction:
        return None
    shown: list[ev.Event] = []
    for e in events:
        if isinstance(e, ev.TurnEnded | ev.CardDrawn | ev.TurnStarted | ev.GameEnded):
            break
        if isinstance(e, _PUBLIC):
            shown.append(e)
    path = tuple(e.space for e in shown if isinstance(e, ev.Stepped) and e.player == player)
    skipped = tuple(e.space for e in shown if isinstance(e, ev.Skipped) and e.player == player)
    stops = [e.space for e in shown if isinstance(e, ev.Stopped) and e.player == player]
    stop = stops[-1] if stops else (path[-1] if path else None)
    nxt = None if clone.is_over or clone.turn != player else clone.decision
    return Preview(player, path, skipped, stop, tuple(shown), nxt)


def landings(state: GameState, action: Action,
             chosen: Callable[[GameState], Action | None] | None = None) -> list[Preview]:
    """Every place `action` can lead the pawn this turn: one preview, or, when the card
    still waits for the Joker's value or the +1, one per way of answering them — or,
    when `chosen` answers them for the player (a kids' table's kind rule), the one
    place she will really go."""
    first = preview(state, action)
    if first is None:
        return []
    if first.next_decision not in (Decision.JOKER_VALUE, Decision.BOOST):
        return [first]
    clone = state.clone()
    clone.apply(action, report=False)
    made = chosen(clone) if chosen is not None else None
    if made is not None:
        return landings(clone, made, chosen)
    out: list[Preview] = []
    for follow in clone.legal_actions():
        out += landings(clone, follow)
    return out
