"""Issue 31, holes 5 and 6: every file the Parlour opens is opened one way
(`game.shell.opening`): no link followed inside its folders, only regular files, never
blocking on a FIFO or a device. The first test reads every line of ``game/`` and fails on
an open that bypasses the helper; the others try what the probe tried on each file the
game touches (settings, autosave, replays, the replays index, the log, the lock, the move
from the old folders, ``screenshot --out``)."""

from __future__ import annotations

import io
import json
import logging
import os
import re
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.shell import logs
from game.shell.files import write_atomically
from game.shell.moving_in import move_in
from game.shell.reading import UnreadableFile, read_json
from game.shell.settings import SettingsStore

ROOT = Path(__file__).resolve().parents[3]
GAME = ROOT / "game"

OPENS = re.compile(r"\bopen\(|mkstemp\(|NamedTemporaryFile\(|\.(read|write)_(text|bytes)\(|"
                   r"shutil\.(copy\w*|move)\(|FileHandler\(|image\.save\(")
"""Every way Python code opens a file by its name."""

ALLOWED: dict[str, tuple[str, ...]] = {
    # the helper itself
    "game/shell/opening.py": ("",),
    # an already-open handle from open_file (a packaged sound), read by the wave module
    "game/shell/selftest.py": ("wave.open(handle)",),
    # the null device on purpose: stdout silenced after a broken pipe
    "game/__main__.py": ("os.open(os.devnull",),
    # a PNG encoded in memory (io.BytesIO), then written through open_file
    "game/commands/screenshot.py": ("pygame.image.save(surface, data",),
    # the lobby's extra buttons open a scene, not a file
    "game/scenes/lobby.py": ("e.open(self.app)",),
    # packaged data inside the game (importlib.resources), never a player's file
    "game/wordland/data/catalogue.py": ("resources.files(",),
    "game/wordland/words/realwords.py": ("resources.files(",),
    "game/wordland/words/lexicon.py": ("resources.files(",),
    "game/parade/ai/duel.py": ("resources.files(",),
    "game/parade/ai/value.py": ("resources.files(",),
    "game/wordland/words/closeness.py": ("resources.files(",),
    "game/wordland/words/phonemes.py": ("packed.read_bytes()",),
    # each game's How to Play words, a packaged file handed over by importlib.resources
    "game/scenes/how_to_play.py": ("source.read_text(",),
    # a packaged picture's header; bench reports read by the Parade's AI tools
    "game/ui/images.py": ("path.read_bytes()",),
    "game/parade/ai/pool.py": ("Path(p).read_text()",),
}


