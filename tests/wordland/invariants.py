"""Facts that hold after every action of every game; the soak and property tests check them."""

from __future__ import annotations

from game.wordland.data.catalogue import letter_piles
from game.wordland.rules.components import Phase, Pile
from game.wordland.rules.events import Event, LastStanding, PlayerOut, RoundScored
from game.wordland.rules.state import GameState


class RoundWatch:
    """Follows one game's events to check what a single state cannot show (W4.6, W6)."""

    def __init__(self, state: GameState) -> None:
        self.n = state.n
        self.cards: list[int] = []
        self.last_standing = 0
        self.rounds = 0
        self.characters_by_round = [list(state.characters)]

    def see(self, state: GameState, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, PlayerOut | LastStanding):
                self.cards.append(e.card)
            self.last_standing += isinstance(e, LastStanding)
            if isinstance(e, RoundScored):
                assert sorted(self.cards) == list(range(1, self.n + 1)), (
                    f"scoring cards 1..N once each, got {self.cards}")
                assert self.last_standing == 1, "exactly one player left at the round's end"
                assert self.cards[-1] == self.n, "the last player takes card N"
                self.cards, self.last_standing = [], 0
                self.rounds += 1
                if not state.is_over:
                    self.characters_by_round.append(list(state.characters))

    def check_end(self, state: GameState) -> None:
        assert state.is_over and self.rounds == self.n
        first = self.characters_by_round[0]
        if first[0] is not None:
            for seat in range(self.n):
                had = {chars[seat] for chars in self.characters_by_round}
                assert had == set(first), f"seat {seat} did not have every character"


def check_invariants(state: GameState) -> None:
    """Raise AssertionError naming the broken fact."""
    if state.is_over:
        return
    piles = letter_piles(state.language)
    shown = [state.extra] if state.extra else []
    on_table = list(state.row) + list(state.secret.values()) + shown
    in_piles = [c for p in Pile for c in state.piles[p]]
    assert len(set(on_table)) == len(on_table), "a letter is twice on the table (W3.7)"
    assert set(on_table).isdisjoint(in_piles), "a drawn letter is back in its pile (W3.7)"
    assert set(on_table) | set(in_piles) <= {c for p in Pile for c in piles.pile(p.value)}
    held = sorted(state.cards[s] for s in range(state.n) if state.out[s])
    assert held == list(range(1, state.next_card)), f"cards {held}, next {state.next_card}"
    if state.phase in (Phase.DISCUSSION, Phase.VOTE):
        assert sum(not o for o in state.out) >= 2, "a round in play has two players in"
        assert not state.out[state.speaker], "the speaker is in"
        assert state.timer_left > 0, "the timer ran out without an action saying so"
    assert all(t >= 0 for t in state.tokens)
    assert bool(state.extra) == (state.extra_by >= 0)
