"""Every way a map can be wrong ends in a `LevelError` naming the file and the object.

Each test breaks the small good map (``maps/small.tmx``) in one place; see conftest.py.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.race.levels import LevelError, load_level
from tests.race.levels.conftest import SMALL_MAP, Variant, real_tileset


def prop(name: str, value: object, kind: str | None = "int") -> str:
    """A property line as Tiled writes it in the fixture."""
    type_attr = f' type="{kind}"' if kind else ""
    return f'<property name="{name}"{type_attr} value="{value}"/>'


def index_line(i: int) -> str:
    return prop("index", i)


def refused(path: Path, *fragments: str) -> str:
    """Load ``path``, expect a LevelError naming the file and every fragment."""
    with pytest.raises(LevelError) as caught:
        load_level(path)
    message = str(caught.value)
    assert path.name in message
    for fragment in fragments:
        assert fragment in message, message
    return message


# --------------------------------------------------------------------------- one edit each


SPACE_2 = 'name="space_2" type="space" x="1100" y="405"'
BANNER = 'name="banner" type="anchor" x="1224" y="760"'
HEADER = 'nextobjectid="26">'
BACKGROUND = (' <imagelayer id="9" name="background">\n'
              '  <image source="art/nowhere.svg" width="1920" height="1080"/>\n </imagelayer>\n')

ONE_EDIT = [
    # the file
    pytest.param(("<point/>", "<point>"), ("malformed XML", "line"),
                 id="malformed_xml_is_refused_with_its_line"),
    # R1.5 indices
    pytest.param((index_line(3), index_line(2)), ("'space_3'", "'space_2'", "both have index 2"),
                 id="r1_5_duplicate_space_index"),
    pytest.param((index_line(3), index_line(12)),
                 ("missing [3]", "out of range [12]", "'space_3'"),
                 id="r1_5_non_contiguous_space_indices"),
    pytest.param((index_line(3), index_line(-3)), ("out of range [-3]",),
                 id="r1_5_negative_space_index"),
    # R1.5 kinds
    pytest.param((prop("kind", "caterpillar", None), prop("kind", "mushroom", None)),
                 ("'space_3'", "unknown kind 'mushroom'"), id="r1_5_unknown_kind"),
    pytest.param((prop("kind", "tea_party", None), prop("kind", "plain", None)),
                 ("space 0", "'space_0'", "Tea Party"), id="r1_5_tea_party_must_be_space_0"),
    pytest.param((prop("kind", "caterpillar", None), prop("kind", "tea_party", None)),
                 ("'space_3'", "only space 0"), id="r1_5_only_space_0_is_a_tea_party"),
    # R1.6 geometry. Space 2 sits at 3 o'clock (sector 67.5-112.5 degrees); moved 200 px
    # down it is at about 118 degrees: still before space 3 (135), but in the spinner's
    # sector 3.
    pytest.param((SPACE_2, SPACE_2.replace('y="405"', 'y="605"')),
                 ("space 2", "'space_2'", "outside its spinner sector", "R1.6"),
                 id="r1_6_space_outside_its_sector"),
    pytest.param((SPACE_2, SPACE_2.replace('x="1100"', 'x="730"')), ("'space_2'", "pivot"),
                 id="r1_6_space_on_the_pivot"),
    pytest.param(('name="pivot"', 'name="centre"'), ("'pivot'",), id="r1_6_missing_pivot"),
    pytest.param(('x="780" y="455">\n   <point/>\n  </object>',
                  'x="780" y="455" width="10" height="10"/>'), ("'pivot'", "must be a point"),
                 id="r1_6_pivot_must_be_a_point"),
    # anchors
    pytest.param(('name="log_area"', 'name="banner"'), ("two anchors are named 'banner'",),
                 id="duplicate_anchor"),
    pytest.param((BANNER + ' width="672" height="120"', BANNER), ("'banner'", "rectangle"),
                 id="anchor_without_size"),
    pytest.param((BANNER, BANNER.replace('x="1224"', 'x="1824"')), ("'banner'", "outside"),
                 id="anchor_outside_the_map"),
    pytest.param(('name="anchors"', 'name="marks"'), ("no object layer 'anchors'",),
                 id="missing_layer"),
    # properties
    pytest.param((index_line(3), ""), ("'space_3'", "no property 'index'"),
                 id="missing_property"),
    pytest.param((index_line(3), prop("index", "three")), ("pytmx cannot read",),
                 id="unreadable_int_property"),
    pytest.param((index_line(3), index_line(3) + '\n    <property name="look" type="class" '
                  'propertytype="Look"><properties/></property>'),
                 ("'space_3'", "'look'", "type 'class'"), id="class_typed_property"),
    pytest.param(('name="space_2" type="space"', 'name="space_2" type="rose"'),
                 ("'space_2'", "type 'rose'"), id="space_object_of_another_type"),
    # images
    pytest.param((' <objectgroup id="2"', BACKGROUND + ' <objectgroup id="2"'),
                 ("imagelayer 'background'", "'art/nowhere.svg'", "does not exist"),
                 id="missing_background_image"),
    pytest.param((HEADER, HEADER + '\n <tileset firstgid="1" source="tilesets/nowhere.tsx"/>'),
                 ("tileset file 'tilesets/nowhere.tsx' does not exist",),
                 id="missing_tileset_file"),
]
"""The small map with one edit (old, new) and what its refusal must name."""


@pytest.mark.parametrize(("edit", "fragments"), ONE_EDIT)
def test_a_map_with_one_wrong_place_is_refused(variant: Variant, edit: tuple[str, str],
                                               fragments: tuple[str, ...]) -> None:
    refused(variant(edit), *fragments)


# --------------------------------------------------------------------------- the file


def test_the_small_fixture_itself_loads() -> None:
    level = load_level(SMALL_MAP)
    assert level.board.to_spec() == "T1 P2 S3 C1 G2 H3 P1 P2"


def test_missing_file_is_refused(tmp_path: Path) -> None:
    refused(tmp_path / "nowhere.tmx", "cannot read")


def test_a_file_that_is_not_a_map_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "tileset.tmx"
    path.write_text('<?xml version="1.0"?><tileset name="x"/>', encoding="utf-8")
    refused(path, "not a Tiled map")


# --------------------------------------------------------------------------- R1.5 indices


def test_r1_5_missing_space_index_is_refused(variant: Variant, small_map_text: str) -> None:
    start = small_map_text.index('  <object id="4" name="space_3"')
    end = small_map_text.index("</object>", start) + len("</object>\n")
    path = variant((small_map_text[start:end], ""))
    refused(path, "without gaps", "missing [3]")


# --------------------------------------------------------------------------- R1.5 kinds


@pytest.mark.parametrize("number", [0, 4, -1])
def test_r1_5_small_cookie_number_outside_1_to_3_is_refused(
    variant: Variant, small_map_text: str, number: int
) -> None:
    start = small_map_text.index('name="space_2"')
    old = small_map_text[start:].split(prop("cookies", 3), 1)[0] + prop("cookies", 3)
    path = variant((old, old.replace(prop("cookies", 3), prop("cookies", number))))
    refused(path, "'space_2'", f"small-cookie number {number}")


# --------------------------------------------------------------------------- R1.6 geometry


@pytest.mark.parametrize(("a", "b"), [(2, 3), (1, 7)])
def test_r1_6_spaces_not_in_clockwise_order_are_refused(variant: Variant, a: int, b: int) -> None:
    path = variant(
        (index_line(a), "SWAP"), (index_line(b), index_line(a)), ("SWAP", index_line(b))
    )
    refused(path, "not in clockwise order")


# --------------------------------------------------------------------------- anchors


@pytest.mark.parametrize("anchor", ["banner", "hand_area", "player_panel_4", "cookie_stack"])
def test_missing_anchor_is_refused(variant: Variant, anchor: str) -> None:
    path = variant((f'name="{anchor}"', f'name="{anchor}_old"'))
    refused(path, anchor, "lacks the anchor")


# --------------------------------------------------------------------------- properties


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (index_line(3), prop("index", 3, None), "'index' must be of type int, not str"),
        (index_line(3), prop("index", 3, "float"), "'index' must be of type int, not float"),
        (index_line(3), prop("index", "true", "bool"), "'index' must be of type int, not bool"),
        (prop("kind", "caterpillar", None), prop("kind", 2), "'kind' must be of type str"),
    ],
)
def test_wrong_property_type_is_refused(
    variant: Variant, old: str, new: str, expected: str
) -> None:
    refused(variant((old, new)), expected)


@pytest.mark.parametrize("name", ["name", "x", "width", "type"])
def test_property_named_like_an_object_attribute_is_refused(variant: Variant, name: str) -> None:
    path = variant((index_line(3), index_line(3) + f'\n    <property name="{name}" value="a"/>'))
    refused(path, "'space_3'", f"property {name!r}", "clashes")


# --------------------------------------------------------------------------- images


def test_missing_image_referenced_by_a_tileset_is_refused(
    variant: Variant, tmp_path: Path
) -> None:
    (tmp_path / "flowers.tsx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<tileset version="1.8" name="flowers" tilewidth="64" tileheight="64" tilecount="1" '
        'columns="0">\n <tile id="0">\n  <image width="64" height="64" '
        'source="flowers/tulip.svg"/>\n </tile>\n</tileset>\n',
        encoding="utf-8",
    )
    path = variant((HEADER, HEADER + '\n <tileset firstgid="1" source="flowers.tsx"/>'))
    message = refused(path, "tileset 'flowers'", "tile 0", "'flowers/tulip.svg'")
    assert "flowers.tsx" in message


def test_space_whose_picture_disagrees_with_its_kind_is_refused(variant: Variant) -> None:
    # tile 3 of the board's own tileset is the Cheshire Cat; space 3 says caterpillar.
    path = variant(
        (HEADER, f"{HEADER}\n{real_tileset().rstrip()}"),
        ('name="space_3" type="space" x="991.63" y="666.63"',
         'name="space_3" type="space" gid="4" x="991.63" y="766.63"'),
    )
    refused(path, "'space_3'", "kind 'caterpillar'", "picture of 'cheshire_cat'")


# --------------------------------------------------------------------------- never a traceback


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_map_never_raises_anything_but_level_error(data: st.DataObject) -> None:
    lines = SMALL_MAP.read_text(encoding="utf-8").splitlines(keepends=True)
    start = data.draw(st.integers(0, len(lines) - 1), label="first deleted line")
    count = data.draw(st.integers(1, 6), label="lines deleted")
    damaged = "".join(lines[:start] + lines[start + count:])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "damaged.tmx"
        path.write_text(damaged, encoding="utf-8")
        try:
            load_level(path)
        except LevelError as exc:
            assert "damaged.tmx" in str(exc)
