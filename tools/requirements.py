"""Print the requirements in `pyproject.toml` for pip, one per line: the runtime
dependencies, plus those of each extra named on the command line.

    python tools/requirements.py             # what playing needs (`make play`)
    python tools/requirements.py test lint   # ... and the test and lint tools (`make test`)
    python tools/requirements.py build       # ... and the packaging tools (`make dist`)

The Makefile feeds this to ``pip install -r``: the game runs from the checkout, so
nothing of ours is built or installed (no build back-end to fetch, no editable-install
warning), and `pyproject.toml` stays the one list of dependencies. Standard library only:
it runs before anything is installed. An extra that names the project itself
(``wonderland-parlour[test,lint]``) is followed.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
SELF_EXTRAS = re.compile(r"^\s*([A-Za-z0-9._-]+)\s*\[([^\]]*)\]\s*$")


def requirements(extras: list[str], project: dict) -> list[str]:
    """The runtime dependencies and those of `extras`, in order, each once; ValueError
    names an extra that `project` does not define."""
    name = project.get("name", "").lower().replace("_", "-")
    optional = project.get("optional-dependencies", {})
    found: list[str] = list(project.get("dependencies", []))
    seen: set[str] = set()
    todo = list(extras)
    while todo:
        extra = todo.pop(0)
        if extra in seen:
            continue
        seen.add(extra)
        if extra not in optional:
            raise ValueError(f"pyproject.toml has no extra {extra!r} "
                             f"(there is {', '.join(sorted(optional)) or 'none'})")
        for line in optional[extra]:
            own = SELF_EXTRAS.match(line)
            if own and own.group(1).lower().replace("_", "-") == name:
                todo += [e.strip() for e in own.group(2).split(",") if e.strip()]
            elif line not in found:
                found.append(line)
    return found


def main(argv: list[str]) -> int:
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    try:
        lines = requirements(argv, project)
    except ValueError as exc:
        print(f"tools/requirements.py: {exc}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
