"""The French catalogue is complete and compiled: a visible string without a translation
fails here, found with the same extractor as `python -m tools.i18n extract`."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest

from tools import i18n as tool

FR_PO = tool.LOCALE / "fr" / "LC_MESSAGES" / f"{tool.DOMAIN}.po"
FIELD = re.compile(r"\{(\w*)[^}]*\}")


@pytest.fixture(scope="module")
def extracted() -> dict[str, tool.Message]:
    messages, problems = tool.extract()
    assert not problems, "\n".join(problems)
    return messages


@pytest.fixture(scope="module")
def french() -> dict[str, tool.Message]:
    _header, messages = tool.read_po(FR_PO)
    return messages


def test_the_extractor_finds_the_visible_strings(extracted: dict[str, tool.Message]) -> None:
    # a few strings from different screens, to show the walk reaches them all
    for msgid in ("New game", "Who is playing?", "Spin harder!", "{name}'s turn",
                  "Reduced motion", "the middle card cannot be played"):
        assert msgid in extracted
    assert len(extracted) > 200


def test_every_visible_string_has_a_french_translation(
    extracted: dict[str, tool.Message], french: dict[str, tool.Message]
) -> None:
    missing = [key for key in extracted if key not in french or not french[key].translated]
    assert not missing, f"untranslated (run python -m tools.i18n update fr): {missing}"


def test_plural_strings_have_both_french_forms(
    extracted: dict[str, tool.Message], french: dict[str, tool.Message]
) -> None:
    for key, m in extracted.items():
        if m.plural is not None:
            assert french[key].plural == m.plural
            assert len(french[key].msgstr) == 2 and all(french[key].msgstr), key


def test_translations_keep_the_placeholders(french: dict[str, tool.Message]) -> None:
    for m in french.values():
        wanted = set(FIELD.findall(m.msgid)) | set(FIELD.findall(m.plural or ""))
        for text in m.msgstr:
            assert set(FIELD.findall(text)) <= wanted, (m.msgid, text)
            if m.plural is None:
                assert set(FIELD.findall(text)) == wanted, (m.msgid, text)


def test_the_mo_file_is_up_to_date_with_the_po_file() -> None:
    mo = tool.mo_path(FR_PO)
    assert mo.exists(), "run python -m tools.i18n compile"
    assert mo.read_bytes() == tool.compiled(FR_PO), "run python -m tools.i18n compile"


def test_the_template_lists_the_same_strings(extracted: dict[str, tool.Message]) -> None:
    _header, template = tool.read_po(tool.POT)
    assert set(template) == set(extracted), "run python -m tools.i18n extract"


def test_gettext_reads_our_mo_file() -> None:
    t = gettext.translation(tool.DOMAIN, localedir=str(tool.LOCALE), languages=["fr"])
    assert t.gettext("New game") == "Nouvelle partie"
    assert t.ngettext("{n} point", "{n} points", 1) == "{n} point"
    assert t.ngettext("{n} small cookie", "{n} small cookies", 2) == "{n} petits biscuits"


def test_po_round_trip_and_merge_keep_translations(tmp_path: Path) -> None:
    header, messages = tool.read_po(FR_PO)
    copy = tmp_path / "fr.po"
    tool.write_po(copy, header, messages, template=False)
    again_header, again = tool.read_po(copy)
    assert again_header == header
    assert {k: (m.msgstr, m.fuzzy) for k, m in again.items()} == {
        k: (m.msgstr, m.fuzzy) for k, m in messages.items()}
    template = {"New game": tool.Message("New game"), "Brand new": tool.Message("Brand new")}
    merged = tool.merge(template, messages)
    assert merged["New game"].msgstr == ["Nouvelle partie"]
    assert not merged["Brand new"].translated


def test_an_f_string_inside_gettext_is_reported(tmp_path: Path) -> None:
    source = tmp_path / "bad.py"
    source.write_text('from game.shell.i18n import _\nx = 3\ny = _(f"{x} cookies")\n'
                      'z = _("fine")\n', encoding="utf-8")
    found, problems = tool.extract_file(source, tmp_path)
    assert [m.msgid for m in found] == ["fine"]
    assert problems and "bad.py:3" in problems[0]


def test_no_text_ends_in_an_ellipsis(
    extracted: dict[str, tool.Message], french: dict[str, tool.Message]
) -> None:
    """Table manners: no "…" in a question, prompt or label. A trailing ellipsis reads as
    text cut short ("Lory is typing…", "The Expert is thinking…" were the last ones), so
    no English string and no French translation may end with one."""
    trailing = [m.msgid for m in extracted.values()
                if m.msgid.rstrip().endswith("…") or (m.plural or "").rstrip().endswith("…")]
    trailing += [f"{m.msgid} -> {s}" for m in french.values() if m.msgid in extracted
                 for s in m.msgstr if s.rstrip().endswith("…")]
    assert not trailing, trailing
