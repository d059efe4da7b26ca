"""The race's log: a verdict line that starts with a mark starts its words with a capital
(seen reading the race's log back: "✓ the Small Cookies is a way out.")."""

from __future__ import annotations

from game.race.rules import events as ev
from game.race.ui.words import describe_event, sentence
from game.shell import i18n


def test_a_sentence_after_a_mark_starts_with_a_capital() -> None:
    assert sentence("✓ the Small Cookies is a way out") == "✓ The Small Cookies is a way out."
    assert sentence("× that space: too far") == "× That space: too far."
    assert sentence("plain words") == "Plain words."
    assert sentence("") == ""


def test_an_escape_verdict_in_the_log_starts_with_a_capital() -> None:
    for language in ("en", "fr"):
        i18n.set_language(language)
        try:
            line = describe_event(ev.EscapeSpin(0, 3, True, "", 1), ["Alice", "Hatter"])
            assert line is not None and line[0] == "✓"
            assert line[2].isupper(), line
        finally:
            i18n.set_language("en")
