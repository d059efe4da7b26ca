"""No import circle anywhere under game/: the import graph of game/ is built from the code's
own syntax trees and must have no strongly connected component of more than one module
(nor a module that imports itself).

Every import counts, at module level or inside a function, since a function-level import
still ties the two modules together at run time. The only imports left out are those
under `if TYPE_CHECKING:`, which name a type for annotations and never run. An import
names the deepest module it can: `from game.a import b` points at game/a/b.py when b is a
module, else at game/a.py (or game/a/__init__.py).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _imports(tree: ast.AST) -> list[tuple[ast.stmt, int]]:
    """Every import statement that runs, with its relative level (TYPE_CHECKING blocks
    skipped, their `else:` kept)."""
    found: list[tuple[ast.stmt, int]] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.append((node, 0))
        elif isinstance(node, ast.ImportFrom):
            found.append((node, node.level))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(root: Path = GAME) -> dict[str, set[str]]:
    """Module name -> the modules of `root` it imports at run time."""
    files = sorted(root.rglob("*.py"))
    modules = {_module_name(path): path for path in files}
    graph: dict[str, set[str]] = {name: set() for name in modules}

    def known(name: str) -> str | None:
        while name:
            if name in modules:
                return name
            name = name.rpartition(".")[0]
        return None

    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node, level in _imports(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                assert isinstance(node, ast.ImportFrom)
                base = node.module or ""
                if level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - (level - 1)]
                    base = ".".join([*anchor, base]) if base else ".".join(anchor)
                targets = [f"{base}.{alias.name}" for alias in node.names]
            for target in targets:
                hit = known(target)
                if hit is not None:
                    graph[name].add(hit)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with a loop in them (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in graph[node]:
                    found.append(sorted(component))
    return sorted(found)


def test_the_circle_finder_finds_a_circle_and_passes_type_checking_imports(tmp_path) -> None:
    package = tmp_path / "game" / "toy"
    package.mkdir(parents=True)
    (tmp_path / "game" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from game.toy.b import thing\n")
    (package / "b.py").write_text("def thing():\n    from game.toy import c\n")
    (package / "c.py").write_text("from . import a\n")
    (package / "d.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.toy.e import E\n")
    (package / "e.py").write_text("from game.toy.d import x\n")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        found = circles(import_graph(tmp_path / "game"))
    finally:
        ROOT = saved
    assert found == [["game.toy.a", "game.toy.b", "game.toy.c"]]


def test_no_import_circle_under_game() -> None:
    graph = import_graph()
    assert len(graph) > 100  # the whole of game/ was read
    found = circles(graph)
    assert found == [], "import circles under game/:\n" + "\n".join(
        " <-> ".join(component) for component in found)
