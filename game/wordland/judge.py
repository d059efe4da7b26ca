"""Ask the bots' judge: `python -m game.wordland.judge --language en|fr` (issue 19, item 4).

Reads lines `topic_id<TAB>text` on standard input and writes one JSON object per line:
`{"topic", "text", "real", "fits", "why"}`, where `real` says whether the answer is a
word (or phrase) of the language, `fits` is the bots' vote (true: the word stands) and
`why` a short reason. A line that cannot be judged (no tab, an unknown topic, a refused
spelling) gets `{"line", "error"}` instead; blank lines and lines starting with "#" are
skipped. The policy is in game/wordland/words/relevance.py and docs/wordland-ai.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from game.wordland.data.catalogue import topics_by_id
from game.wordland.words.languages import UnknownLanguage, language
from game.wordland.words.relevance import rule
from game.wordland.words.text import refusal


def judge_line(line: str, language_code: str) -> dict[str, Any] | None:
    """The JSON object for one input line (None for a blank or comment line)."""
    raw = line.rstrip("\r\n")
    if not raw.strip() or raw.lstrip().startswith("#"):
        return None
    topic_id, tab, text = raw.partition("\t")
    topic_id = topic_id.strip()
    if not tab:
        return {"line": raw, "error": "expected topic_id<TAB>text"}
    known = topics_by_id(language_code)
    if topic_id not in known:
        return {"line": raw, "error": f"unknown topic {topic_id!r} for {language_code}"}
    why = refusal(text)
    if why:
        return {"line": raw, "error": f"not an answer: {why}"}
    ruling = rule(text.strip(), language_code, (topic_id,))
    return {"topic": topic_id, "text": text.strip(), "real": ruling.real,
            "fits": ruling.fits, "why": ruling.why}


def judge_lines(lines: Iterable[str], language_code: str) -> Iterator[dict[str, Any]]:
    for line in lines:
        try:
            out = judge_line(line, language_code)
        except Exception as e:
            out = {"line": line.rstrip("\r\n"), "error": f"could not judge: {e}"}
        if out is not None:
            yield out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.wordland.judge",
                                     description="Judge typed answers as the bots vote.")
    parser.add_argument("--language", default="en", help="en or fr (default: en)")
    args = parser.parse_args(argv)
    try:
        language(args.language)
    except UnknownLanguage as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    stdin = sys.stdin
    if hasattr(stdin, "reconfigure"):
        stdin.reconfigure(encoding="utf-8", errors="replace")
    stdout = sys.stdout
    if hasattr(stdout, "reconfigure"):
        stdout.reconfigure(encoding="utf-8")
    for out in judge_lines(stdin, args.language):
        stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
