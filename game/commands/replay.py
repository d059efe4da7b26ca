"""`python -m game replay FILE [--json]`: check a record against its game's rules.

The record names its game (``"game": "parade"``); records written before the box have
no such field and are the race's. The file is read here, once, for every game, through
the shell's door (`game.shell.reading`: a regular file, at most `MAX_BYTES`, UTF-8,
bounded JSON), so a pipe, a device, a huge or deeply nested file is refused in one line
instead of blocking or crashing; the game's console hook replays it and says how it
ends. Everything printed is escaped for the terminal (`game.shell.names.for_terminal`):
a name holding escape sequences or an RTL override is shown, never obeyed.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from game import box
from game.shell.names import for_terminal
from game.shell.reading import UnreadableFile, read_json

EXIT_RULE_BREAK = 1
EXIT_MALFORMED = 2
MAX_BYTES = 4_000_000
"""A long game's record is about 20 kB."""


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("replay", help="replay a game record and print its final state")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true", help="print the final state as JSON")
    p.set_defaults(run=main)


def _say(text: str) -> None:
    print(for_terminal(text, limit=200_000), flush=True)


def main(args: argparse.Namespace) -> int:
    where = for_terminal(args.file, 300)
    try:
        data = read_json(args.file, max_bytes=MAX_BYTES)
    except FileNotFoundError:
        _say(f"replay: {where}: cannot be read (no such file)")
        return EXIT_MALFORMED
    except UnreadableFile as e:
        _say(f"replay: {where}: {e.reason}")
        return EXIT_MALFORMED
    game_id = data.get("game") if isinstance(data, dict) else None
    try:
        game = box.find(game_id) if game_id is not None else box.default()
    except (KeyError, TypeError) as e:
        _say(f"replay: {where}: {e.args[0] if e.args else e}")
        return EXIT_MALFORMED
    try:
        code, text = game.console().replay_command(data, args.json)
    except (ValueError, TypeError, KeyError, RecursionError) as e:
        code, text = EXIT_MALFORMED, f"not a usable record ({type(e).__name__}: {e})"
    prefix = "" if code == 0 else f"replay: {where}: "
    _say(prefix + text)
    return code
