"""How good an end of game is for one player: the number every search bot maximises.

Winning is what counts (P8: lowest score, then fewest cards), but a win indicator alone is
a noisy signal over a few imagined games, so the margin to the best other player is added
at a small weight: among equally likely wins, the safer one is preferred.
"""

from __future__ import annotations

from collections.abc import Sequence

WIN = 1.0
MARGIN_WEIGHT = 0.05
"""Value of one point of margin; 20 points of margin weigh as much as a win."""


def utility(scores: Sequence[int], card_counts: Sequence[int], me: int) -> float:
    """The win share of `me` (1 alone, 1/k on a k-way shared first place, else 0) plus
    the weighted margin to the best other player."""
    mine = (scores[me], card_counts[me])
    best_other = min((scores[p], card_counts[p]) for p in range(len(scores)) if p != me)
    if mine < best_other:
        share = WIN
    elif mine == best_other:
        tied = sum(1 for p in range(len(scores)) if (scores[p], card_counts[p]) == mine)
        share = WIN / tied
    else:
        share = 0.0
    return share + MARGIN_WEIGHT * (best_other[0] - mine[0])
