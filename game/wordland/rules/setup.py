"""Who sits where, the options chosen, and every shuffle of the box (W2, W3, W6.2, W10).

A `GameSetup` holds every chance outcome of a game: the first round's characters, the
topic pile's order and each round's four letter piles (letters are reshuffled at every
cleanup, W6.2). A setup plus the list of actions therefore reproduces a game exactly, and
a record stores every card drawn, not only a seed (W3.6). `deal` draws them from a seeded
`random.Random`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.wordland.data.catalogue import letter_piles, topics, topics_by_id
from game.wordland.rules.components import (
    MAX_LETTERS,
    MAX_PLAYERS,
    MIN_LETTERS,
    MIN_PLAYERS,
    NOT_WITH_THREE,
    ROW_PILES,
    SPOKEN_TIMERS,
    TYPED_TIMERS,
    Character,
    Mode,
    Pile,
)
from game.wordland.words.languages import UnknownLanguage, language

KIDS_TIMERS = (45.0, 60.0)
"""W10.1: the longer teapots offered with kids topics, for one-finger typing (issue 36)."""


class SetupError(ValueError):
    """A setup that breaks W1-W2 or W10; the message names the field."""


@dataclass(frozen=True, slots=True)
class Options:
    """The setup options: the mode (W8), the timer (W2.3) and the variants (W10)."""

    mode: Mode = Mode.TYPE
    timer: float = 15.0
    kids_topics: bool = False
    """W10.1: kids topics only."""
    characters: bool = True
    """False: the harder game without character cards (W10.3)."""
    letters: int = 3
    """Forbidden letters in the row, 1-6 (W3.3, W10.2, W10.3)."""
    piles: tuple[Pile, ...] = ROW_PILES
    """The piles the row is drawn from, easiest first (W10.4)."""
    starting_only: bool = False
    """W10.2: out only for a word *starting* with a forbidden letter."""
    two_topics: bool = False
    """W10.2: two topics face up; words may fit either."""

    @property
    def topics_shown(self) -> int:
        return 2 if self.two_topics else 1

    def draws_from(self, pile: Pile) -> int:
        """How many row letters come from `pile` (round robin, easiest first: W10.4)."""
        if pile not in self.piles:
            return 0
        return len(range(self.piles.index(pile), self.letters, len(self.piles)))

    def problems(self) -> str:
        """Why these options cannot be played, or ""."""
        timers = TYPED_TIMERS if self.mode is Mode.TYPE else SPOKEN_TIMERS
        if self.kids_topics:
            timers = timers + KIDS_TIMERS
        if self.timer not in timers:
            allowed = ", ".join(f"{t:g}" for t in timers)
            return f"options.timer: {self.timer:g} s is not offered ({allowed})"
        if not MIN_LETTERS <= self.letters <= MAX_LETTERS:
            return f"options.letters: {MIN_LETTERS}-{MAX_LETTERS}, not {self.letters}"
        if not self.piles or any(p not in ROW_PILES for p in self.piles):
            return "options.piles: one or more of blue, purple, green"
        if list(self.piles) != sorted(set(self.piles), key=ROW_PILES.index):
            return "options.piles: each pile once, easiest first"
        if set(self.piles) == {Pile.BLUE, Pile.GREEN}:
            # W10.2 draws from purple and/or blue, W10.3 from purple and/or green: no
            # variant (nor the standard row, one of each) draws from blue and green only
            return "options.piles: blue and green without purple is no variant (W10.2, W10.3)"
        return ""


@dataclass(frozen=True, slots=True)
class Seat:
    """A place at the table; `controller` ("human", "bot:easy", ...) is for the app only."""

    name: str
    controller: str = "human"

    @property
    def is_bot(self) -> bool:
        return self.controller.startswith("bot:")


@dataclass(frozen=True, slots=True)
class LetterDeal:
    """One round's four shuffled letter piles, top card first."""

    blue: str
    purple: str
    green: str
    red: str

    def pile(self, pile: Pile) -> str:
        return str(getattr(self, pile.value))


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Everything fixed before the first round: language, seats, options and every shuffle."""

    language: str
    seats: tuple[Seat, ...]
    options: Options
    first_seat: int
    """The seat that starts as the Queen (W2.1), or plays first (W10.3)."""
    characters: tuple[Character, ...]
    """The first round's character per seat; empty without characters (W10.3)."""
    topic_pile: tuple[str, ...]
    """Topic ids, top first."""
    letter_deals: tuple[LetterDeal, ...]
    """One per round."""
    seed: int | None = field(default=None, compare=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    def __post_init__(self) -> None:
        why = self.problems()
        if why:
            raise SetupError(why)

    def problems(self) -> str:
        """Why this setup breaks the rules of record, or ""."""
        try:
            language(self.language)
        except UnknownLanguage as e:
            return f"language: {e}"
        n = self.players
        checks = (
            (not MIN_PLAYERS <= n <= MAX_PLAYERS,
             f"seats: {MIN_PLAYERS}-{MAX_PLAYERS} players, not {n}"),
            (not 0 <= self.first_seat < max(n, 1), f"first_seat: {self.first_seat} is not a seat"),
            (self.options.mode is Mode.SAY and any(s.is_bot for s in self.seats),
             "seats: bots play only typed games (W8.1)"),
        )
        for failed, why in checks:
            if failed:
                return why
        return (self.options.problems() or self._character_problems()
                or self._topic_problems() or self._letter_problems())

    def _character_problems(self) -> str:
        chars = self.characters
        if not self.options.characters:
            return "characters: none in a game without characters" if chars else ""
        n = self.players
        if len(chars) != n or len(set(chars)) != n:
            return f"characters: {n} different characters, one per seat (W2.2)"
        if chars[self.first_seat] is not Character.QUEEN:
            return "characters: the first seat holds the Queen of Hearts (W2.1)"
        if n == 3 and NOT_WITH_THREE & set(chars):
            return "characters: no Caterpillar or Alice with three players (W2.1)"
        return ""

    def _topic_problems(self) -> str:
        known = topics_by_id(self.language)
        if len(set(self.topic_pile)) != len(self.topic_pile):
            return "topic_pile: a topic appears twice"
        if len(self.topic_pile) < 3:
            return "topic_pile: at least three topics"
        for i, topic in enumerate(self.topic_pile):
            if topic not in known:
                return f"topic_pile[{i}]: unknown {self.language} topic {topic!r}"
            if self.options.kids_topics and not known[topic].kids:
                return f"topic_pile[{i}]: {topic!r} is not a kids topic (W10.1)"
        return ""

    def _letter_problems(self) -> str:
        piles = letter_piles(self.language)
        if len(self.letter_deals) != self.players:
            return f"letter_deals: one per round, {self.players} rounds"
        for r, deal_ in enumerate(self.letter_deals):
            for pile in Pile:
                if sorted(deal_.pile(pile)) != sorted(piles.pile(pile.value)):
                    return f"letter_deals[{r}].{pile.value}: not the {pile.value} pile's letters"
        rabbit = Character.RABBIT in self.characters
        purple_needed = self.options.draws_from(Pile.PURPLE) + rabbit
        for pile in ROW_PILES:
            needed = purple_needed if pile is Pile.PURPLE else self.options.draws_from(pile)
            if needed > len(piles.pile(pile.value)):
                return f"options.letters: the {pile.value} pile has too few letters"
        return ""


def shuffled_text(letters: str, rng: random.Random) -> str:
    cards = list(letters)
    rng.shuffle(cards)
    return "".join(cards)


def deal(
    seats: tuple[Seat, ...] | list[Seat],
    rng: random.Random,
    options: Options | None = None,
    language_code: str = "en",
    first_seat: int = 0,
    seed: int | None = None,
) -> GameSetup:
    """Shuffle the box: characters (W2), the topic pile (W1.1) and each round's letters."""
    seats = tuple(seats)
    options = options or Options()
    n = len(seats)
    characters: tuple[Character, ...] = ()
    if options.characters and MIN_PLAYERS <= n <= MAX_PLAYERS:
        others = [c for c in Character
                  if c is not Character.QUEEN and not (n == 3 and c in NOT_WITH_THREE)]
        drawn = iter(rng.sample(others, n - 1))
        characters = tuple(Character.QUEEN if s == first_seat else next(drawn)
                           for s in range(n))
    pile = [t.id for t in topics(language_code) if t.kids or not options.kids_topics]
    rng.shuffle(pile)
    piles = letter_piles(language_code)
    deals = tuple(
        LetterDeal(*(shuffled_text(piles.pile(p.value), rng) for p in Pile))
        for _ in range(n)
    )
    return GameSetup(language_code, seats, options, first_seat, characters, tuple(pile), deals,
                     seed)
