"""What the art contact sheets share (tools/preview_art.py, tools/preview_box_art.py): an
SVG's own proportions, and rasterising it exactly as the game does."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame


def view_box(path: Path) -> tuple[float, float]:
    """Width and height of the file's viewBox, so renders keep the art's aspect ratio."""
    vb = ET.parse(path).getroot().get("viewBox", "0 0 100 100")
    _, _, w, h = (float(v) for v in re.split(r"[ ,]+", vb.strip()))
    return w, h


def fit(path: Path, longest: int) -> tuple[int, int]:
    """Pixel size with the longest side equal to `longest`, aspect ratio kept."""
    w, h = view_box(path)
    scale = longest / max(w, h)
    return max(1, round(w * scale)), max(1, round(h * scale))


def load(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """Rasterise exactly as the game does."""
    return pygame.image.load_sized_svg(str(path), size)
