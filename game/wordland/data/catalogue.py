"""Reading the data files into plain, validated values (topics, vocabularies, letter piles).

Files are read through importlib.resources, so the same code works from the source tree
and from the packaged app. Each file becomes frozen dataclasses at this boundary, and a
broken file raises `DataError` naming the file and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

PACKAGE = "game.wordland.data"
TIERS = ("common", "familiar", "deep")
"""Vocabulary tiers, from words everyone says to words only a keen player finds (W9.2)."""
PILES = ("blue", "purple", "green", "red")
"""Letter piles from easiest to hardest (W1.2)."""


class DataError(ValueError):
    """A data file that is missing or malformed; the message names the file and field."""


@dataclass(frozen=True, slots=True)
class Topic:
    """A topic card (W1.1) with the vocabulary bots draw on (W9.1)."""

    id: str
    name: str
    kids: bool
    tiers: tuple[tuple[str, ...], ...]
    """The words of each tier in TIERS order: what bots like to say, common first."""
    also: tuple[str, ...] = ()
    """More words a fair table accepts for the topic (optional "also" list), beyond the
    tiers; the topic's whole lexicon (data/lexicon/) adds WordNet's words to both."""
    named: tuple[str, ...] = ()
    """Words a fair table accepts that bots never say (optional "named" list): a kids
    topic's swords and cannons (W10.1), which stand when a player says them."""

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(w for tier in self.tiers for w in tier)


@dataclass(frozen=True, slots=True)
class LetterPiles:
    """One language's 25 letter cards by pile (W1.2), and the letter left out of the game."""

    blue: str
    purple: str
    green: str
    red: str
    left_out: str

    def pile(self, colour: str) -> str:
        return str(getattr(self, colour))


def read_json(name: str) -> Any:
    """A JSON file of the data package, by its path inside it ("en/places.json")."""
    try:
        text = resources.files(PACKAGE).joinpath(name).read_text(encoding="utf-8")
    except OSError as e:
        raise DataError(f"{name}: cannot be read ({e})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(f"{name}: not valid JSON (line {e.lineno}: {e.msg})") from None


def _field(data: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise DataError(f"{where}: missing field '{key}'")
    value = data[key]
    if not isinstance(value, kind):
        raise DataError(f"{where}.{key}: expected {kind.__name__}, got {value!r}")
    return value


def _topic(data: Any, where: str) -> Topic:
    tiers = []
    for tier in TIERS:
        words = _field(data, tier, list, where)
        if not all(isinstance(w, str) and w.strip() for w in words):
            raise DataError(f"{where}.{tier}: every entry must be a non-empty string")
        tiers.append(tuple(words))
    extra = {}
    for field in ("also", "named"):
        words = data.get(field, []) if isinstance(data, dict) else []
        if not isinstance(words, list) or not all(isinstance(w, str) and w.strip()
                                                  for w in words):
            raise DataError(f"{where}.{field}: expected a list of non-empty strings")
        extra[field] = tuple(words)
    return Topic(
        id=_field(data, "id", str, where),
        name=_field(data, "name", str, where),
        kids=_field(data, "kids", bool, where),
        tiers=tuple(tiers),
        also=extra["also"],
        named=extra["named"],
    )


def topic_files(language: str) -> list[str]:
    """The topic files of a language, in name order ("en/food.json", ...)."""
    folder = resources.files(PACKAGE).joinpath(language)
    if not folder.is_dir():
        raise DataError(f"{language}/: no topic folder for this language")
    return sorted(f"{language}/{f.name}" for f in folder.iterdir() if f.name.endswith(".json"))


@cache
def topics(language: str) -> tuple[Topic, ...]:
    """Every topic of a language, in file order; ids are unique within the language."""
    out: list[Topic] = []
    seen: set[str] = set()
    for name in topic_files(language):
        for i, item in enumerate(_field(read_json(name), "topics", list, name)):
            topic = _topic(item, f"{name}: topics[{i}]")
            if topic.id in seen:
                raise DataError(f"{name}: topics[{i}].id: {topic.id!r} is used twice")
            seen.add(topic.id)
            out.append(topic)
    return tuple(out)


@cache
def topics_by_id(language: str) -> dict[str, Topic]:
    return {t.id: t for t in topics(language)}


@cache
def letter_piles(language: str) -> LetterPiles:
    """The piles computed by tools/wordland_piles.py for a language (data/letters.json)."""
    entry = _field(read_json("letters.json"), language, dict, "letters.json")
    where = f"letters.json: {language}"
    values = {colour: _field(entry, colour, str, where) for colour in PILES}
    left_out = _field(entry, "left_out", str, where)
    return LetterPiles(left_out=left_out, **values)
