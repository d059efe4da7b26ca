"""`python -m game replay FILE [--json]`: check a record against its game's rules.

The record names its game (``"game": "parade"``); records written before the box have
no such field and are the race's. The file is read here, once, for every game; the
game's console hook replays it and says how it ends.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from game import box

EXIT_RULE_BREAK = 1
EXIT_MALFORMED = 2


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("replay", help="replay a game record and print its final state")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true", help="print the final state as JSON")
    p.set_defaults(run=main)


def main(args: argparse.Namespace) -> int:
    try:
        data = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        print(f"replay: {args.file}: cannot be read ({e})")
        return EXIT_MALFORMED
    except json.JSONDecodeError as e:
        print(f"replay: {args.file}: not valid JSON (line {e.lineno}: {e.msg})")
        return EXIT_MALFORMED
    game_id = data.get("game") if isinstance(data, dict) else None
    try:
        game = box.find(game_id) if game_id is not None else box.default()
    except KeyError as e:
        print(f"replay: {args.file}: {e.args[0]}")
        return EXIT_MALFORMED
    code, text = game.console().replay_command(data, args.json)
    prefix = "" if code == 0 else f"replay: {args.file}: "
    print(prefix + text)
    return code
