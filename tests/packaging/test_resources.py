"""Resources resolve from the package, never the working directory, frozen or not."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from game.race.boards import board_path
from game.shell import resources

ROOT = Path(__file__).resolve().parents[2]


def test_from_a_source_checkout_resources_sit_beside_the_package(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)  # the working directory must not matter
    assert resources.root() == ROOT
    assert board_path().is_file()
    assert resources.path("assets", "common", "art", "icon.svg").is_file()


def test_in_the_frozen_app_resources_come_from_the_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "levels").mkdir(parents=True)
    (bundle / "levels" / "board.tmx").write_text("<map/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert resources.root() == bundle
    assert board_path() == bundle / "levels" / "board.tmx"


def test_the_spec_bundles_every_resource_folder() -> None:
    spec = (ROOT / "build.spec").read_text("utf-8")
    for folder in ("assets", "levels"):
        assert f'(str(ROOT / "{folder}"), "{folder}")' in spec
    assert not re.search(r"""["'](/|[A-Za-z]:[\\/])""", spec), "an absolute path in the spec"
