"""The Parade has no children's table, and says so (issue #36 item 3): on its setup
screen and in its contract's setup options, with the decision written in the rules
notes. (Why: P4.1-P4.3 count positions against a card's value and P7.1 turns whole
colours into 1-point cards, so a picture of the smallest pile would often be false.)"""

from __future__ import annotations

from pathlib import Path

from game.parade import contract
from game.parade.scenes import setup as setup_screen
from tests.helpers.apps import texts_fitted

NOTES = Path(__file__).resolve().parents[3] / "docs" / "parade-rules-notes.md"


def test_the_setup_screen_and_the_contract_say_there_is_no_kids_mode(app, monkeypatch) -> None:
    drawn = texts_fitted(monkeypatch, setup_screen)
    scene = setup_screen.SetupScene(app)
    app.push(scene)
    scene.draw(app.canvas())
    assert any(t.startswith("No kids mode") for t in drawn), drawn
    assert any(o.startswith("No kids mode") for o in contract.GAME.setup_options)
    notes = NOTES.read_text(encoding="utf-8")
    assert "No children's table, decided" in notes
