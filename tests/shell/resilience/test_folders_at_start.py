"""Issue 31, hole 4: the Parlour starts whatever its folders hold. A settings, data or
log folder that cannot be read (mode 000, another user's) or written (left root-owned by
a ``sudo`` run) gives the defaults, a notice and a running game, never an exit.

Permissions do not stop root: when the tests run as root, the game is started as the
user ``nobody`` (``setpriv``); a test that can do neither is skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from game.shell.settings import SettingsStore

ROOT = Path(__file__).resolve().parents[3]


def _as_player() -> list[str] | None:
    if os.name == "nt":
        return None
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]


@pytest.fixture
def home():
    # outside pytest's own temporary folder, which the user nobody cannot enter
    folder = Path(tempfile.mkdtemp(prefix="parlour-folders-",
                                   dir="/tmp" if os.path.isdir("/tmp") else None))
    os.chmod(folder, 0o777)
    for part in ("config", "data/race/replays", "logs"):
        (folder / part).mkdir(parents=True)
    for path in [folder, *folder.rglob("*")]:
        os.chmod(path, 0o777)
    yield folder
    for path in [folder, *folder.rglob("*")]:
        os.chmod(path, 0o777)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("mode", [0o000, 0o555], ids=["unreadable", "unwritable"])
@pytest.mark.parametrize("part", ["config", "data", "logs"])
def test_the_game_starts_whatever_the_folders_are(home: Path, part: str, mode: int) -> None:
    prefix = _as_player()
    if prefix is None:
        pytest.skip("cannot drop root here")
    if not os.access(ROOT, os.R_OK) or not os.access(sys.executable, os.X_OK):
        pytest.skip("the checkout cannot be read as another user")
    (home / "config" / "settings.json").write_text(
        '{"version": 1, "fullscreen": false, "animation_speed": 2.0}', encoding="utf-8")
    os.chmod(home / "config" / "settings.json", 0o666)
    os.chmod(home / part, mode)
    env = {**os.environ, "WONDERLAND_HOME": str(home), "WONDERLAND_NO_DIALOG": "1",
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("TEA_TIME_HOME", None)
    done = subprocess.run([*prefix, sys.executable, "-m", "game", "play", "--game", "race",
                           "--exit-after-first-frame"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "first frame after" in done.stdout
    assert "Traceback" not in done.stderr


def test_an_unreadable_settings_folder_gives_the_defaults_and_a_notice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the process (as any user): every look into the folder is refused."""
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / "settings.json").write_text(
        '{"version": 1, "fullscreen": true, "animation_speed": 2.0}', encoding="utf-8")
    real_open, real_lstat = os.open, os.lstat

    def refused(real):
        def call(path, *args, **kwargs):
            if str(path).startswith(str(folder) + os.sep):
                raise PermissionError(13, "Permission denied", str(path))
            return real(path, *args, **kwargs)
        return call

    monkeypatch.setattr(os, "open", refused(real_open))
    monkeypatch.setattr(os, "lstat", refused(real_lstat))
    store = SettingsStore(folder)
    settings = store.load()
    assert settings.animation_speed == 1.0
    assert store.notice is not None and str(folder) in store.notice
