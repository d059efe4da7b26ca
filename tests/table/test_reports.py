"""The table kit's console reports (game/table/reports.py): `sim` at every table size of
every game with its own default bots, bot names fitted to a table, tallies with their
intervals, and `replay` output that a path or a name can never forge a line of."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from game import box
from game.__main__ import main as wonderland
from game.commands.sim import game_parser
from game.table import reports
from game.table.reports import DefaultBots, ReplayReport, Tally, seat_bots
from tests.shell.resilience.test_names import finished_record_json

ROOT = Path(__file__).resolve().parents[2]


def _table_sizes() -> list[tuple[str, int]]:
    return [(game_id, n) for game_id in box.GAMES
            for n in range(box.find(game_id).players[0], box.find(game_id).players[1] + 1)]


@pytest.mark.parametrize(("game_id", "players"), _table_sizes())
def test_sim_plays_every_table_size_of_every_game_with_its_own_default_bots(
        game_id: str, players: int, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue #31 item 5: `sim --game wordland --players 3` failed, its four default
    levels being more than the three seats; every size of every game now plays."""
    game = box.find(game_id)
    args = game_parser(game).parse_args(["--players", str(players), "--games", "1",
                                         "--json"])
    assert isinstance(args.bots, DefaultBots)
    assert game.console().run_sim(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 1 and data["players"] == players


def test_sim_never_loads_pygame() -> None:
    code = ("import sys; from game.__main__ import main; "
            "code = main(['sim', '--game', 'wordland', '--players', '3', '--games', '1']); "
            "assert 'pygame' not in sys.modules, 'sim loaded pygame'; sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 players" in done.stdout


def test_bot_names_fit_the_table() -> None:
    assert seat_bots("easy", 3) == ["easy"] * 3
    assert seat_bots("easy, hard ,medium", 3) == ["easy", "hard", "medium"]
    with pytest.raises(ValueError, match="2 bots for 3 players"):
        seat_bots("easy,hard", 3)
    assert seat_bots("easy,hard", 3, around=True) == ["easy", "hard", "easy"]
    with pytest.raises(ValueError, match="4 bots for 3 players"):
        seat_bots("a,b,c,d", 3, around=True)
    # the game's own default always fits: repeated, or its first names sit down
    assert seat_bots(DefaultBots("a,b,c,d"), 3) == ["a", "b", "c"]
    assert seat_bots(DefaultBots("a,b,c,d"), 6) == ["a", "b", "c", "d", "a", "b"]
    with pytest.raises(ValueError, match="unknown bot 'wizard' \\(known: easy, hard\\)"):
        seat_bots("easy,wizard", 2, known=["easy", "hard"])
    with pytest.raises(ValueError, match="unknown bot ''"):
        seat_bots(" , ", 2)
    assert reports.rotated(1, 3) == [1, 2, 0]


def test_a_tally_reports_its_win_rate_interval_and_means() -> None:
    t = Tally(count_wins=True)
    t.add(1, points=10)
    t.add(0, points=4)
    t.add(0.5, points=7)
    s = t.summary()
    assert list(s) == ["games", "wins", "win_rate", "ci95", "mean_points"]
    assert s["games"] == 3 and s["wins"] == 1.5 and s["win_rate"] == pytest.approx(0.5)
    assert s["mean_points"] == pytest.approx(7.0)
    low, high = s["ci95"]
    assert 0 < low < 0.5 < high < 1
    assert Tally().summary()["win_rate"] == 0
    assert reports.win_cells("easy#1", s, 38).startswith("easy#1           50.0%  [")


def test_a_bad_option_is_one_escaped_line(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    reports.add_sim_arguments(parser, (2, 3), "easy", ["easy"])
    args = parser.parse_args(["--bots", "easy,forged\nline\x1b[31m"])

    def simulate(bots: list[str]) -> reports.SimReport:
        raise AssertionError("never reached")

    assert reports.run_sim(args, simulate, str, known=["easy"]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "\x1b" not in out and "forged" in out
    assert reports.run_sim(parser.parse_args(["--games", "0"]), simulate, str) == 2
    assert "--games must be at least 1" in capsys.readouterr().out


# ------------------------------------------------------------------ replay


class FormatError(ValueError):
    pass


class RuleError(ValueError):
    pass


@dataclass
class ToyRecord:
    names: list[str]
    actions: list[int]


def _toy_report() -> ReplayReport:
    def read(data):
        if not isinstance(data.get("actions"), list):
            raise FormatError("'actions' is not a list")
        return ToyRecord(data["names"], data["actions"])

    def replay(record):
        if any(a < 0 for a in record.actions):
            raise RuleError("action 1 is refused: a negative move")
        return sum(record.actions)

    return ReplayReport(read, replay, FormatError, RuleError,
                        lambda record, state: {"total": state, "names": record.names},
                        lambda state: "finished" if state > 3 else "in progress",
                        lambda record, state, end: [(n, f"{state} points")
                                                    for n in end["names"]],
                        notes=lambda state: [f"a note\nwith a break {state}"], head="toy: ",
                        malformed="malformed toy record: {error}")


def test_replay_report_answers_each_case() -> None:
    report = _toy_report()
    code, text = report({"names": ["Ann", "Bea\nforged: 99 points"], "actions": [2, 3]},
                        False)
    assert code == 0
    assert text.splitlines() == ["toy: 2 actions, game finished", "a note\\x0awith a break 5",
                                 "  Ann: 5 points", "  Bea\\x0aforged: 99 points: 5 points"]
    code, text = report({"names": ["Ann"], "actions": [1]}, True)
    assert code == 0 and json.loads(text) == {"total": 1, "names": ["Ann"]}
    assert report({"names": [], "actions": [-1]}, False) == (
        reports.EXIT_RULE_BREAK, "action 1 is refused: a negative move")
    assert report({"names": []}, False) == (
        reports.EXIT_MALFORMED, "malformed toy record: 'actions' is not a list")


def test_a_path_with_a_line_break_cannot_forge_a_line_of_replay_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue #31 item 7: `replay` printed the path as given, line breaks and all."""
    missing = tmp_path / "gone\nreplay: all is well"
    assert wonderland(["replay", str(missing)]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "gone\\x0areplay: all is well" in out
    broken = tmp_path / "bad\n\x1b[2Jname.json"
    broken.write_text("{not json", encoding="utf-8")
    assert wonderland(["replay", str(broken)]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "\x1b" not in out
    good = tmp_path / "fine\nname.json"
    good.write_text(json.dumps(finished_record_json(("Ann", "Bea\nforged"))),
                    encoding="utf-8")
    assert wonderland(["replay", str(good)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith("game finished") and len(out.splitlines()) == 3
    assert "forged" in out.splitlines()[2], "a name stays on its own line"
