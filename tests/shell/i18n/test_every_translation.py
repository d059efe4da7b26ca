"""`i18n.every_translation`: a message in every language offered (for default names)."""

from __future__ import annotations

from game.shell import i18n


def test_every_translation_holds_the_source_and_the_french() -> None:
    words = i18n.every_translation("Hatter")
    assert words == {"Hatter", "Chapelier"}
    assert i18n.every_translation("no such message here") == {"no such message here"}
