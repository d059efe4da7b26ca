"""How to Play pages written as data (issue 30: one way for every game's pages): each
game's `data/how_to_play.json` gives the words, the game draws the pictures; the
translation catalogue holds every title and text; bad data leaves the frame standing."""

from __future__ import annotations

import json
import logging
from importlib.resources import files
from pathlib import Path

import pytest

from game.scenes.how_to_play import Page, written_pages
from tools import i18n

GAMES = ("race", "parade", "wordland")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_written_page_has_its_picture_and_words(game_id: str) -> None:
    from importlib import import_module

    module = import_module(f"game.{game_id}.scenes.how_to_play")
    source = files(f"game.{game_id}").joinpath("data", "how_to_play.json")
    rows = json.loads(source.read_text(encoding="utf-8"))["pages"]
    pages = module.pages()
    written = [p for p in pages if p.layout is None]
    assert len(written) == len(rows) >= 5
    for page, row in zip(written, rows, strict=True):
        assert page.title == row["title"] and page.text == row["text"]
        assert page.art is module.ART[row["art"]]
        assert "\n\n" in page.text  # two paragraphs a page


@pytest.mark.parametrize("game_id", GAMES)
def test_the_catalogue_extracts_every_page(game_id: str) -> None:
    path = i18n.ROOT / "game" / game_id / "data" / "how_to_play.json"
    found, problems = i18n.extract_pages(path)
    assert problems == []
    rows = json.loads(path.read_text(encoding="utf-8"))["pages"]
    assert [m.msgid for m in found] == [r[f] for r in rows for f in i18n.PAGE_FIELDS]
    pot = i18n.POT.read_text(encoding="utf-8")
    for m in found:
        assert f"game/{game_id}/data/how_to_play.json:" in pot
        assert m.msgid.split("\n")[0][:60] in pot


def test_a_page_file_written_on_one_line_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "how_to_play.json"
    bad.write_text(json.dumps({"pages": [{"title": "A", "text": "B", "art": "x"}]}),
                   encoding="utf-8")
    found, problems = i18n.extract_pages(bad, root=tmp_path)
    assert found == [] and "one page field per line" in problems[0]
    bad.write_text("{not json", encoding="utf-8")
    assert "not a list of How to Play pages" in i18n.extract_pages(bad, root=tmp_path)[1][0]


def test_bad_page_data_is_logged_and_left_out(tmp_path: Path,
                                              caplog: pytest.LogCaptureFixture) -> None:
    def art(canvas, box) -> None:
        return None

    good = {"title": "One", "text": "A.\n\nB.", "art": "one"}
    source = tmp_path / "how_to_play.json"
    source.write_text(json.dumps({"pages": [good, {"title": "Two", "text": "C", "art": "two"},
                                            "not a page"]}), encoding="utf-8")
    with caplog.at_level(logging.ERROR):
        pages = written_pages(source, {"one": art})
    assert pages == (Page("One", "A.\n\nB.", art),)
    assert "left out" in caplog.text
    source.write_text("{broken", encoding="utf-8")
    assert written_pages(source, {"one": art}) == ()
    assert written_pages(tmp_path / "missing.json", {"one": art}) == ()


@pytest.mark.parametrize("game_id", GAMES)
def test_no_how_to_play_words_trail_off(game_id: str) -> None:
    """Every text whole: no "…" in a page's words or its pictures' captions, in English or
    in the French catalogue ("first out: 1 point… last in: the most" read as cut)."""
    root = i18n.ROOT / "game" / game_id
    for path in (root / "data" / "how_to_play.json", root / "scenes" / "how_to_play.py"):
        assert "…" not in path.read_text(encoding="utf-8"), path
    po = i18n.ROOT / "game/shell/locale/fr/LC_MESSAGES/wonderland_parlour.po"
    entries = po.read_text(encoding="utf-8").split("\n\n")
    mine = [e for e in entries if f"game/{game_id}/data/how_to_play.json" in e
            or f"game/{game_id}/scenes/how_to_play.py" in e]
    assert mine and not [e for e in mine if "…" in e]
