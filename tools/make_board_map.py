"""Write the board's Tiled map (``levels/board.tmx``, its tileset inside) from a board spec.

Why a script: the ring's geometry follows from a few numbers (pivot, radius, space size,
number of spaces), and placing 16-20 objects by hand so that each sits exactly in its
spinner sector (RULES R1.6) is tedious and error-prone. The script gives a designer a
correct starting point; the committed ``.tmx`` stays the source of truth and may be
edited in Tiled afterwards (the loader re-checks everything).

Usage (from the repository root)::

    python tools/make_board_map.py --spec "T2 P1 S3 ..." --out levels/board.tmx

The output imitates Tiled 1.8's own TMX writer so that a save from Tiled gives a small diff.
"""

from __future__ import annotations

import argparse
import logging
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.race.rules.board import Board, SpaceKind  # noqa: E402

logger = logging.getLogger("make_board_map")

#: The board chosen by simulation (docs/board-design.md, candidate I16).
DEFAULT_SPEC = "T2 P1 S3 P2 C1 P3 G2 H1 P3 S2 P1 C3 P2 G1 H3 P2"

TILED_VERSION = "1.8.2"
TMX_VERSION = "1.8"
#: Tile ids in the space tileset (embedded in the map), one image per kind, in this order.
TILE_ORDER: tuple[SpaceKind, ...] = (
    SpaceKind.TEA_PARTY,
    SpaceKind.SMALL_COOKIES,
    SpaceKind.CATERPILLAR,
    SpaceKind.CHESHIRE_CAT,
    SpaceKind.RABBIT_HOLE,
    SpaceKind.PLAIN,
)
IMAGE_SIZE = 100  # the size of the space SVGs (viewBox 0 0 100 100); Tiled reads the real size


@dataclass(frozen=True, slots=True)
class LayoutParams:
    """Where things go on the 1920x1080 screen (see docs/board-design.md for the plan)."""

    tile: int = 40
    columns: int = 48
    rows: int = 27
    pivot: tuple[float, float] = (960.0, 540.0)
    radius: float = 400.0
    space_size: float = 100.0

    @property
    def width(self) -> int:
        return self.tile * self.columns

    @property
    def height(self) -> int:
        return self.tile * self.rows


#: Anchor rectangles (x, y, width, height). The ring sits on the paved band of
#: board_background.svg (centred on the screen, radius 340-460); the left column holds the
#: cookies and the log, the right column the four player panels and, at the bottom, the
#: hand; the banner runs along the top edge above the Tea Party.
ANCHORS: tuple[tuple[str, tuple[int, int, int, int]], ...] = (
    ("cookie_stack", (40, 40, 200, 230)),
    ("cookie_display", (260, 40, 200, 230)),
    ("small_cookie_pool", (40, 296, 420, 170)),
    ("log_area", (40, 492, 420, 548)),
    ("player_panel_1", (1440, 40, 440, 150)),
    ("player_panel_2", (1440, 206, 440, 150)),
    ("player_panel_3", (1440, 372, 440, 150)),
    ("player_panel_4", (1440, 538, 440, 150)),
    ("hand_area", (1440, 712, 440, 328)),
    ("banner", (600, 8, 720, 56)),
)

#: Decorations: (name, motif, shape, x, y, width, height). Shapes only: the art team
#: draws the motifs; the map says where they go (in the free corners round the ring).
DECORATIONS: tuple[tuple[str, str, str, int, int, int, int], ...] = (
    ("signpost", "signpost", "rectangle", 530, 96, 56, 96),
    ("rose_top_right", "rose", "ellipse", 1320, 104, 72, 72),
    ("rose_bottom_left", "rose", "ellipse", 526, 904, 72, 72),
    ("rose_bottom_right", "rose", "ellipse", 1320, 904, 72, 72),
    ("hedge_bottom_left", "hedge", "rectangle", 640, 1004, 240, 48),
    ("hedge_bottom_right", "hedge", "rectangle", 1040, 1004, 240, 48),
)


def space_centre(index: int, count: int, params: LayoutParams) -> tuple[float, float]:
    """Centre of space ``index``: on the ring, at the centre of its sector (R1.6).

    Angles run clockwise from 12 o'clock; the screen's y axis points down.
    """
    angle = 2 * math.pi * index / count
    px, py = params.pivot
    return px + params.radius * math.sin(angle), py - params.radius * math.cos(angle)


def _num(value: float) -> str:
    """Numbers the way Tiled writes them: integers without a decimal point."""
    rounded = round(value, 2)
    return str(int(rounded)) if rounded == int(rounded) else f"{rounded:g}"


def _properties(props: Iterable[tuple[str, str, object]], indent: str) -> list[str]:
    lines = [f"{indent}<properties>"]
    for name, kind, value in props:
        type_attr = "" if kind == "string" else f" type={quoteattr(kind)}"
        lines.append(
            f"{indent} <property name={quoteattr(name)}{type_attr} value={quoteattr(str(value))}/>"
        )
    lines.append(f"{indent}</properties>")
    return lines


