"""Colours, sizes and fonts of the look (docs: ART.md): one place to change the style.

All sizes are in logical pixels of the 1920x1080 canvas; `Canvas` turns them into real
pixels, so text and art are rendered crisp at the window's true size.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]

LOGICAL_SIZE = (1920, 1080)

MIN_TEXT = 24
"""The smallest text size, in logical pixels (12 px at 960x540, 16 px at 1280x720);
docs/accessibility.md says why. `layout.fit_text` never goes under it."""

PARCHMENT: Colour = (244, 232, 208)
PARCHMENT_DARK: Colour = (226, 209, 174)
GARDEN: Colour = (122, 158, 96)
GARDEN_DARK: Colour = (78, 112, 64)
INK: Colour = (52, 36, 30)
INK_SOFT: Colour = (104, 84, 70)
ROSE: Colour = (186, 40, 58)
ROSE_DARK: Colour = (132, 22, 40)
GOLD: Colour = (212, 160, 44)
GOLD_LIGHT: Colour = (246, 214, 120)
CREAM: Colour = (252, 246, 232)
WHITE: Colour = (255, 255, 255)
DISABLED: Colour = (170, 160, 148)
GOOD: Colour = (40, 130, 70)
BAD: Colour = (176, 48, 40)
BAIZE: Colour = (46, 92, 62)
BAIZE_DARK: Colour = (34, 70, 48)
"""The green cloth of a card table (the Parade's and the word game's), and its rim."""

#: Okabe-Ito colours of ART.md, one per Wonderland character, by the character's id
#: (every game names its characters by these ids; a race `Character` is one).
CHARACTER_COLOURS: dict[str, Colour] = {
    "alice": (0, 114, 178),
    "hatter": (0, 158, 115),
    "hare": (230, 159, 0),
    "queen": (213, 94, 0),
    "cheshire": (204, 121, 167),
    "rabbit": (140, 140, 140),
}

#: The standard green/red for good/bad, and the colour-blind palette's blue/vermillion
#: (Okabe-Ito; told apart with any common colour-vision deficiency). Good and bad are
#: always also said in words or shown by a mark, never by colour alone.
PALETTES: dict[str, dict[str, Colour]] = {
    "standard": {"GOOD": (40, 130, 70), "BAD": (176, 48, 40)},
    "colour_blind": {"GOOD": (0, 94, 168), "BAD": (213, 94, 0)},
}
palette_name = "standard"


def use_palette(colour_blind: bool) -> None:
    """Switch GOOD/BAD (read at draw time as `theme.GOOD`, so the change shows at once)."""
    global palette_name
    palette_name = "colour_blind" if colour_blind else "standard"
    globals().update(PALETTES[palette_name])


FONT_REGULAR = "Andika-Regular.ttf"
FONT_BOLD = "Andika-Bold.ttf"


@dataclass(frozen=True, slots=True)
class TextStyle:
    size: int
    colour: Colour = INK
    bold: bool = False


TITLE = TextStyle(110, ROSE_DARK, True)
HEADING = TextStyle(54, INK, True)
SUBHEADING = TextStyle(36, INK, True)
BODY = TextStyle(28, INK)
SMALL = TextStyle(24, INK_SOFT)
BUTTON = TextStyle(30, CREAM, True)
