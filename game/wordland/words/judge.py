"""The referee of typed answers (W4.2, W4.3a, c, d; W10.2): refused, out, or accepted.

The rules engine asks this module in "type it" games; bots ask it too before they type,
so the bot and the referee can never disagree on what a letter or a repeat is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from game.wordland.words.derivatives import analyse, first_repeated
from game.wordland.words.text import has_apostrophe, initials_of, letters_of, refusal


class Fault(StrEnum):
    """What puts a typed answer's speaker out, in the order W4.3 lists them."""

    LETTER = "letter"
    REPEAT = "repeat"
    APOSTROPHE = "apostrophe"


@dataclass(frozen=True, slots=True)
class Verdict:
    refused: str = ""
    """Not an answer at all (W4.2): the player types again and stays in."""
    fault: Fault | None = None
    detail: str = ""
    """The forbidden letters found (upper case) or the earlier answer repeated."""

    @property
    def accepted(self) -> bool:
        return not self.refused and self.fault is None


ACCEPTED = Verdict()


def forbidden_letters_used(text: str, forbidden: frozenset[str], starting_only: bool) -> str:
    """The forbidden letters in `text` (only word initials in the easier variant), sorted."""
    used = (initials_of(text) if starting_only else letters_of(text)) & forbidden
    return "".join(sorted(used)).upper()


def judge(
    text: str,
    *,
    language: str,
    forbidden: frozenset[str],
    said: Iterable[str],
    starting_only: bool = False,
) -> Verdict:
    """The verdict on `text` given the speaker's forbidden letters and the accepted answers."""
    why = refusal(text)
    if why:
        return Verdict(refused=why)
    letters = forbidden_letters_used(text, forbidden, starting_only)
    if letters:
        return Verdict(fault=Fault.LETTER, detail=letters)
    earlier = first_repeated(analyse(text, language), (analyse(s, language) for s in said))
    if earlier is not None:
        return Verdict(fault=Fault.REPEAT, detail=earlier.text)
    if has_apostrophe(text):
        return Verdict(fault=Fault.APOSTROPHE, detail="'")
    return ACCEPTED