def _opens() -> list[tuple[str, int, str]]:
    found = []
    for path in sorted(GAME.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if OPENS.search(code):
                found.append((rel, number, line.strip()))
    return found


def test_every_open_in_the_game_goes_through_the_one_helper() -> None:
    opens = _opens()
    assert len(opens) >= 10  # the scan sees the game's opens (the helper's own)
    bypass = [f"{rel}:{number}: {line}" for rel, number, line in opens
              if not any(allowed in line for allowed in ALLOWED.get(rel, ()))]
    assert not bypass, "open a file through game.shell.opening:\n" + "\n".join(bypass)


def test_the_shell_uses_the_helper_for_each_file_it_touches() -> None:
    uses = {name: (GAME / "shell" / name).read_text(encoding="utf-8")
            for name in ("reading.py", "files.py", "logs.py", "lock.py", "moving_in.py")}
    assert "open_fd" in uses["reading.py"]  # settings, autosaves, replays, index
    assert "make_temp" in uses["files.py"] and "open_folder" in uses["files.py"]
    assert "open_file" in uses["logs.py"]
    assert "open_fd" in uses["lock.py"]
    assert "open_fd" in uses["moving_in.py"] and "open_file" in uses["moving_in.py"]


# ------------------------------------------------------------------ the helper


def _in_thread(call, seconds: float = 5.0):
    """Run `call`; fail (instead of hanging the suite) if it blocks."""
    result: dict[str, object] = {}

    def run() -> None:
        try:
            result["value"] = call()
        except BaseException as exc:
            result["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "blocked"
    if "error" in result:
        raise result["error"]  # type: ignore[misc]
    return result.get("value")


def test_links_fifos_devices_and_hard_links_are_refused(tmp_path: Path) -> None:
    from game.shell.opening import NotAFile, open_fd, open_file

    target = tmp_path / "players-file.txt"
    target.write_text("keep me", encoding="utf-8")
    (tmp_path / "link").symlink_to(target)
    os.mkfifo(tmp_path / "fifo")
    os.link(target, tmp_path / "hard")
    cases = {"link": "symbolic link", "fifo": "pipe"}
    for name, kind in cases.items():
        for flags in (os.O_RDONLY, os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
                      os.O_RDWR | os.O_CREAT):
            with pytest.raises(NotAFile, match=kind):
                _in_thread(lambda n=name, f=flags: open_fd(tmp_path / n, f))
    with pytest.raises(NotAFile, match="device"):
        open_fd("/dev/null", os.O_RDONLY, follow=True)
    with pytest.raises(NotAFile, match="hard link"):
        open_fd(tmp_path / "hard", os.O_WRONLY | os.O_TRUNC)
    assert target.read_text(encoding="utf-8") == "keep me"  # never cut through a name
    os.close(open_fd(tmp_path / "hard", os.O_RDONLY))  # reading one is harmless
    with open_file(tmp_path / "new.txt", "w") as handle:
        handle.write("ok")
    assert (tmp_path / "new.txt").read_text(encoding="utf-8") == "ok"


def test_the_door_never_follows_a_link_for_the_players_files(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("{}", encoding="utf-8")
    (tmp_path / "link.json").symlink_to(real)
    assert read_json(tmp_path / "link.json") == {}  # a file named on the command line
    with pytest.raises(UnreadableFile, match="symbolic link"):
        read_json(tmp_path / "link.json", follow=False)


def test_an_atomic_write_never_writes_through_a_link(tmp_path: Path) -> None:
    theirs = tmp_path / "theirs.json"
    theirs.write_text("theirs", encoding="utf-8")
    (tmp_path / "autosave.json").symlink_to(theirs)
    write_atomically(tmp_path / "autosave.json", "ours")
    assert theirs.read_text(encoding="utf-8") == "theirs"
    assert not (tmp_path / "autosave.json").is_symlink()


# ------------------------------------------------------------------ settings


@pytest.mark.parametrize("kind", ["link", "dangling", "fifo", "hard"])
def test_settings_never_follow_or_block(tmp_path: Path, kind: str) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    theirs = tmp_path / "theirs.json"
    theirs.write_text(json.dumps({"version": 1, "fullscreen": True,
                                  "animation_speed": 2.0}), encoding="utf-8")
    place = folder / "settings.json"
    if kind == "link":
        place.symlink_to(theirs)
    elif kind == "dangling":
        place.symlink_to(tmp_path / "nothing")
    elif kind == "fifo":
        os.mkfifo(place)
    else:
        os.link(theirs, place)
    store = SettingsStore(folder)
    settings = _in_thread(store.load)
    if kind != "hard":  # a hard link is an ordinary file to read
        assert settings.animation_speed == 1.0 and store.notice  # defaults, a notice
    _in_thread(lambda: store.save(settings))
    assert json.loads(theirs.read_text(encoding="utf-8"))["animation_speed"] == 2.0
    assert not place.is_symlink() and stat.S_ISREG(os.lstat(place).st_mode)


@pytest.mark.parametrize("version", ["true", "false", "1.0", '"1"'])
def test_settings_refuse_a_version_that_is_not_the_number_1(tmp_path: Path,
                                                            version: str) -> None:
    (tmp_path / "settings.json").write_text(
        f'{{"version": {version}, "fullscreen": true, "animation_speed": 2.0}}',
        encoding="utf-8")
    store = SettingsStore(tmp_path)
    settings = store.load()
    if version == "1.0":  # JSON has one number type: 1.0 is the version 1
        assert settings.fullscreen
        return
    assert not settings.fullscreen and store.notice
    assert list(tmp_path.glob("settings.broken-*.json"))


# ------------------------------------------------------------------ the log


@pytest.mark.parametrize("kind", ["link", "fifo", "dev_full", "hard"])
def test_the_log_never_follows_a_link_or_blocks(tmp_path: Path, kind: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "logs"
    folder.mkdir()
    theirs = tmp_path / "theirs.txt"
    theirs.write_text("theirs\n", encoding="utf-8")
    place = folder / logs.LOG_NAME
    if kind == "link":
        place.symlink_to(theirs)
    elif kind == "fifo":
        os.mkfifo(place)
    elif kind == "dev_full":
        place.symlink_to("/dev/full")
    else:
        os.link(theirs, place)
    try:
        path = _in_thread(lambda: logs.setup_logging(folder))
        logging.getLogger("probe").warning("a line quoting a hostile file")
        assert path == place and stat.S_ISREG(os.lstat(place).st_mode)
        assert "hostile" in place.read_text(encoding="utf-8")
    finally:
        logs.teardown_logging()
    assert theirs.read_text(encoding="utf-8") == "theirs\n"
    assert len(list(folder.glob("*.not-a-log-*"))) == 1
    assert "Traceback" not in capsys.readouterr().err


def test_a_log_that_fails_to_write_says_so_once_without_a_traceback(
        tmp_path: Path) -> None:
    handler = logs.SafeLogFile(tmp_path / "x.log", encoding="utf-8")
    err = io.StringIO()
    real = sys.stderr
    sys.stderr = err
    try:
        handler.stream.close()
        handler.stream = _Full()
        for _ in range(3):
            handler.emit(logging.makeLogRecord({"msg": "x"}))
    finally:
        sys.stderr = real
        handler.stream = None
    assert err.getvalue().count("log file cannot be written") == 1
    assert "Traceback" not in err.getvalue()


class _Full(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError(28, "No space left on device")


# ------------------------------------------------------------------ the move


def test_the_move_from_the_old_folders_never_follows_a_link(tmp_path: Path) -> None:
    old_config, old_data = tmp_path / "old" / "config", tmp_path / "old" / "data"
    old_config.mkdir(parents=True)
    old_data.mkdir(parents=True)
    elsewhere = tmp_path / "photos"
    elsewhere.mkdir()
    (elsewhere / "holiday.json").write_text("{}", encoding="utf-8")
    (old_data / "replays").symlink_to(elsewhere, target_is_directory=True)
    theirs = tmp_path / "theirs.json"
    theirs.write_text("{}", encoding="utf-8")
    (old_config / "settings.json").symlink_to(theirs)
    (old_data / "autosave.json").symlink_to(theirs)
    os.mkfifo(old_data / "pipe.json")
    (old_data / "autosave.broken-1.json").write_text("{broken", encoding="utf-8")
    new_config, new_data = tmp_path / "new" / "config", tmp_path / "new" / "data"
    report = _in_thread(lambda: move_in(old_config, old_data, new_config, new_data))
    assert [p.name for p in report.moved] == ["autosave.broken-1.json"]
    assert (elsewhere / "holiday.json").exists() and theirs.exists()
    assert (old_data / "autosave.json").is_symlink()  # left where it was
    assert not (new_data / "race" / "replays").exists()
    assert not (new_config / "settings.json").exists()


def test_nothing_is_moved_into_a_link_in_the_new_folders(tmp_path: Path) -> None:
    old_config, old_data = tmp_path / "old" / "config", tmp_path / "old" / "data"
    (old_data / "replays").mkdir(parents=True)
    old_config.mkdir(parents=True)
    (old_data / "replays" / "20250101-000000-00.json").write_text("{}", encoding="utf-8")
    new_data = tmp_path / "new" / "data"
    new_data.mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (new_data / "race").symlink_to(elsewhere, target_is_directory=True)
    move_in(old_config, old_data, tmp_path / "new" / "config", new_data)
    assert list(elsewhere.iterdir()) == []
    assert (new_data / "race" / "replays" / "20250101-000000-00.json").exists()
    assert not (new_data / "race").is_symlink()


# ------------------------------------------------------------------ the data folder


@pytest.mark.parametrize("kind", ["link", "fifo", "dangling"])
def test_the_autosave_and_game_folder_are_never_followed(tmp_path: Path, kind: str) -> None:
    from game.shell.saves import SaveShelf

    class Book:
        max_bytes = 1000

        def from_json(self, data):
            return data

        def write(self, record, path):
            write_atomically(path, json.dumps(record))

        def check(self, record):
            from game.shell.saves import Outcome

            return Outcome(False, ("Ann",), (), record)

    data = tmp_path / "data"
    theirs = tmp_path / "theirs.json"
    theirs.write_text('{"theirs": 1}', encoding="utf-8")
    (data / "race").mkdir(parents=True)
    place = data / "race" / "autosave.json"
    if kind == "link":
        place.symlink_to(theirs)
    elif kind == "fifo":
        os.mkfifo(place)
    else:
        place.symlink_to(tmp_path / "nowhere.json")
    store = SaveShelf(data).store("race", Book())
    assert _in_thread(store.load) is None and store.notice
    assert store.write({"ours": 1})
    assert theirs.read_text(encoding="utf-8") == '{"theirs": 1}'
    # the game's own folder a link: set aside, never written through
    other = tmp_path / "other"
    other.mkdir()
    shelf = SaveShelf(tmp_path / "data2")
    (tmp_path / "data2").mkdir()
    (tmp_path / "data2" / "race").symlink_to(other, target_is_directory=True)
    linked = shelf.store("race", Book())
    assert linked.write({"ours": 2})
    assert list(other.iterdir()) == []
    assert not (tmp_path / "data2" / "race").is_symlink() and linked.notice


# ------------------------------------------------------------------ screenshot --out


def _shot(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", "screenshot", "--scene", "title",
                           *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_screenshot_out_must_be_a_regular_file_path(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.png")
    theirs = tmp_path / "theirs.png"
    theirs.write_text("theirs", encoding="utf-8")
    (tmp_path / "link.png").symlink_to(theirs)
    for name, words in (("fifo.png", "is a pipe"), ("link.png", "is a symbolic link")):
        done = _shot("--out", str(tmp_path / name))
        assert done.returncode == 2 and words in done.stdout, done.stdout + done.stderr
        assert "Traceback" not in done.stderr
    assert theirs.read_text(encoding="utf-8") == "theirs"
    long = _shot("--out", str(tmp_path / ("a" * 300 + ".png")))
    assert long.returncode == 2 and "too long" in long.stdout
    assert "Traceback" not in long.stderr
    deep = _shot("--out", "/" + "/".join(["b" * 200] * 30) + "/x.png")
    assert deep.returncode == 2 and "Traceback" not in deep.stderr


def test_screenshot_size_page_and_printed_paths(tmp_path: Path) -> None:
    big = _shot("--size", "16384x16384", "--out", str(tmp_path / "big.png"))
    assert big.returncode == 2 and "at most 7680x4320" in big.stderr
    page = _shot("--out", str(tmp_path / "p.png"))
    assert page.returncode == 0
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    howto = subprocess.run([sys.executable, "-m", "game", "screenshot", "--scene", "howto",
                            "--page", "99", "--out", str(tmp_path / "h.png")], cwd=ROOT,
                           env=env, capture_output=True, text=True, timeout=120)
    assert howto.returncode == 2 and "out of range" in howto.stdout
    assert not (tmp_path / "h.png").exists()
    forged = tmp_path / "a\nwrote /etc/passwd (1x1).png"
    done = _shot("--out", str(forged))
    assert done.returncode == 0 and forged.exists()
    assert len(done.stdout.strip().splitlines()) == 1 and "\\x0a" in done.stdout


def test_startup_errors_print_paths_on_one_line() -> None:
    from game.commands.play import explain

    message, code = explain(OSError(2, "No such file", "/tmp/a\nWonderland Parlour: forged"))
    assert code == 2 and "\n" not in message
    message, code = explain(RuntimeError("a\nWonderland Parlour: forged"))
    assert code == 1 and "\n" not in message and "\\x0a" in message


def test_unknown_arguments_are_echoed_on_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    with pytest.raises(SystemExit) as stop:
        main(["play", "--x", "a\nwonderland: error: forged"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "forged" in err and not any(line.startswith("wonderland: error: forged")
                                       for line in err.splitlines())
