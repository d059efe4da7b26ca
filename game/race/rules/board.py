"""The ring of spaces (RULES R1.5): what the engine needs to know about the board.

The board's geometry lives in the Tiled map; the engine only needs each space's kind and
small-cookie number, so a `Board` is plain frozen data that can also be written as a
short text spec (handy in tests, records and the `sim` command).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

MIN_SPACES = 8
MAX_SPACES = 40


class SpaceKind(StrEnum):
    """The kinds of space of R1.5; the values are the names used in maps and records."""

    TEA_PARTY = "tea_party"
    SMALL_COOKIES = "small_cookies"
    CATERPILLAR = "caterpillar"
    CHESHIRE_CAT = "cheshire_cat"
    RABBIT_HOLE = "rabbit_hole"
    PLAIN = "plain"


SPEC_LETTERS: dict[SpaceKind, str] = {
    SpaceKind.TEA_PARTY: "T",
    SpaceKind.SMALL_COOKIES: "S",
    SpaceKind.CATERPILLAR: "C",
    SpaceKind.CHESHIRE_CAT: "G",
    SpaceKind.RABBIT_HOLE: "H",
    SpaceKind.PLAIN: "P",
}
_KIND_OF_LETTER = {letter: kind for kind, letter in SPEC_LETTERS.items()}


class BoardError(ValueError):
    """A board that breaks R1.5; the message says which space and why."""


@dataclass(frozen=True, slots=True)
class Space:
    index: int
    kind: SpaceKind
    small_cookies: int


@dataclass(frozen=True, slots=True)
class Board:
    """A validated ring of spaces, numbered 0..N-1 clockwise, Tea Party at 0."""

    spaces: tuple[Space, ...]

    def __post_init__(self) -> None:
        n = len(self.spaces)
        if not MIN_SPACES <= n <= MAX_SPACES:
            raise BoardError(f"a board needs {MIN_SPACES}-{MAX_SPACES} spaces, not {n}")
        for i, space in enumerate(self.spaces):
            if space.index != i:
                raise BoardError(f"space at position {i} has index {space.index}")
            if not 1 <= space.small_cookies <= 3:
                raise BoardError(
                    f"space {i} has small-cookie number {space.small_cookies}, not 1-3"
                )
            if (space.kind is SpaceKind.TEA_PARTY) != (i == 0):
                raise BoardError(
                    "space 0 must be the Tea Party" if i == 0
                    else f"space {i} is a Tea Party; only space 0 may be"
                )

    @property
    def size(self) -> int:
        return len(self.spaces)

    def kind(self, index: int) -> SpaceKind:
        return self.spaces[index].kind

    def indices_of(self, kind: SpaceKind) -> tuple[int, ...]:
        return tuple(s.index for s in self.spaces if s.kind is kind)

    @classmethod
    def from_kinds(cls, kinds: list[SpaceKind], small_cookies: list[int]) -> Board:
        if len(kinds) != len(small_cookies):
            raise BoardError("kinds and small-cookie numbers differ in length")
        pairs = enumerate(zip(kinds, small_cookies, strict=True))
        return cls(tuple(Space(i, kind, cookies) for i, (kind, cookies) in pairs))

    @classmethod
    def from_spec(cls, spec: str) -> Board:
        """Parse e.g. ``"T1 P2 S3 C1 ..."``: one letter per kind and a small-cookie number."""
        spaces = []
        for i, token in enumerate(spec.split()):
            letter, digits = token[:1].upper(), token[1:]
            if letter not in _KIND_OF_LETTER or not digits.isdigit():
                raise BoardError(
                    f"space {i}: {token!r} is not a kind letter "
                    f"({'/'.join(_KIND_OF_LETTER)}) followed by a number"
                )
            spaces.append(Space(i, _KIND_OF_LETTER[letter], int(digits)))
        return cls(tuple(spaces))

    def to_spec(self) -> str:
        return " ".join(f"{SPEC_LETTERS[s.kind]}{s.small_cookies}" for s in self.spaces)
