"""Who sits at the table and how the box was shuffled (RULES R2): the full setup of a game.

A `GameSetup` holds every chance outcome of setup (deck orders, cookie stack order, first
player), so a setup plus the list of actions reproduces a game exactly; `deal` draws them
from a seeded RNG.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.race.rules.board import Board
from game.race.rules.components import (
    DECK,
    KIDS_HAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STANDARD_HAND,
    Character,
    large_cookies_in_play,
)

_SORTED_DECK = sorted(DECK)


class SetupError(ValueError):
    """A setup that breaks R1-R2; the message names the field."""


@dataclass(frozen=True, slots=True)
class Variants:
    """The options of R9, chosen at setup."""

    kids: bool = False
    open_hands: bool = False
    climb_out: bool = False

    @property
    def hand_size(self) -> int:
        return KIDS_HAND if self.kids else STANDARD_HAND


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table; `controller` ("human", "bot:easy", ...) is for the app only."""

    character: Character
    name: str
    controller: str = "human"


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything fixed before the first card: board, seats, variants and every shuffle."""

    board: Board
    seats: tuple[Seat, ...]
    decks: tuple[tuple[int, ...], ...]
    """Each player's deck, top card first."""
    cookie_stack: tuple[int, ...]
    """The shuffled large cookies, top first; the first is turned face up as the display."""
    first_player: int
    variants: Variants = field(default_factory=Variants)
    seed: int | None = None

    def __post_init__(self) -> None:
        n = len(self.seats)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise SetupError(f"seats: {MIN_PLAYERS}-{MAX_PLAYERS} players, not {n}")
        characters = [s.character for s in self.seats]
        if len(set(characters)) != n:
            raise SetupError("seats: each character may be played by one player only")
        if len(self.decks) != n:
            raise SetupError(f"decks: {len(self.decks)} decks for {n} players")
        for i, deck in enumerate(self.decks):
            if sorted(deck) != _SORTED_DECK:
                raise SetupError(f"decks[{i}]: not the 11 cards of R1.2")
        if sorted(self.cookie_stack) != list(large_cookies_in_play(n)):
            raise SetupError(f"cookie_stack: not the large cookies for {n} players (R1.3)")
        if not 0 <= self.first_player < n:
            raise SetupError(f"first_player: {self.first_player} is not a seat")


def shuffled(items: tuple[int, ...] | list[int], rng: random.Random) -> tuple[int, ...]:
    """A Fisher-Yates shuffle drawn from `rng.random()`.

    `random.shuffle` spends most of a deal in its pure-Python `_randbelow`; scaling one
    53-bit float per card is uniform to far better than any game can tell, and several
    times faster, which matters to bots that deal thousands of imagined games.
    """
    out = list(items)
    rand = rng.random
    for i in range(len(out) - 1, 0, -1):
        j = int(rand() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def deal(
    board: Board,
    seats: tuple[Seat, ...] | list[Seat],
    rng: random.Random,
    variants: Variants | None = None,
    first_player: int | None = None,
    seed: int | None = None,
) -> GameSetup:
    """Shuffle decks and cookies and pick the first player (R2.1, R2.3, R2.4)."""
    seats = tuple(seats)
    decks = tuple(shuffled(DECK, rng) for _ in seats)
    fits = MIN_PLAYERS <= len(seats) <= MAX_PLAYERS
    stack = shuffled(large_cookies_in_play(len(seats)), rng) if fits else ()
    if first_player is None:
        first_player = rng.randrange(len(seats)) if seats else 0
    return GameSetup(
        board=board,
        seats=seats,
        decks=decks,
        cookie_stack=stack,
        first_player=first_player,
        variants=variants or Variants(),
        seed=seed,
    )


def default_seats(players: int) -> tuple[Seat, ...]:
    """The first `players` characters, named after themselves."""
    chars = list(Character)[:players]
    return tuple(Seat(c, c.display_name.removeprefix("the ").title()) for c in chars)
