"""Building table situations for rule tests: choose the hands, decks, cookies and pawns."""

from __future__ import annotations

from collections import Counter

from game.race.rules.board import Board
from game.race.rules.components import DECK, large_cookies_in_play
from game.race.rules.setup import GameSetup, Variants, default_seats
from game.race.rules.state import GameState
from tests.helpers.playouts import of_type as of_type
from tests.helpers.playouts import play as play

# 16 spaces: 0 Tea Party; 1 plain; 2 plain; 3 Cheshire; 4 plain; 5 Small Cookies;
# 6 Caterpillar; 7 Rabbit Hole; 8 plain; 9 Cheshire; 10 plain; 11 Small Cookies;
# 12 Caterpillar; 13 plain; 14 Rabbit Hole; 15 plain.
BOARD_SPEC = "T2 P1 P3 G1 P2 S3 C1 H2 P1 G2 P3 S1 C2 P1 H3 P2"
BOARD = Board.from_spec(BOARD_SPEC)

def deck_starting(*cards: int) -> tuple[int, ...]:
    """A full 11-card deck (R1.2) whose top cards are `cards`, in that order."""
    rest = Counter(DECK)
    rest.subtract(cards)
    if min(rest.values()) < 0:
        raise ValueError(f"{cards} is not part of one deck")
    return (*cards, *sorted(rest.elements(), reverse=True))


def stack_starting(players: int, *cookies: int) -> tuple[int, ...]:
    """The cookie stack for `players` whose top cookies (display first) are `cookies`."""
    rest = Counter(large_cookies_in_play(players))
    rest.subtract(cookies)
    return (*cookies, *sorted(rest.elements()))


def table(
    *,
    players: int = 2,
    decks: list[tuple[int, ...]] | None = None,
    stack: tuple[int, ...] | None = None,
    positions: list[int] | None = None,
    large: int = -1,
    in_hole: list[bool] | None = None,
    variants: Variants | None = None,
    first: int = 0,
    board: Board = BOARD,
    pool: int | None = None,
) -> GameState:
    """A game at the start of `first`'s turn, with pawns and cookies placed as given."""
    setup = GameSetup(
        board=board,
        seats=default_seats(players),
        decks=tuple(decks or [deck_starting() for _ in range(players)]),
        cookie_stack=stack or stack_starting(players),
        first_player=first,
        variants=variants or Variants(),
    )
    state, _ = GameState.start(setup)
    if positions is not None:
        state.positions = list(positions)
    state.large = large
    if in_hole is not None:
        state.in_hole = list(in_hole)
    if pool is not None:
        state.pool = pool
    state.escape = state.in_hole[first] and not state.climb_out[first]
    return state


