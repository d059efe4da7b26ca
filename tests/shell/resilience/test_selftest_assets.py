"""Issue 12: `--selftest` checks every font the screens ask for by name (the text cache
would otherwise fall back to pygame's default without a word) and every catalogue."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from game.shell import resources, selftest
from game.ui import theme


@pytest.fixture
def fonts_copy(tmp_path: Path, monkeypatch) -> Path:
    """The fonts folder copied, with resources.path pointed at the copy for fonts."""
    real = resources.path("assets", "common", "fonts")
    copy = tmp_path / "fonts"
    shutil.copytree(real, copy)
    real_path = resources.path

    def path(*parts: str) -> Path:
        if parts[:3] == ("assets", "common", "fonts"):
            return copy.joinpath(*parts[3:])
        return real_path(*parts)

    monkeypatch.setattr(resources, "path", path)
    pygame.font.init()
    return copy


def test_the_fonts_check_passes_on_a_good_copy(fonts_copy: Path) -> None:
    selftest._check_fonts()


@pytest.mark.parametrize("font", [theme.FONT_REGULAR, theme.FONT_BOLD])
def test_a_missing_font_fails_the_selftest(fonts_copy: Path, font: str) -> None:
    (fonts_copy / font).unlink()
    failures = []
    for name, check in selftest.checks():
        if name == "box art and fonts":
            try:
                check()
            except Exception as e:  # as run_selftest reports it
                failures.append(str(e))
    assert failures and font in failures[0]


def test_a_damaged_font_fails_the_selftest(fonts_copy: Path) -> None:
    (fonts_copy / theme.FONT_REGULAR).write_bytes(b"not a font")
    with pytest.raises(selftest.SelfTestFailure, match=theme.FONT_REGULAR):
        selftest._check_fonts()


def test_the_catalogues_are_checked() -> None:
    selftest._check_catalogues()
    assert any(name == "translations" for name, _check in selftest.checks())
