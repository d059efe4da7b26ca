"""Facts that hold after every action of every game; the soak and properties check them.

Kept cheap (a few list lengths and one set) so the 10,000-game soak stays fast.
"""

from __future__ import annotations

from game.parade.rules.actions import Phase
from game.parade.rules.cards import DECK, FINAL_HAND, HAND_SIZE
from game.parade.rules.state import GameState

_ALL = frozenset(DECK)


def out_of_game(state: GameState) -> list[int]:
    """The revealed discards (P6.2): the only cards that leave play."""
    if state.phase is not Phase.OVER:
        return []
    return [c for pair in state.discards if pair is not None for c in pair]


def check_invariants(state: GameState) -> None:
    """Raise AssertionError naming the broken fact."""
    everything = [*state.parade, *state.pile, *out_of_game(state)]
    for p in range(state.n_players):
        everything += state.hands[p]
        everything += state.collections[p]
    assert len(everything) == len(DECK) and set(everything) == _ALL, "66 cards not conserved"
    sizes = [len(h) for h in state.hands]
    if state.phase is Phase.OVER:
        assert sizes == [0] * state.n_players, f"hands after the end: {sizes}"
    elif state.phase is Phase.DISCARD:
        assert sizes == [FINAL_HAND] * state.n_players, f"hands at the discard: {sizes}"
    elif state.trigger is None:
        assert sizes == [HAND_SIZE] * state.n_players, f"hands before the last round: {sizes}"
    else:  # in the last round, players who have had their last turn hold 4 cards
        done = state.n_players - state.turns_left
        for k in range(state.n_players):
            p = (state.trigger_player + 1 + k) % state.n_players
            assert sizes[p] == (FINAL_HAND if k < done else HAND_SIZE), f"last round: {sizes}"
    if state.trigger is None:
        assert state.pile, "the pile emptied without a trigger (P5.2)"
    assert state.parade, "the parade is never empty: the played card stays (P4.3)"
