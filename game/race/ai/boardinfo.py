"""Facts about a board that bots read thousands of times per decision, computed once.

The engine keeps kinds as enum members; search code wants plain tuples of small ints and
a few averages (how many small cookies a spin gives on average, where the holes are), so a
`BoardInfo` is built once per decision from the state and passed down explicitly.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.race.rules.board import Board, SpaceKind
from game.race.rules.state import GameState

PLAIN, TEA, SMALL, CATERPILLAR, CHESHIRE, HOLE = range(6)
_CODE = {
    SpaceKind.PLAIN: PLAIN,
    SpaceKind.TEA_PARTY: TEA,
    SpaceKind.SMALL_COOKIES: SMALL,
    SpaceKind.CATERPILLAR: CATERPILLAR,
    SpaceKind.CHESHIRE_CAT: CHESHIRE,
    SpaceKind.RABBIT_HOLE: HOLE,
}


@dataclass(frozen=True, slots=True)
class BoardInfo:
    size: int
    codes: tuple[int, ...]
    numbers: tuple[int, ...]
    mean_number: float
    """Average small-cookie number over all spin results (R5.2)."""
    small_share: float
    cheshire_share: float
    hole_share: float


_CACHE: dict[int, tuple[Board, BoardInfo]] = {}


def board_info(state: GameState) -> BoardInfo:
    """The `BoardInfo` of the state's board (cached by the identity of the board object)."""
    board = state.board
    hit = _CACHE.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    kinds = state.kinds
    codes = tuple(_CODE[k] for k in kinds)
    n = len(codes)
    info = BoardInfo(
        size=n,
        codes=codes,
        numbers=tuple(state.numbers),
        mean_number=sum(state.numbers) / n,
        small_share=codes.count(SMALL) / n,
        cheshire_share=codes.count(CHESHIRE) / n,
        hole_share=codes.count(HOLE) / n,
    )
    if len(_CACHE) > 16:
        _CACHE.clear()
    _CACHE[id(board)] = (board, info)
    return info
