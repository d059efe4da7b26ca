"""Fonts and rendered text, cached: a word is rendered once per size and colour.

Rendering text is one of the slowest things pygame does per frame, so every surface is
kept in a bounded cache keyed by (text, pixel size, colour, weight). The font files are
the game's own OFL font (assets/fonts), found through `game.shell.resources`.
"""

from __future__ import annotations

import logging
import re
from collections import OrderedDict
from functools import lru_cache

import pygame

from game.shell import i18n, resources
from game.ui import theme

logger = logging.getLogger(__name__)

MAX_SURFACES = 1500
MAX_DRAWN = 500
"""Longest text rendered in one piece (a line on screen holds far fewer characters)."""


def drawable(words: str, limit: int = MAX_DRAWN) -> str:
    """`words` as the font can render them: no NUL or lone surrogate (pygame refuses
    both), cut at `MAX_DRAWN` characters. Names are cleaned where they come in
    (`game.shell.names`); this is the last guard for any other text."""
    if len(words) > limit:
        words = words[:limit]
    if "\0" in words or not words.isascii():
        words = words.replace("\0", "").encode("utf-8", "replace").decode("utf-8")
    return words


_ELISION = re.compile(r"(?<![\w'’])([DdQq]u?e) (?=[AEIOUYÀÂÉÈÊËÎÏÔÛÜaeiouyàâéèêëîïôûü])")
_STRAIGHT = re.compile(r"(?<=\w)'(?=\w)")
"""A straight apostrophe inside a word ("l'aiguille", "d'Alice")."""


def elide(words: str) -> str:
    """French typography where a name was put into a sentence: each character's name
    with its article ("Au tour du Lièvre", `i18n.with_articles`), "de Alice" -> "d’Alice",
    and one apostrophe throughout, the typographic ’ (the catalogue, names typed with a
    straight one and the elisions made here all read alike). English is left as it is."""
    if i18n.current_language() != "fr" or (" " not in words and "'" not in words):
        return words
    return _french(words)


@lru_cache(maxsize=4096)
def _french(words: str) -> str:
    words = i18n.with_articles(words)
    words = _ELISION.sub(lambda m: m.group(1)[:-1] + "’", words)
    if "'" in words:
        words = _STRAIGHT.sub("’", words)
    return words


_CLINGS_BACK = frozenset({"!", "?", ":", ";", "»", "%", "·"})
"""French puts a space before these, and a line never starts with one ("lettres !"); nor
with the middle dot that parts a summary's items ("5 en main · le plus petit score")."""


def _unbreakable(words: list[str]) -> list[str]:
    """The words a line may break between: a French mark that takes a space before it
    stays with the word before, an opening « with the word after."""
    out: list[str] = []
    for word in words:
        if out and word in _CLINGS_BACK:
            out[-1] = f"{out[-1]} {word}"
        elif out and out[-1] == "«":
            out[-1] = f"« {word}"
        else:
            out.append(word)
    return out


class TextCache:
    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale
        """The text-size setting (1.0, 1.25, 1.5): every size drawn is multiplied by it."""
        self._fonts: dict[tuple[bool, int], pygame.font.Font] = {}
        self._surfaces: OrderedDict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = (
            OrderedDict()
        )

    def font(self, px: float, bold: bool = False) -> pygame.font.Font:
        key = (bold, max(6, round(px)))
        font = self._fonts.get(key)
        if font is None:
            name = theme.FONT_BOLD if bold else theme.FONT_REGULAR
            file = resources.path("assets", "common", "fonts", name)
            try:
                font = pygame.font.Font(file, key[1])
            except (OSError, FileNotFoundError):
                logger.warning("font %s missing; using pygame's default", file)
                font = pygame.font.Font(None, key[1])
            self._fonts[key] = font
        return font

    def render(
        self, words: str, px: int, colour: tuple[int, ...], bold: bool = False
    ) -> pygame.Surface:
        words = elide(words)
        key = (words, px, tuple(colour), bold)
        surf = self._surfaces.get(key)
        if surf is not None:
            self._surfaces.move_to_end(key)
            return surf
        surf = self._rendered(drawable(words), px, colour, bold)
        if len(colour) == 4:
            surf.set_alpha(colour[3])
        self._surfaces[key] = surf
        if len(self._surfaces) > MAX_SURFACES:
            self._surfaces.popitem(last=False)
        return surf

    def _rendered(self, words: str, px: int, colour: tuple[int, ...],
                  bold: bool) -> pygame.Surface:
        """The font's rendering of `words`; text that renders to nothing (only zero-width
        characters: a word joiner, a variation selector) is an empty line of the font's
        height, as "" is, instead of pygame's "Text has zero width" error."""
        font = self.font(px, bold)
        try:
            return font.render(words, True, colour[:3])
        except pygame.error as exc:
            logger.debug("text %r not rendered (%s); drawn as an empty line", words[:40], exc)
            return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)

    def wrap(self, words: str, size: int, bold: bool, width: float) -> list[str]:
        """Greedy word wrap at the logical size; explicit newlines start new lines."""
        font = self.font(size, bold)
        lines: list[str] = []
        words = elide(words)  # measured as it will be drawn
        for paragraph in drawable(words, 50 * MAX_DRAWN).split("\n"):
            line = ""
            for word in _unbreakable(paragraph.split(" ")):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def clear(self) -> None:
        """Drop rendered text (on resize: old pixel sizes will not come back soon)."""
        self._surfaces.clear()
