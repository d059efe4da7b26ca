"""A player's files from Tea-Time Race's folders move into the Parlour's, never lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.shell import resources
from game.shell.moving_in import NOTE, move_in


def _old_game(config: Path, data: Path) -> dict[str, str]:
    """An old install: settings, an autosave, a set-aside save and two replays."""
    files = {
        "config/settings.json": json.dumps({"version": 1, "fullscreen": False,
                                            "animation_speed": 2.0, "language": "fr"}),
        "data/autosave.json": '{"format": "tea-time-race-record"}',
        "data/autosave.broken-20260101-101010.json": "{broken",
        "data/replays/20260102-101010-00.json": '{"one": 1}',
        "data/replays/20260103-101010-00.json": '{"two": 2}',
    }
    for name, text in files.items():
        path = (config if name.startswith("config/") else data) / name.split("/", 1)[1]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return files


def test_settings_autosave_and_replays_are_moved_over(tmp_path: Path) -> None:
    old_config, old_data = tmp_path / "old" / "config", tmp_path / "old" / "data"
    files = _old_game(old_config, old_data)
    new_config, new_data = tmp_path / "new" / "config", tmp_path / "new" / "data"
    report = move_in(old_config, old_data, new_config, new_data)
    assert len(report.moved) == 5 and not report.kept
    assert (new_config / "settings.json").read_text() == files["config/settings.json"]
    race = new_data / "race"
    assert (race / "autosave.json").read_text() == files["data/autosave.json"]
    assert (race / "autosave.broken-20260101-101010.json").read_text() == "{broken"
    assert sorted(p.name for p in (race / "replays").iterdir()) == [
        "20260102-101010-00.json", "20260103-101010-00.json"]
    assert not (old_data / "autosave.json").exists()
    assert "race" in (old_data / NOTE).read_text(encoding="utf-8")


def test_a_file_the_parlour_already_has_is_never_overwritten(tmp_path: Path) -> None:
    old_config, old_data = tmp_path / "old" / "config", tmp_path / "old" / "data"
    _old_game(old_config, old_data)
    new_config = tmp_path / "new" / "config"
    new_config.mkdir(parents=True)
    (new_config / "settings.json").write_text("{mine}", encoding="utf-8")
    report = move_in(old_config, old_data, new_config, tmp_path / "new" / "data")
    assert (new_config / "settings.json").read_text() == "{mine}"
    assert (old_config / "settings.json").exists()  # kept where it was
    assert old_config / "settings.json" in report.kept
    # a second start moves nothing more and loses nothing
    again = move_in(old_config, old_data, new_config, tmp_path / "new" / "data")
    assert not again.moved and (old_config / "settings.json").exists()


def test_nothing_to_move_is_nothing_done(tmp_path: Path) -> None:
    report = move_in(tmp_path / "a", tmp_path / "b", tmp_path / "c", tmp_path / "d")
    assert not report.moved and not report.kept and not (tmp_path / "c").exists()


def test_the_first_start_moves_the_old_files_and_continues_the_game(tmp_path: Path) -> None:
    """The real start-up path: TEA_TIME_HOME is the old game's folder, WONDERLAND_HOME the
    new one; after the first frame the settings are in use and the autosave is the race's."""
    old, new = tmp_path / "old", tmp_path / "new"
    _old_game(old / "config", old / "data")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TEA_TIME_HOME": str(old), "WONDERLAND_HOME": str(new),
           "WONDERLAND_NO_DIALOG": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-m", "game", "play", "--exit-after-first-frame"],
                          cwd=resources.root(), env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    settings = json.loads((new / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["animation_speed"] == 2.0 and settings["language"] == "fr"
    assert (new / "data" / "race" / "replays" / "20260103-101010-00.json").is_file()
    log = (new / "logs" / "wonderland-parlour.log").read_text(encoding="utf-8")
    assert "moved" in log
