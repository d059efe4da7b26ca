"""Who sits at the table, the options and how the deck was shuffled (P2): a game's setup.

A `GameSetup` holds every chance outcome of the game (the full deck order after shuffling
and the first player), so a setup plus the list of actions reproduces a game exactly;
`deal` draws them from a seeded RNG.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.parade.rules.cards import DECK, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, OPENING_PARADE


class SetupError(ValueError):
    """A setup that breaks P1-P2; the message names the field."""


@dataclass(frozen=True, slots=True)
class Options:
    """The table's options.

    `two_player_majority` is P7.2: with exactly two players a suit's majority needs at least
    2 more cards than the other player. On by default; it does nothing with 3+ players.
    """

    two_player_majority: bool = True


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table; `controller` ("human", "bot:easy", ...) is for the app only."""

    name: str
    controller: str = "human"


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything fixed before the first card: seats, options and the shuffled deck.

    `deck` is the whole deck after shuffling, top card first: the first 5 x players cards
    are dealt one at a time from the first player (P2.2), the next 6 form the parade front
    first (P2.3), and the rest is the draw pile, top first (P2.4).
    """

    seats: tuple[Seat, ...]
    deck: tuple[int, ...]
    first_player: int
    options: Options = field(default_factory=Options)
    seed: int | None = None

    def __post_init__(self) -> None:
        n = len(self.seats)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise SetupError(f"seats: {MIN_PLAYERS}-{MAX_PLAYERS} players, not {n}")
        if sorted(self.deck) != list(DECK):
            raise SetupError("deck: not the 66 cards of P1.1, each once")
        if not 0 <= self.first_player < n:
            raise SetupError(f"first_player: {self.first_player} is not a seat")

    @property
    def n_players(self) -> int:
        return len(self.seats)

    def dealt_hands(self) -> list[list[int]]:
        """Each seat's opening hand in the order dealt (P2.2)."""
        n = len(self.seats)
        hands: list[list[int]] = [[] for _ in range(n)]
        for i, c in enumerate(self.deck[: HAND_SIZE * n]):
            hands[(self.first_player + i) % n].append(c)
        return hands

    def opening_parade(self) -> list[int]:
        """The six face-up cards, front first (P2.3)."""
        start = HAND_SIZE * len(self.seats)
        return list(self.deck[start : start + OPENING_PARADE])

    def draw_pile(self) -> list[int]:
        """The rest of the deck, top first (P2.4)."""
        return list(self.deck[HAND_SIZE * len(self.seats) + OPENING_PARADE :])


def shuffled(items: tuple[int, ...] | list[int], rng: random.Random) -> list[int]:
    """A Fisher-Yates shuffle drawn from `rng.random()`.

    `random.shuffle` spends most of its time in the pure-Python `_randbelow`; scaling one
    53-bit float per card is uniform far beyond what a game can tell and several times
    faster, which matters to bots that deal thousands of imagined tables.
    """
    out = list(items)
    rand = rng.random
    for i in range(len(out) - 1, 0, -1):
        j = int(rand() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


def deal(
    seats: tuple[Seat, ...] | list[Seat],
    rng: random.Random,
    options: Options | None = None,
    first_player: int | None = None,
    seed: int | None = None,
) -> GameSetup:
    """Shuffle the 66 cards and choose the first player at random unless given (P2.1)."""
    seats = tuple(seats)
    deck = tuple(shuffled(DECK, rng))
    if first_player is None:
        first_player = rng.randrange(len(seats)) if seats else 0
    return GameSetup(seats, deck, first_player, options or Options(), seed)


def default_seats(players: int, controller: str = "human") -> tuple[Seat, ...]:
    """`players` seats named after Wonderland guests, for tests, sims and quick games."""
    names = ("Alice", "Hatter", "Hare", "Cheshire", "Queen", "Rabbit")
    return tuple(Seat(names[i % len(names)], controller) for i in range(players))
