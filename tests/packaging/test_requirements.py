"""tools/requirements.py: what `make play`, `make test` and `make dist` install, read from
pyproject.toml (the runtime dependencies, plus the extras asked for)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tools.requirements import requirements

ROOT = Path(__file__).resolve().parents[2]
PROJECT = {
    "name": "wonderland-parlour",
    "dependencies": ["pygame-ce>=2.5", "pytmx"],
    "optional-dependencies": {
        "test": ["pytest>=8"], "lint": ["ruff"], "build": ["pyinstaller"],
        "dev": ["wonderland_parlour[test, lint]", "pytest>=8"],
    },
}


def test_playing_needs_only_the_runtime_dependencies() -> None:
    assert requirements([], PROJECT) == ["pygame-ce>=2.5", "pytmx"]


def test_extras_add_their_tools_once_and_follow_the_project_itself() -> None:
    assert requirements(["test", "lint"], PROJECT) == ["pygame-ce>=2.5", "pytmx", "pytest>=8",
                                                       "ruff"]
    assert requirements(["dev"], PROJECT) == ["pygame-ce>=2.5", "pytmx", "pytest>=8", "ruff"]


def test_an_unknown_extra_is_named() -> None:
    with pytest.raises(ValueError, match=r"no extra 'docs'.*build, dev, lint, test"):
        requirements(["docs"], PROJECT)


def test_the_play_list_has_no_test_or_build_tool() -> None:
    """`make play` installs no pytest, ruff or PyInstaller: they are extras."""
    done = subprocess.run([sys.executable, "tools/requirements.py"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert done.stdout.split() == project["dependencies"]
    assert not {"pytest", "ruff", "pyinstaller", "pillow", "hypothesis"} & {
        line.split(">")[0].split("=")[0].lower() for line in done.stdout.split()}
