"""Load a board map made in Tiled (``levels/*.tmx``) into plain, validated data.

The map is the one place where a designer changes the board, so it is checked here, at the
boundary, and turned into frozen dataclasses at once: the engine gets a `Board` (kinds and
small-cookie numbers, RULES R1.5) and the screen gets a `BoardLayout` (where every space,
the spinner's pivot, the panels and the decorations go). Nothing past this module sees a
pytmx object.

A bad map never ends in a traceback: every problem, from malformed XML to a space outside
its spinner sector (R1.6), raises `LevelError` with a message naming the file and the
object, so that the designer can fix it in Tiled.

The file comes in through the shell's door first (`game.shell.reading`): a regular file
(a pipe or a device is refused, not waited on), at most `MAX_MAP_BYTES`. Every number
the layout keeps (positions, sizes, rotations, polygon points) must be finite and within
`MAX_COORDINATE` of the map: ``rotation="inf"`` or ``width="nan"`` is refused here, with
the file and the object, instead of crashing the Play screen later.

Reading is done in two passes. A short ElementTree pass checks what pytmx reports badly or
not at all (XML errors with their line, property names and types that pytmx chokes on,
external tilesets and images that are missing, the shape of each object); pytmx then reads
the map (with an image loader that loads nothing: no display is needed) and this module
checks the board itself.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from types import MappingProxyType
from typing import Any
from xml.etree import ElementTree

from game.race.rules.board import Board, BoardError, Space, SpaceKind
from game.shell.reading import UnreadableFile, read_bytes

logger = logging.getLogger(__name__)

SPACES_LAYER = "spaces"
ANCHORS_LAYER = "anchors"
DECORATIONS_LAYER = "decorations"
SPACE_TYPE = "space"
PIVOT = "pivot"

#: Rectangles the screen layout needs; a map without one of them is refused.
REQUIRED_ANCHORS: tuple[str, ...] = (
    "cookie_stack",
    "cookie_display",
    "small_cookie_pool",
    "player_panel_1",
    "player_panel_2",
    "player_panel_3",
    "player_panel_4",
    "hand_area",
    "log_area",
    "banner",
)

#: Property types pytmx 3.32 reads reliably (class-typed properties make it crash).
ALLOWED_PROPERTY_TYPES = frozenset({"string", "int", "bool", "float"})

#: Object attributes in pytmx; a custom property with one of these names makes pytmx
#: refuse the map without saying which object is at fault, so it is checked first here.
RESERVED_PROPERTY_NAMES = frozenset(
    {
        "id", "name", "type", "class", "x", "y", "width", "height", "rotation", "gid",
        "visible", "closed", "template", "parent", "properties", "image", "points",
        "custom_types",
    }
)


MAX_MAP_BYTES = 8_000_000
"""The board map is about 60 kB; a file past this is refused unread."""
MAX_COORDINATE = 100_000.0
"""Largest position or size (in map pixels) a map may hold; the board is 1920 wide."""


class LevelError(ValueError):
    """A map that cannot be played; the message names the file and the object."""


# --------------------------------------------------------------------------- plain data


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in map pixels (no pygame here: the rules side loads maps)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def as_tuple(self) -> tuple[float, float, float, float]:
        """(x, y, width, height), e.g. for ``pygame.Rect(*rect.as_tuple())``."""
        return (self.x, self.y, self.width, self.height)

    def contains(self, other: Rect) -> bool:
        return (
            self.x <= other.x and self.y <= other.y
            and other.right <= self.right and other.bottom <= self.bottom
        )

    def overlaps(self, other: Rect) -> bool:
        return (
            self.x < other.right and other.x < self.right
            and self.y < other.bottom and other.y < self.bottom
        )


@dataclass(frozen=True, slots=True)
class SpacePlace:
    """Where space ``index`` is drawn: ``rect`` is unrotated, around the space's centre;
    ``rotation`` is in degrees clockwise, as in Tiled."""

    index: int
    rect: Rect
    rotation: float = 0.0
    image: Path | None = None

    @property
    def centre(self) -> tuple[float, float]:
        return self.rect.centre


@dataclass(frozen=True, slots=True)
class Decoration:
    """A garden ornament: ``motif`` says what to draw (rose, hedge, signpost...),
    ``shape`` is the Tiled shape (rectangle, ellipse, polygon, polyline, point, tile)."""

    name: str
    motif: str
    shape: str
    rect: Rect
    points: tuple[tuple[float, float], ...] = ()
    image: Path | None = None


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """Everything the screen needs to draw the board, in map pixels."""

    size: tuple[int, int]
    pivot: tuple[float, float]
    spaces: tuple[SpacePlace, ...]
    anchors: Mapping[str, Rect]
    decorations: tuple[Decoration, ...] = ()
    background: Path | None = None

    def anchor(self, name: str) -> Rect:
        return self.anchors[name]

    @property
    def ring_radius(self) -> float:
        """Mean distance of the space centres from the pivot (for drawing the ring)."""
        px, py = self.pivot
        distances = [math.dist((px, py), s.centre) for s in self.spaces]
        return sum(distances) / len(distances)

    def sector_centre_degrees(self, index: int) -> float:
        """The spinner angle (clockwise from 12 o'clock) at the centre of sector ``index``."""
        return 360.0 * index / len(self.spaces)


@dataclass(frozen=True, slots=True)
class Level:
    """A loaded map: the engine's board and the screen's layout of it."""

    path: Path
    board: Board
    layout: BoardLayout
    name: str = field(default="")


# --------------------------------------------------------------------------- XML pass


@dataclass(frozen=True, slots=True)
class _XmlFacts:
    """What the ElementTree pass learnt that pytmx does not keep."""

    shapes: Mapping[int, str]


def _describe(element: ElementTree.Element) -> str:
    """How an element is named in messages: ``object 'space_3' (id 4)``, ``tile 2``..."""
    tag = element.tag
    name, ident = element.get("name"), element.get("id")
    if tag == "object":
        return f"object {name!r} (id {ident})" if name else f"object id {ident}"
    if tag == "tile":
        return f"tile {ident}"
    if tag == "map":
        return "the map"
    return f"{tag} {name!r}" if name else tag


def _parse_xml(path: Path) -> ElementTree.Element:
    try:
        data = read_bytes(path, MAX_MAP_BYTES)
    except FileNotFoundError as exc:
        raise LevelError(f"{path}: cannot read the file: {exc.strerror or exc}") from exc
    except UnreadableFile as exc:
        raise LevelError(f"{path}: cannot read the file: it {exc.reason}") from exc
    try:
        return ElementTree.fromstring(data)
    except ElementTree.ParseError as exc:
        line, column = exc.position
        raise LevelError(f"{path}: malformed XML at line {line}, column {column}: {exc}") from exc
    except LookupError as exc:  # an encoding Python does not know ("TF-8")
        raise LevelError(f"{path}: cannot read the XML: {exc}") from exc
    except (ValueError, RecursionError) as exc:
        raise LevelError(f"{path}: cannot read the XML: {type(exc).__name__}") from exc


def _check_properties(root: ElementTree.Element, path: Path) -> None:
    """Property types pytmx can read, and no names clashing with object attributes."""
    for owner in root.iter():
        for props in owner.findall("properties"):
            for prop in props.findall("property"):
                name = prop.get("name", "")
                kind = prop.get("type", "string")
                where = f"{path}: {_describe(owner)}: property {name!r}"
                if kind not in ALLOWED_PROPERTY_TYPES:
                    raise LevelError(
                        f"{where} has type {kind!r}; use string, int, bool or float "
                        "(pytmx cannot read other property types)"
                    )
                if owner.tag == "object" and name in RESERVED_PROPERTY_NAMES:
                    raise LevelError(
                        f"{where} clashes with the object attribute of that name; rename it"
                    )


def _sources(elements: list[ElementTree.Element], path: Path) -> Iterator[tuple[str, Path]]:
    """(source, file) for each element that names a file: the file relative to the folder
    of `path`, the map or tileset that names it. Elements without a source are passed."""
    for element in elements:
        source = element.get("source")
        if source:
            yield source, path.parent / source


def _check_images(root: ElementTree.Element, path: Path, owner: str) -> None:
    """Every image a map or tileset refers to must exist (relative to that file)."""
    for parent in root.iter():
        for source, target in _sources(parent.findall("image"), path):
            if not target.is_file():
                raise LevelError(
                    f"{path}: {owner}{_describe(parent)} refers to image {source!r}, "
                    "which does not exist"
                )


def _check_tilesets(root: ElementTree.Element, path: Path) -> None:
    _check_images(root, path, "")
    for source, tsx in _sources(root.findall("tileset"), path):
        if not tsx.is_file():
            raise LevelError(f"{path}: tileset file {source!r} does not exist")
        try:
            tsx_root = _parse_xml(tsx)
            _check_properties(tsx_root, tsx)
            _check_images(tsx_root, tsx, f"tileset {tsx_root.get('name')!r}, ")
        except LevelError as exc:
            raise LevelError(f"{path}: in tileset file {source!r}: {exc}") from exc


def _object_shape(element: ElementTree.Element) -> str:
    for shape in ("point", "ellipse", "polygon", "polyline", "text"):
        if element.find(shape) is not None:
            return shape
    return "tile" if element.get("gid") else "rectangle"


def _read_xml_facts(path: Path) -> _XmlFacts:
    root = _parse_xml(path)
    if root.tag != "map":
        raise LevelError(f"{path}: not a Tiled map (root element <{root.tag}>)")
    if root.get("orientation", "orthogonal") != "orthogonal":
        raise LevelError(f"{path}: the map must be orthogonal, not {root.get('orientation')}")
    _check_properties(root, path)
    _check_tilesets(root, path)
    shapes = {
        int(obj.get("id", "0")): _object_shape(obj) for obj in root.iter("object")
        if obj.get("id", "").isdigit()
    }
    return _XmlFacts(shapes=MappingProxyType(shapes))


# --------------------------------------------------------------------------- pytmx pass


def _load_no_image(filename: str, colorkey: object, **kwargs: object) -> Callable[..., None]:
    """pytmx image loader that loads nothing: the loader runs without a display."""

    def load(rect: object = None, flags: object = None) -> None:
        return None

    return load


def _read_tmx(path: Path) -> Any:
    """Read the map with pytmx; any exception it raises becomes a `LevelError`.

    pytmx is imported here, not at the top, because pytmx 3.32 imports pygame when it is
    itself imported (for type hints only); the prompt pygame prints is silenced so that
    ``sim --json`` output stays clean.
    """
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pytmx  # imported late on purpose: see the docstring

        return pytmx.TiledMap(str(path), image_loader=_load_no_image)
    except Exception as exc:  # pytmx raises bare Exception, ValueError, KeyError...
        raise LevelError(f"{path}: pytmx cannot read the map: {type(exc).__name__}: {exc}") from exc


def _layer(tmx: Any, name: str, path: Path, required: bool = True) -> list[Any]:
    layer = tmx.layernames.get(name)
    if layer is None:
        if required:
            raise LevelError(f"{path}: the map has no object layer {name!r}")
        return []
    if not isinstance(layer, list):
        raise LevelError(f"{path}: layer {name!r} must be an object layer")
    return list(layer)


def _name_of(obj: Any) -> str:
    return f"object {obj.name!r} (id {obj.id})" if obj.name else f"object id {obj.id}"


def _prop(obj: Any, name: str, kind: type, path: Path, layer: str) -> Any:
    """A custom property of the right Python type (bool is not accepted as int)."""
    where = f"{path}: {layer} {_name_of(obj)}"
    if name not in obj.properties:
        raise LevelError(f"{where} has no property {name!r}")
    value = obj.properties[name]
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise LevelError(
            f"{where}: property {name!r} must be of type {kind.__name__}, "
            f"not {type(value).__name__} ({value!r})"
        )
    return value


def _image_of(tmx: Any, obj: Any, path: Path) -> Path | None:
    if not obj.gid:
        return None
    source = (tmx.get_tile_properties_by_gid(obj.gid) or {}).get("source")
    return Path(os.path.normpath(path.parent / source)) if source else None


def _check_numbers(obj: Any, path: Path, layer: str) -> None:
    """Every number of `obj` the layout keeps is finite and of a sensible size."""
    where = f"{path}: {layer} {_name_of(obj)}"
    values = [(name, getattr(obj, name, 0)) for name in ("x", "y", "width", "height",
                                                          "rotation")]
    values += [(f"point {i}", v) for i, point in enumerate(getattr(obj, "points", ()) or ())
               for v in point]
    for name, value in values:
        try:
            number = float(value or 0)
        except (TypeError, ValueError):
            raise LevelError(f"{where}: {name} is {value!r}, not a number") from None
        if not math.isfinite(number):
            raise LevelError(f"{where}: {name} is {value!r}; it must be a finite number")
        if abs(number) > MAX_COORDINATE:
            raise LevelError(f"{where}: {name} is {number:g}, far outside the map "
                             f"(at most {MAX_COORDINATE:g})")


def _object_rect(obj: Any) -> tuple[Rect, float]:
    """The unrotated rectangle round an object's centre, and its rotation.

    Tiled rotates an object about its origin: the top-left corner, or the bottom-left for
    tile objects (pytmx has already moved those up by their height).
    """
    width, height, rotation = float(obj.width), float(obj.height), float(obj.rotation or 0)
    origin_x = float(obj.x)
    origin_y = float(obj.y) + (height if obj.gid else 0.0)
    local_x, local_y = width / 2, (-height / 2 if obj.gid else height / 2)
    turn = math.radians(rotation)
    cx = origin_x + local_x * math.cos(turn) - local_y * math.sin(turn)
    cy = origin_y + local_x * math.sin(turn) + local_y * math.cos(turn)
    return Rect(cx - width / 2, cy - height / 2, width, height), rotation


# --------------------------------------------------------------------------- the spaces


@dataclass(frozen=True, slots=True)
class _SpaceObject:
    index: int
    kind: SpaceKind
    cookies: int
    place: SpacePlace
    label: str


def _read_space(tmx: Any, obj: Any, path: Path) -> _SpaceObject:
    where = f"{path}: space {_name_of(obj)}"
    if obj.type != SPACE_TYPE:
        raise LevelError(f"{where} has type {obj.type!r}; objects in layer 'spaces' "
                         f"must have type {SPACE_TYPE!r}")
    _check_numbers(obj, path, "space")
    index = _prop(obj, "index", int, path, "space")
    kind_name = _prop(obj, "kind", str, path, "space")
    cookies = _prop(obj, "cookies", int, path, "space")
    try:
        kind = SpaceKind(kind_name)
    except ValueError:
        known = ", ".join(k.value for k in SpaceKind)
        raise LevelError(f"{where}: unknown kind {kind_name!r} (known: {known})") from None
    shown = (tmx.get_tile_properties_by_gid(obj.gid) or {}).get("kind") if obj.gid else None
    if shown is not None and shown != kind_name:
        raise LevelError(f"{where} has kind {kind_name!r} but shows the picture of {shown!r}")
    if not 1 <= cookies <= 3:
        raise LevelError(f"{where}: small-cookie number {cookies} is not 1-3 (R1.5)")
    rect, rotation = _object_rect(obj)
    place = SpacePlace(index, rect, rotation, _image_of(tmx, obj, path))
    return _SpaceObject(index, kind, cookies, place, _name_of(obj))


def _check_indices(spaces: list[_SpaceObject], path: Path) -> None:
    """Indices 0..N-1, each once (R1.5)."""
    seen: dict[int, _SpaceObject] = {}
    for space in spaces:
        if space.index in seen:
            raise LevelError(
                f"{path}: {space.label} and {seen[space.index].label} "
                f"both have index {space.index}"
            )
        seen[space.index] = space
    expected = set(range(len(spaces)))
    if set(seen) != expected:
        missing = sorted(expected - set(seen))
        stray = sorted(set(seen) - expected)
        raise LevelError(
            f"{path}: space indices must run 0..{len(spaces) - 1} without gaps (R1.5): "
            f"missing {missing}, out of range {stray} "
            f"({', '.join(seen[i].label for i in stray)})"
        )


def _check_tea_party(spaces: list[_SpaceObject], path: Path) -> None:
    """The Tea Party is space 0 and only space 0 (R1.5)."""
    for space in spaces:
        is_tea = space.kind is SpaceKind.TEA_PARTY
        if space.index == 0 and not is_tea:
            raise LevelError(f"{path}: space 0 ({space.label}) is {space.kind.value}; "
                             "R1.5 puts the Tea Party on space 0")
        if space.index != 0 and is_tea:
            raise LevelError(f"{path}: {space.label} (space {space.index}) is a Tea Party; "
                             "only space 0 may be (R1.5)")


def _clockwise_degrees(pivot: tuple[float, float], point: tuple[float, float]) -> float:
    """Angle of ``point`` seen from ``pivot``, clockwise from 12 o'clock, in [0, 360)."""
    dx, dy = point[0] - pivot[0], point[1] - pivot[1]
    return math.degrees(math.atan2(dx, -dy)) % 360.0


def _check_sectors(spaces: list[_SpaceObject], pivot: tuple[float, float], path: Path) -> None:
    """Spaces go clockwise round the pivot, each inside its spinner sector (R1.6)."""
    n = len(spaces)
    half = 180.0 / n
    angles = []
    for space in spaces:
        if math.dist(pivot, space.place.centre) < 1.0:
            raise LevelError(f"{path}: {space.label} sits on the pivot")
        # measured from the start of sector 0, so the ring reads 0..360 in index order
        angles.append((_clockwise_degrees(pivot, space.place.centre) + half) % 360.0)
    for before, after in pairwise(spaces):
        if angles[after.index] <= angles[before.index]:
            raise LevelError(
                f"{path}: spaces are not in clockwise order round the pivot (R1.5): "
                f"space {after.index} ({after.label}) does not come after space "
                f"{before.index} going clockwise from space 0"
            )
    for space in spaces:
        start = 360.0 * space.index / n - half
        offset = angles[space.index] - half - 360.0 * space.index / n
        if not -half < offset < half:
            angle = (angles[space.index] - half) % 360.0
            raise LevelError(
                f"{path}: space {space.index} ({space.label}) is at {angle:.1f} degrees, "
                f"outside its spinner sector {start % 360.0:.1f}-{(start + 2 * half) % 360:.1f} "
                "(R1.6)"
            )


def _read_board(tmx: Any, pivot: tuple[float, float], path: Path) -> tuple[Board, list[Any]]:
    spaces = [_read_space(tmx, obj, path) for obj in _layer(tmx, SPACES_LAYER, path)]
    if not spaces:
        raise LevelError(f"{path}: layer 'spaces' has no spaces")
    _check_indices(spaces, path)
    spaces.sort(key=lambda s: s.index)
    _check_tea_party(spaces, path)
    _check_sectors(spaces, pivot, path)
    try:
        board = Board(tuple(Space(s.index, s.kind, s.cookies) for s in spaces))
    except BoardError as exc:
        raise LevelError(f"{path}: {exc}") from exc
    return board, [s.place for s in spaces]


# --------------------------------------------------------------------------- anchors


def _anchor_objects(tmx: Any, path: Path) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for obj in _layer(tmx, ANCHORS_LAYER, path):
        if not obj.name:
            raise LevelError(f"{path}: anchor {_name_of(obj)} has no name")
        if obj.name in found:
            raise LevelError(f"{path}: two anchors are named {obj.name!r} "
                             f"(ids {found[obj.name].id} and {obj.id})")
        _check_numbers(obj, path, "anchor")
        found[obj.name] = obj
    return found


def _read_pivot(objects: Mapping[str, Any], facts: _XmlFacts, path: Path) -> tuple[float, float]:
    obj = objects.get(PIVOT)
    if obj is None:
        raise LevelError(f"{path}: layer 'anchors' has no point object named 'pivot' "
                         "(the spinner's pivot, R1.6)")
    if facts.shapes.get(obj.id) != "point":
        raise LevelError(f"{path}: anchor {_name_of(obj)} must be a point, "
                         f"not a {facts.shapes.get(obj.id, 'shape')}")
    return (float(obj.x), float(obj.y))


def _read_anchor_rects(
    objects: Mapping[str, Any], facts: _XmlFacts, path: Path
) -> dict[str, Rect]:
    missing = [name for name in REQUIRED_ANCHORS if name not in objects]
    if missing:
        raise LevelError(f"{path}: layer 'anchors' lacks the anchor(s) {', '.join(missing)}")
    rects: dict[str, Rect] = {}
    for name, obj in objects.items():
        if name == PIVOT:
            continue
        if facts.shapes.get(obj.id) != "rectangle" or obj.width <= 0 or obj.height <= 0:
            raise LevelError(f"{path}: anchor {_name_of(obj)} must be a rectangle "
                             "with a width and a height")
        rects[name] = _object_rect(obj)[0]
    return rects


# --------------------------------------------------------------------------- decorations


def _read_decorations(tmx: Any, facts: _XmlFacts, path: Path) -> tuple[Decoration, ...]:
    decorations = []
    for obj in _layer(tmx, DECORATIONS_LAYER, path, required=False):
        _check_numbers(obj, path, "decoration")
        motif = obj.properties.get("motif", obj.type or obj.name or "")
        if not isinstance(motif, str):
            raise LevelError(f"{path}: decoration {_name_of(obj)}: property 'motif' "
                             f"must be of type str, not {type(motif).__name__}")
        points = tuple((float(x), float(y)) for x, y in getattr(obj, "points", ()))
        decorations.append(
            Decoration(
                name=obj.name or f"decoration_{obj.id}",
                motif=motif,
                shape=facts.shapes.get(obj.id, "rectangle"),
                rect=_object_rect(obj)[0],
                points=points,
                image=_image_of(tmx, obj, path),
            )
        )
    return tuple(decorations)


def _background(tmx: Any, path: Path) -> Path | None:
    for layer in tmx.layers:
        source = getattr(layer, "source", None)
        if type(layer).__name__ == "TiledImageLayer" and source:
            return Path(os.path.normpath(path.parent / source))
    return None


# --------------------------------------------------------------------------- the loader


def _check_inside(
    size: tuple[int, int], named_rects: Iterable[tuple[str, Rect]], path: Path
) -> None:
    canvas = Rect(0, 0, *size)
    for label, rect in named_rects:
        if not canvas.contains(rect):
            raise LevelError(f"{path}: {label} lies (partly) outside the "
                             f"{size[0]}x{size[1]} map")


def _map_size(tmx: Any, path: Path) -> tuple[int, int]:
    try:
        width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
        ok = all(math.isfinite(v) for v in (width, height))
    except (TypeError, ValueError):
        ok = False
    if not ok or not (0 < width <= MAX_COORDINATE and 0 < height <= MAX_COORDINATE):
        raise LevelError(f"{path}: the map's size must be positive and at most "
                         f"{MAX_COORDINATE:g} pixels each way")
    return (int(width), int(height))


def load_level(path: str | os.PathLike[str]) -> Level:
    """Read, check and convert one map; raises `LevelError` for anything wrong with it."""
    path = Path(path)
    facts = _read_xml_facts(path)
    tmx = _read_tmx(path)
    size = _map_size(tmx, path)
    anchor_objects = _anchor_objects(tmx, path)
    pivot = _read_pivot(anchor_objects, facts, path)
    board, places = _read_board(tmx, pivot, path)
    anchors = _read_anchor_rects(anchor_objects, facts, path)
    _check_inside(size, [(f"space {p.index}", p.rect) for p in places], path)
    _check_inside(size, [(f"anchor {name!r}", rect) for name, rect in anchors.items()], path)
    layout = BoardLayout(
        size=size,
        pivot=pivot,
        spaces=tuple(places),
        anchors=MappingProxyType(anchors),
        decorations=_read_decorations(tmx, facts, path),
        background=_background(tmx, path),
    )
    logger.info("loaded level %s: %d spaces (%s)", path, board.size, board.to_spec())
    return Level(path=path, board=board, layout=layout, name=path.stem)
