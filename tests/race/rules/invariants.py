"""Facts that hold after every action of every game; the soak and property tests check them."""

from __future__ import annotations

from collections import Counter

from game.race.rules.components import DECK, SMALL_COOKIES_IN_POOL, large_cookies_in_play
from game.race.rules.state import NO_PLAYER, GameState


def check_invariants(state: GameState, left_start: list[bool]) -> None:
    """Raise AssertionError naming the broken fact. `left_start[p]`: p's pawn has moved."""
    n = state.n_players
    # Cookies are conserved: large ones between stack, display and players; small ones too.
    large = Counter(state.stack)
    for taken in state.large_cookies:
        large.update(taken)
    if state.display:
        large[state.display] += 1
    assert large == Counter(large_cookies_in_play(n)), "large cookies not conserved"
    assert state.pool + sum(state.small_cookies) == SMALL_COOKIES_IN_POOL, "small cookies"
    assert state.pool >= 0
    # At most one large pawn, and a large pawn is never in the hole.
    assert state.large == NO_PLAYER or 0 <= state.large < n
    assert state.large == NO_PLAYER or not state.in_hole[state.large], "large pawn in hole"
    # One pawn per space, except pawns that have not yet left space 0.
    for p in range(n):
        if state.positions[p] != 0:
            left_start[p] = True
    for p in range(n):
        for q in range(p + 1, n):
            if state.positions[p] == state.positions[q]:
                assert state.positions[p] == 0 and not left_start[p] and not left_start[q], (
                    f"pawns {p} and {q} share space {state.positions[p]}")
    # Every card is in exactly one place.
    for p in range(n):
        cards = Counter(state.hands[p]) + Counter(state.decks[p]) + Counter(state.played[p])
        assert cards == Counter(DECK), f"player {p}'s cards"
    # Turns: each player has played as many cards as turns they have finished or started.
    assert state.turns_played <= state.total_turns
    for p in range(n):
        assert 0 <= len(state.played[p]) <= 11
    # Pawns in the hole stand on a Rabbit Hole space.
    for p in range(n):
        if state.in_hole[p]:
            assert state.kinds[state.positions[p]].value == "rabbit_hole"
