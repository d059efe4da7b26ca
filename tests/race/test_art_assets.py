"""Checks that the art and font the game loads by name are present and render.

Why: the game finds its art by fixed file names, and pygame-ce's SVG renderer (nanosvg)
silently drops what it does not support (`<text>`, filters), so a file that "works" in a
browser can come out blank or wrong in the game. These tests pin the names, the viewBox
(needed to keep aspect ratios when rasterising), the banned elements, and that every file
and the font actually load under pygame with no display.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "assets" / "race" / "art"
FONTS = ROOT / "assets" / "common" / "fonts"
SVG_NS = "{http://www.w3.org/2000/svg}"

EXPECTED_SVGS: tuple[str, ...] = (
    "board_background.svg",
    "clock_face.svg",
    "spinner_hand.svg",
    "space_tea_party.svg",
    "space_small_cookies.svg",
    "space_caterpillar.svg",
    "space_cheshire_cat.svg",
    "space_rabbit_hole.svg",
    "space_plain.svg",
    "small_cookie_plate_1.svg",
    "small_cookie_plate_2.svg",
    "small_cookie_plate_3.svg",
    *(
        f"pawn_{who}_{size}.svg"
        for who in ("alice", "hatter", "hare", "queen")
        for size in ("small", "large")
    ),
    "card_back.svg",
    "card_face.svg",
    "card_joker.svg",
    "cookie_large_back.svg",
    *(f"cookie_large_face_{v}.svg" for v in (2, 3, 4, 5)),
    "small_cookie.svg",

)
FONT_FILES: tuple[str, ...] = ("Andika-Regular.ttf", "Andika-Bold.ttf")


@pytest.fixture(scope="module")
def pg() -> object:
    """Initialise pygame once (dummy video driver) for the rendering tests."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield pygame
    pygame.quit()


@pytest.mark.parametrize("name", EXPECTED_SVGS)
def test_svg_exists_and_is_clean(name: str) -> None:
    """Each file is well-formed SVG with a viewBox and nothing nanosvg would drop."""
    path = ART / name
    assert path.is_file(), f"missing {name}"
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    view_box = root.get("viewBox")
    assert view_box is not None, f"{name} has no viewBox"
    numbers = [float(v) for v in view_box.replace(",", " ").split()]
    assert len(numbers) == 4 and numbers[2] > 0 and numbers[3] > 0
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    for banned in ("text", "filter", "style", "use"):
        assert banned not in tags, f"{name} contains <{banned}>"


@pytest.mark.parametrize("name", EXPECTED_SVGS)
def test_svg_renders_with_pygame(pg: object, name: str) -> None:
    """The game's own loader rasterises the file, and the result is not blank."""
    surf = pygame.image.load_sized_svg(str(ART / name), (64, 64))
    assert surf.get_size()[0] > 0 and surf.get_size()[1] > 0
    bounds = surf.get_bounding_rect()
    assert bounds.width > 8 and bounds.height > 8, f"{name} rendered (almost) empty"


@pytest.mark.parametrize("name", EXPECTED_SVGS)
def test_gradient_geometry_uses_percentages(name: str) -> None:
    """nanosvg draws bare-fraction bounding-box gradients (cx="0.35") as a flat colour."""
    root = ET.parse(ART / name).getroot()
    for el in root.iter():
        if el.tag.removeprefix(SVG_NS) not in ("linearGradient", "radialGradient"):
            continue
        if el.get("gradientUnits") == "userSpaceOnUse":
            continue
        for attr in ("x1", "y1", "x2", "y2", "cx", "cy", "r", "fx", "fy"):
            value = el.get(attr)
            assert value is None or value.endswith("%"), f"{name} #{el.get('id')} {attr}={value}"


def test_pawns_share_one_viewbox() -> None:
    """Small and large pawns must align: same viewBox, standing on the same anchor."""
    boxes = {
        ET.parse(ART / f"pawn_{who}_{size}.svg").getroot().get("viewBox")
        for who in ("alice", "hatter", "hare", "queen")
        for size in ("small", "large")
    }
    assert len(boxes) == 1


def test_font_and_licence_present() -> None:
    """The bundled OFL font ships with its licence, as the OFL requires."""
    for name in FONT_FILES:
        assert (FONTS / name).is_file(), f"missing font {name}"
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in licence.upper()
    assert (FONTS / "README.md").is_file()


@pytest.mark.parametrize("name", FONT_FILES)
def test_font_renders_french_accents(pg: object, name: str) -> None:
    """The UI is also in French: the font must have real glyphs for accented letters."""
    font = pygame.font.Font(str(FONTS / name), 24)
    for ch in "éçàâèêëîïôùûü—":
        metrics = font.metrics(ch)
        assert metrics and metrics[0] is not None, f"{name} lacks {ch!r}"
        assert metrics[0][4] > 0, f"{name} has no advance for {ch!r}"
    assert font.size("Thé chez le Chapelier")[0] > 0
