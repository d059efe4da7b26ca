"""docs/new-game.md builds a toy game on the kit (issue 30): its code blocks, written into
a package, make a game the box can use — the contract's pure pieces exist, records go
through the kit's record shell (strict, capped, replayed), the bots play whole games and
the console answers `sim` and `replay`."""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from pathlib import Path

import pytest

from game import box

DOC = Path(__file__).resolve().parents[2] / "docs" / "new-game.md"
PACKAGE = "count_to_ten_toy"


@pytest.fixture(scope="module")
def toy(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("toy")
    folder = root / PACKAGE
    folder.mkdir()
    (folder / "__init__.py").write_text("", encoding="utf-8")
    blocks = re.findall(r"```python\n# file: (\S+)\n(.*?)```", DOC.read_text(encoding="utf-8"),
                        re.S)
    assert [name for name, _code in blocks] == ["rules.py", "bots.py", "records.py",
                                                "console.py", "contract.py"]
    for name, code in blocks:
        (folder / name).write_text(code.replace("PACKAGE", PACKAGE), encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module(f"{PACKAGE}.contract").GAME
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m.startswith(PACKAGE)]:
            del sys.modules[name]


def test_the_contract_is_a_declaration_whose_pure_pieces_exist(toy) -> None:
    assert isinstance(toy, box.GameInfo) and toy.id == "count"
    assert isinstance(toy.records, box.Piece) and toy.console().max_record_bytes > 0
    book = toy.records(None)
    assert book.format.game == "count"


def test_records_go_through_the_kits_shell(toy) -> None:
    console = importlib.import_module(f"{PACKAGE}.console")
    book = toy.records(None)
    record = console.play_one(3)
    data = json.loads(json.dumps(book.format.to_json(record)))
    assert list(data) == ["game", "version", "setup", "actions"]
    again = book.from_json(data)
    assert again.actions == record.actions
    assert book.format.replay(again).is_over
    from game.table.records import RecordFormatError, RecordRuleError
    with pytest.raises(RecordFormatError):
        book.format.from_json({**data, "actions": [{"add": 3}]})
    with pytest.raises(RecordRuleError):
        book.format.replay(book.format.from_json({**data, "actions": [{"add": 2}] * 6}))


def test_the_bots_play_whole_games_and_the_console_answers(toy, capsys) -> None:
    hooks = toy.console()
    parser = argparse.ArgumentParser()
    hooks.add_sim_arguments(parser)
    assert hooks.run_sim(parser.parse_args(["--games", "20"])) == 0
    easy, medium = (int(n) for n in re.findall(r"\d+", capsys.readouterr().out))
    assert easy + medium == 20 and medium > easy  # the strategy beats chance
    console = importlib.import_module(f"{PACKAGE}.console")
    book = toy.records(None)
    code, text = hooks.replay_command(book.format.to_json(console.play_one(5)), False)
    assert code == 0 and "total 10" in text
    assert hooks.replay_command({"game": "count", "version": 1}, False)[0] == 2
