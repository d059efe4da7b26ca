"""Which letters a seat may not use (W3.3, W5.1, W5.2, W5.7, W5.8), from public facts only.

Shared by the engine and by players' views, so a bot reasons about any seat's letters
with the very function the referee uses.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.wordland.rules.components import Character


def forbidden_letters(
    row: Sequence[str],
    extra: str,
    extra_by: int,
    characters: Sequence[Character | None],
    seat: int,
    ignored: str = "",
) -> frozenset[str]:
    """The row, plus the placed letter unless `seat` placed it or is immune to it, less the
    letter the Hatter ignores this turn (`ignored`, for the speaker only)."""
    letters = set(row)
    if extra and extra_by != seat:
        immune = (characters[extra_by] is Character.QUEEN
                  and characters[seat] is Character.TWO_OF_HEARTS)
        if not immune:
            letters.add(extra)
    letters.discard(ignored)
    return frozenset(letters)
