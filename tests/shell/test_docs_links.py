"""The documents tell the truth about the repository: every relative link in README.md and
docs/ leads to a file that exists, and every source path a document names in `code`
(``game/race/rules/undo.py``, ``tools/screenshots.py``) is there.

A path with a placeholder (``game/<id>/``, ``assets/*/art``) is a pattern, not a path, and
is not checked; a file under ``<data>`` or ``dist/`` is made by the game or a build.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
CODE = re.compile(r"`([^`\n]+)`")
SOURCE_ROOTS = ("game/", "tests/", "tools/", "bench/", "assets/", "levels/", "docs/",
                ".github/", ".ci/")
SOURCE_FILES = ("Makefile", "pyproject.toml", "build.spec", "README.md")
PATH_CHARS = re.compile(r"[A-Za-z0-9_./-]+")
PATTERN_MARKS = set("<>*{}[]$")


MODULE = re.compile(r"^game(?:\.[A-Za-z_][A-Za-z0-9_]*)+$")


def _id(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def relative_links(text: str) -> list[str]:
    """The link targets in markdown `text` that point into the repository."""
    found = []
    for target in LINK.findall(text):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
            continue  # a web address, mailto:, or a place in the same page
        found.append(target.split("#", 1)[0])
    return found


def named_paths(text: str) -> list[str]:
    """The repository paths named in `code` spans of `text` (patterns left out)."""
    found = []
    for span in CODE.findall(text):
        for word in span.split():
            if PATTERN_MARKS & set(word):
                continue
            token = PATH_CHARS.match(word)
            if token is None:
                continue
            path = token.group(0).rstrip(".")
            if path.startswith("./"):
                path = path[2:]
            if path.startswith(SOURCE_ROOTS) or path in SOURCE_FILES:
                found.append(path)
    return found


def named_modules(text: str) -> list[str]:
    """The dotted names under `game` named in `code` spans of `text` (`game.shell.saves`,
    `game.race.ui.words.engine_text`)."""
    return [span.strip() for span in CODE.findall(text) if MODULE.match(span.strip())]


def module_exists(dotted: str, root: Path = ROOT) -> bool:
    """Whether `dotted` is a module of the repository, or a name in one: every package on
    the way is a folder, and the first part that is not names a module file or a name
    that the package's ``__init__.py`` mentions."""
    here = root
    for part in dotted.split("."):
        if (here / part).is_dir():
            here = here / part
            continue
        if (here / f"{part}.py").is_file():
            return True
        init = here / "__init__.py"
        return init.is_file() and re.search(rf"\b{part}\b",
                                            init.read_text(encoding="utf-8")) is not None
    return True


def test_the_documents_are_found() -> None:
    names = {_id(p) for p in DOCUMENTS}
    assert {"README.md", "docs/architecture.md", "docs/rules/RULES.md"} <= names


@pytest.mark.parametrize("document", DOCUMENTS, ids=_id)
def test_every_relative_link_resolves(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    broken = [t for t in relative_links(text) if t and not (document.parent / t).exists()]
    assert not broken, f"{_id(document)} links to files that do not exist: {broken}"


@pytest.mark.parametrize("document", DOCUMENTS, ids=_id)
def test_every_source_path_named_exists(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    missing = sorted({p for p in named_paths(text) if not (ROOT / p).exists()})
    assert not missing, f"{_id(document)} names paths that do not exist: {missing}"


@pytest.mark.parametrize("document", DOCUMENTS, ids=_id)
def test_every_module_named_exists(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    missing = sorted({m for m in named_modules(text) if not module_exists(m)})
    assert not missing, f"{_id(document)} names modules that do not exist: {missing}"


def test_the_checks_catch_what_they_should() -> None:
    text = ("See [the rules](rules/RULES.md#r3), [web](https://example.org), [top](#a) and "
            "![pic](screenshots/x.png). Code: `game/race/rules/undo.py` (`undoable`), "
            "`python -m game play`, `game/<id>/contract.py`, `assets/*/art`, "
            "`tools/screenshots.py --check`, `docs/saves.md`.")
    assert relative_links(text) == ["rules/RULES.md", "screenshots/x.png"]
    assert named_paths(text) == ["game/race/rules/undo.py", "tools/screenshots.py",
                                 "docs/saves.md"]
    assert named_modules("`game.shell.saves` and `game.rules.records` and `f(x)`") == [
        "game.shell.saves", "game.rules.records"]
    assert module_exists("game.shell.saves") and module_exists("game.race.ui.words.engine_text")
    assert not module_exists("game.rules.records")
    assert not module_exists("game.ui.words.engine_text")


def test_every_screenshot_is_drawn_by_make_screenshots() -> None:
    """`make screenshots` (tools/screenshots.py) draws every picture in docs/screenshots/,
    and nothing else lies there to go stale."""
    from tools.screenshots import SHOTS

    listed = [shot.path for shot in SHOTS]
    assert len(listed) == len(set(listed))
    there = {p.relative_to(ROOT / "docs" / "screenshots").as_posix()
             for p in (ROOT / "docs" / "screenshots").rglob("*.png")}
    assert not there - set(listed), f"not drawn by make screenshots: {sorted(there - set(listed))}"
    assert not set(listed) - there, f"not yet drawn: {sorted(set(listed) - there)}"


def test_the_readme_lists_every_document() -> None:
    """The README's documentation list covers every document in docs/."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = {(ROOT / t).resolve() for t in relative_links(readme)}
    missing = [_id(d) for d in DOCUMENTS if d.name != "README.md" and d.resolve() not in linked]
    assert not missing, f"README.md does not list: {missing}"
