"""The final discard (P6.1) chosen exactly: every pair of the four cards is tried.

Once the last round is over nothing is left to chance but the other hands, so the Expert
enumerates its six possible discards against imagined other hands, each other player
discarding the pair that scores least for themselves against the public collections (they
cannot see our choice either, P9.3), and keeps the pair with the best outcome.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.parade.ai.outcome import utility
from game.parade.ai.quick import own_best_discard
from game.parade.rules.actions import Discard, discard_choices
from game.parade.rules.scoring import scores
from game.parade.rules.setup import Options
from game.parade.rules.state import GameState


def others_kept(state: GameState, me: int) -> list[list[int]]:
    """Each player's collection after the discard as modelled; `me`'s left as it is."""
    final = []
    for p, hand in enumerate(state.hands):
        if p == me:
            final.append(list(state.collections[p]))
            continue
        pair = own_best_discard(hand, state.collections, p, state.options).cards
        final.append(state.collections[p] + [c for c in hand if c not in pair])
    return final


def discard_utilities(
    hand: Sequence[int], final: list[list[int]], me: int, options: Options
) -> list[tuple[Discard, float]]:
    """The utility of each of `me`'s discards when the others end with `final`."""
    mine = final[me]
    counts = [len(k) for k in final]
    counts[me] = len(mine) + len(hand) - 2
    out = []
    for choice in discard_choices(hand):
        final[me] = mine + [c for c in hand if c not in choice.cards]
        out.append((choice, utility(scores(final, options), counts, me)))
    final[me] = mine
    return out


def settle(state: GameState, me: int) -> float:
    """`me`'s utility at the end of an imagined game waiting for its discards: the others
    by the model, `me` by the best of its six pairs in this imagined world."""
    final = others_kept(state, me)
    return max(u for _, u in discard_utilities(state.hands[me], final, me, state.options))
