"""French texts of the Parade (issue #33): one kind of apostrophe, the curly one, and a
hint's list written the French way (" ; " and no capital after it). The hint explains a
final discard (PARADE.md P6.1) colour by colour (P7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.parade.ai.hint import Hint, ReasonCode
from game.parade.rules.actions import Discard
from game.parade.rules.cards import parse_card
from game.parade.ui.words import hint_words
from game.shell.i18n import set_language
from tools.i18n import read_po

PO = Path(__file__).resolve().parents[2] / "game/shell/locale/fr/LC_MESSAGES/wonderland_parlour.po"


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_parade_french_texts_use_only_the_curly_apostrophe() -> None:
    _, messages = read_po(PO)
    straight = [m.msgid for m in messages.values()
                if any(p.startswith("game/parade") for p in m.places)
                and any("'" in s for s in m.msgstr)]
    assert straight == []


def test_a_discard_hint_lists_its_colours_in_one_french_sentence(french) -> None:
    r6, w6, w8, b2 = (parse_card(c) for c in ("R6", "W6", "W8", "B2"))
    h = Hint(Discard((w8, b2)), ReasonCode.KEEPS_PAIR, points=5, kept=(r6, w6),
             parts=(((r6,), -1), ((w6,), 6)))
    text = hint_words(h, ["Ann", "Bea"])
    assert " ; " in text and ";" not in text.replace(" ; ", "")
    after = text.split(" ; ", 1)[1]
    assert after[:1].islower(), text  # "… point ; le 6 gris …", not "; Le 6 gris"
    set_language("en")
    english = hint_words(h, ["Ann", "Bea"])
    assert "; " in english and english.split("; ", 1)[1][:1].islower()
