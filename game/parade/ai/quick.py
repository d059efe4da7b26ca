"""Fast policies that act straight on a GameState, for the search bots' rollouts.

They stand in for the other players (and for the bot's own later turns) in imagined
games, so they must be cheap: a card is judged by the printed values it would take now,
plus one per card so that a 0 is not free. The removal rule comes from the rules package.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.parade.rules.actions import PLAYS, Discard, Phase, discard_choices
from game.parade.rules.cards import VALUES_PER_SUIT
from game.parade.rules.removal import taken_positions
from game.parade.rules.scoring import scores
from game.parade.rules.setup import Options
from game.parade.rules.state import GameState

_PLAY = Phase.PLAY


def take_cost(parade: list[int], card: int) -> int:
    """The printed values (plus one a card) that `card` would take from `parade`."""
    return sum(parade[i] % VALUES_PER_SUIT + 1 for i in taken_positions(parade, card))


def quick_card(state: GameState) -> int:
    """The card the player to move would play: the cheapest take, lowest value on a tie
    (a low card is safe only while the parade is short, so it goes while it is cheap)."""
    parade = state.parade
    best = -1
    best_key = 1 << 30
    for c in state.hands[state.turn]:
        key = take_cost(parade, c) * 16 + c % VALUES_PER_SUIT
        if key < best_key:
            best, best_key = c, key
    return best


def own_best_discard(
    hand: Sequence[int], collections: Sequence[Sequence[int]], player: int, options: Options
) -> Discard:
    """The pair whose discard leaves `player` the lowest score against the collections as
    they stand (the other players' kept cards are not known yet)."""
    trial = [list(k) for k in collections]
    mine = trial[player]

    def score_keeping(choice: Discard) -> int:
        trial[player] = mine + [c for c in hand if c not in choice.cards]
        return scores(trial, options)[player]

    return min(discard_choices(hand), key=score_keeping)


def rollout(state: GameState) -> None:
    """Play the game to its end with the quick policies (in place, no events)."""
    while state.phase is _PLAY:
        state.apply(PLAYS[quick_card(state)], report=False)
    while not state.is_over:
        p = state.turn
        state.apply(own_best_discard(state.hands[p], state.collections, p, state.options),
                    report=False)
