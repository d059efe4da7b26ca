"""Build the word game's real-word lists from the Hunspell dictionaries (issue 19, item 1).

    python -m tools.wordland_dictionary            # rebuild game/wordland/data/words/
    python -m tools.wordland_dictionary --check    # the shipped lists match the sources

The app never reads Hunspell itself: this tool expands each dictionary's stems with their
affix rules (plurals, inflections, derived words) into every spelling the dictionary
accepts, folds them as the game compares words (lower case, accents off, W7.1) and writes
one sorted, gzip'd word per line to `game/wordland/data/words/<language>.txt.gz`, with a
manifest of the sources' and outputs' digests. Sources (Debian packages):
`hunspell-en-gb` and `hunspell-en-us` (English: both spellings are English), `hunspell-fr`.

What is left out, on purpose:
- forms with a digit, and the French elided prefixes (l', d', qu'...) that affix rules
  add (the judge reads "l'ours" as "l" and "ours"); an entry written with an apostrophe
  (aujourd'hui, presqu'île, o'clock) is kept, apostrophe dropped, as the judge reads it;
- French finite verb forms (je chantai, ils chanteraient): nobody answers a topic with
  one, and every extra spelling is a chance for a made-up word to pass as real; the
  infinitive and both participles stay;
- names: French surnames and first names (po:patr, po:prn) and, in English (whose
  dictionaries do not tag them), every capitalised entry (Robinette, Maplewood, Rex): a
  made-up word often looks like a name. Names a topic needs (Santa, Mars, Cleopatra)
  are in its lexicon, and lexicon words count as real words too;
- entries the dictionary forbids, marks as affix-only or as compound-only.
- English: en_GB is the dictionary; en_US adds the American spellings (color, pajamas,
  donut) of words in common use: an en_US-only word is kept when pyspellchecker's English
  frequency list saw it at least US_ONLY_MIN_COUNT times. Its rare entries (jook,
  pianette) are exactly what a made-up word looks like.
A hyphenated entry adds its parts as words too ("arc-en-ciel" gives "arc", "en", "ciel").
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tools.word_data import check_shipped, digest, packed, run_tool, ship, write_manifest

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "game" / "wordland" / "data" / "words"
MANIFEST = OUT_DIR / "manifest.json"
HUNSPELL_DIR = Path("/usr/share/hunspell")
SOURCES: dict[str, tuple[str, ...]] = {"en": ("en_GB", "en_US"), "fr": ("fr",)}
FINITE_VERB_TAGS = frozenset({
    "po:ipre", "po:iimp", "po:ipsi", "po:ifut", "po:cond", "po:spre", "po:simp", "po:impe",
})
US_ONLY_MIN_COUNT = 200
SKIPPED_ENTRY_TAGS = frozenset({"po:patr", "po:prn"})
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae"})
_PLAIN = re.compile(r"^[a-z]+(?:-[a-z]+)*$")
_ELIDED = re.compile(r"^[a-z]+(?:['-][a-z]+)+$")


@dataclass(slots=True)
class Rule:
    strip: str
    add: str
    flags: str
    condition: re.Pattern[str]
    tags: frozenset[str]


@dataclass(slots=True)
class Affix:
    kind: str
    cross: bool
    rules: list[Rule] = field(default_factory=list)


@dataclass(slots=True)
class Aff:
    flag_mode: str = "char"
    need_affix: str = ""
    forbidden: str = ""
    only_in_compound: str = ""
    affixes: dict[str, Affix] = field(default_factory=dict)

    def split_flags(self, text: str) -> list[str]:
        if self.flag_mode == "long":
            return [text[i:i + 2] for i in range(0, len(text) - 1, 2)]
        if self.flag_mode == "num":
            return [f for f in text.split(",") if f]
        return list(text)


def _condition(text: str, suffix: bool) -> re.Pattern[str]:
    out, inside = [], False
    for c in text:
        if c == "[":
            inside = True
            out.append(c)
        elif c == "]":
            inside = False
            out.append(c)
        elif inside or c == ".":
            out.append("\\" + c if c in "\\]" else c)
        else:
            out.append(re.escape(c))
    body = "".join(out)
    return re.compile(f"(?:{body})$" if suffix else f"^(?:{body})")


def read_aff(path: Path) -> Aff:
    aff = Aff()
    headers: dict[str, int] = {}
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = raw.split()
        if not parts or parts[0].startswith("#"):
            continue
        key = parts[0]
        if key == "FLAG" and len(parts) > 1:
            aff.flag_mode = parts[1].lower() if parts[1].lower() in ("long", "num") else "char"
        elif key == "NEEDAFFIX" and len(parts) > 1:
            aff.need_affix = parts[1]
        elif key == "FORBIDDENWORD" and len(parts) > 1:
            aff.forbidden = parts[1]
        elif key == "ONLYINCOMPOUND" and len(parts) > 1:
            aff.only_in_compound = parts[1]
        elif key in ("SFX", "PFX") and len(parts) >= 4:
            flag = parts[1]
            if flag not in headers and len(parts) == 4 and parts[3].isdigit():
                headers[flag] = int(parts[3])
                aff.affixes[flag] = Affix(key, parts[2] == "Y")
                continue
            if flag not in aff.affixes or len(parts) < 5:
                continue
            strip = "" if parts[2] == "0" else parts[2]
            add, _, flags = parts[3].partition("/")
            add = "" if add == "0" else add
            aff.affixes[flag].rules.append(Rule(
                strip, add, flags, _condition(parts[4], key == "SFX"),
                frozenset(p for p in parts[5:] if ":" in p)))
    return aff


def _apply(word: str, affix: Affix) -> Iterator[tuple[str, Rule]]:
    for rule in affix.rules:
        if affix.kind == "SFX":
            if word.endswith(rule.strip) and rule.condition.search(word):
                stem = word[: len(word) - len(rule.strip)] if rule.strip else word
                yield stem + rule.add, rule
        elif word.startswith(rule.strip) and rule.condition.search(word):
            yield rule.add + word[len(rule.strip):], rule


def _usable(rule: Rule) -> bool:
    return not (rule.tags & FINITE_VERB_TAGS) and "'" not in rule.add and "’" not in rule.add


def expand_entry(aff: Aff, word: str, flags: list[str]) -> set[str]:
    """Every spelling a dictionary entry stands for (as written, not folded)."""
    if aff.forbidden in flags or (aff.only_in_compound and aff.only_in_compound in flags):
        return set()
    forms: set[str] = set() if aff.need_affix and aff.need_affix in flags else {word}
    suffixed: list[tuple[str, bool]] = []
    for flag in flags:
        affix = aff.affixes.get(flag)
        if affix is None or affix.kind != "SFX":
            continue
        for form, rule in _apply(word, affix):
            if not _usable(rule):
                continue
            more = aff.split_flags(rule.flags)
            if not (aff.need_affix and aff.need_affix in more):
                forms.add(form)
            suffixed.append((form, affix.cross))
            for flag2 in more:
                affix2 = aff.affixes.get(flag2)
                if affix2 is not None and affix2.kind == "SFX":
                    forms.update(f for f, r in _apply(form, affix2) if _usable(r))
    for flag in flags:
        affix = aff.affixes.get(flag)
        if affix is None or affix.kind != "PFX":
            continue
        bases = [(word, True), *suffixed]
        for base, cross in bases:
            if base is not word and not (cross and affix.cross):
                continue
            forms.update(f for f, r in _apply(base, affix) if _usable(r))
    return forms


def read_dic(path: Path, aff: Aff) -> Iterator[tuple[str, list[str], list[str]]]:
    """(word, flags, morphological tags) per entry of a .dic file."""
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    for raw in lines[1:]:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head, *tags = line.split()
        head = head.replace("\\/", "\x00")
        word, _, flags = head.partition("/")
        yield word.replace("\x00", "/"), aff.split_flags(flags), tags


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES).lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def plain_words(forms: Iterable[str]) -> Iterator[str]:
    """The folded words a set of spellings gives: whole hyphen-free words and the parts of
    hyphenated ones; anything with another character (apostrophe, digit, dot) is dropped."""
    for form in forms:
        folded = fold(form).replace("\u2019", "'")
        if "'" in folded and _ELIDED.match(folded):
            # An entry written with an apostrophe (aujourd'hui, presqu'île, o'clock): kept
            # as the judge reads it, apostrophe dropped (issue 32, item 4).
            folded = folded.replace("'", "")
        if not _PLAIN.match(folded):
            continue
        if "-" in folded:
            yield from (p for p in folded.split("-") if len(p) >= 2)
        else:
            yield folded


SKIP_CAPITALISED = {"en": True, "fr": False}


def entry_words(aff: Aff, word: str, flags: list[str], tags: list[str],
                skip_capitalised: bool = False) -> set[str]:
    if SKIPPED_ENTRY_TAGS.intersection(tags) or (skip_capitalised and word[:1].isupper()):
        return set()
    return set(plain_words(expand_entry(aff, word, flags)))


def source_paths(name: str, folder: Path = HUNSPELL_DIR) -> tuple[Path, Path]:
    return folder / f"{name}.aff", folder / f"{name}.dic"


def dictionary_words(name: str, language: str, folder: Path = HUNSPELL_DIR) -> set[str]:
    aff_path, dic_path = source_paths(name, folder)
    aff = read_aff(aff_path)
    words: set[str] = set()
    for word, flags, tags in read_dic(dic_path, aff):
        words |= entry_words(aff, word, flags, tags, SKIP_CAPITALISED[language])
    return words


def common_english() -> dict[str, int]:
    from spellchecker import SpellChecker

    return dict(SpellChecker(language="en", distance=1).word_frequency.dictionary)


def build_language(language: str, folder: Path = HUNSPELL_DIR) -> list[str]:
    main, *others = SOURCES[language]
    words = dictionary_words(main, language, folder)
    for name in others:
        counts = common_english()
        words |= {w for w in dictionary_words(name, language, folder) - words
                  if counts.get(w, 0) >= US_ONLY_MIN_COUNT}
    return sorted(words)


def render(words: list[str]) -> bytes:
    """The gzip'd list, byte for byte reproducible (no file name, no time stamp)."""
    return packed(("\n".join(words) + "\n").encode("ascii"))


def output_path(language: str) -> Path:
    return OUT_DIR / f"{language}.txt.gz"


def build(folder: Path = HUNSPELL_DIR) -> dict[str, object]:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, object] = {}
    for language in SOURCES:
        words = build_language(language, folder)
        data = render(words)
        sources = {path.name: digest(path.read_bytes()) for name in SOURCES[language]
                   for path in source_paths(name, folder)}
        manifest[language] = {"words": len(words), "bytes": len(data), "sources": sources,
                              "sha256": ship(output_path(language), data, language, len(words))}
    write_manifest(MANIFEST, manifest)
    return manifest


def check() -> list[str]:
    """Problems with the shipped lists: a digest that does not match the manifest."""
    return check_shipped(MANIFEST, SOURCES, output_path, "list")


def main(argv: list[str] | None = None) -> int:
    return run_tool(__doc__, argv, check, lambda _args: build())


if __name__ == "__main__":
    sys.exit(main())