def _tileset_lines() -> list[str]:
    """The image-collection tileset, embedded in the map as Tiled writes it: one tile per
    space kind, tagged with its ``kind`` (images relative to the map, in ``levels/``)."""
    lines = [
        f' <tileset firstgid="1" name="spaces" tilewidth="{IMAGE_SIZE}" '
        f'tileheight="{IMAGE_SIZE}" tilecount="{len(TILE_ORDER)}" columns="0">',
        '  <grid orientation="orthogonal" width="1" height="1"/>',
    ]
    for tile_id, kind in enumerate(TILE_ORDER):
        lines.append(f'  <tile id="{tile_id}">')
        lines += _properties([("kind", "string", kind.value)], "   ")
        lines.append(
            f'   <image width="{IMAGE_SIZE}" height="{IMAGE_SIZE}" '
            f'source="../assets/race/art/space_{kind.value}.svg"/>'
        )
        lines.append("  </tile>")
    lines.append(" </tileset>")
    return lines


def _space_objects(board: Board, params: LayoutParams, first_id: int, tiles: bool) -> list[str]:
    """Tile objects (so Tiled shows the kind's picture; Tiled anchors them bottom-left),
    or plain rectangles when ``tiles`` is false (small test maps without images)."""
    lines = []
    half = params.space_size / 2
    for space in board.spaces:
        cx, cy = space_centre(space.index, board.size, params)
        gid = f'gid="{1 + TILE_ORDER.index(space.kind)}" ' if tiles else ""
        y = cy + half if tiles else cy - half
        lines.append(
            f'  <object id="{first_id + space.index}" name="space_{space.index}" type="space" '
            f'{gid}x="{_num(cx - half)}" y="{_num(y)}" '
            f'width="{_num(params.space_size)}" height="{_num(params.space_size)}">'
        )
        lines += _properties(
            [
                ("cookies", "int", space.small_cookies),
                ("index", "int", space.index),
                ("kind", "string", space.kind.value),
            ],
            "   ",
        )
        lines.append("  </object>")
    return lines


def _anchor_objects(params: LayoutParams, first_id: int) -> list[str]:
    px, py = params.pivot
    lines = [f'  <object id="{first_id}" name="pivot" type="anchor" x="{_num(px)}" '
             f'y="{_num(py)}">', "   <point/>", "  </object>"]
    for offset, (name, (x, y, w, h)) in enumerate(ANCHORS, start=1):
        lines.append(
            f'  <object id="{first_id + offset}" name="{name}" type="anchor" '
            f'x="{x}" y="{y}" width="{w}" height="{h}"/>'
        )
    return lines


def _decoration_objects(first_id: int) -> list[str]:
    lines = []
    for offset, (name, motif, shape, x, y, w, h) in enumerate(DECORATIONS):
        lines.append(
            f'  <object id="{first_id + offset}" name="{name}" type="decoration" '
            f'x="{x}" y="{y}" width="{w}" height="{h}">'
        )
        lines += _properties([("motif", "string", motif)], "   ")
        if shape == "ellipse":
            lines.append("   <ellipse/>")
        lines.append("  </object>")
    return lines


def _image_lines(params: LayoutParams) -> list[str]:
    return [
        *_tileset_lines(),
        ' <imagelayer id="1" name="background">',
        f'  <image source="../assets/race/art/board_background.svg" width="{params.width}" '
        f'height="{params.height}"/>',
        " </imagelayer>",
    ]


def map_xml(board: Board, params: LayoutParams, *, images: bool = True) -> str:
    """The whole map: a background image layer and the three object layers.

    Without ``images`` the map has no tileset and no background (spaces are rectangles):
    the small maps of the loader's tests are made that way.
    """
    first_space, first_anchor = 1, 1 + board.size
    first_decoration = first_anchor + 1 + len(ANCHORS)
    next_id = first_decoration + len(DECORATIONS)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="{TMX_VERSION}" tiledversion="{TILED_VERSION}" orientation="orthogonal" '
        f'renderorder="right-down" width="{params.columns}" height="{params.rows}" '
        f'tilewidth="{params.tile}" tileheight="{params.tile}" infinite="0" '
        f'nextlayerid="5" nextobjectid="{next_id}">',
        *(_image_lines(params) if images else []),
        ' <objectgroup id="2" name="decorations">',
        *_decoration_objects(first_decoration),
        " </objectgroup>",
        ' <objectgroup id="3" name="spaces">',
        *_space_objects(board, params, first_space, images),
        " </objectgroup>",
        ' <objectgroup id="4" name="anchors">',
        *_anchor_objects(params, first_anchor),
        " </objectgroup>",
        "</map>",
    ]
    return "\n".join(lines) + "\n"


def write_map(board: Board, out: Path, params: LayoutParams, *, images: bool = True) -> None:
    """Write ``out`` (with ``images``, the tileset of the spaces' pictures is inside it)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(map_xml(board, params, images=images), encoding="utf-8")
    logger.info("wrote %s (%d spaces)", out, board.size)


def _pair(text: str) -> tuple[float, float]:
    x, y = text.split(",")
    return float(x), float(y)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    defaults = LayoutParams()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", default=DEFAULT_SPEC, help="board spec, e.g. 'T2 P1 S3 ...'")
    parser.add_argument("--out", type=Path, default=ROOT / "levels" / "board.tmx")
    parser.add_argument("--pivot", type=_pair, default=defaults.pivot, help="x,y")
    parser.add_argument("--radius", type=float, default=defaults.radius)
    parser.add_argument("--space-size", type=float, default=defaults.space_size)
    parser.add_argument(
        "--no-images", action="store_true",
        help="no tileset and no background: rectangles only (for test maps)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    args = parse_args(argv)
    board = Board.from_spec(args.spec)
    params = LayoutParams(pivot=args.pivot, radius=args.radius, space_size=args.space_size)
    write_map(board, args.out, params, images=not args.no_images)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
