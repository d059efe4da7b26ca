"""A hint for a human player: what the Expert would do, and a few words why.

The action comes from the Expert's search; the reason is built afterwards by small
functions that look at what the chosen action does (where the pawn lands, which cookie is
taken, how many spins it buys). Each reason is one plain English sentence built in one
place, so that it can be wrapped for translation later.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.race.ai.boardinfo import CATERPILLAR, CHESHIRE, HOLE, SMALL, TEA, board_info
from game.race.ai.quick import landing
from game.race.ai.search import ExpertBot
from game.race.rules.actions import (
    Action,
    Boost,
    ChooseCookie,
    CookieSource,
    DeclareJoker,
    EscapeChoice,
    PlayCard,
)
from game.race.rules.components import card_name
from game.race.rules.state import GameState
from game.race.rules.views import PlayerView, sample_state


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    reason: str


def hint(view: PlayerView, rng: random.Random, bot: ExpertBot | None = None) -> Hint:
    """What the Expert would do in `view` (the viewer must be deciding now), and why."""
    bot = bot or ExpertBot()
    action = bot.choose(view, rng)
    return Hint(action, reason_for(view, action))


def reason_for(view: PlayerView, action: Action) -> str:
    """One sentence saying why `action` is good, from public facts and the viewer's hand."""
    state = sample_state(view, random.Random(0))  # hidden parts are never read below
    match action:
        case PlayCard(slot):
            card = view.own_hand[slot]
            if view.escape:
                return _escape_card_reason(card_name(card), card or 5)
            steps = card or _best_joker_steps(state, view.viewer)
            return _landing_reason(f"Play the {card_name(card)}", state, view.viewer, steps)
        case DeclareJoker(value):
            if view.escape:
                return f"Call the Joker a {value}: that gives you {value} spins to escape."
            return _landing_reason(f"Call the Joker a {value}", state, view.viewer, value)
        case Boost(take):
            steps = view.move + (1 if take else 0)
            head = "Take the +1" if take else "Skip the +1"
            return _landing_reason(head, state, view.viewer, steps)
        case ChooseCookie(source):
            return _cookie_reason(view, source)
        case EscapeChoice(accept):
            return _escape_choice_reason(view, accept)
    return "This is the best move here."


def _best_joker_steps(state: GameState, player: int) -> int:
    info = board_info(state)
    best, best_m = -1, 5
    for m in range(5, 0, -1):
        space, passes, _ = landing(state, player, m, info.size, info.codes)
        score = 3 * passes + (2 if info.codes[space] in (TEA, SMALL, CHESHIRE) else 0)
        if score > best:
            best, best_m = score, m
    return best_m


def _landing_reason(head: str, state: GameState, player: int, steps: int) -> str:
    info = board_info(state)
    space, passes, _ = landing(state, player, steps, info.size, info.codes)
    code = info.codes[space]
    if passes and state.display:
        return f"{head}: it takes you past the Tea Party for the {state.display} on display."
    if code == TEA:
        return f"{head}: you stop on the Tea Party and pick a cookie."
    if code == SMALL and state.pool:
        return f"{head}: you stop on Small Cookies and spin for more."
    if code == CATERPILLAR and state.large != player:
        return f"{head}: the Caterpillar makes your pawn large."
    if code == CHESHIRE:
        return f"{head}: the Cheshire Cat moves you {steps} spaces more."
    if code == HOLE and state.large == player:
        return f"{head}: your large pawn walks safely over the Rabbit Hole."
    if code == HOLE:
        return f"{head}: from the Rabbit Hole a lucky spin can jump you far ahead."
    return _plain_move_reason(head, state, player, steps)


def _plain_move_reason(head: str, state: GameState, player: int, steps: int) -> str:
    if head.startswith(("Take the +1", "Skip the +1")):
        return f"{head}: that stop is safer for what comes next."
    if head.startswith(("Call", "Play the Joker")):
        return f"{head}: it lands you exactly on a safe space."
    hand = [c or 6 for c in state.hands[player]]
    if hand and steps <= min(hand):
        return f"{head}: it keeps your best cards for the turns ahead."
    return f"{head}: it brings you closer to the next Tea Party."


def _escape_card_reason(name: str, spins: int) -> str:
    if spins >= 4:
        return f"Play the {name}: {spins} spins give you a good chance to escape."
    return f"Play the {name}: one good spin is enough, so save your high cards."


def _cookie_reason(view: PlayerView, source: CookieSource) -> str:
    left = sum(c for _, c in view.stack_left)
    mean = sum(v * c for v, c in view.stack_left) / left if left else 0.0
    fives = dict(view.stack_left).get(5, 0)
    if source is CookieSource.DISPLAY:
        return (f"Take the {view.display} on display: the face-down cookies "
                f"are worth {mean:.1f} on average.")
    if fives:
        return f"Take the face-down cookie: {fives} of the {left} left are 5s."
    return f"Take the face-down cookie: they are worth {mean:.1f} on average."


def _escape_choice_reason(view: PlayerView, accept: bool) -> str:
    target = view.escape_result
    pos = view.positions[view.viewer]
    if accept:
        if target == 0:
            return "Accept the Tea Party: you stop there and pick a cookie."
        if target < pos:
            return f"Accept space {target}: you pass the Tea Party on the way out."
        return f"Accept space {target}: a safe way out of the Rabbit Hole."
    return (f"Spin again: space {target} is a poor exit and you still have "
            f"{view.spins_left} spins.")
