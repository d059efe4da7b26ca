"""`python -m game replay FILE [--json]`: check a record against its game's rules.

The record names its game (``"game": "parade"``); records written before the box have
no such field and are the race's. The file is read here, once, for every game, through
the shell's door (`game.shell.reading`: a regular file, at most `MAX_BYTES`, UTF-8,
bounded JSON), so a pipe, a device, a huge or deeply nested file is refused in one line
instead of blocking or crashing; the game's console hook replays it and says how it
ends. Everything printed is escaped for the terminal (`game.table.reports.say`): a name
holding escape sequences or an RTL override is shown, never obeyed; a name, the file's
path and any message quoting the file are printed with `one_line` (line breaks shown as
``\\x0a``), so none can forge a line of the output. A game's records may be smaller
than `MAX_BYTES` (`ConsoleHooks.max_record_bytes`: the Parade's are at most 1 MB).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from game import box
from game.shell.names import one_line
from game.shell.reading import UnreadableFile, parse_json, read_text
from game.table.reports import say as _say

EXIT_RULE_BREAK = 1
EXIT_MALFORMED = 2
MAX_BYTES = 4_000_000
"""A long game's record is about 20 kB."""


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("replay", help="replay a game record and print its final state")
    p.add_argument("file", type=Path)
    p.add_argument("--json", action="store_true", help="print the final state as JSON")
    p.set_defaults(run=main)


def main(args: argparse.Namespace) -> int:
    where = one_line(args.file, 300)
    try:
        source = read_text(args.file, max_bytes=MAX_BYTES)
        data = parse_json(source, args.file)
    except FileNotFoundError:
        _say(f"replay: {where}: cannot be read (no such file)")
        return EXIT_MALFORMED
    except UnreadableFile as e:
        _say(f"replay: {where}: {one_line(e.reason, 2000)}")
        return EXIT_MALFORMED
    game_id = data.get("game") if isinstance(data, dict) else None
    try:
        game = box.find(game_id) if game_id is not None else box.default()
    except (KeyError, TypeError) as e:
        _say(f"replay: {where}: {one_line(e.args[0] if e.args else e, 2000)}")
        return EXIT_MALFORMED
    hooks = game.console()
    size = len(source.encode("utf-8"))
    if size > hooks.max_record_bytes:
        _say(f"replay: {where}: is too big for a {game.id} record ({size} bytes; at most "
             f"{hooks.max_record_bytes})")
        return EXIT_MALFORMED
    try:
        code, text = hooks.replay_command(data, args.json)
    except (ValueError, TypeError, KeyError, RecursionError) as e:
        code, text = EXIT_MALFORMED, f"not a usable record ({type(e).__name__}: {e})"
    if code == 0:
        _say(text)  # the game's summary: names in it are escaped (`one_line`)
    else:  # an error is one line, whatever a field it quotes holds
        _say(f"replay: {where}: {one_line(text, 2000)}")
    return code
