"""Render every SVG of the box art (common, Parade, word game) onto one contact sheet PNG.

Why: the SVGs are hand-written and pygame-ce's nanosvg renderer silently drops what it does
not support (text, filters, CSS). The only trustworthy check is to rasterise each file with
the call the game uses and look at it: at a large size, at a small size (a Parade card is
about 60x90 px at 960x540), and in greyscale (suits and characters must differ by shape,
not only by hue). A last row lays the six Parade suits out as a small parade line.

Usage: python tools/preview_box_art.py [output.png]   (default: /tmp/box_art_sheet.png)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.svg_art import fit, load

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = (
    ROOT / "assets" / "common" / "art",
    ROOT / "assets" / "parade" / "art",
    ROOT / "assets" / "wordland" / "art",
)
FONT = ROOT / "assets" / "common" / "fonts" / "Andika-Regular.ttf"
FONT_BOLD = ROOT / "assets" / "common" / "fonts" / "Andika-Bold.ttf"
SHEET_W = 1900
LARGE = 220
SMALL = 64
BG = (236, 226, 204)
DARK = (40, 60, 40)
INK = (60, 40, 30)
SUITS = ("red", "blue", "green", "orange", "purple", "grey")


def label(font: pygame.font.Font, text: str) -> pygame.Surface:
    return font.render(text, True, INK)


def draw_cell(
    sheet: pygame.Surface, path: Path, x: int, y: int, font: pygame.font.Font
) -> tuple[int, int]:
    """One file: large colour and greyscale renders, then small ones on light and dark grounds.

    Returns the cell's width and height.
    """
    large = load(path, fit(path, LARGE))
    small = load(path, fit(path, SMALL))
    sheet.blit(label(font, f"{path.parent.parent.name}/{path.stem}"), (x, y))
    top = y + 18
    sheet.blit(large, (x, top))
    sheet.blit(pygame.transform.grayscale(large), (x + large.get_width() + 6, top))
    row2 = top + large.get_height() + 6
    sx = x
    for ground in (BG, DARK):
        pygame.draw.rect(sheet, ground, (sx, row2, small.get_width() + 4, small.get_height() + 4))
        sheet.blit(small, (sx + 2, row2 + 2))
        sx += small.get_width() + 8
    sheet.blit(pygame.transform.grayscale(small), (sx + 2, row2 + 2))
    width = max(2 * large.get_width() + 6, 3 * (small.get_width() + 8), 180)
    height = 18 + large.get_height() + 6 + small.get_height() + 8
    return width, height


def draw_parade_line(sheet: pygame.Surface, y: int, font: pygame.font.Font) -> int:
    """The six suit cards at 60x90 overlapping like a parade, in colour and greyscale."""
    art = ROOT / "assets" / "parade" / "art"
    paths = [art / f"card_{s}.svg" for s in SUITS] + [art / "card_back.svg"]
    if not all(p.exists() for p in paths):
        return y
    title = "parade line at 60x90 (values drawn with the font, as the game will)"
    sheet.blit(label(font, title), (10, y))
    num_font = pygame.font.Font(str(FONT_BOLD if FONT_BOLD.exists() else FONT), 26)
    strip = pygame.Surface((7 * 44 + 20, 96), pygame.SRCALPHA)
    for i, path in enumerate(paths):
        card = load(path, (60, 90))
        if i < 6:
            digit = num_font.render(str((i * 3) % 11), True, (58, 38, 24))
            card.blit(digit, digit.get_rect(center=(12, 14)))
        strip.blit(card, (i * 44, 2))
    sheet.blit(strip, (10, y + 20))
    sheet.blit(pygame.transform.grayscale(strip), (strip.get_width() + 30, y + 20))
    return y + 20 + 100


def main(argv: list[str]) -> int:
    """Build the contact sheet and write it to the path given (default /tmp/box_art_sheet.png)."""
    out = Path(argv[1]) if len(argv) > 1 else Path("/tmp/box_art_sheet.png")
    pygame.init()
    pygame.display.set_mode((1, 1))
    font = pygame.font.Font(str(FONT), 14) if FONT.exists() else pygame.font.Font(None, 18)
    files = [p for folder in FOLDERS for p in sorted(folder.glob("*.svg"))]
    sheet = pygame.Surface((SHEET_W, 12000))
    sheet.fill(BG)
    x, y, row_h = 10, 10, 0
    for path in files:
        w = fit(path, LARGE)[0] * 2 + 6
        if x + max(w, 180) > SHEET_W:
            x, y, row_h = 10, y + row_h + 12, 0
        cell_w, cell_h = draw_cell(sheet, path, x, y, font)
        row_h = max(row_h, cell_h)
        x += cell_w + 16
    y += row_h + 16
    y = draw_parade_line(sheet, y, font)
    pygame.image.save(sheet.subsurface((0, 0, SHEET_W, min(y + 10, sheet.get_height()))), str(out))
    print(f"wrote {out} ({len(files)} SVGs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
