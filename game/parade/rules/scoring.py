"""Scores by suit with majorities (P7), as a breakdown the score table can show.

Each suit is scored separately: the players with the most cards of it (all of them on a
tie) hold its majority and their cards there count 1 each, face down; everyone else adds
the printed values. With two players P7.2 asks for a lead of at least 2 cards. Everything
here reads only collections, so it works on the state, on a view and mid-game (the
"points if the game ended now" that bots and the hover preview use).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.parade.rules.cards import SUITS, VALUES_PER_SUIT, Suit
from game.parade.rules.setup import Options

TWO_PLAYER_LEAD = 2
"""P7.2: with two players a majority needs this many more cards than the other player."""


@dataclass(frozen=True, slots=True)
class SuitScore:
    """One cell of the score table: a player's cards of one suit and what they score."""

    suit: Suit
    cards: tuple[int, ...]
    """Highest value first, as a rulebook lays them out."""
    majority: bool
    """The cards are flipped and count 1 each (P7.1)."""
    points: int


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """A player's row: every suit in suit order (empty ones too), the total and the card
    count the tie-break uses (P8.1)."""

    player: int
    suits: tuple[SuitScore, ...]
    total: int
    card_count: int


def strict_two_player(n_players: int, options: Options) -> bool:
    """Whether P7.2's lead of two applies at this table."""
    return n_players == 2 and options.two_player_majority


def majority_holders(counts: Sequence[int], strict_two: bool) -> list[bool]:
    """Who holds the majority of one suit, given each player's card count of it."""
    top = max(counts)
    if top == 0:
        return [False] * len(counts)
    if strict_two:
        a, b = counts
        return [a >= b + TWO_PLAYER_LEAD, b >= a + TWO_PLAYER_LEAD]
    return [c == top for c in counts]


def _suit_tables(collections: Sequence[Sequence[int]]) -> tuple[list[list[int]], list[list[int]]]:
    """Per player and suit: how many cards, and the sum of their printed values."""
    counts = [[0] * len(SUITS) for _ in collections]
    sums = [[0] * len(SUITS) for _ in collections]
    for p, pile in enumerate(collections):
        cp, sp = counts[p], sums[p]
        for c in pile:
            s = c // VALUES_PER_SUIT
            cp[s] += 1
            sp[s] += c % VALUES_PER_SUIT
    return counts, sums


def scores(collections: Sequence[Sequence[int]], options: Options) -> list[int]:
    """Each player's total (P7.3): the fast path for bots and the engine's end."""
    n = len(collections)
    strict = strict_two_player(n, options)
    counts, sums = _suit_tables(collections)
    totals = [0] * n
    for s in range(len(SUITS)):
        column = [counts[p][s] for p in range(n)]
        for p, holds in enumerate(majority_holders(column, strict)):
            totals[p] += column[p] if holds else sums[p][s]
    return totals


def score_sheet(collections: Sequence[Sequence[int]], options: Options) -> tuple[PlayerScore, ...]:
    """The full table, one row per player, for the end screen (and for tests to read)."""
    n = len(collections)
    strict = strict_two_player(n, options)
    counts, _ = _suit_tables(collections)
    holders = [majority_holders([row[s] for row in counts], strict) for s in range(len(SUITS))]
    rows = []
    for p, pile in enumerate(collections):
        cells = []
        for suit in SUITS:
            mine = tuple(sorted((c for c in pile if c // VALUES_PER_SUIT == suit), reverse=True))
            flipped = holders[suit][p]
            points = len(mine) if flipped else sum(c % VALUES_PER_SUIT for c in mine)
            cells.append(SuitScore(suit, mine, flipped, points))
        rows.append(PlayerScore(p, tuple(cells), sum(c.points for c in cells), len(pile)))
    return tuple(rows)
