"""Nothing consequential is one stray press away at the word table.

The guard against buttons that change under the pointer is the table kit's
(`game.table.guard.ArmGuard`, here with `fresh=True`: the word table's buttons come and
go quickly, so every new or changed one waits `ARM_SECONDS`, keys too).

`PendingVotes` gives each vote cast at the screen a short undo window: the vote shows at
once on its row, with an Undo button in place of ✓ and ×, and goes to the engine only
when `VOTE_UNDO` seconds have passed.
"""

from __future__ import annotations

from game.table.guard import ARM_SECONDS

__all__ = ["ARM_SECONDS", "VOTE_UNDO", "PendingVotes"]

VOTE_UNDO = 2.5


class PendingVotes:
    """Votes cast at the screen, each waiting out its undo window."""

    def __init__(self) -> None:
        self.votes: dict[int, tuple[bool, float]] = {}

    def cast(self, voter: int, accept: bool) -> None:
        self.votes[voter] = (accept, VOTE_UNDO)

    def undo(self, voter: int) -> None:
        self.votes.pop(voter, None)

    def clear(self) -> None:
        self.votes.clear()

    def get(self, voter: int) -> bool | None:
        found = self.votes.get(voter)
        return None if found is None else found[0]

    def left(self, voter: int) -> float:
        found = self.votes.get(voter)
        return 0.0 if found is None else found[1]

    def due(self, dt: float) -> list[tuple[int, bool]]:
        """Count `dt` down; the votes whose window closed, in seat order."""
        done = []
        for voter, (accept, left) in sorted(self.votes.items()):
            left -= dt
            if left <= 0:
                done.append((voter, accept))
                del self.votes[voter]
            else:
                self.votes[voter] = (accept, left)
        return done
