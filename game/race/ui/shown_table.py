"""What the screen currently shows of the table: the engine's public facts, lagging behind.

The engine applies a whole action at once; the screen then plays its events one by one.
`ShownTable` is the copy of the table the player sees, changed by each event as its
animation finishes, so a cookie appears in a panel only when it lands there. When every
animation has played, the shown table equals the real one (`matches` checks it).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from game.race.rules import events as ev
from game.race.rules.actions import CookieSource
from game.race.rules.state import GameState

logger = logging.getLogger(__name__)


@dataclass
class ShownTable:
    positions: list[int]
    large: int
    in_hole: list[bool]
    large_cookies: list[list[int]]
    small_cookies: list[int]
    pool: int
    display: int
    stack_size: int
    played: list[list[int]]
    deck_sizes: list[int]
    hand_sizes: list[int]
    turn: int

    @classmethod
    def of(cls, state: GameState) -> ShownTable:
        return cls(
            positions=list(state.positions),
            large=state.large,
            in_hole=list(state.in_hole),
            large_cookies=[list(k) for k in state.large_cookies],
            small_cookies=list(state.small_cookies),
            pool=state.pool,
            display=state.display,
            stack_size=len(state.stack),
            played=[list(p) for p in state.played],
            deck_sizes=[len(d) for d in state.decks],
            hand_sizes=[len(h) for h in state.hands],
            turn=state.turn,
        )

    def score(self, player: int) -> int:
        return sum(self.large_cookies[player]) + self.small_cookies[player]

    def apply(self, event: ev.Event) -> None:
        """Show one event's effect (its animation has just finished)."""
        match event:
            case ev.TurnStarted(player, _):
                self.turn = player
            case ev.CardPlayed(player, _, card):
                self.played[player].append(card)
                self.hand_sizes[player] -= 1
            case ev.Stepped(player, space):
                self.positions[player] = space
            case ev.PassedTeaParty(player, cookie):
                if cookie:
                    self.large_cookies[player].append(cookie)
            case ev.DisplayChanged(value):
                self.display = value or 0
                if value is not None:
                    self.stack_size -= 1
            case ev.CookieTaken(player, value, source):
                self.large_cookies[player].append(value)
                if source is CookieSource.STACK:
                    self.stack_size -= 1
            case ev.SmallCookiesTaken(player, count, pool_left):
                self.small_cookies[player] += count
                self.pool = pool_left
            case ev.BecameLarge(player):
                self.large = player
            case ev.BecameSmall(player):
                if self.large == player:
                    self.large = -1
            case ev.FellIntoHole(player, _):
                self.in_hole[player] = True
            case ev.LeftHole(player):
                self.in_hole[player] = False
            case ev.CardDrawn(player, _):
                self.deck_sizes[player] -= 1
                self.hand_sizes[player] += 1
            case _:
                pass

    def matches(self, state: GameState) -> bool:
        return self == ShownTable.of(state)
