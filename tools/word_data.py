"""What the word game's data builders share (tools/wordland_dictionary, wordland_lexicon,
wordland_closeness): each writes one gzip'd file a language, byte for byte reproducible,
and a manifest of digests that `--check` holds the shipped files against."""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "game" / "wordland" / "data"


def package_folder(module: str, package: str) -> Path:
    """The folder of an installed build-time package's module (its data files are read,
    the module never imported), or a clear exit naming what to install."""
    import importlib.util

    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(f"{package} is not installed in this Python (pip install {package})")
    return Path(next(iter(spec.submodule_search_locations)))


def packed(data: bytes) -> bytes:
    """`data` gzip'd with no file name and no time stamp: the same bytes on every build."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def add_topic_files(h: Any, language: str) -> None:
    """Feed a language's topic files (name and bytes, in name order) to the hash `h`."""
    for path in sorted((DATA / language).glob("*.json")):
        h.update(path.name.encode() + path.read_bytes())


def ship(path: Path, blob: bytes, language: str, words: object) -> str:
    """Write one language's file, say what it holds, and return its digest."""
    path.write_bytes(blob)
    print(f"{language}: {words} words, {len(blob) / 1024:.0f} KiB")
    return digest(blob)


def read_manifest(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def write_manifest(path: Path, manifest: dict[str, Any]) -> None:
    path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def check_shipped(manifest_path: Path, languages: Iterable[str],
                  output_path: Callable[[str], Path], what: str,
                  inputs: tuple[Callable[[str], str], str, str] | None = None) -> list[str]:
    """Problems with the shipped files: a language missing from the manifest, a file whose
    digest is not the manifest's, or (`inputs` = (digest of a language's inputs, what they
    are, the tool's module)) inputs changed since the file was built."""
    manifest = read_manifest(manifest_path)
    problems = []
    for language in languages:
        entry = manifest.get(language)
        if entry is None:
            problems.append(f"{language}: no {what} in the manifest")
            continue
        if digest(output_path(language).read_bytes()) != entry["sha256"]:
            problems.append(f"{language}: the {what} does not match its manifest digest")
        if inputs is not None and inputs[0](language) != entry["inputs"]:
            problems.append(f"{language}: {inputs[1]} changed since the {what} was built: "
                            f"run python -m tools.{inputs[2]}")
    return problems


def report(problems: list[str]) -> int:
    """Print the problems on stderr; 1 if there are any, else 0 (the exit code)."""
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


def run_tool(doc: str, argv: list[str] | None, check: Callable[[], list[str]],
             build: Callable[[argparse.Namespace], object], **options: dict[str, Any]) -> int:
    """A word-data tool's command line: `--check` reports what `check()` finds (exit code 1
    if anything), otherwise `build(args)` writes the files. `options` are the tool's own
    (`--name`: argparse's keywords); the description is the first paragraph of `doc`."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="check the shipped files against their manifest")
    for name, keywords in options.items():
        parser.add_argument(f"--{name}", **keywords)
    args = parser.parse_args(argv)
    if args.check:
        return report(check())
    build(args)
    return 0
