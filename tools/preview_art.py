"""Render every SVG in assets/race/art onto one contact sheet PNG.

Why: the SVGs are hand-written and pygame-ce's nanosvg renderer silently drops what it
does not support (text, filters, CSS). The only trustworthy check is to rasterise each
file with the same call the game uses and look at the result, at the small size the
board uses (~48 px) and at a large size (~200 px), plus a greyscale row of the pawns
(they must differ by silhouette, not only by colour) and a mock-up of the board at
960x540 so the pieces can be judged together.

Usage: python tools/preview_art.py [output.png]   (default: /tmp/art_sheet.png)
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.svg_art import fit, load

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "assets" / "race" / "art"
FONT_REGULAR = ROOT / "assets" / "common" / "fonts" / "Andika-Regular.ttf"
FONT_BOLD = ROOT / "assets" / "common" / "fonts" / "Andika-Bold.ttf"
SAMPLE = "Thé chez le Chapelier — Alice, 0123456789 àâçéèêëîïôùûü"
SHEET_W = 1800
BG = (236, 226, 204)
INK = (60, 40, 30)
PAWNS = ("alice", "hatter", "hare", "queen")
# a made-up ring of 24 spaces, only for the mock-up
_PATTERN = ("plain", "small_cookies", "caterpillar", "cheshire_cat", "rabbit_hole", "plain")
RING_KINDS = ("tea_party", *(_PATTERN * 4))[:24]


def greyscale(surf: pygame.Surface) -> pygame.Surface:
    """Greyscale copy, to check that pawns differ by silhouette and value, not hue."""
    return pygame.transform.grayscale(surf)


def draw_board_mockup(sheet: pygame.Surface, top: int, label_font: pygame.font.Font) -> int:
    """A 960x540 mock-up of the board with a ring of spaces, the dial, hand and pawns."""
    w, h = 960, 540
    board = load(ART / "board_background.svg", (w, h))
    cx, cy, radius = w // 2, h // 2, 200
    tile = 44
    dial = load(ART / "clock_face.svg", (300, 300))
    board.blit(dial, dial.get_rect(center=(cx, cy)))
    n = len(RING_KINDS)
    for i, kind in enumerate(RING_KINDS):
        ang = math.radians(-90 + 360 * i / n)
        x, y = cx + radius * math.cos(ang), cy + radius * math.sin(ang)
        img = load(ART / f"space_{kind}.svg", (tile, tile))
        board.blit(img, img.get_rect(center=(round(x), round(y))))
        badge = load(ART / f"small_cookie_plate_{i % 3 + 1}.svg", (20, 20))
        board.blit(badge, (round(x) + 8, round(y) + 8))
    hand_w, hand_h = fit(ART / "spinner_hand.svg", 190)
    hand = load(ART / "spinner_hand.svg", (hand_w, hand_h))
    # pivot documented in the SVG at (50, 350) of 0 0 100 400: 7/8 of the height.
    pivot = (hand_w / 2, hand_h * 350 / 400)
    rotated = pygame.transform.rotozoom(hand, -40, 1)
    off = pygame.math.Vector2(hand_w / 2 - pivot[0], hand_h / 2 - pivot[1]).rotate(40)
    board.blit(rotated, rotated.get_rect(center=(cx + off.x, cy + off.y)))
    for j, who in enumerate(PAWNS):
        size = "large" if j == 1 else "small"
        pw, ph = fit(ART / f"pawn_{who}_{size}.svg", 56)
        img = load(ART / f"pawn_{who}_{size}.svg", (pw, ph))
        ang = math.radians(-90 + 360 * (j * 3 + 2) / n)
        x, y = cx + radius * math.cos(ang), cy + radius * math.sin(ang)
        board.blit(img, img.get_rect(midbottom=(round(x), round(y) + 14)))
    sheet.blit(label_font.render("board mock-up 960x540", True, INK), (10, top))
    sheet.blit(board, (10, top + 22))
    # a quarter-size copy, as on a very small window
    small = pygame.transform.smoothscale(board, (480, 270))
    sheet.blit(small, (990, top + 22))
    return top + 22 + h + 16


def main(argv: list[str]) -> int:
    """Build the contact sheet and write it to the path given (default /tmp/art_sheet.png)."""
    out = Path(argv[1]) if len(argv) > 1 else Path("/tmp/art_sheet.png")
    pygame.init()
    pygame.display.set_mode((1, 1))
    label_font = pygame.font.Font(str(FONT_REGULAR), 14)
    files = sorted(p for p in ART.glob("*.svg") if p.name != "board_background.svg")
    sheet = pygame.Surface((SHEET_W, 3400))
    sheet.fill(BG)
    y = 10
    y = draw_board_mockup(sheet, y, label_font)

    # Every file at the large size (longest side 200) with its small (48) render below.
    x, row_h = 10, 0
    for path in files:
        large = load(path, fit(path, 200))
        small = load(path, fit(path, 48))
        cell_w = max(large.get_width(), 150) + 12
        if x + cell_w > SHEET_W:
            x, y = 10, y + row_h
            row_h = 0
        sheet.blit(label_font.render(path.stem, True, INK), (x, y))
        sheet.blit(large, (x, y + 18))
        sheet.blit(small, (x, y + 18 + large.get_height() + 6))
        # the small render on a dark ground too, to check outlines and contrast
        pygame.draw.rect(sheet, (40, 60, 40), (x + 56, y + 18 + large.get_height() + 6, 52, 52))
        sheet.blit(small, (x + 58, y + 20 + large.get_height() + 6))
        row_h = max(row_h, 18 + large.get_height() + 6 + 56 + 10)
        x += cell_w
    y += row_h + 10

    # Pawns in greyscale, small and large side by side at game size and bigger.
    sheet.blit(label_font.render("pawns in greyscale", True, INK), (10, y))
    x = 10
    for who in PAWNS:
        for size in ("small", "large"):
            path = ART / f"pawn_{who}_{size}.svg"
            for longest in (48, 120):
                img = greyscale(load(path, fit(path, longest)))
                sheet.blit(img, (x, y + 20 + 120 - img.get_height()))
                x += img.get_width() + 6
        x += 20
    y += 160

    # Font sample at several sizes, regular and bold, on parchment and on a dark band.
    for font_path in (FONT_REGULAR, FONT_BOLD):
        for pt in (14, 20, 32):
            font = pygame.font.Font(str(font_path), pt)
            sheet.blit(font.render(SAMPLE, True, INK), (10, y))
            y += font.get_linesize()
    pygame.draw.rect(sheet, (50, 70, 50), (0, y, SHEET_W, 50))
    font = pygame.font.Font(str(FONT_BOLD), 28)
    sheet.blit(font.render(SAMPLE, True, (250, 240, 220)), (10, y + 6))
    y += 60

    pygame.image.save(sheet.subsurface((0, 0, SHEET_W, min(y, sheet.get_height()))), str(out))
    print(f"wrote {out} ({len(files) + 1} SVGs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
